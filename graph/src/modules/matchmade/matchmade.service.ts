import type { EntityManager, FilterQuery, Platform } from '@mikro-orm/postgresql';
import { assertCan, type Actor } from '../common/authz.js';
import { AppError } from '../common/errors.js';
import type { PubSub } from '../common/pubsub.js';
import { consumeOrRefuse, createRateLimiter, MEMORY_RATE_LIMITS, type RateLimiter, type RateLimitStore } from '../common/rate-limit.js';
import { SingleFlight, type Once } from '../common/single-flight.js';
import { FILTER_LIMITS } from '../../shared/limits.js';
import { checkLength, isUuid } from '../common/validation.js';
import { MatchAction } from './match-action.entity.js';
import { matchListStatuses } from '../../shared/match-lists.js';
import { Match, MatchStatus, type RecommendationType, type ScoreFactor, type ScoreTip } from './match.entity.js';
import { Resource, type PricingTier } from '../resource/resource.entity.js';
import { EMPTY_PROFILE } from '../../shared/profile-completion.js';
import { Profile } from '../profile/profile.entity.js';
import { brandCatalog } from './brand-matches.js';
import { CatalogCache } from './catalog.js';
import { matchCreator, scoreResource, type ScoredMatch } from './engine.js';

/** App-wide MatchMade state: the prepared catalogue, events, the recompute in flight per creator and the refresh limit. */
export type MatchmadeKit = {
  catalog: CatalogCache;
  /** The brand directory prepared for the same engine ("Brands that fit you", brand-matches.ts). */
  brandCatalog: CatalogCache;
  pubsub: PubSub;
  /** The recompute under way per creator. */
  recomputes: SingleFlight<number>;
  /** The freshness check (and the recompute it may start) under way per creator. */
  freshness: SingleFlight<void>;
  refreshLimiter: RateLimiter;
};

declare module '../common/context.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface ModuleKits {
    /** The prepared catalogue MatchMade AI scores against. */
    matchmade: MatchmadeKit;
  }
}

export function createMatchmadeKit(catalog: CatalogCache, pubsub: PubSub, refreshPerMinute: number, limits: RateLimitStore = MEMORY_RATE_LIMITS): MatchmadeKit {
  return {
    catalog,
    brandCatalog: new CatalogCache(60_000, brandCatalog),
    pubsub,
    recomputes: new SingleFlight<number>(),
    freshness: new SingleFlight<void>(),
    refreshLimiter: createRateLimiter(limits, { keyPrefix: 'refresh', points: refreshPerMinute, durationSeconds: 60 }),
  };
}

/** What a read of a creator's matches needs: the request's own entity manager and its once-per-request memo. */
export type MatchScope = { em: EntityManager; matchmade: MatchmadeKit; once: Once };

const UPSERT_COLUMNS = ['id', 'user_id', 'resource_id', 'status', 'match_score', 'match_reason', 'recommendation_type', 'breakdown', 'tips', 'computed_at', 'created_at', 'updated_at'];

type ScoredRow = { userId: string; match: ScoredMatch };

/** Rows per insert statement: 12 parameters each stays well under PostgreSQL's 65,535. */
const UPSERT_CHUNK = 2000;

/** Writes scored matches (of one or many creators) in as few statements as fit; counts the new ones per creator. */
async function upsertMatches(em: EntityManager, rows: ScoredRow[], now: Date, counts: Map<string, number>): Promise<void> {
  for (let start = 0; start < rows.length; start += UPSERT_CHUNK) {
    const params: unknown[] = [];
    const values = rows.slice(start, start + UPSERT_CHUNK).map(({ userId, match: m }) => {
      params.push(crypto.randomUUID(), userId, m.resourceId, MatchStatus.ACTIVE, m.score, m.reason, m.recommendationType, JSON.stringify(m.breakdown), JSON.stringify(m.tips), now, now, now);
      return `(${UPSERT_COLUMNS.map(() => '?').join(', ')})`;
    });
    // Status is NOT in the update list: a dismissed or bookmarked match keeps its status.
    // On the transaction's own connection: a second one, taken while this one is held, is how
    // a burst of recomputes once starved the pool for good.
    const result = await em.execute<{ user_id: string; inserted: boolean }[]>(
      `insert into matches (${UPSERT_COLUMNS.join(', ')}) values ${values.join(', ')}
       on conflict (user_id, resource_id) do update set
         match_score = excluded.match_score, match_reason = excluded.match_reason,
         recommendation_type = excluded.recommendation_type, breakdown = excluded.breakdown,
         tips = excluded.tips, computed_at = excluded.computed_at, updated_at = excluded.updated_at
       returning user_id, (xmax = 0) as inserted`,
      params,
    );
    for (const row of result) if (row.inserted) counts.set(row.user_id, (counts.get(row.user_id) ?? 0) + 1);
  }
}

