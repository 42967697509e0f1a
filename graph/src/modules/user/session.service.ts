import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Session } from './session.entity.js';
import type { UserRole } from './user.entity.js';

export const SESSION_COOKIE = 'sb_session';
/** A session unused for this long ends. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** A session ends this long after sign-in, however busy. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

/** Who is making a request: resolved once per request from the session cookie. */
export type Viewer = { id: string; role: UserRole; sessionId: string };

export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The viewer behind a session token, or null when it is unknown, idle too long or expired. */
export async function viewerForSessionToken(em: EntityManager, token: string | undefined): Promise<Viewer | null> {
  if (!token || token.length > 200) return null;
  const session = await em.findOne(Session, { tokenHash: hashSessionToken(token) }, { populate: ['user'] });
  if (!session) return null;
  const now = Date.now();
  if (session.expiresAt.getTime() <= now || session.lastSeenAt.getTime() + SESSION_IDLE_MS <= now) {
    await em.nativeDelete(Session, { id: session.id });
    return null;
  }
  if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await em.nativeUpdate(Session, { id: session.id }, { lastSeenAt: new Date(now) });
  }
  return { id: session.user.id, role: session.user.role, sessionId: session.id };
}
