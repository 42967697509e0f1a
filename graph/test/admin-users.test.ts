import { randomUUID } from 'node:crypto';
import { print } from 'graphql';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminAuditRouteQueryDocument, AdminUserRouteQueryDocument, AdminUsersRouteQueryDocument } from '../../web/src/gql/graphql.js';
import WebSocket from 'ws';
import { SESSION_ENDED, SESSION_END_REASONS } from '../src/graphql-ws.js';
import { setUserRole } from '../src/modules/admin/admin-users.service.js';
import type { Context } from '../src/modules/common/context.js';
import { Profile } from '../src/modules/profile/profile.entity.js';
import { User } from '../src/modules/user/user.entity.js';
import { SUSPENDED_ACCOUNT_MESSAGE } from '../src/modules/user/user.service.js';
import { createMemoryPubSub } from '../src/platform/events.js';
import { fieldsReturning } from './api-surface.js';
import { auditOf, createMatch, createSessionCookie, createUser, FULL_PROFILE, UserRole } from './seed-helpers.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * The back office's accounts: search, role changes, suspensions and their audit entries. Two app
 * instances share one event bus (standing in for Redis), so a suspension made on one closes the
 * suspended account's sockets on the other.
 */
let t: TestApp;
let other: TestApp;
let admin: { id: string; cookie: string };
let creator: { id: string; cookie: string };
const statements: string[] = [];

beforeAll(async () => {
  const pubsub = createMemoryPubSub();
  // No job workers: a job this file's tests queue must not run its SQL inside a counted window.
  t = await startTestApp({ WORKER: 'off' }, { pubsub, onQuery: (sql) => statements.push(sql) });
  other = await startTestApp({ WORKER: 'off' }, { pubsub });
  const a = await createUser(t.orm, { role: UserRole.ADMIN, firstName: 'Ada' });
  admin = { id: a.id, cookie: await createSessionCookie(t.orm, a.id) };
  const c = await createUser(t.orm);
  creator = { id: c.id, cookie: await createSessionCookie(t.orm, c.id) };
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const PASSWORD = 'a-strong-passphrase';
type Gql = { body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] } };
const as = (cookie?: string): Record<string, string> => (cookie ? { cookie } : {});
const codeOf = (result: Gql) => result.body.errors?.[0]?.extensions?.code;
const fieldsOf = (result: Gql) => result.body.errors?.[0]?.extensions?.fields as Record<string, string> | undefined;
const unique = () => randomUUID().slice(0, 8);

const ACCOUNT =
  'id email username displayName role createdAt lastSeenAt suspendedAt suspensionReason matchCount profileCompletion profile { artistName genres location }';
type Account = {
  id: string;
  email: string;
  username: string;
  displayName: string;
  role: 'CREATOR' | 'ADMIN';
  createdAt: string;
  lastSeenAt: string | null;
  suspendedAt: string | null;
  suspensionReason: string | null;
  matchCount: number;
  profileCompletion: number;
  profile: { artistName: string; genres: string[]; location: string } | null;
};

const setRole = (userId: string, role: string, cookie = admin.cookie) =>
  t.gql(`mutation ($userId: ID!, $role: UserRole!) { setUserRole(userId: $userId, role: $role) { ${ACCOUNT} } }`, { userId, role }, as(cookie));
const suspend = (userId: string, reason: string, cookie = admin.cookie) =>
  t.gql(`mutation ($userId: ID!, $reason: String!) { suspendUser(userId: $userId, reason: $reason) { ${ACCOUNT} } }`, { userId, reason }, as(cookie));
const unsuspend = (userId: string, cookie = admin.cookie) =>
  t.gql(`mutation ($userId: ID!) { unsuspendUser(userId: $userId) { ${ACCOUNT} } }`, { userId }, as(cookie));
async function account(id: string): Promise<Account | null> {
  const { body } = await t.gql<{ adminUser: Account | null }>(`query ($id: ID!) { adminUser(id: $id) { ${ACCOUNT} } }`, { id }, as(admin.cookie));
  expect(body.errors).toBeUndefined();
  return body.data!.adminUser;
}

