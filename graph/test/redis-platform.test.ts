import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createClient, type Client } from 'graphql-ws';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freePort } from '../src/db/embedded-cluster.js';
import { conversationKey } from '../src/modules/assistant/assistant.service.js';
import { PostgresConversationStore, storedConversationKey } from '../src/modules/assistant/conversations.js';
import { createSessionCookie, createUser } from './seed-helpers.js';
import { startTestApp, type TestApp } from './test-app.js';

/** The machine's shared Redis: every test here uses a prefix of its own, and never flushes. */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const uniquePrefix = () => `test:${randomUUID()}:`;

/** Two instances on one PostgreSQL (the run's database) and one Redis, sharing a prefix. */
async function twoInstances(redisUrl: string, env: Record<string, string> = {}) {
  const shared = { REDIS_URL: redisUrl, REDIS_PREFIX: uniquePrefix(), ...env };
  const [a, b] = await Promise.all([startTestApp(shared), startTestApp(shared)]);
  return { a, b, prefix: shared.REDIS_PREFIX, close: () => Promise.all([a.close(), b.close()]) };
}

function wsClient(app: TestApp, cookie: string): Client {
  return createClient({
    url: app.baseUrl.replace('http', 'ws') + '/graphql',
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie } });
      }
    },
    retryAttempts: 0,
  });
}

/** Subscribes to matchesUpdated; the returned list fills as events arrive. */
function matchesUpdated(client: Client) {
  const events: number[] = [];
  const errors: unknown[] = [];
  client.subscribe<{ matchesUpdated: { matchCount: number } }>(
    { query: 'subscription { matchesUpdated { matchCount } }' },
    {
      next: (value) => (value.data ? events.push(value.data.matchesUpdated.matchCount) : errors.push(value.errors)),
      error: (e) => errors.push(e),
      complete: () => undefined,
    },
  );
  return { events, errors };
}

/** How many connections of `redis` listen on `channel`: a subscription has reached Redis when this is > 0. */
const listeners = async (redis: Redis, channel: string) => Number(((await redis.pubsub('NUMSUB', channel)) as [string, number])[1]);

async function creator(app: TestApp) {
  const user = await createUser(app.orm);
  return { ...user, cookie: await createSessionCookie(app.orm, user.id) };
}

const refresh = (app: TestApp, cookie: string) =>
  app.gql<{ refreshMatches: { matchCount: number } }>('mutation { refreshMatches { matchCount } }', {}, { cookie });

let probe: Redis;
beforeAll(() => {
  probe = new Redis(REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1 });
});
afterAll(async () => {
  await probe.quit();
});

describe('two instances on one Redis', () => {
  let two: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    two = await twoInstances(REDIS_URL, { AUTH_LOGIN_PER_ACCOUNT: '10', AUTH_LOGIN_PER_IP: '1000' });
  });
  afterAll(async () => {
    await two.close();
  });

  it("delivers a refresh on A to the creator's subscription on B, and to no other creator", async () => {
    const { a, b, prefix } = two;
    const [alice, bob] = [await creator(a), await creator(a)];
    const [aliceClient, bobClient] = [wsClient(b, alice.cookie), wsClient(b, bob.cookie)];
    try {
      const aliceEvents = matchesUpdated(aliceClient);
      const bobEvents = matchesUpdated(bobClient);
      await expect.poll(() => listeners(probe, `${prefix}MATCHES_UPDATED:${alice.id}`)).toBe(1);
      await expect.poll(() => listeners(probe, `${prefix}MATCHES_UPDATED:${bob.id}`)).toBe(1);

      expect((await refresh(a, alice.cookie)).body.errors).toBeUndefined();
      await expect.poll(() => aliceEvents.events.length).toBe(1);
      // Bob's own event comes after Alice's on the same connection: had hers reached him, it would be here first.
      expect((await refresh(a, bob.cookie)).body.errors).toBeUndefined();
      await expect.poll(() => bobEvents.events.length).toBe(1);
      expect(aliceEvents.events).toHaveLength(1);
      expect([aliceEvents.errors, bobEvents.errors]).toEqual([[], []]);
    } finally {
      await Promise.all([aliceClient.dispose(), bobClient.dispose()]);
    }
  });

  it('counts sign-in failures spent on A on B: the 11th try is refused wherever it lands', async () => {
    const { a, b } = two;
    const email = `redis-${randomUUID().slice(0, 8)}@example.test`;
    const attempt = (app: TestApp) =>
      fetch(`${app.baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'wrong-password' }),
      });
    for (let i = 0; i < 10; i += 1) expect((await attempt(a)).status).toBe(401);
    const refused = await attempt(b);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('carries a Date in an event payload across instances as a Date', async () => {
    const { a, b, prefix } = two;
    const iterator = b.app.pubsub.subscribe('CATALOG_UPDATED')[Symbol.asyncIterator]();
    try {
      const next = iterator.next();
      await expect.poll(() => listeners(probe, `${prefix}CATALOG_UPDATED`)).toBeGreaterThan(0);
      const changedAt = new Date('2026-11-23T10:00:00.123Z');
      a.app.pubsub.publish('CATALOG_UPDATED', { kind: 'resources', changedAt });
      const { value } = await next;
      expect(value?.changedAt).toBeInstanceOf(Date);
      expect(value?.changedAt.getTime()).toBe(changedAt.getTime());
    } finally {
      await iterator.return?.();
    }
  });
});

describe('assistant conversations in PostgreSQL', () => {
  const chat = (app: TestApp, message: string, cookie?: string) =>
    fetch(`${app.baseUrl}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ message }),
    });
  const reply = async (response: Response) => ((await response.json()) as { response: string }).response;

  it("continues a visitor's conversation on another instance, and forgets it once expired", async () => {
    const two = await twoInstances(REDIS_URL);
    try {
      const first = await chat(two.a, 'Why did my monthly listeners drop?');
      const cookie = /sb_visitor=[^;]+/.exec(first.headers.get('set-cookie') ?? '')![0];
      expect(await reply(await chat(two.b, 'ok, and then?', cookie))).toMatch(/Track a few numbers weekly/);

      const visitorId = cookie.slice('sb_visitor='.length);
      const key = storedConversationKey(conversationKey({ viewer: null, ip: null, visitor: { id: () => visitorId, existing: visitorId } }));
      await two.a.orm.em.fork().execute(`update assistant_conversations set expires_at = now() - interval '1 second' where key = ?`, [key]);
      // Expired: the follow-up on B has no history to lean on.
      expect(await reply(await chat(two.b, 'ok, and then?', cookie))).toMatch(/^Sorry, I did not understand that/);
    } finally {
      await two.close();
    }
  });

  it('keeps the last 20 messages, keeps both of two concurrent appends, and sweeps expired rows in batches', async () => {
    const app = await startTestApp();
    try {
      let now = Date.now();
      const store = new PostgresConversationStore(() => app.orm.em.fork(), { now: () => now });
      const key = `test:${randomUUID()}`;
      for (let i = 0; i < 12; i += 1)
        await store.append(key, [
          { role: 'user', content: `q${i}` },
          { role: 'assistant', content: `a${i}` },
        ]);
      const history = await store.history(key);
      expect(history).toHaveLength(20);
      expect(history[0]).toEqual({ role: 'user', content: 'q2' });

      const both = `test:${randomUUID()}`;
      await Promise.all([store.append(both, [{ role: 'user', content: 'tab one' }]), store.append(both, [{ role: 'user', content: 'tab two' }])]);
      expect((await store.history(both)).map((turn) => turn.content).sort()).toEqual(['tab one', 'tab two']);

      now += 2 * 60 * 60 * 1000 + 1;
      expect(await store.history(key)).toEqual([]);
      // Everything this store wrote is now expired; so are the conversations of this file's
      // earlier tests, swept with them.
      expect(await store.sweepExpired()).toBeGreaterThanOrEqual(2);
      const [row] = await app.orm.em
        .fork()
        .execute<{ n: string }[]>('select count(*) as n from assistant_conversations where key in (?, ?)', [
          storedConversationKey(key),
          storedConversationKey(both),
        ]);
      expect(Number(row!.n)).toBe(0);
    } finally {
      await app.close();
    }
  });
});

