import { defineModule } from '../common/module.js';
import { AdminUsersResolver } from './admin-users.resolver.js';
import { AdminResolver } from './admin.resolver.js';

export const adminModule = defineModule({
  name: 'admin',
  resolvers: [AdminResolver, AdminUsersResolver],
});
