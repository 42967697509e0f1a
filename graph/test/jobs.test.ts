import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openOrm, type MikroORM } from '../src/db/orm.js';
import { createLogger } from '../src/logger.js';
import { createMemoryPubSub } from '../src/platform/events.js';
import { CatalogCache } from '../src/modules/matchmade/catalog.js';
import { changeCatalog } from '../src/modules/resource/resource.service.js';
import { addJob, startJobWorker, WORKER_APPLICATION_NAME } from '../src/platform/jobs.js';
import { createCreator, FULL_PROFILE, queuedRecomputes } from './seed-helpers.js';
import { fileDatabaseUrl } from './file-database.js';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.js';
import { startAppProcess } from '../../scripts/app-process.js';

/**
 * The job queue end to end: jobs written with the change that calls for them, collapsed per
 * creator, retried, kept across a restart and run once by several workers. On the file's own
 * database (as every test file), so no other file's worker runs (or counts against) its jobs.
 */
const PROFILE = { ...FULL_PROFILE, artistName: 'Queue Tester' };
const OTHER_PROFILE = { genres: ['Film Score'], lookingFor: ['Sync Licensing', 'Legal Advice'], careerStage: 'professional' };

const databaseUrl = fileDatabaseUrl();
/** This file's own database: seeded, migrated, with nothing else's worker on it. */
let orm: MikroORM;
const apps: TestApp[] = [];

async function app(worker: 'on' | 'off', options: TestAppOptions = {}): Promise<TestApp> {
  const started = await startTestApp({ DATABASE_URL: databaseUrl, WORKER: worker, REFRESH_PER_MINUTE: '100000' }, options);
  apps.push(started);
  return started;
}

async function close(t: TestApp): Promise<void> {
  apps.splice(apps.indexOf(t), 1);
  await t.close();
}

beforeAll(async () => {
  orm = await openOrm(databaseUrl);
});

// A worker left running would take the next test's jobs.
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
});

afterAll(async () => {
  await orm?.close();
});

const sql = <T>(query: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(query, params);

/** A creator with no profile yet. */
const creator = (t: TestApp) => createCreator(t.orm, null);

const saveProfile = (t: TestApp, cookie: string, body: unknown) =>
  fetch(`${t.baseUrl}/api/profiles`, { method: 'PUT', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** Jobs of a task for one creator, read from the table itself (payload included). */
const recomputeJobsOf = (userId: string) =>
  sql<{ id: string; attempts: number; last_error: string | null; run_at: number; created_at: number; key: string | null; locked: boolean }>(
    `select j.id, j.attempts, j.last_error, j.key, j.locked_at is not null as locked,
            (extract(epoch from j.run_at) * 1000)::float8 as run_at, (extract(epoch from j.created_at) * 1000)::float8 as created_at
       from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
      where t.identifier = 'recompute_matches' and j.payload->>'userId' = ?`,
    [userId],
  );

const freshness = async (userId: string) => {
  const [row] = await sql<{ stale: boolean; matches: string }>(
    `select p.matches_stale_at is not null as stale, (select count(*) from matches m where m.user_id = p.user_id) as matches
       from profiles p where p.user_id = ?`,
    [userId],
  );
  return { stale: row?.stale, matches: Number(row?.matches ?? 0) };
};

const topResource = async (userId: string) =>
  (await sql<{ resource_id: string }>('select resource_id from matches where user_id = ? order by match_score desc, resource_id limit 1', [userId]))[0]
    ?.resource_id;

describe('queueing', () => {
  it('queues exactly one recompute with a profile save, and none with a save that rolls back', async () => {
    const t = await app('off');
    const { id, cookie } = await creator(t);
    expect((await saveProfile(t, cookie, PROFILE)).status).toBe(200);
    expect(await recomputeJobsOf(id)).toHaveLength(1);

    // A save refused at COMMIT, after the job was queued: only a job on the same transaction goes with it.
    const other = await creator(t);
    await sql(`create or replace function refuse_marked_profile() returns trigger language plpgsql as $$
               begin if new.bio like '%refuse-at-commit%' then raise exception 'refused at commit'; end if; return new; end $$`);
    await sql(`create constraint trigger refuse_marked_profile after insert or update on profiles
               deferrable initially deferred for each row execute function refuse_marked_profile()`);
    try {
      const refused = await saveProfile(t, other.cookie, { ...PROFILE, bio: `${PROFILE.bio} refuse-at-commit` });
      expect(refused.status).toBe(500);
    } finally {
      await sql('drop trigger refuse_marked_profile on profiles');
    }
    expect(await recomputeJobsOf(other.id)).toEqual([]);
    expect(await sql('select 1 from profiles where user_id = ?', [other.id])).toEqual([]);
  });

  it('refuses to queue a job outside a transaction', async () => {
    await expect(addJob(orm.em.fork(), 'recompute_matches', { userId: crypto.randomUUID() })).rejects.toThrow(/inside the transaction/);
  });

  it('collapses a burst of ten saves into one pending job that runs when the first asked', async () => {
    const t = await app('off');
    const { id, cookie } = await creator(t);
    expect((await saveProfile(t, cookie, PROFILE)).status).toBe(200);
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => saveProfile(t, cookie, { bio: `${PROFILE.bio} Take ${i}.` }).then((r) => r.status)),
    );
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 200));
    const jobs = await recomputeJobsOf(id);
    expect(jobs).toHaveLength(1);
    // Throttled, not debounced: later saves did not push the run back.
    expect(jobs[0]!.run_at - jobs[0]!.created_at).toBeCloseTo(250, 3);
  });
});

