import path from 'node:path';
import type { KitDeps } from '../common/module.js';
import { defineModule } from '../common/module.js';
import { CreatorResolver } from './creator.resolver.js';
import { CreatorTracksResolver, ProfileTracksResolver } from './featured-tracks.resolver.js';
import { Profile } from './profile.entity.js';
import { ProfileResolver, UserProfileResolver } from './profile.resolver.js';
import { profileRoutes } from './profile.routes.js';
import { VocabularyResolver } from './vocabulary.resolver.js';

export const profileModule = defineModule({
  name: 'profile',
  resolvers: [ProfileResolver, UserProfileResolver, VocabularyResolver, CreatorResolver, ProfileTracksResolver, CreatorTracksResolver],
  entities: [Profile],
  routes: profileRoutes,
  kits: ({ config }: KitDeps<{ uploadDir: string }>) => ({ uploadDir: path.resolve(config.uploadDir) }),
});
