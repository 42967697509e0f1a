import type { KitDeps } from '../common/module.js';
import { defineModule } from '../common/module.js';
import { createCostBucket, type CostBucket } from './bucket.js';
import { BudgetResolver } from './budget.resolver.js';

declare module '../common/context.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface ModuleKits {
    /** Every API key's cost bucket, shared by the instances on Redis. */
    costBuckets: CostBucket;
  }
}

/** The partner API's visible budget: what operations cost and each key's bucket of points. */
export const budgetModule = defineModule({
  name: 'budget',
  resolvers: [BudgetResolver],
  kits: ({ rateLimits }: KitDeps<unknown>) => ({ costBuckets: createCostBucket(rateLimits) }),
});
