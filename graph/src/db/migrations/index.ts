/** The committed migrations, in order. Written by `npm run db:migration:create`; do not edit by hand. */
import { Migration20261123053014 } from './Migration20261123053014.js';

export const MIGRATIONS = [{ name: 'Migration20261123053014', class: Migration20261123053014 }];
