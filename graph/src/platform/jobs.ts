/**
 * The job queue: graphile-worker on the app's own PostgreSQL. A job is a row written in the same
 * transaction as the change that calls for it, so it exists exactly when the change does (a
 * rolled-back save leaves none), survives a restart, and is taken by one worker across all
 * instances (graphile-worker locks it with SKIP LOCKED). A failed job is retried later with
 * exponential backoff (e^attempt seconds, capped near six hours) until `max_attempts`.
 *
 * The platform layer knows job names and payloads, never the modules that handle them: a module
 * enqueues by name here, and the module that owns the work registers the handler (background.ts).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Logger as WorkerLogger, parseCronItems, run, runMigrations, type CronItem, type LogLevel, type Runner, type Task } from 'graphile-worker';
import pg from 'pg';
import type { Logger } from 'pino';

/** graphile-worker's tables and functions live here (its default), apart from the entities'. */
export const JOB_QUEUE_SCHEMA = 'graphile_worker';

/** Every job with its payload, typed in one place (the way pubsub.ts lists the live events). */
export type JobPayloads = {
  /** A creator's profile changed: recompute their matches. */
  recompute_matches: { userId: string };
  /** The catalogue changed: mark every creator's matches stale (recomputed on their next read). */
  mark_matches_stale: { kind: 'brands' | 'resources' | 'all' };
  /** Brand requests pending past their 30 days become EXPIRED (hourly, by cron). */
  expire_brand_requests: Record<string, never>;
  /** Recompute the stored responsiveness figure of one brand (after an answer), or of every brand (null, daily by cron). */
  compute_brand_responsiveness: { brandId: string | null };
  /** Briefs whose applications closed become EXPIRED, and the posters' five-day warnings fall due (hourly, by cron). */
  expire_briefs: Record<string, never>;
  /** Applications still undecided seven days after their brief ended close without a decision (hourly, by cron). */
  close_undecided_applications: Record<string, never>;
  /** Notifications just recorded: push each to its recipient's open tabs (queued in the transaction that wrote them). */
  deliver_notifications: { ids: string[] };
  /** Decide the e-mail about a person's waiting notifications: send what is due, hold what quiet hours hold, drop what they saw. */
  notification_email: { userId: string; force?: boolean };
  /** The digests due this hour, in each person's time zone (hourly, by cron). */
  notification_digests: Record<string, never>;
  /**
   * Recompute the stored board record of one poster (a creator posting as themselves, or a brand)
   * after a change to their briefs or applications, or of every poster (both null: daily by cron).
   */
  compute_poster_stats: { userId: string | null; brandId: string | null };
  /** A brief opened (or an open brief's scored fields changed): score every creator's fit and push it to those it fits. */
  score_brief: { briefId: string };
  /** A creator's profile changed: score their fit to every open brief again (stored, not pushed). */
  score_creator_fits: { userId: string };
  /** An e-mail to send (the mail module checks and delivers it). */
  send_mail: { to: string; subject: string; text: string; html?: string };
  /**
   * Someone asked for a reset link for `email`, which may have no account: look it up, make the
   * link (on `resetPage`, the page's address as the asking instance spells it) and queue its mail.
   */
  send_password_reset: { email: string; resetPage: string };
  /** Calls made with API keys older than the 90 days they are kept are deleted (daily, by cron). */
  delete_old_api_calls: Record<string, never>;
};

export type JobName = keyof JobPayloads;

export type JobOptions = {
  /**
   * At most one pending job per key: a second add before the first runs updates it instead of
   * queueing another. A job already running keeps running and a new one is queued, so the
   * latest change is always acted upon.
   */
  jobKey?: string;
  /**
   * `preserve_run_at` throttles (a burst runs once, `delayMs` after its FIRST add, with the
   * latest payload); `replace` debounces (each add pushes the run back, so steady edits could
   * postpone it for good).
   */
  jobKeyMode?: 'replace' | 'preserve_run_at';
  /** Run no earlier than this long after the transaction's start. */
  delayMs?: number;
  /** Attempts before the job is left failed in the table (default 25 in graphile-worker). */
  maxAttempts?: number;
};

