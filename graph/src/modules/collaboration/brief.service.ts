import type { EntityManager } from '@mikro-orm/postgresql';
import { assertCan, assertKeyGrant, signedInUser, type Actor, type ApiResource } from '../common/authz.js';
import { assertBrandAgent, brandRoleOf } from '../brand/brand-team.js';
import { Brand } from '../brand/brand.entity.js';
import { pageWindow, toConnection, type Connection, type PageArgs } from '../common/connection.js';
import { AppError } from '../common/errors.js';
import { checkLength, isUuid, searchText } from '../common/validation.js';
import { FILTER_LIMITS, BRIEF_LIMITS } from '../../shared/limits.js';
import { GENRES } from '../../shared/vocabulary.js';
import { findProfile, completionOf } from '../profile/profile.service.js';
import { assertCreatorAccount } from '../user/account-standing.js';
import { User } from '../user/user.entity.js';
import { Brief, BriefOutcome, BriefStatus, type BriefKind, type CompensationType } from './brief.entity.js';
import { parseBriefFields, type BriefColumns, type BriefFields } from './brief.input.js';
import * as store from './collaboration.storage.js';
import { queuePosterStats } from './poster-stats.js';
import { addJob } from '../../platform/jobs.js';

/**
 * Briefs and their states. A brief is a DRAFT until its poster publishes it; it then OPENS, or
 * waits for moderation (still DRAFT, `awaitingReview`) when it is the poster's first brief or the
 * poster is unverified; an open brief may be PAUSED and published again; its poster CLOSES it with
 * an outcome; it EXPIRES when applications close first; moderation REMOVES it.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** States anyone may read a brief in; a draft or a removed brief is its poster's alone. */
const PUBLIC_STATUSES: readonly BriefStatus[] = [BriefStatus.OPEN, BriefStatus.PAUSED, BriefStatus.CLOSED, BriefStatus.EXPIRED];

export const isPublic = (brief: Brief) => PUBLIC_STATUSES.includes(brief.status);

/** The creator who posted a brief of their own (always set: such briefs go with their account); null for a brand's brief. */
export const creatorOf = (brief: Brief): string | null => (brief.brand ? null : (brief.poster?.id ?? null));

export const scopeOf = (brief: Brief): store.PosterScope => (brief.brand ? { brandId: brief.brand.id } : { userId: creatorOf(brief)! });

/** Whether the account is the brief's poster: the creator who posted it, or anyone on the brand's team. */
export async function isPosterOf(em: EntityManager, brief: Brief, userId: string): Promise<boolean> {
  return brief.brand ? (await brandRoleOf(em, brief.brand.id, userId)) !== null : creatorOf(brief) === userId;
}

/** The grant a brand's API key needs for an action on the brand's briefs or their applications. */
export type KeyGrant = { resource: Extract<ApiResource, 'BRIEFS' | 'APPLICATIONS'>; access: 'READ' | 'WRITE' };

/** Who acts as a brief's poster: the creator or a member of the brand's team (`userId`), or one of the brand's API keys (`keyId`). */
export type PosterAgent = { userId: string | null; keyId: string | null };

/**
 * Before any read: a visitor is UNAUTHENTICATED, and a key needs `grant` on its own brand (FORBIDDEN
 * naming it otherwise; without a grant to name, keys cannot do this at all), so that a key without
 * it learns nothing about brief or application ids.
 */
export function assertMayActAsPoster(actor: Actor | null, grant?: KeyGrant): void {
  if (!actor) assertCan(actor, 'brief:manage');
  if (actor?.kind !== 'apiKey') return;
  if (!grant) throw new AppError('FORBIDDEN', 'API keys cannot do this');
  assertKeyGrant(actor, actor.brandId, grant.resource, grant.access);
}

