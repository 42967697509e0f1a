/**
 * Match recompute jobs per second. Run: npm run bench:jobs
 * 2,000 creators with generated profiles against the demo catalogue; one recompute job each,
 * all queued in one transaction so that they become visible at once at its commit; the app's own
 * worker at its configured concurrency (WORKER_CONCURRENCY, default 2) drains the queue. Prints
 * the cost of queueing, the drain time from the commit and the jobs per second, and checks that
 * every creator got matches and none is left stale or failed; the drain's CPU (this process, which
 * runs the worker, and PostgreSQL's backends) and statements per job, and the size of the matches.
 */
import { randomUUID } from 'node:crypto';
import type { MikroORM } from '../graph/src/db/orm.js';
import { CAREER_STAGES, GENRES, LOOKING_FOR, SKILLS } from '../graph/src/shared/vocabulary.js';
import { addJob } from '../graph/src/platform/jobs.js';
import { backendCpuMeter, countSqlHere, loadLine, sqlLine, tableSizes, withBenchApp } from './harness.js';

const CREATORS = Number(process.env.JOB_CREATORS ?? 2000);

/** A deterministic pseudo-random sequence, so runs compare. */
function rng(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}
const pick = <T>(r: () => number, list: readonly T[], n: number) => Array.from({ length: n }, () => list[Math.floor(r() * list.length)]!);

async function insertCreators(orm: MikroORM): Promise<string[]> {
  const r = rng(21);
  const em = orm.em.fork();
  const ids: string[] = [];
  for (let i = 0; i < CREATORS; i += 500) {
    const batch = Array.from({ length: Math.min(500, CREATORS - i) }, (_, j) => ({ id: randomUUID(), n: i + j }));
    ids.push(...batch.map((u) => u.id));
    await em.execute(
      `insert into users (id, email, username) values ${batch.map(() => '(?, ?, ?)').join(', ')}`,
      batch.flatMap((u) => [u.id, `jobs-${u.n}@bench.test`, `jobs_${u.n}`]),
    );
    const params: unknown[] = [];
    const rows = batch.map((u) => {
      const genres = pick(r, GENRES, 2);
      const needs = pick(r, LOOKING_FOR, 2);
      params.push(
        u.id,
        `${genres.join(' and ')} artist working on releases, looking for ${needs.join(' and ')} to grow my audience and career.`,
        JSON.stringify(genres),
        CAREER_STAGES[Math.floor(r() * 4)]!,
        JSON.stringify(pick(r, SKILLS, 3)),
        JSON.stringify(needs),
        r() < 0.5 ? 'Berlin, Germany' : 'Lagos, Nigeria',
      );
      // Lists as JSON: the driver would expand a JS array into a list of parameters.
      const list = 'array(select json_array_elements_text(?::json))';
      return `(gen_random_uuid(), ?, ?, ${list}, ?, ${list}, ${list}, ?, now(), now(), now())`;
    });
    await em.execute(
      `insert into profiles (id, user_id, bio, genres, career_stage, skills, looking_for, location, matches_stale_at, created_at, updated_at)
       values ${rows.join(', ')}`,
      params,
    );
  }
  return ids;
}

await withBenchApp(async (_baseUrl, orm) => {
  const ids = await insertCreators(orm);
  const databaseUrl = orm.config.get('clientUrl')!;
  const sql = await countSqlHere();

  const queueStart = performance.now();
  await orm.em.fork().transactional(async (tx) => {
    for (const userId of ids) await addJob(tx, 'recompute_matches', { userId }, { delayMs: 0 });
  });
  const committed = performance.now();
  const queuedMs = committed - queueStart;
  // The drain's cost: this process runs the worker (its CPU includes the bench's polling, a few statements).
  const drainLoad = loadLine();
  const cpuBefore = process.cpuUsage();
  const sqlBefore = sql();
  const pgCpu = await backendCpuMeter(databaseUrl);

  const pending = async () =>
    Number((await orm.em.fork().execute<{ n: string }[]>("select count(*) as n from graphile_worker.jobs where task_identifier = 'recompute_matches'"))[0]!.n);
  let left = await pending();
  while (left > 0) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    left = await pending();
  }
  const drainedMs = performance.now() - committed;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMsUsed = (cpu.user + cpu.system) / 1000;
  const pgCpuMs = await pgCpu();
  const sqlAfter = sql();

  const [check] = await orm.em.fork().execute<{ with_matches: string; stale: string; rows: string; failed: string }[]>(
    `select (select count(distinct user_id) from matches) as with_matches,
            (select count(*) from profiles where matches_stale_at is not null) as stale,
            (select count(*) from matches) as rows,
            (select count(*) from graphile_worker.jobs where last_error is not null) as failed`,
  );
  const concurrency = process.env.WORKER_CONCURRENCY ?? '2';
  console.log(`creators: ${ids.length}, worker concurrency: ${concurrency}`);
  console.log(`queued:   ${ids.length} jobs in one transaction in ${queuedMs.toFixed(0)} ms (${(queuedMs / ids.length).toFixed(2)} ms per add_job)`);
  console.log(`drained:  ${drainedMs.toFixed(0)} ms from the commit to an empty queue`);
  console.log(`rate:     ${((ids.length / drainedMs) * 1000).toFixed(1)} recompute jobs/s`);
  console.log(
    `cost:     app CPU ${(cpuMsUsed / ids.length).toFixed(2)} ms a job, PostgreSQL CPU ${pgCpuMs === null ? 'n/a' : `${(pgCpuMs / ids.length).toFixed(2)} ms`} a job; ${drainLoad} before`,
  );
  console.log(sqlLine('job', sqlBefore, sqlAfter, ids.length));
  for (const line of await tableSizes(databaseUrl, ['matches', 'profiles'])) console.log(line);
  console.log(`check:    ${check!.with_matches} creators with matches, ${check!.rows} match rows, ${check!.stale} still stale, ${check!.failed} failed jobs`);
});