/**
 * How each job is queued unless the caller says otherwise. Keys carry the job's name, so two
 * jobs never share one by accident; `preserve_run_at` throttles, so that a burst of edits runs
 * once, shortly after the first (see JobOptions.jobKeyMode).
 */
const QUEUEING: { [K in JobName]: (payload: JobPayloads[K]) => JobOptions } = {
  // 250 ms gathers the saves of one editing burst; ten attempts span about three hours, and a
  // creator whose recompute gave up is still recomputed on their next read (the stale flag).
  recompute_matches: ({ userId }) => ({ jobKey: `recompute_matches:${userId}`, jobKeyMode: 'preserve_run_at', delayMs: 250, maxAttempts: 10 }),
  // One sweep per burst of catalogue edits, whatever their kind.
  mark_matches_stale: () => ({ jobKey: 'mark_matches_stale', jobKeyMode: 'preserve_run_at', delayMs: 1000, maxAttempts: 10 }),
  expire_brand_requests: () => ({ jobKey: 'expire_brand_requests', jobKeyMode: 'preserve_run_at', maxAttempts: 5 }),
  // A burst of answers recomputes the brand once, two seconds after the first: the figure is a
  // 90-day aggregate, a few seconds behind changes nothing anyone can see.
  compute_brand_responsiveness: ({ brandId }) => ({
    jobKey: `compute_brand_responsiveness:${brandId ?? 'all'}`,
    jobKeyMode: 'preserve_run_at',
    delayMs: 2000,
    maxAttempts: 10,
  }),
  expire_briefs: () => ({ jobKey: 'expire_briefs', jobKeyMode: 'preserve_run_at', maxAttempts: 5 }),
  close_undecided_applications: () => ({ jobKey: 'close_undecided_applications', jobKeyMode: 'preserve_run_at', maxAttempts: 5 }),
  // Each action's notifications are one job; a push is worth little late, so a few quick attempts.
  deliver_notifications: () => ({ maxAttempts: 3 }),
  // One pending decision per person: a burst of notifications is decided once (the job comes back
  // for what is not due yet). A security notice goes under its own key, so it never waits behind one.
  notification_email: ({ userId }) => ({ jobKey: `notification_email:${userId}`, jobKeyMode: 'preserve_run_at', maxAttempts: 8 }),
  notification_digests: () => ({ jobKey: 'notification_digests', jobKeyMode: 'preserve_run_at', maxAttempts: 5 }),
  // A burst of decisions recomputes the poster once, two seconds after the first: fresh within
  // seconds, well inside the minute the figures promise.
  compute_poster_stats: ({ userId, brandId }) => ({
    jobKey: `compute_poster_stats:${brandId ? `brand:${brandId}` : userId ? `user:${userId}` : 'all'}`,
    jobKeyMode: 'preserve_run_at',
    delayMs: 2000,
    maxAttempts: 10,
  }),
  // At once: the feed's promise is a push within seconds of publishing. One pending run per brief.
  score_brief: ({ briefId }) => ({ jobKey: `score_brief:${briefId}`, jobKeyMode: 'replace', maxAttempts: 8 }),
  // Like the match recompute: a burst of profile saves scores the creator once, shortly after the first.
  score_creator_fits: ({ userId }) => ({ jobKey: `score_creator_fits:${userId}`, jobKeyMode: 'preserve_run_at', delayMs: 1000, maxAttempts: 8 }),
  // Every mail is its own job. Eight attempts span about an hour and a half of SMTP trouble: a
  // reset link older than that has expired anyway.
  send_mail: () => ({ maxAttempts: 8 }),
  // Every ask is its own job (the forgot form's limits bound them). Five attempts span about four
  // minutes of database trouble; the link it makes works for an hour from then.
  send_password_reset: () => ({ maxAttempts: 5 }),
  delete_old_api_calls: () => ({ jobKey: 'delete_old_api_calls', jobKeyMode: 'preserve_run_at', maxAttempts: 5 }),
};

