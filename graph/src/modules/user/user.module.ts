import { defineModule } from '../common/module.js';
import { Session } from './session.entity.js';
import { UserActivityDay } from './user-activity-day.entity.js';
import { UserIdentity } from './user-identity.entity.js';
import { User } from './user.entity.js';
import { UserResolver } from './user.resolver.js';

export const userModule = defineModule({
  name: 'user',
  resolvers: [UserResolver],
  entities: [User, UserIdentity, Session, UserActivityDay],
});
