import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../src/shared/csrf.js';
import { startMailCatcher, type CaughtMail, type MailCatcher } from './mail-catcher.js';
import { createSessionCookie, createUser } from './seed-helpers.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * Proving e-mail addresses: a password sign-up is unverified until the link mailed to it is
 * followed; the link works once, for 24 hours; the owner may ask for it again (a few times an
 * hour); a confirmed e-mail change proves the new address too.
 */

let t: TestApp;
let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher();
  t = await startTestApp({ SMTP_URL: catcher.smtpUrl, PUBLIC_ORIGIN: 'https://soundboard.test' });
});
afterAll(async () => {
  await t.close();
  await catcher.close();
});

const PASSWORD = 'a-strong-passphrase';
const uniqueEmail = () => `verify-${randomUUID().slice(0, 8)}@example.test`;

type Answer = { status: number; body: ReturnType<typeof JSON.parse>; setCookie: string | null };

async function rest(method: string, url: string, body?: unknown, cookie?: string): Promise<Answer> {
  const response = await fetch(`${t.baseUrl}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}), [CSRF_HEADER]: '1' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, setCookie: response.headers.get('set-cookie') };
}

const sessionCookie = (setCookie: string | null) => /sb_session=[^;]+/.exec(setCookie ?? '')?.[0];

async function signUp() {
  const email = uniqueEmail();
  const res = await rest('POST', '/api/register', { email, password: PASSWORD });
  expect(res.status).toBe(201);
  return { email, id: res.body.id as string, cookie: sessionCookie(res.setCookie)! };
}

const VERIFY_SUBJECT = /^Confirm your e-mail address for SoundBoard$/;

function verifyTokenOf(mail: CaughtMail): string {
  const link = mail.links.find((l) => l.startsWith('https://soundboard.test/verify-email?token='));
  expect(link, `a /verify-email link in: ${mail.text}`).toBeDefined();
  return new URL(link!).searchParams.get('token')!;
}

async function emailVerified(cookie: string): Promise<boolean | undefined> {
  const { body } = await t.gql<{ viewer: { emailVerified: boolean } | null }>('{ viewer { emailVerified } }', {}, { cookie });
  expect(body.errors).toBeUndefined();
  return body.data?.viewer?.emailVerified;
}

describe('e-mail verification', () => {
  it('mails a link on sign-up; following it verifies the address once (then 410)', async () => {
    const a = await signUp();
    expect(await emailVerified(a.cookie)).toBe(false);
    const mail = await catcher.waitFor(a.email, { subject: VERIFY_SUBJECT });
    const token = verifyTokenOf(mail);

    // The link alone is enough: it may be opened on a phone where nobody is signed in.
    const verified = await rest('POST', '/api/user/email/verify', { token });
    expect(verified).toMatchObject({ status: 200, body: { verified: true } });
    expect(await emailVerified(a.cookie)).toBe(true);

    const again = await rest('POST', '/api/user/email/verify', { token });
    expect(again.status).toBe(410);
    expect(again.body.error).toMatch(/already been used/);
  });

  it('refuses an expired link with 410 and an unknown or malformed one with 400', async () => {
    const a = await signUp();
    const token = verifyTokenOf(await catcher.waitFor(a.email, { subject: VERIFY_SUBJECT }));
    // Time moves on by the database's clock: the link is a day and a minute old.
    await t.orm.em
      .fork()
      .execute(
        `update account_tokens set created_at = created_at - interval '1441 minutes', expires_at = expires_at - interval '1441 minutes' where user_id = ? and used_at is null`,
        [a.id],
      );
    const expired = await rest('POST', '/api/user/email/verify', { token });
    expect(expired.status).toBe(410);
    expect(expired.body.error).toMatch(/expired/);
    expect(await emailVerified(a.cookie)).toBe(false);

    for (const body of [{ token: 'x'.repeat(43) }, { token: 'not a token!' }, { token: 'y'.repeat(500) }, {}, { token: 42 }]) {
      const res = await rest('POST', '/api/user/email/verify', body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
  });

  it('resends to the signed-in owner (202), 409 once verified, 429 past 3 an hour; only the latest link works', async () => {
    expect((await rest('POST', '/api/user/email/verify/resend')).status).toBe(401);
    const a = await signUp();
    const first = verifyTokenOf(await catcher.waitFor(a.email, { subject: VERIFY_SUBJECT }));
    let latest = '';
    for (let i = 0; i < 3; i += 1) {
      const res = await rest('POST', '/api/user/email/verify/resend', undefined, a.cookie);
      expect(res).toMatchObject({ status: 202, body: { sentTo: a.email } });
      latest = verifyTokenOf(await catcher.waitFor(a.email, { subject: VERIFY_SUBJECT }));
    }
    const refused = await rest('POST', '/api/user/email/verify/resend', undefined, a.cookie);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/Try again in/);

    expect((await rest('POST', '/api/user/email/verify', { token: first })).status).toBe(410);
    expect((await rest('POST', '/api/user/email/verify', { token: latest })).status).toBe(200);
    const done = await rest('POST', '/api/user/email/verify/resend', undefined, a.cookie);
    expect(done.status).toBe(409);
    expect(done.body.error).toMatch(/already confirmed/);
  });

  it('counts a confirmed e-mail change as proof of the new address', async () => {
    const a = await signUp();
    const next = uniqueEmail();
    expect((await rest('POST', '/api/user/email', { email: next, password: PASSWORD }, a.cookie)).status).toBe(202);
    const mail = await catcher.waitFor(next, { subject: /confirm your new/i });
    const token = new URL(mail.links.find((l) => l.includes('/confirm-email?token='))!).searchParams.get('token')!;
    expect(await emailVerified(a.cookie)).toBe(false);
    expect((await rest('POST', '/api/user/email/confirm', { token })).status).toBe(200);
    expect(await emailVerified(a.cookie)).toBe(true);
  });

  it('shows emailVerified to the account itself only', async () => {
    const seeded = await createUser(t.orm);
    const cookie = await createSessionCookie(t.orm, seeded.id);
    // The test helper's accounts are verified, as the demo's are; it can make an unverified one.
    expect(await emailVerified(cookie)).toBe(true);
    const unverified = await createUser(t.orm, { emailVerified: false });
    expect(await emailVerified(await createSessionCookie(t.orm, unverified.id))).toBe(false);

    const visitor = await t.gql<{ viewer: unknown }>('{ viewer { emailVerified } }');
    expect(visitor.body.data?.viewer).toBeNull();
  });
});
