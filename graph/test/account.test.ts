import { randomUUID } from 'node:crypto';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../src/modules/audit/audit.service.js';
import { CSRF_HEADER } from '../src/shared/csrf.js';
import { UPLOADS_URL } from '../src/modules/common/uploaded-image.js';
import { openBrandConversation, storeBrandMessage } from '../src/modules/messaging/messaging.service.js';
import { User } from '../src/modules/user/user.entity.js';
import { startMailCatcher, type CaughtMail, type MailCatcher } from './mail-catcher.js';
import { createMatch, createSessionCookie, createUser, UserRole } from './seed-helpers.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * Account basics through the real routes, with the mail caught by an SMTP server in
 * this process: forgot and reset password, change password, change e-mail, export and deletion.
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
const uniqueEmail = () => `acct-${randomUUID().slice(0, 8)}@example.test`;

/** A parsed JSON answer, as loosely typed as JSON.parse's own. */
type Answer = { status: number; body: ReturnType<typeof JSON.parse>; setCookie: string | null; headers: Headers };

async function rest(method: string, url: string, body?: unknown, cookie?: string): Promise<Answer> {
  const response = await fetch(`${t.baseUrl}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}), [CSRF_HEADER]: '1' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: Answer['body'] = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: response.status, body: parsed, setCookie: response.headers.get('set-cookie'), headers: response.headers };
}

const sessionCookie = (setCookie: string | null) => /sb_session=[^;]+/.exec(setCookie ?? '')?.[0];

/** A new account with a password: its e-mail, id, username and the session cookie of its sign-up. */
async function signUp(password = PASSWORD) {
  const email = uniqueEmail();
  const res = await rest('POST', '/api/register', { email, password });
  expect(res.status).toBe(201);
  return { email, id: res.body.id as string, username: res.body.username as string, cookie: sessionCookie(res.setCookie)! };
}

async function signIn(email: string, password: string): Promise<Answer & { cookie?: string }> {
  const res = await rest('POST', '/api/login', { email, password });
  return { ...res, cookie: sessionCookie(res.setCookie) };
}

const signedInAs = async (cookie: string) => {
  const res = await rest('GET', '/api/user', undefined, cookie);
  return res.status === 200 ? (res.body.email as string) : null;
};

/** The token of the one link in a mail, checked to be on the public origin and the page named. */
function tokenOf(mail: CaughtMail, page: string): string {
  const link = mail.links.find((l) => l.startsWith(`https://soundboard.test${page}?token=`));
  expect(link, `a ${page} link in: ${mail.text}`).toBeDefined();
  return new URL(link!).searchParams.get('token')!;
}

const resetMail = (email: string) => catcher.waitFor(email, { subject: /reset your/i });

describe('forgot and reset password', () => {
  it('e-mails a single-use link; using it sets the password, ends every session and signs this browser in', async () => {
    const a = await signUp();
    const second = await signIn(a.email, PASSWORD);
    expect(second.status).toBe(200);

    const asked = await rest('POST', '/api/password/forgot', { email: a.email.toUpperCase() });
    expect(asked.status).toBe(202);
    const nobody = await rest('POST', '/api/password/forgot', { email: uniqueEmail() });
    // The same answer for an address without an account: it tells nothing.
    expect(nobody.status).toBe(202);
    expect(nobody.body).toEqual(asked.body);

    const mail = await resetMail(a.email);
    const token = tokenOf(mail, '/reset-password');
    expect(mail.text).toContain('one hour');
    // Only the hash is stored: the token itself is nowhere in the table.
    const [stored] = await t.orm.em.fork().execute<{ token_hash: string }[]>('select token_hash from account_tokens where user_id = ?', [a.id]);
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.token_hash).not.toContain(token);

    // The page checks the link as it opens: it works, and checking does not use it up.
    for (let i = 0; i < 2; i += 1) expect(await rest('POST', '/api/password/reset/check', { token })).toMatchObject({ status: 200, body: { ok: true } });

    // A password the rules refuse does not use the link up.
    const weak = await rest('POST', '/api/password/reset', { token, password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.fields.password).toMatch(/at least 8/);
    const asEmail = await rest('POST', '/api/password/reset', { token, password: a.email });
    expect(asEmail.status).toBe(400);
    expect(asEmail.body.error).toBe('Password must not be your e-mail address');

    const reset = await rest('POST', '/api/password/reset', { token, password: 'the-new-passphrase' });
    expect(reset.status).toBe(200);
    expect(reset.body.email).toBe(a.email);
    const fresh = sessionCookie(reset.setCookie)!;
    expect(await signedInAs(fresh)).toBe(a.email);
    // Every earlier session ended: the sign-up's and the second browser's.
    expect(await signedInAs(a.cookie)).toBeNull();
    expect(await signedInAs(second.cookie!)).toBeNull();

    expect((await signIn(a.email, PASSWORD)).status).toBe(401);
    expect((await signIn(a.email, 'the-new-passphrase')).status).toBe(200);

    const again = await rest('POST', '/api/password/reset', { token, password: 'yet-another-passphrase' });
    expect(again.status).toBe(410);
    expect(again.body.error).toMatch(/already been used/);
    // A used link says so when its page opens, in the same words.
    expect(await rest('POST', '/api/password/reset/check', { token })).toMatchObject({ status: 410, body: { error: again.body.error } });
    const told = await catcher.waitFor(a.email, { subject: /password was changed/i });
    expect(told.text).toContain('signed out');
  });

  it('refuses an expired link, an unknown one and one replaced by a newer mail', async () => {
    const a = await signUp();
    expect((await rest('POST', '/api/password/forgot', { email: a.email })).status).toBe(202);
    const first = tokenOf(await resetMail(a.email), '/reset-password');
    expect((await rest('POST', '/api/password/forgot', { email: a.email })).status).toBe(202);
    const second = tokenOf(await resetMail(a.email), '/reset-password');

    const replaced = await rest('POST', '/api/password/reset', { token: first, password: 'the-new-passphrase' });
    expect(replaced.status).toBe(410);

    // An hour and a second later, by the database's clock: the row is aged, not the process's time.
    await t.orm.em
      .fork()
      .execute(
        `update account_tokens set created_at = created_at - interval '61 minutes', expires_at = expires_at - interval '61 minutes' where user_id = ? and used_at is null`,
        [a.id],
      );
    const expiredOnOpen = await rest('POST', '/api/password/reset/check', { token: second });
    expect(expiredOnOpen.status).toBe(410);
    expect(expiredOnOpen.body.error).toMatch(/expired/);
    expect((await rest('POST', '/api/password/reset/check', { token: first })).status).toBe(410);
    const expired = await rest('POST', '/api/password/reset', { token: second, password: 'the-new-passphrase' });
    expect(expired.status).toBe(410);
    expect(expired.body.error).toMatch(/expired/);
    expect((await signIn(a.email, PASSWORD)).status).toBe(200);

    const unknown = await rest('POST', '/api/password/reset', { token: 'x'.repeat(43), password: 'the-new-passphrase' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/not valid/);
    const hostile = await rest('POST', '/api/password/reset', { token: 'x'.repeat(100_000), password: 'the-new-passphrase' });
    expect(hostile.status).toBe(400);
    // Checked on open: an unknown link, a malformed one, a long one and none at all, each a clear 400.
    expect(await rest('POST', '/api/password/reset/check', { token: 'x'.repeat(43) })).toMatchObject({ status: 400, body: { error: unknown.body.error } });
    for (const token of ['short', 'x'.repeat(100_000), 42, undefined]) {
      const refused = await rest('POST', '/api/password/reset/check', { token });
      expect(refused.status).toBe(400);
      expect(typeof refused.body.error).toBe('string');
    }
    expect((await rest('POST', '/api/password/forgot', { email: 'not-an-address' })).status).toBe(400);
  });

  it('answers 202 past the per-address limit but sends nothing more', async () => {
    const a = await signUp();
    for (let i = 0; i < 5; i += 1) expect((await rest('POST', '/api/password/forgot', { email: a.email })).status).toBe(202);
    // Three links a hour per address (the default): the other two asks issued nothing. The links
    // are made by queued work: once three mails are in and nothing is left queued, there are three.
    for (let i = 0; i < 3; i += 1) await resetMail(a.email);
    const em = t.orm.em.fork();
    await expect
      .poll(
        async () =>
          (await em.execute(`select 1 from graphile_worker._private_jobs where payload->>'email' = ? or payload->>'to' = ?`, [a.email, a.email])).length,
      )
      .toBe(0);
    const [row] = await em.execute<{ n: string }[]>(`select count(*) as n from account_tokens where user_id = ? and purpose = 'password_reset'`, [a.id]);
    expect(Number(row!.n)).toBe(3);
  });
});

describe('forgot password, answered alike for every address', () => {
  /** A statement as logged, without its values or timing: the same work whatever the address. */
  const shapeOf = (line: string) =>
    stripVTControlCharacters(line)
      .replace(/'(?:[^']|'')*'/g, '?')
      .replace(/\s*\[took[^\]]*\]\s*$/, '')
      .trim();

  it('does the same SQL on the request path for an address with an account and one without, and reads no account', async () => {
    const statements: string[] = [];
    let counting = false;
    // No worker in this app: the queued lookup runs elsewhere, never inside the count.
    const quiet = await startTestApp({ WORKER: 'off' }, { onQuery: (sql) => counting && statements.push(shapeOf(sql)) });
    try {
      const a = await signUp();
      const ask = async (email: string) => {
        statements.length = 0;
        counting = true;
        const res = await fetch(`${quiet.baseUrl}/api/password/forgot`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        });
        counting = false;
        expect(res.status).toBe(202);
        return [...statements];
      };
      // A first ask warms the app up (its first statements include a look at the database itself).
      await ask(uniqueEmail());
      const known = await ask(a.email);
      const unknown = await ask(uniqueEmail());
      expect(known.length).toBeGreaterThan(0);
      expect(known).toEqual(unknown);
      // Whether the address has an account is looked up by the queued job, never on the request path.
      expect(known.join('\n')).not.toMatch(/\busers\b|account_tokens/);
    } finally {
      await quiet.close();
    }
  });
});

