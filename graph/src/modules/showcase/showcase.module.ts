import { defineModule } from '../common/module.js';
import { showcaseRoutes } from './showcase.routes.js';

export const showcaseModule = defineModule({
  name: 'showcase',
  routes: showcaseRoutes,
});
