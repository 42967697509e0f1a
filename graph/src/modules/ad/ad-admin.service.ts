import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { auditOrigin, recordAudit } from '../audit/audit.service.js';
import type { AuditSnapshot } from '../audit/audit-entry.entity.js';
import { assertCan } from '../common/authz.js';
import type { Context } from '../common/context.js';
import { AppError } from '../common/errors.js';
import { AD_LIMITS, FILTER_LIMITS } from '../../shared/limits.js';
import { slugify } from '../../shared/slug.js';
import { isWebUrl, webUrlProblem } from '../../shared/urls.js';
import { uuidArray } from '../common/sql.js';
import { checkLength, FieldErrors, isUuid } from '../common/validation.js';
import { UPLOADED_AD_IMAGE } from './ad-image.js';
import { changeBannerAds, showsAt } from './ad.service.js';
import { BannerAd, DISTROKID_LOGO } from './banner-ad.entity.js';

/** Where an ad is in its life: what the back office shows beside it. */
export enum BannerAdState {
  /** Active, and its start is still to come. */
  SCHEDULED = 'scheduled',
  /** Active and inside its window: creators see it. */
  LIVE = 'live',
  /** Its end has passed (whether or not it is paused): it will not show again unless rescheduled. */
  ENDED = 'ended',
  /** Switched off by an admin, inside or before its window. */
  PAUSED = 'paused',
}

export function adState(ad: Pick<BannerAd, 'active' | 'startsAt' | 'endsAt'>, now = Date.now()): BannerAdState {
  if (ad.endsAt !== null && ad.endsAt.getTime() <= now) return BannerAdState.ENDED;
  if (!ad.active) return BannerAdState.PAUSED;
  return showsAt(ad, now) ? BannerAdState.LIVE : BannerAdState.SCHEDULED;
}

/** What an admin may set on an ad; on an update every field is optional, and null clears a time. */
export type BannerAdInput = {
  title?: string | null;
  description?: string | null;
  imageUrl?: string | null;
  linkUrl?: string | null;
  sponsor?: string | null;
  placement?: string | null;
  priority?: number | null;
  startsAt?: Date | null;
  endsAt?: Date | null;
  active?: boolean | null;
};

type AdFields = Pick<BannerAd, 'title' | 'description' | 'imageUrl' | 'linkUrl' | 'sponsor' | 'placement' | 'priority' | 'startsAt' | 'endsAt' | 'active'>;
const AD_FIELDS = [
  'title',
  'description',
  'imageUrl',
  'linkUrl',
  'sponsor',
  'placement',
  'priority',
  'startsAt',
  'endsAt',
  'active',
] as const satisfies readonly (keyof AdFields)[];

const PLACEMENT = /^[a-z0-9][a-z0-9-]*$/;

/**
 * Checks an ad's input against its columns and rules, every field at once, before any SQL: text
 * trimmed and within its column, required text present (`creating`, or when sent on an update),
 * links http(s), images https or ours, a window whose end follows its start (`current` holds the
 * stored values an update keeps). Answers the fields that were sent, cleaned.
 */