describe('links that a change makes moot', () => {
  it('retires a reset link mailed to the old address once a new address is confirmed', async () => {
    const a = await signUp();
    expect((await rest('POST', '/api/password/forgot', { email: a.email })).status).toBe(202);
    const reset = tokenOf(await resetMail(a.email), '/reset-password');

    const next = uniqueEmail();
    expect((await rest('POST', '/api/user/email', { email: next, password: PASSWORD }, a.cookie)).status).toBe(202);
    const confirm = tokenOf(await catcher.waitFor(next, { subject: /confirm your new/i }), '/confirm-email');
    expect((await rest('POST', '/api/user/email/confirm', { token: confirm })).status).toBe(200);

    // The old mailbox no longer speaks for the account: its reset link is used up.
    const late = await rest('POST', '/api/password/reset', { token: reset, password: 'the-new-passphrase' });
    expect(late.status).toBe(410);
    expect((await signIn(next, PASSWORD)).status).toBe(200);
    expect((await signIn(next, 'the-new-passphrase')).status).toBe(401);
  });

  it('retires a pending e-mail change when the password is reset or changed', async () => {
    const a = await signUp();
    const first = uniqueEmail();
    expect((await rest('POST', '/api/user/email', { email: first, password: PASSWORD }, a.cookie)).status).toBe(202);
    const viaReset = tokenOf(await catcher.waitFor(first, { subject: /confirm your new/i }), '/confirm-email');
    expect((await rest('POST', '/api/password/forgot', { email: a.email })).status).toBe(202);
    const reset = await rest('POST', '/api/password/reset', { token: tokenOf(await resetMail(a.email), '/reset-password'), password: 'the-new-passphrase' });
    expect(reset.status).toBe(200);
    const cookie = sessionCookie(reset.setCookie)!;
    expect((await rest('GET', '/api/user/account', undefined, cookie)).body.pendingEmail).toBeNull();
    expect((await rest('POST', '/api/user/email/confirm', { token: viaReset })).status).toBe(410);

    const second = uniqueEmail();
    expect((await rest('POST', '/api/user/email', { email: second, password: 'the-new-passphrase' }, cookie)).status).toBe(202);
    const viaChange = tokenOf(await catcher.waitFor(second, { subject: /confirm your new/i }), '/confirm-email');
    expect((await rest('POST', '/api/user/password', { currentPassword: 'the-new-passphrase', newPassword: 'a-third-passphrase' }, cookie)).status).toBe(200);
    expect((await rest('POST', '/api/user/email/confirm', { token: viaChange })).status).toBe(410);
    expect(await signedInAs(cookie)).toBe(a.email);
  });
});

