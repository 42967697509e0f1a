import type { KitDeps, WorkDeps } from '../common/module.js';
import { defineModule } from '../common/module.js';
import { CatalogCache } from './catalog.js';
import { MatchAction } from './match-action.entity.js';
import { Match } from './match.entity.js';
import { matchmadeJobs } from './matchmade.jobs.js';
import { matchmadeListeners } from './matchmade.listeners.js';
import { MatchResolver, UserMatchesResolver } from './matchmade.resolver.js';
import { matchmadeRoutes } from './matchmade.routes.js';
import { createMatchmadeKit } from './matchmade.service.js';

export const matchmadeModule = defineModule({
  name: 'matchmade',
  resolvers: [UserMatchesResolver, MatchResolver],
  entities: [Match, MatchAction],
  routes: matchmadeRoutes,
  kits: ({ pubsub, rateLimits, config }: KitDeps<{ refreshPerMinute: number }>) => ({
    matchmade: createMatchmadeKit(new CatalogCache(), pubsub, config.refreshPerMinute, rateLimits),
  }),
  jobs: ({ fork, kits }: WorkDeps) => matchmadeJobs({ fork, matchmade: kits.matchmade }),
  listeners: ({ pubsub, logger, kits }: WorkDeps) => matchmadeListeners({ pubsub, logger, matchmade: kits.matchmade }),
});
