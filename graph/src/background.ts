/**
 * Every module's background work in one list, the way rest.ts mounts every module's routes:
 * queued jobs (taken by one worker across all instances, retried when they fail) and live event
 * listeners (heard by every instance). A module owns its own in `x.jobs.ts` and `x.listeners.ts`.
 */
import type { Config } from './config.js';
import type { MikroORM } from './db/orm.js';
import type { Logger } from './logger.js';
import { accountJobs } from './modules/account/account.jobs.js';
import type { PubSub } from './modules/common/pubsub.js';
import { adListeners } from './modules/ad/ad.listeners.js';
import { brandJobs } from './modules/brand/brand.jobs.js';
import type { AdKit } from './modules/ad/ad.service.js';
import { mailJobs } from './modules/mail/mail.jobs.js';
import type { MailSender } from './modules/mail/mail.sender.js';
import { matchmadeJobs } from './modules/matchmade/matchmade.jobs.js';
import { matchmadeListeners } from './modules/matchmade/matchmade.listeners.js';
import type { MatchmadeKit } from './modules/matchmade/matchmade.service.js';
import { startJobWorker, type JobHandler, type JobHandlers, type JobName, type JobWorker } from './platform/jobs.js';

export type BackgroundDeps = {
  orm: MikroORM;
  logger: Logger;
  pubsub: PubSub;
  matchmade: MatchmadeKit;
  ads: AdKit;
  /**
   * Null: this process sends no mail and its worker leaves `send_mail` jobs to one that does. Test
   * apps without SMTP_URL run so, beside the apps that catch mail on the same database.
   */
  mail: MailSender | null;
};

/** A handler for every job name: a job without one is a type error here, not a job stuck in the table. */
export function jobHandlers({ orm, matchmade, mail }: BackgroundDeps): Partial<JobHandlers> {
  // Every job name is listed (`satisfies`); one this process does not run is undefined.
  return {
    ...matchmadeJobs({ fork: () => orm.em.fork(), matchmade }),
    ...brandJobs({ fork: () => orm.em.fork() }),
    ...accountJobs({ fork: () => orm.em.fork() }),
    send_mail: mail ? mailJobs(mail).send_mail : undefined,
  } satisfies Record<JobName, JobHandler | undefined>;
}

/** Starts every module's event listeners; the returned function stops them all. */
export function startListeners(deps: BackgroundDeps): () => void {
  const stops = [...matchmadeListeners(deps), ...adListeners(deps)];
  return () => {
    for (const stop of stops) stop();
  };
}

export type Background = { worker: JobWorker | null; stop: () => Promise<void> };

/**
 * Listeners always; the job worker when this instance runs one (`WORKER`, on by default). With
 * the worker off, jobs wait in PostgreSQL for an instance or a `npm run worker` that has one.
 */
export async function startBackground(deps: BackgroundDeps, worker: Config['worker']): Promise<Background> {
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
      deps.mail?.close();
    },
  };
}
