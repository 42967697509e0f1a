import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  Float,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  registerEnumType,
  Resolver,
  Root,
} from 'type-graphql';
import type { Context } from '../common/context.js';
import { AD_LIMITS, atMostCharacters, FILTER_LIMITS } from '../../shared/limits.js';
import { AdEventKind } from './ad-event.entity.js';
import { recordAdEvent } from './ad-event.service.js';
import { AdminMetrics } from '../admin/admin-metrics.types.js';
import {
  adminBannerAds,
  adsOfPeriod,
  adState,
  adStats,
  BannerAdState,
  createBannerAd,
  deleteBannerAd,
  updateBannerAd,
  type AdPeriodStats,
  type AdStats,
} from './ad-admin.service.js';
import { activeBannerAds, type BannerAdView } from './ad.service.js';
import { BannerAd, DISTROKID_LOGO } from './banner-ad.entity.js';

registerEnumType(BannerAdState, {
  name: 'BannerAdState',
  description: 'Where an ad is in its life: SCHEDULED (its start is to come), LIVE (showing), PAUSED (switched off), ENDED (its end has passed).',
  valuesConfig: {
    SCHEDULED: { description: 'Not paused, and its start is still to come.' },
    LIVE: { description: 'Not paused and inside its window: creators see it.' },
    PAUSED: { description: 'Switched off by an admin, inside or before its window.' },
    ENDED: { description: 'Its end has passed (paused or not): it will not show again unless rescheduled.' },
  },
});

@ObjectType({
  description:
    'Counted impressions and clicks of an ad, all time: each at most once per viewer (an account, a visitor cookie, else an address and browser) per day.',
})
class BannerAdStats {
  @Field(() => Int, { description: 'Views of at least half the banner for a continuous second.' })
  impressions!: number;

  @Field(() => Int, { description: "Counted clicks on the banner's link." })
  clicks!: number;

  @Field(() => Float, { nullable: true, description: 'Clicks ÷ impressions (0 to 1); null before the first impression.' })
  ctr!: number | null;
}

const ctrOf = ({ impressions, clicks }: AdStats) => (impressions > 0 ? clicks / impressions : null);

@ObjectType('AdPeriodStats', { description: "An ad's counted impressions and clicks over an admin metrics period." })
class AdPeriodStatsView {
  @Field(() => BannerAd, { description: 'The ad (deleted ads are not listed).' })
  ad!: BannerAdView;

  @Field(() => Int, { description: 'Counted impressions on the UTC days of the period: at most one per viewer per day.' })
  impressions!: number;

  @Field(() => Int, { description: 'Counted clicks on the UTC days of the period: at most one per viewer per day.' })
  clicks!: number;

  @Field(() => Float, { nullable: true, description: 'Clicks ÷ impressions (0 to 1); null without impressions.' })
  ctr!: number | null;
}

const IMAGE = `An https:// address, an uploaded image (POST /api/admin/ad-images) or ${DISTROKID_LOGO}. ${atMostCharacters(AD_LIMITS.url)}`;
const PRIORITY = `From ${AD_LIMITS.priorityMin} to ${AD_LIMITS.priorityMax}; the highest of a placement shows first.`;

@InputType({ description: 'A new banner ad.' })
class CreateBannerAdInput {
  @Field(() => String, { description: atMostCharacters(AD_LIMITS.title) })
  title!: string;

  @Field(() => String, { description: atMostCharacters(AD_LIMITS.description) })
  description!: string;

  @Field(() => String, { description: IMAGE })
  imageUrl!: string;

  @Field(() => String, { description: `An http:// or https:// address. ${atMostCharacters(AD_LIMITS.url)}` })
  linkUrl!: string;

  @Field(() => String, { description: atMostCharacters(AD_LIMITS.sponsor) })
  sponsor!: string;

  @Field(() => String, { nullable: true, description: `Where it shows; dashboard by default. ${atMostCharacters(AD_LIMITS.placement)}` })
  placement?: string | null;

  @Field(() => Int, { nullable: true, description: `${PRIORITY} 0 by default.` })
  priority?: number | null;

  @Field(() => Date, { nullable: true, description: 'Shows from this time (null: at once).' })
  startsAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Shows until this time, after startsAt (null: no end).' })
  endsAt?: Date | null;

  @Field(() => Boolean, { nullable: true, description: 'False to save it paused; true by default.' })
  active?: boolean | null;
}

@InputType({ description: 'A change to a banner ad: the fields sent change; null clears startsAt or endsAt.' })
class UpdateBannerAdInput {
  @Field(() => String, { nullable: true, description: atMostCharacters(AD_LIMITS.title) })
  title?: string | null;

  @Field(() => String, { nullable: true, description: atMostCharacters(AD_LIMITS.description) })
  description?: string | null;

  @Field(() => String, { nullable: true, description: IMAGE })
  imageUrl?: string | null;

  @Field(() => String, { nullable: true, description: `An http:// or https:// address. ${atMostCharacters(AD_LIMITS.url)}` })
  linkUrl?: string | null;

  @Field(() => String, { nullable: true, description: atMostCharacters(AD_LIMITS.sponsor) })
  sponsor?: string | null;

  @Field(() => String, { nullable: true, description: atMostCharacters(AD_LIMITS.placement) })
  placement?: string | null;

  @Field(() => Int, { nullable: true, description: PRIORITY })
  priority?: number | null;

  @Field(() => Date, { nullable: true, description: 'Shows from this time; null: at once.' })
  startsAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Shows until this time; null: no end.' })
  endsAt?: Date | null;

