/** Shared by the benchmarks: the real app on a scratch database, and a timing summary. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
