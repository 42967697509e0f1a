import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
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
    const client = wsClient({ cookie, origin: 'http://localhost:4000' });
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
