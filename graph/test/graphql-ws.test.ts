import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MAX_OPERATIONS_PER_SOCKET, SESSION_ENDED } from '../src/graphql-ws.js';
import { createOrPromoteAdmin } from '../src/modules/auth/admin.service.js';
import { BODY_LIMIT } from '../src/rest.js';
import { createSessionCookie, createUser } from './seed-helpers.js';
import { startTestApp, type TestApp } from './test-app.js';

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
    const dispose = client.subscribe<T>({ query }, {
      next: (value) => {
        resolve(value as T);
        dispose();
      },
      error: reject,
      complete: () => undefined,
    });
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
      await expect.poll(() => a.state.closed).toEqual({ code: SESSION_ENDED.code, reason: SESSION_ENDED.reason });
      expect(await run(b.client, '{ viewer { id } }')).toEqual({ result: { data: { viewer: { id: user.id } } } });
      expect(b.state.closed).toBeNull();
    } finally {
      await a.client.dispose();
      await b.client.dispose();
    }
  });

  it("closes every socket of an account when its role changes", async () => {
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

  it(`refuses more than ${MAX_OPERATIONS_PER_SOCKET} operations at once on one socket`, async () => {
    const { client, state } = await openSocket('');
    const stops = Array.from({ length: MAX_OPERATIONS_PER_SOCKET }, () =>
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
