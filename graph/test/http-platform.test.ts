import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${t.baseUrl}${path}`, { headers });

describe('REST router', () => {
  it('serves GET /api/banner-ads (id, title, description, imageUrl, linkUrl, sponsor) to visitors', async () => {
    const response = await get('/api/banner-ads');
    expect(response.status).toBe(200);
    const ads = (await response.json()) as Record<string, unknown>[];
    expect(ads.length).toBeGreaterThanOrEqual(3);
    for (const ad of ads) expect(Object.keys(ad).sort()).toEqual(['description', 'id', 'imageUrl', 'linkUrl', 'sponsor', 'title']);
    expect(ads.some((ad) => ad.imageUrl === 'DISTROKID_LOGO')).toBe(true);
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'No API route for GET /api/no-such-thing' });
  });

  it('answers malformed JSON with 400 and a 2 MB body with 413', async () => {
    const post = (body: string) => fetch(`${t.baseUrl}/api/anything`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const malformed = await post('{"email": ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'Malformed JSON in the request body' });
    const huge = await post(JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: 'Request body is larger than 1 MB' });
  });
});

describe('platform', () => {
  it('reports health and readiness', async () => {
    expect(await (await get('/healthz')).json()).toEqual({ status: 'ok' });
    expect(await (await get('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('sends security headers and a request id', async () => {
    const response = await get('/healthz');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('opens GraphiQL on a browser GET /graphql, with its assets served locally', async () => {
    const page = await get('/graphql', { accept: 'text/html' });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>SoundBoard GraphQL API — GraphiQL</title>');
    expect(html).not.toMatch(/https?:\/\/(unpkg|cdn|esm\.sh)/);
    const scripts = [...html.matchAll(/(?:src|href)="(\/graphiql\/[^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const asset of scripts) expect((await get(asset)).status, asset).toBe(200);
  });

  it('draws a logo for any slug and refuses odd names', async () => {
    const logo = await get('/logos/native-instruments.svg');
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    expect(await logo.text()).toContain('>NI</text>');
    expect((await get('/logos/..%2Fsecret.svg')).status).toBe(404);
  });

  it('compresses large responses', async () => {
    const response = await fetch(`${t.baseUrl}/api/banner-ads`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    // fetch decodes transparently; the header tells what travelled.
    expect(['gzip', null]).toContain(response.headers.get('content-encoding'));
  });
});

/** The origins a page may frame: the five music players of featured tracks, and no other. */
const PLAYERS = [
  'https://open.spotify.com',
  'https://w.soundcloud.com',
  'https://www.youtube-nocookie.com',
  'https://bandcamp.com',
  'https://embed.music.apple.com',
];
const frameSrc = (csp: string) =>
  csp
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'frame-src')
    ?.slice(1);

describe('security headers', () => {
  it('let a page frame exactly the five music players, on every page of the app', async () => {
    const page = await fetch(`${t.baseUrl}/creators/anyone`, { headers: { accept: 'text/html' } });
    expect(frameSrc(page.headers.get('content-security-policy') ?? '')).toEqual(PLAYERS);
  });
});

describe('security headers with Google sign-in configured', () => {
  it('let the Firebase popup work and nothing more', async () => {
    // No emulator, whatever another test file in this worker left in the environment (the
    // emulator's origin would join frame-src).
    const google = await startTestApp({ FIREBASE_PROJECT_ID: 'demo-soundboard', FIREBASE_WEB_API_KEY: 'web-key', FIREBASE_AUTH_EMULATOR_HOST: '' });
    try {
      const response = await fetch(`${google.baseUrl}/healthz`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self' https://apis.google.com");
      expect(frameSrc(csp)).toEqual([...PLAYERS, 'https://demo-soundboard.firebaseapp.com']);
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    } finally {
      await google.close();
    }
    const plain = await fetch(`${t.baseUrl}/healthz`);
    expect(frameSrc(plain.headers.get('content-security-policy') ?? '')).toEqual(PLAYERS);
    expect(plain.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });
});
