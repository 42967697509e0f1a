import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../graph/test/test-app.js';
import { launchChromium } from './browser.js';

let t: TestApp;
let browser: Browser;

beforeAll(async () => {
  t = await startTestApp();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe('GraphiQL at GET /graphql', () => {
  it('opens with no internet access and runs { viewer { id } }', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const outside: string[] = [];
    // Offline: anything not served by the app itself is refused and recorded.
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(t.baseUrl) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
      outside.push(url);
      return route.abort();
    });
    await page.goto(`${t.baseUrl}/graphql`);
    await page.waitForSelector('.graphiql-query-editor', { timeout: 20_000 });
    const response = page.waitForResponse(
      (r) => r.url() === `${t.baseUrl}/graphql` && r.request().method() === 'POST' && (r.request().postData() ?? '').includes('viewer'),
    );
    await page.locator('.graphiql-execute-button').click();
    const body = await (await response).json();
    expect(body).toEqual({ data: { viewer: null } });
    // Monaco renders spaces as non-breaking ones.
    const shown = async () => (await page.locator('.graphiql-response').innerText()).replace(/\s+/g, ' ');
    await expect.poll(shown, { timeout: 10_000 }).toContain('"viewer": null');
    expect(outside).toEqual([]);
    await context.close();
  });
});
