import type { EntityManager } from '@mikro-orm/postgresql';
import { EMPTY_PROFILE } from '../../shared/profile-completion.js';
import { Profile } from '../profile/profile.entity.js';
import { matchCreator, type ScoredMatch } from './engine.js';
import { Match, MatchStatus } from './match.entity.js';
import type { MatchmadeKit, MatchScope } from './matchmade.kit.js';
import { notify } from '../notification/notification.service.js';

/**
 * Recomputing a creator's matches: the engine's scores written over their stored matches, one
 * writer per creator, and the freshness check that starts a recompute when a read finds them stale.
 */

/** The columns of a match row, in the order every insert of one lists them. */
export const UPSERT_COLUMNS = [
  'id',
  'user_id',
  'resource_id',
  'status',
  'match_score',
  'match_reason',
  'recommendation_type',
  'breakdown',
  'tips',
  'computed_at',
  'created_at',
  'updated_at',
];

type ScoredRow = { userId: string; match: ScoredMatch };

/** Rows per insert statement: 12 parameters each stays well under PostgreSQL's 65,535. */
const UPSERT_CHUNK = 2000;

/**
 * A match worth telling the creator about: a score of 75 or more (out of 100), where a match
 * rests on several of their own answers at once, not on one shared genre.
 */
export const STRONG_MATCH_SCORE = 75;

/** Writes scored matches (of one or many creators) in as few statements as fit; counts the new ones, and the new strong ones, per creator. */
async function upsertMatches(em: EntityManager, rows: ScoredRow[], now: Date, counts: Map<string, number>, strong: Map<string, number>): Promise<void> {
  for (let start = 0; start < rows.length; start += UPSERT_CHUNK) {
    const params: unknown[] = [];
    const values = rows.slice(start, start + UPSERT_CHUNK).map(({ userId, match: m }) => {
      params.push(
        crypto.randomUUID(),
        userId,
        m.resourceId,
        MatchStatus.ACTIVE,
        m.score,
        m.reason,
        m.recommendationType,
        JSON.stringify(m.breakdown),
        JSON.stringify(m.tips),
        now,
        now,
        now,
      );
      return `(${UPSERT_COLUMNS.map(() => '?').join(', ')})`;
    });
    // Status is NOT in the update list: a dismissed or bookmarked match keeps its status.
    // On the transaction's own connection: a second one, taken while this one is held, is how
    // a burst of recomputes once starved the pool for good.
    const result = await em.execute<{ user_id: string; inserted: boolean; match_score: number }[]>(
      `insert into matches (${UPSERT_COLUMNS.join(', ')}) values ${values.join(', ')}
       on conflict (user_id, resource_id) do update set
         match_score = excluded.match_score, match_reason = excluded.match_reason,
         recommendation_type = excluded.recommendation_type, breakdown = excluded.breakdown,
         tips = excluded.tips, computed_at = excluded.computed_at, updated_at = excluded.updated_at
       returning user_id, (xmax = 0) as inserted, match_score`,
      params,
    );
    for (const row of result) {
      if (!row.inserted) continue;
      counts.set(row.user_id, (counts.get(row.user_id) ?? 0) + 1);
      if (Number(row.match_score) >= STRONG_MATCH_SCORE) strong.set(row.user_id, (strong.get(row.user_id) ?? 0) + 1);
    }
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
      (await tx.execute<{ id: string }[]>(`select id from users where user_type = 'brand' and id in (${todo.map(() => '?').join(', ')})`, todo)).map(
        (row) => row.id,
      ),
    );
    const rows = todo
      .filter((userId) => !brandAccounts.has(userId))
      .flatMap((userId) => matchCreator(byUser.get(userId) ?? EMPTY_PROFILE, index).map((match) => ({ userId, match })));
    const strong = new Map<string, number>();
    await upsertMatches(tx, rows, now, counts, strong);
    // New strong matches are told, gathered on one unread item per creator ("You have 5 new strong matches").
    await notify(
      tx,
      [...strong].map(([userId, events]) => ({ userId, kind: 'new_strong_matches' as const, events, url: '/matches', reason: 'they fit your profile' })),
    );
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