/**
 * The policy's check that the actor may act as the brief's poster: UNAUTHENTICATED for a visitor;
 * for anyone else, FORBIDDEN on a brief everyone can see, NOT_FOUND on a draft or a removed brief
 * (whose existence is the poster's business). A brand's API key acts as the poster of its own
 * brand's briefs within `grant`; any other brief (another brand's, a creator's) is NOT_FOUND to it,
 * and without `grant` (an action keys never do) it is FORBIDDEN.
 */
export async function assertPoster(em: EntityManager, actor: Actor | null, brief: Brief, grant?: KeyGrant): Promise<PosterAgent> {
  if (actor?.kind === 'apiKey') {
    if (brief.brand?.id !== actor.brandId) throw new AppError('NOT_FOUND', 'No such brief');
    assertMayActAsPoster(actor, grant);
    return { userId: null, keyId: actor.keyId };
  }
  const me = signedInUser(actor);
  if (!me) return (assertCan(actor, 'brief:manage'), { userId: null, keyId: null });
  if (brief.brand) {
    const teamRole = await brandRoleOf(em, brief.brand.id, me.id);
    if (!teamRole && !isPublic(brief)) throw new AppError('NOT_FOUND', 'No such brief');
    assertCan(actor, 'brand:manage', { teamRole });
    return { userId: me.id, keyId: null };
  }
  const ownerId = creatorOf(brief)!;
  if (ownerId !== me.id && !isPublic(brief)) throw new AppError('NOT_FOUND', 'No such brief');
  assertCan(actor, 'brief:manage', { ownerId });
  return { userId: me.id, keyId: null };
}

function briefId(id: string): string {
  if (!isUuid(id)) throw new AppError('BAD_USER_INPUT', 'Not a brief id', { id: 'Not a brief id (a UUID)' });
  return id;
}

/** A brief with its brand, read fresh; NOT_FOUND when there is none. */
export async function loadBrief(em: EntityManager, id: string, lock = false): Promise<Brief> {
  // The row lock alone, then the read: FOR UPDATE cannot reach the brand across an outer join.
  if (lock) await em.execute('select id from briefs where id = ? for update', [briefId(id)]);
  const brief = await em.findOne(Brief, { id: briefId(id) }, { populate: ['brand'], refresh: true });
  if (!brief) throw new AppError('NOT_FOUND', 'No such brief');
  return brief;
}

/** The grant a key needs to change the brand's briefs. */
const WRITE_BRIEFS: KeyGrant = { resource: 'BRIEFS', access: 'WRITE' };

/** A brief for the poster to change (a key: with BRIEFS WRITE), locked to the commit (one change at a time, on every instance). */
async function lockForPoster(tx: EntityManager, actor: Actor | null, id: string): Promise<{ agent: PosterAgent; brief: Brief }> {
  assertMayActAsPoster(actor, WRITE_BRIEFS);
  const brief = await loadBrief(tx, id, true);
  return { agent: await assertPoster(tx, actor, brief, WRITE_BRIEFS), brief };
}

/** A brief says where the work happens: a place, remote, or both. */
function assertWhere(columns: { location: string | null; remote: boolean }): void {
  if (!columns.location && !columns.remote)
    throw new AppError('BAD_USER_INPUT', 'Say where the work happens, or that it is remote', { location: 'A place, or remote' });
}

/** Refuses a near-duplicate of one of the poster's briefs from the last 14 days, naming it. */
async function assertNotDuplicate(tx: EntityManager, scope: store.PosterScope, exceptId: string | null, title: string, description: string): Promise<void> {
  const twin = await store.nearDuplicateTitle(tx, scope, exceptId, title, description);
  if (twin) {
    throw new AppError(
      'BAD_USER_INPUT',
      `This brief is nearly the same as "${twin}", which you posted in the last ${BRIEF_LIMITS.duplicateWindowDays} days: edit that one instead.`,
      { description: 'Nearly the same as a recent brief of yours' },
    );
  }
}

