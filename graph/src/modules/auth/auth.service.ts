import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../common/authz.js';
import type { Context, SessionControl, SessionMeta } from '../common/context.js';
import { AppError } from '../common/errors.js';
import { ACCOUNT_LIMITS } from '../../shared/limits.js';
import type { PubSub } from '../common/pubsub.js';
import type { MailKit } from '../mail/mail.js';
import { notify } from '../notification/notification.service.js';
import { announceSessionsEnded, endSession, startSession, viewerForSessionToken } from '../user/session.service.js';
import { ownAccount } from '../user/user.service.js';
import { UserIdentity } from '../user/user-identity.entity.js';
import { User, UserType } from '../user/user.entity.js';
import { refuseIfSuspended } from '../user/user.service.js';
import { normaliseEmail, parseLoginInput, parseRegisterInput, usernameFromEmail } from './auth.validation.js';
import type { FirebaseVerifier } from './firebase.js';
import { hashPassword, verifyPassword } from './password.js';
import type { AuthLimits } from './rate-limits.js';

/**
 * How sign-up and Google sign-in deal with proving addresses. The links that prove them belong to
 * the account module, which sits above this one (it signs people in after a reset), so its manifest
 * hands its functions in as the `addressProof` port (graph/src/modules/account/email-verification.ts).
 */
export type AddressProof = {
  /** Mails a new account the link that proves its address, queued on `tx` (the one that makes the account). */
  askForProof: (tx: EntityManager, mail: MailKit, user: { id: string; email: string }) => Promise<void>;
  /**
   * Hands the account `userId`, whose address was never proven, to the person Google vouches owns
   * it, on `tx`; false when its address turned out to be proven after all (nothing changed then).
   */
  takeOver: (tx: EntityManager, mail: MailKit, userId: string) => Promise<boolean>;
};

/** App-wide pieces the auth rules need, built once at start; the pubsub announces ended sessions. */
export type AuthKit = { limits: AuthLimits; firebase: FirebaseVerifier | null; pubsub: PubSub; addressProof: AddressProof };

declare module '../common/context.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface ModuleKits {
    auth: AuthKit;
  }
}

const GOOGLE = 'google';
const BAD_CREDENTIALS = 'Invalid email or password';

/** The session user as `GET /api/user` answers it (id, email, username, names, artistName, profileImageUrl), plus role (only 'admin' grants anything) and userType (a brand account has a workspace, not a dashboard). */
export const sessionUserJson = (user: User) => ({
  id: user.id,
  email: user.email,
  username: user.username,
  firstName: user.firstName,
  lastName: user.lastName,
  artistName: user.artistName,
  profileImageUrl: user.profileImageUrl,
  role: user.role,
  userType: user.userType,
  /** Whether the address is proven: the web app asks the owner to follow the link until it is. */
  emailVerified: user.emailVerifiedAt !== null,
});

/** What `GET /api/user` would answer the holder of a session cookie, or null for a visitor (the web page carries it). */
export async function sessionUserOf(em: EntityManager, token: string | undefined): Promise<ReturnType<typeof sessionUserJson> | null> {
  const actor = token ? await viewerForSessionToken(em, token) : null;
  return actor ? sessionUserJson(await ownAccount(em, actor)) : null;
}

/**
 * The request a sign-in or sign-out happens on. Its actor changes with it, so that the account a
 * sign-in returns is read by its new owner (its private fields are guarded by the policy).
 */
export type AuthDoor = { em: EntityManager; auth: AuthKit; session: SessionControl; actor: Actor | null };

/** "Chrome on macOS": what a notice says of a browser, from its user agent (the browser and system a person would name). */
export function deviceName(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : 'A browser';
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Mac OS X|Macintosh/.test(ua)
        ? 'macOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  return system ? `${browser} on ${system}` : browser;
}

/**
 * Remembers the browser a sign-in came from, and tells the account when it is one it never
 * signed in from before (a required security notice: in the app and by e-mail at once). The very
 * first sign-in of an account (its sign-up) tells nothing: there is no earlier browser to differ from.
 */
