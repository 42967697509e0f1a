import type { KitDeps, WorkDeps } from '../common/module.js';
import { defineModule } from '../common/module.js';
import { ApiCall } from './api-call.entity.js';
import { ApiKey } from './api-key.entity.js';
import { apiKeyJobs } from './api-key.jobs.js';
import { ApiCallResolver, ApiKeyResolver, BrandApiKeysResolver } from './api-key.resolver.js';

/** The partner API: brands' API keys, the key's authentication, and the calls log. */
export const partnerModule = defineModule({
  name: 'partner',
  resolvers: [ApiKeyResolver, BrandApiKeysResolver, ApiCallResolver],
  entities: [ApiKey, ApiCall],
  kits: ({ config }: KitDeps<{ appSecret: string }>) => ({ apiKeys: { appSecret: config.appSecret } }),
  jobs: ({ fork }: WorkDeps) => apiKeyJobs({ fork }),
});
