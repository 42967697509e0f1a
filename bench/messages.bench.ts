/**
 * Direct messages at scale. Run: npm run bench:messages
 *
 * A scratch database gets 1,000 conversations of 200 messages each, written with SQL straight
 * into the messaging tables (one hub creator in 500 of them, the rest between pairs of other
 * creators), every column as the service would leave it. Two app processes (`graph/src/main.ts`,
 * as `npm start` runs it) share that database and one Redis. Over HTTP GraphQL on instance A:
 * - opening a conversation: its last 30 messages, a random conversation as one of its members;
 * - the hub's inbox: the first 20 of its 500 conversations with unread counts and totalCount.
 * Then live delivery: a sender posts `sendMessage` to A at a steady rate (open loop: the next send
 * does not wait for the last answer) while the recipient's `messageAdded` subscription sits on B;
 * latency is from the start of the send to the arrival on B's socket, and every message must arrive.
 * Last, the same stream while the recipient's socket is cut a few times: the client reconnects and
 * catches up with `messages(after:)` from its newest fetched cursor, page after page until the
 * newest, as the web client does (web/src/routes/messages/ConversationPane.tsx); every sent
 * message must reach it exactly once.
 *
 * Latencies on a shared machine follow its load, printed at each step; so each step also prints
 * the CPU its requests cost the app instances and PostgreSQL's backends (from /proc), which the
 * load inflates far less, and the SQL statements the instances sent per request or message; the
 * storage of the seeded tables is printed first. A missed target makes the exit code 1.
 *
 * MESSAGES_OPEN_RUNS (500), MESSAGES_INBOX_RUNS (500), MESSAGES_RATE (100 per second),
 * MESSAGES_LIVE_SECONDS (20), MESSAGES_RECONNECT_SECONDS (12), MESSAGES_DROPS (3) change it;
 * REDIS_URL (redis://127.0.0.1:6379). The database is a scratch one on DATABASE_URL's server, or
 * on the bench's embedded PostgreSQL.
 */
import 'reflect-metadata';
import assert from 'node:assert';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { openScratchDatabaseServer, withScratchDatabase } from '../graph/src/db/database-server.js';
import { migrate, openOrm } from '../graph/src/db/orm.js';
import { createLogger } from '../graph/src/logger.js';
import { startAppProcess, type AppProcess } from '../scripts/app-process.js';
import { backendCpuMeter, benchConfig, cpuMs, percentile, sqlCountChild, sqlLine, summarise, tableSizes, type SqlCounts } from './harness.js';
import { CONVERSATIONS, HUB_CONVERSATIONS, MESSAGES_PER_CONVERSATION, seed } from './messages-seed.js';

/** The web client's page (messageOperations.ts: `messages(last: 30 …)`) and inbox page. */
const PAGE = 30;
const INBOX_PAGE = 20;
const WARMUP = 30;
const OPEN_RUNS = Number(process.env.MESSAGES_OPEN_RUNS ?? 500);
const INBOX_RUNS = Number(process.env.MESSAGES_INBOX_RUNS ?? 500);
const RATE = Number(process.env.MESSAGES_RATE ?? 100);
const LIVE_SECONDS = Number(process.env.MESSAGES_LIVE_SECONDS ?? 20);
const RECONNECT_SECONDS = Number(process.env.MESSAGES_RECONNECT_SECONDS ?? 12);
const DROPS = Number(process.env.MESSAGES_DROPS ?? 3);
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const TARGETS = { open: 20, inbox: 30, live: 100 };

const loadLine = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${os.cpus().length} cores`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// --- GraphQL over HTTP and graphql-ws ----------------------------------------------------

type GraphqlAnswer<T> = { data?: T; errors?: { message: string }[] };

async function graphql<T>(baseUrl: string, cookie: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as GraphqlAnswer<T>;
  if (!response.ok || body.errors?.length || !body.data) throw new Error(`GraphQL ${response.status}: ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

async function timed(runs: number, once: (i: number) => Promise<void>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < WARMUP + runs; i += 1) {
    const started = performance.now();
    await once(i);
    if (i >= WARMUP) samples.push(performance.now() - started);
  }
  return samples;
}

