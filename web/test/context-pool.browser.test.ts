import { describe, expect, it } from 'vitest';
import { appInChromium, PHONE } from './browser.js';
import { freshContext } from './context-pool.js';

/** The pool behind every browser file's contexts: a reused context must look new to its test. */
const env = appInChromium();

describe('the browser context pool', () => {
  it('hands a closed context to the next test with nothing of the first one left', async () => {
    const first = await env.browser.newContext({ viewport: PHONE, baseURL: env.app.baseUrl });
    const page = await first.newPage();
    await page.goto('/login');
    await first.addCookies([{ name: 'left-over', value: '1', url: env.app.baseUrl }]);
    await page.evaluate(() => {
      localStorage.setItem('left-over', '1');
      sessionStorage.setItem('left-over', '1');
    });
    await page.setViewportSize({ width: 800, height: 600 });
    const seen: string[] = [];
    page.on('request', (request) => seen.push(request.url()));
    await first.route('**/healthz', (route) => route.fulfill({ status: 418, body: 'routed' }));
    await first.newPage(); // a second page, closed with the context
    await first.close();

    const second = await env.browser.newContext({ viewport: PHONE, baseURL: env.app.baseUrl });
    const again = await second.newPage();
    expect(again).toBe(page); // the same page, reused
    expect(second.pages()).toHaveLength(1);
    expect(new URL(again.url()).pathname).toBe('/robots.txt');
    expect(await second.cookies()).toEqual([]);
    expect(again.viewportSize()).toEqual(PHONE);
    await again.goto('/login');
    expect(await again.evaluate(() => [localStorage.getItem('left-over'), sessionStorage.getItem('left-over')])).toEqual([null, null]);
    const before = seen.length;
    expect(await again.evaluate(() => fetch('/healthz').then((r) => r.status))).toBe(200);
    expect(seen.length).toBe(before); // the first test's listener is gone
    await second.close();

    // Asked for at another size, the same page takes it, and so does a second page of the context.
    const third = await env.browser.newContext({ viewport: DESKTOP_ODD, baseURL: env.app.baseUrl });
    const resized = await third.newPage();
    expect(resized).toBe(page);
    expect(resized.viewportSize()).toEqual(DESKTOP_ODD);
    expect((await third.newPage()).viewportSize()).toEqual(DESKTOP_ODD);
    await third.close();
  });

  it('refuses a fake clock or an init script on a reused context, and freshContext gives one that takes them', async () => {
    const first = await env.browser.newContext({ viewport: PHONE, baseURL: env.app.baseUrl });
    await (await first.newPage()).goto('/login');
    await first.close();
    const reused = await env.browser.newContext({ viewport: PHONE, baseURL: env.app.baseUrl });
    const page = await reused.newPage();
    await expect(page.clock.install()).rejects.toThrow(/freshContext/);
    await expect(reused.addInitScript('1')).rejects.toThrow(/freshContext/);
    await reused.close();

    const own = await freshContext(env.browser, { viewport: PHONE, baseURL: env.app.baseUrl });
    const fresh = await own.newPage();
    await fresh.clock.install({ time: new Date('2030-01-01T00:00:00Z') });
    await fresh.goto('/login');
    expect(await fresh.evaluate(() => new Date().getUTCFullYear())).toBe(2030);
    await own.close();
  });

  it('never pools a context with options it cannot compare, or one whose page was closed', async () => {
    const odd = await env.browser.newContext({ viewport: PHONE, baseURL: env.app.baseUrl, locale: 'de-DE' });
    const oddPage = await odd.newPage();
    await odd.close();
    const next = await env.browser.newContext({ viewport: PHONE, baseURL: env.app.baseUrl, locale: 'de-DE' });
    expect(await next.newPage()).not.toBe(oddPage);
    await next.close();

    const closing = await env.browser.newContext({ viewport: DESKTOP_ODD, baseURL: env.app.baseUrl });
    const closed = await closing.newPage();
    await closed.close();
    await closing.close();
    const after = await env.browser.newContext({ viewport: DESKTOP_ODD, baseURL: env.app.baseUrl });
    const page = await after.newPage();
    expect(page.isClosed()).toBe(false);
    expect(page).not.toBe(closed);
    await after.close();
  });
});

const DESKTOP_ODD = { width: 1234, height: 777 };
