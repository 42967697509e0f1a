import { randomUUID } from 'node:crypto';
import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { SESSION_ENDED, SESSION_END_REASONS } from '../src/graphql-ws.js';
import { createLogger } from '../src/logger.js';
import { createSocketLeases } from '../src/platform/socket-leases.js';
import { createOrPromoteAdmin } from '../src/modules/auth/admin.service.js';
import { BODY_LIMIT } from '../src/rest.js';
import { createCreator, createSessionCookie, createUser } from './seed-helpers.js';
import { startTestApp, type TestApp } from './test-app.js';
import { collect, socketClient } from './ws-client.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

function wsClient(headers: Record<string, string>): Client {
  const url = t.baseUrl.replace('http', 'ws') + '/graphql';
  return createClient({
    url,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    },
    retryAttempts: 0,
    lazy: true,
  });
}

const first = <T>(client: Client, query: string) =>
  new Promise<T>((resolve, reject) => {
    const dispose = client.subscribe<T>(
      { query },
      {
        next: (value) => {
          resolve(value as T);
          dispose();
        },
        error: reject,
        complete: () => undefined,
      },
    );
  });

describe('graphql-ws on /graphql', () => {
  it('builds the same viewer from the session cookie as HTTP does', async () => {
    const user = await createUser(t.orm);
    const cookie = await createSessionCookie(t.orm, user.id);
    const client = wsClient({ cookie, origin: t.baseUrl });
    try {
      expect(await first(client, '{ viewer { id } }')).toEqual({ data: { viewer: { id: user.id } } });
    } finally {
      await client.dispose();
    }
    const anonymous = wsClient({});
    try {
      expect(await first(anonymous, '{ viewer { id } }')).toEqual({ data: { viewer: null } });
    } finally {
      await anonymous.dispose();
    }
  });

  it('delivers published events to subscribers', async () => {
    const client = wsClient({});
    try {
      const received = new Promise((resolve, reject) => {
        client.subscribe({ query: 'subscription { catalogUpdated { kind changedAt } }' }, { next: resolve, error: reject, complete: () => undefined });
      });
      // The subscription registers asynchronously; publish until it is heard.
      const timer = setInterval(() => t.app.pubsub.publish('CATALOG_UPDATED', { kind: 'resources', changedAt: new Date(0) }), 20);
      try {
        expect(await received).toEqual({ data: { catalogUpdated: { kind: 'resources', changedAt: '1970-01-01T00:00:00.000Z' } } });
      } finally {
        clearInterval(timer);
      }
    } finally {
      await client.dispose();
    }
  });

  it('applies the same abuse limits as HTTP', async () => {
    const client = wsClient({});
    try {
      const aliases = Array.from({ length: 200 }, (_, i) => `a${i}: bannerAds { id }`).join(' ');
      await expect(first(client, `{ ${aliases} }`)).rejects.toSatisfy((errors: unknown) => /alias/i.test(JSON.stringify(errors)));
    } finally {
      await client.dispose();
    }
  });

  it('refuses sockets from foreign origins', async () => {
    const socket = new WebSocket(t.baseUrl.replace('http', 'ws') + '/graphql', 'graphql-transport-ws', { headers: { origin: 'https://evil.example' } });
    const outcome = await new Promise<string>((resolve) => {
      socket.on('open', () => resolve('open'));
      socket.on('unexpected-response', (_req, res) => resolve(`refused ${res.statusCode}`));
      socket.on('error', () => resolve('error'));
    });
    socket.terminate();
    expect(outcome).toBe('refused 401');
  });
});

/** The Origin a browser tab of the app sends. */
const origin = () => ({ origin: t.baseUrl });

/** A socket that opens at once and stays open with no operation running; `closed` holds its close. */
async function openSocket(cookie: string) {
  const state: { closed: { code: number; reason: string } | null } = { closed: null };
  let connected!: () => void;
  const ready = new Promise<void>((resolve) => (connected = resolve));
  const client = createClient({
    url: t.baseUrl.replace('http', 'ws') + '/graphql',
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie, ...origin() } });
      }
    },
    lazy: false,
    retryAttempts: 0,
    onNonLazyError: () => undefined,
    on: {
      connected: () => connected(),
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: string };
        state.closed ??= { code, reason };
      },
    },
  });
  await ready;
  return { client, state };
}

type Result = FormattedExecutionResult<Record<string, unknown>, unknown>;
type Outcome = { result: Result } | { errors: { extensions?: { code?: unknown } }[] } | { closed: number };

/** Runs one operation to its end: its result, its refusal, or the close of its socket. */
const run = (client: Client, query: string, variables?: Record<string, unknown>) =>
  new Promise<Outcome>((resolve) => {
    let last: Result = {};
    client.subscribe(
      { query, variables },
      {
        next: (value) => {
          last = value;
        },
        error: (error) => resolve(Array.isArray(error) ? { errors: error } : { closed: (error as { code: number }).code }),
        complete: () => resolve({ result: last }),
      },
    );
  });

