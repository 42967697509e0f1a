import { randomUUID } from 'node:crypto';
import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import superjson from 'superjson';
import WebSocket from 'ws';
import { DashboardRouteQueryDocument } from '../../web/src/gql/graphql.js';
import { openOrm, type MikroORM } from '../src/db/orm.js';
import { SESSION_ENDED } from '../src/graphql-ws.js';
import { startAppProcess, type AppProcess } from '../../scripts/app-process.js';
import { fileDatabaseUrl } from './file-database.js';
import { createCreator } from './seed-helpers.js';

/**
 * Two app processes on one PostgreSQL and one Redis, as in production: what one instance does
 * must reach, count on and be seen by the other. Needs Redis on REDIS_URL (127.0.0.1:6379 by
 * default; `.ci/run` starts it).
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DASHBOARD = print(DashboardRouteQueryDocument);

let a: AppProcess;
let b: AppProcess;
let orm: MikroORM;
let redis: Redis;
let redisPrefix: string;

/** Publishes an event on the instances' Redis channel, as one of them would. */
const publishOnRedis = (topic: string, payload: unknown) => redis.publish(`${redisPrefix}${topic}`, superjson.stringify(payload));

beforeAll(async () => {
  redisPrefix = `sbtest:${randomUUID().slice(0, 8)}:`;
  redis = new Redis(REDIS_URL);
  const env = {
    DATABASE_URL: fileDatabaseUrl(),
    REDIS_URL,
    // Keys of this run only: other runs on the same Redis never see them.
    REDIS_PREFIX: redisPrefix,
    INSTANCES: '2',
    REFRESH_PER_MINUTE: '1000',
    AUTH_LOGIN_PER_IP: '100000',
    AUTH_REGISTER_PER_IP: '100000',
  };
  [a, b, orm] = await Promise.all([startAppProcess(env), startAppProcess(env), openOrm(fileDatabaseUrl())]);
}, 60_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop(), orm?.close(), redis?.quit()]);
});

