/**
 * The dashboard against its physical limit: the app must do the dashboard's work at a fair share of
 * the speed of the fastest plain handler for it (the targets are printed with the summary: at
 * least 0.30 of its requests/s, at most 4× its CPU per dashboard, p99 at most 250 ms). Run: npm run bench:dashboard
 *
 * On a scratch database with the demo catalogue, 20 creators get full (or nearly full) profiles,
 * matches (some dismissed, bookmarked or clicked) and, for some, connected brands. The web app's
 * own DashboardRouteQuery request, exactly as Apollo Client sends it from the browser, then goes
 * to the app (compiled `dist/graph/src/main.js` in its own process, as `npm start` runs it) and to a hand-written
 * node:http + pg server (bench/dashboard-raw.ts) that must answer the same JSON: `raw`, its three
 * named, prepared statements sent at once (one round trip), and `raw-2trips`, the older baseline
 * with two round trips of unnamed statements (DASHBOARD_OLD_RAW=0 leaves it out). Every answer is
 * compared for every creator first, and the bench stops at the first difference. Then app, raw,
 * raw-2trips, twice, under autocannon at 64 connections, the 20 creators in turn, printing
 * requests/s, p50, p99, non-2xx and the server's CPU per request (its process's utime + stime, so
 * that the load generator's own CPU is not counted), the app's SQL statements and its PostgreSQL
 * backends' CPU per request (bench/sql-count-preload.mjs; /proc), then a summary table with the
 * app/baseline ratios and the targets met or not. Last, the first dashboard load of creators whose
 * matches are stale (recomputed in the request).
 *
 *   npm run bench:dashboard               the comparison and the stale first loads
 *   npm run bench:dashboard -- hot        the other hot operations, app only
 *   npm run bench:dashboard -- profile    a CPU profile (V8, --cpu-prof) of the app under the dashboard load
 *   npm run bench:dashboard -- all        all three
 *
 * DASHBOARD_SECONDS (20), DASHBOARD_HOT_SECONDS (10), DASHBOARD_WARMUP_SECONDS (10),
 * DASHBOARD_CONNECTIONS (64), DASHBOARD_NODE_ENV (production), DASHBOARD_RUNTIME (compiled, or tsx
 * for the sources through the tsx loader) change it; LOG_LEVEL is passed on.
 */
import { randomBytes } from 'node:crypto';
import assert from 'node:assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { ApolloClient, HttpLink, InMemoryCache, type DocumentNode } from '@apollo/client';
import autocannon, { type Request, type Result } from 'autocannon';
import pg from 'pg';
import { freePort } from '../graph/src/db/embedded-cluster.js';
import { CAREER_STAGES, GENRES, LOOKING_FOR, SKILLS } from '../graph/src/shared/vocabulary.js';
import { BrandsRouteQueryDocument, DashboardRouteQueryDocument, NetworkingRouteQueryDocument } from '../web/src/gql/graphql.js';
import { ensureServerBuilt } from '../scripts/build-server.js';
import { monotonicMicros, summariseCpuProfile } from './cpuprofile-summary.js';
import { backendCpuMeter, cpuMs, registerForCookie, sqlCountChild, summarise, withBenchApp, type SqlCounts } from './harness.js';

const SECONDS = Number(process.env.DASHBOARD_SECONDS ?? 20);
const HOT_SECONDS = Number(process.env.DASHBOARD_HOT_SECONDS ?? 10);
// Ten seconds: with three, the first app run of a pair cost 10–25% more CPU a request than the second (the JIT was still warming).
const WARMUP_SECONDS = Number(process.env.DASHBOARD_WARMUP_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.DASHBOARD_CONNECTIONS ?? 64);
const RUNTIME = process.env.DASHBOARD_RUNTIME ?? 'compiled';
type RawMode = 'pipelined' | 'two-trips';
const RAW_NAMES: Record<RawMode, string> = { pipelined: 'raw', 'two-trips': 'raw-2trips' };
// The pipelined baseline always runs; the older two-round-trip one unless DASHBOARD_OLD_RAW=0.
const RAW_MODES: RawMode[] = process.env.DASHBOARD_OLD_RAW === '0' ? ['pipelined'] : ['pipelined', 'two-trips'];
/** The targets the app is held to against the pipelined baseline, measured in the same run. */
const TARGETS = { minRpsRatio: 0.3, maxCpuRatio: 4, maxP99Ms: 250 } as const;
const CREATORS = 20;
const PASSWORD = 'bench-passphrase';
/** The web app's directory page size (BrandsRoute.tsx, NetworkingRoute.tsx). */
const DIRECTORY_PAGE = 24;