const OPEN_QUERY = `query Open($id: ID!) { conversation(id: $id) { messages(last: ${PAGE}) { edges { node { id body createdAt sender { id } } } } } }`;
const INBOX_QUERY = `{ viewer { conversations(first: ${INBOX_PAGE}) { edges { node { id unreadCount lastMessage { body } other { displayName } } } totalCount } } }`;
const CATCH_UP_QUERY = `query CatchUp($id: ID!, $after: String) { conversation(id: $id) { messages(last: ${PAGE}, after: $after) { edges { cursor node { id } } pageInfo { endCursor hasNextPage } } } }`;
const SEND = 'mutation Send($id: ID!, $body: String!) { sendMessage(conversationId: $id, body: $body) { id } }';
const MESSAGE_ADDED = 'subscription { messageAdded { id conversationId body createdAt sender { id } } }';

type Page = { conversation: { messages: { edges: { cursor: string; node: { id: string } }[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } } } };

/**
 * The recipient's tab: one graphql-ws socket to instance B that reconnects after a drop (as the
 * web client's does: retries for ever, graphql-ws's randomised backoff), and on every reconnect
 * fetches the conversation's messages after the newest cursor it fetched, page by page.
 */
function recipientTab(baseUrl: string, cookie: string, conversationId: string, startCursor: string | null) {
  let socket: WebSocket | null = null;
  let connectedBefore = false;
  let newestCursor = startCursor;
  const live: { id: string; body: string; at: number }[] = [];
  const caughtUp: string[] = [];
  const catchUpPages: number[] = [];
  const errors: unknown[] = [];
  let catchingUp: Promise<void> = Promise.resolve();

  const catchUp = async () => {
    let pages = 0;
    for (;;) {
      const { conversation } = await graphql<Page>(baseUrl, cookie, CATCH_UP_QUERY, { id: conversationId, after: newestCursor });
      pages += 1;
      const { edges, pageInfo } = conversation.messages;
      if (edges.length === 0) break;
      caughtUp.push(...edges.map((e) => e.node.id));
      newestCursor = edges.at(-1)!.cursor;
      if (!pageInfo.hasNextPage) break;
    }
    catchUpPages.push(pages);
  };

  const client: Client = createClient({
    url: `${baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { origin: baseUrl, cookie } });
      }
    },
    retryAttempts: Infinity,
    shouldRetry: () => true,
    on: {
      connected: (opened) => {
        socket = opened as WebSocket;
        if (connectedBefore) catchingUp = catchingUp.then(catchUp).catch((error: unknown) => void errors.push(error));
        connectedBefore = true;
      },
      closed: () => (socket = null),
    },
  });
  let subscribedOnce!: () => void;
  const firstResult = new Promise<void>((resolve) => (subscribedOnce = resolve));
  client.subscribe<{ messageAdded: { id: string; conversationId: string; body: string } }>(
    { query: MESSAGE_ADDED },
    {
      next: (value) => {
        const message = value.data?.messageAdded;
        if (value.errors?.length) errors.push(value.errors);
        if (message?.conversationId === conversationId) live.push({ id: message.id, body: message.body, at: performance.now() });
        subscribedOnce();
      },
      error: (error) => errors.push(error),
      complete: () => undefined,
    },
  );
  return {
    live,
    caughtUp,
    catchUpPages,
    errors,
    firstResult,
    /** Cuts the socket as a network drop would: no close frame. */
    drop: () => socket?.terminate(),
    settled: () => catchingUp,
    dispose: () => client.dispose(),
  };
}

type Stream = { sentAt: Map<number, number>; ids: Map<number, string>; answeredMs: number[]; failures: string[] };

/** Sends `RATE` messages a second for `seconds` to instance A, each at its planned time whatever the answers. */
async function stream(
  baseUrl: string,
  cookie: string,
  conversationId: string,
  label: string,
  seconds: number,
  during?: (elapsedMs: number) => void,
): Promise<Stream> {
  const result: Stream = { sentAt: new Map(), ids: new Map(), answeredMs: [], failures: [] };
  const total = Math.round(RATE * seconds);
  const interval = 1000 / RATE;
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i += 1) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    during?.(performance.now() - start);
    const sentAt = performance.now();
    result.sentAt.set(i, sentAt);
    inFlight.push(
      graphql<{ sendMessage: { id: string } }>(baseUrl, cookie, SEND, { id: conversationId, body: `${label} #${i}` })
        .then(({ sendMessage }) => {
          result.answeredMs.push(performance.now() - sentAt);
          result.ids.set(i, sendMessage.id);
        })
        .catch((error: unknown) => void result.failures.push(`#${i}: ${String(error)}`)),
    );
  }
  await Promise.all(inFlight);
  return result;
}

