import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobHandlers } from '../../platform/jobs.js';
import { isUuid } from '../common/validation.js';
import type { MatchmadeKit } from './matchmade.kit.js';
import { dropArchivedMatches, markAllMatchesStale, refreshMatches } from './matchmade.recompute.js';

export type MatchmadeJobDeps = { fork: () => EntityManager; matchmade: MatchmadeKit };

/** The creator a recompute job is for; a payload without one fails the attempt, loudly. */
function creatorOf(payload: unknown): string {
  const userId = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>).userId : undefined;
  if (typeof userId !== 'string' || !isUuid(userId)) throw new Error(`recompute_matches needs a creator id, got ${JSON.stringify(payload)}`);
  return userId;
}

/** MatchMade's queued work: what profile and catalogue changes ask of it. */
export function matchmadeJobs({ fork, matchmade }: MatchmadeJobDeps): Pick<JobHandlers, 'recompute_matches' | 'mark_matches_stale'> {
  return {
    // Through refreshMatches: a refresh or a read recomputing the same creator in this process
    // shares its run, and the advisory lock orders writers across instances.
    recompute_matches: async (payload, run) => {
      const userId = creatorOf(payload);
      const created = await refreshMatches(fork(), matchmade, userId);
      run.logger.debug({ userId, created }, 'matches recomputed after a profile change');
    },
    mark_matches_stale: async (_payload, run) => {
      const { dropped, marked } = await fork().transactional(async (tx) => ({ dropped: await dropArchivedMatches(tx), marked: await markAllMatchesStale(tx) }));
      // After the commit: their dashboards read again, without the archived resources.
      for (const userId of dropped) matchmade.pubsub.publish('MATCHES_UPDATED', userId, { matchCount: 0 });
      run.logger.info({ marked, dropped: dropped.length }, 'every creator’s matches marked stale after a catalogue change');
    },
  };
}