const args = new Set(process.argv.slice(2));
const parts = {
  dashboard: args.size === 0 || args.has('all') || args.has('dashboard'),
  hot: args.has('hot') || args.has('all'),
  profile: args.has('profile') || args.has('all'),
};

// The setup app registers 20 creators from one address; the measured app signs them in at will.
const UNLIMITED = { AUTH_REGISTER_PER_IP: '1000000', AUTH_LOGIN_PER_IP: '1000000', AUTH_LOGIN_PER_ACCOUNT: '1000000', AUTH_LOGIN_PER_ACCOUNT_DAY: '1000000' };
Object.assign(process.env, UNLIMITED);

type Creator = { email: string; userId: string; cookie: string };
/** sql: the statements the server sent so far; pgCpu: its database backends' CPU from now on (both for the app only). */
type Server = {
  name: string;
  baseUrl: string;
  child: ChildProcess;
  stop: () => Promise<void>;
  sql?: () => Promise<SqlCounts>;
  pgCpu?: () => Promise<() => Promise<number | null>>;
};
type HttpRequest = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };

const loadLine = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${os.cpus().length} cores`;

/** The body and headers Apollo Client sends for a document, taken from the client itself (typenames and all). */
async function browserRequest(document: DocumentNode, variables: Record<string, unknown>): Promise<{ body: string; headers: Record<string, string> }> {
  let captured: { body: string; headers: Record<string, string> } | undefined;
  const client = new ApolloClient({
    link: new HttpLink({
      uri: '/graphql',
      credentials: 'include',
      fetch: (_url, init) => {
        captured = { body: String(init?.body), headers: { ...(init?.headers as Record<string, string>) } };
        return Promise.reject(new Error('captured'));
      },
    }),
    cache: new InMemoryCache(),
  });
  await client.query({ query: document, variables }).catch(() => undefined);
  if (!captured) throw new Error('Apollo Client sent nothing');
  return captured;
}

// --- processes -------------------------------------------------------------------------------

async function waitUntilReady(name: string, child: ChildProcess, url: string, log?: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}${log ? `:\n${readFileSync(log, 'utf8').slice(-3000)}` : ''}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${name} was not ready within 90 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}

/** The app as `npm start` runs it (compiled; DASHBOARD_RUNTIME=tsx: the sources through tsx), on the bench's database; its log goes to a file, as in production. */
async function startApp(databaseUrl: string, nodeArgs: string[] = []): Promise<Server> {
  const port = await freePort();
  const log = path.join(os.tmpdir(), `dashboard-bench-app-${port}.log`);
  const entry = RUNTIME === 'tsx' ? ['--import', 'tsx', 'graph/src/main.ts'] : [await ensureServerBuilt()];
  const sql = sqlCountChild();
  const child = spawn(process.execPath, [...nodeArgs, '--enable-source-maps', ...entry], {
    env: {
      ...process.env,
      ...sql.env,
      ...UNLIMITED,
      NODE_ENV: process.env.DASHBOARD_NODE_ENV ?? 'production',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO_DATA: 'false',
      // Production refuses to start without a secret of its own; the bench signs nothing that lasts.
      APP_SECRET: process.env.APP_SECRET ?? randomBytes(32).toString('base64url'),
    },
    stdio: ['ignore', openSync(log, 'w'), 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady('the app', child, `${baseUrl}/readyz`, log);
  return { name: 'app', baseUrl, child, stop: stopper(child), sql: sql.read, pgCpu: () => backendCpuMeter(databaseUrl) };
}

/** A baseline server (bench/dashboard-raw.ts) in one of its modes; `name` labels its figures. */
async function startRaw(databaseUrl: string, query: string, mode: RawMode): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/dashboard-raw.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), DASHBOARD_QUERY: query, RAW_MODE: mode },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(`the raw baseline (${mode})`, child, `${baseUrl}/healthz`);
  return { name: RAW_NAMES[mode], baseUrl, child, stop: stopper(child) };
}

// --- load ------------------------------------------------------------------------------------

type Figures = {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  cpuMsPerRequest: number;
  requests: number;
  /** The app's statements and its PostgreSQL backends' CPU per request (undefined for the raw server). */
  sqlPerRequest?: number;
  pgCpuMsPerRequest?: number | null;
};

/** `connections` connections for `seconds`, each going through `requests` in turn from its own starting point. */
async function load(server: Server, requests: HttpRequest[], seconds: number): Promise<Figures> {
  let next = 0;
  const rotated = (start: number): Request[] => requests.map((_, i) => requests[(start + i) % requests.length]!);
  const cpuBefore = cpuMs(server.child.pid!);
  const sqlBefore = await server.sql?.();
  const pgCpu = await server.pgCpu?.();
  const result: Result = await autocannon({
    url: server.baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 30,
    requests: rotated(0),
    setupClient: (client) => client.setRequests(rotated(next++)),
  });
  const cpu = cpuMs(server.child.pid!) - cpuBefore;
  const pgCpuMs = await pgCpu?.();
  const sqlAfter = await server.sql?.();
  const requestsDone = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  const perRequest = (n: number) => n / Math.max(requestsDone, 1);
  return {
    rps: requestsDone / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuMsPerRequest: cpu / Math.max(requestsDone, 1),
    requests: requestsDone,
    sqlPerRequest: sqlBefore && sqlAfter ? perRequest(sqlAfter.statements - sqlBefore.statements) : undefined,
    pgCpuMsPerRequest: pgCpuMs === undefined || pgCpuMs === null ? pgCpuMs : perRequest(pgCpuMs),
  };
}

const figuresLine = (label: string, f: Figures) =>
  `${label.padEnd(26)} ${f.rps.toFixed(1).padStart(8)} req/s  p50 ${String(f.p50).padStart(5)} ms  p99 ${String(f.p99).padStart(5)} ms  ` +
  `non-2xx ${f.non2xx}  errors ${f.errors}  CPU ${f.cpuMsPerRequest.toFixed(2)} ms/req  (${f.requests} requests)` +
  (f.sqlPerRequest === undefined ? '' : `  SQL ${f.sqlPerRequest.toFixed(2)} statements/req`) +
  (f.pgCpuMsPerRequest === undefined ? '' : `  PostgreSQL CPU ${f.pgCpuMsPerRequest === null ? 'n/a' : `${f.pgCpuMsPerRequest.toFixed(2)} ms/req`}`);

async function send(baseUrl: string, request: HttpRequest): Promise<{ status: number; type: string; text: string; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${request.path}`, { method: request.method, headers: request.headers, body: request.body });
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type') ?? '', text, ms: performance.now() - started };
}

