/**
 * One account floods subscriptions; does everyone else still get answers? Run: npm run bench:subscriptions
 *
 * The app runs in this process on a scratch database (bench/harness.ts), with its socket leases
 * on Redis (REDIS_URL, default redis://127.0.0.1:6379) under a prefix of this run. Three accounts:
 * a streamer, a sender connected to them, and a bystander.
 * - Quiet: the bystander's `{ viewer { id } }` over HTTP, one after another, BYSTANDER_GAP_MS apart.
 * - Flood: the streamer opens SUBS_SOCKETS sockets (spread over SUBS_SESSIONS sessions) and asks
 *   for SUBS_PER_SOCKET `messageAdded` subscriptions on each; the bench counts the sockets that
 *   open and those closed with 4429, and the subscriptions accepted and refused.
 * - During: the sender sends the streamer a message every SUBS_MESSAGE_EVERY_MS for
 *   SUBS_SECONDS while the bystander's queries go on; the app's fold counters
 *   (shared-subscriptions.ts) say how many resolutions ran and how many were shared.
 * A table at the end; the exit code is 1 when the bystander's p95 during the stream is over twice
 * its quiet p95 or a live subscription missed a message.
 * RSS is this whole process's (app and clients together), sampled every 200 ms.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { sharedSubscriptionStats } from '../graph/src/modules/common/shared-subscriptions.js';
import { Profile } from '../graph/src/modules/profile/profile.entity.js';
import { User } from '../graph/src/modules/user/user.entity.js';
import { createSessionCookie, createUser } from '../graph/test/seed-helpers.js';
import { percentile, withBenchApp } from './harness.js';

const SOCKETS = Number(process.env.SUBS_SOCKETS ?? 100);
const SESSIONS = Number(process.env.SUBS_SESSIONS ?? 10);
const PER_SOCKET = Number(process.env.SUBS_PER_SOCKET ?? 50);
const SECONDS = Number(process.env.SUBS_SECONDS ?? 20);
const MESSAGE_EVERY_MS = Number(process.env.SUBS_MESSAGE_EVERY_MS ?? 2000);
const QUIET_SAMPLES = Number(process.env.SUBS_QUIET_SAMPLES ?? 300);
const BYSTANDER_GAP_MS = Number(process.env.BYSTANDER_GAP_MS ?? 20);
process.env.REDIS_URL ||= 'redis://127.0.0.1:6379';
process.env.REDIS_PREFIX = `bench:${randomUUID().slice(0, 8)}:`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const MESSAGE_ADDED = 'subscription { messageAdded { id conversationId body createdAt sender { id displayName } } }';

let peakRss = 0;
const rssTimer = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 200);
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

await withBenchApp(async (baseUrl, orm) => {
  const graphql = async <T>(cookie: string, query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: unknown[] };
    if (!body.data || body.errors) throw new Error(`GraphQL ${response.status}: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
  const creator = async () => {
    const user = await createUser(orm);
    const em = orm.em.fork();
    em.create(Profile, { user: em.getReference(User, user.id), artistName: `Artist ${user.username}` });
    await em.flush();
    return user;
  };
  const [streamer, sender, bystander] = [await creator(), await creator(), await creator()];
  const [p, q] = streamer.id < sender.id ? [streamer.id, sender.id] : [sender.id, streamer.id];
  await orm.em.fork().execute('insert into creator_connections (user_a_id, user_b_id) values (?, ?)', [p, q]);
  const senderCookie = await createSessionCookie(orm, sender.id);
  const bystanderCookie = await createSessionCookie(orm, bystander.id);
  const { startConversation } = await graphql<{ startConversation: { id: string } }>(
    senderCookie,
    'mutation ($u: String!) { startConversation(username: $u) { id } }',
    { u: streamer.username },
  );

  /** The bystander's query, one after another, until `until` says stop. */
  const bystanderSamples = async (until: (count: number) => boolean) => {
    const samples: number[] = [];
    while (!until(samples.length)) {
      const started = performance.now();
      const { viewer } = await graphql<{ viewer: { id: string } }>(bystanderCookie, '{ viewer { id } }');
      samples.push(performance.now() - started);
      if (viewer.id !== bystander.id) throw new Error('the bystander saw another viewer');
      await sleep(BYSTANDER_GAP_MS);
    }
    return samples;
  };

  for (let i = 0; i < 30; i += 1) await graphql(bystanderCookie, '{ viewer { id } }');
  const quiet = await bystanderSamples((n) => n >= QUIET_SAMPLES);
  const rssQuiet = process.memoryUsage().rss;

  // The flood: sockets over several sessions of the streamer, each asking for many subscriptions.
  const cookies = await Promise.all(Array.from({ length: SESSIONS }, () => createSessionCookie(orm, streamer.id)));
  const outcomes = { open: 0, refused4429: 0, otherClose: 0 };
  /** Refusals by error code, counted until the stream ends (the closes at the end are not refusals). */
  const refusedBy = new Map<string, number>();
  let counting = true;
  const received = new Map<number, Set<string>>();
  const clients: Client[] = [];
  const opened: Client[] = [];
  let nextSub = 0;
  const openSocket = (cookie: string) =>
    new Promise<void>((resolve) => {
      let settled = false;
      const client = createClient({
        url: `${baseUrl.replace('http', 'ws')}/graphql`,
        webSocketImpl: class extends WebSocket {
          constructor(address: string, protocols?: string | string[]) {
            // No Origin: a script, not a browser tab (the app's allowed origins do not know this port).
            super(address, protocols, { headers: { cookie } });
          }
        },
        lazy: false,
        retryAttempts: 0,
        onNonLazyError: () => undefined,
        on: {
          connected: () => {
            settled = true;
            outcomes.open += 1;
            opened.push(client);
            resolve();
          },
          closed: (event) => {
            if (settled) return;
            settled = true;
            if ((event as { code: number }).code === 4429) outcomes.refused4429 += 1;
            else outcomes.otherClose += 1;
            resolve();
          },
        },
      });
      clients.push(client);
    });
  await Promise.all(Array.from({ length: SOCKETS }, (_, i) => openSocket(cookies[i % SESSIONS]!)));

  // Subscriptions on every socket that opened (a refused one would only be refused again).
  const settledSubs: Promise<void>[] = [];
  for (const client of opened) {
    for (let i = 0; i < PER_SOCKET; i += 1) {
      const id = nextSub++;
      received.set(id, new Set());
      settledSubs.push(
        new Promise<void>((resolve) => {
          client.subscribe<{ messageAdded: { id: string } }>(
            { query: MESSAGE_ADDED },
            {
              next: (value) => {
                if (value.data) received.get(id)!.add(value.data.messageAdded.id);
              },
              error: (error) => {
                if (!counting) return;
                received.delete(id);
                const code = Array.isArray(error)
                  ? String((error[0] as { extensions?: { code?: unknown } } | undefined)?.extensions?.code)
                  : `close ${(error as { code?: number }).code}`;
                refusedBy.set(code, (refusedBy.get(code) ?? 0) + 1);
                resolve();
              },
              complete: () => resolve(),
            },
          );
          // A subscription that is not refused within a few seconds is taken as live.
          setTimeout(resolve, 5000).unref();
        }),
      );
    }
  }
  await Promise.all(settledSubs);

  // During: a message every MESSAGE_EVERY_MS while the bystander keeps asking.
  const before = { ...sharedSubscriptionStats };
  const sent: string[] = [];
  let streaming = true;
  const streamer$ = (async () => {
    const end = Date.now() + SECONDS * 1000;
    while (Date.now() < end) {
      const { sendMessage } = await graphql<{ sendMessage: { id: string } }>(
        senderCookie,
        'mutation ($c: ID!, $b: String!) { sendMessage(conversationId: $c, body: $b) { id } }',
        {
          c: startConversation.id,
          b: `Message ${sent.length + 1}`,
        },
      );
      sent.push(sendMessage.id);
      await sleep(MESSAGE_EVERY_MS);
    }
    streaming = false;
  })();
  const during = await bystanderSamples(() => !streaming);
  await streamer$;
  await sleep(1000);
  const stats = { resolved: sharedSubscriptionStats.resolved - before.resolved, folded: sharedSubscriptionStats.folded - before.folded };
  counting = false;
  const missing = [...received.values()].filter((ids) => sent.some((id) => !ids.has(id))).length;
  for (const client of clients) await client.dispose();
  const refused = [...refusedBy.values()].reduce((a, b) => a + b, 0);
  const reasons = [...refusedBy].map(([code, n]) => `${code} ${n}`).join(', ');

  const row = (label: string, value: string) => console.log(`${label.padEnd(46)} ${value}`);
  const ms = (samples: number[], q: number) => `${percentile(samples, q).toFixed(2)} ms`;
  console.log(
    `\nSubscriptions flood: ${SOCKETS} sockets over ${SESSIONS} sessions × ${PER_SOCKET} messageAdded; a message every ${MESSAGE_EVERY_MS} ms for ${SECONDS} s`,
  );
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores\n`,
  );
  row('bystander { viewer { id } } quiet p50 / p95', `${ms(quiet, 0.5)} / ${ms(quiet, 0.95)}  (n=${quiet.length})`);
  row('bystander { viewer { id } } during p50 / p95', `${ms(during, 0.5)} / ${ms(during, 0.95)}  (n=${during.length})`);
  row('sockets open / closed 4429 / other close', `${outcomes.open} / ${outcomes.refused4429} / ${outcomes.otherClose}`);
  row('subscriptions asked / live / refused', `${opened.length * PER_SOCKET} / ${received.size} / ${refused}  (${reasons || 'none refused'})`);
  row('messages sent', String(sent.length));
  row(
    'messageAdded resolutions run / folded',
    `${stats.resolved} / ${stats.folded}  (${sent.length ? (stats.resolved / sent.length).toFixed(2) : '-'} per message)`,
  );
  row('live subscriptions that missed a message', String(missing));
  row('RSS quiet / peak (app and clients)', `${mb(rssQuiet)} / ${mb(peakRss)}`);

  const target = 2 * percentile(quiet, 0.95);
  const ok = percentile(during, 0.95) <= target && missing === 0;
  console.log(`\ntarget: during p95 ≤ 2 × quiet p95 = ${target.toFixed(2)} ms, no missed message: ${ok ? 'met' : 'MISSED'}`);
  if (!ok) process.exitCode = 1;
});
clearInterval(rssTimer);
