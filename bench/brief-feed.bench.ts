/**
 * A brief opens: how long until the last creator it fits hears of it? Run: npm run bench:brief-feed
 *
 * Two app processes (the compiled server, as `npm start` runs it; each with its job worker) on one
 * scratch PostgreSQL database and one Redis. BRIEF_FEED_CREATORS (default 10,000) creators with
 * generated profiles, a fifth of them techno vocalists (the brief below fits them), the rest drawn
 * from the vocabularies. Every creator the brief will fit who is among the first
 * BRIEF_FEED_SUBSCRIBERS (default 2,000) holds a `briefPosted` subscription over graphql-ws,
 * spread over both instances (one socket each, alternating).
 *
 * Each of BRIEF_FEED_RUNS (default 5) runs: a new poster publishes an approved draft through
 * `publishBrief` on instance A; the job (on whichever worker takes it) scores every creator, stores
 * the fits and publishes one event per fitting creator; the bench times, from sending the
 * mutation, each subscriber's push. Per run: fits stored, pushes heard, first, p50, p95 and last
 * push, and the run's cost: both instances' CPU, PostgreSQL's backends' CPU and the statements sent,
 * per brief and per fit. At the end the sizes of the tables written, and the p95 of the last push over the runs; exit code 1 over 10 s, or when a
 * subscriber whose fit was stored heard nothing (or heard twice).
 *
 * The database is a scratch one on DATABASE_URL's server, or on the bench's embedded PostgreSQL.
 */
import 'reflect-metadata';
import { randomBytes, randomUUID } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { openScratchDatabaseServer, withScratchDatabase } from '../graph/src/db/database-server.js';
import { migrate, openOrm, type MikroORM } from '../graph/src/db/orm.js';
import { createLogger } from '../graph/src/logger.js';
import { hashSessionToken, SESSION_COOKIE } from '../graph/src/modules/user/session.service.js';
import { openRedis } from '../graph/src/platform/redis.js';
import { CAREER_STAGES, GENRES, LOOKING_FOR, SKILLS } from '../graph/src/shared/vocabulary.js';
import { startAppProcess, type AppProcess } from '../scripts/app-process.js';
import { backendCpuMeter, benchConfig, cpuMs, loadLine, percentile, sqlCountChild, sqlLine, tableSizes, type SqlCounts } from './harness.js';

const CREATORS = Number(process.env.BRIEF_FEED_CREATORS ?? 10_000);
const SUBSCRIBERS = Number(process.env.BRIEF_FEED_SUBSCRIBERS ?? 2000);
const RUNS = Number(process.env.BRIEF_FEED_RUNS ?? 5);
const TARGET_MS = 10_000;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const PREFIX = `bench:${randomUUID().slice(0, 8)}:`;
const PUSHED = 'subscription { briefPosted { score reasons brief { id title compensation { type } poster { creator { username } } } } }';

/** A deterministic pseudo-random sequence, so runs compare. */
function rng(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}
const pick = <T>(r: () => number, list: readonly T[], n: number) => Array.from({ length: n }, () => list[Math.floor(r() * list.length)]!);
/** Lists as JSON: the driver would expand a JS array into a list of parameters. */
const LIST = 'array(select json_array_elements_text(?::json))';