/**
 * Recomputes the matches of these creators from their profiles and the catalogue, in one
 * transaction. Matches that still qualify keep their status; ones that no longer do go, except
 * dismissed and bookmarked ones, which stay as the creator left them. Answers how many matches
 * are new, per creator. Batches are how a catalogue-wide recomputation stays fast (bench/).
 */
export async function recomputeMatches(
  em: EntityManager,
  kit: MatchmadeKit,
  userIds: readonly string[],
  { onlyStale = false }: { onlyStale?: boolean } = {},
): Promise<Map<string, number>> {
  const users = [...new Set(userIds)].sort();
  // Taken before the profiles are read: an edit after this moment keeps its stale flag below.
  const now = new Date();
  const [profiles, index] = await Promise.all([em.find(Profile, { user: { $in: users } }), kit.catalog.get(em)]);
  const byUser = new Map(profiles.map((profile) => [profile.user.id, profile]));
  const counts = new Map(users.map((userId) => [userId, 0]));
  const written = await em.transactional(async (tx) => {
    // One writer per creator across instances, locked in id order so that batches never wait in a cycle.
    await tx.execute(
      `select pg_advisory_xact_lock(hashtextextended('matches:' || id, 0)) from (values ${users.map(() => '(?)').join(', ')}) as t(id) order by id`,
      users,
    );
    // A freshness check on another instance may have recomputed these creators while this one
    // waited for the lock: then there is nothing left to do.
    const todo = onlyStale ? await stillStale(tx, users) : users;
    if (todo.length === 0) return [];
    // A brand account is not a creator: it has no matches, whatever asks for them.
    const brandAccounts = new Set(
      (await tx.execute<{ id: string }[]>(`select id from users where user_type = 'brand' and id in (${todo.map(() => '?').join(', ')})`, todo)).map((row) => row.id),
    );
    const rows = todo
      .filter((userId) => !brandAccounts.has(userId))
      .flatMap((userId) => matchCreator(byUser.get(userId) ?? EMPTY_PROFILE, index).map((match) => ({ userId, match })));
    await upsertMatches(tx, rows, now, counts);
    await tx.nativeDelete(Match, {
      user: { $in: todo },
      status: { $in: [MatchStatus.ACTIVE, MatchStatus.CLICKED] },
      computedAt: { $lt: now },
    });
    // Only profiles marked stale when they were read; the flag set by an edit since stays.
    const stale = profiles.filter((profile) => profile.matchesStaleAt && todo.includes(profile.user.id)).map((profile) => profile.id);
    if (stale.length > 0) await tx.nativeUpdate(Profile, { id: { $in: stale }, matchesStaleAt: { $lte: now } }, { matchesStaleAt: null });
    return todo;
  });
  em.clear();
  for (const userId of written) kit.pubsub.publish('MATCHES_UPDATED', userId, { matchCount: counts.get(userId) ?? 0 });
  return counts;
}

/** The creators whose matches are marked stale or were never computed. */
async function stillStale(em: EntityManager, userIds: string[]): Promise<string[]> {
  const rows = await em.execute<{ id: string }[]>(
    `select u.id from users u left join profiles p on p.user_id = u.id
      where u.id in (${userIds.map(() => '?').join(', ')})
        and (p.matches_stale_at is not null or not exists (select 1 from matches m where m.user_id = u.id))`,
    userIds,
  );
  return rows.map((row) => row.id);
}

/**
 * Recomputes one creator's matches now (see recomputeMatches); answers how many are new. One
 * recompute per creator at a time in this process: refreshes, freshness checks and the
 * background job that ask while one runs wait for it and share its answer.
 */
export function refreshMatches(em: EntityManager, kit: MatchmadeKit, userId: string, options: { onlyStale?: boolean } = {}): Promise<number> {
  return kit.recomputes.run(userId, async () => (await recomputeMatches(em.fork(), kit, [userId], options)).get(userId) ?? 0);
}

/**
 * After a catalogue change: every creator's matches are stale, and each is recomputed on its
 * next read (recomputing everyone at once would score the whole catalogue for creators who may
 * never come back). Answers how many profiles were marked.
 */
export function markAllMatchesStale(em: EntityManager): Promise<number> {
  return em.nativeUpdate(Profile, {}, { matchesStaleAt: new Date() });
}

