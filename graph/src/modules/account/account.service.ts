import { unlink } from 'node:fs/promises';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addJob } from '../../platform/jobs.js';
import { signIn, type AuthDoor } from '../auth/auth.service.js';
import { checkNewPassword, parseEmailField, passwordField } from '../auth/auth.validation.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { assertCan, type UserActor } from '../common/authz.js';
import type { Context } from '../common/context.js';
import { AppError } from '../common/errors.js';
import { asRecord, FieldErrors } from '../common/validation.js';
import { queueMail } from '../mail/mail.js';
import { pictureFileOf } from '../profile/profile-picture.js';
import { announceSessionsEnded, deleteSessionsOf } from '../user/session.service.js';
import { UserIdentity } from '../user/user-identity.entity.js';
import { User, UserRole } from '../user/user.entity.js';
import { refuseIfSuspended } from '../user/user.service.js';
import { accountDeletedMail, confirmEmailMail, emailChangedMail, passwordChangedMail, resetMail } from './account-mail.js';
import { AccountTokenPurpose } from './account-token.entity.js';
import { checkAccountToken, issueAccountToken, retireAccountTokens, TOKEN_MAX_LENGTH, useAccountToken, type LinkWords } from './account-tokens.js';
import { notify, type NotifyInput } from '../notification/notification.service.js';

/** The web pages the e-mailed links open (web/src/routes). */
export const RESET_PAGE = '/reset-password';
export const CONFIRM_EMAIL_PAGE = '/confirm-email';
const FORGOT_PAGE = '/forgot-password';

/** What an account account-settings call needs of its request. */
export type AccountContext = Pick<Context, 'em' | 'actor' | 'auth' | 'session' | 'mail' | 'logger' | 'uploadDir'>;

/** What an account without a password types to delete it (it has no password to confirm with). */
export const DELETE_CONFIRMATION = 'DELETE';

/** GET /api/user/account: what the account settings page shows and asks for. */
export type AccountSettings = {
  email: string;
  /** False for an account that only signs in with Google: it confirms by typing DELETE, and sets a password through a reset link. */
  hasPassword: boolean;
  googleLinked: boolean;
  /** A new address waiting for its confirmation link to be used, if any. */
  pendingEmail: string | null;
};

async function ownUser(em: EntityManager, me: UserActor): Promise<User> {
  const user = await em.findOne(User, { id: me.id }, { populate: ['passwordHash'] });
  if (!user) throw new AppError('UNAUTHENTICATED', 'Not signed in');
  return user;
}

export async function accountSettings(ctx: Pick<Context, 'em' | 'actor'>): Promise<AccountSettings> {
  const me = assertCan(ctx.actor, 'account:read');
  const user = await ownUser(ctx.em, me);
  const [pending] = await ctx.em.execute<{ new_email: string }[]>(
    `select new_email from account_tokens where user_id = ? and purpose = ? and used_at is null and expires_at > now() order by created_at desc limit 1`,
    [me.id, AccountTokenPurpose.EMAIL_CHANGE],
  );
  return {
    email: user.email,
    hasPassword: Boolean(user.passwordHash),
    googleLinked: (await ctx.em.count(UserIdentity, { user: me.id })) > 0,
    pendingEmail: pending?.new_email ?? null,
  };
}

/**
 * Checks the account's password before a change that needs it. Wrong answers count as failed
 * sign-ins (the same limits): a stolen session cannot be used to guess the password.
 */
async function confirmPassword(ctx: AccountContext, user: User, given: string, field: string): Promise<void> {
  const attempt = await ctx.auth.limits.beginLogin(user.email, ctx.session.meta.ip ?? 'unknown');
  if (!(await verifyPassword(user.passwordHash, given))) {
    await attempt.failed();
    throw new AppError('BAD_USER_INPUT', 'That is not your current password', { [field]: 'Not your current password' });
  }
  await attempt.succeeded();
}

