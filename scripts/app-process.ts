import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../graph/src/db/embedded-cluster.js';
import { ensureServerBuilt } from './build-server.js';

export type AppProcess = { baseUrl: string; child: ChildProcess; output: () => string; stop: () => Promise<void> };

/**
 * The app as its own process, compiled (`node dist/graph/src/main.js`) as `npm start` runs it:
 * what several instances share must travel through PostgreSQL and Redis, not through memory.
 */
export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', await ensureServerBuilt()], {
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return { baseUrl, child, output: () => output, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the app did not answer /readyz within 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
