import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardRouteQueryDocument } from '../../web/src/gql/graphql.js';
import { withScratchDatabase } from '../src/db/database-server.js';
import { migrate, MikroORM, ormConfig } from '../src/db/orm.js';
import { seedDemoData } from '../src/db/seed/seed.js';
import { createLogger } from '../src/logger.js';
import { CatalogCache } from '../src/modules/matchmade/catalog.js';
import { createMatchmadeKit } from '../src/modules/matchmade/matchmade.kit.js';
import { recomputeMatches } from '../src/modules/matchmade/matchmade.recompute.js';
import { createMemoryPubSub } from '../src/platform/events.js';
import { databaseServerUrl, fileDatabaseUrl } from './file-database.js';
import { createSessionCookie, createUser, MANY_MATCHES_PROFILE } from './seed-helpers.js';
import { startTestApp, type TestApp } from './test-app.js';
import { collect, socketClient } from './ws-client.js';

/**
 * The database pool under concurrency: a burst of refreshes and dashboard loads of one stale
 * creator once deadlocked every pool connection for good ("idle in transaction"), because the
 * recompute's insert ran outside its own transaction on a second connection.
 */
const DASHBOARD = print(DashboardRouteQueryDocument);

const PROFILE = { ...MANY_MATCHES_PROFILE, artistName: 'Pool Tester' };

/** A request that gives up after `ms`: a hang becomes a failed test instead of a stuck run. */
const send = (url: string, init: RequestInit = {}, ms = 20_000) => fetch(url, { ...init, signal: AbortSignal.timeout(ms) });