/**
 * Ends the account's sessions on `tx`, all of them or all but `keep` (the browser making the
 * change); the ids, to announce after the commit so every instance closes their sockets.
 */
async function endSessionsOf(tx: EntityManager, userId: string, keep: string | null): Promise<string[]> {
  if (!keep) {
    await deleteSessionsOf(tx, userId);
    return [];
  }
  const rows = await tx.execute<{ id: string }[]>('delete from sessions where user_id = ? and id <> ? returning id', [userId, keep]);
  return rows.map((row) => row.id);
}

// ---------------------------------------------------------------------------------------------
// Forgot password

/**
 * "Forgot password": when an account has this address (and is not suspended), it gets an e-mail
 * with a single-use link that works for an hour. The caller hears the same whatever happens (the
 * route answers 202): whether the address has an account, and whether the limits held the mail
 * back, are nobody's business. Only a malformed address is refused, which tells nothing.
 *
 * Nor does the time of the answer tell: the request checks the address and its limits, queues one
 * job and answers, the same statements for every address. The job (sendPasswordReset) looks the
 * account up, makes the link and queues its mail.
 */
export async function requestPasswordReset(ctx: Pick<Context, 'em' | 'auth' | 'session' | 'mail' | 'logger'>, body: unknown): Promise<void> {
  const errors = new FieldErrors();
  const email = parseEmailField(asRecord(body), errors);
  errors.throwIfAny();
  if (!(await ctx.auth.limits.allowResetMail(email, ctx.session.meta.ip ?? 'unknown'))) {
    ctx.logger.info('password reset mail held back by its rate limit');
    return;
  }
  await ctx.em.transactional((tx) => addJob(tx, 'send_password_reset', { email, resetPage: ctx.mail.link(RESET_PAGE) }));
}

/**
 * The queued half of "forgot password" (the `send_password_reset` job): when `email` belongs to
 * an account that is not suspended, a new single-use link on `resetPage` is mailed to it; for any
 * other address nothing happens. The link and its mail commit together.
 */
export async function sendPasswordReset(em: EntityManager, email: string, resetPage: string): Promise<void> {
  await em.transactional(async (tx) => {
    const user = await tx.findOne(User, { email });
    if (!user || user.suspendedAt) return;
    const token = await issueAccountToken(tx, user.id, AccountTokenPurpose.PASSWORD_RESET);
    await queueMail(tx, resetMail(user.email, `${resetPage}?token=${token}`));
  });
}

const RESET_LINK_WORDS: LinkWords = {
  unknown: 'This reset link is not valid. Ask for a new one from the sign-in page.',
  used: 'This reset link has already been used. Ask for a new one if you still need it.',
  expired: 'This reset link has expired (they work for one hour). Ask for a new one.',
};

/** A link token from a body: present and not absurdly long (checked before any SQL). */
function tokenField(errors: FieldErrors, raw: Record<string, unknown>, incomplete: string): string {
  if (typeof raw.token !== 'string' || !raw.token) {
    errors.add('token', incomplete);
    return '';
  }
  if (raw.token.length > TOKEN_MAX_LENGTH) errors.add('token', 'Not a valid link');
  return raw.token;
}

/**
 * Whether a reset link still works, asked by its page as it opens, so that a used, expired or
 * unknown link says so before anyone types a password. Reads only: the link stays usable. The
 * answer tells nothing about the account; the checks from one network are limited like sign-ins.
 */
export async function checkResetLink(door: AuthDoor, body: unknown): Promise<void> {
  await door.auth.limits.consumeLinkCheck(door.session.meta.ip ?? 'unknown');
  const errors = new FieldErrors();
  const token = tokenField(errors, asRecord(body), 'The reset link is incomplete: open it again from the e-mail');
  errors.throwIfAny();
  await checkAccountToken(door.em, token, AccountTokenPurpose.PASSWORD_RESET, RESET_LINK_WORDS);
}