/**
 * CPU used from now on by the two instances and by the database's server processes for the bench's
 * database (its backends, read from /proc: null when PostgreSQL runs on another machine). What the
 * machine's load cannot inflate much, unlike latencies: the cost of a message.
 */
async function cpuMeter(databaseUrl: string, apps: AppProcess[]): Promise<() => Promise<(number | null)[]>> {
  const appsBefore = apps.map((app) => cpuMs(app.child.pid!));
  const database = await backendCpuMeter(databaseUrl);
  return async () => [...apps.map((app, i) => cpuMs(app.child.pid!) - appsBefore[i]!), await database()];
}

/** `  CPU per send: A 2.10 ms, B 1.00 ms, PostgreSQL 0.90 ms` */
function cpuLine(what: string, apps: string[], usedMs: (number | null)[], count: number): string {
  const each = usedMs.map((ms) => (ms === null ? 'n/a' : `${(ms / count).toFixed(2)} ms`));
  return `  CPU per ${what}: ${[...apps, 'PostgreSQL'].map((name, i) => `${name} ${each[i]}`).join(', ')}`;
}

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await sleep(20);
}

const seqOf = (label: string, body: string) => (body.startsWith(`${label} #`) ? Number(body.slice(label.length + 2)) : null);

// --- the run ------------------------------------------------------------------------------------

