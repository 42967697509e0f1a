import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobHandlers } from '../../platform/jobs.js';
import { isUuid } from '../common/validation.js';
import { expireBrandRequests } from './brand-requests.service.js';
import { computeBrandResponsiveness } from './brand-responsiveness.js';

export type BrandJobDeps = { fork: () => EntityManager };

/** The brand a recompute is for: a UUID, or null for every brand (the daily run); anything else fails the attempt, loudly. */
function brandOf(payload: unknown): string | null {
  const brandId = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>).brandId : undefined;
  if (brandId === null || brandId === undefined) return null;
  if (typeof brandId !== 'string' || !isUuid(brandId)) throw new Error(`compute_brand_responsiveness needs a brand id or null, got ${JSON.stringify(payload)}`);
  return brandId;
}

/** The brand module's queued and recurring work: request expiry and the responsiveness figure. */
export function brandJobs({ fork }: BrandJobDeps): Pick<JobHandlers, 'expire_brand_requests' | 'compute_brand_responsiveness'> {
  return {
    expire_brand_requests: async (_payload, run) => {
      const expired = await expireBrandRequests(fork(), new Date());
      if (expired > 0) run.logger.info({ expired }, 'brand requests expired after 30 days without an answer');
    },
    compute_brand_responsiveness: async (payload, run) => {
      const brandId = brandOf(payload);
      const brands = await computeBrandResponsiveness(fork(), new Date(), brandId);
      run.logger.debug({ brandId, brands }, 'brand responsiveness recomputed');
    },
  };
}
