import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobHandlers } from '../../platform/jobs.js';
import { closeUndecidedApplications, expireDueBriefs, recordExpiryWarnings } from './collaboration.storage.js';

export type CollaborationJobDeps = { fork: () => EntityManager };

/** Briefs whose applications closed by `now` expire; the posters' five-day warnings fall due. Answers what changed. */
export function expireBriefs(em: EntityManager, now: Date): Promise<{ expired: number; warned: number }> {
  return em.transactional(async (tx) => ({ expired: (await expireDueBriefs(tx, now)).length, warned: await recordExpiryWarnings(tx, now) }));
}

/** Applications still undecided seven days after their brief ended close without a decision, as of `now`. */
export function closeUndecided(em: EntityManager, now: Date): Promise<number> {
  return em.transactional((tx) => closeUndecidedApplications(tx, now));
}

/** The collaboration board's recurring work: expiry (with the warnings) and the after-close sweep. */
export function collaborationJobs({ fork }: CollaborationJobDeps): Pick<JobHandlers, 'expire_briefs' | 'close_undecided_applications'> {
  return {
    expire_briefs: async (_payload, run) => {
      const { expired, warned } = await expireBriefs(fork(), new Date());
      if (expired > 0 || warned > 0) run.logger.info({ expired, warned }, 'briefs expired, expiry warnings due');
    },
    close_undecided_applications: async (_payload, run) => {
      const closed = await closeUndecided(fork(), new Date());
      if (closed > 0) run.logger.info({ closed }, 'applications closed without a decision');
    },
  };
}
