import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiKeyChecksum, generateApiKey, isWellFormedApiKey } from '../src/modules/partner/api-key-format.js';
import { deleteOldApiCalls } from '../src/modules/partner/api-call.service.js';
import { apiCallRecorder } from '../src/modules/partner/api-call.recorder.js';
import { createLogger } from '../src/logger.js';
import { bearer, codeOf, CREATE_KEY, inAYear, issueKey, teamBrand, type Grant, type TeamBrand } from './api-key-helpers.js';
import { auditOf, createSessionCookie, createUser } from './seed-helpers.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * Partner API keys: their format, refused before any database read when malformed; creating,
 * listing, rolling and revoking them as a brand's owners; a key as the actor of POST /graphql,
 * cookies ignored; revocation and expiry seen at once by two instances; last use; the calls log.
 */

let a: TestApp;
let b: TestApp;
/** Every SQL statement each app's ORM ran, in order. */
const queries = { a: [] as string[], b: [] as string[] };

beforeAll(async () => {
  // No worker: nothing but the requests themselves touches the database, so counting queries is exact.
  [a, b] = await Promise.all([
    startTestApp({ WORKER: 'off' }, { onQuery: (sql) => queries.a.push(sql) }),
    startTestApp({ WORKER: 'off' }, { onQuery: (sql) => queries.b.push(sql) }),
  ]);
  // Each app's first connection checks its database: done here, outside the counts.
  await Promise.all([a.orm.em.fork().execute('select 1'), b.orm.em.fork().execute('select 1')]);
}, 60_000);

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
});

const READ_PAGE: Grant[] = [{ resource: 'BRAND_PAGE', access: 'READ' }];
const KEYS = `query Keys($slug: String!) { brand(slug: $slug) { apiKeys { id name lastFour expiresAt lastUsedAt revokedAt previousSecretUntil lastUsedAddress lastUsedAgent grants { resource access } } } }`;
const VIEWER = 'query Viewer { viewer { id } }';
const REVOKE = 'mutation Revoke($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }';
const ROLL = 'mutation Roll($id: ID!, $graceHours: Int!) { rollApiKey(id: $id, graceHours: $graceHours) { secret key { id lastFour previousSecretUntil } } }';

/** The statements an app ran while `run` ran. */
async function queriesDuring(app: 'a' | 'b', run: () => Promise<unknown>): Promise<string[]> {
  const before = queries[app].length;
  await run();
  return queries[app].slice(before);
}

describe('the key format', () => {
  it('is sbk_live_, 30 base62 characters and the base62 CRC32 of the rest, padded to 6', () => {
    const key = generateApiKey();
    expect(key).toMatch(/^sbk_live_[0-9A-Za-z]{36}$/);
    expect(key.slice(-6)).toBe(apiKeyChecksum(key.slice(0, -6)));
    expect(isWellFormedApiKey(key)).toBe(true);
    // Two keys never repeat (30 characters of base62: 178 bits).
    expect(generateApiKey()).not.toBe(key);
  });

  it('refuses a changed character, a wrong checksum, another prefix or length', () => {
    const key = generateApiKey();
    const flipped = key.slice(0, 12) + (key[12] === 'a' ? 'b' : 'a') + key.slice(13);
    expect(isWellFormedApiKey(flipped)).toBe(false);
    expect(isWellFormedApiKey(key.slice(0, -1) + (key.at(-1) === '0' ? '1' : '0'))).toBe(false);
    expect(isWellFormedApiKey(key.replace('sbk_live_', 'sbk_test_'))).toBe(false);
    expect(isWellFormedApiKey(`${key}0`)).toBe(false);
    expect(isWellFormedApiKey(key.replace(key[20]!, '-'))).toBe(false);
  });

  it('answers 401 "Invalid API key" to a malformed key before any database read', async () => {
    const key = generateApiKey();
    const bad = [
      'Bearer nope',
      `Bearer ${key.slice(0, -1)}${key.at(-1) === 'A' ? 'B' : 'A'}`,
      `Bearer ${key.slice(0, 10)}`,
      `Basic ${Buffer.from('user:pass').toString('base64')}`,
      `Bearer ${'x'.repeat(5000)}`,
    ];
    for (const authorization of bad) {
      let response: Awaited<ReturnType<TestApp['gql']>> | undefined;
      const ran = await queriesDuring('a', async () => {
        response = await a.gql(VIEWER, {}, { authorization });
      });
      expect(response!.status, authorization.slice(0, 40)).toBe(401);
      expect(codeOf(response!.body)).toBe('UNAUTHENTICATED');
      expect(response!.body.errors?.[0]?.message).toBe('Invalid API key');
      expect(ran, authorization.slice(0, 40)).toEqual([]);
    }
  });

  it('reads the key table once for a well-formed key it does not know, and refuses it', async () => {
    let response: Awaited<ReturnType<TestApp['gql']>> | undefined;
    const ran = await queriesDuring('a', async () => {
      response = await a.gql(VIEWER, {}, bearer(generateApiKey()));
    });
    expect(response!.status).toBe(401);
    expect(response!.body.errors?.[0]?.message).toBe('Invalid API key');
    expect(ran, ran.join('\n')).toHaveLength(1);
    expect(ran[0]).toContain('api_keys');
  });
});

