import { request } from 'node:http';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { BRANDS } from '../src/db/seed/data/brands.js';
import { CSRF_HEADER } from '../src/shared/csrf.js';
import { Session } from '../src/modules/user/session.entity.js';
import { hashSessionToken } from '../src/modules/user/session.service.js';
import { User } from '../src/modules/user/user.entity.js';
import { startTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
const uniqueEmail = () => `Creator.${Date.now().toString(36)}.${(counter += 1)}@Example.test`;

async function rest(method: string, path: string, body?: unknown, cookie?: string) {
  const response = await fetch(`${t.baseUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}), [CSRF_HEADER]: '1' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const setCookie = response.headers.get('set-cookie');
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, setCookie, headers: response.headers };
}

/** The `sb_session=…` pair from a Set-Cookie header, as a browser would send it back. */
const sessionCookie = (setCookie: string | null) => /sb_session=[^;]+/.exec(setCookie ?? '')?.[0];

describe('registration', () => {
  it('creates the account with its defaults (username from the e-mail, empty names, artist) and signs it in', async () => {
    const email = uniqueEmail();
    const res = await rest('POST', '/api/register', { email, password: 'a-strong-passphrase' });
    expect(res.status).toBe(201);
    const local = email.split('@')[0]!.toLowerCase();
    expect(res.body).toEqual({
      id: expect.any(String),
      email: email.toLowerCase(),
      username: local,
      firstName: '',
      lastName: '',
      artistName: null,
      profileImageUrl: null,
      role: 'creator',
      userType: 'artist',
      // Nothing has proven the address yet: a link to do so was mailed.
      emailVerified: false,
    });
    expect(res.setCookie).toMatch(/sb_session=[\w-]{40,};/);
    expect(res.setCookie).toMatch(/HttpOnly/i);
    expect(res.setCookie).toMatch(/SameSite=Lax/i);
    const me = await rest('GET', '/api/user', undefined, sessionCookie(res.setCookie));
    expect(me.body).toEqual(res.body);

    const stored = await t.orm.em.fork().findOneOrFail(User, { id: res.body.id }, { populate: ['passwordHash'] });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(stored.userType).toBe('artist');
    expect(JSON.stringify(res.body)).not.toContain('argon2');
  });

  it('refuses a taken e-mail with 409, in any case', async () => {
    const email = uniqueEmail();
    expect((await rest('POST', '/api/register', { email, password: 'a-strong-passphrase' })).status).toBe(201);
    const again = await rest('POST', '/api/register', { email: `  ${email.toUpperCase()} `, password: 'another-passphrase' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('An account with this e-mail already exists');
  });

  it('gives a taken default username a short suffix', async () => {
    const local = `dup${Date.now().toString(36)}`;
    const first = await rest('POST', '/api/register', { email: `${local}@one.test`, password: 'a-strong-passphrase' });
    const second = await rest('POST', '/api/register', { email: `${local}@two.test`, password: 'a-strong-passphrase' });
    expect(first.body.username).toBe(local);
    expect(second.body.username).toMatch(new RegExp(`^${local}_[0-9a-f]{4}$`));
  });

  it('answers bad input with 400 naming the fields, and saves nothing', async () => {
    const email = uniqueEmail();
    const cases: [unknown, string][] = [
      [{ email: 'not-an-email', password: 'a-strong-passphrase' }, 'email'],
      [{ email, password: 'short' }, 'password'],
      [{ email, password: email.toLowerCase() }, 'password'],
      [{ email, password: 'a-strong-passphrase', userType: 'astronaut' }, 'userType'],
      [{ email, password: 'a-strong-passphrase', username: 'No Spaces Allowed' }, 'username'],
      [['not', 'an', 'object'], 'email'],
    ];
    for (const [body, field] of cases) {
      const res = await rest('POST', '/api/register', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.error).toBe('string');
      expect(Object.keys(res.body.fields)).toContain(field);
    }
    expect(await t.orm.em.fork().count(User, { email: email.toLowerCase() })).toBe(0);
  });

  it('works through GraphQL with the same rules and codes', async () => {
    const email = uniqueEmail();
    const mutation = 'mutation ($input: RegisterInput!) { register(input: $input) { email username userType role } }';
    const ok = await t.gql(mutation, { input: { email, password: 'a-strong-passphrase', userType: 'PRODUCER', firstName: 'Lia' } });
    expect(ok.body.data).toEqual({
      register: { email: email.toLowerCase(), username: email.split('@')[0]!.toLowerCase(), userType: 'PRODUCER', role: 'CREATOR' },
    });
    const taken = await t.gql(mutation, { input: { email, password: 'a-strong-passphrase' } });
    expect(taken.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const bad = await t.gql(mutation, { input: { email: 'nope', password: 'x' } });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { email: expect.any(String), password: expect.any(String) } });
  });
});

describe('sessions', () => {
  async function registered() {
    const email = uniqueEmail();
    const res = await rest('POST', '/api/register', { email, password: 'a-strong-passphrase' });
    return { email, user: res.body as { id: string }, cookie: sessionCookie(res.setCookie)! };
  }

  it('logs in with a new session id each time, ending the old one', async () => {
    const { email, cookie: first } = await registered();
    const login = await rest('POST', '/api/login', { email: email.toUpperCase(), password: 'a-strong-passphrase' }, first);
    expect(login.status).toBe(200);
    const second = sessionCookie(login.setCookie)!;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect((await rest('GET', '/api/user', undefined, first)).status).toBe(401);
    expect((await rest('GET', '/api/user', undefined, second)).status).toBe(200);
  });

  it('refuses wrong credentials with 401 and the same message for unknown e-mails', async () => {
    const { email } = await registered();
    const wrong = await rest('POST', '/api/login', { email, password: 'not-the-password' });
    const unknown = await rest('POST', '/api/login', { email: uniqueEmail(), password: 'whatever-it-is' });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual({ error: 'Invalid email or password' });
    expect(unknown.body).toEqual(wrong.body);
    expect((await rest('POST', '/api/login', { email })).status).toBe(400);
  });

  it('logs out by destroying the session on the server', async () => {
    const { cookie } = await registered();
    const token = cookie.split('=')[1]!;
    expect(await t.orm.em.fork().count(Session, { tokenHash: hashSessionToken(token) })).toBe(1);
    const out = await rest('POST', '/api/logout', undefined, cookie);
    expect(out.status).toBe(200);
    expect(out.setCookie).toMatch(/sb_session=;/);
    expect(await t.orm.em.fork().count(Session, { tokenHash: hashSessionToken(token) })).toBe(0);
    // The old cookie is dead even if a client kept it.
    expect((await rest('GET', '/api/user', undefined, cookie)).status).toBe(401);
    expect((await rest('POST', '/api/logout')).status).toBe(200);
  });

  it('answers GET /api/user with 401 when signed out', async () => {
    expect(await rest('GET', '/api/user')).toMatchObject({ status: 401, body: { error: 'Not signed in' } });
  });

  it('serves one session to REST, GraphQL over HTTP and graphql-ws', async () => {
    const { user, cookie } = await registered();
    expect((await rest('GET', '/api/user', undefined, cookie)).body.id).toBe(user.id);
    expect((await t.gql('{ viewer { id } }', {}, { cookie })).body.data).toEqual({ viewer: { id: user.id } });
    const client = createClient({
      url: t.baseUrl.replace('http', 'ws') + '/graphql',
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie } });
        }
      },
      retryAttempts: 0,
    });
    try {
      const result = await new Promise((resolve, reject) => {
        client.subscribe({ query: '{ viewer { id } }' }, { next: resolve, error: reject, complete: () => undefined });
      });
      expect(result).toEqual({ data: { viewer: { id: user.id } } });
    } finally {
      await client.dispose();
    }
  });

  it('signs in and out through GraphQL mutations too', async () => {
    const { email } = await registered();
    const response = await fetch(`${t.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation ($input: LoginInput!) { login(input: $input) { email } }',
        variables: { input: { email, password: 'a-strong-passphrase' } },
      }),
    });
    const cookie = sessionCookie(response.headers.get('set-cookie'))!;
    expect(((await response.json()) as { data: unknown }).data).toEqual({ login: { email: email.toLowerCase() } });
    expect((await t.gql('mutation { logout }', {}, { cookie })).body.data).toEqual({ logout: true });
    expect((await t.gql('{ viewer { id } }', {}, { cookie })).body.data).toEqual({ viewer: null });
    const bad = await t.gql('mutation { login(input: { email: "x@y.test", password: "wrong-password" }) { id } }');
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('brute-force limits', () => {
  it('answers 429 with Retry-After after 10 failed tries on one account from one address', async () => {
    const limited = await startTestApp({ AUTH_LOGIN_PER_ACCOUNT: '10', AUTH_LOGIN_PER_IP: '1000' });
    try {
      const email = uniqueEmail();
      const attempt = () =>
        fetch(`${limited.baseUrl}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'wrong-password' }),
        });
      for (let i = 0; i < 10; i += 1) expect((await attempt()).status).toBe(401);
      const blocked = await attempt();
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await blocked.json()) as { error: string }).error).toMatch(/^Too many sign-in attempts/);
      const viaGraphql = await limited.gql('mutation ($e: String!) { login(input: { email: $e, password: "wrong-password" }) { id } }', { e: email });
      expect(viaGraphql.body.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
    } finally {
      await limited.close();
    }
  });

  /**
   * POSTs JSON from a chosen loopback source address: Linux routes all of 127.0.0.0/8 to lo, so
   * each address is a different client to the server (fetch cannot pick its source address).
   */
  function postFrom(app: TestApp, from: string, path: string, body: unknown) {
    const url = new URL(path, app.baseUrl);
    return new Promise<{ status: number; retryAfter: number; body: { error?: string; email?: string } }>((resolve, reject) => {
      const req = request(
        { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress: from, headers: { 'content-type': 'application/json' } },
        (res) => {
          let text = '';
          res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: Number(res.headers['retry-after'] ?? 0), body: JSON.parse(text) as never }));
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify(body));
    });
  }

  async function owner(app: TestApp) {
    const email = uniqueEmail();
    expect((await postFrom(app, '127.0.0.9', '/api/register', { email, password: 'the-owners-passphrase' })).status).toBe(201);
    return email;
  }

  it("lets a stranger's wrong passwords lock only the stranger's address out of the account", async () => {
    const limited = await startTestApp({ AUTH_LOGIN_PER_ACCOUNT: '10', AUTH_LOGIN_PER_IP: '1000' });
    try {
      const email = await owner(limited);
      const guess = () => postFrom(limited, '127.0.0.2', '/api/login', { email, password: 'a-wrong-guess' });
      for (let i = 0; i < 10; i += 1) expect((await guess()).status).toBe(401);
      const refused = await guess();
      expect(refused.status).toBe(429);
      expect(refused.retryAfter).toBeGreaterThan(0);
      expect(refused.body.error).toMatch(/^Too many sign-in attempts for this account/);

      // The owner, elsewhere, with the right password: signed in, not locked out.
      const signIn = await postFrom(limited, '127.0.0.3', '/api/login', { email, password: 'the-owners-passphrase' });
      expect(signIn.status).toBe(200);
      expect(signIn.body.email).toBe(email.toLowerCase());
      // The owner's success elsewhere does not reset the stranger's count, even with the right password.
      const stillRefused = await postFrom(limited, '127.0.0.2', '/api/login', { email, password: 'the-owners-passphrase' });
      expect(stillRefused.status).toBe(429);
      expect(stillRefused.retryAfter).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('counts only failures: signing in often from one address is never limited', async () => {
    const limited = await startTestApp({ AUTH_LOGIN_PER_ACCOUNT: '2', AUTH_LOGIN_PER_IP: '2' });
    try {
      const email = await owner(limited);
      for (let i = 0; i < 6; i += 1)
        expect((await postFrom(limited, '127.0.0.4', '/api/login', { email, password: 'the-owners-passphrase' })).status).toBe(200);
      expect((await postFrom(limited, '127.0.0.4', '/api/login', { email, password: 'a-typo' })).status).toBe(401);
      expect((await postFrom(limited, '127.0.0.4', '/api/login', { email, password: 'the-owners-passphrase' })).status).toBe(200);
      expect((await postFrom(limited, '127.0.0.4', '/api/login', { email, password: 'a-typo' })).status).toBe(401);
      expect((await postFrom(limited, '127.0.0.4', '/api/login', { email, password: 'a-typo' })).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('slows an account guessed at from many addresses, without locking out its owner', async () => {
    const limited = await startTestApp({ AUTH_LOGIN_PER_ACCOUNT: '10', AUTH_LOGIN_PER_IP: '1000', AUTH_LOGIN_PER_ACCOUNT_DAY: '6' });
    try {
      const email = await owner(limited);
      for (const from of ['127.0.0.5', '127.0.0.6', '127.0.0.7']) {
        for (let i = 0; i < 2; i += 1) expect((await postFrom(limited, from, '/api/login', { email, password: 'a-wrong-guess' })).status).toBe(401);
      }
      // Six failures today: every address now gets one try per window on this account.
      expect((await postFrom(limited, '127.0.0.8', '/api/login', { email, password: 'a-wrong-guess' })).status).toBe(401);
      const slowed = await postFrom(limited, '127.0.0.8', '/api/login', { email, password: 'a-wrong-guess' });
      expect(slowed.status).toBe(429);
      expect(slowed.retryAfter).toBeGreaterThan(0);
      expect(slowed.body.error).toMatch(/^Too many failed sign-ins for this account today/);
      expect((await postFrom(limited, '127.0.0.5', '/api/login', { email, password: 'a-wrong-guess' })).status).toBe(401);
      expect((await postFrom(limited, '127.0.0.5', '/api/login', { email, password: 'a-wrong-guess' })).status).toBe(429);
      // The owner's first try from anywhere still goes through.
      expect((await postFrom(limited, '127.0.0.3', '/api/login', { email, password: 'the-owners-passphrase' })).status).toBe(200);
      // Other accounts are not slowed.
      const other = await owner(limited);
      expect((await postFrom(limited, '127.0.0.8', '/api/login', { email: other, password: 'a-wrong-guess' })).status).toBe(401);
      expect((await postFrom(limited, '127.0.0.8', '/api/login', { email: other, password: 'a-wrong-guess' })).status).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('limits registrations per address', async () => {
    const limited = await startTestApp({ AUTH_REGISTER_PER_IP: '2' });
    try {
      const register = () =>
        fetch(`${limited.baseUrl}/api/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: uniqueEmail(), password: 'a-strong-passphrase' }),
        });
      expect((await register()).status).toBe(201);
      expect((await register()).status).toBe(201);
      expect((await register()).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('Google sign-in without Firebase configured', () => {
  it('answers 503 with a clear error', async () => {
    const res = await rest('POST', '/api/auth/firebase', { idToken: 'x'.repeat(100), uid: 'u', email: 'a@b.c' });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: 'Google sign-in is not configured on this server' });
  });
});

describe('roles', () => {
  it('guards admin-only fields on the server', async () => {
    const email = uniqueEmail();
    const reg = await rest('POST', '/api/register', { email, password: 'a-strong-passphrase' });
    const creatorCookie = sessionCookie(reg.setCookie)!;
    expect((await t.gql('{ adminStats { creators } }')).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql('{ adminStats { creators } }', {}, { cookie: creatorCookie })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const { createOrPromoteAdmin } = await import('../src/modules/auth/admin.service.js');
    await createOrPromoteAdmin(t.orm.em.fork(), t.app.pubsub, email, undefined);
    // The promotion ended the creator-era session: the new role starts on a fresh sign-in.
    expect((await rest('GET', '/api/user', undefined, creatorCookie)).status).toBe(401);
    const login = await rest('POST', '/api/login', { email, password: 'a-strong-passphrase' });
    expect(login.body.role).toBe('admin');
    const stats = await t.gql<{ adminStats: { creators: number; brands: number } }>(
      '{ adminStats { creators brands } }',
      {},
      { cookie: sessionCookie(login.setCookie)! },
    );
    expect(stats.body.data!.adminStats.brands).toBe(BRANDS.length);
  });
});
