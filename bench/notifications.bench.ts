/**
 * Notifications at scale. Run: npm run bench:notifications
 *
 * 1. What a message's notification adds to the send. On a scratch database, two connected
 *    creators and their conversation. In this process, NOTIFY_RUNS (500) times each, in turn:
 *    the message's own write alone in a transaction (the statement sendMessage runs), and the same
 *    write with the notification recorded and its delivery queued in that transaction (notify(),
 *    as sendMessage calls it). The added cost is the difference of the two p95s; the target is 20 ms.
 *    Then the push, end to end: one app process (the compiled server with its job worker); the
 *    recipient holds a `notificationAdded` subscription; NOTIFY_PUSHES (200) sendMessage calls
 *    over HTTP, one at a time; for each, the time from the send to the push on the socket.
 * 2. Digests: DIGEST_USERS (10,000) accounts with a daily digest due at this hour, away for two
 *    days, each with five unread notifications. One sendDigests run, timed, with this process's
 *    heap sampled every 50 ms; first for a fifth of them, then for all: it reads accounts in
 *    batches, so the heap's peak must not grow with their number. Every account must get exactly
 *    one queued digest. Target: 60 s. Each run also prints its CPU (here and in PostgreSQL) and
 *    statements per digest, and the size of the notification tables.
 *
 * The npm script runs it with --expose-gc, so that the heap before and after is what is kept, not
 * garbage waiting. A missed target makes the exit code 1. The database is a scratch one on DATABASE_URL's server,
 * or on the bench's embedded PostgreSQL; REDIS_URL (redis://127.0.0.1:6379) for the app process.
 */
import 'reflect-metadata';
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { openScratchDatabaseServer, withScratchDatabase } from '../graph/src/db/database-server.js';
import { migrate, openOrm, type MikroORM } from '../graph/src/db/orm.js';
import { createLogger } from '../graph/src/logger.js';
import { createNotificationKit, sendDigests } from '../graph/src/modules/notification/notification.email.js';
import { notify } from '../graph/src/modules/notification/notification.service.js';
import { hashSessionToken, SESSION_COOKIE } from '../graph/src/modules/user/session.service.js';
import { CSRF_HEADER } from '../graph/src/shared/csrf.js';
import { startAppProcess, type AppProcess } from '../scripts/app-process.js';
import { backendCpuMeter, benchConfig, countSqlHere, percentile, sqlLine, summarise, tableSizes } from './harness.js';

const NOTIFY_RUNS = Number(process.env.NOTIFY_RUNS ?? 500);
const PUSHES = Number(process.env.NOTIFY_PUSHES ?? 200);
const DIGEST_USERS = Number(process.env.DIGEST_USERS ?? 10_000);
const TARGETS = { addedP95Ms: 20, digestSeconds: 60 };
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const WARMUP = 30;