/** Serialises the writes that count a poster's briefs (limits, duplicates), on every instance. */
const lockPoster = (tx: EntityManager, scope: store.PosterScope) =>
  tx.execute(`select pg_advisory_xact_lock(hashtext('brief-poster:' || ?))`, ['brandId' in scope ? `brand:${scope.brandId}` : `user:${scope.userId}`]);

/**
 * Creates a DRAFT. As oneself: creator accounts with a complete profile. For a brand (`brandId`):
 * anyone on the brand's team, or one of its API keys with BRIEFS WRITE (the brand is then the
 * poster and the key is recorded where a team member would be; a key posts for its brand only).
 * The poster's near-duplicates of the last 14 days are refused.
 */
export async function createBrief(em: EntityManager, actor: Actor | null, input: BriefFields & { brandId?: string | null }): Promise<Brief> {
  assertMayActAsPoster(actor, WRITE_BRIEFS);
  const now = new Date();
  if (input.brandId != null && !isUuid(input.brandId)) throw new AppError('BAD_USER_INPUT', 'Not a brand id', { brandId: 'Not a brand id (a UUID)' });
  const columns = parseBriefFields(input, { create: true, now });
  let agent: PosterAgent;
  let brand: Brand | null = null;
  if (input.brandId) {
    const acting = await assertBrandAgent(em, actor, 'brand:manage', input.brandId, WRITE_BRIEFS);
    brand = acting.brand;
    agent = { userId: acting.userId, keyId: acting.keyId };
  } else {
    const me = await assertCreatorAccount(em, actor, 'brief:post');
    // A brief rests on its poster's public profile: a creator posts once it is complete.
    if (!completionOf(await findProfile(em, me.id)).isComplete) {
      throw new AppError('FORBIDDEN', 'Complete your profile before posting a brief: applicants look at who is asking.');
    }
    agent = { userId: me.id, keyId: null };
  }
  assertWhere({ location: columns.location ?? null, remote: columns.remote ?? false });
  const scope: store.PosterScope = brand ? { brandId: brand.id } : { userId: agent.userId! };
  const id = await em.transactional(async (tx) => {
    await lockPoster(tx, scope);
    await assertNotDuplicate(tx, scope, null, columns.title!, columns.description!);
    const brief = tx.create(Brief, {
      ...(columns as Required<Pick<BriefColumns, 'title' | 'description' | 'kind' | 'compensationType' | 'closesAt'>> & BriefColumns),
      poster: agent.userId ? tx.getReference(User, agent.userId) : null,
      posterKeyId: agent.keyId,
      brand: brand ? tx.getReference(Brand, brand.id) : null,
      lastPosterActivityAt: now,
    });
    await tx.flush();
    return brief.id;
  });
  return loadBrief(em, id);
}

/**
 * Changes a brief that is a draft, open or paused; an edit counts as the poster's activity. The
 * screening questions stay as they are once someone applied (their answers would no longer match).
 */
export async function updateBrief(em: EntityManager, actor: Actor | null, id: string, input: BriefFields): Promise<Brief> {
  briefId(id);
  const now = new Date();
  const columns = parseBriefFields(input, { create: false, now });
  await em.transactional(async (tx) => {
    const { brief } = await lockForPoster(tx, actor, id);
    if (![BriefStatus.DRAFT, BriefStatus.OPEN, BriefStatus.PAUSED].includes(brief.status)) {
      throw new AppError('BAD_USER_INPUT', `A ${brief.status} brief cannot be edited`, { id: `The brief is ${brief.status}` });
    }
    if (columns.questions && columns.questions.join('\n') !== brief.questions.join('\n')) {
      const [row] = await tx.execute<{ n: number }[]>('select count(*)::int as n from brief_applications where brief_id = ?', [brief.id]);
      if ((row?.n ?? 0) > 0)
        throw new AppError('BAD_USER_INPUT', 'Someone already applied: the screening questions cannot change now', { questions: 'Fixed once someone applied' });
    }
    assertWhere({ location: 'location' in columns ? (columns.location ?? null) : brief.location, remote: columns.remote ?? brief.remote });
    if (columns.title !== undefined || columns.description !== undefined) {
      await lockPoster(tx, scopeOf(brief));
      await assertNotDuplicate(tx, scopeOf(brief), brief.id, columns.title ?? brief.title, columns.description ?? brief.description);
    }
    const refit = FIT_FIELDS.some((field) => field in columns && JSON.stringify(columns[field]) !== JSON.stringify(brief[field]));
    tx.assign(brief, { ...columns, lastPosterActivityAt: now, ...(refit ? { fitsScoredAt: null } : {}) });
    await tx.flush();
    // An open brief is scored again at once (only creators it newly fits are told); a paused or draft one when it opens.
    if (refit && brief.status === BriefStatus.OPEN) await addJob(tx, 'score_brief', { briefId: brief.id });
  });
  return loadBrief(em, id);
}