// --- the creators ----------------------------------------------------------------------------

const CITIES = ['London, UK', 'Berlin, Germany', 'Lagos, Nigeria', 'Austin, TX', 'Seoul, South Korea', 'São Paulo, Brazil', 'Toronto, Canada'];

function profileOf(n: number): Record<string, unknown> {
  const pick = <T>(list: readonly T[], count: number, from: number) => Array.from({ length: count }, (_, i) => list[(from + i * 7) % list.length]!);
  return {
    artistName: `Dash Artist ${n}`,
    bio: `Producer and songwriter number ${n}, making records between ${GENRES[n % GENRES.length]} and ${GENRES[(n + 5) % GENRES.length]} for the stage and the radio.`,
    genres: pick(GENRES, 2 + (n % 3), n),
    location: CITIES[n % CITIES.length],
    careerStage: CAREER_STAGES[n % CAREER_STAGES.length],
    skills: pick(SKILLS, 2 + (n % 2), n * 3),
    lookingFor: pick(LOOKING_FOR, 2 + (n % 3), n * 5),
    // A few leave an optional field out, so that completion and its prompt differ between creators.
    ...(n % 4 === 3 ? {} : { website: `https://dash-artist-${n}.example.test` }),
    ...(n % 5 === 4 ? {} : { socialMedia: { instagram: `https://instagram.com/dashartist${n}` } }),
  };
}

