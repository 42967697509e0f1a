import { randomBytes, randomUUID } from 'node:crypto';
import type { MikroORM } from '../src/db/orm.js';
import { Match, MatchStatus, RecommendationType } from '../src/modules/matchmade/match.entity.js';
import { Profile } from '../src/modules/profile/profile.entity.js';
import { Resource } from '../src/modules/resource/resource.entity.js';
import { Session } from '../src/modules/user/session.entity.js';
import { hashSessionToken, SESSION_COOKIE, SESSION_ABSOLUTE_MS } from '../src/modules/user/session.service.js';
import { User, UserRole } from '../src/modules/user/user.entity.js';
import { jobKeyOf } from '../src/platform/jobs.js';

/**
 * A new account with unique values, so tests never need to clean tables. Its address counts as
 * proven, like the demo accounts'; `emailVerified: false` makes one that has not followed its link.
 */
export async function createUser(
  orm: MikroORM,
  overrides: Partial<Pick<User, 'role' | 'firstName' | 'artistName' | 'createdAt'>> & { emailVerified?: boolean } = {},
) {
  const em = orm.em.fork();
  const tag = randomUUID().slice(0, 8);
  const user = em.create(User, {
    email: `test-${tag}@example.test`,
    username: `test_${tag}`,
    firstName: overrides.firstName ?? 'Test',
    lastName: 'Creator',
    artistName: overrides.artistName ?? null,
    role: overrides.role ?? UserRole.CREATOR,
    emailVerifiedAt: overrides.emailVerified === false ? null : new Date(),
    ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
  });
  await em.flush();
  return { id: user.id, email: user.email, username: user.username };
}

/** A session row for the user, returned as the Cookie header a browser would send. */
export async function createSessionCookie(orm: MikroORM, userId: string, opts: { expiresAt?: Date; lastSeenAt?: Date } = {}) {
  const em = orm.em.fork();
  const token = randomBytes(32).toString('base64url');
  em.create(Session, {
    tokenHash: hashSessionToken(token),
    user: userId,
    expiresAt: opts.expiresAt ?? new Date(Date.now() + SESSION_ABSOLUTE_MS),
    lastSeenAt: opts.lastSeenAt ?? new Date(),
  });
  await em.flush();
  return `${SESSION_COOKIE}=${token}`;
}

/** The profile fields a test may give a creator. */
export type ProfileFields = Partial<Pick<Profile, 'artistName' | 'bio' | 'genres' | 'skills' | 'lookingFor' | 'location' | 'careerStage'>>;

/** A signed-in creator: the account, the Cookie header of a session, and the artist name its profile shows. */
export type TestCreator = { id: string; email: string; username: string; cookie: string; name: string | null };

/**
 * A creator signed in, written straight to the database (createUser, createSessionCookie): with a
 * profile row named `Artist <username>` unless `profile` names it, holding the fields given, or
 * with no profile at all when `profile` is null; `account` sets the account's own fields as
 * createUser does. For tests that are not about signing up or saving a profile; those go through the API.
 */
export async function createCreator(orm: MikroORM, profile: ProfileFields | null = {}, account: Parameters<typeof createUser>[1] = {}): Promise<TestCreator> {
  const user = await createUser(orm, account);
  let name: string | null = null;
  if (profile) {
    const em = orm.em.fork();
    name = em.create(Profile, { user: em.getReference(User, user.id), artistName: `Artist ${user.username}`, ...profile }).artistName;
    await em.flush();
  }
  return { ...user, cookie: await createSessionCookie(orm, user.id), name };
}

