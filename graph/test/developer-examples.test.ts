import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  audience,
  dryRun,
  EXAMPLE_ENDPOINT,
  firstCall,
  inbox,
  verifyWebhook,
  type DeveloperExample,
} from '../../web/src/routes/developers/developerExamples.js';
import { signatureHeader } from '../src/modules/webhook/webhook.signing.js';
import { issueKey, teamBrand, type TeamBrand } from './api-key-helpers.js';
import { createCreator, FULL_PROFILE } from './seed-helpers.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * The examples on /developers, run as a developer would paste them: the shell ones in bash with
 * curl, the JavaScript ones in Node, with SOUNDBOARD_API_KEY set to a key of the brand. Only the
 * address changes, from the one `npm start` serves to this test's app.
 */
const run = promisify(execFile);
let t: TestApp;
let brand: TeamBrand;
let secret: string;

const asWritten = (example: DeveloperExample) => example.code.replaceAll(EXAMPLE_ENDPOINT, `${t.baseUrl}/graphql`);
const env = () => ({ ...process.env, SOUNDBOARD_API_KEY: secret });

async function shell(example: DeveloperExample): Promise<string> {
  const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', asWritten(example)], { env: env(), timeout: 30_000 });
  return stdout;
}

async function node(example: DeveloperExample): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'sb-example-'));
  const file = join(dir, `${example.id}.mjs`);
  writeFileSync(file, asWritten(example));
  const { stdout } = await run(process.execPath, [file], { env: env(), timeout: 30_000 });
  return stdout;
}

beforeAll(async () => {
  t = await startTestApp();
  brand = await teamBrand(t.orm);
  ({ secret } = await issueKey(t, brand, [
    { resource: 'CONNECTION_REQUESTS', access: 'READ' },
    { resource: 'AUDIENCE', access: 'READ' },
  ]));
  // A creator asked the brand to connect: the inbox example has a line to print.
  const creator = await createCreator(t.orm, { ...FULL_PROFILE, artistName: 'Mara Quell' });
  const asked = await t.gql(
    'mutation ($slug: String!) { requestBrandConnection(slug: $slug, pitch: "Deep house producer, two EPs out, looking for distribution.") { id } }',
    { slug: brand.slug },
    { cookie: creator.cookie },
  );
  expect(asked.body.errors).toBeUndefined();
});
afterAll(() => t?.close());

describe('the /developers examples, run as written', () => {
  it('the first call answers the key, its brand and the budget', async () => {
    const body = JSON.parse(await shell(firstCall));
    expect(body.errors).toBeUndefined();
    expect(body.data.viewerApiKey.brand.name).toBe(brand.name);
    expect(body.data.viewerApiKey.grants).toContainEqual({ resource: 'AUDIENCE', access: 'READ' });
    expect(body.data.rateLimit.limit).toBe(1000);
    expect(body.extensions.cost.throttleStatus.restoreRate).toBe(50);
  });

  it('the dry run answers the cost and its headers without data', async () => {
    const answer = await shell(dryRun);
    const [head, ...rest] = answer.split(/\r?\n\r?\n/);
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    expect(head).toMatch(/^ratelimit-policy: /im);
    expect(head).toMatch(/^ratelimit: /im);
    const body = JSON.parse(rest.join('\n\n'));
    expect(body.data).toBeUndefined();
    expect(body.extensions.cost.requestedQueryCost).toBeGreaterThan(50);
  });

  it('the inbox example prints the requests and the cost', async () => {
    const output = await node(inbox);
    expect(output).toMatch(/REQUESTED Mara Quell Deep house producer/);
    expect(output).toMatch(/^cost \d+, \d+ points left$/m);
  });

  it('the audience example answers the counts', async () => {
    const body = JSON.parse((await shell(audience)).trim());
    expect(body.errors).toBeUndefined();
    expect(body.data.brandAudience).toMatchObject({ consentingCreators: expect.any(Number), genres: expect.any(Array) });
  });

  it('the signature check accepts our deliveries and refuses a forged or stale one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sb-example-'));
    const file = join(dir, 'verify.mjs');
    writeFileSync(file, verifyWebhook.code);
    const { verifySoundBoardSignature } = (await import(file)) as {
      verifySoundBoardSignature: (header: string, body: string, secret: string, now?: number) => boolean;
    };
    const body = JSON.stringify({ id: 'evt', type: 'MESSAGE_RECEIVED', createdAt: new Date().toISOString(), data: {} });
    const at = new Date('2026-11-29T12:00:00Z');
    const header = signatureHeader('whsec_example', body, at);
    expect(verifySoundBoardSignature(header, body, 'whsec_example', at.getTime())).toBe(true);
    expect(verifySoundBoardSignature(header, `${body} `, 'whsec_example', at.getTime())).toBe(false);
    expect(verifySoundBoardSignature(header, body, 'whsec_other', at.getTime())).toBe(false);
    expect(verifySoundBoardSignature(header, body, 'whsec_example', at.getTime() + 301_000)).toBe(false);
  });
});
