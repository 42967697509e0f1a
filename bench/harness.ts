/** Shared by the benchmarks: the real app on a scratch database, and a timing summary. */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../graph/src/config.js';
import type { MikroORM } from '../graph/src/db/orm.js';
import { createLogger } from '../graph/src/logger.js';
import { SESSION_COOKIE } from '../graph/src/modules/user/session.service.js';
import { withScratchApp } from '../scripts/scratch-app.js';

/** The benchmarks' config: their own embedded PostgreSQL (when DATABASE_URL is unset), no refresh limit. */
export const benchConfig = () =>
  loadConfig({ REFRESH_PER_MINUTE: '1000000', ...process.env, NODE_ENV: 'test', TEST_EMBEDDED_PG_DIR: '.data/postgres-bench', TEST_EMBEDDED_PG_PORT: '54349' });

export function withBenchApp(fn: (baseUrl: string, orm: MikroORM) => Promise<void>): Promise<void> {
  // Benchmarks measure the work itself: the per-creator refresh limit would cut their loops short.
  const config = benchConfig();
  return withScratchApp(config, createLogger('warn'), 'sb_bench', fn);
}

/** Registers an account through the REST route; answers the session cookie to send with requests. */
export async function registerForCookie(baseUrl: string, account: { email: string; firstName?: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: 'bench-passphrase', ...account }),
  });
  const cookie = new RegExp(`${SESSION_COOKIE}=[^;]+`).exec(response.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  return cookie;
}

const quantileOfSorted = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** The q-quantile of the samples, as `summarise` prints it. */
export const percentile = (samplesMs: number[], q: number) =>
  quantileOfSorted(
    [...samplesMs].sort((a, b) => a - b),
    q,
  );

export function summarise(label: string, samplesMs: number[]): string {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const at = (q: number) => quantileOfSorted(sorted, q).toFixed(2);
  return `${label.padEnd(34)} n=${sorted.length}  p50=${at(0.5)} ms  p95=${at(0.95)} ms  p99=${at(0.99)} ms  max=${sorted.at(-1)!.toFixed(2)} ms`;
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU of a process so far, in ms (all its threads: GC, libuv pool). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of proc(5): utime and stime, in clock ticks; fields[0] is field 3.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/** `load average 1.20 0.90 0.80 on 2 cores`: beside every figure, since CPU per unit reads high under load. */
export const loadLine = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${os.cpus().length} cores`;

/** SQL statements sent through pg so far, and how many of them were transaction control. */
export type SqlCounts = { statements: number; transactionControl: number };
const PRELOAD = path.resolve('bench/sql-count-preload.mjs');

/** Counts this process's statements from now on (the same counter as in the app processes). */
export async function countSqlHere(): Promise<() => SqlCounts> {
  await import(pathToFileURL(PRELOAD).href);
  const counts = (globalThis as { __sqlCounts?: SqlCounts }).__sqlCounts!;
  return () => ({ ...counts });
}

/**
 * The environment that makes an app process count its statements, and how to read its count: the
 * child writes it every 100 ms, so a read waits 250 ms for the figure to include what just ran.
 */
export function sqlCountChild(): { env: Record<string, string>; read: () => Promise<SqlCounts> } {
  const file = path.join(os.tmpdir(), `sql-count-${process.pid}-${Math.random().toString(36).slice(2, 10)}.json`);
  return {
    env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${pathToFileURL(PRELOAD).href}`.trim(), SQL_COUNT_FILE: file },
    read: async () => {
      await new Promise((resolve) => setTimeout(resolve, 250));
      // One file a thread of the child (SQL_COUNT_FILE.<threadId>): summed.
      const total: SqlCounts = { statements: 0, transactionControl: 0 };
      for (const name of readdirSync(path.dirname(file)).filter((n) => n.startsWith(`${path.basename(file)}.`))) {
        try {
          const counts = JSON.parse(readFileSync(path.join(path.dirname(file), name), 'utf8')) as SqlCounts;
          total.statements += counts.statements;
          total.transactionControl += counts.transactionControl;
        } catch {
          // being rewritten: the next read has it
        }
      }
      return total;
    },
  };
}

/** `statements 3.02 a dashboard (of them 0.00 transaction control)` */
export function sqlLine(what: string, before: SqlCounts, after: SqlCounts, count: number): string {
  const per = (n: number) => (n / Math.max(count, 1)).toFixed(2);
  return `  SQL per ${what}: ${per(after.statements - before.statements)} statements (of them ${per(after.transactionControl - before.transactionControl)} transaction control)`;
}

/**
 * CPU used from now on by PostgreSQL's backends serving this database (read from /proc; null
 * when the server runs on another machine). A backend that ends in between is not counted.
 */
export async function backendCpuMeter(databaseUrl: string): Promise<() => Promise<number | null>> {
  const backends = async () => {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
      return new Map(rows.map(({ pid }) => [pid, cpuMs(pid)]));
    } catch {
      return null;
    } finally {
      await db.end();
    }
  };
  const before = await backends();
  return async () => {
    const after = await backends();
    return after && before ? [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0) : null;
  };
}

/** Rows, total bytes (table, indexes and TOAST) and bytes a row of each table, for the storage estimates. */
export async function tableSizes(databaseUrl: string, tables: readonly string[]): Promise<string[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const lines: string[] = [];
    for (const table of tables) {
      const { rows } = await db.query<{ n: string; bytes: string }>(
        `select (select count(*) from ${pg.escapeIdentifier(table)}) as n, pg_total_relation_size($1::regclass) as bytes`,
        [table],
      );
      const n = Number(rows[0]!.n);
      const bytes = Number(rows[0]!.bytes);
      lines.push(
        `  table ${table.padEnd(22)} rows ${n.toLocaleString('en-US').padStart(10)}  ${(bytes / 1024 / 1024).toFixed(1).padStart(8)} MB  ${n ? Math.round(bytes / n) : '-'} bytes a row`,
      );
    }
    return lines;
  } finally {
    await db.end();
  }
}
