import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertCan, signedInUser, type Actor, type CreatorAction, type UserActor } from '../common/authz.js';
import { AppError } from '../common/errors.js';
import { User, UserRole } from './user.entity.js';

/**
 * The rules of an account's role and standing, for every door that changes them: the back office's
 * account page (admin-users) and a moderation report resolved with a suspension. One set of
 * guards, one lock, so that neither door can do what the other refuses.
 */

/** The name people know an account by: the stage name, else the full name, else the username. */
export const displayNameOf = (user: { artistName: string | null; firstName: string; lastName: string; username: string }) =>
  user.artistName?.trim() || `${user.firstName} ${user.lastName}`.trim() || user.username;

/**
 * The account, locked for this transaction, after the one lock that every change to a role or
 * standing takes first (shared by every instance): such changes run one after the other, so two
 * admins acting at once see each other's change. NOT_FOUND when there is no such account.
 */
export async function lockAccountForAdministration(tx: EntityManager, id: string): Promise<User> {
  await tx.execute(`select pg_advisory_xact_lock(hashtext('account-administration'))`);
  const user = await tx.findOne(User, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!user) throw new AppError('NOT_FOUND', 'No such account');
  return user;
}

/**
 * The rules every change to an account's role or standing keeps, checked under
 * `lockAccountForAdministration`: the platform keeps at least one admin who can sign in, and the
 * acting admin must still be one (an admin demoted or suspended a moment ago acts no more).
 */
export async function assertAdminsRemain(tx: EntityManager, admin: UserActor, target: User, targetLosesAdmin: boolean): Promise<void> {
  const [row] = await tx.execute<{ others: number; actorActive: boolean | null }[]>(
    `select count(*) filter (where id <> ?)::int as others, bool_or(id = ?) as "actorActive" from users where role = 'admin' and suspended_at is null`,
    [target.id, admin.id],
  );
  const activeAdmin = target.role === UserRole.ADMIN && target.suspendedAt === null;
  if (targetLosesAdmin && activeAdmin && (row?.others ?? 0) === 0) {
    throw new AppError('BAD_USER_INPUT', `${displayNameOf(target)} is the last admin: make another account an admin first`, { userId: 'The last admin' });
  }
  if (!row?.actorActive) throw new AppError('FORBIDDEN', 'Admins only');
}

/**
 * Marks a locked account suspended: never one's own, never the last admin who can sign in. The
 * caller flushes, ends the account's sessions in the same transaction, and announces it after the
 * commit so that every instance closes the account's sockets.
 */
export async function suspendLockedAccount(tx: EntityManager, admin: UserActor, target: User, reason: string): Promise<void> {
  if (target.id === admin.id) throw new AppError('FORBIDDEN', 'You cannot suspend your own account');
  await assertAdminsRemain(tx, admin, target, true);
  target.suspendedAt = new Date();
  target.suspensionReason = reason;
}

/**
 * A creator's account (any signed-in account but a brand account: brands are asked, they do not
 * ask), or the policy's refusal for `action`.
 */
export async function assertCreatorAccount(em: EntityManager, actor: Actor | null, action: CreatorAction): Promise<UserActor> {
  // The session already put the account in this request's identity map: no query.
  const signedIn = signedInUser(actor);
  const account = signedIn ? await em.findOne(User, { id: signedIn.id }) : null;
  return assertCan(actor, action, { accountType: account?.userType ?? '' });
}