describe('keys as their brand’s owners manage them', () => {
  let brand: TeamBrand;
  beforeAll(async () => {
    brand = await teamBrand(a.orm);
  });

  it('creates a key, shows its secret once and lists it with its last four characters and grants', async () => {
    const created = await a.gql<{ createApiKey: { secret: string; key: { id: string; lastFour: string; grants: Grant[] } } }>(
      CREATE_KEY,
      {
        input: {
          brandId: brand.id,
          name: '  Shop sync  ',
          expiresAt: inAYear(),
          grants: [
            { resource: 'BRAND_PAGE', access: 'WRITE' },
            { resource: 'CONNECTION_REQUESTS', access: 'READ' },
            { resource: 'AUDIENCE', access: 'NONE' },
          ],
        },
      },
      { cookie: brand.owner.cookie },
    );
    expect(created.body.errors).toBeUndefined();
    const { secret, key } = created.body.data!.createApiKey;
    expect(isWellFormedApiKey(secret)).toBe(true);
    expect(key.lastFour).toBe(secret.slice(-4));
    const grants = Object.fromEntries(key.grants.map((g) => [g.resource, g.access]));
    expect(grants).toEqual({
      BRAND_PAGE: 'WRITE',
      CONNECTION_REQUESTS: 'READ',
      BRIEFS: 'NONE',
      APPLICATIONS: 'NONE',
      CONVERSATIONS: 'NONE',
      AUDIENCE: 'NONE',
      WEBHOOKS: 'NONE',
    });

    const listed = await a.gql<{ brand: { apiKeys: { id: string; name: string; lastFour: string }[] } }>(
      KEYS,
      { slug: brand.slug },
      { cookie: brand.owner.cookie },
    );
    expect(listed.body.data!.brand.apiKeys.find((k) => k.id === key.id)).toMatchObject({ name: 'Shop sync', lastFour: secret.slice(-4) });
    // Only its HMAC is stored: the secret appears nowhere in the row.
    const [row] = await a.orm.em.fork().execute<Record<string, unknown>[]>('select * from api_keys where id = ?', [key.id]);
    expect(JSON.stringify(row)).not.toContain(secret.slice(9, 39));

    const [entry] = await auditOf(a.orm, 'api_key', key.id, { actorId: brand.owner.id });
    expect(entry).toMatchObject({ action: 'api_key.create', targetType: 'api_key' });
    expect(entry!.after).toMatchObject({ brandId: brand.id, name: 'Shop sync', lastFour: key.lastFour });
  });

  it('refuses members, other brands’ owners, visitors and keys', async () => {
    const input = { brandId: brand.id, name: 'Nope', expiresAt: inAYear(), grants: READ_PAGE };
    const other = await teamBrand(a.orm);
    expect(codeOf((await a.gql(CREATE_KEY, { input }, { cookie: brand.member.cookie })).body)).toBe('FORBIDDEN');
    expect(codeOf((await a.gql(CREATE_KEY, { input }, { cookie: other.owner.cookie })).body)).toBe('FORBIDDEN');
    expect(codeOf((await a.gql(CREATE_KEY, { input })).body)).toBe('UNAUTHENTICATED');
    const key = await issueKey(a, brand, [{ resource: 'BRAND_PAGE', access: 'WRITE' }]);
    const byKey = await a.gql(CREATE_KEY, { input }, bearer(key.secret));
    expect(codeOf(byKey.body)).toBe('FORBIDDEN');
    expect(codeOf((await a.gql(REVOKE, { id: key.id }, bearer(key.secret))).body)).toBe('FORBIDDEN');
    expect(codeOf((await a.gql(ROLL, { id: key.id, graceHours: 0 }, bearer(key.secret))).body)).toBe('FORBIDDEN');
    // Reading the keys: owners only.
    expect(codeOf((await a.gql(KEYS, { slug: brand.slug }, { cookie: brand.member.cookie })).body)).toBe('FORBIDDEN');
    expect(codeOf((await a.gql(KEYS, { slug: brand.slug }, { cookie: other.owner.cookie })).body)).toBe('FORBIDDEN');
    expect(codeOf((await a.gql(KEYS, { slug: brand.slug }, bearer(key.secret))).body)).toBe('FORBIDDEN');
    expect(codeOf((await a.gql(REVOKE, { id: key.id }, { cookie: brand.member.cookie })).body)).toBe('FORBIDDEN');
    expect(codeOf((await a.gql(REVOKE, { id: key.id }, { cookie: other.owner.cookie })).body)).toBe('FORBIDDEN');
  });

  it('refuses bad input with BAD_USER_INPUT before any write', async () => {
    const base = { brandId: brand.id, name: 'Key', expiresAt: inAYear(), grants: READ_PAGE };
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'x'.repeat(81) }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ expiresAt: new Date(Date.now() + 367 * 24 * 3600 * 1000).toISOString() }, 'expiresAt'],
      [{ expiresAt: new Date(Date.now() - 1000).toISOString() }, 'expiresAt'],
      [{ grants: [] }, 'grants'],
      [{ grants: [{ resource: 'BRIEFS', access: 'NONE' }] }, 'grants'],
      [{ grants: [...READ_PAGE, { resource: 'BRAND_PAGE', access: 'WRITE' }] }, 'grants'],
    ];
    for (const [change, field] of cases) {
      const result = await a.gql(CREATE_KEY, { input: { ...base, ...change } }, { cookie: brand.owner.cookie });
      expect(codeOf(result.body), field).toBe('BAD_USER_INPUT');
      expect(Object.keys((result.body.errors?.[0]?.extensions?.fields as object) ?? {}), field).toContain(field);
    }
    expect(codeOf((await a.gql(CREATE_KEY, { input: { ...base, brandId: 'nope' } }, { cookie: brand.owner.cookie })).body)).toBe('NOT_FOUND');
    expect(codeOf((await a.gql(ROLL, { id: randomUUID(), graceHours: 169 }, { cookie: brand.owner.cookie })).body)).toBe('BAD_USER_INPUT');
    expect(codeOf((await a.gql(ROLL, { id: randomUUID(), graceHours: -1 }, { cookie: brand.owner.cookie })).body)).toBe('BAD_USER_INPUT');
    expect(codeOf((await a.gql(REVOKE, { id: 'x'.repeat(200) }, { cookie: brand.owner.cookie })).body)).toBe('BAD_USER_INPUT');
    expect(codeOf((await a.gql(REVOKE, { id: randomUUID() }, { cookie: brand.owner.cookie })).body)).toBe('NOT_FOUND');
  });

  it('caps a brand at 20 live keys; a revoked one frees its place', async () => {
    const capped = await teamBrand(a.orm);
    const keys = [];
    for (let i = 0; i < 20; i += 1) keys.push(await issueKey(a, capped, READ_PAGE, `Key ${i}`));
    const input = { brandId: capped.id, name: 'One too many', expiresAt: inAYear(), grants: READ_PAGE };
    expect(codeOf((await a.gql(CREATE_KEY, { input }, { cookie: capped.owner.cookie })).body)).toBe('CONFLICT');
    await a.gql(REVOKE, { id: keys[0]!.id }, { cookie: capped.owner.cookie });
    expect((await a.gql(CREATE_KEY, { input }, { cookie: capped.owner.cookie })).body.errors).toBeUndefined();
  });
});

