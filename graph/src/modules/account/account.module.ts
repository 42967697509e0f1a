import type { WorkDeps } from '../common/module.js';
import { defineModule } from '../common/module.js';
import { AccountToken } from './account-token.entity.js';
import { accountJobs } from './account.jobs.js';
import { accountRoutes } from './account.routes.js';
import { queueVerificationMail, takeOverUnprovenAccount } from './email-verification.js';

export const accountModule = defineModule({
  name: 'account',
  entities: [AccountToken],
  routes: accountRoutes,
  // Sign-up and Google sign-in (the auth module, below this one) prove addresses with these.
  ports: { addressProof: { askForProof: queueVerificationMail, takeOver: takeOverUnprovenAccount } },
  jobs: ({ fork }: WorkDeps) => accountJobs({ fork }),
});
