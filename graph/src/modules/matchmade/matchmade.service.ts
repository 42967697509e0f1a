import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { assertCan, type Actor } from '../common/authz.js';
import { AppError } from '../common/errors.js';
import type { PubSub } from '../common/pubsub.js';
import { consumeOrRefuse } from '../common/rate-limit.js';
import { FILTER_LIMITS } from '../../shared/limits.js';
import { checkLength, isUuid } from '../common/validation.js';
import { MatchAction } from './match-action.entity.js';
import { matchListStatuses } from '../../shared/match-lists.js';
import { Match, MatchStatus, type RecommendationType, type ScoreFactor, type ScoreTip } from './match.entity.js';
import { Resource } from '../resource/resource.entity.js';
import { EMPTY_PROFILE } from '../../shared/profile-completion.js';
import { Profile } from '../profile/profile.entity.js';
import { scoreResource, type ScoredMatch } from './engine.js';
import type { MatchmadeKit, MatchScope } from './matchmade.kit.js';
import { freshHead } from './matchmade.head.js';
import { ensureFreshMatches, refreshMatches, UPSERT_COLUMNS } from './matchmade.recompute.js';
import type { BrandConnectionStats, MatchView } from './matchmade.storage.js';

export { createMatchmadeKit, type MatchmadeKit, type MatchScope } from './matchmade.kit.js';
export type { BrandConnectionStats, MatchView } from './matchmade.storage.js';

/*
 * MatchMade's rules: whose matches an actor reads, and how a match's status changes. The
 * recompute is matchmade.recompute.ts; the head read, matchmade.head.ts over matchmade.storage.ts.
 */

/** A refresh the creator asked for: limited per creator (each one scores the whole catalogue). */
export async function requestRefresh(em: EntityManager, kit: MatchmadeKit, actor: Actor | null): Promise<number> {
  const { id: userId } = assertCan(actor, 'match:refresh');
  await consumeOrRefuse(kit.refreshLimiter, userId, (seconds) => `Too many refreshes: your matches are up to date. Try again in ${seconds} seconds.`);
  return refreshMatches(em, kit, userId);
}

/** What the full list of matches may be narrowed to: one status (by default every one but DISMISSED) and one type. */
export type MatchFilter = { status?: MatchStatus | null; recommendationType?: RecommendationType | null };

const matchesWhere = (userId: string, { status, recommendationType }: MatchFilter): FilterQuery<Match> => {
  const statuses = matchListStatuses(status, MatchStatus.DISMISSED);
  return {
    user: userId,
    status: 'only' in statuses ? statuses.only : { $ne: statuses.allBut },
    ...(recommendationType ? { recommendationType } : {}),
  };
};
const BEST_FIRST = { orderBy: { matchScore: 'desc', id: 'asc' }, populate: ['resource'] } as const;

/** One page of a creator's matches, best score first; dismissed ones only when asked for. Unchecked: see matchesOf. */
function listMatches(em: EntityManager, userId: string, filter: MatchFilter, offset: number, limit: number): Promise<[Match[], number]> {
  return em.findAndCount(Match, matchesWhere(userId, filter), { ...BEST_FIRST, offset, limit });
}

export const SETTABLE_STATUSES = [MatchStatus.DISMISSED, MatchStatus.BOOKMARKED, MatchStatus.CLICKED, MatchStatus.ACTIVE] as const;

/**
 * The matches of `ownerId` (the actor's own when omitted): `match:read` is for the owner only.
 * Answers whose matches they are, once checked.
 */
function readableMatches(actor: Actor | null, ownerId: string | undefined): string {
  const me = assertCan(actor, 'match:read', ownerId === undefined ? undefined : { ownerId });
  return ownerId ?? me.id;
}

