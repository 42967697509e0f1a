import type { KitDeps, WorkDeps } from '../common/module.js';
import { defineModule } from '../common/module.js';
import { createNotificationKit } from './notification.email.js';
import { Notification, NotificationPreferences } from './notification.entity.js';
import { notificationJobs } from './notification.jobs.js';
import { NotificationResolver, UserNotificationResolver } from './notification.resolver.js';
import { notificationRoutes } from './notification.routes.js';

/**
 * Notifications: what happened for each person, recorded by the modules above this one in the
 * transactions of their actions (`notify`), grouped while unread, pushed live after the commit,
 * mailed when the app could not tell, held by quiet hours, gathered in digests.
 */
export const notificationModule = defineModule({
  name: 'notification',
  resolvers: [NotificationResolver, UserNotificationResolver],
  entities: [Notification, NotificationPreferences],
  routes: notificationRoutes,
  kits: ({ config }: KitDeps<{ notifications: { emailDelayMs: number; digestFrom: string }; appSecret: string; publicOrigin: string }>) => ({
    notifications: createNotificationKit({ ...config.notifications, secret: config.appSecret, publicOrigin: config.publicOrigin }),
  }),
  jobs: ({ fork, pubsub, kits, logger }: WorkDeps) => notificationJobs({ fork, pubsub, kits, logger }),
});
