import type { WorkDeps } from '../common/module.js';
import { defineModule } from '../common/module.js';
import { Brief, BriefApplication, BriefFitRow, BriefInvite, BriefReport, PosterStatsRow } from './brief.entity.js';
import { collaborationJobs } from './collaboration.jobs.js';
import {
  BrandBriefsResolver,
  BriefApplicationResolver,
  BriefCandidateResolver,
  BriefResolver,
  CreatorBriefsResolver,
  UserCollaborationResolver,
} from './collaboration.resolver.js';

/** The collaboration board: briefs, applications, their moderation and their recurring work. */
export const collaborationModule = defineModule({
  name: 'collaboration',
  resolvers: [BriefResolver, BriefApplicationResolver, BriefCandidateResolver, CreatorBriefsResolver, BrandBriefsResolver, UserCollaborationResolver],
  entities: [Brief, BriefApplication, BriefReport, BriefFitRow, BriefInvite, PosterStatsRow],
  jobs: ({ fork, pubsub }: WorkDeps) => collaborationJobs({ fork, pubsub }),
});
