import type { JobHandlers } from '../../platform/jobs.js';
import type { WorkDeps } from '../common/module.js';
import { isUuid } from '../common/validation.js';
import { decideEmail, sendDigests } from './notification.email.js';
import { notificationRows } from './notification.storage.js';

/**
 * Delivery after the commit: each recorded item is pushed to its recipient's open tabs on every
 * instance (an item done in the meantime is not); each person's waiting e-mail is decided; the
 * digests due this hour go out. The push is a nudge: a tab that missed it reads the count and the
 * list again when it reconnects.
 */
export function notificationJobs({
  fork,
  pubsub,
  kits,
  logger,
}: Pick<WorkDeps, 'fork' | 'pubsub' | 'kits' | 'logger'>): Pick<JobHandlers, 'deliver_notifications' | 'notification_email' | 'notification_digests'> {
  return {
    deliver_notifications: async (payload) => {
      const ids = (payload as { ids?: unknown }).ids;
      if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) throw new Error('deliver_notifications needs { ids: string[] }');
      const rows = await notificationRows(fork(), ids as string[]);
      for (const row of rows) pubsub.publish('NOTIFICATION_ADDED', row.user_id, { notificationId: row.id });
    },
    notification_email: async (payload, run) => {
      const { userId, force } = payload as { userId?: unknown; force?: unknown };
      if (typeof userId !== 'string' || !isUuid(userId)) throw new Error('notification_email needs { userId }');
      const decision = await decideEmail(fork(), kits.notifications, userId, new Date(), { force: force === true });
      if (decision.sent > 0 || decision.held > 0) run.logger.debug({ userId, ...decision }, 'notification e-mail decided');
    },
    notification_digests: async () => {
      const queued = await sendDigests(fork(), kits.notifications, new Date());
      if (queued > 0) logger.info({ queued }, 'notification digests queued');
    },
  };
}