/**
 * A new password through a reset link: the link is used up, every session of the account ends
 * (a stolen session does not outlive the reset), and this browser is signed in afresh, so the
 * person lands in the app rather than on a form asking for what they just typed.
 */
export async function resetPassword(door: AuthDoor & Pick<Context, 'mail'>, body: unknown): Promise<User> {
  const raw = asRecord(body);
  const errors = new FieldErrors();
  const token = tokenField(errors, raw, 'The reset link is incomplete: open it again from the e-mail');
  const pass = passwordField(errors, raw, 'password', 'Enter a new password');
  checkNewPassword(errors, 'password', pass, '');
  errors.throwIfAny();
  const hash = await hashPassword(pass);

  const user = await door.em.transactional(async (tx) => {
    const { userId } = await useAccountToken(tx, token, AccountTokenPurpose.PASSWORD_RESET, RESET_LINK_WORDS);
    const user = await tx.findOneOrFail(User, { id: userId });
    refuseIfSuspended(user);
    const problems = new FieldErrors();
    checkNewPassword(problems, 'password', pass, user.email);
    // Thrown inside the transaction: a refused password does not use the link up.
    problems.throwIfAny();
    user.passwordHash = hash;
    await tx.flush();
    await endSessionsOf(tx, user.id, null);
    await retireAccountTokens(tx, user.id, AccountTokenPurpose.PASSWORD_RESET);
    // A new password is the owner taking the account back: an address change asked for under
    // the old one (perhaps by whoever else knew it) no longer goes through.
    await retireAccountTokens(tx, user.id, AccountTokenPurpose.EMAIL_CHANGE);
    await door.mail.queue(tx, passwordChangedMail(user.email, door.mail.link(FORGOT_PAGE)));
    await notify(tx, securityNotice(user.id, 'password_changed', 'Through a reset link. If it was not you, reset it again at once.'));
    return user;
  });
  announceSessionsEnded(door.auth.pubsub, user.id, 'password-changed');
  return signIn(door, user);
}

/**
 * A security event in the account's own notifications, beside the mail that already goes out at
 * once (those kinds are required: never turned off, never held). Account deletion is told by mail
 * only: the account, and its notifications with it, are gone the same moment.
 */
const securityNotice = (userId: string, kind: 'password_changed' | 'email_changed', body: string): NotifyInput => ({
  userId,
  kind,
  body,
  url: '/account',
  reason: "it is your account's security",
});

// ---------------------------------------------------------------------------------------------
// Account settings

/**
 * A new password, with the current one. Every other session of the account ends; the one making
 * the change stays signed in. An account without a password sets one through a reset link instead.
 */
export async function changePassword(ctx: AccountContext, body: unknown): Promise<void> {
  const me = assertCan(ctx.actor, 'account:update');
  const raw = asRecord(body);
  const errors = new FieldErrors();
  const current = passwordField(errors, raw, 'currentPassword', 'Enter your current password');
  const next = passwordField(errors, raw, 'newPassword', 'Enter a new password');
  checkNewPassword(errors, 'newPassword', next, '');
  errors.throwIfAny();

  const user = await ownUser(ctx.em, me);
  if (!user.passwordHash) {
    throw new AppError('BAD_USER_INPUT', 'Your account has no password yet: set one with the link we e-mail you', { currentPassword: 'No password set yet' });
  }
  const problems = new FieldErrors();
  checkNewPassword(problems, 'newPassword', next, user.email);
  if (next === current) problems.add('newPassword', 'Choose a password different from your current one');
  problems.throwIfAny();
  await confirmPassword(ctx, user, current, 'currentPassword');
  const hash = await hashPassword(next);

  const ended = await ctx.em.transactional(async (tx) => {
    await tx.execute('update users set password_hash = ?, updated_at = now() where id = ?', [hash, me.id]);
    await retireAccountTokens(tx, me.id, AccountTokenPurpose.PASSWORD_RESET);
    // As with a reset: a pending address change asked for under the old password stops here.
    await retireAccountTokens(tx, me.id, AccountTokenPurpose.EMAIL_CHANGE);
    await ctx.mail.queue(tx, passwordChangedMail(user.email, ctx.mail.link(FORGOT_PAGE)));
    await notify(tx, securityNotice(me.id, 'password_changed', 'From your account settings. Your other sessions were signed out.'));
    return endSessionsOf(tx, me.id, me.sessionId);
  });
  if (ended.length > 0) ctx.auth.pubsub.publish('SESSIONS_ENDED', { sessionIds: ended, cause: 'password-changed' });
}

