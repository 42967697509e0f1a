import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserIdentity } from '../src/modules/user/user-identity.entity.js';
import { SUSPENDED_ACCOUNT_MESSAGE } from '../src/modules/user/user.service.js';
import { EMULATOR_PROJECT, startAuthEmulator, type AuthEmulator } from './firebase-emulator.js';
import { startTestApp, type TestApp } from './test-app.js';

let emulator: AuthEmulator;
let t: TestApp;

beforeAll(async () => {
  emulator = await startAuthEmulator();
  t = await startTestApp({ FIREBASE_PROJECT_ID: EMULATOR_PROJECT, FIREBASE_AUTH_EMULATOR_HOST: emulator.host });
}, 90_000);
afterAll(async () => {
  await t?.close();
  await emulator?.stop();
});

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function firebaseLogin(body: Record<string, unknown>) {
  const response = await fetch(`${t.baseUrl}/api/auth/firebase`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, cookie: /sb_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0] };
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
    const registered = await fetch(`${t.baseUrl}/api/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'a-strong-passphrase' }) });
    const account = (await registered.json()) as { id: string };
    const { idToken } = await emulator.signInWithGoogle({ sub: `g-${tag()}`, email, email_verified: true });
    const res = await firebaseLogin({ idToken });
    expect(res.body.id).toBe(account.id);
  });

  it('refuses to link an unverified e-mail to an existing account', async () => {
    const email = `unverified.${tag()}@example.test`;
    await fetch(`${t.baseUrl}/api/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'a-strong-passphrase' }) });
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
    const registered = await fetch(`${t.baseUrl}/api/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'a-strong-passphrase' }) });
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
