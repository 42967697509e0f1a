/**
 * npm run admin:create -- --email you@example.com --password '…'  (creates or promotes an admin)
 * With DATABASE_URL unset it works on the app's embedded cluster: the one a running `npm start`
 * holds (left running), or one started for the command.
 */
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabaseServer } from '../db/database-server.js';
import { migrate, openOrm } from '../db/orm.js';
import { createLogger } from '../logger.js';
import { createOrPromoteAdmin } from '../modules/auth/admin.service.js';
import { AppError } from '../modules/common/errors.js';
import { createPlatform } from '../platform/platform.js';
import { describeStartupFailure } from '../startup-error.js';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  if (!values.email) {
    console.error('usage: npm run admin:create -- --email <email> [--password <password>]');
    return 2;
  }

  const config = loadConfig();
  const logger = createLogger('warn');
  const server = await openDatabaseServer(config, logger);
  try {
    const orm = await openOrm(server.url);
    // With REDIS_URL the announcement of the ended sessions reaches every running instance, which
    // closes their sockets at once. Without it, it reaches no running app; a running app still
    // holds no socket past it: every operation on a socket looks its session up again, finds it
    // gone and closes the socket.
    const platform = await createPlatform(config, logger);
    try {
      await migrate(orm);
      const { user, created } = await createOrPromoteAdmin(orm.em.fork(), platform.pubsub, values.email, values.password);
      console.log(`${created ? 'created' : 'promoted'} admin ${user.email} (${user.id})`);
      return 0;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      console.error(`admin:create: ${error.message}${error.fields ? ` ${JSON.stringify(error.fields)}` : ''}`);
      return 1;
    } finally {
      await platform.close();
      await orm.close();
    }
  } finally {
    await server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`admin:create: ${describeStartupFailure(error)}`);
    process.exit(1);
  },
);