const HOUR_MS = 60 * 60 * 1000;

/**
 * The recurring jobs. graphile-worker schedules each at most once per tick across every instance
 * (its known_crontabs table), and a worker that starts after a missed tick runs it once
 * (`backfillPeriod`), so a deploy at the wrong minute skips nothing.
 */
export const CRON_ITEMS: (CronItem & { task: JobName })[] = [
  {
    task: 'expire_brand_requests',
    identifier: 'expire_brand_requests',
    match: '7 * * * *',
    options: { backfillPeriod: HOUR_MS, jobKey: 'expire_brand_requests', maxAttempts: 5 },
  },
  {
    task: 'compute_brand_responsiveness',
    identifier: 'compute_brand_responsiveness_daily',
    match: '23 3 * * *',
    payload: { brandId: null },
    options: { backfillPeriod: 24 * HOUR_MS, jobKey: 'compute_brand_responsiveness:all', maxAttempts: 10 },
  },
  {
    task: 'expire_briefs',
    identifier: 'expire_briefs',
    match: '17 * * * *',
    options: { backfillPeriod: HOUR_MS, jobKey: 'expire_briefs', maxAttempts: 5 },
  },
  {
    task: 'notification_digests',
    identifier: 'notification_digests',
    match: '2 * * * *',
    options: { backfillPeriod: HOUR_MS, jobKey: 'notification_digests', maxAttempts: 5 },
  },
  {
    task: 'close_undecided_applications',
    identifier: 'close_undecided_applications',
    match: '47 * * * *',
    options: { backfillPeriod: HOUR_MS, jobKey: 'close_undecided_applications', maxAttempts: 5 },
  },
  {
    // Briefs and applications age out of the 180-day window, and undecided ones start counting
    // after seven days, without anyone acting: every poster once a day.
    task: 'compute_poster_stats',
    identifier: 'compute_poster_stats_daily',
    match: '37 4 * * *',
    payload: { userId: null, brandId: null },
    options: { backfillPeriod: 24 * HOUR_MS, jobKey: 'compute_poster_stats:all', maxAttempts: 10 },
  },
  {
    // The calls log keeps 90 days: what passed them goes once a day.
    task: 'delete_old_api_calls',
    identifier: 'delete_old_api_calls_daily',
    match: '53 2 * * *',
    options: { backfillPeriod: 24 * HOUR_MS, jobKey: 'delete_old_api_calls', maxAttempts: 5 },
  },
];

/** The key a job is deduplicated by (null for jobs that are not). */
export const jobKeyOf = <K extends JobName>(name: K, payload: JobPayloads[K]): string | null => QUEUEING[name](payload).jobKey ?? null;

/**
 * Queues a job on the writing transaction's own connection: it commits or rolls back with the
 * write. Refuses an entity manager outside a transaction, where the job and the write could
 * part ways.
 */
export async function addJob<K extends JobName>(em: EntityManager, name: K, payload: JobPayloads[K], overrides: JobOptions = {}): Promise<void> {
  if (!em.isInTransaction()) throw new Error(`addJob('${name}') must run inside the transaction that writes the change`);
  const options = { ...QUEUEING[name](payload), ...overrides };
  await em.execute(
    `select graphile_worker.add_job(
       identifier => ?, payload => ?::json, run_at => now() + (? * interval '1 millisecond'),
       max_attempts => ?, job_key => ?, job_key_mode => ?)`,
    [name, JSON.stringify(payload), options.delayMs ?? 0, options.maxAttempts ?? null, options.jobKey ?? null, options.jobKeyMode ?? 'replace'],
  );
}

/** What a handler is told about its run, beyond the payload. */
export type JobRun = { id: string; attempt: number; maxAttempts: number; logger: Logger };

/**
 * A handler gets the payload as stored: JSON that a test, an operator or an older release may
 * have written, so it checks what it reads. Throwing fails the attempt (logged, retried later).
 */
