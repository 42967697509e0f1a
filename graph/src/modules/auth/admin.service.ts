import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../common/errors.js';
import type { PubSub } from '../common/pubsub.js';
import { endAllSessions } from '../user/session.service.js';
import { User, UserRole } from '../user/user.entity.js';
import { normaliseEmail, parseRegisterInput, usernameFromEmail } from './auth.validation.js';
import { hashPassword } from './password.js';

/**
 * Creates an admin, or promotes an existing account (and sets its password when one is given).
 * A role change ends the account's sessions, and closes their sockets through `pubsub`: the new
 * role starts on a fresh sign-in.
 */
export async function createOrPromoteAdmin(
  em: EntityManager,
  pubsub: PubSub,
  email: string,
  password: string | undefined,
): Promise<{ user: User; created: boolean }> {
  const existing = await em.findOne(User, { email: normaliseEmail(email) });
  if (existing) {
    if (password) {
      parseRegisterInput({ email, password });
      existing.passwordHash = await hashPassword(password);
    }
    const promoted = existing.role !== UserRole.ADMIN;
    existing.role = UserRole.ADMIN;
    await em.flush();
    if (promoted) await endAllSessions(em, pubsub, existing.id);
    return { user: existing, created: false };
  }
  if (!password) throw new AppError('BAD_USER_INPUT', 'A new admin needs --password');
  const input = parseRegisterInput({ email, password });
  const user = em.create(User, {
    email: input.email,
    username: usernameFromEmail(input.email),
    passwordHash: await hashPassword(input.password),
    role: UserRole.ADMIN,
    // The operator who makes an admin names its address: it counts as proven.
    emailVerifiedAt: new Date(),
  });
  await em.flush();
  return { user, created: true };
}
