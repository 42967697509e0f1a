import { randomUUID } from 'node:crypto';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUDGET, createCostBucket } from '../src/modules/budget/bucket.js';
import { budgetPlugin, type CostExtension } from '../src/modules/budget/budget.plugin.js';
import type { Context } from '../src/modules/common/context.js';
import { QUERY_LIMITS } from '../src/security.js';
import { bearer, issueKey, teamBrand, type TeamBrand } from './api-key-helpers.js';
import { createSessionCookie, createUser } from './seed-helpers.js';
import { startTestApp, type TestApp } from './test-app.js';

/** The machine's shared Redis: every test here uses a prefix of its own, and never flushes. */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const PREFIX = `test:${randomUUID()}:`;

let a: TestApp;
let b: TestApp;
let redis: Redis;
const statements: string[] = [];

beforeAll(async () => {
  // Two instances on one Redis and one prefix: the same key spends from one bucket on both.
  const shared = { WORKER: 'off', REDIS_URL, REDIS_PREFIX: PREFIX };
  [a, b] = await Promise.all([startTestApp(shared, { onQuery: (sql) => statements.push(sql) }), startTestApp(shared)]);
  redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
  await redis.quit();
});

let brand: TeamBrand;

/** A fresh key of the test brand, issued by its owner: each test spends from a bucket of its own. */
async function newKey(): Promise<{ id: string; headers: Record<string, string> }> {
  brand ??= await teamBrand(a.orm);
  const { id, secret } = await issueKey(a, brand, [{ resource: 'BRAND_PAGE', access: 'READ' }]);
  return { id, headers: bearer(secret) };
}

type Answer = {
  status: number;
  headers: Headers;
  body: { data?: Record<string, unknown>; errors?: { message: string; extensions?: Record<string, unknown> }[]; extensions?: { cost?: CostExtension } };
};

