import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../src/modules/common/csrf.js';
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

const signedIn = async (cookie: string) => (await fetch(`${t.baseUrl}/api/user`, { headers: { cookie } })).status === 200;

const png = () => sharp({ create: { width: 20, height: 20, channels: 3, background: '#c026d3' } }).png().toBuffer();

function upload(cookie: string, bytes: Buffer, headers: Record<string, string>) {
  const form = new FormData();
  form.append('picture', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'me.png');
  return fetch(`${t.baseUrl}/api/profile/picture`, { method: 'POST', headers: { cookie, ...headers }, body: form });
}

describe('cross-site request forgery on REST', () => {
  it('refuses a text/plain POST /api/logout: the session survives', async () => {
    const { cookie } = await victim();
    const forged = await fetch(`${t.baseUrl}/api/logout`, { method: 'POST', headers: { cookie, 'content-type': 'text/plain', origin: FOREIGN_ORIGIN }, body: 'x' });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ error: `Send a JSON body (Content-Type: application/json) or the ${CSRF_HEADER} header` });
    expect(await signedIn(cookie)).toBe(true);
    // A body-less POST, as an HTML form with no fields or fetch(no-cors) sends it, is refused too.
    expect((await fetch(`${t.baseUrl}/api/logout`, { method: 'POST', headers: { cookie } })).status).toBe(403);
    expect(await signedIn(cookie)).toBe(true);
  });

  it('refuses a form-encoded refresh and a bare DELETE of the picture', async () => {
    const { cookie } = await victim();
    const refresh = await fetch(`${t.baseUrl}/api/matchmade/refresh`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', origin: FOREIGN_ORIGIN },
      body: 'a=1',
    });
    expect(refresh.status).toBe(403);
    expect((await fetch(`${t.baseUrl}/api/profile/picture`, { method: 'DELETE', headers: { cookie } })).status).toBe(403);
  });

  it('refuses a picture upload from a foreign origin, with no Origin, or without the header', async () => {
    const { cookie } = await victim();
    const bytes = await png();
    const refused: Record<string, string>[] = [
      { origin: FOREIGN_ORIGIN, [CSRF_HEADER]: '1' },
      { [CSRF_HEADER]: '1' },
      { origin: t.baseUrl },
      { origin: 'null', [CSRF_HEADER]: '1' },
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
    const json = await fetch(`${t.baseUrl}/api/chat`, { method: 'POST', headers: { cookie, 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify({ message: 'hi' }) });
    expect(json.status).toBe(200);
    const logout = await fetch(`${t.baseUrl}/api/logout`, { method: 'POST', headers: { cookie, [CSRF_HEADER]: '1' } });
    expect(logout.status).toBe(200);
    expect(await signedIn(cookie)).toBe(false);
  });
});