export function parseAdInput(input: BannerAdInput, creating: boolean, current?: AdFields): Partial<AdFields> {
  const errors = new FieldErrors();
  const out: Partial<AdFields> = {};
  const text = (field: 'title' | 'description' | 'sponsor' | 'imageUrl' | 'linkUrl' | 'placement', max: number, label: string) => {
    const raw = input[field];
    if (raw === undefined || (raw === null && !creating)) {
      if (creating && field !== 'placement') errors.add(field, `${label} is required`);
      return;
    }
    const value = (raw ?? '').trim();
    if (value === '') {
      if (field === 'placement') return;
      errors.add(field, `${label} is required`);
    } else if (value.length > max) errors.add(field, `${label} must be at most ${max} characters`);
    else out[field] = value;
  };
  text('title', AD_LIMITS.title, 'Title');
  text('description', AD_LIMITS.description, 'Description');
  text('sponsor', AD_LIMITS.sponsor, 'Sponsor');
  text('imageUrl', AD_LIMITS.url, 'Image');
  text('linkUrl', AD_LIMITS.url, 'Link');
  text('placement', AD_LIMITS.placement, 'Placement');

  const linkProblem = out.linkUrl === undefined ? null : webUrlProblem(out.linkUrl, { label: 'Link' });
  if (linkProblem) errors.add('linkUrl', linkProblem);
  if (out.imageUrl !== undefined && out.imageUrl !== DISTROKID_LOGO && !UPLOADED_AD_IMAGE.test(out.imageUrl) && !isWebUrl(out.imageUrl, { httpsOnly: true })) {
    errors.add('imageUrl', `Image must be an https:// address, an uploaded image or ${DISTROKID_LOGO}`);
  }
  if (out.placement !== undefined && !PLACEMENT.test(out.placement)) errors.add('placement', 'Placement is lower-case letters, digits and dashes');

  if (input.priority !== undefined && input.priority !== null) {
    const { priority } = input;
    if (!Number.isInteger(priority) || priority < AD_LIMITS.priorityMin || priority > AD_LIMITS.priorityMax) {
      errors.add('priority', `Priority is a whole number from ${AD_LIMITS.priorityMin} to ${AD_LIMITS.priorityMax}`);
    } else out.priority = priority;
  }
  if (input.active !== undefined && input.active !== null) out.active = input.active;

  for (const field of ['startsAt', 'endsAt'] as const) {
    const at = input[field];
    if (at === undefined) continue;
    if (at !== null && Number.isNaN(at.getTime())) errors.add(field, 'Not a date');
    else out[field] = at;
  }
  const startsAt = out.startsAt !== undefined ? out.startsAt : (current?.startsAt ?? null);
  const endsAt = out.endsAt !== undefined ? out.endsAt : (current?.endsAt ?? null);
  if (startsAt && endsAt && !errors.has('startsAt') && !errors.has('endsAt') && endsAt.getTime() <= startsAt.getTime()) {
    errors.add('endsAt', 'The end must come after the start');
  }
  errors.throwIfAny();
  return out;
}

/** A readable, unique slug: the title's words and a random tail. */
export function adSlug(title: string): string {
  return `${slugify(title, 60) || 'ad'}-${randomBytes(4).toString('hex')}`;
}

/** The plain JSON of some fields of an ad, for the audit log. */
function snapshot(ad: Partial<AdFields>, fields: readonly (keyof AdFields)[]): AuditSnapshot {
  return Object.fromEntries(fields.map((field) => [field, ad[field] instanceof Date ? (ad[field] as Date).toISOString() : (ad[field] ?? null)]));
}

const same = (a: unknown, b: unknown) => (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b);

function adId(id: string): string {
  if (!isUuid(id)) throw new AppError('BAD_USER_INPUT', 'Not an ad id', { id: 'Not an ad id (a UUID)' });
  return id;
}

async function findAd(tx: EntityManager, id: string): Promise<BannerAd> {
  const ad = await tx.findOne(BannerAd, { id });
  if (!ad) throw new AppError('NOT_FOUND', 'No such ad');
  return ad;
}

type AdminContext = Pick<Context, 'em' | 'actor' | 'pubsub' | 'requestId' | 'session'>;

/** Every ad, live ones first, then scheduled, paused and ended; by priority, then newest. Admins only. */
export async function adminBannerAds(
  { em, actor }: Pick<Context, 'em' | 'actor'>,
  filter: { placement?: string | null; state?: BannerAdState | null } = {},
): Promise<BannerAd[]> {
  assertCan(actor, 'admin:ads');
  checkLength('placement', filter.placement, FILTER_LIMITS.key);
  const ads = await em.find(BannerAd, filter.placement ? { placement: filter.placement } : {}, {
    orderBy: { priority: 'desc', createdAt: 'desc' },
    limit: ADMIN_LIST_MAX,
  });
  const now = Date.now();
  const order = [BannerAdState.LIVE, BannerAdState.SCHEDULED, BannerAdState.PAUSED, BannerAdState.ENDED];
  return ads
    .map((ad) => ({ ad, state: adState(ad, now) }))
    .filter(({ state }) => !filter.state || state === filter.state)
    .sort((a, b) => order.indexOf(a.state) - order.indexOf(b.state))
    .map(({ ad }) => ad);
}

/** The most ads the back office lists: far more than a platform runs at once. */
export const ADMIN_LIST_MAX = 500;

