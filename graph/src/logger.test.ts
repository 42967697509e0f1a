import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.resolve(here, '../../node_modules/.bin/tsx');

/** What one line logged through createLogger(format) prints on a stdout that is a pipe. */
async function printed(format: string): Promise<string> {
  const script = `import { createLogger } from ${JSON.stringify(path.join(here, 'logger.ts'))};
    createLogger('info', { format: ${JSON.stringify(format)} }).info({ user: { password: 'hunter22' }, port: 4000 }, 'listening');`;
  const { stdout } = await run(tsx, ['--eval', script], { encoding: 'utf8' });
  return stdout;
}

describe('log lines', () => {
  it('are JSON for a collector, one object a line, passwords redacted', async () => {
    for (const format of ['json', 'auto']) {
      const line = JSON.parse((await printed(format)).trim());
      expect(line).toMatchObject({ level: 30, msg: 'listening', port: 4000, user: { password: '[redacted]' } });
    }
  });

  it('read as text when pretty, with the same redaction', async () => {
    const text = await printed('pretty');
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: listening\n/);
    expect(text).toContain('port: 4000');
    expect(text).toContain('[redacted]');
    expect(text).not.toContain('hunter22');
    expect(text).not.toContain('{"level"');
  });
});
