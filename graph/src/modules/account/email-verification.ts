import type { EntityManager } from '@mikro-orm/postgresql';
import { assertCan } from '../common/authz.js';
import type { Context } from '../common/context.js';
import { AppError } from '../common/errors.js';
import { asRecord, FieldErrors } from '../common/validation.js';
import type { MailKit } from '../mail/mail.js';
import { deleteSessionsOf } from '../user/session.service.js';
import { User } from '../user/user.entity.js';
import { googleTakeoverMail, verifyEmailMail } from './account-mail.js';
import { AccountTokenPurpose } from './account-token.entity.js';
import { issueAccountToken, retireAllAccountTokens, TOKEN_MAX_LENGTH, useAccountToken, type LinkWords } from './account-tokens.js';

/** The web page the verification link opens (web/src/routes). */
export const VERIFY_EMAIL_PAGE = '/verify-email';

/**
 * Mails `user` a link that proves their address, on `tx` (the transaction that makes the account,
 * or a resend): only the latest link works. The link names the address it went to, so a link to
 * an address the account has since left proves nothing.
 */
export async function queueVerificationMail(tx: EntityManager, mail: MailKit, user: { id: string; email: string }): Promise<void> {
  const token = await issueAccountToken(tx, user.id, AccountTokenPurpose.EMAIL_VERIFY, user.email);
  await mail.queue(tx, verifyEmailMail(user.email, mail.link(`${VERIFY_EMAIL_PAGE}?token=${token}`)));
}

const VERIFY_LINK_WORDS: LinkWords = {
  unknown: 'This confirmation link is not valid: ask for a new one while signed in.',
  used: 'This confirmation link has already been used.',
  expired: 'This confirmation link has expired (they work for 24 hours): ask for a new one while signed in.',
};

/**
 * Follows a verification link: the account's address counts as proven from now on. The link alone
 * is enough (it may be opened on a phone where nobody is signed in): it went to the address. A
 * link to an address the account no longer has is GONE: it proves an address that is not its own.
 */
export async function verifyEmail(ctx: Pick<Context, 'em'>, body: unknown): Promise<{ verified: true }> {
  const raw = asRecord(body).token;
  const errors = new FieldErrors();
  if (typeof raw !== 'string' || !raw) errors.add('token', 'The confirmation link is incomplete: open it again from the e-mail');
  else if (raw.length > TOKEN_MAX_LENGTH) errors.add('token', 'Not a valid link');
  errors.throwIfAny();
  await ctx.em.transactional(async (tx) => {
    const { userId, newEmail } = await useAccountToken(tx, raw, AccountTokenPurpose.EMAIL_VERIFY, VERIFY_LINK_WORDS);
    const rows = await tx.execute<{ id: string }[]>(
      'update users set email_verified_at = coalesce(email_verified_at, now()), updated_at = now() where id = ? and email = ? returning id',
      [userId, newEmail],
    );
    if (rows.length === 0) throw new AppError('GONE', 'This confirmation link was for an address your account no longer uses.');
  });
  return { verified: true };
}

/**
 * Mails the signed-in account a new verification link. CONFLICT when its address is already
 * proven; past the per-address limit, RATE_LIMITED with Retry-After (the owner asked, so is told).
 */
export async function resendVerification(ctx: Pick<Context, 'em' | 'actor' | 'auth' | 'mail'>): Promise<{ sentTo: string }> {
  const me = assertCan(ctx.actor, 'account:update');
  const user = await ctx.em.findOne(User, { id: me.id });
  if (!user) throw new AppError('UNAUTHENTICATED', 'Not signed in');
  if (user.emailVerifiedAt) throw new AppError('CONFLICT', 'Your e-mail address is already confirmed');
  await ctx.auth.limits.consumeVerifyMail(user.email);
  await ctx.em.transactional((tx) => queueVerificationMail(tx, ctx.mail, user));
  return { sentTo: user.email };
}

/**
 * Hands an account whose address was never proven to the person Google vouches owns that address,
 * on `tx` with the account's row locked: whoever set the account up (perhaps someone squatting the
 * address) loses every way in. All its sessions end, its password goes, every outstanding link
 * (reset, e-mail change, verification) is retired, and the address counts as proven. The owner is
 * told by mail, queued on `tx`. False when the address turned out to be proven after all (another
 * request got there first): then nothing is changed.
 * The caller announces the ended sessions after the commit, so every instance closes their sockets.
 */
export async function takeOverUnprovenAccount(tx: EntityManager, mail: MailKit, userId: string): Promise<boolean> {
  const [row] = await tx.execute<{ email: string; proven: boolean }[]>(
    'select email, email_verified_at is not null as proven from users where id = ? for update',
    [userId],
  );
  if (!row || row.proven) return false;
  await deleteSessionsOf(tx, userId);
  await tx.execute('update users set password_hash = null, email_verified_at = now(), updated_at = now() where id = ?', [userId]);
  await retireAllAccountTokens(tx, userId);
  await mail.queue(tx, googleTakeoverMail(row.email));
  return true;
}