describe('running', () => {
  it('recomputes the matches after a profile change, with no read asking for them', async () => {
    const t = await app('on');
    const { id, cookie } = await creator(t);
    expect((await saveProfile(t, cookie, PROFILE)).status).toBe(200);
    await expect.poll(() => freshness(id)).toEqual({ stale: false, matches: expect.any(Number) });
    expect((await freshness(id)).matches).toBeGreaterThan(0);
    const before = await topResource(id);

    expect((await saveProfile(t, cookie, OTHER_PROFILE)).status).toBe(200);
    await expect.poll(() => topResource(id)).not.toBe(before);
    await expect.poll(() => freshness(id)).toMatchObject({ stale: false });
    // A save during a run queues one more (the latest edit is always picked up): let it drain.
    await expect.poll(() => queuedRecomputes(orm, [id])).toBe(0);
  });

  it('logs a failing job and retries it later, each time later still, with no unhandled rejection', async () => {
    const lines: { level: number; msg: string; job?: { task?: string; attempt?: number }; err?: { message?: string } }[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      await app('on', { logger });
      // A payload no creator has: the handler throws on every attempt.
      const userId = 'not-a-creator';
      await orm.em.fork().transactional((tx) => addJob(tx, 'recompute_matches', { userId }, { delayMs: 0 }));
      // graphile-worker counts an attempt when it takes the job; the failure is recorded (and the
      // job unlocked) when the handler has thrown.
      const failedAttempt = async (n: number) => {
        const [job] = await recomputeJobsOf(userId);
        return job && job.attempts === n && !job.locked ? job : null;
      };
      await expect.poll(() => failedAttempt(1)).toBeTruthy();
      const [first] = await recomputeJobsOf(userId);
      expect(first!.last_error).toMatch(/needs a creator id/);
      // e^1 ≈ 2.7 s before the second attempt.
      expect(first!.run_at - Date.now()).toBeGreaterThan(1500);
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: 50,
          msg: expect.stringMatching(/^Failed task/),
          job: expect.objectContaining({ task: 'recompute_matches', attempt: 1 }),
        }),
      );

      // Skip the wait: the second attempt fails too and backs off longer (e^2 ≈ 7.4 s).
      await sql('update graphile_worker._private_jobs set run_at = now() where id = ?', [first!.id]);
      await expect.poll(() => failedAttempt(2)).toBeTruthy();
      const [second] = await recomputeJobsOf(userId);
      expect(second!.run_at - Date.now()).toBeGreaterThan(5000);
      expect(unhandled).not.toHaveBeenCalled();
      await sql('select graphile_worker.remove_job(?)', [second!.key]);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('survives its connections dropping while it records a result, and takes jobs again (no unhandled rejection)', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    // An 'error' event nobody listens for is thrown: the process would end.
    process.on('uncaughtException', unhandled);
    const ran: string[] = [];
    // The first job cuts every connection of the worker's own pool (the app's carry another
    // application name), then fails: recording that failure meets dead connections, as it does
    // when PostgreSQL restarts under a running job.
    const dropWorkerConnections = () =>
      sql(
        `select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and application_name = ?`,
        [WORKER_APPLICATION_NAME],
      );
    const worker = await startJobWorker({
      databaseUrl,
      concurrency: 1,
      logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
      handlers: {
        recompute_matches: async (payload) => {
          const { userId } = payload as { userId: string };
          ran.push(userId);
          if (userId !== 'cut-connections') return;
          await dropWorkerConnections();
          throw new Error('failed while the connections were cut');
        },
        mark_matches_stale: async () => undefined,
        expire_brand_requests: async () => undefined,
        compute_brand_responsiveness: async () => undefined,
        send_mail: async () => undefined,
      },
      pollIntervalMs: 200,
    });
    try {
      await orm.em.fork().transactional((tx) => addJob(tx, 'recompute_matches', { userId: 'cut-connections' }, { delayMs: 0 }));
      await expect.poll(() => ran).toContain('cut-connections');
      // The worker gives up on its broken pool and a new one starts: the next job still runs.
      await orm.em.fork().transactional((tx) => addJob(tx, 'recompute_matches', { userId: 'after-the-cut' }, { delayMs: 0 }));
      await expect.poll(() => ran, { timeout: 20_000 }).toContain('after-the-cut');
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
      process.off('uncaughtException', unhandled);
      await worker.stop();
      for (const userId of ['cut-connections', 'after-the-cut']) {
        for (const job of await recomputeJobsOf(userId)) await sql('select graphile_worker.remove_job(?)', [job.key ?? job.id]);
      }
      await sql("delete from graphile_worker._private_jobs where payload->>'userId' in ('cut-connections', 'after-the-cut')");
    }
  });

  it('keeps queued jobs across a restart: queued with no worker, run by the next instance that has one', async () => {
    const off = await app('off');
    const { id, cookie } = await creator(off);
    expect((await saveProfile(off, cookie, PROFILE)).status).toBe(200);
    await close(off);
    expect(await queuedRecomputes(orm, [id])).toBe(1);
    expect(await freshness(id)).toEqual({ stale: true, matches: 0 });

    await app('on');
    await expect.poll(() => queuedRecomputes(orm, [id])).toBe(0);
    expect(await freshness(id)).toMatchObject({ stale: false });
    expect((await freshness(id)).matches).toBeGreaterThan(0);
  });

  it('runs each creator once when two instances asked and two workers compete', async () => {
    // Asked on both instances: saves through A and through B for every creator.
    const [a, b] = await Promise.all([app('off'), app('off')]);
    const creators = await Promise.all(Array.from({ length: 8 }, () => creator(a)));
    for (const { cookie } of creators) {
      expect((await saveProfile(a, cookie, PROFILE)).status).toBe(200);
      expect((await saveProfile(b, cookie, OTHER_PROFILE)).status).toBe(200);
    }
    const ids = creators.map((c) => c.id);
    expect(await queuedRecomputes(orm, ids)).toBe(ids.length);
    await Promise.all([close(a), close(b)]);

    // Matches are written by one upsert statement per recompute: count them on each worker.
    const upserts = [0, 0];
    const counting = (i: number) => ({ onQuery: (query: string) => void (/insert into "?matches"?/i.test(query) && (upserts[i]! += 1)) });
    await Promise.all([app('on', counting(0)), app('on', counting(1))]);
    await expect.poll(() => queuedRecomputes(orm, ids)).toBe(0);
    for (const id of ids) expect((await freshness(id)).matches).toBeGreaterThan(0);
    expect(upserts[0]! + upserts[1]!).toBe(ids.length);
  });
});