async function prepareCreators(setupUrl: string, db: pg.Pool): Promise<Creator[]> {
  const creators: Creator[] = [];
  for (let n = 0; n < CREATORS; n += 1) {
    const email = `dashboard-${n}@bench.test`;
    const cookie = await registerForCookie(setupUrl, { email, firstName: `Dash${n}` });
    const saved = await fetch(`${setupUrl}/api/profiles`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(profileOf(n)),
    });
    if (!saved.ok) throw new Error(`profile of ${email}: ${saved.status} ${await saved.text()}`);
    const { rows } = await db.query<{ id: string }>('select id from users where email = $1', [email]);
    creators.push({ email, userId: rows[0]!.id, cookie });
  }
  const ids = creators.map((c) => c.userId);
  // What the REST door does not set: a picture for most, and a dismissed prompt hours ago for some.
  await db.query(
    `update profiles p set profile_picture_url = case when c.n % 3 <> 2 then '/uploads/bench-' || c.n || '.png' end,
            prompt_dismissed_at = case when c.n % 2 = 0 then now() - make_interval(hours => (c.n % 4)::int * 5) end
       from unnest($1::uuid[]) with ordinality as c(user_id, n) where p.user_id = c.user_id`,
    [ids],
  );
  // The first read of each dashboard computes the matches (or waits for the recompute the profile save started).
  const dashboard = await browserRequest(DashboardRouteQueryDocument, {});
  for (const creator of creators) {
    const answer = await send(setupUrl, { method: 'POST', path: '/graphql', headers: { ...dashboard.headers, cookie: creator.cookie }, body: dashboard.body });
    if (answer.status !== 200) throw new Error(`first dashboard of ${creator.email}: ${answer.status} ${answer.text}`);
  }
  const stale = await db.query<{ count: number }>(
    `select count(*)::int as count from users u left join profiles p on p.user_id = u.id
      where u.id = any($1) and (p.matches_stale_at is not null or not exists (select 1 from matches m where m.user_id = u.id))`,
    [ids],
  );
  if (stale.rows[0]!.count > 0) throw new Error(`${stale.rows[0]!.count} creators still have stale matches after their first dashboard`);
  // Statuses spread over each creator's ranking, differently per creator.
  await db.query(
    `with ranked as (
       select m.id, c.n, row_number() over (partition by m.user_id order by m.match_score desc, m.id) as r
         from matches m join unnest($1::uuid[]) with ordinality as c(user_id, n) on c.user_id = m.user_id)
     update matches m set status = case
         when (ranked.r + ranked.n) % 7 = 0 then 'dismissed'
         when (ranked.r + ranked.n) % 5 = 0 then 'bookmarked'
         when (ranked.r + ranked.n) % 6 = 0 then 'clicked'
         else m.status end
       from ranked where ranked.id = m.id`,
    [ids],
  );
  // Two creators in three have brand connections: 1 to 4 connected and one still requested.
  await db.query(
    `insert into brand_connections (id, user_id, brand_id, status)
     select gen_random_uuid(), c.user_id, b.id, case when b.k <= c.n % 4 + 1 then 'connected' else 'requested' end
       from unnest($1::uuid[]) with ordinality as c(user_id, n)
       cross join lateral (select id, row_number() over (order by slug) as k from brands order by slug limit c.n % 4 + 2) b
      where c.n % 3 <> 0`,
    [ids],
  );
  const spread = await db.query<{ status: string; count: number }>(
    'select status, count(*)::int as count from matches where user_id = any($1) group by status order by status',
    [ids],
  );
  const connected = await db.query<{ count: number }>(`select count(*)::int as count from brand_connections where user_id = any($1) and status = 'connected'`, [
    ids,
  ]);
  console.log(
    `${CREATORS} creators prepared: matches ${spread.rows.map((r) => `${r.status} ${r.count}`).join(', ')}; ${connected.rows[0]!.count} connected brands`,
  );
  return creators;
}