/**
 * Asks to move the account to another address: a link goes to the NEW address, and nothing
 * changes until it is used (see confirmEmailChange). Needs the password, when the account has one.
 */
export async function requestEmailChange(ctx: AccountContext, body: unknown): Promise<{ pendingEmail: string }> {
  const me = assertCan(ctx.actor, 'account:update');
  const raw = asRecord(body);
  const errors = new FieldErrors();
  const email = parseEmailField(raw, errors);
  const given = raw.password === undefined || raw.password === '' ? '' : passwordField(errors, raw, 'password', 'Enter your password');
  errors.throwIfAny();

  const user = await ownUser(ctx.em, me);
  if (email === user.email) throw new AppError('BAD_USER_INPUT', 'That is already your e-mail address', { email: 'Already your address' });
  if (user.passwordHash) {
    if (!given) throw new AppError('BAD_USER_INPUT', 'Enter your password', { password: 'Enter your password' });
    await confirmPassword(ctx, user, given, 'password');
  }
  // Counted before the address is looked up: the answer below says whether it has an account,
  // so asking about other people's addresses is limited too.
  await ctx.auth.limits.consumeEmailChange(me.id, email);
  if (await ctx.em.count(User, { email })) {
    throw new AppError('CONFLICT', 'Another account already uses this e-mail address', { email: 'Already used by another account' });
  }
  await ctx.em.transactional(async (tx) => {
    const token = await issueAccountToken(tx, me.id, AccountTokenPurpose.EMAIL_CHANGE, email);
    await ctx.mail.queue(tx, confirmEmailMail(email, ctx.mail.link(`${CONFIRM_EMAIL_PAGE}?token=${token}`)));
  });
  return { pendingEmail: email };
}

const EMAIL_LINK_WORDS: LinkWords = {
  unknown: 'This confirmation link is not valid. Ask for a new one from your account settings.',
  used: 'This confirmation link has already been used.',
  expired: 'This confirmation link has expired (they work for 24 hours). Ask for a new one from your account settings.',
};

/**
 * Uses an e-mail change link: the account takes the new address, and the old one is told. The
 * link alone is enough (it may be opened on a phone where nobody is signed in): it was made for
 * the signed-in owner and proves the new address is theirs.
 */
export async function confirmEmailChange(ctx: Pick<Context, 'em' | 'mail'>, body: unknown): Promise<{ email: string }> {
  const raw = asRecord(body);
  const errors = new FieldErrors();
  const token = tokenField(errors, raw, 'The confirmation link is incomplete: open it again from the e-mail');
  errors.throwIfAny();
  try {
    return await ctx.em.transactional(async (tx) => {
      const { userId, newEmail } = await useAccountToken(tx, token, AccountTokenPurpose.EMAIL_CHANGE, EMAIL_LINK_WORDS);
      const user = await tx.findOneOrFail(User, { id: userId });
      const old = user.email;
      user.email = newEmail!;
      // The link went to the new address: following it proves the account receives mail there.
      user.emailVerifiedAt = new Date();
      await tx.flush();
      // Reset and verification links went to the old address, which no longer speaks for the account.
      await retireAccountTokens(tx, user.id, AccountTokenPurpose.PASSWORD_RESET);
      await retireAccountTokens(tx, user.id, AccountTokenPurpose.EMAIL_VERIFY);
      await ctx.mail.queue(tx, emailChangedMail(old, user.email, ctx.mail.link(FORGOT_PAGE)));
      await notify(tx, securityNotice(user.id, 'email_changed', `Mail now goes to ${user.email}.`));
      return { email: user.email };
    });
  } catch (error) {
    // Someone signed up with the address between the request and the click: the database decides.
    if (error instanceof UniqueConstraintViolationException) {
      throw new AppError('CONFLICT', 'Another account now uses this e-mail address, so it cannot become yours');
    }
    throw error;
  }
}

