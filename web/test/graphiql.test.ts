import { describe, expect, it } from 'vitest';
import { appInChromium } from './browser.js';

// GraphiQL is served by the server itself: no web build needed.
const env = appInChromium({ webBuild: false });

describe('GraphiQL at GET /graphql', () => {
  it('opens with no internet access and runs { viewer { id } }', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const outside: string[] = [];
    // Offline: anything not served by the app itself is refused and recorded.
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(env.app.baseUrl) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
      outside.push(url);
      return route.abort();
    });
    await page.goto(`${env.app.baseUrl}/graphql`);
    await page.waitForSelector('.graphiql-query-editor', { timeout: 20_000 });
    const response = page.waitForResponse(
      (r) => r.url() === `${env.app.baseUrl}/graphql` && r.request().method() === 'POST' && (r.request().postData() ?? '').includes('viewer'),
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