  @Field(() => Boolean, { nullable: true, description: 'False pauses it, true resumes it.' })
  active?: boolean | null;
}

const AD_ID = 'The ad (a UUID).';

/**
 * The stats of the ads a request reads, in one statement: each `stats` field asks for its ad, and
 * the first asker waits for the others of the same pass (the list's siblings) before reading them all.
 */
const statsBatches = new WeakMap<object, { ids: Set<string>; result: Promise<Map<string, AdStats>> }>();
function statsFor(context: Context, id: string): Promise<AdStats> {
  let batch = statsBatches.get(context);
  if (!batch) {
    const ids = new Set<string>();
    const result = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      statsBatches.delete(context);
      return adStats(context.em, [...ids]);
    });
    batch = { ids, result };
    statsBatches.set(context, batch);
  }
  batch.ids.add(id);
  return batch.result.then((stats) => stats.get(id) ?? { impressions: 0, clicks: 0 });
}

@Resolver(() => BannerAd)
export class AdResolver {
  @Query(() => [BannerAd], { description: 'Sponsored banners that may show now, the highest priority first.' })
  bannerAds(
    @Ctx() context: Context,
    @Arg('placement', () => String, { defaultValue: 'dashboard', description: `Where the banner shows. ${atMostCharacters(FILTER_LIMITS.key)}` })
    placement: string,
  ): Promise<BannerAdView[]> {
    return activeBannerAds(context, placement);
  }

  @Query(() => [BannerAd], {
    description: 'Every banner ad, any state (at most 500): live first, then scheduled, paused and ended; by priority, then newest. Admins only.',
  })
  adminBannerAds(
    @Ctx() context: Context,
    @Arg('placement', () => String, { nullable: true, description: `Only this placement. ${atMostCharacters(FILTER_LIMITS.key)}` }) placement?: string | null,
    @Arg('state', () => BannerAdState, { nullable: true, description: 'Only ads in this state.' }) state?: BannerAdState | null,
  ): Promise<BannerAd[]> {
    return adminBannerAds(context, { placement, state });
  }

  @Mutation(() => BannerAd, { description: 'Creates a banner ad. Admins only; written to the audit log (ad.create).' })
  createBannerAd(
    @Ctx() context: Context,
    @Arg('input', () => CreateBannerAdInput, { description: 'The new banner ad.' }) input: CreateBannerAdInput,
  ): Promise<BannerAd> {
    return createBannerAd(context, input);
  }

  @Mutation(() => BannerAd, { description: 'Changes a banner ad (pause and resume with active). Admins only; written to the audit log (ad.update).' })
  updateBannerAd(
    @Ctx() context: Context,
    @Arg('id', () => ID, { description: AD_ID }) id: string,
    @Arg('input', () => UpdateBannerAdInput, { description: 'The fields to change; an absent field is left unchanged.' }) input: UpdateBannerAdInput,
  ): Promise<BannerAd> {
    return updateBannerAd(context, id, input);
  }

  @Mutation(() => Boolean, {
    description: 'Deletes a banner ad; its counted impressions and clicks stay in the totals. Admins only; written to the audit log (ad.delete).',
  })
  deleteBannerAd(@Ctx() context: Context, @Arg('id', () => ID, { description: AD_ID }) id: string): Promise<boolean> {
    return deleteBannerAd(context, id);
  }

  @Mutation(() => Boolean, {
    description:
      'Counts a view of a showing ad (at least half the banner in view for a continuous second): true when counted, false when already counted for this viewer today, when the address already counted its most viewers of this ad today, or when the ad is not showing.',
  })
  recordAdImpression(@Ctx() context: Context, @Arg('id', () => ID, { description: AD_ID }) id: string): Promise<boolean> {
    return recordAdEvent(context, id, AdEventKind.IMPRESSION);
  }

  @Mutation(() => Boolean, {
    description:
      'Counts a click on a showing ad: true when counted, false when already counted for this viewer today, when the address already counted its most viewers of this ad today, or when the ad is not showing.',
  })
  recordAdClick(@Ctx() context: Context, @Arg('id', () => ID, { description: AD_ID }) id: string): Promise<boolean> {
    return recordAdEvent(context, id, AdEventKind.CLICK);
  }

  @Authorized('admin:ads')
  @FieldResolver(() => BannerAdState, { description: 'Where the ad is in its life, now. Admins only.' })
  state(@Root() ad: BannerAdView): BannerAdState {
    return adState(ad);
  }

  @Authorized('admin:ads')
  @FieldResolver(() => BannerAdStats, { description: 'Counted impressions and clicks, all time. Admins only.' })
  async stats(@Root() ad: BannerAdView, @Ctx() context: Context): Promise<BannerAdStats> {
    const stats = await statsFor(context, ad.id);
    return { ...stats, ctr: ctrOf(stats) };
  }
}

/** The per-ad figures of the admin dashboard's period, from this module's counts. */
@Resolver(() => AdminMetrics)
export class AdminMetricsAdsResolver {
  @FieldResolver(() => [AdPeriodStatsView], {
    description:
      'Every ad live now or counted in the period, with its impressions, clicks and CTR in the period; the most impressions first. Deleted ads count in the daily totals only.',
  })
  async ads(@Root() metrics: AdminMetrics, @Ctx() context: Context): Promise<AdPeriodStatsView[]> {
    const rows: AdPeriodStats[] = await adsOfPeriod(context, { from: metrics.startDate, to: metrics.endDate });
    return rows.map((row) => ({ ...row, ctr: ctrOf(row) }));
  }
}