describe('change password', () => {
  it('needs the current password; other sessions end, this one stays', async () => {
    const a = await signUp();
    const other = await signIn(a.email, PASSWORD);

    expect((await rest('POST', '/api/user/password', { currentPassword: PASSWORD, newPassword: 'the-new-passphrase' })).status).toBe(401);
    const wrong = await rest('POST', '/api/user/password', { currentPassword: 'not-my-password', newPassword: 'the-new-passphrase' }, a.cookie);
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ currentPassword: 'Not your current password' });
    const weak = await rest('POST', '/api/user/password', { currentPassword: PASSWORD, newPassword: 'short' }, a.cookie);
    expect(weak.status).toBe(400);
    expect(await signedInAs(other.cookie!)).toBe(a.email);

    const changed = await rest('POST', '/api/user/password', { currentPassword: PASSWORD, newPassword: 'the-new-passphrase' }, a.cookie);
    expect(changed.status).toBe(200);
    expect(await signedInAs(a.cookie)).toBe(a.email);
    expect(await signedInAs(other.cookie!)).toBeNull();
    expect((await signIn(a.email, PASSWORD)).status).toBe(401);
    expect((await signIn(a.email, 'the-new-passphrase')).status).toBe(200);
    await catcher.waitFor(a.email, { subject: /password was changed/i });
  });
});

