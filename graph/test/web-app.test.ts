import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ROUTES, isClientRoute } from '../src/shared/client-routes.js';
import { teamBrand } from './api-key-helpers.js';
import { createCreator, createSessionCookie, createUser } from './seed-helpers.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * The server's side of the web app (graph/src/web-app.ts) against a small built app of its own:
 * every path the client router knows answers 200 with the app, any other 404 with the same app
 * (which shows its not-found page), and every page carries the site's public settings.
 */
const INDEX = `<!doctype html><html lang="en"><head><title>SoundBoard</title><link rel="preload" href="/api/user" as="fetch" crossorigin="use-credentials" /></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

let dist: string;
let t: TestApp;
let bare: TestApp;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'soundboard-web-'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  t = await startTestApp({
    WEB_DIST_DIR: dist,
    BLOG_URL: 'https://blog.example.com/</script><b>',
    SUPPORT_EMAIL: 'help@example.com',
    PUBLIC_ORIGIN: 'https://soundboard.example',
  });
  bare = await startTestApp({ WEB_DIST_DIR: dist, BLOG_URL: '', SUPPORT_EMAIL: '' });
});
afterAll(async () => {
  await t?.close();
  await bare?.close();
  await rm(dist, { recursive: true, force: true });
});

const page = (app: TestApp, pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${app.baseUrl}${pathname}`, { headers: { accept: 'text/html', ...headers } });

const siteConfigIn = (html: string) => JSON.parse(/<script id="site-config" type="application\/json">(.*?)<\/script>/.exec(html)![1]!) as unknown;

describe('the web app: known paths 200, unknown paths 404', () => {
  it('answers an unknown path 404 with the app itself, which shows the not-found page', async () => {
    for (const unknown of ['/no/such/page', '/admin', '/creators/', '/creators/a/b', '/loginx', '/messages/1/2', '/resources/x/y']) {
      const response = await page(t, unknown);
      expect(response.status, unknown).toBe(404);
      expect(response.headers.get('content-type'), unknown).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html, unknown).toContain('<div id="root"></div>');
      expect(html, unknown).toContain('<script type="module" src="/assets/index.js"></script>');
      expect(html, unknown).toContain('<script id="session-user" type="application/json">null</script>');
    }
  });

  it('answers every client route 200, dynamic ones and the pages being added beside this one included', async () => {
    const known = [
      '/',
      '/login',
      '/creators/amarasol',
      '/messages/4f0c2a7e-1b2c-4d5e-8f90-123456789abc',
      '/admin/users/42',
      '/resources/distrokid',
      '/brands/abbey-road-studios',
      '/matches',
      '/brand',
      '/brand/join',
      '/admin/brands',
      '/forgot-password',
      '/reset-password?token=abc',
      // As react-router matches: any case, an optional trailing slash.
      '/Dashboard',
      '/profile-settings/',
    ];
    for (const pathname of known) {
      const response = await page(t, pathname);
      expect(response.status, pathname).toBe(200);
      expect(await response.text(), pathname).toContain('<div id="root"></div>');
    }
  });

  it('answers 404 for a resource, brand or creator page whose record does not exist, as the page itself shows', async () => {
    for (const missing of [
      '/resources/no-such-resource',
      '/brands/no-such-brand',
      '/creators/no-such-creator',
      `/resources/${'x'.repeat(300)}`,
      '/brands/%E0%A4%A',
    ]) {
      const response = await page(t, missing);
      expect(response.status, missing).toBe(404);
      expect(await response.text(), missing).toContain('<div id="root"></div>');
    }
    // A brand awaiting verification is there for its team only, as its page's own query answers.
    const unlisted = await teamBrand(t.orm, { listed: false });
    expect((await page(t, `/brands/${unlisted.slug}`)).status).toBe(404);
    expect((await page(t, `/brands/${unlisted.slug}`, { cookie: unlisted.member.cookie })).status).toBe(200);
    const outsider = await createSessionCookie(t.orm, (await createUser(t.orm)).id);
    expect((await page(t, `/brands/${unlisted.slug}`, { cookie: outsider })).status).toBe(404);
  });

  it("answers 404 for a creator's page between two creators when either has blocked the other, 200 for anyone else", async () => {
    const blocker = await createCreator(t.orm);
    const blocked = await createCreator(t.orm);
    const { body } = await t.gql<{ blockUser: boolean }>(
      'mutation($u: String!) { blockUser(username: $u) }',
      { u: blocked.username },
      { cookie: blocker.cookie },
    );
    expect(body.data?.blockUser).toBe(true);
    const outsiderCookie = (await createCreator(t.orm)).cookie;
    expect((await page(t, `/creators/${blocker.username}`, { cookie: blocked.cookie })).status).toBe(404);
    expect((await page(t, `/creators/${blocked.username}`, { cookie: blocker.cookie })).status).toBe(404);
    expect((await page(t, `/creators/${blocker.username}`)).status).toBe(200);
    expect((await page(t, `/creators/${blocker.username}`, { cookie: outsiderCookie })).status).toBe(200);
  });

  it('knows every route of the list, with any value in its parameters', () => {
    for (const route of CLIENT_ROUTES) expect(isClientRoute(route.replace(/:\w+/g, 'x%20y')), route).toBe(true);
    expect(isClientRoute('/creators/:username/extra')).toBe(false);
  });

  it('answers 404 for a signed-in visitor too, still with their session in the page', async () => {
    const user = await createUser(t.orm);
    const cookie = await createSessionCookie(t.orm, user.id);
    const response = await page(t, '/nowhere', { cookie });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(`"id":"${user.id}"`);
  });

  it('keeps JSON 404s for clients that do not take HTML, and for unknown API routes', async () => {
    const json = await fetch(`${t.baseUrl}/nowhere`, { headers: { accept: 'application/json' } });
    expect(json.status).toBe(404);
    expect(await json.json()).toEqual({ error: 'Not found' });
    const api = await page(t, '/api/nowhere');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: 'No API route for GET /api/nowhere' });
  });
});

describe('the site settings in every page', () => {
  it('carries BLOG_URL and SUPPORT_EMAIL, escaped so that no value ends the script', async () => {
    for (const pathname of ['/', '/no/such/page']) {
      const html = await (await page(t, pathname)).text();
      expect(html).not.toContain('</script><b>');
      expect(siteConfigIn(html)).toEqual({
        blogUrl: 'https://blog.example.com/</script><b>',
        supportEmail: 'help@example.com',
        googleSignIn: false,
        // The landing tour's address bar shows the real site's address.
        publicOrigin: 'https://soundboard.example',
      });
    }
  });

  it('says null for each one left unset, so the app hides its links', async () => {
    const html = await (await page(bare, '/help-center')).text();
    expect(siteConfigIn(html)).toEqual({
      blogUrl: null,
      supportEmail: null,
      googleSignIn: false,
      publicOrigin: expect.stringMatching(/^http:\/\/localhost:\d+$/),
    });
  });
});
