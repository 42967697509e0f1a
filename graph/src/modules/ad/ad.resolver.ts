import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../common/context.js';
import { atMostCharacters, FILTER_LIMITS } from '../common/limits.js';
import { activeBannerAds, type BannerAdView } from './ad.service.js';
import { BannerAd } from './banner-ad.entity.js';

@Resolver(() => BannerAd)
export class AdResolver {
  @Query(() => [BannerAd], { description: 'Sponsored banners that may show now, the highest priority first.' })
  bannerAds(
    @Ctx() context: Context,
    @Arg('placement', () => String, { defaultValue: 'dashboard', description: `Where the banner shows. ${atMostCharacters(FILTER_LIMITS.key)}` }) placement: string,
  ): Promise<BannerAdView[]> {
    return activeBannerAds(context, placement);
  }
}