export type JobHandler = (payload: unknown, run: JobRun) => Promise<void>;

export type JobHandlers = { [K in JobName]: JobHandler };

/** graphile-worker's log lines into the app's pino logger; a completed job is debug-level noise. */
export function workerLogger(logger: Logger): WorkerLogger {
  return new WorkerLogger((scope) => {
    const child = Object.keys(scope).length > 0 ? logger.child({ worker: { ...scope } }) : logger;
    return (level: LogLevel, message: string, meta) => {
      const job = meta.job as { id?: string; task_identifier?: string; attempts?: number; max_attempts?: number } | undefined;
      const fields = {
        ...(job ? { job: { id: job.id, task: job.task_identifier, attempt: job.attempts, maxAttempts: job.max_attempts } } : {}),
        ...(meta.error ? { err: meta.error } : {}),
      };
      if (level === 'error') child.error(fields, message);
      else if (level === 'warning') child.warn(fields, message);
      else if (level === 'info' && !meta.success) child.info(fields, message);
      else child.debug(fields, message);
    };
  });
}

/**
 * Creates or upgrades the `graphile_worker` schema (its own, beside ours: MikroORM's entity diff
 * never sees it). Safe when several instances start at once: graphile-worker serialises it.
 */
export async function migrateJobQueue(databaseUrl: string, logger: Logger): Promise<void> {
  await runMigrations({ connectionString: databaseUrl, logger: workerLogger(logger) });
}

/**
 * `handlers` may leave a job out: this worker then never takes it (graphile-worker fetches only the
 * tasks it knows), and it waits for a worker that has it.
 */
export type WorkerOptions = {
  databaseUrl: string;
  concurrency: number;
  handlers: Partial<JobHandlers>;
  logger: Logger;
  pollIntervalMs?: number;
  lockRecovery?: Partial<LockRecoveryOptions>;
};

export type JobWorker = {
  stop: () => Promise<void>;
  /** Releases now what `lockRecovery` releases every `intervalMs`; answers the worker pools it released jobs of. */
  releaseLocksOfGoneWorkers: () => Promise<string[]>;
};

/**
 * Jobs taken by a worker that is gone (its process killed, its machine lost) are released for live
 * workers: graphile-worker itself only does so four hours after they were taken, so a reset mail
 * could wait that long. graphile-worker gives the means (`force_unlock_workers`, for workers known
 * to be gone) and leaves knowing which are gone to us: here, PostgreSQL knows it. Each process
 * holds, on a session of its own, an advisory lock per worker pool it runs (taken before the pool
 * asks for its first job); a process that dies however it dies loses its session and so its locks.
 * Every `intervalMs` each worker releases the jobs of pools that no session vouches for, once they
 * were taken more than `graceMs` ago (room for a vouching session that is reconnecting).
 */
export type LockRecoveryOptions = { intervalMs: number; graceMs: number };

const LOCK_RECOVERY: LockRecoveryOptions = { intervalMs: 15_000, graceMs: 30_000 };

/** The first key of the liveness locks (`pg_advisory_lock(key1, hashtext(pool id))`): no other lock of ours uses two keys. */
const LIVENESS_LOCK_SPACE = 0x50b0a4d;

/** Worker pools whose jobs (or job queues) are locked, longer than the grace period, with no session holding their liveness lock. */
const GONE_WORKER_POOLS_SQL = `select distinct l.locked_by as id from (
    select locked_by, locked_at from ${JOB_QUEUE_SCHEMA}._private_jobs where locked_by is not null
    union all
    select locked_by, locked_at from ${JOB_QUEUE_SCHEMA}._private_job_queues where locked_by is not null
  ) l
  where l.locked_at < now() - $1::int * interval '1 millisecond'
    and not (l.locked_by = any($2::text[]))
    and not exists (
      select 1 from pg_locks k
      where k.locktype = 'advisory' and k.granted and k.objsubid = 2
        and k.database = (select oid from pg_database where datname = current_database())
        and k.classid = $3::int4::oid and k.objid = hashtext(l.locked_by)::oid
    )`;

