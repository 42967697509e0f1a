import type { EntityManager } from '@mikro-orm/postgresql';
import { assertCan, signedInUser, type Actor } from '../common/authz.js';
import { AppError } from '../common/errors.js';
import { User } from './user.entity.js';

/** The signed-in account, or null for a visitor (GraphQL `viewer`: asking is never an error). */
export function viewerAccount(em: EntityManager, actor: Actor | null): Promise<User | null> | null {
  const user = signedInUser(actor);
  return user ? em.findOne(User, { id: user.id }) : null;
}

/** The signed-in account with its private fields (REST GET /api/user): signed out is a 401. */
export async function ownAccount(em: EntityManager, actor: Actor | null): Promise<User> {
  const me = assertCan(actor, 'account:read');
  const user = await em.findOne(User, { id: me.id });
  // The session outlived its account (deleted in between): as good as signed out.
  if (!user) throw new AppError('UNAUTHENTICATED', 'Not signed in');
  return user;
}

/** What a suspended account hears at every sign-in door (REST 403, GraphQL FORBIDDEN); no address in it, as SUPPORT_EMAIL may be unset. */
/**
 * What a suspended account's sign-in is told. No promise of a way to support here: the web app
 * adds the support address where the site has one.
 */
export const SUSPENDED_ACCOUNT_MESSAGE = 'This account is suspended, so it cannot sign in.';

/** Refuses a sign-in into an account an admin has suspended. */
export function refuseIfSuspended(user: Pick<User, 'suspendedAt'>): void {
  if (user.suspendedAt) throw new AppError('FORBIDDEN', SUSPENDED_ACCOUNT_MESSAGE);
}