function socketTo(app: AppProcess, cookie: string, onClosed?: (code: number) => void): Client {
  return createClient({
    url: `${app.baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie } });
      }
    },
    retryAttempts: 0,
    on: { closed: (event) => onClosed?.((event as { code: number }).code) },
  });
}

const post = (app: AppProcess, path: string, body: unknown, cookie?: string) =>
  fetch(`${app.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });

/** A pop producer looking for distribution: a profile with matches to compute, and no artist name. */
const creator = () =>
  createCreator(orm, {
    artistName: null,
    genres: ['Pop'],
    lookingFor: ['Distribution'],
    skills: ['Production'],
    bio: 'Pop producer looking for distribution and playlist placement for my next single.',
  });

/** Counts the viewer's matchesUpdated events on a socket. */
function countMatchesUpdated(client: Client) {
  const seen = { count: 0, matchCounts: [] as number[] };
  client.subscribe<{ matchesUpdated: { matchCount: number } }>(
    { query: 'subscription { matchesUpdated { matchCount } }' },
    {
      next: (value) => {
        seen.count += 1;
        seen.matchCounts.push(value.data?.matchesUpdated.matchCount ?? -1);
      },
      error: () => undefined,
      complete: () => undefined,
    },
  );
  return seen;
}

/** Subscriptions register asynchronously: refresh on `app` until `seen` moves, so it is surely live. */
async function untilHeard(app: AppProcess, cookie: string, seen: { count: number }) {
  await expect
    .poll(
      async () => {
        if (seen.count === 0) await post(app, '/api/matchmade/refresh', {}, cookie);
        return seen.count;
      },
      { timeout: 15_000, interval: 300 },
    )
    .toBeGreaterThan(0);
}

describe('two instances on one PostgreSQL and one Redis', () => {
  it('delivers matchesUpdated to a subscriber on B when A refreshes', async () => {
    const { cookie } = await creator();
    const client = socketTo(b, cookie);
    try {
      const seen = countMatchesUpdated(client);
      await untilHeard(a, cookie, seen);
    } finally {
      await client.dispose();
    }
  });

  it('counts sign-in failures spent on A when the same address tries on B', async () => {
    const email = `two-${randomUUID().slice(0, 8)}@example.test`;
    expect((await post(a, '/api/register', { email, password: 'right-passphrase' })).status).toBe(201);
    for (let i = 0; i < 10; i += 1) expect((await post(a, '/api/login', { email, password: `wrong-${i}` })).status).toBe(401);
    const onB = await post(b, '/api/login', { email, password: 'wrong-again' });
    expect(onB.status).toBe(429);
    expect(Number(onB.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("counts one address's ad viewers up to the daily cap across both instances together", async () => {
    const id = randomUUID();
    await orm.em.fork().execute(
      `insert into banner_ads (id, slug, title, description, image_url, link_url, sponsor, placement, priority, active, created_at, updated_at)
       values (?, ?, 'Two instances', 'Counted on both.', 'DISTROKID_LOGO', 'https://sponsor.example', 'Sponsor', ?, 0, true, now(), now())`,
      [id, `two-${id}`, `two-${id.slice(0, 8)}`],
    );
    const answers: boolean[] = [];
    for (let i = 0; i < 60; i += 1) {
      const response = await fetch(`${(i % 2 ? b : a).baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': `browser ${i}` },
        body: JSON.stringify({ query: 'mutation ($id: ID!) { recordAdImpression(id: $id) }', variables: { id } }),
        signal: AbortSignal.timeout(10_000),
      });
      answers.push(((await response.json()) as { data: { recordAdImpression: boolean } }).data.recordAdImpression);
    }
    expect(answers.filter(Boolean)).toHaveLength(50);
    const [row] = await orm.em.fork().execute<{ count: string }[]>(`select count(*)::text as count from ad_events where ad_id = ?`, [id]);
    expect(row?.count).toBe('50');
  });

  it('recomputes a stale creator once when both instances are asked at the same moment', async () => {
    const { id, cookie } = await creator();
    const client = socketTo(a, cookie);
    try {
      const seen = countMatchesUpdated(client);
      await untilHeard(a, cookie, seen);
      await orm.em.fork().execute('update profiles set matches_stale_at = now() where user_id = ?', [id]);
      seen.count = 0;
      seen.matchCounts = [];
      const loads = await Promise.all(
        [a, b, a, b, a, b].map((app) =>
          post(app, '/graphql', { query: DASHBOARD }, cookie).then(async (r) => ({ status: r.status, body: (await r.json()) as { errors?: unknown } })),
        ),
      );
      expect(loads.map((l) => [l.status, l.body.errors])).toEqual(loads.map(() => [200, undefined]));
      // Every recompute announces itself, on Redis, before its request answers. A marker published
      // on Redis after every answer reaches the socket after them: once it is heard, so is every
      // recompute announced before it.
      await publishOnRedis(`MATCHES_UPDATED:${id}`, { matchCount: -1 });
      await expect.poll(() => seen.matchCounts.at(-1), { timeout: 10_000 }).toBe(-1);
      expect(seen.matchCounts, 'one recompute, then the marker').toEqual([expect.any(Number), -1]);
    } finally {
      await client.dispose();
    }
  });

  it("ends a session's sockets on B when it logs out on A", async () => {
    const { cookie } = await creator();
    let closedWith: number | undefined;
    const client = socketTo(b, cookie, (code) => (closedWith = code));
    try {
      const seen = countMatchesUpdated(client);
      await untilHeard(a, cookie, seen);
      expect((await post(a, '/api/logout', {}, cookie)).status).toBe(200);
      await expect.poll(() => closedWith, { timeout: 10_000 }).toBe(SESSION_ENDED.code);
    } finally {
      await client.dispose();
    }
  });
});
