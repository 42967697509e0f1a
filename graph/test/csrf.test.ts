import { request as httpRequest } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../src/shared/csrf.js';
import { createSessionCookie, createUser } from './seed-helpers.js';
import { startTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A page on another port of the same host: same site, so SameSite=Lax still sends the cookie. */
const FOREIGN_ORIGIN = 'http://127.0.0.1:4199';

async function victim() {
  const user = await createUser(t.orm);
  return { cookie: await createSessionCookie(t.orm, user.id) };
}

/** What the guard answers a browser's request from another origin. */
const CROSS_ORIGIN = { error: 'Cross-origin request refused: changes must come from pages of this site, or from a client that is not a browser' };

const signedIn = async (cookie: string) => (await fetch(`${t.baseUrl}/api/user`, { headers: { cookie } })).status === 200;

const png = () =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: '#c026d3' } })
    .png()
    .toBuffer();

function upload(cookie: string, bytes: Buffer, headers: Record<string, string>) {
  const form = new FormData();
  form.append('picture', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'me.png');
  return fetch(`${t.baseUrl}/api/profile/picture`, { method: 'POST', headers: { cookie, ...headers }, body: form });
}

describe('cross-site request forgery on REST', () => {
  it('refuses a text/plain POST /api/logout from another origin: the session survives', async () => {
    const { cookie } = await victim();
    const forged = await fetch(`${t.baseUrl}/api/logout`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'text/plain', origin: FOREIGN_ORIGIN },
      body: 'x',
    });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual(CROSS_ORIGIN);
    expect(await signedIn(cookie)).toBe(true);
  });

  it('refuses a form-encoded refresh and a bare DELETE of the picture sent by a page of another origin', async () => {
    const { cookie } = await victim();
    const refresh = await fetch(`${t.baseUrl}/api/matchmade/refresh`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', origin: FOREIGN_ORIGIN, 'sec-fetch-site': 'same-site' },
      body: 'a=1',
    });
    expect(refresh.status).toBe(403);
    const remove = await fetch(`${t.baseUrl}/api/profile/picture`, { method: 'DELETE', headers: { cookie, 'sec-fetch-site': 'same-site' } });
    expect(remove.status).toBe(403);
  });

  it('refuses body-less writes a browser marks as coming from another site', async () => {
    const { cookie } = await victim();
    // A form with no fields, or fetch(no-cors), from another port or subdomain (same-site) or another site.
    for (const site of ['cross-site', 'same-site']) {
      for (const path of ['/api/matchmade/refresh', '/api/logout']) {
        const forged = await fetch(`${t.baseUrl}${path}`, { method: 'POST', headers: { cookie, 'sec-fetch-site': site } });
        expect(forged.status, `${path} ${site}`).toBe(403);
        expect(await forged.json()).toEqual(CROSS_ORIGIN);
      }
    }
    // A browser older than Sec-Fetch-Site still names the page's Origin on a cross-origin POST.
    for (const origin of [FOREIGN_ORIGIN, 'https://evil.example', 'null']) {
      const forged = await fetch(`${t.baseUrl}/api/logout`, { method: 'POST', headers: { cookie, origin } });
      expect(forged.status, origin).toBe(403);
    }
    // A JSON body is no pass of its own: only a CORS preflight this server never grants keeps a page from sending it.
    const json = await fetch(`${t.baseUrl}/api/logout`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      body: '{}',
    });
    expect(json.status).toBe(403);
    expect(await signedIn(cookie)).toBe(true);
  });

  it('refuses a picture upload from a foreign origin, with no Origin, or without the header', async () => {
    const { cookie } = await victim();
    const bytes = await png();
    const refused: Record<string, string>[] = [
      { origin: FOREIGN_ORIGIN, [CSRF_HEADER]: '1' },
      { [CSRF_HEADER]: '1' },
      { origin: t.baseUrl },
      { origin: 'null', [CSRF_HEADER]: '1' },
      // What the guard lets through elsewhere does not make an upload: it still needs the header.
      { origin: t.baseUrl, 'sec-fetch-site': 'same-origin' },
      {},
    ];
    for (const headers of refused) {
      const response = await upload(cookie, bytes, headers);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: `Uploads need the ${CSRF_HEADER} header and must come from this site` });
    }
    const profile = await fetch(`${t.baseUrl}/api/profiles`, { headers: { cookie } });
    expect(profile.status).toBe(404);
  });

  it("lets the web client's own calls through", async () => {
    const { cookie } = await victim();
    const own = await upload(cookie, await png(), { origin: t.baseUrl, [CSRF_HEADER]: '1' });
    expect(own.status).toBe(200);
    const allowed = await upload(cookie, await png(), { origin: 'http://localhost:5173', [CSRF_HEADER]: '1' });
    expect(allowed.status).toBe(200);
    const refresh = await fetch(`${t.baseUrl}/api/matchmade/refresh`, { method: 'POST', headers: { cookie, [CSRF_HEADER]: '1' } });
    expect(refresh.status).toBe(200);
    const json = await fetch(`${t.baseUrl}/api/chat`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ message: 'hi' }),
    });
    expect(json.status).toBe(200);
    const logout = await fetch(`${t.baseUrl}/api/logout`, { method: 'POST', headers: { cookie, [CSRF_HEADER]: '1' } });
    expect(logout.status).toBe(200);
    expect(await signedIn(cookie)).toBe(false);
  });
});