describe('change e-mail', () => {
  it('sends a link to the new address; the change happens only when it is used, and the old address is told', async () => {
    const a = await signUp();
    const next = uniqueEmail();
    const taken = await signUp();

    expect((await rest('POST', '/api/user/email', { email: next, password: 'not-my-password' }, a.cookie)).status).toBe(400);
    const clash = await rest('POST', '/api/user/email', { email: taken.email, password: PASSWORD }, a.cookie);
    expect(clash.status).toBe(409);

    const asked = await rest('POST', '/api/user/email', { email: next.toUpperCase(), password: PASSWORD }, a.cookie);
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ pendingEmail: next });
    const settings = await rest('GET', '/api/user/account', undefined, a.cookie);
    expect(settings.body).toEqual({ email: a.email, hasPassword: true, googleLinked: false, pendingEmail: next });
    // Nothing changed yet.
    expect(await signedInAs(a.cookie)).toBe(a.email);

    const mail = await catcher.waitFor(next, { subject: /confirm your new/i });
    const token = tokenOf(mail, '/confirm-email');
    // The link alone is enough: it may be opened where nobody is signed in.
    const confirmed = await rest('POST', '/api/user/email/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email: next });
    expect(await signedInAs(a.cookie)).toBe(next);
    const told = await catcher.waitFor(a.email, { subject: /address was changed/i });
    expect(told.text).toContain(next);
    expect((await signIn(next, PASSWORD)).status).toBe(200);
    expect((await signIn(a.email, PASSWORD)).status).toBe(401);

    expect((await rest('POST', '/api/user/email/confirm', { token })).status).toBe(410);
    expect((await rest('GET', '/api/user/account', undefined, a.cookie)).body.pendingEmail).toBeNull();
  });
});

describe('e-mail change allowance', () => {
  it('mails one address at most 3 confirmations an hour and lets an account ask 5 times, then answers 429 with Retry-After', async () => {
    const a = await signUp();
    const b = await signUp();
    const victim = uniqueEmail();
    const ask = (who: { cookie: string }, email: string) => rest('POST', '/api/user/email', { email, password: PASSWORD }, who.cookie);

    // A burst at once, as the finding's 40 requests: three links go out, the rest are refused.
    const burst = await Promise.all(Array.from({ length: 8 }, () => ask(a, victim)));
    expect(burst.filter((res) => res.status === 202)).toHaveLength(3);
    expect(burst.filter((res) => res.status === 429)).toHaveLength(5);
    const refused = await ask(a, victim);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(refused.body.error).toMatch(/^Too many confirmation e-mails to this address\. Try again in \d+ minutes?\.$/);
    // The address is guarded whoever asks.
    expect((await ask(b, victim)).status).toBe(429);

    // Five asks an hour per account, refused ones not counted: two more addresses, then no more.
    expect((await ask(a, uniqueEmail())).status).toBe(202);
    expect((await ask(a, uniqueEmail())).status).toBe(202);
    const sixth = await ask(a, uniqueEmail());
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toMatch(/^Too many e-mail changes for your account\. Try again in \d+ minutes?\.$/);

    const [row] = await t.orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from account_tokens where new_email = ?`, [victim]);
    expect(Number(row!.n)).toBe(3);
  });
});

describe('one address rule for sign-up and the mailer', () => {
  it('refuses to sign up, or move to, an address the mailer cannot send to', async () => {
    const a = await signUp();
    for (const email of [
      'a,b123@example.test',
      'a;b@example.test',
      '"a b"@example.test',
      '<a@example.test>',
      'a@example.test\r\nBcc: v@example.test',
      'rené@example.test',
    ]) {
      const res = await rest('POST', '/api/register', { email, password: PASSWORD });
      expect(res.status, email).toBe(400);
      // A line break is refused by the rule every text field keeps, before the address rule.
      expect(res.body.fields.email).toBe(email.includes('\r') ? 'email contains a character that is not allowed (U+000D).' : 'Enter a valid e-mail address');
      expect((await rest('POST', '/api/user/email', { email, password: PASSWORD }, a.cookie)).status, email).toBe(400);
    }
  });

  it('lets an account made under an older, looser rule change its password, its address and leave', async () => {
    // Such an address can no longer be mailed: the notices that would go to it are left out, and
    // what the owner asked for still happens.
    const a = await signUp();
    const legacy = `a,b${randomUUID().slice(0, 6)}@legacy.example`;
    await t.orm.em.fork().execute('update users set email = ? where id = ?', [legacy, a.id]);
    const { cookie } = await signIn(legacy, PASSWORD);
    expect(cookie).toBeDefined();

    expect((await rest('POST', '/api/user/password', { currentPassword: PASSWORD, newPassword: 'the-new-passphrase' }, cookie)).status).toBe(200);
    const moved = uniqueEmail();
    expect((await rest('POST', '/api/user/email', { email: moved, password: 'the-new-passphrase' }, cookie)).status).toBe(202);
    const confirm = tokenOf(await catcher.waitFor(moved, { subject: /confirm your new/i }), '/confirm-email');
    expect((await rest('POST', '/api/user/email/confirm', { token: confirm })).status).toBe(200);
    expect(await signedInAs(cookie!)).toBe(moved);

    const other = await signUp();
    await t.orm.em.fork().execute('update users set email = ? where id = ?', [`c;d${randomUUID().slice(0, 6)}@legacy.example`, other.id]);
    expect((await rest('DELETE', '/api/user', { password: PASSWORD }, other.cookie)).status).toBe(204);
  });

  it('mails every address it signs up, an internationalised domain included', async () => {
    const id = randomUUID().slice(0, 8);
    const plain = `o'brien+${id}@example.test`;
    const idn = `nova-${id}@bücher.example`;
    for (const email of [plain, idn]) {
      expect((await rest('POST', '/api/register', { email, password: PASSWORD })).status, email).toBe(201);
      expect((await rest('POST', '/api/password/forgot', { email })).status).toBe(202);
    }
    await resetMail(plain);
    // Sent as xn--bcher-kva.example; the catching SMTP server reads it back to Unicode.
    await resetMail(idn);
  });
});