const json = (cookie: string, body: unknown = {}): RequestInit => ({
  method: 'POST',
  headers: { cookie, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function creatorWithMatches(t: TestApp) {
  const user = await createUser(t.orm);
  const cookie = await createSessionCookie(t.orm, user.id);
  const put = await send(`${t.baseUrl}/api/profiles`, { ...json(cookie, PROFILE), method: 'PUT' });
  expect(put.status).toBe(200);
  const refreshed = await send(`${t.baseUrl}/api/matchmade/refresh`, json(cookie));
  expect(refreshed.status).toBe(200);
  return { user, cookie };
}

const insertProfile = (orm: MikroORM, userId: string) =>
  orm.em.fork().execute(
    `insert into profiles (id, user_id, genres, looking_for, skills, bio, created_at, updated_at)
     values (gen_random_uuid(), ?, '{Pop}', '{Distribution}', '{Production}', ?, now(), now())`,
    [userId, 'Pop producer looking for distribution and playlist placement for my next single.'],
  );

const markStale = (t: TestApp, userId: string) => t.orm.em.fork().execute('update profiles set matches_stale_at = now() where user_id = ?', [userId]);

describe('a burst against one stale creator', () => {
  let t: TestApp;
  const others: TestApp[] = [];
  const upserts: string[] = [];
  beforeAll(async () => {
    // No job worker here: the queue is shared by every app on the test database, and another
    // file's queued recompute must not land in the count of this one's.
    t = await startTestApp({ WORKER: 'off' }, { onQuery: (sql) => /insert into "?matches"?/i.test(sql) && upserts.push(sql) });
  });
  afterAll(async () => {
    // Closing waits for the pool: a deadlocked one would hold the run here, so give up after a while.
    await Promise.race([Promise.all([t.close(), ...others.map((o) => o.close())]), new Promise((r) => setTimeout(r, 5000))]);
  });

  it('answers 50 refreshes and 20 dashboards, keeps /readyz fast and the matches intact', async () => {
    const { user, cookie } = await creatorWithMatches(t);
    const matches = (await (await send(`${t.baseUrl}/api/matchmade/matches`, { headers: { cookie } })).json()) as { id: string }[];
    expect(matches.length).toBeGreaterThan(3);
    const [dismissed, bookmarked] = [matches[1]!.id, matches[2]!.id];
    for (const [id, status] of [
      [dismissed, 'dismissed'],
      [bookmarked, 'bookmarked'],
    ] as const) {
      const patched = await send(`${t.baseUrl}/api/matchmade/matches/${id}`, { ...json(cookie, { status }), method: 'PATCH' });
      expect(patched.status).toBe(200);
    }
    await markStale(t, user.id);

    // A second instance with a cold pool, as after a quiet spell: every request needs a new
    // connection at once, which is when a transaction waiting for a second one starves the pool.
    const cold = await startTestApp();
    others.push(cold);
    const responses = await Promise.all([
      ...Array.from({ length: 50 }, () => send(`${cold.baseUrl}/api/matchmade/refresh`, json(cookie))),
      ...Array.from({ length: 20 }, () => send(`${cold.baseUrl}/graphql`, json(cookie, { query: DASHBOARD }))),
    ]);
    const statuses = responses.map((r) => r.status);
    // Past the per-creator refresh limit a refresh is refused (429); nothing fails.
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    expect(statuses.slice(50).every((s) => s === 200)).toBe(true);
    for (const response of responses.slice(50)) {
      const body = (await response.json()) as { errors?: unknown };
      expect(body.errors).toBeUndefined();
    }

    const started = performance.now();
    const ready = await send(`${cold.baseUrl}/readyz`, {}, 1000);
    expect(ready.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);

    const em = t.orm.em.fork();
    const rows = await em.execute<{ resource_id: string; status: string; n: string }[]>(
      'select resource_id, status, count(*) over (partition by resource_id) as n from matches where user_id = ?',
      [user.id],
    );
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.filter((r) => Number(r.n) > 1)).toEqual([]);
    const statusOf = async (id: string) => (await em.execute<{ status: string }[]>('select status from matches where id = ?', [id]))[0]?.status;
    expect(await statusOf(dismissed)).toBe('dismissed');
    expect(await statusOf(bookmarked)).toBe('bookmarked');
    const [stale] = await em.execute<{ stale: boolean }[]>('select matches_stale_at is not null as stale from profiles where user_id = ?', [user.id]);
    expect(stale?.stale).toBe(false);
  });

  it('runs one recompute for 20 concurrent dashboard loads of a stale creator', async () => {
    // The profile is written in SQL: a save through the API would queue a background recompute
    // that could land in the middle of the count.
    const user = await createUser(t.orm);
    const cookie = await createSessionCookie(t.orm, user.id);
    await insertProfile(t.orm, user.id);
    await markStale(t, user.id);
    upserts.length = 0;
    const responses = await Promise.all(Array.from({ length: 20 }, () => send(`${t.baseUrl}/graphql`, { ...json(cookie, { query: DASHBOARD }) })));
    expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(upserts).toHaveLength(1);
  });

  it('limits refreshes per creator and says when to come back', async () => {
    const { cookie } = await creatorWithMatches(t);
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 7; i += 1) {
      const response = await send(`${t.baseUrl}/api/matchmade/refresh`, json(cookie));
      statuses.push(response.status);
      if (response.status === 429) refused = response;
    }
    // One refresh was spent creating the matches: five more pass, then the limit.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused!.json()) as { error: string }).error).toMatch(/refresh/i);
    const { body } = await t.gql('mutation { refreshMatches { matchCount } }', {}, { cookie });
    expect(body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});

/** Takes every connection of the app's pool (of `size`) in open transactions; the result gives them back. */
async function holdEveryConnection(app: TestApp, size: number): Promise<() => Promise<void>> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let holding = 0;
  const holders = Array.from({ length: size }, () =>
    app.orm.em.fork().transactional(async (tx) => {
      await tx.execute('select 1');
      holding += 1;
      await gate;
    }),
  );
  await expect.poll(() => holding).toBe(size);
  return async () => {
    open();
    await Promise.all(holders);
  };
}

describe('a pool with every connection taken', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ DB_POOL_MAX: '3', DB_ACQUIRE_TIMEOUT_MS: '300', WORKER: 'off' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('fails fast with 503 instead of hanging, and recovers when connections return', async () => {
    const user = await createUser(t.orm);
    const cookie = await createSessionCookie(t.orm, user.id);
    const release = await holdEveryConnection(t, 3);
    try {
      const started = performance.now();
      const rest = await send(`${t.baseUrl}/api/user`, { headers: { cookie } }, 5000);
      expect(rest.status).toBe(503);
      expect(rest.headers.get('retry-after')).toBeTruthy();
      expect(((await rest.json()) as { error: string }).error).toMatch(/busy|unavailable/i);

      const gql = await send(`${t.baseUrl}/graphql`, { ...json(cookie, { query: '{ viewer { id } }' }) }, 5000);
      expect(gql.status).toBe(503);
      const body = (await gql.json()) as { errors?: { extensions?: { code?: string } }[] };
      expect(body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');

      const ready = await send(`${t.baseUrl}/readyz`, {}, 5000);
      expect(ready.status).toBe(503);
      expect(performance.now() - started).toBeLessThan(3000);
    } finally {
      await release();
    }
    const ready = await send(`${t.baseUrl}/readyz`, {}, 2000);
    expect(ready.status).toBe(200);
  });

  it('answers a socket operation SERVICE_UNAVAILABLE and keeps the socket, and refuses a new socket with 1013', async () => {
    const user = await createUser(t.orm);
    const cookie = await createSessionCookie(t.orm, user.id);
    const closes: number[] = [];
    const open = socketClient(t.baseUrl, cookie, { onClosed: (code) => closes.push(code) });
    // The socket opens (its session lookup runs) while the pool is free, and a subscription keeps it open.
    const keepOpen = collect(open, 'subscription { catalogUpdated { kind } }');
    const first = collect<{ viewer: { id: string } }>(open, '{ viewer { id } }');
    await expect.poll(() => first.results).toEqual([{ viewer: { id: user.id } }]);

    const release = await holdEveryConnection(t, 3);
    const refusedCloses: number[] = [];
    try {
      // An operation on the open socket: its session lookup finds no connection.
      const second = collect(open, 'subscription { messageAdded { id } }');
      await expect.poll(() => second.errors.length, { timeout: 5000 }).toBeGreaterThan(0);
      expect(JSON.stringify(second.errors)).toContain('SERVICE_UNAVAILABLE');
      expect(closes).toEqual([]);

      // A new socket cannot be checked either: closed with "try again later", which clients retry.
      const refused = socketClient(t.baseUrl, cookie, { onClosed: (code) => refusedCloses.push(code) });
      const attempt = collect(refused, '{ viewer { id } }');
      await expect.poll(() => refusedCloses.length, { timeout: 5000 }).toBeGreaterThan(0);
      attempt.dispose();
      expect(refusedCloses[0]).toBe(1013);
    } finally {
      await release();
    }
    keepOpen.dispose();
    await open.dispose();
  });

  it('gives the app connections a statement and an idle-in-transaction timeout', async () => {
    const em = t.orm.em.fork();
    const [row] = await em.execute<{ statement_timeout: string; idle: string }[]>(
      "select current_setting('statement_timeout') as statement_timeout, current_setting('idle_in_transaction_session_timeout') as idle",
    );
    expect(row!.statement_timeout).not.toBe('0');
    expect(row!.idle).not.toBe('0');
  });
});

/** Every statement of a transaction runs on that transaction: with one connection in the pool, anything else waits forever. */
describe('transactions on a pool of one connection', () => {
  const onePool = async (url: string) => MikroORM.init({ ...ormConfig(url), pool: { min: 0, max: 1 } });
  const within = <T>(promise: Promise<T>, ms: number) =>
    Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms))]);

  it("recomputes a creator's matches", async () => {
    const orm = await onePool(fileDatabaseUrl());
    try {
      const user = await createUser(orm);
      await insertProfile(orm, user.id);
      const kit = createMatchmadeKit(new CatalogCache(), createMemoryPubSub(), 1);
      const counts = await within(recomputeMatches(orm.em.fork(), kit, [user.id]), 10_000);
      expect(counts.get(user.id)).toBeGreaterThan(0);
    } finally {
      await within(orm.close(), 5000).catch(() => undefined);
    }
  });

  it('seeds the demo data under its lock', async () => {
    await withScratchDatabase(databaseServerUrl(), 'sb_pool_one', async (url) => {
      const orm = await onePool(url);
      try {
        await migrate(orm);
        const result = await within(seedDemoData(orm.em.fork(), createLogger('silent')), 20_000);
        expect(result.seeded).toBe(true);
      } finally {
        await within(orm.close(), 5000).catch(() => undefined);
      }
    });
  });
});