/**
 * After a catalogue change: matches to archived resources go at once, bookmarked ones included
 * (the resource has left the library), rather than at each creator's next recompute. Dismissed
 * ones stay, hidden as before, so that a restore does not offer again what the creator turned
 * down. Answers the creators whose lists changed.
 */
export async function dropArchivedMatches(em: EntityManager): Promise<string[]> {
  const rows = await em.execute<{ user_id: string }[]>(
    `delete from matches m using resources r
      where r.id = m.resource_id and not r.active and m.status <> 'dismissed'
      returning m.user_id`,
  );
  return [...new Set(rows.map((row) => row.user_id))];
}

/** A refresh the creator asked for: limited per creator (each one scores the whole catalogue). */
export async function requestRefresh(em: EntityManager, kit: MatchmadeKit, actor: Actor | null): Promise<number> {
  const { id: userId } = assertCan(actor, 'match:refresh');
  await consumeOrRefuse(kit.refreshLimiter, userId, (seconds) => `Too many refreshes: your matches are up to date. Try again in ${seconds} seconds.`);
  return refreshMatches(em, kit, userId);
}

/**
 * Refreshes first when the creator's profile changed since the last computation (or never ran);
 * never for a brand account, which has no matches.
 * Once per request, however many of its fields read matches; and concurrent requests share one
 * check, so that a check that saw "stale" just before a recompute landed cannot start another.
 */
export function ensureFreshMatches({ em, matchmade, once }: MatchScope, userId: string): Promise<void> {
  return once(`fresh-matches:${userId}`, () =>
    matchmade.freshness.run(userId, async () => {
      const [row] = await em.execute<{ stale: boolean }[]>(
        `select u.user_type <> 'brand' and ((p.matches_stale_at is not null) or not exists (select 1 from matches m where m.user_id = ?)) as stale
           from users u left join profiles p on p.user_id = u.id where u.id = ?`,
        [userId, userId],
      );
      if (row?.stale) await refreshMatches(em, matchmade, userId, { onlyStale: true });
    }),
  );
}

/**
 * A match as the read paths answer it: the row's own fields and its resource, in plain objects
 * (no entities, no identity map: reading the dashboard's twenty of them as entities cost most of
 * its CPU). The Match and Resource GraphQL types resolve from these as from the entities.
 */
export type MatchView = Omit<Match, 'user' | 'resource' | 'breakdown' | 'tips'> & {
  resource: ResourceView;
  readonly breakdown: ScoreFactor[];
  readonly tips: ScoreTip[];
};
// Matches never point at an archived resource (its matches are dropped), so the head reads no archivedAt.
type ResourceView = Omit<Resource, 'searchText' | 'active' | 'archivedAt'>;

/** The best non-dismissed matches of a creator, with the dashboard's counts and the freshness flag, as read in one statement. */
type MatchesHead = { stale: boolean; stats: BrandConnectionStats; top: MatchView[] };

type HeadRow = {
  stale: boolean;
  total_brands: number;
  connected_brands: number;
  resource_matches: number;
  active_recommendations: number;
  id: string | null;
  status: MatchStatus;
  match_score: number;
  match_reason: string;
  recommendation_type: RecommendationType;
  breakdown: string;
  tips: string;
  computed_at: string;
  created_at: string;
  updated_at: string;
  r_id: string;
  r_slug: string;
  r_name: string;
  r_description: string;
  r_category: string[];
  r_pricing: string;
  r_pricing_tier: PricingTier;
  r_features: string;
  r_website: string;
  r_url: string;
  r_logo_url: string;
  r_target_genres: string;
  r_career_stages: string;
  r_regions: string;
  r_skills: string;
  r_looking_for: string;
  r_created_at: string;
  r_updated_at: string;
};