/**
 * How many briefs a poster may have open at once (open, paused, or waiting for moderation): 3
 * while the account (or, for a brand, its page) is younger than 30 days or has never closed a
 * brief, 10 after that.
 */
async function assertOpenSlot(tx: EntityManager, brief: Brief, now: Date): Promise<{ published: number }> {
  const scope = scopeOf(brief);
  await lockPoster(tx, scope);
  const counts = await store.posterBriefCounts(tx, scope, brief.id);
  const since = brief.brand
    ? (await tx.findOneOrFail(Brand, { id: brief.brand.id })).createdAt
    : (await tx.findOneOrFail(User, { id: creatorOf(brief)! })).createdAt;
  const established = now.getTime() - since.getTime() >= BRIEF_LIMITS.newPosterDays * DAY_MS && counts.closed > 0;
  const limit = established ? BRIEF_LIMITS.openBriefsEstablished : BRIEF_LIMITS.openBriefsNew;
  if (counts.open >= limit) {
    throw new AppError(
      'BAD_USER_INPUT',
      established
        ? `You have ${limit} briefs open, the most at once: close one before opening another.`
        : `New posters may have ${limit} briefs open at once (${BRIEF_LIMITS.openBriefsEstablished} after ${BRIEF_LIMITS.newPosterDays} days and a first closed brief): close one before opening another.`,
      { id: `At most ${limit} open briefs` },
    );
  }
  return counts;
}

/**
 * Whether a brief must wait for an admin before it opens: a poster's first brief, and every brief
 * of an unverified poster (a brand an admin has not verified, or a creator whose e-mail address is
 * not proven). A brief an admin already approved opens without a second review.
 */
async function needsReview(tx: EntityManager, brief: Brief, published: number): Promise<boolean> {
  if (brief.approvedAt) return false;
  if (published === 0) return true;
  if (brief.brand) return !(await tx.findOneOrFail(Brand, { id: brief.brand.id })).verified;
  return (await tx.findOneOrFail(User, { id: creatorOf(brief)! })).emailVerifiedAt === null;
}

/**
 * Publishes a draft (it opens, or waits for moderation: see needsReview) or resumes a paused
 * brief. Applications must close in the future.
 */
export async function publishBrief(em: EntityManager, actor: Actor | null, id: string): Promise<Brief> {
  briefId(id);
  const now = new Date();
  await em.transactional(async (tx) => {
    const { brief } = await lockForPoster(tx, actor, id);
    if (brief.status === BriefStatus.OPEN) return;
    if (brief.status !== BriefStatus.DRAFT && brief.status !== BriefStatus.PAUSED) {
      throw new AppError('BAD_USER_INPUT', `A ${brief.status} brief cannot be published again`, { id: `The brief is ${brief.status}` });
    }
    if (brief.awaitingReview) throw new AppError('BAD_USER_INPUT', 'This brief is waiting for moderation: it opens once approved', { id: 'Awaiting review' });
    if (brief.closesAt.getTime() <= now.getTime())
      throw new AppError('BAD_USER_INPUT', 'Applications would already be closed: set a later closing date first', { closesAt: 'In the past' });
    if (brief.status === BriefStatus.PAUSED) {
      tx.assign(brief, { status: BriefStatus.OPEN, lastPosterActivityAt: now });
    } else {
      const { published } = await assertOpenSlot(tx, brief, now);
      if (await needsReview(tx, brief, published)) tx.assign(brief, { awaitingReview: true, lastPosterActivityAt: now });
      else tx.assign(brief, { status: BriefStatus.OPEN, publishedAt: brief.publishedAt ?? now, lastPosterActivityAt: now });
    }
    await tx.flush();
    if ((brief.status as BriefStatus) === BriefStatus.OPEN) await briefOpened(tx, brief);
  });
  return loadBrief(em, id);
}