/** An account with a password, signed up (and so signed in once) through the API. */
async function registered(firstName = 'Maya'): Promise<{ id: string; email: string; username: string; cookie: string }> {
  const email = `users-${unique()}@example.test`;
  const response = await fetch(`${t.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, firstName, lastName: 'Reed' }),
  });
  expect(response.status).toBe(201);
  const user = (await response.json()) as { id: string; username: string };
  return { id: user.id, email, username: user.username, cookie: /sb_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')![0] };
}

const login = (email: string) =>
  fetch(`${t.baseUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });

/** Whether a session cookie still signs its account in. */
async function signedInWith(cookie: string): Promise<boolean> {
  const response = await fetch(`${t.baseUrl}/api/user`, { headers: { cookie } });
  return response.status === 200;
}

/**
 * A creator with a profile (in the directory) and one match. The profile is written directly: a
 * save through the API would queue a recompute that any test app's worker may run, changing the
 * match count under the test.
 */
async function visibleCreator(profile: Partial<Profile> = FULL_PROFILE) {
  const user = await registered();
  const artistName = `Suspendable ${unique()}`;
  const em = t.orm.em.fork();
  em.create(Profile, { ...profile, user: em.getReference(User, user.id), artistName });
  await em.flush();
  // As a profile save keeps it: the account carries the stage name too.
  await em.nativeUpdate(User, { id: user.id }, { artistName });
  await createMatch(t.orm, user.id, { score: 88 });
  return { ...user, artistName };
}

async function suggestedTo(cookie: string): Promise<string[]> {
  const { body } = await t.gql<{ connectionSuggestions: { creator: { username: string } }[] }>(
    '{ connectionSuggestions(first: 50) { creator { username } } }',
    {},
    as(cookie),
  );
  expect(body.errors).toBeUndefined();
  return body.data!.connectionSuggestions.map((s) => s.creator.username);
}

async function inDirectory(artistName: string, viewerCookie?: string): Promise<boolean> {
  const { body } = await t.gql<{ creators: { edges: { node: { artistName: string } }[] } }>(
    'query ($s: String) { creators(search: $s, first: 5) { edges { node { artistName } } } }',
    { s: artistName },
    as(viewerCookie),
  );
  return body.data!.creators.edges.some((e) => e.node.artistName === artistName);
}
async function pageOf(username: string): Promise<boolean> {
  const { body } = await t.gql<{ creator: { id: string } | null }>('query ($u: String!) { creator(username: $u) { id } }', { u: username });
  expect(body.errors).toBeUndefined();
  return body.data!.creator !== null;
}

describe('adminUsers and adminUser', () => {
  it('searches by name, username and e-mail, newest first, with pages', async () => {
    const tag = unique();
    const made = [];
    // A second apart: two accounts made in the same millisecond would tie on "newest first".
    const start = Date.now() - 60_000;
    for (let i = 0; i < 3; i += 1) made.push(await createUser(t.orm, { firstName: `Paged${tag}`, createdAt: new Date(start + i * 1000) }));
    const query =
      'query ($s: String, $after: String, $role: UserRole) { adminUsers(search: $s, first: 2, after: $after, role: $role) { totalCount pageInfo { hasNextPage endCursor } edges { node { id role } } } }';
    type Page = { adminUsers: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: { id: string; role: string } }[] } };

    const first = await t.gql<Page>(query, { s: `paged${tag.toUpperCase()}` }, as(admin.cookie));
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data!.adminUsers.totalCount).toBe(3);
    expect(first.body.data!.adminUsers.pageInfo.hasNextPage).toBe(true);
    const second = await t.gql<Page>(query, { s: `Paged${tag}`, after: first.body.data!.adminUsers.pageInfo.endCursor }, as(admin.cookie));
    expect(second.body.data!.adminUsers.pageInfo.hasNextPage).toBe(false);
    const ids = [...first.body.data!.adminUsers.edges, ...second.body.data!.adminUsers.edges].map((e) => e.node.id);
    expect(ids).toEqual(made.map((u) => u.id).reverse());

    // By e-mail and username (their unique part), and by role.
    const byEmail = await t.gql<Page>(query, { s: made[0]!.email.split('@')[0] }, as(admin.cookie));
    expect(byEmail.body.data!.adminUsers.edges.map((e) => e.node.id)).toEqual([made[0]!.id]);
    const byUsername = await t.gql<Page>(query, { s: made[1]!.username }, as(admin.cookie));
    expect(byUsername.body.data!.adminUsers.edges.map((e) => e.node.id)).toEqual([made[1]!.id]);
    const admins = await t.gql<Page>(query, { s: `Paged${tag}`, role: 'ADMIN' }, as(admin.cookie));
    expect(admins.body.data!.adminUsers.totalCount).toBe(0);

    // By account type: brand accounts are not creators, whatever their role.
    await t.orm.em.fork().execute(`update users set user_type = 'brand' where id = ?`, [made[1]!.id]);
    const typed = `query ($s: String, $type: AccountType) { adminUsers(search: $s, accountType: $type) { totalCount edges { node { id userType } } } }`;
    type Typed = { adminUsers: { totalCount: number; edges: { node: { id: string; userType: string } }[] } };
    const brands = await t.gql<Typed>(typed, { s: `Paged${tag}`, type: 'BRAND' }, as(admin.cookie));
    expect(brands.body.data!.adminUsers.edges.map((e) => e.node)).toEqual([{ id: made[1]!.id, userType: 'BRAND' }]);
    const creators = await t.gql<Typed>(typed, { s: `Paged${tag}`, type: 'CREATOR' }, as(admin.cookie));
    expect(creators.body.data!.adminUsers.edges.map((e) => e.node.id)).toEqual([made[2]!.id, made[0]!.id]);
    const unknownType = await t.gql<Typed>(typed, { s: `Paged${tag}`, type: 'LABEL' }, as(admin.cookie));
    expect(unknownType.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    // A percent sign is a character, not a wildcard.
    const wildcard = await t.gql<Page>(query, { s: '%' }, as(admin.cookie));
    expect(wildcard.body.data!.adminUsers.totalCount).toBe(0);
  });

  it('refuses visitors and creators, and a search past its limit before any SQL', async () => {
    const query = '{ adminUsers { totalCount } }';
    expect(codeOf(await t.gql(query))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(query, {}, as(creator.cookie)))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql('query ($id: ID!) { adminUser(id: $id) { id } }', { id: admin.id }, as(creator.cookie)))).toBe('FORBIDDEN');

    statements.length = 0;
    const long = await t.gql('query ($s: String) { adminUsers(search: $s) { totalCount } }', { s: 'x'.repeat(101) }, as(admin.cookie));
    expect(codeOf(long)).toBe('BAD_USER_INPUT');
    expect(long.body.errors![0]!.message).toBe('search must be at most 100 characters');
    // Only the session lookup ran.
    expect(statements.filter((sql) => sql.includes('profiles'))).toEqual([]);
    expect(codeOf(await t.gql('query ($id: ID!) { adminUser(id: $id) { id } }', { id: 'nope' }, as(admin.cookie)))).toBe('BAD_USER_INPUT');
  });

  it('opens an account: sign-up date, last seen, profile summary, match count, role and standing', async () => {
    const user = await visibleCreator();
    const found = await account(user.id);
    expect(found).toMatchObject({
      id: user.id,
      email: user.email,
      username: user.username,
      displayName: user.artistName,
      role: 'CREATOR',
      suspendedAt: null,
      suspensionReason: null,
      matchCount: 1,
      profile: { artistName: user.artistName, genres: FULL_PROFILE.genres, location: FULL_PROFILE.location },
    });
    expect(found!.profileCompletion).toBeGreaterThanOrEqual(70);
    expect(Date.now() - Date.parse(found!.createdAt)).toBeLessThan(60_000);
    // Signing up signed them in: seen then.
    expect(Date.now() - Date.parse(found!.lastSeenAt!)).toBeLessThan(60_000);
    expect(await account(randomUUID())).toBeNull();

    // An account that never saved a profile has none, at 0%.
    const bare = await account(creator.id);
    expect(bare).toMatchObject({ profile: null, profileCompletion: 0, matchCount: 0, lastSeenAt: null });
  });

  it('keeps last seen with the session touch: at most every five minutes, in the touch statement itself', async () => {
    const user = await createUser(t.orm);
    const cookie = await createSessionCookie(t.orm, user.id, { lastSeenAt: new Date(Date.now() - 10 * 60_000) });
    statements.length = 0;
    expect(await signedInWith(cookie)).toBe(true);
    const writes = statements.filter((sql) => /update "?(sessions|users)\b/i.test(sql));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/update sessions[\s\S]*update users/);
    const seen = (await account(user.id))!.lastSeenAt!;
    expect(Date.now() - Date.parse(seen)).toBeLessThan(60_000);

    // Within the five minutes nothing is written.
    statements.length = 0;
    expect(await signedInWith(cookie)).toBe(true);
    expect(statements.filter((sql) => /update "?(sessions|users)\b/i.test(sql))).toEqual([]);
    expect((await account(user.id))!.lastSeenAt).toBe(seen);
  });

  it("reads each back-office page in a fixed number of statements, whatever the page's size", async () => {
    const count = async (document: string, variables: Record<string, unknown>) => {
      statements.length = 0;
      const { body } = await t.gql(document, variables, as(admin.cookie));
      expect(body.errors).toBeUndefined();
      return statements.length;
    };
    const users = print(AdminUsersRouteQueryDocument);
    const full = await count(users, {});
    // The session's lookup, the page (accounts, profiles and match counts) and its count.
    expect(full).toBe(3);
    expect(await count(users, { search: admin.id.slice(0, 4), role: 'ADMIN', suspended: false })).toBe(full);
    // The session's lookup and the account.
    expect(await count(print(AdminUserRouteQueryDocument), { id: creator.id })).toBe(2);
    const audit = print(AdminAuditRouteQueryDocument);
    const log = await count(audit, {});
    expect(log).toBeLessThanOrEqual(4);
    expect(await count(audit, { action: 'user', actorId: admin.id })).toBe(log);
  });

  it('is returned only by the admin operations', () => {
    expect(fieldsReturning(t.app.schema, 'AdminUser').sort()).toEqual([
      'AdminUsersEdge.node',
      'Mutation.setUserRole',
      'Mutation.suspendUser',
      'Mutation.unsuspendUser',
      'Query.adminUser',
    ]);
  });
});

describe('setUserRole', () => {
  it('makes a creator an admin and back, ending their sessions, with one user.role entry each', async () => {
    const user = await registered();
    const promoted = await setRole(user.id, 'ADMIN');
    expect(promoted.body.errors).toBeUndefined();
    expect((promoted.body.data!.setUserRole as Account).role).toBe('ADMIN');
    expect(await signedInWith(user.cookie)).toBe(false);
    let entries = await auditOf(t.orm, 'user', user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'user.role',
      targetType: 'user',
      targetLabel: `Maya Reed (${user.email})`,
      before: { role: 'creator' },
      after: { role: 'admin' },
      actorId: admin.id,
    });

    // The same role again changes nothing and writes nothing.
    expect(codeOf(await setRole(user.id, 'ADMIN'))).toBeUndefined();
    expect(await auditOf(t.orm, 'user', user.id)).toHaveLength(1);

    expect((await setRole(user.id, 'CREATOR')).body.errors).toBeUndefined();
    entries = await auditOf(t.orm, 'user', user.id);
    expect(entries.map((e) => e.action)).toEqual(['user.role', 'user.role']);
    expect(entries[0]).toMatchObject({ before: { role: 'admin' }, after: { role: 'creator' } });
  });

  it("refuses visitors, creators, one's own role and bad ids, writing nothing", async () => {
    const user = await registered();
    expect(codeOf(await setRole(user.id, 'ADMIN', ''))).toBe('UNAUTHENTICATED');
    expect(codeOf(await setRole(user.id, 'ADMIN', creator.cookie))).toBe('FORBIDDEN');
    const self = await setRole(admin.id, 'CREATOR');
    expect(codeOf(self)).toBe('FORBIDDEN');
    expect(self.body.errors![0]!.message).toBe('You cannot change your own role: another admin can');
    expect(codeOf(await setRole(randomUUID(), 'ADMIN'))).toBe('NOT_FOUND');
    expect(fieldsOf(await setRole('12', 'ADMIN'))).toEqual({ userId: 'Not an account id (a UUID)' });
    expect(codeOf(await setRole(user.id, 'OWNER'))).toBe('BAD_USER_INPUT');
    expect(await auditOf(t.orm, 'user', user.id)).toEqual([]);
    expect(await auditOf(t.orm, 'user', admin.id)).toEqual([]);
    expect(await signedInWith(user.cookie)).toBe(true);
  });

  it('lets only one of two admins demoting each other at once win', async () => {
    const [a, b] = [await createUser(t.orm, { role: UserRole.ADMIN }), await createUser(t.orm, { role: UserRole.ADMIN })];
    const [cookieA, cookieB] = [await createSessionCookie(t.orm, a.id), await createSessionCookie(t.orm, b.id)];
    const codes = (await Promise.all([setRole(b.id, 'CREATOR', cookieA), setRole(a.id, 'CREATOR', cookieB)])).map(codeOf);
    // The loser is no admin by the time its change runs, or (its session ended) no longer signed in.
    expect(codes.filter((code) => code === undefined)).toHaveLength(1);
    expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(codes.find((code) => code !== undefined));
    const roles = [(await account(a.id))!.role, (await account(b.id))!.role].sort();
    expect(roles).toEqual(['ADMIN', 'CREATOR']);
    expect((await auditOf(t.orm, 'user', a.id)).length + (await auditOf(t.orm, 'user', b.id)).length).toBe(1);
  });

  it('never demotes the last admin who can sign in', async () => {
    // Two admins acting at once, the second a moment after the first demoted it: the only
    // moment the rule is not already kept by "never your own role". Played in a transaction that
    // is rolled back, where every other admin is a creator, so that no other test sees it.
    const [survivor, demoted] = [await createUser(t.orm, { role: UserRole.ADMIN }), await createUser(t.orm, { role: UserRole.ADMIN })];
    const rollback = new Error('rollback');
    let outcome: unknown;
    await t.orm.em
      .fork()
      .transactional(async (tx) => {
        await tx.execute(`update users set role = 'creator' where role = 'admin' and id <> ?`, [survivor.id]);
        const ctx = {
          em: tx,
          actor: { kind: 'user', id: demoted.id, role: 'admin', sessionId: randomUUID() },
          pubsub: t.app.pubsub,
          requestId: 'last-admin',
          session: { meta: { ip: null, userAgent: null } },
        } as unknown as Context;
        outcome = await setUserRole(ctx, survivor.id, UserRole.CREATOR).catch((error: unknown) => error);
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    expect(outcome).toMatchObject({ code: 'BAD_USER_INPUT', fields: { userId: 'The last admin' } });
    expect((outcome as Error).message).toContain('is the last admin');
    expect((await account(survivor.id))!.role).toBe('ADMIN');
  });
});

describe('suspendUser and unsuspendUser', () => {
  it('suspends with a reason: sign-in refused with the message, sessions and sockets end, hidden everywhere; unsuspending undoes it', async () => {
    // A genre only these two share: the suspended creator is the watcher's one suggestion.
    const genre = `Genre ${unique()}`;
    const user = await visibleCreator({ ...FULL_PROFILE, genres: [genre] });
    const watcher = await visibleCreator({ genres: [genre] });
    expect(await inDirectory(user.artistName, watcher.cookie)).toBe(true);
    expect(await pageOf(user.username)).toBe(true);
    expect(await suggestedTo(watcher.cookie)).toEqual([user.username]);

    // An open socket on the other instance.
    const closed: { code: number | null; reason: string | null } = { code: null, reason: null };
    let connected!: () => void;
    const ready = new Promise<void>((resolve) => (connected = resolve));
    const socket = createClient({
      url: `${other.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { origin: other.baseUrl, cookie: user.cookie } });
        }
      },
      lazy: false,
      retryAttempts: 0,
      onNonLazyError: () => undefined,
      on: {
        connected: () => connected(),
        closed: (event) => void ((closed.code ??= (event as { code: number }).code), (closed.reason ??= (event as { reason: string }).reason)),
      },
    });
    try {
      await ready;
      const result = await suspend(user.id, '  Spam in direct messages, reported three times.  ');
      expect(result.body.errors).toBeUndefined();
      const suspended = result.body.data!.suspendUser as Account;
      expect(suspended).toMatchObject({ suspensionReason: 'Spam in direct messages, reported three times.' });
      expect(Date.now() - Date.parse(suspended.suspendedAt!)).toBeLessThan(60_000);
      await expect.poll(() => closed.code).toBe(SESSION_ENDED.code);
      // The tab is told why, so that it can say so.
      expect(closed.reason).toBe(SESSION_END_REASONS.suspended);
    } finally {
      await socket.dispose();
    }

    const entries = await auditOf(t.orm, 'user', user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'user.suspend',
      targetLabel: `${user.artistName} (${user.email})`,
      before: { suspended: false },
      after: { suspended: true, reason: 'Spam in direct messages, reported three times.' },
    });

    // Signed out everywhere, and no door lets them back in.
    expect(await signedInWith(user.cookie)).toBe(false);
    const rest = await login(user.email);
    expect(rest.status).toBe(403);
    expect(await rest.json()).toEqual({ error: SUSPENDED_ACCOUNT_MESSAGE });
    expect(SUSPENDED_ACCOUNT_MESSAGE).toBe('This account is suspended, so it cannot sign in.');
    const graphql = await t.gql('mutation ($i: LoginInput!) { login(input: $i) { id } }', { i: { email: user.email, password: PASSWORD } });
    expect(graphql.body.errors?.[0]).toMatchObject({ message: SUSPENDED_ACCOUNT_MESSAGE, extensions: { code: 'FORBIDDEN' } });
    // A wrong password still says only that: the suspension is told to the owner alone.
    const guess = await fetch(`${t.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: 'not-the-password' }),
    });
    expect(guess.status).toBe(401);
    const [sessions] = await t.orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from sessions where user_id = ?', [user.id]);
    expect(sessions!.n).toBe(0);

    // Gone from the directory, their page and suggestions.
    expect(await inDirectory(user.artistName)).toBe(false);
    expect(await inDirectory(user.artistName, watcher.cookie)).toBe(false);
    expect(await pageOf(user.username)).toBe(false);
    expect(await suggestedTo(watcher.cookie)).toEqual([]);
    const admins = await t.gql<{ adminUsers: { edges: { node: { id: string } }[] } }>(
      'query ($s: String) { adminUsers(search: $s, suspended: true) { edges { node { id } } } }',
      { s: user.email },
      as(admin.cookie),
    );
    expect(admins.body.data!.adminUsers.edges.map((e) => e.node.id)).toEqual([user.id]);

    // Unsuspended: one more entry, and everything is back.
    const back = await unsuspend(user.id);
    expect(back.body.errors).toBeUndefined();
    expect(back.body.data!.unsuspendUser).toMatchObject({ suspendedAt: null, suspensionReason: null });
    const after = await auditOf(t.orm, 'user', user.id);
    expect(after.map((e) => e.action)).toEqual(['user.unsuspend', 'user.suspend']);
    expect(after[0]).toMatchObject({ before: { suspended: true, reason: 'Spam in direct messages, reported three times.' }, after: { suspended: false } });
    expect((await login(user.email)).status).toBe(200);
    expect(await inDirectory(user.artistName, watcher.cookie)).toBe(true);
    expect(await pageOf(user.username)).toBe(true);
    expect(await suggestedTo(watcher.cookie)).toEqual([user.username]);
  });

  it('refuses a missing or long reason at its field, oneself, visitors, creators and a second suspension, writing nothing', async () => {
    const user = await registered();
    expect(fieldsOf(await suspend(user.id, '   '))).toEqual({ reason: 'Give a reason: other admins read it' });
    const long = await suspend(user.id, 'x'.repeat(501));
    expect(long.body.errors?.[0]).toMatchObject({
      message: 'reason must be at most 500 characters',
      extensions: { code: 'BAD_USER_INPUT', fields: { reason: 'At most 500 characters' } },
    });
    expect(codeOf(await suspend(user.id, 'Spam', ''))).toBe('UNAUTHENTICATED');
    expect(codeOf(await suspend(user.id, 'Spam', creator.cookie))).toBe('FORBIDDEN');
    expect(codeOf(await unsuspend(user.id, creator.cookie))).toBe('FORBIDDEN');
    const self = await suspend(admin.id, 'Testing');
    expect(self.body.errors?.[0]).toMatchObject({ message: 'You cannot suspend your own account', extensions: { code: 'FORBIDDEN' } });
    expect(fieldsOf(await unsuspend(user.id))).toEqual({ userId: 'Not suspended' });
    expect(await auditOf(t.orm, 'user', user.id)).toEqual([]);
    expect(await signedInWith(user.cookie)).toBe(true);

    expect((await suspend(user.id, 'Fake accounts')).body.errors).toBeUndefined();
    expect(fieldsOf(await suspend(user.id, 'Again'))).toEqual({ userId: 'Already suspended' });
    expect((await auditOf(t.orm, 'user', user.id)).map((e) => e.action)).toEqual(['user.suspend']);
    // A session that slipped in beside the suspension signs nobody in.
    expect(await signedInWith(await createSessionCookie(t.orm, user.id))).toBe(false);
  });
});
