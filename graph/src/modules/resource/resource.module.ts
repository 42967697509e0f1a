import { defineModule } from '../common/module.js';
import { ResourceAdminResolver } from './resource-admin.resolver.js';
import { Resource } from './resource.entity.js';
import { CatalogSubscriptionResolver, ResourceResolver } from './resource.resolver.js';
import { resourceRoutes } from './resource.routes.js';

export const resourceModule = defineModule({
  name: 'resource',
  resolvers: [ResourceResolver, ResourceAdminResolver, CatalogSubscriptionResolver],
  entities: [Resource],
  routes: resourceRoutes,
});
