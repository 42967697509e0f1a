import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../common/validation.js';
import { NOTIFICATION_KINDS, type NotificationKindKey } from '../../shared/notification-kinds.js';

/** What an unsubscribe link turns off: one kind's e-mail, digests, or every e-mail that may be turned off. */
export type UnsubscribeScope = NotificationKindKey | 'digest' | 'all';

const SCOPES = new Set<string>([...NOTIFICATION_KINDS, 'digest', 'all']);

const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url');

/**
 * A signed token for a one-click unsubscribe link: the account and the scope, and an HMAC of both
 * under APP_SECRET, so that nobody can turn off someone else's mail by guessing. It does not
 * expire: a mail read a year later must still unsubscribe.
 */
export function unsubscribeToken(secret: string, userId: string, scope: UnsubscribeScope): string {
  const payload = `${userId}.${scope}`;
  return `${payload}.${mac(secret, payload)}`;
}

/** The account and scope of a token this server signed; null for anything else. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; scope: UnsubscribeScope } | null {
  if (token.length > 200) return null;
  const [userId, scope, signature, ...rest] = token.split('.');
  if (rest.length > 0 || !userId || !scope || !signature || !isUuid(userId) || !SCOPES.has(scope)) return null;
  const expected = Buffer.from(mac(secret, `${userId}.${scope}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, scope: scope as UnsubscribeScope };
}