/** The creators, a fifth of them techno vocalists; answers their ids in insertion order. */
async function insertCreators(orm: MikroORM): Promise<string[]> {
  const r = rng(5);
  const em = orm.em.fork();
  const ids: string[] = [];
  for (let i = 0; i < CREATORS; i += 500) {
    const batch = Array.from({ length: Math.min(500, CREATORS - i) }, (_, j) => ({ id: randomUUID(), n: i + j }));
    ids.push(...batch.map((u) => u.id));
    await em.execute(
      `insert into users (id, email, username, email_verified_at) values ${batch.map(() => '(?, ?, ?, now())').join(', ')}`,
      batch.flatMap((u) => [u.id, `feed-${u.n}@bench.test`, `feed_${u.n}`]),
    );
    const params: unknown[] = [];
    const rows = batch.map((u) => {
      const vocalist = u.n % 5 === 0;
      const genres = vocalist ? ['Techno', pick(r, GENRES, 1)[0]!] : pick(r, GENRES, 2);
      const needs = vocalist ? ['Vocalists', pick(r, LOOKING_FOR, 1)[0]!] : pick(r, LOOKING_FOR, 2);
      const skills = vocalist ? ['Vocals', ...pick(r, SKILLS, 2)] : pick(r, SKILLS, 3);
      params.push(
        u.id,
        `Feed ${u.n}`,
        `${genres.join(' and ')} artist ${vocalist ? 'singing toplines and hooks on warehouse techno records' : 'working on releases'}, looking for ${needs.join(' and ')}.`,
        JSON.stringify(genres),
        CAREER_STAGES[Math.floor(r() * 4)]!,
        JSON.stringify(skills),
        JSON.stringify(needs),
        r() < 0.5 ? 'Berlin, Germany' : 'Lagos, Nigeria',
      );
      return `(gen_random_uuid(), ?, ?, ?, ${LIST}, ?, ${LIST}, ${LIST}, ?, now(), now())`;
    });
    await em.execute(
      `insert into profiles (id, user_id, artist_name, bio, genres, career_stage, skills, looking_for, location, created_at, updated_at) values ${rows.join(', ')}`,
      params,
    );
  }
  return ids;
}

/** Session cookies for these accounts, written in one statement. */
async function sessionCookies(orm: MikroORM, userIds: string[]): Promise<Map<string, string>> {
  const tokens = userIds.map((id) => ({ id, token: randomBytes(32).toString('base64url') }));
  await orm.em.fork().execute(
    `insert into sessions (id, token_hash, user_id, expires_at)
     select gen_random_uuid(), e->>'h', (e->>'u')::uuid, now() + interval '1 day' from json_array_elements(?::json) e`,
    [JSON.stringify(tokens.map((t) => ({ h: hashSessionToken(t.token), u: t.id })))],
  );
  return new Map(tokens.map((t) => [t.id, `${SESSION_COOKIE}=${t.token}`]));
}

/** A poster whose first brief an admin approved, with an approved draft ready to publish; answers the draft's id and the poster's cookie. */
async function posterWithDraft(orm: MikroORM, run: number): Promise<{ briefId: string; cookie: string }> {
  const em = orm.em.fork();
  const userId = randomUUID();
  await em.execute(`insert into users (id, email, username, email_verified_at) values (?, ?, ?, now())`, [
    userId,
    `feed-poster-${run}-${userId.slice(0, 6)}@bench.test`,
    `feed_poster_${run}_${userId.slice(0, 6)}`,
  ]);
  await em.execute(`insert into profiles (id, user_id, artist_name, bio, created_at, updated_at) values (gen_random_uuid(), ?, ?, 'A poster', now(), now())`, [
    userId,
    `Poster ${run}`,
  ]);
  const briefId = randomUUID();
  await em.execute(
    `insert into briefs (id, poster_id, title, description, kind, compensation_type, genres, skills, roles, remote, closes_at, status, approved_at, published_at)
     values (?, ?, ?, ?, 'paid_gig', 'unpaid', '{Techno}', '{Vocals}', '{Vocalists}', true, now() + interval '20 days', 'draft', now(), null)`,
    [briefId, userId, `Techno vocalist wanted, run ${run}`, `Toplines and hooks for a hypnotic warehouse techno EP (${randomUUID()}).`],
  );
  const cookie = (await sessionCookies(orm, [userId])).get(userId)!;
  return { briefId, cookie };
}