// --- the parts -------------------------------------------------------------------------------

type Dashboard = { body: string; headers: Record<string, string> };

const dashboardRequests = (dashboard: Dashboard, creators: Creator[]): HttpRequest[] =>
  creators.map((c) => ({ method: 'POST', path: '/graphql', headers: { ...dashboard.headers, cookie: c.cookie }, body: dashboard.body }));

/** Both servers' answers for every creator: byte-identical, or at least deeply equal; anything else stops the bench. */
async function compareAnswers(app: Server, raw: Server, requests: HttpRequest[], creators: Creator[]): Promise<void> {
  let identical = 0;
  const notes: string[] = [];
  for (const [i, request] of requests.entries()) {
    const [a, r] = await Promise.all([send(app.baseUrl, request), send(raw.baseUrl, request)]);
    const who = creators[i]!.email;
    const appJson = JSON.parse(a.text) as { data?: { viewer?: unknown }; errors?: unknown };
    if (a.status !== 200 || appJson.errors || !appJson.data?.viewer)
      throw new Error(`the app's dashboard for ${who} is not a signed-in answer: ${a.status} ${a.text.slice(0, 500)}`);
    if (a.type !== r.type) notes.push(`content-type differs for ${who}: app "${a.type}", raw "${r.type}"`);
    if (a.text === r.text) {
      identical += 1;
      continue;
    }
    const rawJson: unknown = JSON.parse(r.text);
    if (!isDeepStrictEqual(appJson, rawJson)) {
      try {
        assert.deepStrictEqual(rawJson, appJson);
      } catch (error) {
        console.error(`The raw baseline's answer for ${who} differs from the app's (actual = raw, expected = app):\n${(error as Error).message}`);
      }
      throw new Error('the raw baseline does not answer what the app answers: no measurement');
    }
    let at = 0;
    while (a.text[at] === r.text[at]) at += 1;
    notes.push(`deeply equal but not byte-identical for ${who}, from offset ${at}: app …${a.text.slice(at, at + 60)}… raw …${r.text.slice(at, at + 60)}…`);
  }
  console.log(`answers compared for ${requests.length} creators: ${identical} byte-identical, ${requests.length - identical} deeply equal only, 0 different`);
  for (const note of notes) console.log(`  ${note}`);
}

