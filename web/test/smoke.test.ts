import { readdir, readFile } from 'node:fs/promises';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../graph/src/modules/user/session.service.js';
import { appInChromium } from './browser.js';

const env = appInChromium();

describe('the built web app in Chromium', () => {
  it('loads the landing page at / for a visitor, with no console errors', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      // The session check's 401 for a visitor is the expected answer (null-on-401), not a fault.
      if (message.type() === 'error' && !message.location().url.endsWith('/api/user')) problems.push(message.text());
    });
    await page.goto(`${env.app.baseUrl}/`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Connect with Music Industry Brands');
    expect(await page.title()).toContain('SoundBoard');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the 404 page with the router hint on an unknown path', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${env.app.baseUrl}/no/such/page`);
    await expect.poll(() => page.getByText('404 Page Not Found').count()).toBe(1);
    await expect.poll(() => page.getByText(/router/i).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('serves hashed assets with a year of caching and index.html revalidated', async () => {
    const html = await fetch(`${env.app.baseUrl}/`, { headers: { accept: 'text/html' } });
    // The page carries its user: no shared cache may keep it, and a browser revalidates per cookie.
    expect(html.headers.get('cache-control')).toBe('private, no-cache');
    expect(html.headers.get('vary')).toMatch(/\bCookie\b/);
    // A big one: small files are not worth compressing.
    const asset = /\/assets\/react-[^"]+\.js/.exec(await html.text())?.[0];
    expect(asset).toBeTruthy();
    const response = await fetch(`${env.app.baseUrl}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    // A browser that takes brotli gets the build's own .br file: the same script, smaller.
    const br = await fetch(`${env.app.baseUrl}${asset}`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await br.text()).toBe(await response.text());
    // Every script the build wrote has its .br twin, byte for byte the same once decompressed.
    const dist = process.env.WEB_DIST_DIR ?? 'web/dist';
    for (const file of (await readdir(`${dist}/assets`)).filter((name) => name.endsWith('.js'))) {
      expect(brotliDecompressSync(await readFile(`${dist}/assets/${file}.br`)).equals(await readFile(`${dist}/assets/${file}`)), file).toBe(true);
    }
  });

  it('writes the session user into the page, escaped, and preloads the route chunks', async () => {
    const page = async (path: string, cookie?: string) => {
      const response = await fetch(`${env.app.baseUrl}${path}`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
      return response.text();
    };
    const userInPage = (html: string) => JSON.parse(/<script id="session-user" type="application\/json">(.*?)<\/script>/.exec(html)![1]!) as unknown;
    const visitor = await page('/');
    expect(userInPage(visitor)).toBeNull();
    expect(visitor).not.toContain('href="/api/user"');
    // The landing page is in the entry chunk: nothing beyond the entry's own chunks to preload for a visitor.
    const entryPreloads = (html: string) => html.match(/<link rel="modulepreload"[^>]*>/g)?.length ?? 0;
    const built = await readFile(`${process.env.WEB_DIST_DIR ?? 'web/dist'}/index.html`, 'utf8');
    expect(entryPreloads(visitor)).toBe(entryPreloads(built));

    const registered = await fetch(`${env.app.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `smoke-${Date.now()}@example.test`, password: 'correct-horse-battery', firstName: '</script><b>Hi', lastName: 'Smoke' }),
    });
    expect(registered.status).toBe(201);
    const cookie = new RegExp(`${SESSION_COOKIE}=[^;]+`).exec(registered.headers.get('set-cookie') ?? '')![0];
    const dashboard = await page('/', cookie);
    expect(dashboard).not.toContain('</script><b>');
    const apiUser = (await (await fetch(`${env.app.baseUrl}/api/user`, { headers: { cookie } })).json()) as unknown;
    expect(userInPage(dashboard)).toEqual(apiUser);
    expect(dashboard).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/DashboardRoute-[\w-]+\.js">/);

    const brands = await page('/brands');
    expect(brands).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/BrandsRoute-[\w-]+\.js">/);
    // The route queries GraphQL: Apollo's client comes with it.
    expect(brands).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/runtime-[\w-]+\.js">/);
    expect(await page('/about')).not.toMatch(/\/assets\/runtime-[\w-]+\.js/);
    expect(entryPreloads(await page('/no/such/page'))).toBe(entryPreloads(built));
  });
});