/**
 * Deletes the signed-in account, confirmed with its password (or, without one, by typing
 * DELETE). The profile, its picture, matches, connections, requests, blocks, sessions and links
 * go with it (the foreign keys cascade); what others keep is anonymised by the same keys:
 * messages they received lose their sender (shown as "Deleted account"), reports and audit
 * entries keep their readable labels. The last admin cannot leave the app without one.
 */
export async function deleteAccount(ctx: AccountContext, body: unknown): Promise<void> {
  const me = assertCan(ctx.actor, 'account:delete');
  const raw = asRecord(body);
  const user = await ownUser(ctx.em, me);
  if (user.passwordHash) {
    const errors = new FieldErrors();
    const given = passwordField(errors, raw, 'password', 'Enter your password to delete your account');
    errors.throwIfAny();
    await confirmPassword(ctx, user, given, 'password');
  } else if (raw.confirm !== DELETE_CONFIRMATION) {
    throw new AppError('BAD_USER_INPUT', `Type ${DELETE_CONFIRMATION} to confirm`, { confirm: `Type ${DELETE_CONFIRMATION} to confirm` });
  }

  const picture = await ctx.em.transactional(async (tx) => {
    // The same lock as the admins' role changes: the last admin cannot vanish under one of them.
    await tx.execute(`select pg_advisory_xact_lock(hashtext('account-administration'))`);
    if (user.role === UserRole.ADMIN && (await tx.count(User, { role: UserRole.ADMIN, suspendedAt: null })) <= 1) {
      throw new AppError('CONFLICT', 'You are the last admin: make another account an admin before deleting yours');
    }
    // A brand team keeps an owner: the last owner of a team with other members hands it on first.
    // The team's rows are locked as the team's own removals lock them, so the two take turns.
    await tx.execute('select id from brand_members where brand_id in (select brand_id from brand_members where user_id = ?) order by id for update', [me.id]);
    const orphaned = await tx.execute<{ name: string }[]>(
      `select b.name from brand_members m join brands b on b.id = m.brand_id
        where m.user_id = ? and m.role = 'owner'
          and not exists (select 1 from brand_members o where o.brand_id = m.brand_id and o.user_id <> m.user_id and o.role = 'owner')
          and exists (select 1 from brand_members o where o.brand_id = m.brand_id and o.user_id <> m.user_id)
        order by b.name`,
      [me.id],
    );
    if (orphaned.length > 0) {
      throw new AppError(
        'CONFLICT',
        `You are the last owner of ${orphaned.map((b) => b.name).join(', ')}: make another team member an owner before deleting your account`,
      );
    }
    const [profile] = await tx.execute<{ profile_picture_url: string | null }[]>('select profile_picture_url from profiles where user_id = ?', [me.id]);
    await ctx.mail.queue(tx, accountDeletedMail(user.email));
    // The briefs the account posted as itself go with it (their applications with them); the ones
    // it posted for a brand stay the brand's, their poster set to null by the foreign key.
    await tx.execute('delete from briefs where poster_id = ? and brand_id is null', [me.id]);
    await tx.execute('delete from users where id = ?', [me.id]);
    return pictureFileOf(profile?.profile_picture_url ?? null, ctx.uploadDir);
  });
  announceSessionsEnded(ctx.auth.pubsub, me.id);
  ctx.session.clear();
  ctx.actor = null;
  // After the commit: a rolled-back deletion keeps its picture.
  if (picture) await unlink(picture).catch(() => undefined);
}
