import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobHandlers } from '../../platform/jobs.js';
import type { PubSub } from '../common/pubsub.js';
import { isUuid } from '../common/validation.js';
import { scoreBrief, scoreCreatorFits } from './brief-fit.service.js';
import { closeUndecidedApplications, expireDueBriefs, recordExpiryWarnings, type PosterScope } from './collaboration.storage.js';
import { computePosterStats, queueAllPosterStats } from './poster-stats.js';

export type CollaborationJobDeps = { fork: () => EntityManager; pubsub: PubSub };

/** A UUID field of a job's payload, or null when absent; anything else fails the attempt, loudly. */
function uuidField(payload: unknown, job: string, field: string): string | null {
  const value = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>)[field] : undefined;
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' || !isUuid(value)) throw new Error(`${job} needs ${field} as a UUID or null, got ${JSON.stringify(payload)}`);
  return value;
}

/** Briefs whose applications closed by `now` expire; the posters' five-day warnings fall due. Answers what changed. */
export function expireBriefs(em: EntityManager, now: Date): Promise<{ expired: number; warned: number }> {
  return em.transactional(async (tx) => {
    const expired = (await expireDueBriefs(tx, now)).length;
    // An expired brief ended without a hire: the posters' records change.
    if (expired > 0) await queueAllPosterStats(tx);
    return { expired, warned: await recordExpiryWarnings(tx, now) };
  });
}

/** Applications still undecided seven days after their brief ended close without a decision, as of `now`. */
export function closeUndecided(em: EntityManager, now: Date): Promise<number> {
  return em.transactional((tx) => closeUndecidedApplications(tx, now));
}

/** The collaboration board's recurring work: expiry (with the warnings) and the after-close sweep. */
export function collaborationJobs({
  fork,
  pubsub,
}: CollaborationJobDeps): Pick<JobHandlers, 'expire_briefs' | 'close_undecided_applications' | 'compute_poster_stats' | 'score_brief' | 'score_creator_fits'> {
  return {
    expire_briefs: async (_payload, run) => {
      const { expired, warned } = await expireBriefs(fork(), new Date());
      if (expired > 0 || warned > 0) run.logger.info({ expired, warned }, 'briefs expired, expiry warnings due');
    },
    close_undecided_applications: async (_payload, run) => {
      const closed = await closeUndecided(fork(), new Date());
      if (closed > 0) run.logger.info({ closed }, 'applications closed without a decision');
    },
    compute_poster_stats: async (payload, run) => {
      const brandId = uuidField(payload, 'compute_poster_stats', 'brandId');
      const userId = uuidField(payload, 'compute_poster_stats', 'userId');
      const scope: PosterScope | null = brandId ? { brandId } : userId ? { userId } : null;
      const posters = await computePosterStats(fork(), new Date(), scope);
      run.logger.debug({ scope, posters }, 'poster records recomputed');
    },
    score_brief: async (payload, run) => {
      const briefId = uuidField(payload, 'score_brief', 'briefId');
      if (!briefId) throw new Error(`score_brief needs a brief id, got ${JSON.stringify(payload)}`);
      const outcome = await scoreBrief(fork(), pubsub, briefId);
      run.logger.info({ briefId, ...outcome }, 'brief scored for every creator');
    },
    score_creator_fits: async (payload, run) => {
      const userId = uuidField(payload, 'score_creator_fits', 'userId');
      if (!userId) throw new Error(`score_creator_fits needs a user id, got ${JSON.stringify(payload)}`);
      const outcome = await scoreCreatorFits(fork(), userId);
      run.logger.debug({ userId, ...outcome }, 'creator scored for the open briefs');
    },
  };
}