const logger = createLogger('warn');
const config = benchConfig();
const server = await openScratchDatabaseServer(config, logger);
const instances: AppProcess[] = [];
const results: string[] = [];
const verdicts: string[] = [];
const verdict = (name: string, ok: boolean, detail: string) => verdicts.push(`${ok ? 'ok  ' : 'MISS'} ${name}: ${detail}`);
console.log(`start: ${loadLine()}`);
try {
  await withScratchDatabase(server.url, 'sb_messages', async (databaseUrl) => {
    const orm = await openOrm(databaseUrl, logger);
    await migrate(orm);
    await orm.close();

    const started = performance.now();
    const { cookies, hubId, conversations } = await seed(databaseUrl);
    console.log(
      `seeded ${CONVERSATIONS.toLocaleString('en')} conversations × ${MESSAGES_PER_CONVERSATION} messages in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const env = {
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      REDIS_PREFIX: `bench:${randomUUID()}:`,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
      // The bench sends far faster than a person may: the per-sender limit would refuse it.
      MESSAGES_PER_MINUTE: '1000000',
    };
    // Each instance counts the SQL statements it sends (bench/sql-count-preload.mjs).
    const counters = [sqlCountChild(), sqlCountChild()];
    const sqlNow = async (which: number[]): Promise<SqlCounts> => {
      const all = await Promise.all(which.map((i) => counters[i]!.read()));
      return all.reduce((sum, c) => ({ statements: sum.statements + c.statements, transactionControl: sum.transactionControl + c.transactionControl }));
    };
    results.push('storage after the seed:', ...(await tableSizes(databaseUrl, ['messages', 'conversations', 'conversation_members'])));
    instances.push(...(await Promise.all(counters.map((counter) => startAppProcess({ ...env, ...counter.env })))));
    const [a, b] = [instances[0]!.baseUrl, instances[1]!.baseUrl];

    // Opening a conversation, as one of its two members.
    let pick = 0x9e3779b9;
    const nextConversation = () => {
      pick = (pick * 1103515245 + 12345) >>> 0;
      const c = conversations[pick % conversations.length]!;
      return { id: c.id, cookie: cookies.get(pick & 1 ? c.a : c.b)! };
    };
    const openCpu = await cpuMeter(databaseUrl, [instances[0]!]);
    const openSql = await sqlNow([0]);
    const open = await timed(OPEN_RUNS, async () => {
      const { id, cookie } = nextConversation();
      const data = await graphql<{ conversation: { messages: { edges: unknown[] } } | null }>(a, cookie, OPEN_QUERY, { id });
      assert.equal(data.conversation?.messages.edges.length, PAGE);
    });
    results.push(
      summarise('open a conversation (last 30)', open),
      cpuLine('request', ['app'], await openCpu(), WARMUP + OPEN_RUNS),
      sqlLine('request', openSql, await sqlNow([0]), WARMUP + OPEN_RUNS),
    );
    verdict('open a conversation', percentile(open, 0.95) <= TARGETS.open, `p95 ${percentile(open, 0.95).toFixed(2)} ms, target ≤ ${TARGETS.open} ms`);

    // The hub's inbox: 500 conversations, the first page.
    const hubCookie = cookies.get(hubId)!;
    const inboxCpu = await cpuMeter(databaseUrl, [instances[0]!]);
    const inboxSql = await sqlNow([0]);
    const inbox = await timed(INBOX_RUNS, async () => {
      const data = await graphql<{ viewer: { conversations: { edges: { node: { unreadCount: number } }[]; totalCount: number } } }>(a, hubCookie, INBOX_QUERY);
      assert.equal(data.viewer.conversations.totalCount, HUB_CONVERSATIONS);
      assert.equal(data.viewer.conversations.edges.length, INBOX_PAGE);
    });
    results.push(
      summarise(`inbox (${HUB_CONVERSATIONS} conversations)`, inbox),
      cpuLine('request', ['app'], await inboxCpu(), WARMUP + INBOX_RUNS),
      sqlLine('request', inboxSql, await sqlNow([0]), WARMUP + INBOX_RUNS),
    );
    verdict('inbox', percentile(inbox, 0.95) <= TARGETS.inbox, `p95 ${percentile(inbox, 0.95).toFixed(2)} ms, target ≤ ${TARGETS.inbox} ms`);

    // Live delivery: a pair of creators in their seeded conversation; sender on A, recipient on B.
    const pair = conversations.at(-1)!;
    const [senderCookie, recipientCookie] = [cookies.get(pair.a)!, cookies.get(pair.b)!];
    const openPage = async () =>
      (await graphql<Page>(b, recipientCookie, CATCH_UP_QUERY, { id: pair.id, after: null })).conversation.messages.pageInfo.endCursor;

    {
      const label = `live-${randomUUID().slice(0, 6)}`;
      const tab = recipientTab(b, recipientCookie, pair.id, await openPage());
      // The subscription is live once a message reaches it: send until one does.
      await warmUp(a, senderCookie, pair.id, tab);
      const mark = tab.live.length;
      console.log(`live: ${loadLine()}`);
      const cpu = await cpuMeter(databaseUrl, instances);
      const sqlBefore = await sqlNow([0, 1]);
      const sent = await stream(a, senderCookie, pair.id, label, LIVE_SECONDS);
      await until(() => tab.live.length - mark >= sent.ids.size, 10_000);
      const cpuUsed = await cpu();
      const sqlAfter = await sqlNow([0, 1]);
      const latencies: number[] = [];
      const arrived = new Set<number>();
      for (const message of tab.live.slice(mark)) {
        const seq = seqOf(label, message.body);
        if (seq === null) continue;
        arrived.add(seq);
        latencies.push(message.at - sent.sentAt.get(seq)!);
      }
      const lost = [...sent.ids.keys()].filter((seq) => !arrived.has(seq));
      await tab.dispose();
      results.push(summarise(`live: send on A → B (${RATE}/s)`, latencies));
      results.push(summarise('  (sendMessage on A, HTTP answer)', sent.answeredMs));
      results.push(`  sent ${sent.ids.size}, failed ${sent.failures.length}, lost ${lost.length}, live errors ${tab.errors.length}`);
      results.push(cpuLine('send', ['A', 'B (delivery)'], cpuUsed, sent.sentAt.size), sqlLine('send (A and B)', sqlBefore, sqlAfter, sent.sentAt.size));
      verdict('live delivery', percentile(latencies, 0.95) <= TARGETS.live, `p95 ${percentile(latencies, 0.95).toFixed(2)} ms, target ≤ ${TARGETS.live} ms`);
      verdict(
        'live: nothing lost',
        lost.length === 0 && sent.failures.length === 0,
        `${lost.length} lost, ${sent.failures.length} sends failed${sent.failures[0] ? ` (${sent.failures[0]})` : ''}`,
      );
    }

    // Across reconnects: the socket is cut DROPS times during the stream.
    {
      const label = `drop-${randomUUID().slice(0, 6)}`;
      const tab = recipientTab(b, recipientCookie, pair.id, await openPage());
      await warmUp(a, senderCookie, pair.id, tab);
      const totalMs = RECONNECT_SECONDS * 1000;
      const dropAt = Array.from({ length: DROPS }, (_, i) => ((i + 1) * totalMs) / (DROPS + 1));
      console.log(`reconnect: ${loadLine()}`);
      const sent = await stream(a, senderCookie, pair.id, label, RECONNECT_SECONDS, (elapsed) => {
        if (dropAt.length > 0 && elapsed >= dropAt[0]!) {
          dropAt.shift();
          tab.drop();
        }
      });
      // Whatever was sent reached the tab live or at a catch-up: wait for the last stragglers.
      const sentIds = new Set(sent.ids.values());
      const seen = () => new Set([...tab.live.map((m) => m.id), ...tab.caughtUp]);
      await until(() => tab.catchUpPages.length >= DROPS && [...sentIds].every((id) => seen().has(id)), 15_000);
      await tab.settled();
      const liveIds = tab.live.map((m) => m.id).filter((id) => sentIds.has(id));
      const liveTwice = liveIds.length - new Set(liveIds).size;
      const merged = seen();
      const missing = [...sentIds].filter((id) => !merged.has(id));
      const both = tab.caughtUp.filter((id) => liveIds.includes(id)).length;
      const foreign = tab.caughtUp.filter((id) => !sentIds.has(id)).length;
      await tab.dispose();
      results.push(
        `reconnects during a ${RATE}/s stream: ${DROPS} drops, ${tab.catchUpPages.length} catch-ups (${tab.catchUpPages.join(', ')} pages of ${PAGE})`,
        `  sent ${sentIds.size}, failed ${sent.failures.length}; live ${liveIds.length} (twice: ${liveTwice}), caught up ${tab.caughtUp.length} (also live: ${both}, not from the stream: ${foreign}); missing ${missing.length}`,
      );
      verdict(
        'reconnect: every message once',
        missing.length === 0 && liveTwice === 0 && sent.failures.length === 0 && tab.errors.length === 0,
        `${missing.length} missing, ${liveTwice} delivered live twice, ${tab.errors.length} socket errors`,
      );
    }
  });
} finally {
  await Promise.all(instances.map((instance) => instance.stop()));
  await server.stop();
}

console.log(
  `\ntwo instances (separate processes), one PostgreSQL, Redis at ${REDIS_URL}; ${CONVERSATIONS.toLocaleString('en')} conversations × ${MESSAGES_PER_CONVERSATION} messages`,
);
for (const line of results) console.log(line);
console.log('');
for (const line of verdicts) console.log(line);
console.log(`end: ${loadLine()}`);
if (verdicts.some((line) => line.startsWith('MISS'))) process.exitCode = 1;

/** Until the recipient's subscription has reached Redis, a message would not be heard: send single messages until one arrives. */
async function warmUp(baseUrl: string, cookie: string, conversationId: string, tab: ReturnType<typeof recipientTab>): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    await graphql(baseUrl, cookie, SEND, { id: conversationId, body: `warm-up ${i}` });
    const heard = await Promise.race([tab.firstResult.then(() => true), sleep(100).then(() => false)]);
    if (heard) return;
  }
  throw new Error('the subscription on instance B never heard a message');
}
