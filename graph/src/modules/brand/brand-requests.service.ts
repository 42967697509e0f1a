import { randomUUID } from 'node:crypto';
import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import type { Actor } from '../common/authz.js';
import { assertCreatorAccount } from '../user/account-standing.js';
import { pageWindow, toConnection, type Connection, type PageArgs } from '../common/connection.js';
import { batcher } from '../common/batch.js';
import { AppError } from '../common/errors.js';
import { BRAND_REQUEST_LIMITS, FILTER_LIMITS } from '../../shared/limits.js';
import { consumeOrRefuse, createRateLimiter, MEMORY_RATE_LIMITS, type RateLimiter, type RateLimitStore } from '../common/rate-limit.js';
import { isWebUrl } from '../../shared/urls.js';
import { checkLength, checkList, isUuid, unstorable } from '../common/validation.js';
import { BRAND_REQUEST_COOLDOWN_DAYS, BRAND_REQUEST_TTL_DAYS, BrandConnection, BrandConnectionStatus } from './brand-connection.entity.js';
import { hasBlockedBrand } from './brand-block.service.js';
import { assertBrandAgent, isBrandMember } from './brand-team.js';
import { Brand } from './brand.entity.js';
import { notify } from '../notification/notification.service.js';

/**
 * Creator → brand connection requests: asking, taking back, the brand's inbox and
 * expiry. Answering opens a conversation, so it lives with messaging (messaging/brand-answers.ts).
 */

/** The brand's webhooks, which the webhook module (above this one) records and delivers. */
export type BrandWebhooks = {
  /** Records the event of a new request on the transaction that stores it. */
  requestReceived: (tx: EntityManager, brandId: string, requestId: string) => Promise<void>;
};

declare module '../common/module.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface ModulePorts {
    brandWebhooks: BrandWebhooks;
  }
}

/** App-wide request state: the per-creator daily limit, shared by every instance through the platform's store; the brand's webhooks. */
export type BrandRequestKit = { requestLimiter: RateLimiter; webhooks: BrandWebhooks | null };

declare module '../common/context.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface ModuleKits {
    brandRequests: BrandRequestKit;
  }
}

