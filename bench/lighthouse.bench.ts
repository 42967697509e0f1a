/**
 * Lighthouse performance (mobile preset, its default) of /, /brands, /resources, /dashboard and /collaboration on
 * the built web app, each page RUNS times, the median reported. Run: npm run build && npm run bench:lighthouse
 *
 * Lighthouse is not a dependency: it runs through `npx -y lighthouse@13` (the npm registry must be
 * reachable the first time) with Debian's Chromium (CHROME_PATH, /usr/bin/chromium by default).
 * /dashboard and /collaboration are measured signed in as a creator with a full profile and computed matches (the
 * session cookie goes with every request through --extra-headers). The scores depend on the
 * machine's load, so the load average is printed with them, and so are the blocking time and the
 * main thread's work counted from thread CPU time (see cpuFigures), which the load does not inflate. LIGHTHOUSE_PAGES (comma-separated),
 * LIGHTHOUSE_RUNS and LIGHTHOUSE_REPORTS_DIR (keep the JSON reports there) change it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { registerForCookie, withBenchApp } from './harness.js';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',').slice(0, 20) ?? ['/', '/brands', '/resources', '/dashboard', '/collaboration'];
/** The signed-in pages: measured with the creator's session cookie. */
const SIGNED_IN_PAGES = new Set(['/dashboard', '/collaboration']);
/** Keeps the JSON reports there (for their diagnostics) instead of deleting them. */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS_DIR;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

type Audit = { numericValue?: number };
type Report = { categories: { performance: { score: number } }; audits: Record<string, Audit>; environment?: { benchmarkIndex?: number } };
type Run = { benchmarkIndex: number; score: number; fcp: number; lcp: number; tbt: number; si: number; cls: number; cpuTbt: number; cpu: number };
type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { name?: string } };

/** Lighthouse's throttling of the CPU (its mobile preset): its traces are taken unthrottled and scaled. */
const CPU_SLOWDOWN = 4;

/**
 * Lighthouse's blocking time and the main thread's busy time from the trace's thread CPU time instead
 * of wall time: on this shared 2-core machine a task also waits for the CPU while other work runs,
 * which Lighthouse counts as blocking. These two change with the page, not with the neighbours.
 */
async function cpuFigures(traceFile: string): Promise<{ cpuTbt: number; cpu: number }> {
  const { traceEvents } = JSON.parse(await readFile(traceFile, 'utf8')) as { traceEvents: TraceEvent[] };
  // The page's renderer is the one that painted; blocking time counts from its first contentful paint.
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint');
  const main = traceEvents.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === fcp?.pid);
  if (!fcp || !main) throw new Error(`no first contentful paint in ${traceFile}`);
  let cpuTbt = 0;
  let cpu = 0;
  for (const e of traceEvents) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== main.pid || e.tid !== main.tid || e.tdur === undefined) continue;
    const ms = (e.tdur / 1000) * CPU_SLOWDOWN;
    cpu += ms;
    if (e.ts >= fcp.ts) cpuTbt += Math.max(0, ms - 50);
  }
  return { cpuTbt, cpu };
}

const loadLine = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Lighthouse's own advice for a trace it failed to record ("Please run Lighthouse again"): we do, twice at most. */
const RETRIED_FAILURES = /NO_NAVSTART|NO_FCP|Please run Lighthouse again/;

async function lighthouse(url: string, headers: Record<string, string>, dir: string, attempt = 1): Promise<Run> {
  try {
    return await lighthouseOnce(url, headers, dir);
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    if (attempt >= 3 || !RETRIED_FAILURES.test(stderr)) throw error;
    console.log(`  (${new URL(url).pathname}: ${stderr.trim()}; trying again)`);
    return lighthouse(url, headers, dir, attempt + 1);
  }
}

