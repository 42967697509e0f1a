import type { WorkDeps } from '../common/module.js';
import { defineModule } from '../common/module.js';
import { Notification } from './notification.entity.js';
import { notificationJobs } from './notification.jobs.js';
import { NotificationResolver, UserNotificationResolver } from './notification.resolver.js';

/**
 * Notifications: what happened for each person, recorded by the modules above this one in the
 * transactions of their actions (`notify`), grouped while unread, pushed live after the commit.
 */
export const notificationModule = defineModule({
  name: 'notification',
  resolvers: [NotificationResolver, UserNotificationResolver],
  entities: [Notification],
  jobs: ({ fork, pubsub }: WorkDeps) => notificationJobs({ fork, pubsub }),
});
