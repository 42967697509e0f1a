import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createSessionCookie, createUser, UserRole } from '../../graph/test/seed-helpers.js';
import { appInChromium, seriousAxeViolations, shot, signedInContext, PHONE } from './browser.js';

/**
 * A tab whose session the server ends (signed out in another tab, the password changed, the
 * account suspended) learns it on its socket, with no reload and no click, and says so: a guarded
 * page goes to /signup, which shows why above its form with the way back in; a public page shows
 * the notice above itself. The tab that signs itself out is told nothing.
 */
const SUPPORT_EMAIL = 'support@soundboard.example';
const env = appInChromium({ env: { SUPPORT_EMAIL } });

const PASSWORD = 'correct-horse-battery';

/** Resolves once the page's subscription socket has been accepted (graphql-ws's connection_ack). */
function socketAccepted(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"connection_ack"')) resolve();
      });
    });
  });
}

/** Opens `path` signed in and waits for the tab's socket to be live. */
async function openLive(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  const live = socketAccepted(page);
  await page.goto(path);
  await live;
  return page;
}

const pathname = (page: Page) => new URL(page.url()).pathname;

describe('a session that ends under an open tab', () => {
  it('signing out in one tab tells the other at once: /signup says so and signs back in to the page it was on', async () => {
    const user = await createUser(env.app.orm, { firstName: 'Rae' });
    const cookie = await createSessionCookie(env.app.orm, user.id);
    // Two tabs of one browser: the same session.
    const [one, other] = [await signedInContext(env, cookie), await signedInContext(env, cookie)];
    try {
      const stays = await openLive(other, '/messages');
      await expect.poll(() => stays.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
      const leaves = await one.newPage();
      await leaves.goto('/dashboard');
      await leaves.getByRole('button', { name: /Account menu/ }).click();
      await leaves.getByRole('button', { name: 'Log out' }).click();
      await leaves.waitForURL('**/login');

      // The other tab: no reload, no click.
      await stays.waitForURL((url) => url.pathname === '/signup');
      const notice = stays.getByRole('alert').filter({ hasText: 'You were signed out' });
      await expect.poll(() => notice.isVisible()).toBe(true);
      expect(await notice.textContent()).toContain('You signed out of SoundBoard in another tab or on another device.');
      expect(await stays.getByText(/could not load/i).count()).toBe(0);
      const again = notice.getByRole('link', { name: 'Sign in again' });
      expect(await again.getAttribute('href')).toBe('/login?next=%2Fmessages');
      await shot(stays, 'session-ended-signup-1440');
      expect(await seriousAxeViolations(stays)).toEqual([]);

      // The tab that signed itself out is told nothing of the kind.
      expect(await leaves.getByText('You were signed out').count()).toBe(0);

      // Back in, and back where it was.
      await again.click();
      await stays.waitForURL((url) => url.pathname === '/login');
      expect(new URL(stays.url()).searchParams.get('next')).toBe('/messages');
    } finally {
      await one.close();
      await other.close();
    }
  });

  it('a password changed on another device shows the notice above a public page, on a phone', async () => {
    const email = `session-${randomUUID().slice(0, 8)}@example.test`;
    const changer = await env.browser.newContext({ baseURL: env.app.baseUrl });
    const phone = await env.browser.newContext({ viewport: PHONE, baseURL: env.app.baseUrl });
    try {
      expect(
        (
          await changer.request.post('/api/register', { data: { email, password: PASSWORD, username: '', firstName: 'Mo', lastName: '', userType: 'artist' } })
        ).status(),
      ).toBe(201);
      // The phone signs in with the same password: a session of its own.
      expect((await phone.request.post('/api/login', { data: { email, password: PASSWORD } })).status()).toBe(200);
      const page = await openLive(phone, '/help-center');
      await page.getByRole('heading', { level: 1 }).waitFor();

      expect(
        (await changer.request.post('/api/user/password', { data: { currentPassword: PASSWORD, newPassword: 'a-brand-new-passphrase' } })).status(),
      ).toBeLessThan(300);

      const notice = page.getByRole('alert').filter({ hasText: 'You were signed out' });
      await notice.waitFor();
      expect(pathname(page)).toBe('/help-center');
      expect(await notice.textContent()).toContain('Your password was changed, so this device was signed out.');
      expect(await notice.getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toBe('/login?next=%2Fhelp-center');
      // The navigation is a visitor's now.
      await page.getByRole('button', { name: /menu/i }).first().waitFor();
      expect(await page.getByRole('button', { name: /Account menu/ }).count()).toBe(0);
      await shot(page, 'session-ended-public-390', { fullPage: false });
      expect(await seriousAxeViolations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await changer.close();
      await phone.close();
    }
  });

  it('an account an admin suspends is told so, with the support address and no way back in', async () => {
    const admin = await createUser(env.app.orm, { role: UserRole.ADMIN });
    const adminCookie = await createSessionCookie(env.app.orm, admin.id);
    const user = await createUser(env.app.orm, { firstName: 'Sol' });
    const context = await signedInContext(env, await createSessionCookie(env.app.orm, user.id), PHONE);
    try {
      const page = await openLive(context, '/dashboard');
      const { body } = await env.app.gql(
        'mutation ($userId: ID!, $reason: String!) { suspendUser(userId: $userId, reason: $reason) { id } }',
        { userId: user.id, reason: 'Spam in direct messages.' },
        { cookie: adminCookie },
      );
      expect(body.errors).toBeUndefined();

      await page.waitForURL((url) => url.pathname === '/signup');
      const notice = page.getByRole('alert').filter({ hasText: 'Your account was suspended' });
      await notice.waitFor();
      expect(await notice.textContent()).toContain('An admin suspended your account, so you were signed out.');
      expect(await notice.getByRole('link', { name: SUPPORT_EMAIL }).getAttribute('href')).toBe(`mailto:${SUPPORT_EMAIL}?subject=Suspended%20account`);
      expect(await notice.getByRole('link', { name: 'Sign in again' }).count()).toBe(0);
      await shot(page, 'session-suspended-signup-390');
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a suspended account signing in is told once, with the support address, and no toast over the button', async () => {
    const admin = await createUser(env.app.orm, { role: UserRole.ADMIN });
    const adminCookie = await createSessionCookie(env.app.orm, admin.id);
    const email = `suspended-${randomUUID().slice(0, 8)}@example.test`;
    const context = await env.browser.newContext({ viewport: PHONE, baseURL: env.app.baseUrl });
    try {
      const registered = await context.request.post('/api/register', { data: { email, password: PASSWORD } });
      expect(registered.status()).toBe(201);
      const { id } = (await registered.json()) as { id: string };
      expect((await context.request.post('/api/logout')).status()).toBeLessThan(300);
      const { body } = await env.app.gql(
        'mutation ($userId: ID!) { suspendUser(userId: $userId, reason: "Spam.") { id } }',
        { userId: id },
        { cookie: adminCookie },
      );
      expect(body.errors).toBeUndefined();

      const page = await context.newPage();
      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Account suspended' });
      await alert.waitFor();
      expect(await alert.textContent()).toBe(
        `Account suspendedThis account is suspended, so it cannot sign in.If you think this is a mistake, write to ${SUPPORT_EMAIL}.`,
      );
      expect(await alert.getByRole('link', { name: SUPPORT_EMAIL }).getAttribute('href')).toBe(`mailto:${SUPPORT_EMAIL}?subject=Suspended%20account`);
      expect(await page.getByRole('region', { name: 'Notifications (F8)' }).textContent()).not.toContain('Login failed');
      expect(await page.getByText('This account is suspended').count()).toBe(1);
      await shot(page, 'login-suspended-390', { fullPage: false });
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a browser that comes back after its session ended is told once on /signup, then the cookie is gone', async () => {
    const user = await createUser(env.app.orm, { firstName: 'Ivo' });
    const cookie = await createSessionCookie(env.app.orm, user.id);
    const context = await signedInContext(env, cookie, PHONE);
    try {
      // Ended while the browser was away (a password change elsewhere, say).
      await env.app.orm.em.fork().execute('delete from sessions where user_id = ?', [user.id]);
      const page = await context.newPage();
      await page.goto('/messages');
      await page.waitForURL((url) => url.pathname === '/signup');
      const notice = page.getByRole('alert').filter({ hasText: 'You were signed out' });
      await notice.waitFor();
      expect(await notice.textContent()).toContain('Your session ended.');
      expect(await notice.getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toBe('/login?next=%2Fmessages');
      await shot(page, 'session-ended-on-return-390');
      expect(await seriousAxeViolations(page)).toEqual([]);
      // Said once: the dead cookie went with that page.
      expect((await context.cookies()).some((c) => c.name === 'sb_session')).toBe(false);
      await page.reload();
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();
      expect(await page.getByText('You were signed out').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a first visit to /signup shows no notice', async () => {
    const context = await env.browser.newContext({ baseURL: env.app.baseUrl });
    try {
      const page = await context.newPage();
      await page.goto('/signup');
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();
      expect(await page.getByText('You were signed out').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