export const createBrandRequestKit = (
  limits: RateLimitStore = MEMORY_RATE_LIMITS,
  perDay: number = BRAND_REQUEST_LIMITS.perDay,
  webhooks: BrandWebhooks | null = null,
): BrandRequestKit => ({
  requestLimiter: createRateLimiter(limits, { keyPrefix: 'brand-request', points: perDay, durationSeconds: 24 * 60 * 60 }),
  webhooks,
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** The creator's links, checked before any SQL: at most three http(s) addresses, trimmed, repeats dropped. */
function parseLinks(links: readonly string[] | null | undefined): string[] {
  checkList('links', links, BRAND_REQUEST_LIMITS.links, BRAND_REQUEST_LIMITS.linkLength);
  const out: string[] = [];
  for (const raw of links ?? []) {
    const link = raw.trim();
    if (!link) continue;
    if (unstorable(link) || !isWebUrl(link))
      throw new AppError('BAD_USER_INPUT', 'Each link must be a web address starting with http:// or https://', { links: 'A web address (https://…)' });
    if (!out.includes(link)) out.push(link);
  }
  return out;
}

/** The pitch, checked before any SQL: required, at most 1,000 characters. */
function parsePitch(pitch: string): string {
  checkLength('pitch', pitch, BRAND_REQUEST_LIMITS.pitch);
  const text = pitch.trim();
  if (!text) throw new AppError('BAD_USER_INPUT', 'Write a short pitch: what you make and why this brand', { pitch: 'Empty' });
  if (unstorable(text)) throw new AppError('BAD_USER_INPUT', 'The pitch has characters that cannot be stored', { pitch: 'Remove control characters' });
  return text;
}

/**
 * Requests pending past their 30 days, marked EXPIRED as of `now`; answers how many. The hourly
 * job runs it over every brand; a new request and a brand's inbox run it over their own rows
 * first, so nobody ever sees or acts on a request past its time between two runs. A conditional
 * update: two instances running it at once expire each request once.
 */
export async function expireBrandRequests(em: EntityManager, now: Date, scope: { brandId?: string; userId?: string } = {}): Promise<number> {
  const params: unknown[] = [now, now, BRAND_REQUEST_TTL_DAYS];
  let where = '';
  if (scope.brandId) {
    where += ' and brand_id = ?';
    params.push(scope.brandId);
  }
  if (scope.userId) {
    where += ' and user_id = ?';
    params.push(scope.userId);
  }
  const rows = await em.execute<{ id: string }[]>(
    `update brand_connections set status = 'expired', updated_at = ?
      where status = 'requested' and created_at <= ?::timestamptz - make_interval(days => ?)${where} returning id`,
    params,
  );
  return rows.length;
}

/**
 * Whether brands have a team yet (a request to a brand without one waits for its claim): for a
 * page of brands, one query (see `batcher`; one per request, through `once`).
 */
export const claimedBatcher = (em: EntityManager): ((brandId: string) => Promise<boolean>) =>
  batcher(async (ids) => {
    const rows = await em.execute<{ brand_id: string }[]>(
      `select distinct brand_id from brand_members where brand_id in (${ids.map(() => '?').join(', ')})`,
      ids,
    );
    return new Map(rows.map((row) => [row.brand_id, true]));
  }, false);

/** A request with its brand, read fresh (not from the identity map, which may hold it as it was). */
const connectionById = (em: EntityManager, id: string) => em.findOneOrFail(BrandConnection, { id }, { populate: ['brand'], refresh: true });

/**
 * A creator asks a brand to connect, with a pitch and up to three links to their work. One open
 * request (or connection) per creator and brand; after a decline, the creator may ask again once
 * the cooldown has passed. A brand with no team yet takes the request, which waits for a claim.
 * Limited per creator per day across instances (the platform's rate-limit store).
 */
export async function requestBrandConnection(
  em: EntityManager,
  kit: BrandRequestKit,
  actor: Actor | null,
  input: { slug: string; pitch: string; links?: readonly string[] | null },
): Promise<BrandConnection> {
  const me = await assertCreatorAccount(em, actor, 'brand:request');
  checkLength('slug', input.slug, FILTER_LIMITS.key);
  const pitch = parsePitch(input.pitch);
  const links = parseLinks(input.links);
  // Only a brand of the directory: one awaiting verification is not there to be asked yet.
  const brand = await em.findOne(Brand, { slug: input.slug.trim().toLowerCase(), listed: true });
  if (!brand) throw new AppError('NOT_FOUND', 'No such brand');
  if (await isBrandMember(em, brand.id, me.id)) throw new AppError('BAD_USER_INPUT', `You are on ${brand.name}'s team`, { slug: 'Your own brand' });
  // A brand one has blocked is not asked: the block keeps both sides apart until it is lifted.
  if (await hasBlockedBrand(em, me.id, brand.id)) throw new AppError('BAD_USER_INPUT', `You blocked ${brand.name}: unblock it to ask`, { slug: 'Blocked' });

  const id = await em.transactional(async (tx) => {
    // One writer per creator and brand at a time, on every instance: two clicks cannot both insert
    // (the partial unique index would refuse the second; the lock makes it a clear message instead).
    await tx.execute(`select pg_advisory_xact_lock(hashtext('brand-request:' || ? || ':' || ?))`, [me.id, brand.id]);
    await expireBrandRequests(tx, new Date(), { brandId: brand.id, userId: me.id });
    const [open] = await tx.execute<{ status: BrandConnectionStatus; responded_at: Date | string | null }[]>(
      `select status, responded_at from brand_connections
        where user_id = ? and brand_id = ?
          and (status in ('requested', 'connected') or (status = 'declined' and responded_at > now() - make_interval(days => ?)))
        order by created_at desc limit 1`,
      [me.id, brand.id, BRAND_REQUEST_COOLDOWN_DAYS],
    );
    if (open?.status === BrandConnectionStatus.CONNECTED)
      throw new AppError('BAD_USER_INPUT', `You are already connected with ${brand.name}`, { slug: 'Already connected' });
    if (open?.status === BrandConnectionStatus.REQUESTED)
      throw new AppError('BAD_USER_INPUT', `You already asked ${brand.name}: their answer is pending`, { slug: 'Already requested' });
    if (open) {
      const declinedAt = open.responded_at instanceof Date ? open.responded_at : tx.getPlatform().parseDate(open.responded_at!);
      const until = new Date(declinedAt.getTime() + BRAND_REQUEST_COOLDOWN_DAYS * DAY_MS).toISOString().slice(0, 10);
      throw new AppError('BAD_USER_INPUT', `${brand.name} declined your last request: you can ask again on ${until}.`, { slug: `Wait until ${until}` });
    }
    await consumeOrRefuse(
      kit.requestLimiter,
      me.id,
      (seconds) => `You have sent the most brand requests a day allows. Try again in ${Math.ceil(seconds / 3600)} hours.`,
    );
    const id = randomUUID();
    await tx.insert(BrandConnection, { id, user: me.id, brand: brand.id, status: BrandConnectionStatus.REQUESTED, pitch, links });
    // Everyone on the team hears of it (a brand without a team yet: nobody, until a claim is approved).
    const team = await tx.execute<{ user_id: string }[]>('select user_id from brand_members where brand_id = ?', [brand.id]);
    await notify(
      tx,
      team.map(({ user_id }) => ({
        userId: user_id,
        kind: 'brand_request_received' as const,
        groupKey: `brand:${brand.id}`,
        actorId: me.id,
        subject: brand.name,
        body: pitch,
        url: '/brand',
        reason: `you are on the ${brand.name} team`,
      })),
    );
    // The brand's webhook endpoints hear of it in the same transaction.
    await kit.webhooks?.requestReceived(tx, brand.id, id);
    return id;
  });
  return connectionById(em, id);
}

/**
 * The creator takes their pending request back. Someone else's request is as good as none.
 * Withdrawing it again answers it as it is: a second click or a retry changes nothing.
 */
export async function withdrawBrandConnection(em: EntityManager, actor: Actor | null, id: string): Promise<BrandConnection> {
  const me = await assertCreatorAccount(em, actor, 'brand:request');
  if (!isUuid(id)) throw new AppError('BAD_USER_INPUT', 'Invalid request id', { id: 'Not a request id' });
  await expireBrandRequests(em, new Date(), { userId: me.id });
  const withdrawn = await em.execute<{ id: string }[]>(
    `update brand_connections set status = 'withdrawn', updated_at = now() where id = ? and user_id = ? and status = 'requested' returning id`,
    [id, me.id],
  );
  if (withdrawn.length === 0) {
    const [mine] = await em.execute<{ status: BrandConnectionStatus }[]>('select status from brand_connections where id = ? and user_id = ?', [id, me.id]);
    if (!mine) throw new AppError('NOT_FOUND', 'No such request');
    if (mine.status === BrandConnectionStatus.WITHDRAWN) return connectionById(em, id);
    throw new AppError('BAD_USER_INPUT', 'This request is no longer pending', { id: 'Already answered, withdrawn or expired' });
  }
  return connectionById(em, id);
}

/**
 * A brand's requests, the newest first, for its team and its API keys with CONNECTION_REQUESTS
 * READ (anyone else: FORBIDDEN, the brand being public; another brand's key: NOT_FOUND; a visitor:
 * UNAUTHENTICATED). Paged like the directory (at most 100 a page).
 */
export async function brandInbox(
  em: EntityManager,
  actor: Actor | null,
  brandId: string,
  status: BrandConnectionStatus | null | undefined,
  page: PageArgs,
): Promise<Connection<BrandConnection>> {
  const { brand } = await assertBrandAgent(em, actor, 'brand:manage', brandId, { resource: 'CONNECTION_REQUESTS', access: 'READ' });
  const { offset, limit } = pageWindow(page);
  await expireBrandRequests(em, new Date(), { brandId: brand.id });
  const where: FilterQuery<BrandConnection> = { brand: brand.id, ...(status ? { status } : {}) };
  const [nodes, total] = await em.findAndCount(BrandConnection, where, {
    orderBy: { createdAt: 'desc', id: 'desc' },
    offset,
    limit,
    populate: ['brand'],
    refresh: true,
  });
  return toConnection(nodes, total, offset);
}
