import { defineModule } from '../common/module.js';
import { logoRoutes } from './logo.routes.js';

export const logoModule = defineModule({
  name: 'logo',
  mounts: [{ path: '/logos', router: logoRoutes }],
});
