import type { WorkDeps } from '../common/module.js';
import { defineModule } from '../common/module.js';
import { Brief, BriefApplication, BriefReport } from './brief.entity.js';
import { collaborationJobs } from './collaboration.jobs.js';
import { BriefApplicationResolver, BriefResolver, UserCollaborationResolver } from './collaboration.resolver.js';

/** The collaboration board: briefs, applications, their moderation and their recurring work. */
export const collaborationModule = defineModule({
  name: 'collaboration',
  resolvers: [BriefResolver, BriefApplicationResolver, UserCollaborationResolver],
  entities: [Brief, BriefApplication, BriefReport],
  jobs: ({ fork }: WorkDeps) => collaborationJobs({ fork }),
});
