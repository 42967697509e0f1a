import type { KitDeps, WorkDeps } from '../common/module.js';
import { defineModule } from '../common/module.js';
import { BrandAccountResolver, BrandClaimResolver, UserBrandsResolver } from './brand-account.resolver.js';
import { BrandAdminResolver } from './brand-admin.resolver.js';
import { BrandBlock } from './brand-block.entity.js';
import { BrandBlockResolver, UserBlockedBrandsResolver } from './brand-block.resolver.js';
import { BrandClaim } from './brand-claim.entity.js';
import { BrandConnection } from './brand-connection.entity.js';
import { BrandInvite } from './brand-invite.entity.js';
import { BrandMember } from './brand-member.entity.js';
import { BrandConnectionFieldsResolver, BrandRequestsResolver } from './brand-requests.resolver.js';
import { createBrandRequestKit } from './brand-requests.service.js';
import { Brand } from './brand.entity.js';
import { brandJobs } from './brand.jobs.js';
import { BrandResolver, UserBrandConnectionsResolver } from './brand.resolver.js';
import { brandRoutes } from './brand.routes.js';

export const brandModule = defineModule({
  name: 'brand',
  resolvers: [
    BrandBlockResolver,
    UserBlockedBrandsResolver,
    BrandResolver,
    BrandRequestsResolver,
    BrandConnectionFieldsResolver,
    UserBrandConnectionsResolver,
    BrandAccountResolver,
    BrandClaimResolver,
    UserBrandsResolver,
    BrandAdminResolver,
  ],
  entities: [Brand, BrandConnection, BrandMember, BrandClaim, BrandInvite, BrandBlock],
  routes: brandRoutes,
  kits: ({ rateLimits, config, ports }: KitDeps<{ brandRequestsPerDay: number }>) => ({
    brandRequests: createBrandRequestKit(rateLimits, config.brandRequestsPerDay, ports.brandWebhooks),
  }),
  jobs: ({ fork }: WorkDeps) => brandJobs({ fork }),
});
