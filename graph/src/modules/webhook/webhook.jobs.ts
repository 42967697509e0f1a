import type { JobHandlers } from '../../platform/jobs.js';
import type { WorkDeps } from '../common/module.js';
import { isUuid } from '../common/validation.js';
import { attemptDelivery, sweepDeliveries } from './webhook.delivery.js';

/**
 * Webhook delivery in the background: each due delivery's attempt, and the sweep that queues
 * what is due without a job and forgets old deliveries. A failed HTTP attempt is not a failed
 * job: the delivery's own schedule retries it.
 */
export function webhookJobs({
  fork,
  kits,
  logger,
}: Pick<WorkDeps, 'fork' | 'kits' | 'logger'>): Pick<JobHandlers, 'deliver_webhook' | 'sweep_webhook_deliveries'> {
  return {
    deliver_webhook: async (payload, run) => {
      const { deliveryId } = payload as { deliveryId?: unknown };
      if (typeof deliveryId !== 'string' || !isUuid(deliveryId)) throw new Error('deliver_webhook needs { deliveryId }');
      await attemptDelivery(fork, kits.webhooks, deliveryId, new Date(), run.logger);
    },
    sweep_webhook_deliveries: async () => {
      const { queued, forgotten } = await sweepDeliveries(fork(), new Date());
      if (queued > 0 || forgotten > 0) logger.info({ queued, forgotten }, 'webhook deliveries swept');
    },
  };
}