async function lighthouseOnce(url: string, headers: Record<string, string>, dir: string): Promise<Run> {
  const out = path.join(dir, `${new URL(url).pathname.slice(1) || 'landing'}-${Date.now()}.json`);
  await promisify(execFile)(
    'npx',
    [
      '-y',
      'lighthouse@13',
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      '--save-assets',
      '--chrome-flags=--headless --no-sandbox --disable-gpu',
      `--extra-headers=${JSON.stringify(headers)}`,
    ],
    { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(await readFile(out, 'utf8')) as Report;
  const value = (id: string) => report.audits[id]?.numericValue ?? NaN;
  const trace = out.replace(/\.json$/, '-0.trace.json');
  return {
    ...(await cpuFigures(trace)),
    // Lighthouse's own measure of the machine's speed while it ran (higher is faster): scores only compare at similar values.
    benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
    score: Math.round(report.categories.performance.score * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    si: value('speed-index'),
    cls: value('cumulative-layout-shift'),
  };
}

/** A creator with a full profile whose matches are computed, so that /dashboard shows its real content. */
async function signedInCreator(baseUrl: string): Promise<string> {
  const cookie = await registerForCookie(baseUrl, { email: 'lighthouse@bench.test', firstName: 'Light' });
  const profile = {
    artistName: 'Lighthouse Artist',
    bio: 'Producer and songwriter making records between hip-hop and electronic music for the stage and the radio.',
    genres: ['Hip-Hop', 'Electronic'],
    location: 'London, UK',
    careerStage: 'emerging',
    skills: ['Production', 'Songwriting'],
    lookingFor: ['Distribution', 'Collaborators'],
    website: 'https://lighthouse.example.test',
  };
  const saved = await fetch(`${baseUrl}/api/profiles`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(profile),
  });
  if (!saved.ok) throw new Error(`profile: ${saved.status} ${await saved.text()}`);
  return cookie;
}

await withBenchApp(async (baseUrl) => {
  const cookie = await signedInCreator(baseUrl);
  const dir = REPORTS_DIR ?? (await mkdtemp(path.join(os.tmpdir(), 'lighthouse-')));
  try {
    console.log(`Lighthouse ${RUNS}× per page, mobile preset (medians); ${loadLine()} on ${os.cpus().length} cores`);
    console.log("main thread and CPU TBT: from the trace's thread CPU time ×4 (the load does not inflate them); bench index: Lighthouse's benchmarkIndex");
    const header = ['page', 'score', 'runs', 'FCP', 'LCP', 'TBT', 'SI', 'CLS', 'CPU TBT', 'main thread', 'bench index', 'load after'];
    const widths = [14, 5, 12, 7, 7, 7, 7, 6, 8, 11, 11, 16];
    const row = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ');
    console.log(row(header));
    console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
    const ms = (v: number) => `${v.toFixed(0)}`;
    const results: { page: string; cpu: number; cpuTbt: number }[] = [];
    for (const page of PAGES) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouse(`${baseUrl}${page}`, SIGNED_IN_PAGES.has(page) ? { Cookie: cookie } : {}, dir));
      const m = (pick: (r: Run) => number) => median(runs.map(pick));
      results.push({ page, cpu: m((r) => r.cpu), cpuTbt: m((r) => r.cpuTbt) });
      console.log(
        row([
          page,
          String(m((r) => r.score)),
          runs.map((r) => r.score).join(','),
          ms(m((r) => r.fcp)),
          ms(m((r) => r.lcp)),
          ms(m((r) => r.tbt)),
          ms(m((r) => r.si)),
          m((r) => r.cls).toFixed(3),
          ms(m((r) => r.cpuTbt)),
          ms(m((r) => r.cpu)),
          m((r) => r.benchmarkIndex).toFixed(0),
          os.loadavg()[0]!.toFixed(2),
        ]),
      );
    }
    // Each page's main-thread work against the landing page's, the measure that the load changes least.
    const landing = results.find((r) => r.page === '/');
    if (landing) console.log(results.map((r) => `${r.page} ${(r.cpu / landing.cpu).toFixed(2)}×`).join('  ') + '  (main thread against /)');
  } finally {
    if (!REPORTS_DIR) await rm(dir, { recursive: true, force: true });
  }
});
