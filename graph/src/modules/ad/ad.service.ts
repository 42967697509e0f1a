import type { EntityManager } from '@mikro-orm/postgresql';
import { FILTER_LIMITS } from '../common/limits.js';
import { checkLength } from '../common/validation.js';
import { BannerAd } from './banner-ad.entity.js';

/** Ads that may show now at a placement, the highest priority first. */
export async function activeBannerAds(em: EntityManager, placement = 'dashboard', now = new Date()): Promise<BannerAd[]> {
  checkLength('placement', placement, FILTER_LIMITS.key);
  return em.find(
    BannerAd,
    {
      placement,
      active: true,
      $and: [{ $or: [{ startsAt: null }, { startsAt: { $lte: now } }] }, { $or: [{ endsAt: null }, { endsAt: { $gt: now } }] }],
    },
    { orderBy: { priority: 'desc', createdAt: 'asc' } },
  );
}

/** The REST shape of spec §3: id, title, description, imageUrl, linkUrl, sponsor. */
export const bannerAdJson = (ad: BannerAd) => ({
  id: ad.id,
  title: ad.title,
  description: ad.description,
  imageUrl: ad.imageUrl,
  linkUrl: ad.linkUrl,
  sponsor: ad.sponsor,
});