/** One entry of the audit log, as a test reads it. */
export type AuditEntry = {
  action: string;
  targetType: string;
  targetId: string;
  targetLabel: string;
  actorId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/**
 * The audit entries of one group of actions (`ad` for `ad.create`, `ad.update`…) about one target,
 * newest first as the admin API lists them, read from the table; with `actorId`, only those that
 * actor wrote.
 */
export async function auditOf(orm: MikroORM, group: string, targetId: string, { actorId }: { actorId?: string } = {}): Promise<AuditEntry[]> {
  return orm.em.fork().execute<AuditEntry[]>(
    `select action, target_type as "targetType", target_id as "targetId", target_label as "targetLabel", actor_id as "actorId", before, after
       from audit_log
      where starts_with(action, ?) and target_id = ? and (?::uuid is null or actor_id = ?::uuid)
      order by created_at desc, id desc`,
    [`${group}.`, targetId, actorId ?? null, actorId ?? null],
  );
}

export { MatchStatus, UserRole };

/** A match of the user with a seeded resource (the engine comes later; the rows are the contract). */
export async function createMatch(orm: MikroORM, userId: string, opts: { score: number; status?: MatchStatus; resourceOffset?: number }) {
  const em = orm.em.fork();
  const [resource] = await em.find(Resource, {}, { orderBy: { slug: 'asc' }, limit: 1, offset: opts.resourceOffset ?? 0 });
  const match = em.create(Match, {
    user: userId,
    resource: resource!,
    matchScore: opts.score,
    matchReason: `Fits your sound (${opts.score})`,
    recommendationType: RecommendationType.RECOMMENDED,
    status: opts.status ?? MatchStatus.ACTIVE,
  });
  await em.flush();
  return { id: match.id, resourceName: resource!.name };
}

/**
 * How many of these creators' match recomputes are still queued or running (a finished job
 * leaves the table): poll it to zero to wait for the background work of a profile save.
 */
export async function queuedRecomputes(orm: MikroORM, userIds: string[]): Promise<number> {
  const keys = userIds.map((userId) => jobKeyOf('recompute_matches', { userId }));
  const [row] = await orm.em
    .fork()
    .execute<{ n: string }[]>(`select count(*) as n from graphile_worker.jobs where key in (${keys.map(() => '?').join(', ')})`, keys);
  return Number(row?.n ?? 0);
}

/** A complete creator profile (a Berlin techno producer): every required field filled. */
export const FULL_PROFILE = {
  artistName: 'Mara Vex',
  bio: 'Berlin techno producer releasing hypnotic warehouse tracks; getting my next EP distributed to every store and mastered properly.',
  genres: ['Techno', 'House'],
  location: 'Berlin, Germany',
  careerStage: 'emerging',
  skills: ['Production', 'Sound Design'],
  lookingFor: ['Distribution', 'Mastering'],
};

/** A profile that many catalogue resources fit (pop producer with four needs): a creator with many matches. */
export const MANY_MATCHES_PROFILE = {
  bio: 'Producer and songwriter releasing pop, hip-hop and electronic music; I need distribution, mastering, playlist placement and sync.',
  genres: ['Pop', 'Hip-Hop', 'Electronic'],
  careerStage: 'emerging',
  skills: ['Production', 'Songwriting', 'Mixing'],
  lookingFor: ['Distribution', 'Mastering', 'Playlist Placement', 'Sync Licensing'],
  location: 'London, UK',
};

/** What a cohort of `connectedCohort` shares: its profile, its privacy settings and its connection to the brand. */
export type CohortOptions = {
  genres?: string[];
  location?: string | null;
  careerStage?: string | null;
  /** Whether they let connected brands count them (true unless told); null: no privacy settings row at all (the defaults). */
  share?: boolean | null;
  /** The fields they share; all three unless told. */
  fields?: string[];
  /** Their connection to the brand; connected unless told. */
  status?: 'connected' | 'requested' | 'ended' | 'declined';
  suspended?: boolean;
  /** They blocked the brand. */
  blocked?: boolean;
};

/**
 * `n` creators with the same profile, privacy settings and connection to a brand, written in a few
 * statements (audiences are counted from 50 creators up). Answers their account ids.
 */
export async function connectedCohort(orm: MikroORM, brandId: string, n: number, c: CohortOptions = {}): Promise<string[]> {
  const em = orm.em.fork();
  const tag = randomUUID().slice(0, 8);
  const users = await em.execute<{ id: string }[]>(
    `insert into users (id, email, username, suspended_at)
     select gen_random_uuid(), 'aud-' || ? || '-' || i || '@example.test', 'aud_' || ? || '_' || i, case when ? then now() end
       from generate_series(1, ?) as i
     returning id`,
    [tag, tag, c.suspended ?? false, n],
  );
  const ids = `{${users.map((user) => user.id).join(',')}}`;
  await em.execute(
    `insert into profiles (id, user_id, genres, location, career_stage) select gen_random_uuid(), u, ?::text[], ?, ? from unnest(?::uuid[]) as u`,
    [`{${(c.genres ?? []).map((genre) => `"${genre}"`).join(',')}}`, c.location ?? null, c.careerStage ?? null, ids],
  );
  if (c.share !== null) {
    await em.execute(
      `insert into privacy_settings (user_id, share_with_connected_brands, shared_audience_fields) select u, ?, ?::text[] from unnest(?::uuid[]) as u`,
      [c.share ?? true, `{${(c.fields ?? ['GENRES', 'REGION', 'CAREER_STAGE']).join(',')}}`, ids],
    );
  }
  await em.execute(
    `insert into brand_connections (id, user_id, brand_id, status, pitch) select gen_random_uuid(), u, ?, ?, 'Audience' from unnest(?::uuid[]) as u`,
    [brandId, c.status ?? 'connected', ids],
  );
  if (c.blocked) await em.execute(`insert into brand_blocks (user_id, brand_id) select u, ? from unnest(?::uuid[]) as u`, [brandId, ids]);
  return users.map((user) => user.id);
}