async function compareDashboard(app: Server, raws: Server[], requests: HttpRequest[], creators: Creator[]): Promise<void> {
  for (const raw of raws) await compareAnswers(app, raw, requests, creators);
  console.log(
    `\nDashboardRouteQuery, ${CONNECTIONS} connections, ${SECONDS} s a run (${WARMUP_SECONDS} s warm-up each first), ${creators.length} creators in turn`,
  );
  const servers = [app, ...raws];
  for (const server of servers) await load(server, requests, WARMUP_SECONDS);
  const runs: { server: Server; figures: Figures }[] = [];
  // Alternated, twice: a change of the machine's load falls on every server alike.
  for (const round of [1, 2]) {
    for (const server of servers) {
      const load0 = loadLine();
      const figures = await load(server, requests, SECONDS);
      runs.push({ server, figures });
      console.log(`${figuresLine(`${server.name} (run ${round})`, figures)}   [${load0} before]`);
    }
  }
  const mean = (name: string, pick: (f: Figures) => number) => {
    const mine = runs.filter((r) => r.server.name === name).map((r) => pick(r.figures));
    return mine.reduce((a, b) => a + b, 0) / mine.length;
  };
  const row = (name: string) => ({
    rps: mean(name, (f) => f.rps),
    p50: mean(name, (f) => f.p50),
    p99: mean(name, (f) => f.p99),
    cpu: mean(name, (f) => f.cpuMsPerRequest),
  });
  const appRow = row(app.name);
  console.log(`\nSummary (means of the ${runs.length / servers.length} runs each; ${loadLine()} now)`);
  console.log(
    `${'server'.padEnd(12)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'CPU ms/req'.padStart(11)}   app/this: req/s  CPU`,
  );
  for (const server of servers) {
    const r = row(server.name);
    const ratios = server === app ? '' : `   ${(appRow.rps / r.rps).toFixed(3).padStart(11)}  ${(appRow.cpu / r.cpu).toFixed(2)}×`;
    console.log(
      `${server.name.padEnd(12)} ${r.rps.toFixed(1).padStart(9)} ${r.p50.toFixed(0).padStart(8)} ${r.p99.toFixed(0).padStart(8)} ${r.cpu.toFixed(2).padStart(11)}${ratios}`,
    );
  }
  const baseline = row(RAW_NAMES.pipelined);
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log(
    `targets against ${RAW_NAMES.pipelined}: req/s ≥ ${TARGETS.minRpsRatio} of it: ${(appRow.rps / baseline.rps).toFixed(3)} ${verdict(appRow.rps / baseline.rps >= TARGETS.minRpsRatio)}; ` +
      `CPU ≤ ${TARGETS.maxCpuRatio}× its: ${(appRow.cpu / baseline.cpu).toFixed(2)}× ${verdict(appRow.cpu / baseline.cpu <= TARGETS.maxCpuRatio)}; ` +
      `p99 ≤ ${TARGETS.maxP99Ms} ms: ${appRow.p99.toFixed(0)} ms ${verdict(appRow.p99 <= TARGETS.maxP99Ms)}`,
  );
  // After the load, all must still answer the same: a run that went wrong midway shows here.
  for (const raw of raws) await compareAnswers(app, raw, requests, creators);
}

/** One dashboard per creator, one at a time, each right after its matches were marked stale. */
async function staleFirstLoads(app: Server, requests: HttpRequest[], creators: Creator[], db: pg.Pool): Promise<void> {
  const ids = creators.map((c) => c.userId);
  await db.query('update profiles set matches_stale_at = now() where user_id = any($1)', [ids]);
  const samples: number[] = [];
  const cpuBefore = cpuMs(app.child.pid!);
  const sqlBefore = await app.sql?.();
  for (const request of requests) {
    const answer = await send(app.baseUrl, request);
    if (answer.status !== 200 || answer.text.includes('"errors"')) throw new Error(`stale dashboard: ${answer.status} ${answer.text.slice(0, 300)}`);
    samples.push(answer.ms);
  }
  const cpu = cpuMs(app.child.pid!) - cpuBefore;
  const sqlAfter = await app.sql?.();
  const left = await db.query<{ count: number }>('select count(*)::int as count from profiles where user_id = any($1) and matches_stale_at is not null', [ids]);
  console.log(`\n${summarise('first dashboard, stale matches', samples)}  (${left.rows[0]!.count} still stale after; ${loadLine()})`);
  // One at a time, so the CPU and statements per load are the recompute's plus the dashboard's own.
  const sql = sqlBefore && sqlAfter ? `, ${((sqlAfter.statements - sqlBefore.statements) / requests.length).toFixed(1)} SQL statements` : '';
  console.log(`  per stale first dashboard: app CPU ${(cpu / requests.length).toFixed(2)} ms${sql}`);
}

