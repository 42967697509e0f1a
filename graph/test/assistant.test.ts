import { createServer, type Server } from 'node:http';
import { createClient } from 'graphql-ws';
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

const post = (app: TestApp, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${app.baseUrl}/api/chat`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** The `sb_visitor=…` pair from a Set-Cookie header, as a browser would send it back. */
const visitorCookie = (response: Response) => /sb_visitor=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];

/** A graphql-ws client, opened with the given cookie (as a browser would send it). */
const socketClient = (app: TestApp, cookie?: string) =>
  createClient({
    url: app.baseUrl.replace('http', 'ws') + '/graphql',
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, cookie ? { headers: { cookie } } : {});
      }
    },
    retryAttempts: 0,
    // Keep the socket open between operations (by default the client closes it when idle).
    lazyCloseTimeout: 30_000,
  });

async function chatOverSocket(client: ReturnType<typeof createClient>, message: string): Promise<string> {
  return new Promise((resolve, reject) => {
    client.subscribe<{ chat: { response: string } }>(
      { query: 'mutation ($message: String!) { chat(message: $message) { response } }', variables: { message } },
      { next: (v) => (v.errors ? reject(new Error(v.errors[0]!.message)) : resolve(v.data!.chat.response)), error: reject, complete: () => undefined },
    );
  });
}

describe('POST /api/chat and the chat mutation', () => {
  it('answers visitors with a response, suggestions and action items', async () => {
    const response = await post(t, { message: 'When should I release my next single?' }, { 'user-agent': 'visitor-a' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { response: string; suggestions: string[]; actionItems: string[] };
    expect(Object.keys(body).sort()).toEqual(['actionItems', 'response', 'suggestions']);
    expect(body.response).toMatch(/pitch|distributor/i);
    expect(body.suggestions.length).toBeGreaterThanOrEqual(2);
    expect(body.suggestions.length).toBeLessThanOrEqual(4);
  });

  it('remembers the conversation so follow-ups make sense, by a visitor cookie', async () => {
    const first = await post(t, { message: 'Why did my monthly listeners drop?' });
    const cookie = visitorCookie(first)!;
    expect(cookie).toMatch(/^sb_visitor=[\w-]{32}$/);
    expect(first.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(first.headers.get('set-cookie')).toMatch(/SameSite=Lax/i);
    const follow = await post(t, { message: 'ok, and then?' }, { cookie });
    expect(((await follow.json()) as { response: string }).response).toMatch(/Track a few numbers weekly/);
    // A visitor who has a cookie keeps it: no new one.
    expect(follow.headers.get('set-cookie')).toBeNull();
  });

  it('keeps two visitors behind one address, with the same browser, apart', async () => {
    const headers = { 'user-agent': 'Office Browser 1.0' };
    const first = await post(t, { message: 'Why did my monthly listeners drop?' }, headers);
    expect(first.status).toBe(200);
    const colleague = await post(t, { message: 'ok, and then?' }, headers);
    expect(((await colleague.json()) as { response: string }).response).toMatch(/^Sorry, I did not understand that/);
    expect(visitorCookie(colleague)).toBeTruthy();
    expect(visitorCookie(colleague)).not.toBe(visitorCookie(first));
  });

  it('ignores a malformed visitor cookie and issues a fresh one', async () => {
    for (const forged of ['sb_visitor=short', `sb_visitor=${'a'.repeat(5000)}`, 'sb_visitor=%00%00']) {
      const response = await post(t, { message: 'hi' }, { cookie: forged });
      expect(response.status).toBe(200);
      expect(visitorCookie(response)).toMatch(/^sb_visitor=[\w-]{32}$/);
    }
  });

  it('refuses blank and over-long messages', async () => {
    for (const message of ['', '    ', 'x'.repeat(2001)]) {
      const response = await post(t, { message }, { 'user-agent': 'visitor-b' });
      expect(response.status).toBe(400);
    }
    expect((await post(t, { message: 'x'.repeat(2000) }, { 'user-agent': 'visitor-b' })).status).toBe(200);
    const viaGraphql = await t.gql('mutation { chat(message: "   ") { response } }');
    expect(viaGraphql.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('grounds a signed-in creator in their own missing fields and top match', async () => {
    const user = await createUser(t.orm, { firstName: 'Nova' });
    const cookie = await createSessionCookie(t.orm, user.id);
    await fetch(`${t.baseUrl}/api/profiles`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ artistName: 'Nova', genres: ['Techno'], careerStage: 'emerging', lookingFor: ['Distribution'] }),
    });
    const { body } = await t.gql<{ chat: { response: string; actionItems: string[] } }>(
      'mutation { chat(message: "What should I focus on this week?") { response actionItems } }',
      {},
      { cookie },
    );
    expect(body.data!.chat.response).toContain('location');
    expect(body.data!.chat.response).toMatch(/Your top MatchMade pick is .+ \(\d+% match\)/);
    expect(body.data!.chat.actionItems).toContain('Add your location to your profile');
    const visitor = await t.gql<{ chat: { response: string } }>('mutation { chat(message: "What should I focus on this week?") { response } }');
    expect(visitor.body.data!.chat.response).not.toContain('MatchMade pick');
  });

  it('limits visitors to 20 messages a minute per address, whatever browser or cookie they claim', async () => {
    const limited = await startTestApp({ CHAT_PER_MINUTE: '20' });
    try {
      for (let i = 0; i < 20; i += 1) expect((await post(limited, { message: 'hi' }, { 'user-agent': `flooder-${i}` })).status).toBe(200);
      const blocked = await post(limited, { message: 'hi' }, { 'user-agent': 'flooder-20' });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await post(limited, { message: 'hi' }, { cookie: `sb_visitor=${'b'.repeat(32)}` })).status).toBe(429);
      const overSocket = socketClient(limited);
      try {
        await expect(chatOverSocket(overSocket, 'hi')).rejects.toThrow(/Too many messages/);
      } finally {
        await overSocket.dispose();
      }
      // A signed-in creator counts on their own account, not their address.
      const user = await createUser(limited.orm);
      expect((await post(limited, { message: 'hi' }, { cookie: await createSessionCookie(limited.orm, user.id) })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('limits a signed-in creator per account, across their sessions', async () => {
    const limited = await startTestApp({ CHAT_PER_MINUTE: '3' });
    try {
      const user = await createUser(limited.orm);
      for (let i = 0; i < 3; i += 1)
        expect((await post(limited, { message: 'hi' }, { cookie: await createSessionCookie(limited.orm, user.id) })).status).toBe(200);
      expect((await post(limited, { message: 'hi' }, { cookie: await createSessionCookie(limited.orm, user.id) })).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('keys a socket visitor by their cookie, else by the socket', async () => {
    const first = await post(t, { message: 'Why did my monthly listeners drop?' });
    const withCookie = socketClient(t, visitorCookie(first));
    const without = socketClient(t);
    const another = socketClient(t);
    try {
      expect(await chatOverSocket(withCookie, 'ok, and then?')).toMatch(/Track a few numbers weekly/);
      // A cookie-less socket keeps one conversation for its life, shared with no other socket.
      await chatOverSocket(without, 'Why did my monthly listeners drop?');
      expect(await chatOverSocket(without, 'ok, and then?')).toMatch(/Track a few numbers weekly/);
      expect(await chatOverSocket(another, 'ok, and then?')).toMatch(/^Sorry, I did not understand that/);
    } finally {
      await Promise.all([withCookie.dispose(), without.dispose(), another.dispose()]);
    }
  });

  it('streams a reply over graphql-ws', async () => {
    const client = createClient({ url: t.baseUrl.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, retryAttempts: 0 });
    try {
      const chunks: { delta: string; done: boolean; suggestions: string[] }[] = [];
      await new Promise<void>((resolve, reject) => {
        client.subscribe<{ chatReply: (typeof chunks)[number] }>(
          { query: 'subscription { chatReply(message: "how do I read my streaming stats?") { delta done suggestions } }' },
          { next: (v) => chunks.push(v.data!.chatReply), error: reject, complete: resolve },
        );
      });
      expect(chunks.length).toBeGreaterThan(3);
      expect(chunks.at(-1)!.done).toBe(true);
      expect(chunks.at(-1)!.suggestions.length).toBeGreaterThanOrEqual(2);
      expect(chunks.map((c) => c.delta).join('')).toMatch(/listeners/);
    } finally {
      await client.dispose();
    }
  });
});

describe('a configured LLM endpoint', () => {
  let llm: Server;
  let mode: 'ok' | 'slow' = 'ok';
  let port = 0;
  const seen: { messages: { role: string; content: string }[] }[] = [];
  beforeAll(async () => {
    llm = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        seen.push(JSON.parse(raw));
        if (mode === 'slow') return; // never answers: the app must time out
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'From the model: pitch four weeks ahead.' } }] }));
      });
    });
    await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve));
    port = (llm.address() as { port: number }).port;
  });
  afterAll(async () => {
    llm.closeAllConnections();
    await new Promise((resolve) => llm.close(resolve));
  });

  it('writes the reply, grounded in the same context', async () => {
    const app = await startTestApp({ LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: 'test-model', LLM_TIMEOUT_MS: '500' });
    try {
      mode = 'ok';
      const body = (await (await post(app, { message: 'When should I pitch my single?' })).json()) as { response: string; suggestions: string[] };
      expect(body.response).toBe('From the model: pitch four weeks ahead.');
      expect(body.suggestions.length).toBeGreaterThanOrEqual(2);
      expect(seen.at(-1)!.messages[0]!.content).toContain('visitor');
    } finally {
      await app.close();
    }
  });

  it("describes a brand's team to the model as a brand, never as a creator", async () => {
    const app = await startTestApp({ LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: 'test-model', LLM_TIMEOUT_MS: '500' });
    try {
      mode = 'ok';
      const team = await createUser(app.orm, { firstName: 'Bea' });
      await app.orm.em.fork().execute(`update users set user_type = 'brand' where id = ?`, [team.id]);
      const cookie = await createSessionCookie(app.orm, team.id);
      expect((await post(app, { message: 'What should I focus on this week?' }, { cookie })).status).toBe(200);
      const system = seen.at(-1)!.messages[0]!.content;
      expect(system).toContain("on a brand's team");
      expect(system).not.toMatch(/Creator context|% complete/);
    } finally {
      await app.close();
    }
  });

  it('falls back to the built-in assistant when the endpoint times out', async () => {
    const app = await startTestApp({ LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: 'test-model', LLM_TIMEOUT_MS: '300' });
    try {
      mode = 'slow';
      const started = Date.now();
      const response = await post(app, { message: 'When should I pitch my single?' });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { response: string };
      expect(body.response).toMatch(/Spotify for Artists/);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await app.close();
    }
  });
});
