import type { KitDeps, WorkDeps } from '../common/module.js';
import { defineModule } from '../common/module.js';
import { AdEvent } from './ad-event.entity.js';
import { adListeners } from './ad.listeners.js';
import { AdminMetricsAdsResolver, AdResolver } from './ad.resolver.js';
import { adRoutes } from './ad.routes.js';
import { createAdKit } from './ad.service.js';
import { BannerAd } from './banner-ad.entity.js';

export const adModule = defineModule({
  name: 'ad',
  resolvers: [AdResolver, AdminMetricsAdsResolver],
  entities: [BannerAd, AdEvent],
  routes: adRoutes,
  kits: ({ rateLimits }: KitDeps<unknown>) => ({ ads: createAdKit(rateLimits) }),
  listeners: ({ pubsub, logger, kits }: WorkDeps) => adListeners({ pubsub, logger, ads: kits.ads }),
});