/** A connection between two accounts, a request from a third, and messages, written directly. */
async function network(a: string, b: string, c: string) {
  const em = t.orm.em.fork();
  const [x, y] = a < b ? [a, b] : [b, a];
  await em.execute('insert into creator_connections (user_a_id, user_b_id) values (?, ?)', [x, y]);
  await em.execute(
    `insert into connection_requests (id, from_id, to_id, note, status, created_at, expires_at) values (?, ?, ?, 'Loved your set', 'PENDING', now(), now() + interval '30 days')`,
    [randomUUID(), c, a],
  );
  await em.execute(
    `insert into connection_requests (id, from_id, to_id, note, status, created_at, expires_at, responded_at) values (?, ?, ?, 'Collab?', 'DECLINED', now(), now() + interval '30 days', now())`,
    [randomUUID(), b, c],
  );
  const conversation = async (one: string, two: string, bodies: [string, string][]) => {
    const id = randomUUID();
    const pairKey = one < two ? `${one}:${two}` : `${two}:${one}`;
    await em.execute('insert into conversations (id, pair_key, started_by_id, created_at, last_message_at) values (?, ?, ?, now(), now())', [id, pairKey, one]);
    await em.execute(
      'insert into conversation_members (conversation_id, user_id, accepted_at, last_message_at) values (?, ?, now(), now()), (?, ?, now(), now())',
      [id, one, id, two],
    );
    for (const [sender, body] of bodies) await em.execute('insert into messages (conversation_id, sender_id, body) values (?, ?, ?)', [id, sender, body]);
    return id;
  };
  const ab = await conversation(a, b, [
    [a, 'Hi from A'],
    [b, 'Hello back from B'],
  ]);
  const bc = await conversation(b, c, [
    [b, 'B to C, private'],
    [c, 'C to B, private'],
  ]);
  return { ab, bc };
}