/** What a signed-out caller sees: UNAUTHENTICATED, a null viewer, or the socket closed as its session ended. */
function signedOut(outcome: Outcome): boolean {
  if ('closed' in outcome) return outcome.closed === SESSION_ENDED.code;
  const errors = 'errors' in outcome ? outcome.errors : (outcome.result.errors ?? []);
  if (errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) return true;
  const data = 'result' in outcome ? (outcome.result.data as { viewer?: unknown } | null | undefined) : undefined;
  return data?.viewer === null;
}

const logoutOverHttp = (cookie: string) =>
  fetch(`${t.baseUrl}/api/logout`, { method: 'POST', headers: { cookie, 'content-type': 'application/json', ...origin() }, body: '{}' });

const UPDATE_PROFILE = 'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { artistName } }';

describe('graphql-ws sessions', () => {
  it('answers a socket as signed out once its session has ended over HTTP', async () => {
    const user = await createUser(t.orm);
    const cookie = await createSessionCookie(t.orm, user.id);
    const { client } = await openSocket(cookie);
    try {
      expect(await run(client, '{ viewer { id } }')).toEqual({ result: { data: { viewer: { id: user.id } } } });
      expect((await logoutOverHttp(cookie)).status).toBe(200);
      expect(signedOut(await run(client, '{ viewer { id } }'))).toBe(true);
      expect(signedOut(await run(client, UPDATE_PROFILE, { input: { artistName: 'After Logout' } }))).toBe(true);
      const [row] = await t.orm.em.fork().execute<{ artist_name: string | null }[]>('select artist_name from profiles where user_id = ?', [user.id]);
      expect(row?.artist_name ?? null).toBeNull();
    } finally {
      await client.dispose();
    }
  });

  it('closes the sockets of a session at logout, and only those', async () => {
    const user = await createUser(t.orm);
    const [cookieA, cookieB] = [await createSessionCookie(t.orm, user.id), await createSessionCookie(t.orm, user.id)];
    const a = await openSocket(cookieA);
    const b = await openSocket(cookieB);
    try {
      await logoutOverHttp(cookieA);
      await expect.poll(() => a.state.closed).toEqual({ code: SESSION_ENDED.code, reason: SESSION_END_REASONS['signed-out'] });
      expect(await run(b.client, '{ viewer { id } }')).toEqual({ result: { data: { viewer: { id: user.id } } } });
      expect(b.state.closed).toBeNull();
    } finally {
      await a.client.dispose();
      await b.client.dispose();
    }
  });

  it('closes every socket of an account when its role changes', async () => {
    const user = await createUser(t.orm);
    const sockets = [await openSocket(await createSessionCookie(t.orm, user.id)), await openSocket(await createSessionCookie(t.orm, user.id))];
    const bystander = await openSocket(await createSessionCookie(t.orm, (await createUser(t.orm)).id));
    try {
      await createOrPromoteAdmin(t.orm.em.fork(), t.app.pubsub, user.email, undefined);
      for (const { state } of sockets) await expect.poll(() => state.closed?.code).toBe(SESSION_ENDED.code);
      expect(bystander.state.closed).toBeNull();
    } finally {
      for (const { client } of [...sockets, bystander]) await client.dispose();
    }
  });

  it('takes a role from the database at each operation, not from the socket', async () => {
    const user = await createUser(t.orm);
    const { client } = await openSocket(await createSessionCookie(t.orm, user.id));
    try {
      const before = await run(client, '{ adminStats { creators } }');
      expect('result' in before && before.result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      await t.orm.em.fork().execute("update users set role = 'admin' where id = ?", [user.id]);
      const after = await run(client, '{ adminStats { creators } }');
      expect('result' in after && after.result.errors).toBeUndefined();
    } finally {
      await client.dispose();
    }
  });

  it('treats an expired session as signed out at the next operation', async () => {
    const user = await createUser(t.orm);
    const cookie = await createSessionCookie(t.orm, user.id);
    const { client } = await openSocket(cookie);
    try {
      await t.orm.em.fork().execute("update sessions set expires_at = now() - interval '1 minute' where user_id = ?", [user.id]);
      expect(signedOut(await run(client, UPDATE_PROFILE, { input: { artistName: 'After Expiry' } }))).toBe(true);
    } finally {
      await client.dispose();
    }
  });
});

describe('graphql-ws limits', () => {
  it('closes a socket that sends a message over the HTTP body cap, and stays responsive', async () => {
    const socket = new WebSocket(t.baseUrl.replace('http', 'ws') + '/graphql', 'graphql-transport-ws');
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.on('open', resolve));
    const query = `{ ${'a'.repeat(2 * BODY_LIMIT)} }`;
    socket.send(JSON.stringify({ type: 'subscribe', id: '1', payload: { query } }));
    expect(await closed).toBe(1009);
    const health = await fetch(`${t.baseUrl}/healthz`);
    expect(health.status).toBe(200);
  });

  it('refuses the 21st operation at once on one socket, and only that operation', async () => {
    const { client, state } = await openSocket('');
    const stops = Array.from({ length: 20 }, () =>
      client.subscribe({ query: 'subscription { catalogUpdated { kind } }' }, { next: () => undefined, error: () => undefined, complete: () => undefined }),
    );
    try {
      const refused = await run(client, '{ __typename }');
      expect('errors' in refused && refused.errors[0]?.extensions?.code).toBe('RATE_LIMITED');
      stops[0]!();
      expect(await run(client, '{ __typename }')).toEqual({ result: { data: { __typename: 'Query' } } });
      expect(state.closed).toBeNull();
    } finally {
      for (const stop of stops) stop();
      await client.dispose();
    }
  });
});