/**
 * The liveness locks of this process's worker pools, on a connection of their own (a pooled one
 * could be closed when idle, and its locks with it). A lost connection is opened again and the
 * locks taken again, at once and on every recovery round. Never throws: a worker that cannot
 * vouch for itself a while risks a job run twice, which every handler already tolerates (retries).
 */
function createLiveness(databaseUrl: string, logger: Logger) {
  const pools = new Set<string>();
  const held = new Set<string>();
  let client: pg.Client | null = null;
  let closed = false;
  let chain: Promise<void> = Promise.resolve();

  const open = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: WORKER_APPLICATION_NAME });
    next.on('error', (error) => {
      logger.warn({ reason: error.message }, 'the job worker lost the connection that keeps it known as alive');
      if (client === next) {
        client = null;
        held.clear();
        if (!closed) void sync();
      }
    });
    await next.connect();
    return next;
  };

  const syncOnce = async () => {
    if (closed) return;
    if (!client) {
      client = await open();
      held.clear();
    }
    for (const id of pools) {
      if (held.has(id)) continue;
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as locked', [LIVENESS_LOCK_SPACE, id]);
      // Not taken: another session holds the same key (two pool ids with one hash), which vouches for this pool too.
      if (!rows[0]?.locked) logger.warn({ pool: id }, 'another session holds the liveness lock of this job worker pool');
      held.add(id);
    }
    for (const id of held) {
      if (pools.has(id)) continue;
      await client.query('select pg_advisory_unlock($1, hashtext($2))', [LIVENESS_LOCK_SPACE, id]);
      held.delete(id);
    }
  };

  /** Brings the held locks in line with the pools, one run at a time. */
  const sync = (): Promise<void> => {
    chain = chain.then(syncOnce).catch((error: unknown) => {
      logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'the job worker could not take its liveness lock yet');
      const broken = client;
      client = null;
      held.clear();
      void broken?.end().catch(() => undefined);
    });
    return chain;
  };

  return {
    /** Vouches for a pool from now on (before it takes a job). */
    add: (id: string) => {
      pools.add(id);
      return sync();
    },
    /** A pool that stopped: its leftover locked jobs become releasable. */
    removeAll: () => {
      pools.clear();
      return sync();
    },
    sync,
    own: () => [...pools],
    close: async () => {
      closed = true;
      await chain;
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}

/** The worker's connections, as pg_stat_activity names them (the app's are 'soundboard'). */
export const WORKER_APPLICATION_NAME = 'soundboard-worker';

/** How long a dead worker waits before it starts again. */
const RESTART_DELAY_MS = 5000;

/**
 * Starts taking jobs: `concurrency` at once, woken by LISTEN/NOTIFY as jobs are added and by a
 * poll for delayed ones and retries. Its connections are its own small pool, so queued work
 * never takes the connections that requests wait for. Signals are the caller's to handle.
 */
export async function startJobWorker({ databaseUrl, concurrency, handlers, logger, pollIntervalMs = 1000, lockRecovery }: WorkerOptions): Promise<JobWorker> {
  const recovery = { ...LOCK_RECOVERY, ...lockRecovery };
  const taskList: Record<string, Task> = {};
  for (const [name, handler] of Object.entries(handlers) as [string, JobHandler | undefined][]) {
    if (!handler) continue;
    taskList[name] = (payload, helpers) =>
      handler(payload, {
        id: helpers.job.id,
        attempt: helpers.job.attempts,
        maxAttempts: helpers.job.max_attempts,
        logger: logger.child({ job: { id: helpers.job.id, task: name } }),
      });
  }
  // The worker's pool is ours, and so are its error listeners: graphile-worker removes its own when
  // a runner dies, and a connection of its pool cut after that (PostgreSQL restarting) emitted an
  // error nobody listened for, which ends a Node process. pg drops a broken connection by itself;
  // the listeners only keep the error from being thrown. A restarted runner uses the same pool.
  const pgPool = new pg.Pool({
    connectionString: databaseUrl,
    // A connection per running job's fetch and completion, one that listens, one spare; the
    // handlers' own queries go through the app's pool.
    max: concurrency + 2,
    application_name: WORKER_APPLICATION_NAME,
  });
  pgPool.on('error', (error) => logger.warn({ reason: error.message }, 'a job worker connection failed while idle'));
  pgPool.on('connect', (client) => client.on('error', (error) => logger.warn({ reason: error.message }, 'a job worker connection failed')));
  const liveness = createLiveness(databaseUrl, logger);
  const livenessPlugin: GraphileConfig.Plugin = {
    name: 'SoundBoardWorkerLiveness',
    version: '1.0.0',
    // graphile-worker awaits this before a worker's first request for a job: a pool is vouched
    // for before it can lock anything.
    worker: { hooks: { startWorker: (_ctx, event) => liveness.add(event.worker.workerPool.id) } },
  };
  const options = {
    pgPool,
    concurrency,
    pollInterval: pollIntervalMs,
    noHandleSignals: true,
    // Our recurring jobs, from code: without this it looks for a ./crontab file and logs its absence.
    parsedCronItems: parseCronItems(CRON_ITEMS),
    logger: workerLogger(logger),
    taskList,
    // Recording a job's success or failure through the batcher, which retries it with backoff
    // while the database is away. Unbatched (the default), graphile-worker 0.18 fires that write
    // without awaiting it: a PostgreSQL restart then ended the whole process with an unhandled
    // rejection (found by `npm run bench:faults`).
    preset: {
      worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 },
      plugins: [livenessPlugin],
    },
  };
  // A worker that dies (its database away past the batcher's retries) must not take the process
  // with it: HTTP keeps answering, jobs wait in the table, and a new worker starts a moment later.
  let stopped = false;
  let runner: Runner;
  try {
    runner = await run(options);
  } catch (error) {
    await liveness.close();
    await pgPool.end().catch(() => undefined);
    throw error;
  }
  const releaseLocksOfGoneWorkers = async (): Promise<string[]> => {
    const { rows } = await pgPool.query<{ id: string }>(GONE_WORKER_POOLS_SQL, [recovery.graceMs, liveness.own(), LIVENESS_LOCK_SPACE]);
    const gone = rows.map((row) => row.id);
    if (gone.length === 0) return [];
    await pgPool.query(`select ${JOB_QUEUE_SCHEMA}.force_unlock_workers($1::text[])`, [gone]);
    logger.warn({ pools: gone }, 'released the jobs of job workers that are gone');
    return gone;
  };
  const recoveryTimer = setInterval(() => {
    void liveness.sync();
    releaseLocksOfGoneWorkers().catch((error: unknown) =>
      logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'could not release the jobs of job workers that are gone'),
    );
  }, recovery.intervalMs);
  recoveryTimer.unref();
  const supervise = (current: Runner) => {
    void current.promise
      .then(
        () => undefined,
        (error: unknown) => logger.error({ err: error }, 'the job worker stopped; starting a new one shortly'),
      )
      .then(async () => {
        // Its pool is gone: what it left locked (its database away when it stopped) may be released.
        await liveness.removeAll();
        while (!stopped) {
          await new Promise((resolve) => setTimeout(resolve, RESTART_DELAY_MS).unref());
          if (stopped) return;
          try {
            runner = await run(options);
            logger.info('the job worker is taking jobs again');
            supervise(runner);
            return;
          } catch (error) {
            logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'the job worker could not restart yet');
          }
        }
      });
  };
  supervise(runner);
  return {
    // Lets running jobs finish (within graphile-worker's grace period); queued ones wait in the table.
    stop: async () => {
      if (stopped) return;
      stopped = true;
      clearInterval(recoveryTimer);
      await runner.stop().catch(() => undefined);
      await liveness.close();
      await pgPool.end().catch(() => undefined);
    },
    releaseLocksOfGoneWorkers,
  };
}