/**
 * A brief just opened (published, approved, or resumed): it is scored for every creator unless it
 * already was with the fields it has now (a resume without edits tells nobody twice), and its
 * poster's record counts it. Queued in the transaction that opens it.
 */
export async function briefOpened(tx: EntityManager, brief: Brief): Promise<void> {
  if (!brief.fitsScoredAt) await addJob(tx, 'score_brief', { briefId: brief.id });
  await queuePosterStats(tx, scopeOf(brief));
}

/** An edit to any of these changes the brief's fit to creators: it is scored again. */
const FIT_FIELDS = ['title', 'description', 'kind', 'genres', 'skills', 'roles', 'deliverables', 'location', 'remote'] as const;

/** Pauses an open brief: it takes no applications until published again. */
export async function pauseBrief(em: EntityManager, actor: Actor | null, id: string): Promise<Brief> {
  briefId(id);
  await em.transactional(async (tx) => {
    const { brief } = await lockForPoster(tx, actor, id);
    if (brief.status === BriefStatus.PAUSED) return;
    if (brief.status !== BriefStatus.OPEN) throw new AppError('BAD_USER_INPUT', 'Only an open brief can be paused', { id: `The brief is ${brief.status}` });
    tx.assign(brief, { status: BriefStatus.PAUSED, lastPosterActivityAt: new Date() });
    await tx.flush();
  });
  return loadBrief(em, id);
}

/**
 * Closes an open or paused brief with its outcome: HIRED needs at least one application marked
 * hired (the figures count hires the applicants saw); NO_HIRE needs a reason. Undecided
 * applications are given back to their applicants' allowance.
 */
export async function closeBrief(em: EntityManager, actor: Actor | null, id: string, outcome: BriefOutcome, reason: string | null | undefined): Promise<Brief> {
  briefId(id);
  checkLength('reason', reason, BRIEF_LIMITS.reason);
  const why = reason?.trim() || null;
  if (outcome === BriefOutcome.NO_HIRE && !why)
    throw new AppError('BAD_USER_INPUT', 'Say why nobody was hired: applicants read it', { reason: 'Required without a hire' });
  const now = new Date();
  await em.transactional(async (tx) => {
    const { brief } = await lockForPoster(tx, actor, id);
    if (brief.status !== BriefStatus.OPEN && brief.status !== BriefStatus.PAUSED) {
      throw new AppError('BAD_USER_INPUT', 'Only an open or paused brief can be closed', { id: `The brief is ${brief.status}` });
    }
    if (outcome === BriefOutcome.HIRED) {
      const [row] = await tx.execute<{ n: number }[]>(`select count(*)::int as n from brief_applications where brief_id = ? and status = 'hired'`, [brief.id]);
      if ((row?.n ?? 0) === 0) throw new AppError('BAD_USER_INPUT', 'Mark the application you hired first', { outcome: 'No application is marked hired' });
    }
    tx.assign(brief, { status: BriefStatus.CLOSED, outcome, outcomeReason: why, closedAt: now, lastPosterActivityAt: now });
    await tx.flush();
    await store.refundUndecided(tx, [brief.id], now);
    await queuePosterStats(tx, scopeOf(brief));
  });
  return loadBrief(em, id);
}