/** The close a socket gets when its session, account or address already holds its share of sockets. */
const TOO_MANY = { code: 4429, reason: 'Too many open connections' };

type Attempt = { client: Client; outcome: 'open' | { code: number; reason: string } };

/** Opens a socket to `app` and waits until it is acknowledged ('open') or closed (its close). */
async function attempt(app: TestApp, cookie: string): Promise<Attempt> {
  let settle!: (outcome: Attempt['outcome']) => void;
  const settled = new Promise<Attempt['outcome']>((resolve) => (settle = resolve));
  const client = createClient({
    url: app.baseUrl.replace('http', 'ws') + '/graphql',
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie, origin: app.baseUrl } });
      }
    },
    lazy: false,
    retryAttempts: 0,
    onNonLazyError: () => undefined,
    on: {
      connected: () => settle('open'),
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: string };
        settle({ code, reason });
      },
    },
  });
  return { client, outcome: await settled };
}

/** Opens `count` sockets one after another; every one must open. */
async function openMany(app: TestApp, cookie: string, count: number): Promise<Client[]> {
  const clients: Client[] = [];
  for (let i = 0; i < count; i += 1) {
    const { client, outcome } = await attempt(app, cookie);
    clients.push(client);
    expect(outcome).toBe('open');
  }
  return clients;
}

const disposeAll = async (clients: Client[]) => {
  for (const client of clients) await client.dispose();
};

