/**
 * Every module's background work, read from the module list (module-list.ts) the way rest.ts
 * mounts every module's routes: queued jobs (taken by one worker across all instances, retried
 * when they fail) and live event listeners (heard by every instance). A module declares its own
 * in its manifest (`jobs`, `listeners`), from its `x.jobs.ts` and `x.listeners.ts`.
 */
import type { Config } from './config.js';
import type { MikroORM } from './db/orm.js';
import type { Logger } from './logger.js';
import { moduleJobHandlers, startModuleListeners, type BackgroundDeps } from './module-list.js';
import type { ModuleKits } from './modules/common/context.js';
import type { PubSub } from './modules/common/pubsub.js';
import type { MailSender } from './modules/mail/mail.sender.js';
import { startJobWorker, type JobHandlers, type JobWorker } from './platform/jobs.js';

export type BackgroundSources = {
  orm: MikroORM;
  logger: Logger;
  pubsub: PubSub;
  kits: ModuleKits;
  /**
   * Null: this process sends no mail and its worker leaves `send_mail` jobs to one that does. Test
   * apps without SMTP_URL run so, beside the apps that catch mail on the same database.
   */
  mailSender: MailSender | null;
};

const backgroundDeps = ({ orm, logger, pubsub, kits, mailSender }: BackgroundSources): BackgroundDeps => ({
  fork: () => orm.em.fork(),
  logger,
  pubsub,
  kits,
  mailSender,
});

/**
 * A handler for every job name: a job name no manifest handles fails to compile in
 * module-list.ts, rather than leaving the job stuck in the table. One this process does not run
 * (mail without a sender) is undefined.
 */
export const jobHandlers = (sources: BackgroundSources): Partial<JobHandlers> => moduleJobHandlers(backgroundDeps(sources));

/** Starts every module's event listeners; the returned function stops them all. */
export function startListeners(sources: BackgroundSources): () => void {
  const stops = startModuleListeners(backgroundDeps(sources));
  return () => {
    for (const stop of stops) stop();
  };
}

export type Background = { worker: JobWorker | null; stop: () => Promise<void> };

/**
 * Listeners always; the job worker when this instance runs one (`WORKER`, on by default). With
 * the worker off, jobs wait in PostgreSQL for an instance or a `npm run worker` that has one.
 */
export async function startBackground(deps: BackgroundSources, worker: Config['worker']): Promise<Background> {
  const stopListening = startListeners(deps);
  let jobs: JobWorker | null = null;
  if (worker.enabled) {
    try {
      jobs = await startJobWorker({
        databaseUrl: deps.orm.config.get('clientUrl')!,
        concurrency: worker.concurrency,
        handlers: jobHandlers(deps),
        logger: deps.logger,
      });
    } catch (error) {
      stopListening();
      throw error;
    }
  }
  return {
    worker: jobs,
    stop: async () => {
      stopListening();
      await jobs?.stop();
      deps.mailSender?.close();
    },
  };
}