/**
 * A brief by id: anyone reads one that is open, paused, closed or expired; a draft or a removed
 * one only its poster (for a brand's, its team and its API keys with BRIEFS READ), and admins one
 * that is waiting for their review or that they removed (a draft nobody published is the poster's alone).
 */
export async function briefFor(em: EntityManager, actor: Actor | null, id: string): Promise<Brief | null> {
  if (!isUuid(id)) throw new AppError('BAD_USER_INPUT', 'Not a brief id', { id: 'Not a brief id (a UUID)' });
  const brief = await em.findOne(Brief, { id }, { populate: ['brand'] });
  if (!brief) return null;
  if (isPublic(brief)) return brief;
  // A key reads its own brand's drafts and removed briefs with BRIEFS READ; nobody else's.
  if (actor?.kind === 'apiKey') return brief.brand?.id === actor.brandId ? (assertKeyGrant(actor, actor.brandId, 'BRIEFS', 'READ'), brief) : null;
  const me = signedInUser(actor);
  if (!me) return null;
  if (me.role === 'admin' && (brief.awaitingReview || brief.status === BriefStatus.REMOVED)) return brief;
  return (await isPosterOf(em, brief, me.id)) ? brief : null;
}

export type BoardSort = 'best_fit' | 'newest' | 'closing_soon';
export type BoardArgs = PageArgs & {
  search?: string | null;
  kind?: BriefKind | null;
  compensation?: CompensationType | null;
  genre?: string | null;
  sort?: BoardSort | null;
  remote?: boolean | null;
};

/** Briefs by id, in the order given. */
export async function briefsInOrder(em: EntityManager, ids: string[]): Promise<Brief[]> {
  if (ids.length === 0) return [];
  const briefs = await em.find(Brief, { id: { $in: ids } }, { populate: ['brand'] });
  const byId = new Map(briefs.map((b) => [b.id, b]));
  return ids.map((id) => byId.get(id)).filter((b): b is Brief => b !== undefined);
}

/**
 * The board: open briefs whose applications have not closed, filtered by search (title and
 * description), kind, compensation, genre and remote work. BEST_FIT sorts by the viewer's stored fit (the
 * brief read as a MatchMade resource, scored when it opened), briefs without one after them, the
 * newest first; for a visitor it is NEWEST.
 */
export async function board(em: EntityManager, actor: Actor | null, args: BoardArgs): Promise<Connection<Brief>> {
  const search = searchText(args.search);
  checkLength('genre', args.genre, FILTER_LIMITS.term);
  checkLength('after', args.after, FILTER_LIMITS.cursor);
  const genre = args.genre?.trim() ? (GENRES.find((g) => g.toLowerCase() === args.genre!.trim().toLowerCase()) ?? args.genre.trim()) : null;
  const filter = { search, kind: args.kind ?? null, compensation: args.compensation ?? null, genre, remoteOnly: args.remote === true };
  const viewer = signedInUser(actor);
  const now = new Date();
  if (args.sort === 'best_fit' && viewer) {
    const { limit } = pageWindow({ first: args.first });
    const after = args.after ? decodeFitCursor(args.after) : null;
    const offset = after ? after.offset + 1 : 0;
    const { rows, total } = await store.bestFitPage(em, filter, viewer.id, now, limit, after);
    const briefs = await briefsInOrder(
      em,
      rows.map((r) => r.id),
    );
    const keys = new Map(rows.map((r) => [r.id, r]));
    const edges = briefs.map((node, i) => ({ cursor: encodeFitCursor(offset + i, keys.get(node.id)!), node }));
    return {
      edges,
      totalCount: total,
      pageInfo: {
        hasNextPage: rows.length === limit && offset + rows.length < total,
        hasPreviousPage: offset > 0,
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges.at(-1)?.cursor ?? null,
      },
    };
  }
  const { offset, limit } = pageWindow(args);
  const { ids, total } = await store.boardPage(em, { ...filter, sort: args.sort === 'closing_soon' ? 'closing_soon' : 'newest' }, now, limit, offset);
  return toConnection(await briefsInOrder(em, ids), total, offset);
}

