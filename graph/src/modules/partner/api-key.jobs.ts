import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobHandlers } from '../../platform/jobs.js';
import { deleteOldApiCalls } from './api-call.service.js';

export type ApiKeyJobDeps = { fork: () => EntityManager };

/** The partner module's recurring work: the calls log's 90 days. */
export function apiKeyJobs({ fork }: ApiKeyJobDeps): Pick<JobHandlers, 'delete_old_api_calls'> {
  return {
    delete_old_api_calls: async (_payload, run) => {
      const deleted = await deleteOldApiCalls(fork(), new Date());
      if (deleted > 0) run.logger.info({ deleted }, 'API calls older than 90 days deleted');
    },
  };
}
