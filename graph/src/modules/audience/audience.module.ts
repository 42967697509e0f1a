import type { KitDeps } from '../common/module.js';
import { defineModule } from '../common/module.js';
import { AudienceResolver } from './audience.resolver.js';
import { createAudienceKit } from './audience.service.js';

export const audienceModule = defineModule({
  name: 'audience',
  resolvers: [AudienceResolver],
  kits: ({ rateLimits }: KitDeps<unknown>) => ({ audience: createAudienceKit(rateLimits) }),
});