/** One page of an account's matches (fresh first), best score first; dismissed ones only when asked for. */
export async function matchesOf(
  scope: MatchScope,
  actor: Actor | null,
  ownerId: string | undefined,
  filter: MatchFilter,
  offset: number,
  limit: number,
): Promise<[MatchView[], number]> {
  const userId = readableMatches(actor, ownerId);
  // The first page of the default list is the head the dashboard reads with its counts.
  if (!filter.status && !filter.recommendationType && offset === 0) {
    const { top, stats } = await freshHead(scope, userId, limit);
    return [top.slice(0, limit), stats.resourceMatches];
  }
  await ensureFreshMatches(scope, userId);
  return listMatches(scope.em, userId, filter, offset, limit);
}

/** An account's best `first` matches that are not dismissed (fresh first). */
export async function recommendationsOf(scope: MatchScope, actor: Actor | null, ownerId: string | undefined, first: number): Promise<MatchView[]> {
  const userId = readableMatches(actor, ownerId);
  if (!Number.isInteger(first) || first < 1 || first > 50) throw new AppError('BAD_USER_INPUT', 'first must be from 1 to 50', { first: 'from 1 to 50' });
  return (await freshHead(scope, userId, first)).top.slice(0, first);
}

/** One of an account's matches with its resource, or null (a malformed id, or another account's match, alike). */
export async function matchOf(em: EntityManager, actor: Actor | null, ownerId: string, matchId: string): Promise<Match | null> {
  const userId = readableMatches(actor, ownerId);
  if (!isUuid(matchId)) return null;
  return em.findOne(Match, { id: matchId, user: userId }, { populate: ['resource'] });
}

/** A refresh the actor asked for, then the first page of their matches. */
export async function refreshOwnMatches(em: EntityManager, kit: MatchmadeKit, actor: Actor | null, first: number) {
  const matchCount = await requestRefresh(em, kit, actor);
  const [nodes, total] = await listMatches(em, readableMatches(actor, undefined), {}, 0, first);
  return { matchCount, nodes, total };
}

/** A match's status (dismissed, bookmarked, clicked) changes by a patch. Another creator's match is NOT_FOUND, never FORBIDDEN (no probing). */
export async function updateMatchStatus(em: EntityManager, pubsub: PubSub, actor: Actor | null, matchId: string, status: unknown): Promise<Match> {
  assertCan(actor, 'match:update');
  const next = SETTABLE_STATUSES.find((s) => s === (typeof status === 'string' ? status.toLowerCase() : status));
  if (!next) throw new AppError('BAD_USER_INPUT', `status must be one of ${SETTABLE_STATUSES.join(', ')}`, { status: 'Unknown status' });
  const match = isUuid(matchId) ? await em.findOne(Match, { id: matchId }, { populate: ['resource'] }) : null;
  if (!match) throw new AppError('NOT_FOUND', 'No such match');
  const { id: userId } = assertCan(actor, 'match:update', { ownerId: match.user.id });
  // The action and its time, for the admin dashboard's rates; flushed in one transaction with the
  // status. Leaving DISMISSED is the undo of a dismissal (or a restore), not a new bookmark or visit.
  if (next !== match.status && next !== MatchStatus.ACTIVE && match.status !== MatchStatus.DISMISSED)
    em.create(MatchAction, { matchId: match.id, user: userId, action: next });
  match.status = next;
  await em.flush();
  pubsub.publish('MATCHES_UPDATED', userId, { matchCount: 0 });
  return match;
}

/**
 * How well one resource fits a creator and why: their stored match when the resource is among
 * their matches (any status), else the engine's verdict computed now and kept nowhere.
 */
export type ResourceFit = {
  score: number;
  reason: string;
  recommendationType: RecommendationType;
  breakdown: ScoreFactor[];
  tips: ScoreTip[];
  /** The stored match, through which the creator bookmarks or records a visit; null when the resource is not among their matches. */
  match: Match | null;
};

/** The engine's verdict on one resource for a creator, from their profile as it stands; null when the resource left the catalogue. */
async function scoreNow(em: EntityManager, kit: MatchmadeKit, userId: string, resourceId: string): Promise<ScoredMatch | null> {
  const profile = (await em.findOne(Profile, { user: userId })) ?? EMPTY_PROFILE;
  const scored = scoreResource(profile, await kit.catalog.get(em), resourceId);
  if (scored) return scored;
  // Added since this instance prepared its catalogue (the event that says so may not be here yet).
  kit.catalog.invalidate();
  return scoreResource(profile, await kit.catalog.get(em), resourceId);
}

