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

describe('POST /api/chat and the chat mutation', () => {
  it('answers visitors in the spec §7 shape', async () => {
    const response = await post(t, { message: 'When should I release my next single?' }, { 'user-agent': 'visitor-a' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { response: string; suggestions: string[]; actionItems: string[] };
    expect(Object.keys(body).sort()).toEqual(['actionItems', 'response', 'suggestions']);
    expect(body.response).toMatch(/pitch|distributor/i);
    expect(body.suggestions.length).toBeGreaterThanOrEqual(2);
    expect(body.suggestions.length).toBeLessThanOrEqual(4);
  });

  it('remembers the conversation so follow-ups make sense', async () => {
    const headers = { 'user-agent': 'follow-up-visitor' };
    await post(t, { message: 'Why did my monthly listeners drop?' }, headers);
    const follow = (await (await post(t, { message: 'ok and on tiktok?' }, headers)).json()) as { response: string };
    expect(follow.response).toMatch(/Track a few numbers weekly/);
    const fresh = (await (await post(t, { message: 'ok and on tiktok?' }, { 'user-agent': 'new-visitor' })).json()) as { response: string };
    expect(fresh.response).toMatch(/^I can help with/);
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
    const { body } = await t.gql<{ chat: { response: string; actionItems: string[] } }>('mutation { chat(message: "What should I focus on this week?") { response actionItems } }', {}, { cookie });
    expect(body.data!.chat.response).toContain('location');
    expect(body.data!.chat.response).toMatch(/Your top MatchMade pick is .+ \(\d+% match\)/);
    expect(body.data!.chat.actionItems).toContain('Add your location to your profile');
    const visitor = await t.gql<{ chat: { response: string } }>('mutation { chat(message: "What should I focus on this week?") { response } }');
    expect(visitor.body.data!.chat.response).not.toContain('MatchMade pick');
  });

  it('limits each visitor to 20 messages a minute', async () => {
    const limited = await startTestApp({ CHAT_PER_MINUTE: '20' });
    try {
      for (let i = 0; i < 20; i += 1) expect((await post(limited, { message: 'hi' }, { 'user-agent': 'flooder' })).status).toBe(200);
      const blocked = await post(limited, { message: 'hi' }, { 'user-agent': 'flooder' });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBeTruthy();
      expect((await post(limited, { message: 'hi' }, { 'user-agent': 'someone-else' })).status).toBe(200);
    } finally {
      await limited.close();
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