describe('a key on POST /graphql', () => {
  let brand: TeamBrand;
  beforeAll(async () => {
    brand = await teamBrand(a.orm);
  });

  it('acts as its brand, never as a person: the owner’s cookie sent beside it is ignored', async () => {
    const key = await issueKey(a, brand, READ_PAGE);
    const withCookie = { ...bearer(key.secret), cookie: brand.owner.cookie };
    const viewer = await a.gql<{ viewer: { id: string } | null }>(VIEWER, {}, withCookie);
    expect(viewer.status).toBe(200);
    expect(viewer.body.data!.viewer).toBeNull();
    // The cookie's owner could create keys; the key beside it cannot.
    const input = { brandId: brand.id, name: 'Via cookie?', expiresAt: inAYear(), grants: READ_PAGE };
    expect(codeOf((await a.gql(CREATE_KEY, { input }, withCookie)).body)).toBe('FORBIDDEN');
    // Signing in is a person's: a keyed request cannot set a session cookie.
    const signIn = await fetch(`${a.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(key.secret) },
      body: JSON.stringify({ query: 'mutation { signOut }' }),
    });
    expect(signIn.headers.get('set-cookie') ?? '').not.toContain('sb_session');
  });

  it('reads itself with viewerApiKey: its name, brand and grants; a session reads null', async () => {
    const key = await issueKey(a, brand, READ_PAGE, 'Who am I');
    const WHO = '{ viewerApiKey { id name brand { id name } grants { resource access } } }';
    type Who = { viewerApiKey: { id: string; name: string; brand: { id: string; name: string }; grants: Grant[] } | null };
    const mine = await a.gql<Who>(WHO, {}, bearer(key.secret));
    expect(mine.body.data!.viewerApiKey).toMatchObject({ id: key.id, name: 'Who am I', brand: { id: brand.id, name: brand.name } });
    expect(mine.body.data!.viewerApiKey!.grants).toContainEqual({ resource: 'BRAND_PAGE', access: 'READ' });
    expect(mine.body.data!.viewerApiKey!.grants).toContainEqual({ resource: 'WEBHOOKS', access: 'NONE' });
    expect((await a.gql<Who>(WHO, {}, { cookie: brand.owner.cookie })).body.data!.viewerApiKey).toBeNull();
    expect((await a.gql<Who>(WHO)).body.data!.viewerApiKey).toBeNull();
  });

  it('passes the CSRF check meant for cookie sessions, whatever its content type', async () => {
    const key = await issueKey(a, brand, READ_PAGE);
    const plain = await fetch(`${a.baseUrl}/graphql?query=${encodeURIComponent(VIEWER)}`, { headers: bearer(key.secret) });
    expect(plain.status).toBe(200);
    // Without a key, the same GET is stopped by the CSRF check.
    const cookieOnly = await fetch(`${a.baseUrl}/graphql?query=${encodeURIComponent(VIEWER)}`, {
      headers: { cookie: brand.owner.cookie, accept: 'application/json' },
    });
    expect(cookieOnly.status).toBe(400);
  });

  it('records its last use at most once a minute, with the address and the agent', async () => {
    const key = await issueKey(a, brand, READ_PAGE);
    const first = await queriesDuring('a', () => a.gql(VIEWER, {}, { ...bearer(key.secret), 'user-agent': 'partner-sync/1.0' }));
    expect(first.filter((sql) => /update "?api_keys"?/.test(sql))).toHaveLength(1);
    const second = await queriesDuring('a', () => a.gql(VIEWER, {}, { ...bearer(key.secret), 'user-agent': 'partner-sync/2.0' }));
    expect(second.filter((sql) => /update "?api_keys"?/.test(sql))).toHaveLength(0);
    const listed = await a.gql<{ brand: { apiKeys: { id: string; lastUsedAt: string; lastUsedAddress: string; lastUsedAgent: string }[] } }>(
      KEYS,
      { slug: brand.slug },
      { cookie: brand.owner.cookie },
    );
    const row = listed.body.data!.brand.apiKeys.find((k) => k.id === key.id)!;
    expect(row.lastUsedAt).not.toBeNull();
    expect(row.lastUsedAddress).toMatch(/127\.0\.0\.1/);
    expect(row.lastUsedAgent).toBe('partner-sync/1.0');
    // A minute later (moved back in the table, not waited out), the next call writes again, on any instance.
    await a.orm.em.fork().execute(`update api_keys set last_used_at = now() - interval '61 seconds' where id = ?`, [key.id]);
    const later = await queriesDuring('b', () => b.gql(VIEWER, {}, { ...bearer(key.secret), 'user-agent': 'partner-sync/3.0' }));
    expect(later.filter((sql) => /update "?api_keys"?/.test(sql))).toHaveLength(1);
  });
});

describe('revoking, expiring and rolling', () => {
  let brand: TeamBrand;
  beforeAll(async () => {
    brand = await teamBrand(a.orm);
  });

  const works = async (app: TestApp, secret: string) => (await app.gql(VIEWER, {}, bearer(secret))).status === 200;

  it('a revoked key stops at once on both instances', async () => {
    const key = await issueKey(a, brand, READ_PAGE);
    expect(await works(a, key.secret)).toBe(true);
    expect(await works(b, key.secret)).toBe(true);
    const revoked = await b.gql<{ revokeApiKey: { revokedAt: string } }>(REVOKE, { id: key.id }, { cookie: brand.owner.cookie });
    expect(revoked.body.data!.revokeApiKey.revokedAt).not.toBeNull();
    for (const app of [a, b]) {
      const refused = await app.gql(VIEWER, {}, bearer(key.secret));
      expect(refused.status).toBe(401);
      expect(refused.body.errors?.[0]?.message).toBe('This API key was revoked');
    }
    // Revoking again answers the key as it is, with one audit entry.
    await a.gql(REVOKE, { id: key.id }, { cookie: brand.owner.cookie });
    expect((await auditOf(a.orm, 'api_key', key.id)).filter((e) => e.action === 'api_key.revoke')).toHaveLength(1);
  });

  it('an expired key stops on both instances the moment its time passes', async () => {
    const key = await issueKey(a, brand, READ_PAGE);
    expect(await works(a, key.secret)).toBe(true);
    // Its time passes (set in the table, not waited out).
    await a.orm.em.fork().execute(`update api_keys set expires_at = now() - interval '1 second' where id = ?`, [key.id]);
    for (const app of [a, b]) {
      const refused = await app.gql(VIEWER, {}, bearer(key.secret));
      expect(refused.status).toBe(401);
      expect(refused.body.errors?.[0]?.message).toBe('This API key has expired');
    }
    expect(codeOf((await a.gql(ROLL, { id: key.id, graceHours: 1 }, { cookie: brand.owner.cookie })).body)).toBe('CONFLICT');
  });

  it('a roll answers a new secret; the old one works through its grace, not after', async () => {
    const key = await issueKey(a, brand, READ_PAGE);
    const rolled = await a.gql<{ rollApiKey: { secret: string; key: { lastFour: string; previousSecretUntil: string } } }>(
      ROLL,
      { id: key.id, graceHours: 24 },
      { cookie: brand.owner.cookie },
    );
    expect(rolled.body.errors).toBeUndefined();
    const { secret, key: after } = rolled.body.data!.rollApiKey;
    expect(secret).not.toBe(key.secret);
    expect(after.lastFour).toBe(secret.slice(-4));
    expect(new Date(after.previousSecretUntil).getTime()).toBeGreaterThan(Date.now() + 23 * 3600 * 1000);
    expect(await works(a, secret)).toBe(true);
    expect(await works(b, key.secret)).toBe(true);
    // The grace ends (moved in the table, not waited out): the old secret stops, the new one works.
    await a.orm.em.fork().execute(`update api_keys set previous_secret_until = now() - interval '1 second' where id = ?`, [key.id]);
    expect(await works(a, key.secret)).toBe(false);
    expect(await works(b, key.secret)).toBe(false);
    expect(await works(b, secret)).toBe(true);

    const [entry] = await auditOf(a.orm, 'api_key', key.id);
    expect(entry).toMatchObject({ action: 'api_key.roll', actorId: brand.owner.id });
    expect(entry!.after).toMatchObject({ graceHours: 24, lastFour: secret.slice(-4) });
  });

  it('a roll without grace stops the old secret at once; a second roll ends the first one’s grace', async () => {
    const key = await issueKey(a, brand, READ_PAGE);
    const now = await a.gql<{ rollApiKey: { secret: string } }>(ROLL, { id: key.id, graceHours: 0 }, { cookie: brand.owner.cookie });
    const second = now.body.data!.rollApiKey.secret;
    expect(await works(a, key.secret)).toBe(false);
    expect(await works(a, second)).toBe(true);
    const again = await a.gql<{ rollApiKey: { secret: string } }>(ROLL, { id: key.id, graceHours: 2 }, { cookie: brand.owner.cookie });
    const third = again.body.data!.rollApiKey.secret;
    expect(await works(a, second)).toBe(true);
    expect(await works(a, third)).toBe(true);
    // Revoking ends the grace too.
    await a.gql(REVOKE, { id: key.id }, { cookie: brand.owner.cookie });
    expect(await works(a, second)).toBe(false);
    expect(await works(a, third)).toBe(false);
  });
});

describe('the calls log', () => {
  const CALLS = `query Calls($slug: String!, $first: Int, $after: String) {
    brand(slug: $slug) { apiCalls(first: $first, after: $after) { edges { cursor node { id operationName cost status errorCode durationMs at key { id name } } } pageInfo { hasNextPage endCursor } } }
  }`;
  type Calls = {
    brand: {
      apiCalls: {
        edges: { node: { id: string; operationName: string | null; status: number; errorCode: string | null; key: { id: string } } }[];
        pageInfo: { hasNextPage: boolean; endCursor: string };
      };
    };
  };

  it('records every keyed call after its response, and lists them to the owners newest first, a page at a time', async () => {
    const brand = await teamBrand(a.orm);
    const key = await issueKey(a, brand, READ_PAGE, 'Logger');
    await a.gql('query First { viewer { id } }', {}, bearer(key.secret));
    await b.gql('query Second { brands(first: 1) { totalCount } }', {}, bearer(key.secret));
    await a.gql('query Third($slug: String!) { brand(slug: $slug) { apiKeys { id } } }', { slug: brand.slug }, bearer(key.secret));
    const count = () => a.orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from api_calls where key_id = ?', [key.id]);
    await vi.waitFor(async () => expect((await count())[0]!.n).toBe(3));

    const page = await a.gql<Calls>(CALLS, { slug: brand.slug, first: 2 }, { cookie: brand.owner.cookie });
    expect(page.body.errors).toBeUndefined();
    const { edges, pageInfo } = page.body.data!.brand.apiCalls;
    expect(edges.map((e) => e.node.operationName)).toEqual(['Third', 'Second']);
    expect(edges[0]!.node).toMatchObject({ status: 200, errorCode: 'FORBIDDEN', key: { id: key.id } });
    expect(edges[1]!.node).toMatchObject({ status: 200, errorCode: null });
    expect(pageInfo.hasNextPage).toBe(true);
    const next = await a.gql<Calls>(CALLS, { slug: brand.slug, first: 2, after: pageInfo.endCursor }, { cookie: brand.owner.cookie });
    expect(next.body.errors).toBeUndefined();
    expect(next.body.data!.brand.apiCalls.edges.map((e) => e.node.operationName)).toEqual(['First']);
    expect(next.body.data!.brand.apiCalls.pageInfo.hasNextPage).toBe(false);

    // Owners only; bad pages are refused.
    expect(codeOf((await a.gql(CALLS, { slug: brand.slug }, { cookie: brand.member.cookie })).body)).toBe('FORBIDDEN');
    // A key sizes its lists (the budget prices them before anything runs), then meets the policy.
    expect(codeOf((await a.gql(CALLS, { slug: brand.slug, first: 2 }, bearer(key.secret))).body)).toBe('FORBIDDEN');
    expect(codeOf((await a.gql(CALLS, { slug: brand.slug, first: 101 }, { cookie: brand.owner.cookie })).body)).toBe('BAD_USER_INPUT');
    expect(codeOf((await a.gql(CALLS, { slug: brand.slug, after: 'garbage' }, { cookie: brand.owner.cookie })).body)).toBe('BAD_USER_INPUT');
  });

  it('records the cost the budget put in the response and the final HTTP status, a 429 included', async () => {
    const brand = await teamBrand(a.orm);
    const key = await issueKey(a, brand, READ_PAGE);
    const recorder = apiCallRecorder(() => a.orm.em.fork(), createLogger('silent'));
    const actor = { kind: 'apiKey' as const, keyId: key.id, brandId: brand.id, grants: { BRAND_PAGE: 'READ' as const } };
    type Hooks = { willSendResponse: (request: unknown) => Promise<void> };
    const hooks = (await (recorder.requestDidStart as unknown as (request: unknown) => Promise<Hooks>)({ contextValue: { actor } }))!;
    await hooks.willSendResponse({
      operationName: 'Costly',
      request: {},
      response: {
        http: { status: 429, headers: new Map() },
        body: {
          kind: 'single',
          singleResult: { errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }], extensions: { cost: { actualQueryCost: 12 } } },
        },
      },
    });
    expect(recorder.pending.size).toBe(1);
    await Promise.all(recorder.pending);
    const [row] = await a.orm.em
      .fork()
      .execute<{ operation_name: string; cost: number; status: number; error_code: string }[]>(
        'select operation_name, cost, status, error_code from api_calls where key_id = ?',
        [key.id],
      );
    expect(row).toEqual({ operation_name: 'Costly', cost: 12, status: 429, error_code: 'THROTTLED' });
    // A request without a key is not recorded.
    expect(await (recorder.requestDidStart as unknown as (request: unknown) => Promise<unknown>)({ contextValue: { actor: null } })).toBeUndefined();
  });

  it('keeps calls 90 days: the daily job deletes older ones', async () => {
    const brand = await teamBrand(a.orm);
    const key = await issueKey(a, brand, READ_PAGE);
    const em = a.orm.em.fork();
    await em.execute(
      `insert into api_calls (id, key_id, brand_id, operation_name, status, duration_ms, at) values
        (gen_random_uuid(), ?, ?, 'Old', 200, 1, now() - interval '91 days'), (gen_random_uuid(), ?, ?, 'Recent', 200, 1, now() - interval '89 days')`,
      [key.id, brand.id, key.id, brand.id],
    );
    expect(await deleteOldApiCalls(a.orm.em.fork(), new Date())).toBeGreaterThanOrEqual(1);
    const left = await em.execute<{ operation_name: string }[]>('select operation_name from api_calls where key_id = ?', [key.id]);
    expect(left.map((row) => row.operation_name)).toEqual(['Recent']);
  });
});

describe('the owners of a brand that is not listed yet', () => {
  it('may create keys for it too', async () => {
    const unlisted = await teamBrand(a.orm, { listed: false });
    const key = await issueKey(a, unlisted, READ_PAGE);
    expect(isWellFormedApiKey(key.secret)).toBe(true);
    const other = await createUser(a.orm);
    const cookie = await createSessionCookie(a.orm, other.id);
    expect(codeOf((await a.gql(REVOKE, { id: key.id }, { cookie })).body)).toBe('FORBIDDEN');
  });
});