// The counts in every row (a creator with no match still gets one row, with null match columns).
// breakdown, tips, the timestamps and the resource's lists but its categories come as text and
// are parsed only when a client asks for them: the lists never show them, and parsing them for
// every row cost more than the rest.
const HEAD_SQL = `with top as (
    select m.id, m.status, m.match_score, m.match_reason, m.recommendation_type, m.breakdown::text as breakdown, m.tips::text as tips,
           m.computed_at, m.created_at, m.updated_at,
           r.id as r_id, r.slug as r_slug, r.name as r_name, r.description as r_description, r.category as r_category,
           r.pricing as r_pricing, r.pricing_tier as r_pricing_tier, array_to_json(r.features)::text as r_features, r.website as r_website,
           r.url as r_url, r.logo_url as r_logo_url, array_to_json(r.target_genres)::text as r_target_genres, array_to_json(r.career_stages)::text as r_career_stages,
           array_to_json(r.regions)::text as r_regions, array_to_json(r.skills)::text as r_skills, array_to_json(r.looking_for)::text as r_looking_for,
           r.created_at as r_created_at, r.updated_at as r_updated_at
      from matches m join resources r on r.id = m.resource_id
     where m.user_id = ? and m.status <> 'dismissed'
     order by m.match_score desc, m.id limit ?)
  select (p.matches_stale_at is not null or not exists (select 1 from matches where user_id = u.id)) as stale,
         (select count(*) from brands where listed)::int as total_brands,
         (select count(*) from brand_connections where user_id = u.id and status = 'connected')::int as connected_brands,
         (select count(*) from matches where user_id = u.id and status <> 'dismissed')::int as resource_matches,
         (select count(*) from matches where user_id = u.id and status in ('active', 'bookmarked')
            and recommendation_type in ('essential', 'recommended'))::int as active_recommendations,
         top.*
    from users u left join profiles p on p.user_id = u.id left join top on true
   where u.id = ?
   order by top.match_score desc, top.id`;

/**
 * A resource of a head row. Its lists but the categories, and its timestamps, stay as read (JSON
 * and PostgreSQL text) until a client asks for them: the lists show name, logo and categories.
 */
class ResourceRow implements ResourceView {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  readonly category: string[];
  readonly pricing: string;
  readonly pricingTier: PricingTier;
  readonly website: string;
  readonly url: string;
  readonly logoUrl: string;

  constructor(
    private readonly row: HeadRow,
    private readonly platform: Platform,
  ) {
    this.id = row.r_id;
    this.slug = row.r_slug;
    this.name = row.r_name;
    this.description = row.r_description;
    this.category = row.r_category;
    this.pricing = row.r_pricing;
    this.pricingTier = row.r_pricing_tier;
    this.website = row.r_website;
    this.url = row.r_url;
    this.logoUrl = row.r_logo_url;
  }

  get features(): string[] {
    return JSON.parse(this.row.r_features) as string[];
  }
  get targetGenres(): string[] {
    return JSON.parse(this.row.r_target_genres) as string[];
  }
  get careerStages(): string[] {
    return JSON.parse(this.row.r_career_stages) as string[];
  }
  get regions(): string[] {
    return JSON.parse(this.row.r_regions) as string[];
  }
  get skills(): string[] {
    return JSON.parse(this.row.r_skills) as string[];
  }
  get lookingFor(): string[] {
    return JSON.parse(this.row.r_looking_for) as string[];
  }
  get createdAt(): Date {
    return this.platform.parseDate(this.row.r_created_at);
  }
  get updatedAt(): Date {
    return this.platform.parseDate(this.row.r_updated_at);
  }

  /** What JSON.stringify writes: every field, as the entity would give them. */
  toJSON(): ResourceView {
    const { features, targetGenres, careerStages, regions, skills, lookingFor, createdAt, updatedAt } = this;
    const { id, slug, name, description, category, pricing, pricingTier, website, url, logoUrl } = this;
    return { id, slug, name, description, category, pricing, pricingTier, website, url, logoUrl, features, targetGenres, careerStages, regions, skills, lookingFor, createdAt, updatedAt };
  }
}

/** A match of a head row, with its resource; breakdown, tips and timestamps parsed when asked for (see ResourceRow). */
class MatchRow implements MatchView {
  readonly id: string;
  readonly status: MatchStatus;
  readonly matchScore: number;
  readonly matchReason: string;
  readonly recommendationType: RecommendationType;
  readonly resource: ResourceRow;

  constructor(
    private readonly row: HeadRow & { id: string },
    private readonly platform: Platform,
  ) {
    this.id = row.id;
    this.status = row.status;
    this.matchScore = row.match_score;
    this.matchReason = row.match_reason;
    this.recommendationType = row.recommendation_type;
    this.resource = new ResourceRow(row, platform);
  }

  get breakdown(): ScoreFactor[] {
    return JSON.parse(this.row.breakdown) as ScoreFactor[];
  }
  get tips(): ScoreTip[] {
    return JSON.parse(this.row.tips) as ScoreTip[];
  }
  get computedAt(): Date {
    return this.platform.parseDate(this.row.computed_at);
  }
  get createdAt(): Date {
    return this.platform.parseDate(this.row.created_at);
  }
  get updatedAt(): Date {
    return this.platform.parseDate(this.row.updated_at);
  }