/** A POST through node:http, which (unlike fetch) sends the Host header it is given. */
function rawPost(path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${t.baseUrl}${path}`, { method: 'POST', headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('REST writes from clients that are not browsers, and from our own pages', () => {
  it('lets a script or curl POST /api/logout and /api/matchmade/refresh with no body and no header', async () => {
    const { cookie } = await victim();
    const refresh = await fetch(`${t.baseUrl}/api/matchmade/refresh`, { method: 'POST', headers: { cookie } });
    expect(refresh.status).toBe(200);
    expect(await refresh.json()).toEqual({ matchCount: expect.any(Number) });
    const logout = await fetch(`${t.baseUrl}/api/logout`, { method: 'POST', headers: { cookie } });
    expect(logout.status).toBe(200);
    expect(await logout.json()).toEqual({ ok: true });
    expect(await signedIn(cookie)).toBe(false);
  });

  it('lets a page of this site write without the header, as the browser marks it', async () => {
    const { cookie } = await victim();
    const own = { cookie, origin: t.baseUrl, 'sec-fetch-site': 'same-origin' };
    expect((await fetch(`${t.baseUrl}/api/matchmade/refresh`, { method: 'POST', headers: own })).status).toBe(200);
    // A JSON body without the header, as any fetch of the page may send it.
    const json = await fetch(`${t.baseUrl}/api/chat`, {
      method: 'POST',
      headers: { ...own, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'hi' }),
    });
    expect(json.status).toBe(200);
    // A trusted origin (the dev server's, or ALLOWED_ORIGINS) on another port: same-site, and let in.
    const trusted = await fetch(`${t.baseUrl}/api/matchmade/refresh`, {
      method: 'POST',
      headers: { cookie, origin: 'http://localhost:5173', 'sec-fetch-site': 'same-site' },
    });
    expect(trusted.status).toBe(200);
    // A browser older than Sec-Fetch-Site, on a page of this very host (not in the trusted list).
    expect(await rawPost('/api/matchmade/refresh', { cookie, host: 'soundboard.test:8443', origin: 'https://soundboard.test:8443' })).toBe(200);
    expect(await rawPost('/api/matchmade/refresh', { cookie, host: 'soundboard.test:8443', origin: 'https://other.test:8443' })).toBe(403);
    const logout = await fetch(`${t.baseUrl}/api/logout`, { method: 'POST', headers: own });
    expect(logout.status).toBe(200);
    expect(await signedIn(cookie)).toBe(false);
  });
});