/** Creates an ad; one audit entry (ad.create) with it. */
export async function createBannerAd(ctx: AdminContext, input: BannerAdInput): Promise<BannerAd> {
  const admin = assertCan(ctx.actor, 'admin:ads');
  const fields = parseAdInput(input, true);
  return changeBannerAds(ctx.em, ctx.pubsub, async (tx) => {
    const ad = tx.create(BannerAd, { ...(fields as AdFields), slug: adSlug(fields.title!) });
    await tx.flush();
    await recordAudit(tx, auditOrigin(ctx, admin), {
      action: 'ad.create',
      targetType: 'ad',
      targetId: ad.id,
      targetLabel: ad.title,
      after: snapshot(ad, AD_FIELDS),
    });
    return ad;
  });
}

/** Changes the fields sent; one audit entry (ad.update) holding the changed fields, none when nothing changed. */
export async function updateBannerAd(ctx: AdminContext, id: string, input: BannerAdInput): Promise<BannerAd> {
  const admin = assertCan(ctx.actor, 'admin:ads');
  adId(id);
  // The window is checked against the stored values, in the transaction that changes them.
  parseAdInput(input, false);
  return changeBannerAds(ctx.em, ctx.pubsub, async (tx) => {
    const ad = await findAd(tx, id);
    const fields = parseAdInput(input, false, ad);
    const changed = AD_FIELDS.filter((field) => field in fields && !same(fields[field], ad[field]));
    if (changed.length === 0) return ad;
    const before = snapshot(ad, changed);
    tx.assign(ad, Object.fromEntries(changed.map((field) => [field, fields[field]])));
    await tx.flush();
    await recordAudit(tx, auditOrigin(ctx, admin), {
      action: 'ad.update',
      targetType: 'ad',
      targetId: ad.id,
      targetLabel: ad.title,
      before,
      after: snapshot(ad, changed),
    });
    return ad;
  });
}

/** Deletes an ad (its counted impressions and clicks stay in the daily totals); one audit entry (ad.delete). */
export async function deleteBannerAd(ctx: AdminContext, id: string): Promise<boolean> {
  const admin = assertCan(ctx.actor, 'admin:ads');
  adId(id);
  return changeBannerAds(ctx.em, ctx.pubsub, async (tx) => {
    const ad = await findAd(tx, id);
    const before = snapshot(ad, AD_FIELDS);
    tx.remove(ad);
    await tx.flush();
    await recordAudit(tx, auditOrigin(ctx, admin), { action: 'ad.delete', targetType: 'ad', targetId: id, targetLabel: ad.title, before });
    return true;
  });
}

export type AdStats = { impressions: number; clicks: number };
/** UTC days, both included, as YYYY-MM-DD. */
export type DayRange = { from: string; to: string };

/** Counted impressions and clicks of each ad, all time or over some UTC days, in one statement. */
export async function adStats(em: EntityManager, ids: readonly string[], days?: DayRange): Promise<Map<string, AdStats>> {
  const stats = new Map<string, AdStats>(ids.map((id) => [id, { impressions: 0, clicks: 0 }]));
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return stats;
  const rows = await em.execute<{ adId: string; impressions: number; clicks: number }[]>(
    `select ad_id as "adId", count(*) filter (where kind = 'impression')::int as impressions, count(*) filter (where kind = 'click')::int as clicks
     from ad_events where ad_id = any(?::uuid[]) ${days ? 'and day between ?::date and ?::date' : ''} group by ad_id`,
    [uuidArray(valid), ...(days ? [days.from, days.to] : [])],
  );
  for (const row of rows) stats.set(row.adId, { impressions: row.impressions, clicks: row.clicks });
  return stats;
}

export type AdPeriodStats = AdStats & { ad: BannerAd };

/**
 * The ads of an admin metrics period with their impressions and clicks in it: every ad live now
 * (none counted is news too) or counted in the period, the most impressions first. A deleted ad's
 * counts stay in the daily totals only. Admins only.
 */
export async function adsOfPeriod({ em, actor }: Pick<Context, 'em' | 'actor'>, days: DayRange): Promise<AdPeriodStats[]> {
  assertCan(actor, 'admin:metrics');
  const ads = await em.find(BannerAd, {}, { orderBy: { priority: 'desc', createdAt: 'desc' }, limit: ADMIN_LIST_MAX });
  const stats = await adStats(
    em,
    ads.map((ad) => ad.id),
    days,
  );
  const now = Date.now();
  return ads
    .map((ad) => ({ ad, ...stats.get(ad.id)! }))
    .filter((row) => row.impressions + row.clicks > 0 || adState(row.ad, now) === BannerAdState.LIVE)
    .sort((a, b) => b.impressions - a.impressions || b.clicks - a.clicks);
}
