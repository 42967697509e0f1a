import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserIdentity } from '../src/modules/user/user-identity.entity.js';
import { SUSPENDED_ACCOUNT_MESSAGE } from '../src/modules/user/user.service.js';
import { EMULATOR_PROJECT, startAuthEmulator, type AuthEmulator } from './firebase-emulator.js';
import { startMailCatcher, type MailCatcher } from './mail-catcher.js';
import { startTestApp, type TestApp } from './test-app.js';

let emulator: AuthEmulator;
let t: TestApp;
let catcher: MailCatcher;

beforeAll(async () => {
  catcher = await startMailCatcher();
  emulator = await startAuthEmulator();
  t = await startTestApp({ FIREBASE_PROJECT_ID: EMULATOR_PROJECT, FIREBASE_AUTH_EMULATOR_HOST: emulator.host });
}, 180_000);
afterAll(async () => {
  await t?.close();
  await emulator?.stop();
});

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function firebaseLogin(body: Record<string, unknown>) {
  const response = await fetch(`${t.baseUrl}/api/auth/firebase`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    cookie: /sb_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0],
  };
}

describe('Google sign-in through the Firebase Auth emulator', () => {
  it('creates an account from a verified token and signs it in', async () => {
    const email = `google.${tag()}@gmail.test`;
    const { idToken, uid } = await emulator.signInWithGoogle({ sub: `g-${tag()}`, email, email_verified: true, name: 'Nia Okafor' });
    const res = await firebaseLogin({ idToken, uid, email, displayName: 'Nia Okafor', photoURL: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email, firstName: 'Nia', lastName: 'Okafor', role: 'creator' });
    expect(res.cookie).toBeTruthy();
    const identity = await t.orm.em.fork().findOneOrFail(UserIdentity, { providerUid: uid });
    expect(identity.provider).toBe('google');
    const again = await firebaseLogin({ idToken });
    expect(again.body.id).toBe(res.body.id);
  });

  it('takes the identity from the token, never from the body', async () => {
    const email = `real.${tag()}@gmail.test`;
    const { idToken } = await emulator.signInWithGoogle({ sub: `g-${tag()}`, email, email_verified: true });
    const res = await firebaseLogin({ idToken, uid: 'someone-else', email: 'admin@soundboard.example', displayName: 'Admin' });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(email);
  });

  it('links a verified Google e-mail to the existing password account', async () => {
    const email = `linked.${tag()}@example.test`;
    const registered = await fetch(`${t.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'a-strong-passphrase' }),
    });
    const account = (await registered.json()) as { id: string };
    const { idToken } = await emulator.signInWithGoogle({ sub: `g-${tag()}`, email, email_verified: true });
    const res = await firebaseLogin({ idToken });
    expect(res.body.id).toBe(account.id);
  });

  it('takes a squatted account back: an unproven password account is handed to the Google owner cleanly', async () => {
    // Someone registers the owner's address with a password of their own and never proves it.
    const email = `squatted.${tag()}@gmail.test`;
    const password = 'the-squatters-passphrase';
    const registered = await fetch(`${t.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(registered.status).toBe(201);
    const squatter = { id: ((await registered.json()) as { id: string }).id, cookie: /sb_session=[^;]+/.exec(registered.headers.get('set-cookie') ?? '')![0] };
    // A reset link asked for by the squatter (it goes to the owner's mailbox, but must die all the same).
    await t.orm.em
      .fork()
      .execute(
        `insert into account_tokens (id, user_id, purpose, token_hash, expires_at) values (gen_random_uuid(), ?, 'password_reset', ?, now() + interval '1 hour')`,
        [squatter.id, 'f'.repeat(64)],
      );

    const { idToken } = await emulator.signInWithGoogle({ sub: `g-${tag()}`, email, email_verified: true, name: 'Real Owner' });
    const owner = await firebaseLogin({ idToken });
    expect(owner.status).toBe(200);
    expect(owner.body.id).toBe(squatter.id);

    const whoAmI = (cookie: string) => fetch(`${t.baseUrl}/api/user`, { headers: { cookie } });
    expect((await whoAmI(squatter.cookie)).status).toBe(401);
    expect((await whoAmI(owner.cookie!)).status).toBe(200);
    const login = await fetch(`${t.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(401);
    const [row] = await t.orm.em
      .fork()
      .execute<{ password_hash: string | null; email_verified_at: Date | null; live_tokens: string }[]>(
        `select password_hash, email_verified_at, (select count(*) from account_tokens k where k.user_id = u.id and k.used_at is null) as live_tokens from users u where id = ?`,
        [squatter.id],
      );
    expect(row).toMatchObject({ password_hash: null, live_tokens: '0' });
    expect(row!.email_verified_at).not.toBeNull();
    const told = await catcher.waitFor(email, { subject: /now secured with Google sign-in/ });
    expect(told.text).toMatch(/password/);
  });

  it('takes a squatted account over once when the owner signs in twice at the same moment', async () => {
    const email = `twice.${tag()}@gmail.test`;
    const registered = await fetch(`${t.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'the-squatters-passphrase' }),
    });
    const account = (await registered.json()) as { id: string };
    const { idToken } = await emulator.signInWithGoogle({ sub: `g-${tag()}`, email, email_verified: true });
    // Some requests find the account still unproven, some find it taken over but their lookup of
    // the link came before it was made: each must answer, and link nothing twice.
    const answers = await Promise.all(Array.from({ length: 6 }, () => firebaseLogin({ idToken })));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(answers.map((a) => a.body.id)).toEqual(Array(6).fill(account.id));
    expect(await t.orm.em.fork().count(UserIdentity, { user: account.id })).toBe(1);
    // Each of the owner's own sign-ins stays: the takeover ended only what was there before it.
    for (const answer of answers) expect((await fetch(`${t.baseUrl}/api/user`, { headers: { cookie: answer.cookie! } })).status).toBe(200);
  });

  it('keeps the password and sessions of a verified account that signs in with Google', async () => {
    const email = `proven.${tag()}@gmail.test`;
    const password = 'the-owners-passphrase';
    const registered = await fetch(`${t.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const account = (await registered.json()) as { id: string };
    const cookie = /sb_session=[^;]+/.exec(registered.headers.get('set-cookie') ?? '')![0];
    await t.orm.em.fork().execute('update users set email_verified_at = now() where id = ?', [account.id]);

    const { idToken } = await emulator.signInWithGoogle({ sub: `g-${tag()}`, email, email_verified: true });
    expect((await firebaseLogin({ idToken })).body.id).toBe(account.id);
    expect((await fetch(`${t.baseUrl}/api/user`, { headers: { cookie } })).status).toBe(200);
    const login = await fetch(`${t.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);
  });

  it('refuses to link an unverified e-mail to an existing account', async () => {
    const email = `unverified.${tag()}@example.test`;
    await fetch(`${t.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'a-strong-passphrase' }),
    });
    const { idToken } = await emulator.signUp(email);
    const res = await firebaseLogin({ idToken });
    expect(res.status).toBe(409);
  });

  it('refuses forged, expired-looking and foreign-audience tokens with "Authentication failed"', async () => {
    const { idToken } = await emulator.signInWithGoogle({ sub: `g-${tag()}`, email: `aud.${tag()}@gmail.test`, email_verified: true });
    const [header, payload] = idToken.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forge = (changes: Record<string, unknown>) => `${header}.${Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url')}.`;
    for (const token of [
      forge({ aud: 'another-project', iss: 'https://securetoken.google.com/another-project' }),
      forge({ exp: Math.floor(Date.now() / 1000) - 3600, iat: Math.floor(Date.now() / 1000) - 7200 }),
      forge({ sub: 'no-such-user', user_id: 'no-such-user' }),
      'x'.repeat(64),
    ]) {
      const res = await firebaseLogin({ idToken: token });
      expect(res.status, token.slice(0, 30)).toBe(401);
      expect(res.body).toEqual({ error: 'Authentication failed' });
    }
  });

  it('refuses a suspended account, linked or not, and links nothing to it', async () => {
    const email = `suspended.${tag()}@example.test`;
    const registered = await fetch(`${t.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'a-strong-passphrase' }),
    });
    const account = (await registered.json()) as { id: string };
    const { idToken, uid } = await emulator.signInWithGoogle({ sub: `g-${tag()}`, email, email_verified: true });
    expect((await firebaseLogin({ idToken })).status).toBe(200);
    await t.orm.em.fork().execute(`update users set suspended_at = now(), suspension_reason = 'Test' where id = ?`, [account.id]);

    const refused = await firebaseLogin({ idToken });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: SUSPENDED_ACCOUNT_MESSAGE });
    expect(refused.cookie).toBeUndefined();
    const { body } = await t.gql('mutation ($t: String!) { signInWithGoogle(idToken: $t) { email } }', { t: idToken });
    expect(body.errors?.[0]).toMatchObject({ message: SUSPENDED_ACCOUNT_MESSAGE, extensions: { code: 'FORBIDDEN' } });

    // An unlinked Google identity with the same verified e-mail gets no link to it either.
    await t.orm.em.fork().nativeDelete(UserIdentity, { providerUid: uid });
    expect((await firebaseLogin({ idToken })).status).toBe(403);
    expect(await t.orm.em.fork().count(UserIdentity, { user: account.id })).toBe(0);
  });

  it('signs in through the GraphQL mutation too', async () => {
    const email = `gql.${tag()}@gmail.test`;
    const { idToken } = await emulator.signInWithGoogle({ sub: `g-${tag()}`, email, email_verified: true });
    const { body } = await t.gql('mutation ($t: String!) { signInWithGoogle(idToken: $t) { email } }', { t: idToken });
    expect(body.data).toEqual({ signInWithGoogle: { email } });
  });
});
