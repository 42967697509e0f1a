import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../src/db/embedded-cluster.js';

export const EMULATOR_PROJECT = 'demo-soundboard';

export type AuthEmulator = {
  host: string;
  /** A Firebase ID token for a new e-mail/password user of the emulator. */
  signUp: (email: string, password?: string) => Promise<{ idToken: string; uid: string }>;
  /** A Firebase ID token for a Google identity, as the client's popup would get. */
  signInWithGoogle: (claims: { sub: string; email: string; email_verified: boolean; name?: string }) => Promise<{ idToken: string; uid: string }>;
  stop: () => Promise<void>;
};

/**
 * The real Firebase Auth emulator (firebase-tools, offline, `demo-` project) on free ports, so
 * firebase-admin verifies real tokens through its emulator mode: never a stub of firebase-admin.
 */
export async function startAuthEmulator(): Promise<AuthEmulator> {
  const [authPort, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
  const dir = await mkdtemp(path.join(tmpdir(), 'sb-firebase-'));
  await writeFile(
    path.join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: authPort },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        ui: { enabled: false },
      },
    }),
  );
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.resolve('node_modules/firebase-tools/lib/bin/firebase.js'),
      'emulators:start',
      '--only',
      'auth',
      '--project',
      EMULATOR_PROJECT,
      '--non-interactive',
      '--config',
      path.join(dir, 'firebase.json'),
    ],
    { cwd: dir, env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '' }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  const host = `127.0.0.1:${authPort}`;
  const base = `http://${host}/identitytoolkit.googleapis.com/v1`;
  // A ceiling, not a wait: the Java emulator starts in seconds alone, and took over a minute while a busy 2-core machine ran the rest of the suite.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Firebase emulator exited:\n${output}`);
    try {
      const ok = await fetch(`http://${host}/`);
      if (ok.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Firebase emulator did not start in 120 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }

  const call = async (endpoint: string, body: unknown) => {
    const response = await fetch(`${base}/${endpoint}?key=fake-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { idToken?: string; localId?: string; error?: unknown };
    if (!json.idToken || !json.localId) throw new Error(`emulator ${endpoint} failed: ${JSON.stringify(json)}`);
    return { idToken: json.idToken, uid: json.localId };
  };

  return {
    host,
    signUp: (email, password = 'emulator-password') => call('accounts:signUp', { email, password, returnSecureToken: true }),
    signInWithGoogle: (claims) =>
      call('accounts:signInWithIdp', {
        postBody: `id_token=${JSON.stringify(claims)}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      }),
    stop: async () => {
      if (child.pid && child.exitCode === null) {
        process.kill(-child.pid, 'SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