function socketTo(baseUrl: string, cookie: string, onConnected: () => void): Client {
  return createClient({
    url: `${baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie } });
      }
    },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined,
    on: { connected: onConnected },
  });
}

const logger = createLogger('warn');
const config = benchConfig();
const server = await openScratchDatabaseServer(config, logger);
const instances: AppProcess[] = [];
const sockets: Client[] = [];
try {
  await withScratchDatabase(server.url, 'sb_brief_feed', async (databaseUrl) => {
    const orm = await openOrm(databaseUrl, logger);
    try {
      // Migrated once here, so that the two instances do not both migrate at start.
      await migrate(orm);
      const seedStarted = performance.now();
      const creators = await insertCreators(orm);
      await orm.em.fork().execute('analyze');
      // The brief fits the vocalists (every fifth creator): they are the subscribers.
      const subscribers = creators.filter((_, n) => n % 5 === 0).slice(0, SUBSCRIBERS);
      const cookies = await sessionCookies(orm, subscribers);
      console.log(`seeded ${creators.length.toLocaleString('en-US')} creators in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

      const env = {
        NODE_ENV: 'development',
        DATABASE_URL: databaseUrl,
        REDIS_URL,
        REDIS_PREFIX: PREFIX,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
        WS_PER_ADDRESS: '100000',
        WORKER: 'on',
      };
      // Each instance counts the SQL statements it sends (bench/sql-count-preload.mjs).
      const counters = [sqlCountChild(), sqlCountChild()];
      const sqlNow = async (): Promise<SqlCounts> => {
        const all = await Promise.all(counters.map((counter) => counter.read()));
        return all.reduce((sum, c) => ({ statements: sum.statements + c.statements, transactionControl: sum.transactionControl + c.transactionControl }));
      };
      instances.push(...(await Promise.all(counters.map((counter) => startAppProcess({ ...env, ...counter.env })))));

      /** Pushes heard, by brief id then subscriber: ms from the run's start. */
      const heard = new Map<string, Map<string, number[]>>();
      let runStarted = 0;
      /** Subscribes, and subscribes again a moment later when the instance was too busy to take it (as a client retries). */
      const listen = (userId: string, socket: Client, attempt = 0): void => {
        socket.subscribe<{ briefPosted: { brief: { id: string } } }>(
          { query: PUSHED },
          {
            next: (value) => {
              const briefId = value.data?.briefPosted.brief.id;
              if (!briefId) return console.error('a push with errors', JSON.stringify(value.errors));
              const of = heard.get(briefId) ?? new Map<string, number[]>();
              heard.set(briefId, of);
              of.set(userId, [...(of.get(userId) ?? []), performance.now() - runStarted]);
            },
            error: (error) => {
              if (attempt < 10) setTimeout(() => listen(userId, socket, attempt + 1), 500 + Math.random() * 1000);
              else console.error('a subscription failed', error);
            },
            complete: () => undefined,
          },
        );
      };
      // The sockets open a hundred at a time, as a crowd of tabs would over a few seconds.
      for (let start = 0; start < subscribers.length; start += 100) {
        await Promise.all(
          subscribers.slice(start, start + 100).map(
            (userId, j) =>
              new Promise<void>((resolve) => {
                const socket = socketTo(instances[(start + j) % 2]!.baseUrl, cookies.get(userId)!, resolve);
                sockets.push(socket);
                listen(userId, socket);
              }),
          ),
        );
      }
      // Until every subscription has reached Redis, its pushes would be lost: wait for them all.
      const redis = openRedis(REDIS_URL, logger);
      await redis.ready(5000);
      const channels = subscribers.map((id) => `${PREFIX}BRIEF_POSTED:${id}`);
      for (const deadline = Date.now() + 120_000; ;) {
        let missing = 0;
        for (let i = 0; i < channels.length; i += 500) {
          const reply = (await redis.commands.pubsub('NUMSUB', ...channels.slice(i, i + 500))) as (string | number)[];
          for (let j = 1; j < reply.length; j += 2) if (Number(reply[j]) === 0) missing += 1;
        }
        if (missing === 0) break;
        if (Date.now() > deadline) throw new Error(`${missing} subscriptions never reached Redis`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await redis.close();
      console.log(`${subscribers.length.toLocaleString('en-US')} subscribers listening, half on each instance`);

      const lastPushes: number[] = [];
      let failed = false;
      for (let run = 1; run <= RUNS; run += 1) {
        const { briefId, cookie } = await posterWithDraft(orm, run);
        // The run's cost: both instances' CPU (publish, scoring job, pushes), their statements, the database's CPU.
        const appsCpuBefore = instances.map((instance) => cpuMs(instance.child.pid!));
        const pgCpu = await backendCpuMeter(databaseUrl);
        const sqlBefore = await sqlNow();
        const runLoad = loadLine();
        let fitCount = 0;
        runStarted = performance.now();
        const response = await fetch(`${instances[0]!.baseUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ query: 'mutation ($id: ID!) { publishBrief(id: $id) { status } }', variables: { id: briefId } }),
        });
        const body = (await response.json()) as { data?: { publishBrief: { status: string } }; errors?: unknown[] };
        if (body.data?.publishBrief.status !== 'OPEN') throw new Error(`publishBrief: ${JSON.stringify(body)}`);
        // Scored once the job stamped the brief; then every stored subscriber's push is due.
        let expected: Set<string> | null = null;
        const deadline = Date.now() + 60_000;
        for (;;) {
          if (!expected) {
            const [row] = await orm.em.fork().execute<{ scored: boolean }[]>('select fits_scored_at is not null as scored from briefs where id = ?', [briefId]);
            if (row?.scored) {
              const fits = await orm.em.fork().execute<{ user_id: string }[]>('select user_id from brief_fits where brief_id = ?', [briefId]);
              const listening = new Set(subscribers);
              expected = new Set(fits.map((f) => f.user_id).filter((id) => listening.has(id)));
              fitCount = fits.length;
              console.log(`run ${run}: ${fits.length.toLocaleString('en-US')} fits stored, ${expected.size.toLocaleString('en-US')} of them listening`);
            }
          }
          const got = heard.get(briefId)?.size ?? 0;
          if (expected && got >= expected.size) break;
          if (Date.now() > deadline) {
            console.error(`run ${run}: only ${got} of ${expected?.size ?? '?'} pushes within 60 s`);
            failed = true;
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        // A moment for any duplicate to show up before it is counted.
        await new Promise((resolve) => setTimeout(resolve, 500));
        const appsCpu = instances.map((instance, i) => cpuMs(instance.child.pid!) - appsCpuBefore[i]!);
        const pgCpuMs = await pgCpu();
        const sqlAfter = await sqlNow();
        const appCpu = appsCpu[0]! + appsCpu[1]!;
        console.log(
          `run ${run} cost: app CPU ${appCpu.toFixed(0)} ms (A ${appsCpu[0]!.toFixed(0)}, B ${appsCpu[1]!.toFixed(0)}; ${(appCpu / Math.max(fitCount, 1)).toFixed(3)} ms a fit), ` +
            `PostgreSQL CPU ${pgCpuMs === null ? 'n/a' : `${pgCpuMs.toFixed(0)} ms`}; ${runLoad} before`,
        );
        console.log(sqlLine('brief', sqlBefore, sqlAfter, 1));
        console.log(sqlLine('fit', sqlBefore, sqlAfter, fitCount));
        const times = [...(heard.get(briefId)?.values() ?? [])];
        const twice = times.filter((t) => t.length > 1).length;
        const firsts = times.map((t) => t[0]!);
        if (twice > 0 || firsts.length === 0) failed = true;
        const last = Math.max(...firsts);
        lastPushes.push(last);
        console.log(
          `run ${run}: ${firsts.length.toLocaleString('en-US')} pushes heard${twice ? ` (${twice} twice!)` : ''}; from publishing: first ${Math.min(...firsts).toFixed(0)} ms, ` +
            `p50 ${percentile(firsts, 0.5).toFixed(0)} ms, p95 ${percentile(firsts, 0.95).toFixed(0)} ms, last ${last.toFixed(0)} ms`,
        );
      }
      const p95 = percentile(lastPushes, 0.95);
      console.log(
        `${CREATORS.toLocaleString('en-US')} creators, two instances: last push p95 over ${RUNS} runs ${p95.toFixed(0)} ms (target ≤ ${TARGET_MS} ms: ${p95 <= TARGET_MS ? 'met' : 'MISSED'})`,
      );
      for (const line of await tableSizes(databaseUrl, ['brief_fits', 'briefs', 'notifications', 'profiles', 'users'])) console.log(line);
      if (failed || p95 > TARGET_MS) process.exitCode = 1;
    } finally {
      for (const socket of sockets) await socket.dispose();
      await Promise.all(instances.map((instance) => instance.stop()));
      await orm.close();
    }
  });
} finally {
  await Promise.all(instances.map((instance) => instance.stop()));
  await server.stop();
}
