import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ensureServerBuilt, SERVER_OUT } from '../../scripts/build-server.js';

/**
 * `npm start` runs graph/src compiled by esbuild (scripts/build-server.ts), which emits no
 * `design:type` metadata: a decorator that leaned on it would build another schema, or none.
 * (two-instances.test.ts runs the compiled server itself.)
 */
describe('the compiled server', () => {
  it('builds the schema schema.graphql holds', async () => {
    await ensureServerBuilt();
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(SERVER_OUT, 'scripts/schema.js'), 'check']);
    expect(stdout).toContain('schema.graphql matches the resolvers');
  });
});