  toJSON(): MatchView {
    const { id, status, matchScore, matchReason, recommendationType, breakdown, tips, computedAt, createdAt, updatedAt } = this;
    return { id, status, matchScore, matchReason, recommendationType, breakdown, tips, computedAt, createdAt, updatedAt, resource: this.resource.toJSON() };
  }
}

async function readHead(em: EntityManager, userId: string, limit: number): Promise<MatchesHead> {
  const rows = await em.execute<HeadRow[]>(HEAD_SQL, [userId, limit, userId]);
  const first = rows[0];
  return {
    stale: first?.stale ?? false,
    stats: {
      totalBrands: first?.total_brands ?? 0,
      connectedBrands: first?.connected_brands ?? 0,
      resourceMatches: first?.resource_matches ?? 0,
      activeRecommendations: first?.active_recommendations ?? 0,
    },
    top: rows.filter((row): row is HeadRow & { id: string } => row.id !== null).map((row) => new MatchRow(row, em.getPlatform())),
  };
}

type HeadBatch = { limit: number; started: boolean; read: Promise<MatchesHead> };

/**
 * The reads of a creator's head of matches within one request, in one statement: the dashboard
 * asks for the counts, the best 4 and the best 20 in sibling fields, which GraphQL starts in the
 * same turn. The first asks, the read waits until every sibling has joined (a tick after the
 * promise jobs run out, as DataLoader does), then reads the longest head asked for, once. Keyed
 * by the request's `once`, which lives exactly as long as the request.
 */
const headBatches = new WeakMap<Once, Map<string, HeadBatch>>();

function headBatch({ em, once }: MatchScope, userId: string, limit: number): HeadBatch {
  let batches = headBatches.get(once);
  if (!batches) headBatches.set(once, (batches = new Map()));
  const joined = batches.get(userId);
  if (joined && !joined.started) joined.limit = Math.max(joined.limit, limit);
  if (joined && joined.limit >= limit) return joined;
  // The first of the request, or one longer than a read already under way.
  const batch: HeadBatch = {
    limit,
    started: false,
    read: new Promise<void>((resolve) => {
      void Promise.resolve().then(() => process.nextTick(resolve));
    }).then(() => {
      batch.started = true;
      return readHead(em, userId, batch.limit);
    }),
  };
  batches.set(userId, batch);
  return batch;
}

/**
 * The counts and the best `limit` non-dismissed matches, fresh: read in one statement, and when
 * it says they are stale, recomputed (once per request, one recompute per creator at a time)
 * and read again.
 */
async function freshHead(scope: MatchScope, userId: string, limit: number): Promise<MatchesHead> {
  const batch = headBatch(scope, userId, limit);
  const head = await batch.read;
  if (!head.stale) return head;
  return scope.once(`fresh-head:${userId}:${batch.limit}`, async () => {
    await scope.matchmade.freshness.run(userId, async () => {
      await refreshMatches(scope.em, scope.matchmade, userId, { onlyStale: true });
    });
    return readHead(scope.em, userId, batch.limit);
  });
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
  if (next !== match.status && next !== MatchStatus.ACTIVE && match.status !== MatchStatus.DISMISSED) em.create(MatchAction, { matchId: match.id, user: userId, action: next });
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
      [crypto.randomUUID(), userId, resource.id, MatchStatus.BOOKMARKED, scored.score, scored.reason, scored.recommendationType, JSON.stringify(scored.breakdown), JSON.stringify(scored.tips), now, now, now],
    );
    tx.create(MatchAction, { matchId: row!.id, user: userId, action: MatchStatus.BOOKMARKED });
    await tx.flush();
    return row!.id;
  });
  kit.pubsub.publish('MATCHES_UPDATED', userId, { matchCount: 0 });
  return em.findOneOrFail(Match, { id: matchId }, { populate: ['resource'], refresh: true });
}

export type BrandConnectionStats = { totalBrands: number; connectedBrands: number; resourceMatches: number; activeRecommendations: number };

/**
 * The four dashboard counts of an account (the actor's own when omitted; definitions in the
 * README), fresh, read in the statement that reads the head of its matches when a sibling field
 * asks for that too: the counts and the list a dashboard shows come from one snapshot.
 */
export async function brandConnectionStats(scope: MatchScope, actor: Actor | null, ownerId?: string): Promise<BrandConnectionStats> {
  const userId = readableMatches(actor, ownerId);
  return (await freshHead(scope, userId, 0)).stats;
}
