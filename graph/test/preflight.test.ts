import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/** scripts/preflight.sh: what npm test needs on the machine, checked before anything else runs. */
describe('npm test preflight', () => {
  it('finds the Chromium the browser tests launch, and a Redis', async () => {
    const { stdout } = await run('sh', ['scripts/preflight.sh'], { env: { ...process.env, CHROMIUM_PATH: '' } });
    expect(stdout.trim()).toMatch(/^CHROMIUM_PATH=\/\S+$/);
  });

  it('stops at once with one sentence when the Chromium it is pointed at is missing', async () => {
    const failed = await run('sh', ['scripts/preflight.sh'], { env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' } }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toBe(
      "npm test: CHROMIUM_PATH is /nonexistent/chromium, which is not a program: point it at a Chrome or Chromium binary, or unset it to use Debian's chromium.\n",
    );
  });
});
