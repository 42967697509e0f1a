import { describe, expect, it } from 'vitest';
import { appInChromium } from './browser.js';

const env = appInChromium();

describe('the built web app in Chromium', () => {
  it('loads the landing page at / for a visitor, with no console errors', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      // The session check's 401 for a visitor is the spec's answer (§7), not a fault.
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
    expect(html.headers.get('cache-control')).toBe('no-cache');
    const asset = /\/assets\/[^"]+\.js/.exec(await html.text())?.[0];
    expect(asset).toBeTruthy();
    const response = await fetch(`${env.app.baseUrl}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });
});
