import { describe, expect, it } from 'vitest';
import { issueKey, teamBrand } from '../../graph/test/api-key-helpers.js';
import { appInChromium, shot } from './browser.js';

// GraphiQL is served by the server itself: no web build needed.
const env = appInChromium({ webBuild: false });

describe('GraphiQL at GET /graphql', () => {
  it('opens with no internet access and runs its welcome query', async () => {
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
      (r) =>
        r.url() === `${env.app.baseUrl}/graphql` &&
        r.request().method() === 'POST' &&
        // The run itself, not the dry runs that price the query as it is written.
        !r.request().headers()['soundboard-cost-dry-run'] &&
        (r.request().postData() ?? '').includes('viewer'),
    );
    await page.locator('.graphiql-execute-button').click();
    const body = await (await response).json();
    expect(body).toEqual({ data: { viewer: null, viewerApiKey: null } });
    // Monaco renders spaces as non-breaking ones.
    const shown = async () => (await page.locator('.graphiql-response').innerText()).replace(/\s+/g, ' ');
    await expect.poll(shown, { timeout: 10_000 }).toContain('"viewer": null');
    expect(outside).toEqual([]);
    await context.close();
  });

  it('prices the query as it is written, and for a key given in the headers', { timeout: 60_000 }, async () => {
    const brand = await teamBrand(env.app.orm);
    const key = await issueKey(env.app, brand, [{ resource: 'BRAND_PAGE', access: 'READ' }]);
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${env.app.baseUrl}/graphql`);
    await page.waitForSelector('.graphiql-query-editor', { timeout: 20_000 });
    const badge = page.locator('#sb-cost');
    // The welcome query, priced for the signed-out visitor (no bucket: points only).
    await expect.poll(() => badge.textContent(), { timeout: 10_000 }).toMatch(/^Cost: \d+ points$/);

    // A list of 40 brands costs more than one of 2: the badge follows the query as it changes.
    const editor = page.locator('.graphiql-query-editor');
    await editor.click();
    // The editor closes brackets as they are typed: what it added after the text goes.
    const replaceText = async (text: string) => {
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.insertText(text);
      await page.keyboard.press('Shift+ControlOrMeta+End');
      await page.keyboard.press('Delete');
    };
    await replaceText('{ brands(first: 40) { edges { node { name } } } }');
    const points = async () => Number((await badge.textContent())!.match(/^Cost: (\d+) points/)?.[1]);
    await expect.poll(points, { timeout: 10_000 }).toBeGreaterThan(40);
    const forty = await points();
    await replaceText('{ brands(first: 2) { edges { node { name } } } }');
    await expect.poll(points, { timeout: 10_000 }).toBeLessThan(forty);

    // With a key in the headers, the price comes with what is left of the key's budget.
    await page.getByRole('button', { name: 'Headers', exact: true }).click();
    await page.locator('.graphiql-editor-tool > :not(.hidden)').first().click();
    await replaceText(JSON.stringify({ Authorization: `Bearer ${key.secret}` }));
    await expect.poll(() => badge.textContent(), { timeout: 10_000 }).toMatch(/^Cost: \d+ points · 1000 of 1000 left$/);
    await shot(page, 'graphiql-cost-1440', { fullPage: false });
    await context.close();
  });
});
