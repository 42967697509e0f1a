import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { UserActor } from '../common/authz.js';
import { preparedRead, readPrepared } from '../common/sql.js';
import type { SessionMeta } from '../common/context.js';
import type { PubSub, SessionEndCause } from '../common/pubsub.js';
import { Session } from './session.entity.js';
import { User } from './user.entity.js';

export const SESSION_COOKIE = 'sb_session';
/** A session unused for this long ends. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** A session ends this long after sign-in, however busy. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reads stay reads. */
export const TOUCH_EVERY_MS = 5 * 60 * 1000;

/** Who is making a request: resolved once per request from the session cookie. */
export type Viewer = UserActor;

export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Timestamps come as PostgreSQL's text (the ORM's type parsers), read with the ORM's own date parser. */
type SessionRow = {
  session_id: string;
  expires_at: string;
  session_seen_at: string;
  id: string;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  artist_name: string | null;
  profile_image_url: string | null;
  role: User['role'];
  user_type: string;
  email_verified_at: string | null;
  created_at: string;
  updated_at: string;
  last_seen_at: string | null;
  suspended_at: null;
  suspension_reason: null;
};

// The session and its account in one statement, as plain rows: no entity is built for the
// session, which every request reads and almost none changes. The account's columns are every
// one but the lazy password hash, so that the account lands in the request's identity map and
// `viewer` (and whatever else reads the signed-in User) finds it there without a second query.
// A suspended account has no session: suspending deletes them, and this refuses any left over.
const SESSION_SQL = preparedRead(
  'session_viewer',
  `select s.id as session_id, s.expires_at, s.last_seen_at as session_seen_at,
    u.id, u.email, u.username, u.first_name, u.last_name, u.artist_name, u.profile_image_url, u.role, u.user_type, u.email_verified_at, u.created_at,
    u.updated_at, u.last_seen_at, u.suspended_at, u.suspension_reason
  from sessions s join users u on u.id = s.user_id where s.token_hash = ? and u.suspended_at is null`,
);

// The session's touch and its account's "last seen" in one statement, so the admin's view of who
// is active costs no round trip of its own. A raw update: being seen is not an edit (updated_at stays).
const TOUCH_SQL = `with touched as (update sessions set last_seen_at = ? where id = ? returning user_id)
  update users set last_seen_at = ? where id = (select user_id from touched)`;

const dateOf = (em: EntityManager, text: string): number => em.getPlatform().parseDate(text).getTime();

/** The UTC day of a time, as PostgreSQL's date text (YYYY-MM-DD). */
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

// A session's first use of a UTC day also records the day for its account (the admin dashboard's
// active creators), in the statement that touches it: once per session per day, not per request.
const TOUCH_AND_RECORD_DAY_SQL = `with touched as (update sessions set last_seen_at = ? where id = ? returning user_id),
    seen as (update users set last_seen_at = ? where id = (select user_id from touched) returning id)
  insert into user_activity_days (day, user_id) select ?::date, id from seen on conflict do nothing`;

/** The viewer behind a session token, or null when it is unknown, idle too long or expired. */
export async function viewerForSessionToken(em: EntityManager, token: string | undefined): Promise<Viewer | null> {
  if (!token || token.length > 200) return null;
  const [row] = await readPrepared<SessionRow>(em, SESSION_SQL, [hashSessionToken(token)]);
  if (!row) return null;
  const now = Date.now();
  const lastSeen = dateOf(em, row.session_seen_at);
  if (dateOf(em, row.expires_at) <= now || lastSeen + SESSION_IDLE_MS <= now) {
    await em.nativeDelete(Session, { id: row.session_id });
    return null;
  }
  const firstToday = utcDay(lastSeen) !== utcDay(now);
  if (firstToday || now - lastSeen > TOUCH_EVERY_MS) {
    const at = new Date(now);
    if (firstToday) await em.execute(TOUCH_AND_RECORD_DAY_SQL, [at, row.session_id, at, utcDay(now)]);
    else await em.execute(TOUCH_SQL, [at, row.session_id, at]);
    row.last_seen_at = at.toISOString();
  }
  const { session_id: sessionId, expires_at: _expires, session_seen_at: _seen, ...user } = row;
  em.map(User, user);
  return { kind: 'user', id: row.id, role: row.role, sessionId };
}

/** A new session for the user: 256 random bits in the cookie, their hash in the database. */
export async function startSession(em: EntityManager, user: User, meta: SessionMeta): Promise<{ token: string; expiresAt: Date; actor: UserActor }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_MS);
  const session = em.create(Session, {
    tokenHash: hashSessionToken(token),
    user,
    expiresAt,
    ip: meta.ip?.slice(0, 64) ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  // Flushed with the session: a sign-in is when the account was last seen.
  user.lastSeenAt = new Date();
  await em.flush();
  // Signing in is using SoundBoard that day; the touch above only sees the days after.
  await em.execute('insert into user_activity_days (day, user_id) values (?::date, ?) on conflict do nothing', [utcDay(Date.now()), user.id]);
  return { token, expiresAt, actor: { kind: 'user', id: user.id, role: user.role, sessionId: session.id } };
}

/**
 * Ends the session behind a token, if any (logout, or rotation at sign-in), and announces it so
 * that the WebSocket layer of every instance closes the sockets opened with it.
 */
export async function endSession(em: EntityManager, pubsub: PubSub, token: string | undefined, cause?: SessionEndCause): Promise<void> {
  if (!token) return;
  const session = await em.findOne(Session, { tokenHash: hashSessionToken(token) }, { fields: ['id'] });
  if (!session) return;
  await em.nativeDelete(Session, { id: session.id });
  pubsub.publish('SESSIONS_ENDED', { sessionIds: [session.id], cause });
}

/**
 * Deletes every session of an account on `tx`, the transaction of the change that calls for it
 * (a role change, a suspension); announce it with `announceSessionsEnded` once that commits.
 */
export const deleteSessionsOf = (tx: EntityManager, userId: string): Promise<number> => tx.nativeDelete(Session, { user: userId });

/** Tells every instance that an account's sessions are gone, so that each closes its sockets (telling the tabs why). */
export const announceSessionsEnded = (pubsub: PubSub, userId: string, cause?: SessionEndCause): void => pubsub.publish('SESSIONS_ENDED', { userId, cause });

/** Ends every session of an account, and its sockets: a role change must not ride on an old session. */
export async function endAllSessions(em: EntityManager, pubsub: PubSub, userId: string): Promise<number> {
  const ended = await deleteSessionsOf(em, userId);
  announceSessionsEnded(pubsub, userId);
  return ended;
}