async function noteDevice(em: EntityManager, userId: string, meta: SessionMeta): Promise<void> {
  const deviceHash = createHash('sha256')
    .update(meta.userAgent ?? '')
    .digest('hex');
  await em.transactional(async (tx) => {
    const [row] = await tx.execute<{ inserted: boolean; others: number }[]>(
      `with known as (select count(*)::int as n from known_devices where user_id = ? and device_hash <> ?),
       noted as (insert into known_devices (user_id, device_hash) values (?, ?)
                 on conflict (user_id, device_hash) do update set last_seen_at = now() returning (xmax = 0) as inserted)
       select noted.inserted, known.n as others from noted, known`,
      [userId, deviceHash, userId, deviceHash],
    );
    if (!row?.inserted || row.others === 0) return;
    await notify(tx, {
      userId,
      kind: 'new_sign_in',
      groupKey: `device:${deviceHash.slice(0, 16)}`,
      body: `${deviceName(meta.userAgent)}${meta.ip ? `, from ${meta.ip}` : ''}. If it was not you, change your password at once.`,
      url: '/account',
      reason: "it is your account's security",
    });
  });
}

/** Signs the user in on this door: the old session (if any) ends, a new id is issued. A suspended account is refused. */
export async function signIn(door: AuthDoor, user: User): Promise<User> {
  const { em, auth: kit, session } = door;
  refuseIfSuspended(user);
  await endSession(em, kit.pubsub, session.token);
  const { token, expiresAt, actor } = await startSession(em, user, session.meta);
  await noteDevice(em, user.id, session.meta);
  session.issue(token, expiresAt);
  door.actor = actor;
  return user;
}

/** A free username: the wanted one, or with a short random suffix when taken. */
async function freeUsername(em: EntityManager, wanted: string): Promise<string> {
  if (!(await em.count(User, { username: wanted }))) return wanted;
  for (let i = 0; i < 5; i += 1) {
    const candidate = `${wanted.slice(0, 24)}_${randomBytes(3).toString('hex').slice(0, 4)}`;
    if (!(await em.count(User, { username: candidate }))) return candidate;
  }
  throw new AppError('CONFLICT', 'Could not find a free username: choose one');
}

async function insertUser(em: EntityManager, data: Partial<User> & Pick<User, 'email' | 'username'>): Promise<User> {
  const user = em.create(User, data);
  try {
    await em.flush();
  } catch (error) {
    // Two sign-ups racing for one e-mail or username: the database has the last word.
    if (error instanceof UniqueConstraintViolationException) {
      em.clear();
      const field = String(error.message).includes('username') ? 'username' : 'email';
      throw new AppError('CONFLICT', field === 'email' ? 'An account with this e-mail already exists' : 'That username is taken', {
        [field]: field === 'email' ? 'Already registered: sign in instead' : 'Already taken',
      });
    }
    throw error;
  }
  return user;
}

/**
 * A password sign-up. Its address is not proven yet: a link to prove it is mailed with the
 * account (in the same transaction), and the app asks for it without blocking anything else.
 */
export async function register(door: AuthDoor & Pick<Context, 'mail'>, body: unknown): Promise<User> {
  const { em, auth: kit, session } = door;
  // Only a sign-up that passes validation counts against the address's allowance: a typo in
  // the form must not use it up.
  const input = parseRegisterInput(body);
  await kit.limits.consumeRegister(session.meta.ip ?? 'unknown');
  if (await em.count(User, { email: input.email })) {
    throw new AppError('CONFLICT', 'An account with this e-mail already exists', { email: 'Already registered: sign in instead' });
  }
  let username: string;
  if (input.username) {
    if (await em.count(User, { username: input.username })) throw new AppError('CONFLICT', 'That username is taken', { username: 'Already taken' });
    username = input.username;
  } else {
    username = await freeUsername(em, usernameFromEmail(input.email));
  }
  const passwordHash = await hashPassword(input.password);
  const created = await em.transactional(async (tx) => {
    const user = await insertUser(tx, {
      email: input.email,
      username,
      firstName: input.firstName,
      lastName: input.lastName,
      userType: input.userType,
      passwordHash,
    });
    await kit.addressProof.askForProof(tx, door.mail, user);
    return user;
  });
  return signIn(door, await em.findOneOrFail(User, { id: created.id }));
}

export async function login(door: AuthDoor, body: unknown): Promise<User> {
  const { em, auth: kit, session } = door;
  const input = parseLoginInput(body);
  const attempt = await kit.limits.beginLogin(input.email, session.meta.ip ?? 'unknown');
  const user = await em.findOne(User, { email: input.email }, { populate: ['passwordHash'] });
  if (!(await verifyPassword(user?.passwordHash ?? null, input.password)) || !user) {
    await attempt.failed();
    throw new AppError('UNAUTHENTICATED', BAD_CREDENTIALS);
  }
  await attempt.succeeded();
  return signIn(door, user);
}