describe('graphql-ws socket caps', () => {
  it('closes the 11th socket of one session with 4429, while another session of the account opens', async () => {
    const user = await createUser(t.orm);
    const cookie = await createSessionCookie(t.orm, user.id);
    const clients = await openMany(t, cookie, 10);
    try {
      const refused = await attempt(t, cookie);
      clients.push(refused.client);
      expect(refused.outcome).toEqual(TOO_MANY);
      const other = await attempt(t, await createSessionCookie(t.orm, user.id));
      clients.push(other.client);
      expect(other.outcome).toBe('open');
    } finally {
      await disposeAll(clients);
    }
  });

  it('frees a slot when a socket closes', async () => {
    const user = await createUser(t.orm);
    const cookie = await createSessionCookie(t.orm, user.id);
    const clients = await openMany(t, cookie, 10);
    try {
      const refused = await attempt(t, cookie);
      await refused.client.dispose();
      expect(refused.outcome).toEqual(TOO_MANY);
      await clients.shift()!.dispose();
      // The server hears the close a moment after the client sends it.
      await expect
        .poll(async () => {
          const next = await attempt(t, cookie);
          if (next.outcome === 'open') clients.push(next.client);
          else await next.client.dispose();
          return next.outcome;
        })
        .toBe('open');
    } finally {
      await disposeAll(clients);
    }
  });

  it('caps the sockets of one account across its sessions at 30', async () => {
    const user = await createUser(t.orm);
    const clients: Client[] = [];
    try {
      for (let session = 0; session < 3; session += 1) clients.push(...(await openMany(t, await createSessionCookie(t.orm, user.id), 10)));
      const refused = await attempt(t, await createSessionCookie(t.orm, user.id));
      clients.push(refused.client);
      expect(refused.outcome).toEqual(TOO_MANY);
    } finally {
      await disposeAll(clients);
    }
  });

  it('caps the sockets of one address, signed-out ones included', async () => {
    const capped = await startTestApp({ WS_PER_ADDRESS: '4' });
    const clients: Client[] = [];
    try {
      clients.push(...(await openMany(capped, '', 2)));
      clients.push(...(await openMany(capped, await createSessionCookie(capped.orm, (await createUser(capped.orm)).id), 2)));
      for (const cookie of ['', await createSessionCookie(capped.orm, (await createUser(capped.orm)).id)]) {
        const refused = await attempt(capped, cookie);
        clients.push(refused.client);
        expect(refused.outcome).toEqual(TOO_MANY);
      }
    } finally {
      await disposeAll(clients);
      await capped.close();
    }
  });

  it('holds the per-session cap across two instances on one Redis', async () => {
    const shared = { REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379', REDIS_PREFIX: `test:${randomUUID()}:` };
    const [a, b] = await Promise.all([startTestApp(shared), startTestApp(shared)]);
    const clients: Client[] = [];
    try {
      const cookie = await createSessionCookie(a.orm, (await createUser(a.orm)).id);
      clients.push(...(await openMany(a, cookie, 5)), ...(await openMany(b, cookie, 5)));
      for (const app of [a, b]) {
        const refused = await attempt(app, cookie);
        clients.push(refused.client);
        expect(refused.outcome).toEqual(TOO_MANY);
      }
    } finally {
      await disposeAll(clients);
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('graphql-ws subscription folding', () => {
  const creator = () => createCreator(t.orm);

  it('resolves one messageAdded per event for a user, however many identical subscriptions they hold', async () => {
    const [x, y] = [await creator(), await creator()];
    const [p, q] = x.id < y.id ? [x.id, y.id] : [y.id, x.id];
    await t.orm.em.fork().execute('insert into creator_connections (user_a_id, user_b_id) values (?, ?)', [p, q]);
    const started = await t.gql<{ startConversation: { id: string } }>(
      'mutation ($u: String!) { startConversation(username: $u) { id } }',
      { u: y.username },
      { cookie: x.cookie },
    );
    const conversationId = started.body.data!.startConversation.id;
    const send = async (body: string) => {
      const sent = await t.gql<{ sendMessage: { id: string } }>(
        'mutation ($c: ID!, $b: String!) { sendMessage(conversationId: $c, body: $b) { id } }',
        { c: conversationId, b: body },
        { cookie: x.cookie },
      );
      return sent.body.data!.sendMessage.id;
    };

    const clients = [socketClient(t.baseUrl, y.cookie), socketClient(t.baseUrl, y.cookie), socketClient(t.baseUrl, y.cookie)];
    const streams = clients.flatMap((client) =>
      Array.from({ length: 5 }, () =>
        collect<{ messageAdded: { id: string; body: string } }>(client, 'subscription { messageAdded { id body sender { displayName } } }'),
      ),
    );
    const connection = t.orm.em.getConnection();
    const execute = vi.spyOn(connection, 'execute');
    try {
      // Subscriptions register asynchronously: send until every one of them has heard a message.
      await expect
        .poll(async () => {
          if (streams.some((s) => s.results.length === 0)) await send('warm-up');
          return streams.every((s) => s.results.length > 0);
        })
        .toBe(true);
      execute.mockClear();
      const messageId = await send('Counted');
      await expect.poll(() => streams.every((s) => s.results.some((r) => r.messageAdded.id === messageId))).toBe(true);
      const resolutions = execute.mock.calls.filter(
        ([sql, params]) => String(sql).includes('from messages x') && Array.isArray(params) && params.includes(messageId) && params.includes(y.id),
      );
      expect(resolutions).toHaveLength(1);
      expect(streams.every((s) => s.errors.length === 0)).toBe(true);
    } finally {
      execute.mockRestore();
      for (const s of streams) s.dispose();
      await disposeAll(clients);
    }
  });
});

describe('socket leases', () => {
  it("frees a vanished instance's slots when their leases run out, and keeps renewed ones", async () => {
    const redis = new Redis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
    const clock = { now: 1_000_000 };
    const options = {
      redis,
      prefix: `test:${randomUUID()}:`,
      limits: { perSession: 2, perAccount: 10, perAddress: 10, leaseSeconds: 60 },
      logger: createLogger('silent'),
      now: () => clock.now,
    };
    const [live, dying, other] = [createSocketLeases(options), createSocketLeases(options), createSocketLeases(options)];
    const owner = { sessionId: randomUUID(), accountId: randomUUID(), address: '192.0.2.1' };
    try {
      expect(await live.acquire(owner)).not.toBeNull();
      expect(await dying.acquire(owner)).not.toBeNull();
      expect(await other.acquire(owner)).toBeNull();
      // The dying instance stops renewing (killed: it releases nothing); the live one renews.
      dying.stop();
      clock.now += 40_000;
      await live.renew();
      clock.now += 21_000;
      expect(await other.acquire(owner)).not.toBeNull();
      expect(await other.acquire(owner)).toBeNull();
    } finally {
      for (const leases of [live, dying, other]) leases.stop();
      redis.disconnect();
    }
  });
});
