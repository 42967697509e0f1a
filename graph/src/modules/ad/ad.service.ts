import type { EntityManager } from '@mikro-orm/postgresql';
import { FILTER_LIMITS } from '../../shared/limits.js';
import type { PubSub } from '../common/pubsub.js';
import { createRateLimiter, MEMORY_RATE_LIMITS, type RateLimiter, type RateLimitStore } from '../common/rate-limit.js';
import { checkLength } from '../common/validation.js';
import type { BannerAd } from './banner-ad.entity.js';
import { DEFAULT_AD_PLACEMENT } from '../../shared/ad-placements.js';

/** A banner as the reads answer it: a plain object the BannerAd GraphQL type resolves from. */
export type BannerAdView = Pick<
  BannerAd,
  'id' | 'title' | 'description' | 'imageUrl' | 'linkUrl' | 'sponsor' | 'placement' | 'priority' | 'active' | 'startsAt' | 'endsAt' | 'createdAt' | 'updatedAt'
>;

// Every active ad of a placement, whatever its window: the window is checked per read, against
// the time of the read, so that a cached list starts and stops showing ads on time.
const PLACEMENT_SQL = `select id, title, description, image_url as "imageUrl", link_url as "linkUrl", sponsor, placement, priority, active,
    starts_at as "startsAt", ends_at as "endsAt", created_at as "createdAt", updated_at as "updatedAt"
  from banner_ads where placement = ? and active order by priority desc, created_at asc`;

type BannerAdRow = Omit<BannerAdView, 'startsAt' | 'endsAt' | 'createdAt' | 'updatedAt'> & {
  startsAt: string | null;
  endsAt: string | null;
  createdAt: string;
  updatedAt: string;
};

async function readPlacement(em: EntityManager, placement: string): Promise<BannerAdView[]> {
  // Timestamps come as PostgreSQL's text (the ORM's type parsers): read with the ORM's own parser.
  const date = (text: string) => em.getPlatform().parseDate(text);
  const rows = await em.execute<BannerAdRow[]>(PLACEMENT_SQL, [placement]);
  return rows.map((row) => ({
    ...row,
    startsAt: row.startsAt === null ? null : date(row.startsAt),
    endsAt: row.endsAt === null ? null : date(row.endsAt),
    createdAt: date(row.createdAt),
    updatedAt: date(row.updatedAt),
  }));
}

/**
 * The active ads per placement, kept in process: every dashboard shows them and they change only
 * when an admin edits them, which publishes BANNER_ADS_UPDATED to every instance (changeBannerAds;
 * ad.listeners.ts drops the lists). The time limit bounds how long an edit made outside the app
 * (SQL, the seed script) goes unseen; the placement count bounds what a client can make it hold.
 */
export class BannerAdCache {
  private readonly lists = new Map<string, { until: number; ads: Promise<BannerAdView[]> }>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxPlacements = 32,
  ) {}

  get(em: EntityManager, placement: string, now: number): Promise<BannerAdView[]> {
    let entry = this.lists.get(placement);
    if (!entry || entry.until <= now) {
      if (!entry && this.lists.size >= this.maxPlacements) this.lists.clear();
      const ads = readPlacement(em, placement);
      const fresh = { until: now + this.ttlMs, ads };
      // A failed read is not kept: the next request tries again.
      ads.catch(() => this.lists.get(placement) === fresh && this.lists.delete(placement));
      this.lists.set(placement, (entry = fresh));
    }
    return entry.ads;
  }

  invalidate(): void {
    this.lists.clear();
  }
}

/** App-wide ad state: the cached lists, and the limits on recording impressions and clicks. */
export type AdKit = { banners: BannerAdCache; eventLimits: { perViewer: RateLimiter; perAddress: RateLimiter; viewersPerAddress: RateLimiter } };

declare module '../common/context.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface ModuleKits {
    /** Banner ads kept in process. */
    ads: AdKit;
  }
}

/**
 * Impressions and clicks count once per viewer, ad and day whatever is sent; the per-minute limits
 * only keep a script from making us run an insert per request: a dashboard sends one or two per ad
 * per page view, so 60 a minute per viewer and 600 per address (an office behind one NAT) leave
 * real use alone. One address counts at most 50 distinct viewers per ad, kind and UTC day: more
 * people than that behind one address all seeing one ad in a day does not happen in real traffic,
 * while a script making up new viewers (new user agents, new accounts) stops counting there.
 */
export const AD_EVENT_LIMITS = { perViewerPerMinute: 60, perAddressPerMinute: 600, viewersPerAddressPerDay: 50 };

export const createAdKit = (store: RateLimitStore = MEMORY_RATE_LIMITS, limits = AD_EVENT_LIMITS): AdKit => ({
  banners: new BannerAdCache(),
  eventLimits: {
    perViewer: createRateLimiter(store, { keyPrefix: 'ad-event-viewer', points: limits.perViewerPerMinute, durationSeconds: 60 }),
    perAddress: createRateLimiter(store, { keyPrefix: 'ad-event-ip', points: limits.perAddressPerMinute, durationSeconds: 60 }),
    // The key names the UTC day, so a new day starts a new count; a day's key lives a day past its first use.
    viewersPerAddress: createRateLimiter(store, { keyPrefix: 'ad-viewers-ip', points: limits.viewersPerAddressPerDay, durationSeconds: 86_400 }),
  },
});

export const showsAt = (ad: Pick<BannerAdView, 'startsAt' | 'endsAt'>, now: number) =>
  (ad.startsAt === null || ad.startsAt.getTime() <= now) && (ad.endsAt === null || ad.endsAt.getTime() > now);

/** Ads that may show now at a placement, the highest priority first. */
export async function activeBannerAds(
  { em, ads }: { em: EntityManager; ads: AdKit },
  placement = DEFAULT_AD_PLACEMENT,
  now = new Date(),
): Promise<BannerAdView[]> {
  checkLength('placement', placement, FILTER_LIMITS.key);
  const at = now.getTime();
  return (await ads.banners.get(em, placement, at)).filter((ad) => showsAt(ad, at));
}

/**
 * Every change to banner ads goes through here (admin edits): the edit commits, then every
 * instance drops its cached lists.
 */
export async function changeBannerAds<T>(em: EntityManager, pubsub: PubSub, edit: (tx: EntityManager) => Promise<T>): Promise<T> {
  const result = await em.transactional(edit);
  pubsub.publish('BANNER_ADS_UPDATED', { changedAt: new Date() });
  return result;
}

/** The REST shape of a banner ad: id, title, description, imageUrl, linkUrl, sponsor. */
export const bannerAdJson = (ad: BannerAdView) => ({
  id: ad.id,
  title: ad.title,
  description: ad.description,
  imageUrl: ad.imageUrl,
  linkUrl: ad.linkUrl,
  sponsor: ad.sponsor,
});