describe('jobs of workers that are gone', () => {
  const quiet = () => createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const lockOf = async (to: string) =>
    (await sql<{ id: string; locked_by: string | null }>(`select id, locked_by from graphile_worker._private_jobs where payload->>'to' = ?`, [to]))[0];
  const queueMail = (to: string, delayMs = 0) =>
    orm.em.fork().transactional((tx) => addJob(tx, 'send_mail', { to, subject: 'Reset your password', text: 'A link' }, { delayMs }));

  it('runs a job whose worker was killed with SIGKILL within moments, not four hours later', async () => {
    // An SMTP server that takes the connection and never answers: the mail job hangs in the
    // other process's worker until that process is killed.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const smtpPort = (silent.address() as AddressInfo).port;
    const sent: string[] = [];
    let live: Awaited<ReturnType<typeof startJobWorker>> | undefined;
    const killed = await startAppProcess({ DATABASE_URL: databaseUrl, WORKER: 'on', SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
    try {
      const to = `killed-${randomUUID()}@example.test`;
      await queueMail(to);
      await expect.poll(async () => (await lockOf(to))?.locked_by ?? null, { timeout: 20_000 }).toMatch(/^pool-/);
      const exited = new Promise((resolve) => killed.child.once('exit', resolve));
      killed.child.kill('SIGKILL');
      await exited;
      // The clock moves past the grace period by the lock's own time; graphile-worker's own reset
      // of stale locks is still hours away.
      await sql(`update graphile_worker._private_jobs set locked_at = locked_at - interval '1 minute' where payload->>'to' = ?`, [to]);

      live = await startJobWorker({
        databaseUrl,
        concurrency: 1,
        logger: quiet(),
        handlers: { send_mail: async (payload) => void sent.push((payload as { to: string }).to) },
        pollIntervalMs: 100,
        lockRecovery: { intervalMs: 100 },
      });
      await expect.poll(() => sent).toEqual([to]);
      await expect.poll(() => lockOf(to)).toBeUndefined();
    } finally {
      await live?.stop();
      await killed.stop();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });

  it('never releases the jobs of a worker that is alive, however long they run, nor a lock younger than the grace period', async () => {
    let finish!: () => void;
    const running = new Promise<void>((resolve) => (finish = resolve));
    const ran: string[] = [];
    const busy = await startJobWorker({
      databaseUrl,
      concurrency: 1,
      logger: quiet(),
      handlers: {
        send_mail: async (payload) => {
          ran.push((payload as { to: string }).to);
          await running;
        },
      },
      pollIntervalMs: 100,
    });
    let other: Awaited<ReturnType<typeof startJobWorker>> | undefined;
    try {
      const long = `long-${randomUUID()}@example.test`;
      await queueMail(long);
      await expect.poll(() => ran).toEqual([long]);
      // Started once the busy worker runs its job: it takes the next ones.
      other = await startJobWorker({
        databaseUrl,
        concurrency: 1,
        logger: quiet(),
        handlers: { send_mail: async (payload) => void ran.push((payload as { to: string }).to) },
        pollIntervalMs: 100,
        // Rounds called by the test only.
        lockRecovery: { intervalMs: 3_600_000 },
      });
      // Taken an hour ago by the row's clock, by a worker that still runs it.
      await sql(`update graphile_worker._private_jobs set locked_at = locked_at - interval '1 hour' where payload->>'to' = ?`, [long]);
      const busyPool = (await lockOf(long))!.locked_by!;
      expect(await other.releaseLocksOfGoneWorkers()).toEqual([]);

      // Jobs locked by pools no session vouches for: one a minute ago, one just now.
      const [old, fresh] = [`old-${randomUUID()}@example.test`, `fresh-${randomUUID()}@example.test`];
      await queueMail(old, 3_600_000);
      await queueMail(fresh, 3_600_000);
      await sql(
        `update graphile_worker._private_jobs set locked_by = 'pool-gone-old', locked_at = now() - interval '1 minute', run_at = now(), attempts = 1 where payload->>'to' = ?`,
        [old],
      );
      await sql(
        `update graphile_worker._private_jobs set locked_by = 'pool-gone-fresh', locked_at = now(), run_at = now(), attempts = 1 where payload->>'to' = ?`,
        [fresh],
      );
      expect(await other.releaseLocksOfGoneWorkers()).toEqual(['pool-gone-old']);
      await expect.poll(() => ran).toEqual([long, old]);
      expect((await lockOf(fresh))!.locked_by).toBe('pool-gone-fresh');
      expect((await lockOf(long))!.locked_by).toBe(busyPool);
      await sql(`delete from graphile_worker._private_jobs where payload->>'to' = ?`, [fresh]);
    } finally {
      finish();
      await Promise.all([busy.stop(), other?.stop()]);
    }
  });
});

describe('the catalogue sweep', () => {
  it('marks every creator stale through one job and drops the prepared catalogue on every instance', async () => {
    const invalidated = vi.spyOn(CatalogCache.prototype, 'invalidate');
    const sweeps = [0, 0];
    // The sweep is the one update of profiles with no where clause.
    const counting = (i: number) => ({
      onQuery: (query: string) => void (/update "profiles" set "matches_stale_at"/i.test(query) && !/ where /i.test(query) && (sweeps[i]! += 1)),
    });
    // One event bus for both, as Redis is in production.
    const pubsub = createMemoryPubSub();
    const [a] = await Promise.all([app('on', { ...counting(0), pubsub }), app('on', { ...counting(1), pubsub })]);
    const { id, cookie } = await creator(a);
    expect((await saveProfile(a, cookie, PROFILE)).status).toBe(200);
    await expect.poll(() => freshness(id)).toMatchObject({ stale: false });
    invalidated.mockClear();

    // A burst of catalogue edits on one instance: one sweep.
    for (let i = 0; i < 3; i += 1) {
      await changeCatalog(a.orm.em.fork(), pubsub, 'resources', (tx) =>
        tx.execute('update resources set updated_at = now() where slug = (select min(slug) from resources)'),
      );
    }
    await expect.poll(() => freshness(id)).toMatchObject({ stale: true });
    await expect.poll(() => sql('select 1 from graphile_worker.jobs where task_identifier = ?', ['mark_matches_stale'])).toEqual([]);
    expect(sweeps[0]! + sweeps[1]!).toBe(1);
    const caches = new Set(invalidated.mock.contexts);
    expect(caches.size).toBe(2);
    invalidated.mockRestore();
  });
});