async function hotOperations(app: Server, creators: Creator[]): Promise<void> {
  const cookies = (build: (c: Creator) => HttpRequest) => creators.map(build);
  const brands = await browserRequest(BrandsRouteQueryDocument, { first: DIRECTORY_PAGE });
  const directory = await browserRequest(NetworkingRouteQueryDocument, { first: DIRECTORY_PAGE });
  const operations: [string, HttpRequest[]][] = [
    ['BrandsRouteQuery (page 1)', cookies((c) => ({ method: 'POST', path: '/graphql', headers: { ...brands.headers, cookie: c.cookie }, body: brands.body }))],
    [
      'NetworkingRouteQuery (page 1)',
      cookies((c) => ({ method: 'POST', path: '/graphql', headers: { ...directory.headers, cookie: c.cookie }, body: directory.body })),
    ],
    ['GET /api/user', cookies((c) => ({ method: 'GET', path: '/api/user', headers: { accept: 'application/json', cookie: c.cookie } }))],
    ['GET /api/banner-ads', [{ method: 'GET', path: '/api/banner-ads', headers: { accept: 'application/json' } }]],
    [
      'POST /api/login',
      cookies((c) => ({
        method: 'POST',
        path: '/api/login',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: c.email, password: PASSWORD }),
      })),
    ],
  ];
  console.log(`\nOther hot operations, app only, ${CONNECTIONS} connections, ${HOT_SECONDS} s each (${WARMUP_SECONDS} s warm-up first)`);
  for (const [name, requests] of operations) {
    // Each must work before it is measured: a fast refusal is no figure.
    const probe = await send(app.baseUrl, requests[0]!);
    if (probe.status !== 200 || probe.text.includes('"errors"')) throw new Error(`${name}: ${probe.status} ${probe.text.slice(0, 300)}`);
    await load(app, requests, WARMUP_SECONDS);
    const load0 = loadLine();
    console.log(`${figuresLine(name, await load(app, requests, HOT_SECONDS))}   [${load0} before]`);
  }
}

/** A V8 CPU profile of a fresh app process under the dashboard load, summarised over the load alone. */
async function profileDashboard(databaseUrl: string, requests: HttpRequest[]): Promise<void> {
  const dir = path.join(os.tmpdir(), `dashboard-profile-${Date.now()}`);
  await mkdir(dir, { recursive: true });
  const app = await startApp(databaseUrl, ['--cpu-prof', '--cpu-prof-dir', dir, '--cpu-prof-name', 'app.cpuprofile']);
  try {
    await load(app, requests, WARMUP_SECONDS);
    const from = monotonicMicros();
    const figures = await load(app, requests, SECONDS);
    const to = monotonicMicros();
    console.log(`\n${figuresLine('app, profiled', figures)}`);
    await app.stop();
    const summary = await summariseCpuProfile(path.join(dir, 'app.cpuprofile'), 20, { from, to });
    console.log(summary.text);
  } finally {
    await app.stop();
  }
}

// --- main ------------------------------------------------------------------------------------

console.log(
  `dashboard bench: ${Object.entries(parts)
    .filter(([, on]) => on)
    .map(([name]) => name)
    .join(', ')}; app ${RUNTIME}; ${loadLine()}`,
);
await withBenchApp(async (setupUrl, orm) => {
  const databaseUrl = orm.config.get('clientUrl');
  if (!databaseUrl) throw new Error('the bench database has no URL');
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const servers: Server[] = [];
  try {
    const creators = await prepareCreators(setupUrl, db);
    const dashboard = await browserRequest(DashboardRouteQueryDocument, {});
    const requests = dashboardRequests(dashboard, creators);
    const query = (JSON.parse(dashboard.body) as { query: string }).query;
    if (parts.dashboard || parts.hot) {
      const app = await startApp(databaseUrl);
      servers.push(app);
      if (parts.dashboard) {
        const raws: Server[] = [];
        for (const mode of RAW_MODES) raws.push(await startRaw(databaseUrl, query, mode));
        servers.push(...raws);
        await compareDashboard(app, raws, requests, creators);
        for (const raw of raws) await raw.stop();
        await staleFirstLoads(app, requests, creators, db);
      }
      if (parts.hot) await hotOperations(app, creators);
      await app.stop();
    }
    if (parts.profile) await profileDashboard(databaseUrl, requests);
  } finally {
    for (const server of servers) await server.stop();
    await db.end();
  }
});
