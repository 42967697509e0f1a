import type { KitDeps } from '../common/module.js';
import { defineModule } from '../common/module.js';
import { ModerationNotice, Report, ReportMessage } from './moderation.entities.js';
import { CreatorReportResolver, ModerationResolver, UserModerationResolver } from './moderation.resolver.js';
import { createModerationKit } from './moderation.service.js';

export const moderationModule = defineModule({
  name: 'moderation',
  resolvers: [ModerationResolver, CreatorReportResolver, UserModerationResolver],
  entities: [Report, ReportMessage, ModerationNotice],
  kits: ({ pubsub, rateLimits, config }: KitDeps<{ reportsPerDay: number }>) => ({ moderation: createModerationKit(pubsub, rateLimits, config.reportsPerDay) }),
});