const loadLine = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${os.cpus().length} cores`;

async function insertUsers(orm: MikroORM, count: number, tag: string): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  const em = orm.em.fork();
  for (let start = 0; start < ids.length; start += 2000) {
    const batch = ids.slice(start, start + 2000);
    await em.execute(
      `insert into users (id, email, username, first_name, email_verified_at, last_seen_at)
       select (e->>'id')::uuid, e->>'email', e->>'username', e->>'name', now(), now() - interval '2 days' from json_array_elements(?::json) e`,
      [JSON.stringify(batch.map((id, i) => ({ id, email: `${tag}-${start + i}@bench.test`, username: `${tag}_${start + i}`, name: `Person ${start + i}` })))],
    );
  }
  return ids;
}

async function sessionCookie(orm: MikroORM, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await orm.em
    .fork()
    .execute(`insert into sessions (id, token_hash, user_id, expires_at) values (gen_random_uuid(), ?, ?, now() + interval '1 day')`, [
      hashSessionToken(token),
      userId,
    ]);
  return `${SESSION_COOKIE}=${token}`;
}

/** A conversation between two connected accounts, written as the service leaves it. */
async function conversationOf(orm: MikroORM, a: string, b: string): Promise<string> {
  const em = orm.em.fork();
  const [p, q] = a < b ? [a, b] : [b, a];
  await em.execute('insert into creator_connections (user_a_id, user_b_id) values (?, ?)', [p, q]);
  const id = randomUUID();
  await em.execute('insert into conversations (id, pair_key, started_by_id, created_at, last_message_at) values (?, ?, ?, now(), now())', [id, `${p}:${q}`, a]);
  await em.execute(
    'insert into conversation_members (conversation_id, user_id, is_request, accepted_at, last_message_at) values (?, ?, false, now(), now()), (?, ?, false, now(), now())',
    [id, a, id, b],
  );
  return id;
}

async function addedCost(orm: MikroORM): Promise<{ plain: number[]; notified: number[] }> {
  const [sender, recipient] = await insertUsers(orm, 2, `cost${randomUUID().slice(0, 4)}`);
  const conversationId = await conversationOf(orm, sender!, recipient!);
  const write = (tx: ReturnType<MikroORM['em']['fork']>, i: number) =>
    tx.execute(`insert into messages (conversation_id, sender_id, body) values (?, ?, ?)`, [conversationId, sender, `Message ${i}`]);
  const plain: number[] = [];
  const notified: number[] = [];
  for (let i = 0; i < WARMUP + NOTIFY_RUNS; i += 1) {
    // Alternated, so that both see the same machine.
    let started = performance.now();
    await orm.em.fork().transactional((tx) => write(tx, i));
    if (i >= WARMUP) plain.push(performance.now() - started);
    started = performance.now();
    await orm.em.fork().transactional(async (tx) => {
      await write(tx, i);
      await notify(tx, {
        userId: recipient!,
        kind: 'message_received',
        groupKey: `conversation:${conversationId}`,
        actorId: sender!,
        body: `Message ${i}`,
        url: `/messages/${conversationId}`,
        reason: 'you are in this conversation',
      });
    });
    if (i >= WARMUP) notified.push(performance.now() - started);
    // Read now and then, as a person would: the next event starts a new item half of the time.
    if (i % 2 === 0) await orm.em.fork().execute('update notifications set read_at = now() where user_id = ? and read_at is null', [recipient]);
  }
  return { plain, notified };
}

async function pushes(orm: MikroORM, app: AppProcess): Promise<{ send: number[]; push: number[] }> {
  const [sender, recipient] = await insertUsers(orm, 2, `push${randomUUID().slice(0, 4)}`);
  const conversationId = await conversationOf(orm, sender!, recipient!);
  const [senderCookie, recipientCookie] = [await sessionCookie(orm, sender!), await sessionCookie(orm, recipient!)];
  const arrivals: number[] = [];
  const client = createClient({
    url: `${app.baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { origin: app.baseUrl, cookie: recipientCookie } });
      }
    },
    retryAttempts: 0,
  });
  const subscribed = new Promise<void>((resolve) => client.on('connected', () => resolve()));
  client.subscribe(
    { query: 'subscription { notificationAdded { id unseenCount } }' },
    { next: () => arrivals.push(performance.now()), error: () => undefined, complete: () => undefined },
  );
  await subscribed;
  const send = async (body: string) => {
    const response = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: senderCookie, [CSRF_HEADER]: '1' },
      body: JSON.stringify({
        query: 'mutation ($c: ID!, $b: String!) { sendMessage(conversationId: $c, body: $b) { id } }',
        variables: { c: conversationId, b: body },
      }),
    });
    if (!response.ok) throw new Error(`sendMessage answered ${response.status}: ${await response.text()}`);
  };
  // The subscription registers after the socket connects: send until it hears one.
  while (arrivals.length === 0) {
    await send('warm-up');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const sendMs: number[] = [];
  const pushMs: number[] = [];
  for (let i = 0; i < PUSHES; i += 1) {
    const before = arrivals.length;
    const started = performance.now();
    await send(`Message ${i}`);
    sendMs.push(performance.now() - started);
    const deadline = Date.now() + 5000;
    while (arrivals.length === before) {
      if (Date.now() > deadline) throw new Error(`push ${i} never arrived`);
      await new Promise((resolve) => setImmediate(resolve));
    }
    pushMs.push(arrivals[before]! - started);
  }
  await client.dispose();
  return { send: sendMs, push: pushMs };
}