describe('download my data', () => {
  it("holds the account's own data, and never what is someone else's", async () => {
    const a = await signUp();
    const b = await signUp();
    const c = await signUp();
    const profile = await rest('PUT', '/api/profiles', { artistName: 'Export Artist', bio: 'Made for the export', genres: ['techno'] }, a.cookie);
    expect(profile.status).toBe(200);
    const match = await createMatch(t.orm, a.id, { score: 77 });
    await network(a.id, b.id, c.id);

    expect((await rest('GET', '/api/user/export')).status).toBe(401);
    const res = await rest('GET', '/api/user/export', undefined, a.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="soundboard-${a.username}-\\d{4}-\\d{2}-\\d{2}\\.json"$`));
    const data = res.body;
    expect(data.account).toMatchObject({ id: a.id, email: a.email, username: a.username, hasPassword: true, linkedSignIns: [] });
    expect(data.profile).toMatchObject({ artistName: 'Export Artist', bio: 'Made for the export', genres: ['Techno'] });
    expect(data.matches).toEqual([expect.objectContaining({ resource: match.resourceName, score: 77 })]);
    expect(data.connections).toEqual([{ username: b.username, since: expect.any(String) }]);
    expect(data.connectionRequests).toEqual([
      expect.objectContaining({ direction: 'received', username: c.username, note: 'Loved your set', status: 'PENDING' }),
    ]);
    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0].with).toBe(b.username);
    expect(data.conversations[0].messages.map((m: { direction: string; from: string; body: string }) => [m.direction, m.from, m.body])).toEqual([
      ['sent', a.username, 'Hi from A'],
      ['received', b.username, 'Hello back from B'],
    ]);

    const text = JSON.stringify(data);
    // Nothing of B's or C's beyond their usernames, no conversation A is not in, no secret.
    for (const secret of [b.email, c.email, 'B to C, private', 'C to B, private', 'Collab?', '$argon2', 'token_hash', 'password_hash'])
      expect(text).not.toContain(secret);

    // B sent a request C declined: to its sender it reads PENDING, as everywhere else.
    const ofB = (await rest('GET', '/api/user/export', undefined, b.cookie)).body;
    expect(ofB.connectionRequests).toEqual([expect.objectContaining({ direction: 'sent', username: c.username, status: 'PENDING', respondedAt: null })]);
    expect(JSON.stringify(ofB)).not.toContain(a.email);
    expect(JSON.stringify(ofB)).not.toContain('Export Artist');
  });
});

describe('download my data: brand conversations', () => {
  /** A brand account signed up through the API, and a brand page of its own (it owns it). */
  async function brandTeam() {
    const owner = await rest('POST', '/api/register', { email: uniqueEmail(), password: PASSWORD, userType: 'brand', firstName: 'Bea', lastName: 'Brand' });
    expect(owner.status).toBe(201);
    const cookie = sessionCookie(owner.setCookie)!;
    const name = `Export Label ${randomUUID().slice(0, 8)}`;
    const created = await t.gql<{ createBrand: { id: string } }>(
      'mutation ($input: BrandInput!) { createBrand(input: $input) { id } }',
      {
        input: {
          name,
          tagline: 'A label for the export test',
          description: 'Writes to creators as a team.',
          category: 'distribution',
          website: 'https://label.example',
        },
      },
      { cookie },
    );
    expect(created.body.errors).toBeUndefined();
    const member = await signUp();
    await t.orm.em
      .fork()
      .execute(`insert into brand_members (id, brand_id, user_id, role) values (gen_random_uuid(), ?, ?, 'member')`, [
        created.body.data!.createBrand.id,
        member.id,
      ]);
    return { brandId: created.body.data!.createBrand.id, name, owner: { id: owner.body.id as string, username: owner.body.username as string }, member };
  }

  it('lists a brand conversation once, with the brand as the other side and the writer of its messages, as the app shows it', async () => {
    const creator = await signUp();
    const team = await brandTeam();
    const conversationId = await t.orm.em.fork().transactional(async (tx) => {
      const id = await openBrandConversation(tx, team.brandId, creator.id, team.owner.id);
      await storeBrandMessage(tx, id, team.owner.id, team.brandId, 'Thanks for asking: yes');
      await tx.execute('insert into messages (conversation_id, sender_id, body) values (?, ?, ?)', [id, creator.id, 'Great, what next?']);
      await storeBrandMessage(tx, id, team.member.id, team.brandId, 'Send us your demo');
      return id;
    });

    const ofCreator = (await rest('GET', '/api/user/export', undefined, creator.cookie)).body;
    const line = (m: { direction: string; from: string; body: string }) => [m.direction, m.from, m.body];
    expect(ofCreator.conversations.map((c: { id: string; with: string }) => [c.id, c.with])).toEqual([[conversationId, team.name]]);
    expect(ofCreator.conversations[0].messages.map(line)).toEqual([
      ['received', team.name, 'Thanks for asking: yes'],
      ['sent', creator.username, 'Great, what next?'],
      ['received', team.name, 'Send us your demo'],
    ]);
    // The team's members are never shown to the creator, by the app or by the export.
    for (const hidden of [team.owner.username, team.member.username, team.member.email]) expect(JSON.stringify(ofCreator)).not.toContain(hidden);

    // A member of the team reads the conversation with the creator, and the brand's messages as its own side's.
    const ofMember = (await rest('GET', '/api/user/export', undefined, team.member.cookie)).body;
    expect(ofMember.conversations.map((c: { id: string; with: string }) => [c.id, c.with])).toEqual([[conversationId, creator.username]]);
    expect(ofMember.conversations[0].messages.map(line)).toEqual([
      ['sent', team.name, 'Thanks for asking: yes'],
      ['received', creator.username, 'Great, what next?'],
      ['sent', team.name, 'Send us your demo'],
    ]);
    expect(JSON.stringify(ofMember)).not.toContain(team.owner.username);
  });
});

describe('delete my account', () => {
  let picture: Buffer;
  beforeAll(async () => {
    picture = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c0ffee' } })
      .png()
      .toBuffer();
  });

  it('needs the password; takes the profile, picture, matches and sessions; anonymises messages others received', async () => {
    const a = await signUp();
    const b = await signUp();
    const c = await signUp();
    const otherSession = await signIn(a.email, PASSWORD);
    expect((await rest('PUT', '/api/profiles', { artistName: 'Soon Gone' }, a.cookie)).status).toBe(200);
    const form = new FormData();
    form.append('picture', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'me.png');
    const upload = await fetch(`${t.baseUrl}/api/profile/picture`, {
      method: 'POST',
      headers: { cookie: a.cookie, [CSRF_HEADER]: '1', origin: t.baseUrl },
      body: form,
    });
    expect(upload.status).toBe(200);
    const pictureUrl = ((await upload.json()) as { profilePictureUrl: string }).profilePictureUrl;
    const file = path.join(t.config.uploadDir, pictureUrl.slice(UPLOADS_URL.length));
    await access(file);
    await createMatch(t.orm, a.id, { score: 60 });
    const { ab } = await network(a.id, b.id, c.id);

    // Nobody else can: a visitor is not signed in, and B's DELETE with A's password is about B, whose password it is not.
    expect((await rest('DELETE', '/api/user', { password: PASSWORD })).status).toBe(401);
    const stranger = await rest('DELETE', '/api/user', { password: 'not-bs-password' }, b.cookie);
    expect(stranger.status).toBe(400);
    const wrong = await rest('DELETE', '/api/user', { password: 'not-my-password' }, a.cookie);
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ password: 'Not your current password' });
    expect(await signedInAs(a.cookie)).toBe(a.email);

    const deleted = await rest('DELETE', '/api/user', { password: PASSWORD }, a.cookie);
    expect(deleted.status).toBe(204);
    expect(deleted.setCookie).toMatch(/sb_session=;/);
    expect(await signedInAs(a.cookie)).toBeNull();
    expect(await signedInAs(otherSession.cookie!)).toBeNull();
    expect(await signedInAs(b.cookie)).toBe(b.email);

    const em = t.orm.em.fork();
    const count = async (sql: string) =>
      Number(
        (
          await em.execute<{ n: string }[]>(
            sql,
            [...sql.matchAll(/\?/g)].map(() => a.id),
          )
        )[0]!.n,
      );
    expect(await count('select count(*) as n from users where id = ?')).toBe(0);
    expect(await count('select count(*) as n from profiles where user_id = ?')).toBe(0);
    expect(await count('select count(*) as n from matches where user_id = ?')).toBe(0);
    expect(await count('select count(*) as n from sessions where user_id = ?')).toBe(0);
    expect(await count('select count(*) as n from creator_connections where user_a_id = ? or user_b_id = ?')).toBe(0);
    await expect(access(file)).rejects.toThrow();
    expect((await signIn(a.email, PASSWORD)).status).toBe(401);

    // B keeps what A wrote to them, from "Deleted account".
    const { body } = await t.gql<{ conversation: { other: unknown; messages: { edges: { node: { body: string; sender: { username: string } | null } }[] } } }>(
      `query ($id: ID!) { conversation(id: $id) { other { username } messages(last: 10) { edges { node { body sender { username } } } } } }`,
      { id: ab },
      { cookie: b.cookie },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.conversation.other).toBeNull();
    expect(body.data!.conversation.messages.edges.map((e) => [e.node.body, e.node.sender?.username ?? null])).toEqual([
      ['Hi from A', null],
      ['Hello back from B', b.username],
    ]);
    const ofB = (await rest('GET', '/api/user/export', undefined, b.cookie)).body;
    expect(ofB.conversations.find((x: { id: string }) => x.id === ab)).toMatchObject({
      with: 'Deleted account',
      messages: [{ from: 'Deleted account', body: 'Hi from A' }, { from: b.username }],
    });
    await catcher.waitFor(a.email, { subject: /account was deleted/i });
  });

  it('refuses the last owner of a brand team that has other members, and lets a sole owner go, leaving the brand unclaimed', async () => {
    const owner = await signUp();
    const member = await signUp();
    const em = t.orm.em.fork();
    const [brand] = await em.execute<{ id: string; name: string }[]>(
      `select id, name from brands where not exists (select 1 from brand_members m where m.brand_id = brands.id) order by name limit 1`,
    );
    await em.execute(`insert into brand_members (id, brand_id, user_id, role) values (gen_random_uuid(), ?, ?, 'owner'), (gen_random_uuid(), ?, ?, 'member')`, [
      brand!.id,
      owner.id,
      brand!.id,
      member.id,
    ]);

    const refused = await rest('DELETE', '/api/user', { password: PASSWORD }, owner.cookie);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(`You are the last owner of ${brand!.name}: make another team member an owner before deleting your account`);
    expect(await signedInAs(owner.cookie)).toBe(owner.email);

    // The member leaves first: the owner is then the whole team, and may go.
    expect((await rest('DELETE', '/api/user', { password: PASSWORD }, member.cookie)).status).toBe(204);
    expect((await rest('DELETE', '/api/user', { password: PASSWORD }, owner.cookie)).status).toBe(204);
    const [{ n }] = (await em.execute<{ n: string }[]>('select count(*) as n from brand_members where brand_id = ?', [brand!.id])) as [{ n: string }];
    expect(Number(n)).toBe(0);
  });

  it('asks an account without a password (Google only) to type DELETE', async () => {
    const g = await createUser(t.orm);
    const cookie = await createSessionCookie(t.orm, g.id);
    expect((await rest('GET', '/api/user/account', undefined, cookie)).body).toMatchObject({ hasPassword: false });
    const missing = await rest('DELETE', '/api/user', {}, cookie);
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ confirm: 'Type DELETE to confirm' });
    expect((await rest('DELETE', '/api/user', { confirm: 'delete' }, cookie)).status).toBe(400);
    expect((await rest('DELETE', '/api/user', { confirm: 'DELETE' }, cookie)).status).toBe(204);
    expect(await t.orm.em.fork().count(User, { id: g.id })).toBe(0);
  });

  it("keeps an admin's audit entries readable, and refuses to delete the last admin", async () => {
    const em = t.orm.em.fork();
    const admin = await createUser(t.orm, { role: UserRole.ADMIN });
    const cookie = await createSessionCookie(t.orm, admin.id);
    const origin = {
      actor: { kind: 'user' as const, id: admin.id, role: 'admin' as const, sessionId: randomUUID() },
      requestId: 'req-account',
      ip: '203.0.113.7',
    };
    await em.transactional((tx) =>
      recordAudit(tx, origin, { action: 'resource.update', targetType: 'resource', targetId: randomUUID(), targetLabel: 'Kept label' }),
    );

    // Alone among admins (the others suspended for the moment), the account cannot go.
    const others = await em.execute<{ id: string }[]>(
      `update users set suspended_at = now() where role = 'admin' and suspended_at is null and id <> ? returning id`,
      [admin.id],
    );
    try {
      const last = await rest('DELETE', '/api/user', { confirm: 'DELETE' }, cookie);
      expect(last.status).toBe(409);
      expect(last.body.error).toMatch(/last admin/);
    } finally {
      if (others.length)
        await em.execute(
          `update users set suspended_at = null where id in (${others.map(() => '?').join(', ')})`,
          others.map((o) => o.id),
        );
    }
    await createUser(t.orm, { role: UserRole.ADMIN });
    expect((await rest('DELETE', '/api/user', { confirm: 'DELETE' }, cookie)).status).toBe(204);
    const [entry] = await em.execute<{ actor_id: string | null; actor_label: string; target_label: string }[]>(
      `select actor_id, actor_label, target_label from audit_log where request_id = 'req-account' and actor_label = ?`,
      [admin.username],
    );
    expect(entry).toEqual({ actor_id: null, actor_label: admin.username, target_label: 'Kept label' });
  });
});

describe('sign-up allowance', () => {
  it('counts only sign-ups that pass validation, and says how long to wait', async () => {
    const limited = await startTestApp({ AUTH_REGISTER_PER_IP: '2' });
    try {
      const register = (body: unknown) =>
        fetch(`${limited.baseUrl}/api/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      for (const bad of [{ email: 'nope', password: PASSWORD }, { email: uniqueEmail(), password: 'short' }, {}, { email: uniqueEmail() }]) {
        expect((await register(bad)).status).toBe(400);
      }
      expect((await register({ email: uniqueEmail(), password: PASSWORD })).status).toBe(201);
      expect((await register({ email: uniqueEmail(), password: PASSWORD })).status).toBe(201);
      const refused = await register({ email: uniqueEmail(), password: PASSWORD });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
      expect(((await refused.json()) as { error: string }).error).toMatch(/^Too many sign-ups from your network\. Try again in \d+ minutes\.$/);
    } finally {
      await limited.close();
    }
  });
});

describe('reset link checks', () => {
  it('limits the checks from one network like the other sign-in doors, with Retry-After', async () => {
    const limited = await startTestApp({ AUTH_LINK_CHECKS_PER_IP: '2' });
    try {
      const check = () =>
        fetch(`${limited.baseUrl}/api/password/reset/check`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
          body: JSON.stringify({ token: 'x'.repeat(43) }),
        });
      for (let i = 0; i < 2; i += 1) expect((await check()).status).toBe(400);
      const refused = await check();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await refused.json()) as { error: string }).error).toMatch(/Too many reset links checked from your network/);
    } finally {
      await limited.close();
    }
  });
});
