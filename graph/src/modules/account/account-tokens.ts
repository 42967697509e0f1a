import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../common/errors.js';
import { User } from '../user/user.entity.js';
import { AccountToken, AccountTokenPurpose } from './account-token.entity.js';

/**
 * A password-reset link works for an hour; an e-mail change or verification link for a day (mail
 * to a new address can be slow to be read).
 */
export const TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  [AccountTokenPurpose.PASSWORD_RESET]: 60 * 60 * 1000,
  [AccountTokenPurpose.EMAIL_CHANGE]: 24 * 60 * 60 * 1000,
  [AccountTokenPurpose.EMAIL_VERIFY]: 24 * 60 * 60 * 1000,
};

/** Ours are 43 characters (32 bytes in base64url); anything much longer is not one of ours. */
export const TOKEN_MAX_LENGTH = 100;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new single-use link for `purpose`, written on `tx` (the transaction that queues its mail).
 * Earlier unused links of the same purpose stop working: only the latest mail counts.
 */
export async function issueAccountToken(tx: EntityManager, userId: string, purpose: AccountTokenPurpose, newEmail: string | null = null): Promise<string> {
  await retireAccountTokens(tx, userId, purpose);
  const token = randomBytes(32).toString('base64url');
  tx.create(AccountToken, {
    user: tx.getReference(User, userId),
    purpose,
    tokenHash: hashToken(token),
    newEmail,
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
  });
  await tx.flush();
  return token;
}

/** Makes every unused link of an account for `purpose` moot (a newer link, a password set some other way). */
export const retireAccountTokens = (tx: EntityManager, userId: string, purpose: AccountTokenPurpose): Promise<unknown> =>
  tx.execute('update account_tokens set used_at = now() where user_id = ? and purpose = ? and used_at is null', [userId, purpose]);

/** Makes every unused link of an account moot, whatever it was for (the account changed hands). */
export const retireAllAccountTokens = (tx: EntityManager, userId: string): Promise<unknown> =>
  tx.execute('update account_tokens set used_at = now() where user_id = ? and used_at is null', [userId]);

export type LinkWords = { unknown: string; used: string; expired: string };

/**
 * Uses a link on `tx`: its row is locked, checked against the database's clock and marked used,
 * so two clicks at once (on two instances) let exactly one through. A malformed or unknown link
 * is BAD_USER_INPUT (400); a used or expired one GONE (410), each in the caller's words.
 */
export async function useAccountToken(
  tx: EntityManager,
  raw: unknown,
  purpose: AccountTokenPurpose,
  words: LinkWords,
): Promise<{ userId: string; newEmail: string | null }> {
  const row = await liveToken(tx, raw, purpose, words, { lock: true });
  await tx.execute('update account_tokens set used_at = now() where id = ?', [row.id]);
  return { userId: row.user_id, newEmail: row.new_email };
}

/**
 * Checks a link without using it (the page it opens asks before showing its form): the same
 * answers as `useAccountToken`, from a plain read that locks and changes nothing. The answer
 * depends on the link alone, never on whose it is.
 */
export async function checkAccountToken(em: EntityManager, raw: unknown, purpose: AccountTokenPurpose, words: LinkWords): Promise<void> {
  await liveToken(em, raw, purpose, words, { lock: false });
}

/**
 * The link's row when it can still be used, else the link's own refusal: unknown (or not a
 * link's shape), used, or expired. Locked to the transaction's end when it is about to be used.
 */
async function liveToken(em: EntityManager, raw: unknown, purpose: AccountTokenPurpose, words: LinkWords, { lock }: { lock: boolean }) {
  if (typeof raw !== 'string' || !TOKEN_SHAPE.test(raw)) throw new AppError('BAD_USER_INPUT', words.unknown, { token: 'Not a valid link' });
  const [row] = await em.execute<{ id: string; user_id: string; new_email: string | null; used: boolean; expired: boolean }[]>(
    `select id, user_id, new_email, used_at is not null as used, expires_at <= now() as expired
       from account_tokens where token_hash = ? and purpose = ?${lock ? ' for update' : ''}`,
    [hashToken(raw), purpose],
  );
  if (!row) throw new AppError('BAD_USER_INPUT', words.unknown, { token: 'Not a valid link' });
  if (row.used) throw new AppError('GONE', words.used);
  if (row.expired) throw new AppError('GONE', words.expired);
  return row;
}