async function digests(
  orm: MikroORM,
  count: number,
): Promise<{ seconds: number; queued: number; mails: number; heapBeforeMb: number; heapPeakMb: number; heapAfterMb: number }> {
  const tag = `digest${randomUUID().slice(0, 4)}`;
  const users = await insertUsers(orm, count, tag);
  const hour = new Date().getUTCHours();
  const em = orm.em.fork();
  await em.execute(
    `insert into notification_preferences (user_id, digest_frequency, digest_hour, time_zone) select id, 'daily', ?, 'UTC' from users where id = any(?::uuid[])`,
    [hour, `{${users.join(',')}}`],
  );
  const actor = users[0]!;
  await em.execute(
    `insert into notifications (id, user_id, kind, group_key, actor_ids, actor_count, url, reason, created_at, updated_at)
     select gen_random_uuid(), u.id, 'connection_requested', 'connection_requested:' || g, array[?::text], 1, '/network', 'they asked to connect with you',
            now() - interval '3 hours', now() - interval '3 hours'
       from users u cross join generate_series(1, 5) g where u.id = any(?::uuid[])`,
    [actor, `{${users.join(',')}}`],
  );
  await em.execute('analyze');
  const kit = createNotificationKit({
    emailDelayMs: 600_000,
    digestFrom: 'Digest <digest@bench.test>',
    secret: 'x'.repeat(40),
    publicOrigin: 'http://localhost:4000',
  });
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  let peak = heapBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 50);
  // The run's cost: this process's CPU (it runs sendDigests), PostgreSQL's backends' and the statements.
  const databaseUrl = orm.config.get('clientUrl')!;
  const sql = await countSqlHere();
  const sqlBefore = sql();
  const pgCpu = await backendCpuMeter(databaseUrl);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const queued = await sendDigests(orm.em.fork(), kit, new Date());
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const pgCpuMs = await pgCpu();
  const sqlAfter = sql();
  clearInterval(sampler);
  console.log(
    `  digest cost: CPU ${((cpu.user + cpu.system) / 1000 / Math.max(queued, 1)).toFixed(3)} ms a digest here, PostgreSQL ${pgCpuMs === null ? 'n/a' : `${(pgCpuMs / Math.max(queued, 1)).toFixed(3)} ms`}; ${loadLine()}`,
  );
  console.log(sqlLine('digest', sqlBefore, sqlAfter, queued));
  for (const line of await tableSizes(databaseUrl, ['notifications', 'notification_preferences', 'users'])) console.log(line);
  global.gc?.();
  const heapAfter = process.memoryUsage().heapUsed;
  const [row] = await orm.em
    .fork()
    .execute<{ n: number }[]>(
      `select count(*)::int as n from graphile_worker._private_jobs j join graphile_worker._private_tasks k on k.id = j.task_id where k.identifier = 'send_mail' and j.payload->>'to' like ?`,
      [`${tag}-%`],
    );
  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  return { seconds, queued, mails: row!.n, heapBeforeMb: mb(heapBefore), heapPeakMb: mb(peak), heapAfterMb: mb(heapAfter) };
}

const logger = createLogger('warn');
const server = await openScratchDatabaseServer(benchConfig(), logger);
let failed = false;
let app: AppProcess | null = null;
try {
  await withScratchDatabase(server.url, 'sb_notifications', async (databaseUrl) => {
    const orm = await openOrm(databaseUrl, logger);
    try {
      await migrate(orm);
      console.log(loadLine());

      const cost = await addedCost(orm);
      const added = percentile(cost.notified, 0.95) - percentile(cost.plain, 0.95);
      console.log(summarise('message write alone', cost.plain));
      console.log(summarise('message write + notify()', cost.notified));
      console.log(`added by the notification at p95: ${added.toFixed(2)} ms (target ≤ ${TARGETS.addedP95Ms} ms)`);
      if (added > TARGETS.addedP95Ms) failed = true;

      app = await startAppProcess({
        NODE_ENV: 'development',
        DATABASE_URL: databaseUrl,
        REDIS_URL,
        REDIS_PREFIX: `bench:${randomUUID().slice(0, 8)}:`,
        WORKER: 'on',
        MESSAGES_PER_MINUTE: '100000',
      });
      const live = await pushes(orm, app);
      console.log(summarise('sendMessage over HTTP', live.send));
      console.log(summarise('send to notificationAdded on the socket', live.push));
      console.log(loadLine());

      // The app's worker would send the queued digests (taking their jobs) while they are counted.
      await app.stop();
      // A fifth of the accounts first, then all of them: with batches, the heap's peak stays the same.
      for (const users of [Math.round(DIGEST_USERS / 5), DIGEST_USERS]) {
        const digest = await digests(orm, users);
        console.log(
          `digests: ${digest.queued.toLocaleString('en-US')} queued (${digest.mails.toLocaleString('en-US')} mails) for ${users.toLocaleString('en-US')} accounts in ${digest.seconds.toFixed(1)} s (target ≤ ${TARGETS.digestSeconds} s); heap ${digest.heapBeforeMb} MB before, ${digest.heapPeakMb} MB at most, ${digest.heapAfterMb} MB after`,
        );
        if (digest.seconds > TARGETS.digestSeconds || digest.queued !== users || digest.mails !== users) failed = true;
      }
      console.log(loadLine());
    } finally {
      await orm.close();
    }
  });
} finally {
  await (app as AppProcess | null)?.stop();
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
