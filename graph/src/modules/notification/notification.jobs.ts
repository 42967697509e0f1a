import type { JobHandlers } from '../../platform/jobs.js';
import type { WorkDeps } from '../common/module.js';
import { notificationRows } from './notification.storage.js';

/**
 * Delivery after the commit: each recorded item is pushed to its recipient's open tabs on every
 * instance. An item marked done in the meantime is not pushed. The push is a nudge: a tab that
 * missed it reads the count and the list again when it reconnects.
 */
export function notificationJobs({ fork, pubsub }: Pick<WorkDeps, 'fork' | 'pubsub'>): Pick<JobHandlers, 'deliver_notifications'> {
  return {
    deliver_notifications: async (payload) => {
      const ids = (payload as { ids?: unknown }).ids;
      if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) throw new Error('deliver_notifications needs { ids: string[] }');
      const rows = await notificationRows(fork(), ids as string[]);
      for (const row of rows) pubsub.publish('NOTIFICATION_ADDED', row.user_id, { notificationId: row.id });
    },
  };
}