/** A Redis of this test's own on a free port: the machine's shared one is never stopped. */
async function ownRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], {
    stdio: 'ignore',
  });
  const ping = async () => {
    const client = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return await client.ping();
    } catch {
      return 'down';
    } finally {
      client.disconnect();
    }
  };
  try {
    await expect.poll(ping, { timeout: 10_000 }).toBe('PONG');
  } catch (error) {
    await stop(child);
    throw error;
  }
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

describe('a Redis outage', () => {
  it('keeps HTTP and rate limits answering while Redis is down, and delivers events again once it is back', async () => {
    const port = await freePort();
    let redis = await ownRedis(port);
    const url = `redis://127.0.0.1:${port}`;
    const two = await twoInstances(url, { AUTH_LOGIN_PER_ACCOUNT: '3', AUTH_LOGIN_PER_IP: '1000' });
    const own = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1, retryStrategy: () => 100 });
    own.on('error', () => undefined);
    const alice = await creator(two.a);
    const client = wsClient(two.b, alice.cookie);
    try {
      const seen = matchesUpdated(client);
      await expect.poll(() => listeners(own, `${two.prefix}MATCHES_UPDATED:${alice.id}`)).toBe(1);

      await stop(redis);
      // Sign-in attempts answer at once, counted in memory by the insurance limiter: 3 failures, then 429.
      const email = `outage-${randomUUID().slice(0, 8)}@example.test`;
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const started = performance.now();
        const response = await fetch(`${two.a.baseUrl}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'wrong-password' }),
          signal: AbortSignal.timeout(5000),
        });
        statuses.push(response.status);
        expect(performance.now() - started).toBeLessThan(2500);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      // A request that publishes (a refresh) still succeeds; so does a publish outside a request.
      expect((await refresh(two.a, alice.cookie)).body).toMatchObject({ data: { refreshMatches: { matchCount: expect.any(Number) } } });
      expect(() => two.a.app.pubsub.publish('MATCHES_UPDATED', alice.id, { matchCount: -1 })).not.toThrow();
      expect((await fetch(`${two.b.baseUrl}/healthz`)).status).toBe(200);

      redis = await ownRedis(port);
      // The subscriber reconnects and subscribes again by itself; the first event after that arrives.
      await expect.poll(() => listeners(own, `${two.prefix}MATCHES_UPDATED:${alice.id}`), { timeout: 10_000 }).toBe(1);
      const before = seen.events.length;
      await expect
        .poll(
          () => {
            two.a.app.pubsub.publish('MATCHES_UPDATED', alice.id, { matchCount: 42 });
            return seen.events.slice(before).includes(42);
          },
          { timeout: 10_000, interval: 200 },
        )
        .toBe(true);
      expect(seen.errors).toEqual([]);
    } finally {
      await client.dispose();
      own.disconnect();
      await two.close();
      await stop(redis);
    }
  });
});