export async function logout(door: AuthDoor): Promise<void> {
  // The browser's other tabs hold this session too: they are told it was a sign-out.
  await endSession(door.em, door.auth.pubsub, door.session.token, 'signed-out');
  door.session.clear();
  door.actor = null;
}

function splitName(name: string | null): { firstName: string; lastName: string } {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: (parts[0] ?? '').slice(0, 80), lastName: parts.slice(1).join(' ').slice(0, 80) };
}

/**
 * Google sign-in: the identity comes from the verified token only. A known Google identity signs
 * in; a verified e-mail that matches an account links to it; otherwise a new account is made,
 * its address proven by Google.
 *
 * An account whose address was never proven may have been set up by someone else with the owner's
 * address (squatting it before the owner arrived). Google proves the owner has that address, so
 * the account is handed over cleanly: in one transaction with the link, every session ends, the
 * password goes, every outstanding link is retired and the address counts as proven; the owner is
 * told by mail. An account with a proven address simply gains the link.
 */
export async function signInWithFirebase(door: AuthDoor & Pick<Context, 'mail'>, idToken: unknown): Promise<User> {
  const { em, auth: kit, session } = door;
  if (!kit.firebase) throw new AppError('SERVICE_UNAVAILABLE', 'Google sign-in is not configured on this server');
  if (typeof idToken !== 'string' || idToken.length < ACCOUNT_LIMITS.idTokenMin || idToken.length > ACCOUNT_LIMITS.idTokenMax) {
    throw new AppError('BAD_USER_INPUT', 'A Firebase ID token is required', { idToken: 'Missing or malformed' });
  }
  // Which account a token names is known only once it is verified: the address limit applies.
  const attempt = await kit.limits.beginLogin(null, session.meta.ip ?? 'unknown');
  let identity;
  try {
    identity = await kit.firebase.verify(idToken);
  } catch {
    await attempt.failed();
    throw new AppError('UNAUTHENTICATED', 'Authentication failed');
  }
  await attempt.succeeded();

  const linked = await em.findOne(UserIdentity, { provider: GOOGLE, providerUid: identity.uid }, { populate: ['user'] });
  if (linked) return signIn(door, linked.user);

  if (!identity.email) throw new AppError('BAD_USER_INPUT', 'Your Google account has no e-mail address');
  const email = normaliseEmail(identity.email);
  const existing = await em.findOne(User, { email });
  // Before the link is written: a suspended account gains no new way in.
  if (existing) refuseIfSuspended(existing);
  if (existing && !identity.emailVerified) {
    throw new AppError('CONFLICT', 'Sign in with your password first: this Google e-mail is not verified', { email: 'Not verified by Google' });
  }
  if (existing && !existing.emailVerifiedAt) {
    const tookOver = await em.transactional(async (tx) => {
      const taken = await kit.addressProof.takeOver(tx, door.mail, existing.id);
      await linkGoogleIdentity(tx, existing.id, identity.uid, email);
      return taken;
    });
    if (tookOver) announceSessionsEnded(kit.pubsub, existing.id);
    return signIn(door, await em.refreshOrFail(existing));
  }
  if (existing) {
    await linkGoogleIdentity(em, existing.id, identity.uid, email);
    return signIn(door, existing);
  }
  const user = await insertUser(em, {
    email,
    username: await freeUsername(em, usernameFromEmail(email)),
    ...splitName(identity.name),
    profileImageUrl: identity.picture?.startsWith('https://') ? identity.picture.slice(0, 500) : null,
    userType: UserType.ARTIST,
    emailVerifiedAt: new Date(),
  });
  em.create(UserIdentity, { user, provider: GOOGLE, providerUid: identity.uid, email });
  await em.flush();
  return signIn(door, user);
}

/**
 * Links a Google identity to an account once: the same owner signing in several times at once
 * (each request saw no link yet) links it in the first and finds it made in the others.
 */
async function linkGoogleIdentity(em: EntityManager, userId: string, providerUid: string, email: string): Promise<void> {
  await em.execute(
    'insert into user_identities (id, user_id, provider, provider_uid, email, created_at) values (?, ?, ?, ?, ?, now()) on conflict (provider, provider_uid) do nothing',
    [randomUUID(), userId, GOOGLE, providerUid, email],
  );
}
