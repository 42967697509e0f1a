/** npm run admin:create -- --email you@example.com --password '…'  (creates or promotes an admin) */
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabaseServer } from '../db/database-server.js';
import { migrate, openOrm } from '../db/orm.js';
import { createLogger } from '../logger.js';
import { createOrPromoteAdmin } from '../modules/auth/admin.service.js';
import { AppError } from '../modules/common/errors.js';
import { createAppPubSub } from '../modules/common/pubsub.js';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
if (!values.email) {
  console.error('usage: npm run admin:create -- --email <email> [--password <password>]');
  process.exit(2);
}

const config = loadConfig();
const logger = createLogger('warn');
const server = await openDatabaseServer(config, logger);
const orm = await openOrm(server.url);
let code = 0;
try {
  await migrate(orm);
  // The pubsub is in-memory today, so this process's announcement of the ended sessions reaches no
  // running app. A running app still holds no socket past it: every operation on a socket looks
  // its session up again, finds it gone and closes the socket. Once the pubsub is shared (Redis),
  // the same call closes the sockets at once.
  const { user, created } = await createOrPromoteAdmin(orm.em.fork(), createAppPubSub(), values.email, values.password);
  console.log(`${created ? 'created' : 'promoted'} admin ${user.email} (${user.id})`);
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  console.error(`admin:create: ${error.message}${error.fields ? ` ${JSON.stringify(error.fields)}` : ''}`);
  code = 1;
} finally {
  await orm.close();
  await server.stop();
}
process.exit(code);