async function call(app: TestApp, query: string, headers: Record<string, string>, variables?: Record<string, unknown>): Promise<Answer> {
  const response = await fetch(`${app.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer['body'] };
}

/**
 * Puts a key's bucket at `tokens` points counted an hour ahead: every instance's clock is then
 * behind it, and a bucket refills nothing for a clock behind its own (the script's rule), so the
 * figures stay exact for the test's length without waiting or moving any clock.
 */
async function freeze(keyId: string, tokens: number) {
  await redis.hset(`${PREFIX}budget:${keyId}`, 'tokens', String(tokens), 'at', String(Date.now() + 3_600_000));
  await redis.pexpire(`${PREFIX}budget:${keyId}`, 60_000);
}
const tokensOf = async (keyId: string) => Number(await redis.hget(`${PREFIX}budget:${keyId}`, 'tokens'));

/** Requested 1 + 100 (a page of 100 brands), actual 1: no brand matches the search. */
const EMPTY_PAGE = '{ brands(first: 100, search: "no brand is called this") { edges { node { name } } } }';

describe('keyed responses carry their cost', () => {
  it('extensions.cost and the RateLimit headers, lists at their real length', async () => {
    const key = await newKey();
    await freeze(key.id, 1000);
    const { status, headers, body } = await call(a, '{ brands(first: 3) { edges { node { name } } } }', key.headers);
    expect(status).toBe(200);
    const returned = (body.data!.brands as { edges: unknown[] }).edges.length;
    expect(returned).toBe(3);
    expect(body.extensions?.cost).toEqual({
      requestedQueryCost: 4,
      actualQueryCost: 4,
      throttleStatus: { maximumAvailable: 1000, currentlyAvailable: expect.any(Number), restoreRate: 50 },
    });
    expect(body.extensions!.cost!.throttleStatus.currentlyAvailable).toBe(996);
    expect(headers.get('ratelimit-policy')).toBe('"cost";q=1000;w=20');
    expect(headers.get('ratelimit')).toBe('"cost";r=996;t=1');
  });

  it('gives back the unused part of what was taken up front', async () => {
    const key = await newKey();
    await freeze(key.id, 1000);
    const { body } = await call(a, `{ rateLimit { cost remaining limit } page: ${EMPTY_PAGE.slice(2)}`, key.headers);
    // During execution the whole requested cost (1 + 101) was out of the bucket.
    expect(body.data!.rateLimit).toEqual({ cost: 102, remaining: 898, limit: 1000 });
    expect(body.extensions!.cost).toMatchObject({ requestedQueryCost: 102, actualQueryCost: 2, throttleStatus: { currentlyAvailable: 998 } });
    expect(await tokensOf(key.id)).toBe(998);
  });

  it('a mutation costs 10', async () => {
    const { body } = await call(a, 'mutation { logout }', (await newKey()).headers);
    expect(body.extensions!.cost).toMatchObject({ requestedQueryCost: 10, actualQueryCost: 10 });
  });

  it('a null parent leaves its lists unreached: they cost nothing', async () => {
    const key = await newKey();
    const { body } = await call(a, '{ brand(slug: "no-such-brand") { openBriefs(first: 50) { edges { node { title } } } } }', key.headers);
    expect(body.data).toEqual({ brand: null });
    expect(body.extensions!.cost).toMatchObject({ requestedQueryCost: 52, actualQueryCost: 2 });
  });
});

describe('one budget per key, across instances', () => {
  it('the same key spends from one bucket on two instances', async () => {
    const key = await newKey();
    await freeze(key.id, 1000);
    const onA = await call(a, EMPTY_PAGE, key.headers);
    expect(onA.body.extensions!.cost!.throttleStatus.currentlyAvailable).toBe(999);
    const onB = await call(b, `{ rateLimit { remaining } page: ${EMPTY_PAGE.slice(2)}`, key.headers);
    expect(onB.body.data!.rateLimit).toEqual({ remaining: 999 - 102 });
    expect(onB.body.extensions!.cost!.throttleStatus.currentlyAvailable).toBe(999 - 2);
    // Another key's bucket is its own.
    const other = await call(b, EMPTY_PAGE, (await newKey()).headers);
    expect(other.body.extensions!.cost!.throttleStatus.currentlyAvailable).toBeGreaterThanOrEqual(999);
  });

  it('concurrent calls on both instances never spend more than the bucket holds', async () => {
    const key = await newKey();
    // 10 calls of 101 requested into 505 points: 5 go through (each then costs 1), 5 are throttled.
    await freeze(key.id, 505);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => call(i % 2 ? a : b, EMPTY_PAGE, key.headers)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(5);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    const ran = statuses.filter((s) => s === 200).length;
    // Each call that ran gave back 100 of its 101.
    expect(await tokensOf(key.id)).toBe(505 - ran);
  });
});

describe('over budget', () => {
  it('answers 429 with Retry-After, THROTTLED and the cost block; nothing runs and nothing is spent', async () => {
    const key = await newKey();
    await freeze(key.id, 60);
    statements.length = 0;
    const { status, headers, body } = await call(a, EMPTY_PAGE, key.headers);
    expect(status).toBe(429);
    // 101 needed, 60 there: 41 more at 50 a second.
    expect(headers.get('retry-after')).toBe('1');
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'THROTTLED', retryAfter: 1 });
    expect(body.extensions!.cost).toEqual({
      requestedQueryCost: 101,
      actualQueryCost: 0,
      throttleStatus: { maximumAvailable: 1000, currentlyAvailable: 60, restoreRate: 50 },
    });
    expect(headers.get('ratelimit')).toBe('"cost";r=60;t=19');
    expect(statements.filter((sql) => sql.includes('"brands"') || /\bbrands\b/.test(sql))).toEqual([]);
    expect(await tokensOf(key.id)).toBe(60);
  });

  it('Retry-After is the seconds until enough points are back', async () => {
    const key = await newKey();
    await freeze(key.id, 0);
    const { headers } = await call(a, '{ brands(first: 100) { edges { node { openBriefs(first: 2) { totalCount } } } } }', key.headers);
    // 1 + 100 × (1 + 1) = 201 points at 50 a second.
    expect(headers.get('retry-after')).toBe('5');
  });

  it('refuses one operation over 1,000 without spending, naming its cost', async () => {
    const key = await newKey();
    await freeze(key.id, 1000);
    const { status, body } = await call(a, '{ brands(first: 100) { edges { node { openBriefs(first: 100) { edges { node { id } } } } } } }', key.headers);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('MAX_COST_EXCEEDED');
    expect(body.errors?.[0]?.message).toContain('10201');
    expect(body.extensions!.cost).toMatchObject({ requestedQueryCost: 10201, actualQueryCost: 0, throttleStatus: { currentlyAvailable: 1000 } });
    expect(await tokensOf(key.id)).toBe(1000);
  });
});

describe('a key must size its lists', () => {
  it.each([
    ['missing', '{ brands { totalCount } }', 'first is required on Query.brands'],
    ['over 100', '{ brands(first: 101) { totalCount } }', 'first on Query.brands must be from 1 to 100'],
    ['nested and missing', '{ brands(first: 2) { edges { node { openBriefs { totalCount } } } } }', 'first is required on Brand.openBriefs'],
  ])('first %s: BAD_USER_INPUT naming the field, before any SQL', async (_name, query, message) => {
    const key = await newKey();
    statements.length = 0;
    const { status, body } = await call(a, query, key.headers);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toContain(message);
    expect(statements.filter((sql) => /\bbrands\b/.test(sql))).toEqual([]);
  });

  it('a browser session may still leave first out', async () => {
    const { status, body } = await call(a, '{ brands { totalCount } }', {});
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
  });
});

describe('dry runs', () => {
  it('answer the cost without running or spending', async () => {
    const key = await newKey();
    await freeze(key.id, 500);
    statements.length = 0;
    const { status, headers, body } = await call(a, EMPTY_PAGE, { ...key.headers, 'soundboard-cost-dry-run': '1' });
    expect(status).toBe(200);
    expect(body.data).toBeUndefined();
    expect(body.extensions!.cost).toEqual({
      requestedQueryCost: 101,
      actualQueryCost: 0,
      throttleStatus: { maximumAvailable: 1000, currentlyAvailable: 500, restoreRate: 50 },
    });
    expect(headers.get('ratelimit')).toBe('"cost";r=500;t=10');
    expect(statements.filter((sql) => /\bbrands\b/.test(sql))).toEqual([]);
    expect(await tokensOf(key.id)).toBe(500);
  });

  it('never run a mutation', async () => {
    const user = await createUser(a.orm);
    const cookie = await createSessionCookie(a.orm, user.id);
    const { body } = await call(a, 'mutation { logout }', { cookie, 'soundboard-cost-dry-run': '1' });
    expect(body.extensions!.cost!.requestedQueryCost).toBe(10);
    const { body: after } = await call(a, '{ viewer { id } }', { cookie });
    expect(after.data).toEqual({ viewer: { id: user.id } });
  });
});

describe('the bucket script on Redis, under a clock the test moves', () => {
  const bucket = () => createCostBucket({ redis, prefix: `test:${randomUUID()}:` });

  it('refills 50 a second up to 1,000', async () => {
    const costs = bucket();
    const t0 = 1_000_000;
    expect(await costs.apply('k', 'take', 1000, t0)).toEqual({ ok: true, available: 0 });
    expect(await costs.apply('k', 'take', 1, t0)).toEqual({ ok: false, available: 0 });
    expect(await costs.apply('k', 'peek', 0, t0 + 1000)).toEqual({ ok: true, available: 50 });
    expect(await costs.apply('k', 'take', 60, t0 + 1000)).toEqual({ ok: false, available: 50 });
    expect(await costs.apply('k', 'take', 60, t0 + 1200)).toEqual({ ok: true, available: 0 });
    expect(await costs.apply('k', 'adjust', 59, t0 + 1200)).toEqual({ ok: true, available: 59 });
    expect(await costs.apply('k', 'peek', 0, t0 + 60_000)).toEqual({ ok: true, available: BUDGET.capacity });
  });

  it('takes atomically: 40 concurrent takes of 50 from a full bucket, 20 succeed', async () => {
    const costs = bucket();
    const now = 5_000_000;
    const answers = await Promise.all(Array.from({ length: 40 }, () => costs.apply('k', 'take', 50, now)));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(20);
    expect(await costs.apply('k', 'peek', 0, now)).toEqual({ ok: true, available: 0 });
  });

  it('expires a bucket once it would be full again', async () => {
    const prefix = `test:${randomUUID()}:`;
    const costs = createCostBucket({ redis, prefix });
    await costs.apply('k', 'take', 100, Date.now());
    const ttl = await redis.pttl(`${prefix}budget:k`);
    // 100 points at 50 a second: 2 s, and a second more.
    expect(ttl).toBeGreaterThan(2000);
    expect(ttl).toBeLessThanOrEqual(3000);
  });
});

describe('browser sessions', () => {
  it('rateLimit shows what the operation would cost a key, against a full bucket', async () => {
    const { body } = await call(a, '{ rateLimit { cost remaining limit resetAt } brands { edges { node { name } } } }', {});
    expect(body.data!.rateLimit).toMatchObject({ cost: 1 + 1 + 20, remaining: 1000, limit: 1000 });
    expect(body.extensions?.cost).toBeUndefined();
  });

  it("are held to today's per-operation limit, fragments counted once", async () => {
    const costly = '{ brands(first: 100) { edges { node { openBriefs(first: 100) { edges { node { id title } } } } } } }';
    const refused = await call(a, costly, {});
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('MAX_COST_EXCEEDED');
    expect(refused.body.errors?.[0]?.message).toContain(`${QUERY_LIMITS.maxCost}`);
    // Two spreads of one fragment: about 4,100 here, where graphql-armor's rule, which counted a
    // spread's depth twice, found about 9,300 and refused it.
    const spreads = Array.from({ length: 2 }, (_, i) => `b${i}: brands(first: 10) { edges { node { ...Card } } }`).join(' ');
    const fragment = 'fragment Card on Brand { id name slug category logoUrl openBriefs(first: 3) { totalCount edges { node { id title } } } }';
    const allowed = await call(a, `{ ${spreads} } ${fragment}`, {});
    expect(allowed.body.errors?.map((e) => e.message) ?? []).toEqual([]);
  });
});

describe('the cost is known to every plugin by willSendResponse', () => {
  it("the key's call log records the actual cost", async () => {
    const key = await newKey();
    await freeze(key.id, 1000);
    const { body } = await call(a, `query Logged ${EMPTY_PAGE}`, key.headers);
    expect(body.extensions!.cost!.actualQueryCost).toBe(1);
    const logged = () => a.orm.em.fork().execute<{ cost: number | null }[]>('select cost from api_calls where key_id = ?', [key.id]);
    await vi.waitFor(async () => expect(await logged()).toEqual([{ cost: 1 }]));
  });

  it('extensions.cost.actualQueryCost is set before any willSendResponse runs', async () => {
    const seen: unknown[] = [];
    // Listed first: its willSendResponse runs before the budget plugin's own.
    const recorder: ApolloServerPlugin<Context> = {
      requestDidStart: async () => ({
        willSendResponse: async ({ response }) => {
          if (response.body.kind === 'single') seen.push(response.body.singleResult.extensions?.cost);
        },
      }),
    };
    const server = new ApolloServer<Context>({
      schema: a.app.schema,
      plugins: [recorder, budgetPlugin({ bucket: createCostBucket({ redis, prefix: `test:${randomUUID()}:` }), maxBrowserCost: QUERY_LIMITS.maxCost })],
    });
    await server.start();
    try {
      const contextValue = { actor: { kind: 'apiKey', keyId: 'k', brandId: 'b', grants: {} } } as unknown as Context;
      await server.executeOperation({ query: '{ __typename }' }, { contextValue });
      expect(seen).toEqual([
        { requestedQueryCost: 0, actualQueryCost: 0, throttleStatus: { maximumAvailable: 1000, currentlyAvailable: 1000, restoreRate: 50 } },
      ]);
    } finally {
      await server.stop();
    }
  });
});

describe('variables that do not fit', () => {
  it('are left to graphql-js, which lists them all, at a price of nothing', async () => {
    const query = 'query ($v: [String!]) { creators(first: 5, lookingFor: $v) { totalCount } }';
    const variables = { v: Array.from({ length: 200 }, () => 1) };
    const key = await newKey();
    await freeze(key.id, 1000);
    const { status, body } = await call(a, query, key.headers, variables);
    expect(status).toBe(400);
    expect(body.errors!.length).toBeGreaterThan(1);
    expect(body.extensions!.cost).toMatchObject({ requestedQueryCost: 0, actualQueryCost: 0, throttleStatus: { currentlyAvailable: 1000 } });
  });
});