/**
 * A BEST_FIT cursor: the position (for hasPreviousPage) and the key of the brief it stands for
 * (its stored fit, when it opened, its id), short enough for the cursor limit:
 * `f.<position base 36>.<score or nothing>.<opened, ms base 36>.<id, hex>`.
 */
function encodeFitCursor(position: number, key: store.FitKey): string {
  return `f.${position.toString(36)}.${key.score ?? ''}.${key.publishedAt.getTime().toString(36)}.${key.id.replace(/-/g, '')}`;
}

function decodeFitCursor(cursor: string): store.FitKey & { offset: number } {
  const match = /^f\.([0-9a-z]{1,7})\.(\d{0,3})\.([0-9a-z]{1,10})\.([0-9a-f]{32})$/.exec(cursor);
  if (!match) throw new AppError('BAD_USER_INPUT', 'Invalid cursor', { after: 'Use an endCursor returned by this field' });
  const hex = match[4]!;
  return {
    offset: parseInt(match[1]!, 36),
    score: match[2] ? Number(match[2]) : null,
    publishedAt: new Date(parseInt(match[3]!, 36)),
    id: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
  };
}

/** The briefs the account posted, as itself or for its brands, newest first: its own account only. */
export async function postedBriefs(em: EntityManager, actor: Actor | null, ownerId: string, page: PageArgs): Promise<Connection<Brief>> {
  assertCan(actor, 'brief:mine', { ownerId });
  const { offset, limit } = pageWindow(page);
  const { ids, total } = await store.postedPage(em, ownerId, limit, offset);
  return toConnection(await briefsInOrder(em, ids), total, offset);
}

/**
 * A brand's briefs as its team sees them in its workspace, in every state (drafts, waiting for
 * review, paused, ended), the newest first: its team, and its API keys with BRIEFS READ.
 */
export async function brandBriefs(em: EntityManager, actor: Actor | null, brandId: string, page: PageArgs): Promise<Connection<Brief>> {
  const { brand } = await assertBrandAgent(em, actor, 'brand:manage', brandId, { resource: 'BRIEFS', access: 'READ' });
  const { offset, limit } = pageWindow(page);
  const { ids, total } = await store.brandPostedPage(em, brand.id, limit, offset);
  return toConnection(await briefsInOrder(em, ids), total, offset);
}

/** The moderation queue's page of briefs (admins). */
export async function moderationQueuePage(em: EntityManager, actor: Actor | null, page: PageArgs): Promise<Connection<Brief>> {
  assertCan(actor, 'admin:briefs');
  const { offset, limit } = pageWindow(page);
  const { ids, total } = await store.moderationPage(em, limit, offset);
  return toConnection(await briefsInOrder(em, ids), total, offset);
}

/** A page of the open briefs of each of these posters (a creator's own, or a brand's), newest first, by `user:<id>` or `brand:<id>`: public, one query for a page of posters. */
export async function openBriefsOf(em: EntityManager, scopes: store.PosterScope[], page: PageArgs): Promise<Map<string, Connection<Brief>>> {
  const { offset, limit } = pageWindow(page);
  if (scopes.length === 0) return new Map();
  const pages = await store.openBriefsPages(em, scopes, new Date(), limit, offset);
  const briefs = await briefsInOrder(
    em,
    [...pages.values()].flatMap((p) => p.ids),
  );
  const byId = new Map(briefs.map((b) => [b.id, b]));
  return new Map(
    [...pages].map(([key, p]) => [
      key,
      toConnection(
        p.ids.map((id) => byId.get(id)).filter((b): b is Brief => b !== undefined),
        p.total,
        offset,
      ),
    ]),
  );
}