/** Why the library resource `slug` fits an account (the actor's own when omitted); null for a slug the library does not hold. */
export async function resourceFitOf(scope: MatchScope, actor: Actor | null, ownerId: string | undefined, slug: string): Promise<ResourceFit | null> {
  const userId = readableMatches(actor, ownerId);
  checkLength('slug', slug, FILTER_LIMITS.key);
  await ensureFreshMatches(scope, userId);
  const match = await scope.em.findOne(Match, { user: userId, resource: { slug, active: true } }, { populate: ['resource'] });
  if (match) {
    const { matchScore: score, matchReason: reason, recommendationType, breakdown, tips } = match;
    return { score, reason, recommendationType, breakdown, tips, match };
  }
  const resource = await scope.em.findOne(Resource, { slug, active: true });
  const scored = resource ? await scoreNow(scope.em, scope.matchmade, userId, resource.id) : null;
  if (!scored) return null;
  const { score, reason, breakdown, tips } = scored;
  return { score, reason, recommendationType: scored.recommendationType as RecommendationType, breakdown, tips, match: null };
}

/**
 * Bookmarks a library resource for the actor: their match to it turns BOOKMARKED, and when it is
 * not among their matches, one is made, scored now. A bookmarked match outlives recomputes (see
 * recomputeMatches), so the resource stays in the creator's bookmarks until they remove it.
 */
export async function bookmarkResource(em: EntityManager, kit: MatchmadeKit, actor: Actor | null, resourceId: string): Promise<Match> {
  const { id: userId } = assertCan(actor, 'match:update');
  const resource = isUuid(resourceId) ? await em.findOne(Resource, { id: resourceId, active: true }) : null;
  if (!resource) throw new AppError('NOT_FOUND', 'No such resource');
  const existing = await em.findOne(Match, { user: userId, resource: resource.id });
  if (existing) return updateMatchStatus(em, kit.pubsub, actor, existing.id, MatchStatus.BOOKMARKED);
  const scored = await scoreNow(em, kit, userId, resource.id);
  if (!scored) throw new AppError('NOT_FOUND', 'No such resource');
  const matchId = await em.transactional(async (tx) => {
    const now = new Date();
    // A recompute may have written the match since the read above: then it only turns BOOKMARKED.
    const [row] = await tx.execute<{ id: string; inserted: boolean }[]>(
      `insert into matches (${UPSERT_COLUMNS.join(', ')}) values (${UPSERT_COLUMNS.map(() => '?').join(', ')})
       on conflict (user_id, resource_id) do update set status = excluded.status, updated_at = excluded.updated_at
       returning id, (xmax = 0) as inserted`,
      [
        crypto.randomUUID(),
        userId,
        resource.id,
        MatchStatus.BOOKMARKED,
        scored.score,
        scored.reason,
        scored.recommendationType,
        JSON.stringify(scored.breakdown),
        JSON.stringify(scored.tips),
        now,
        now,
        now,
      ],
    );
    tx.create(MatchAction, { matchId: row!.id, user: userId, action: MatchStatus.BOOKMARKED });
    await tx.flush();
    return row!.id;
  });
  kit.pubsub.publish('MATCHES_UPDATED', userId, { matchCount: 0 });
  return em.findOneOrFail(Match, { id: matchId }, { populate: ['resource'], refresh: true });
}

/**
 * The four dashboard counts of an account (the actor's own when omitted; definitions in the
 * README), fresh, read in the statement that reads the head of its matches when a sibling field
 * asks for that too: the counts and the list a dashboard shows come from one snapshot.
 */
export async function brandConnectionStats(scope: MatchScope, actor: Actor | null, ownerId?: string): Promise<BrandConnectionStats> {
  const userId = readableMatches(actor, ownerId);
  return (await freshHead(scope, userId, 0)).stats;
}
