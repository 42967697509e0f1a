import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../graph/test/test-app.js';
import { appInChromium } from './browser.js';
import { freshContext } from './context-pool.js';

/** With a blog configured (BLOG_URL), which the menus then list. */
const env = appInChromium({ env: { BLOG_URL: 'https://blog.soundboard.example' } });

const PASSWORD = 'correct-horse-battery';
const uniqueEmail = (prefix = 'web') => `${prefix}-${randomUUID().slice(0, 8)}@example.test`;

/** A fresh browser profile (no cookies) with one page, at desktop size unless told otherwise. */
async function openPage(viewport = { width: 1440, height: 900 }, { fresh = false } = {}): Promise<{ context: BrowserContext; page: Page }> {
  // `fresh` for a test that adds an init script, which a reused context refuses (see freshContext).
  const options = { viewport, baseURL: env.app.baseUrl };
  const context = fresh ? await freshContext(env.browser, options) : await env.browser.newContext(options);
  const page = await context.newPage();
  return { context, page };
}

/** Registers through the REST route with the page's own cookie jar, so the page is signed in. */
async function registerCreator(context: BrowserContext, firstName = 'Rae') {
  const email = uniqueEmail('creator');
  const response = await context.request.post('/api/register', {
    data: { email, password: PASSWORD, username: '', firstName, lastName: 'Tester', userType: 'producer' },
  });
  expect(response.status()).toBe(201);
  return email;
}

const pathname = (page: Page) => new URL(page.url()).pathname;
/** The element that has the keyboard focus. */
const focused = (page: Page) => page.locator(':focus');
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

describe('sign-up and sign-in', () => {
  it('signs a new creator up, passes through the dashboard to profile setup, with the welcome toast', async () => {
    const { context, page } = await openPage();
    await page.goto('/signup');
    await page.getByLabel('Email').fill(uniqueEmail('signup'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('First name').fill('Nova');
    await page.getByLabel('I am a…').selectOption('songwriter');
    await page.getByRole('button', { name: 'Create Account' }).click();

    // The dashboard sends a creator with no profile on to /profile-setup, once per browser
    // session; the flag it sets proves the dashboard was where the sign-up landed.
    await expect.poll(() => pathname(page)).toBe('/profile-setup');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Set Up Your Creator Profile');
    expect(await page.evaluate(() => sessionStorage.getItem('profileSetupRedirect'))).toBe('true');
    const toast = notifications(page).getByRole('status');
    await expect.poll(() => toast.textContent()).toContain('Registration successful');
    expect(await toast.textContent()).toContain('Welcome to SoundBoard!');
    await context.close();
  });

  it('checks the form before sending it and shows the server field errors under their inputs', async () => {
    const { context, page } = await openPage();
    const registrations: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/register') && registrations.push(request.url()));
    await page.goto('/signup');
    const email = uniqueEmail('taken');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => page.getByText('Password must be at least 8 characters').count()).toBe(1);
    // Names are optional (they default to empty).
    expect(await page.getByText('Enter your first name').count()).toBe(0);
    // The first field in error takes the focus, and nothing went to the server.
    expect(await focused(page).getAttribute('name')).toBe('password');
    expect(registrations).toEqual([]);

    // An e-mail that is already registered: the server's message shows under the e-mail field.
    expect((await context.request.post('/api/register', { data: { email, password: PASSWORD } })).status()).toBe(201);
    await context.clearCookies();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('First name').fill('Nova');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => page.getByText('Already registered: sign in instead').count()).toBe(1);
    const toast = notifications(page).getByRole('alert');
    await expect.poll(() => toast.textContent()).toContain('Registration failed');
    expect(await toast.textContent()).toContain('An account with this e-mail already exists');
    expect(pathname(page)).toBe('/signup');
    await context.close();
  });

  it('shows the destructive "Login failed" toast with the server error after a bad login', async () => {
    const { context, page } = await openPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByLabel('Password', { exact: true }).press('Enter');

    const toast = notifications(page).getByRole('alert');
    await expect.poll(() => toast.textContent()).toContain('Login failed');
    expect(await toast.textContent()).toContain('Invalid email or password');
    expect(await toast.getAttribute('data-variant')).toBe('destructive');
    expect(pathname(page)).toBe('/login');

    // F8 moves focus to the notification region; a swipe to the right dismisses the toast.
    await page.keyboard.press('F8');
    expect(await focused(page).getAttribute('aria-label')).toBe('Notifications (F8)');
    const box = await toast.boundingBox();
    if (!box) throw new Error('toast not on screen');
    await page.mouse.move(box.x + 40, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 80, box.y + box.height / 2, { steps: 4 });
    await page.mouse.move(box.x + 140, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => notifications(page).getByRole('alert').count()).toBe(0);
    await context.close();
  });

  it('shows the password on request and signs in with Enter', async () => {
    const { context, page } = await openPage();
    const email = uniqueEmail('login');
    expect((await context.request.post('/api/register', { data: { email, password: PASSWORD, firstName: 'Kai' } })).status()).toBe(201);
    await context.clearCookies();
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await page.getByLabel('Email').fill(email);
    await password.fill(PASSWORD);
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await password.press('Enter');
    await expect.poll(() => pathname(page)).toBe('/dashboard');
    await expect.poll(() => notifications(page).getByRole('status').textContent()).toContain('Login successful');
    await context.close();
  });

  it('offers no Google button when the server has Google sign-in off', async () => {
    const { context, page } = await openPage();
    const config = page.waitForResponse((response) => response.url().endsWith('/graphql') && response.request().method() === 'POST');
    await page.goto('/login');
    await config;
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await page.getByRole('button', { name: 'Continue with Google' }).count()).toBe(0);
    await context.close();
  });
});

describe('Google sign-in', () => {
  it('shows the Google button when Google is on, loads Firebase only on use, and toasts a failed popup', async () => {
    // Google on, pointed at an emulator address nothing listens on: the popup cannot succeed here.
    const google = await startTestApp({ FIREBASE_PROJECT_ID: 'demo-soundboard', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9' });
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: google.baseUrl });
    try {
      const page = await context.newPage();
      const firebaseChunks: string[] = [];
      page.on('request', (request) => /\/assets\/firebase-/.test(request.url()) && firebaseChunks.push(request.url()));
      for (const path of ['/signup', '/login']) {
        await page.goto(path);
        await page.getByRole('button', { name: 'Continue with Google' }).waitFor();
      }
      expect(firebaseChunks).toEqual([]);

      await page.getByRole('button', { name: 'Continue with Google' }).click();
      const toast = notifications(page).getByRole('alert');
      await expect.poll(() => toast.textContent(), { timeout: 20_000 }).toContain('Login failed');
      expect(await toast.textContent()).toContain('Google Sign-In failed. Please try again.');
      expect(firebaseChunks.length).toBeGreaterThan(0);
      expect(pathname(page)).toBe('/login');
    } finally {
      await context.close();
      await google.close();
    }
  });
});

describe('access rules', () => {
  it('sends a visitor from creator pages to /signup and from admin pages to /admin/login', async () => {
    const { context, page } = await openPage();
    for (const [from, to] of [
      ['/dashboard', '/signup'],
      ['/profile-settings', '/signup'],
      ['/admin/dashboard', '/admin/login'],
      ['/admin/resources', '/admin/login'],
      ['/auth', '/login'],
    ] as const) {
      await page.goto(from);
      await expect.poll(() => pathname(page), { message: from }).toBe(to);
    }
    await context.close();
  });

  it('sends a creator from admin pages to /admin/login and says the account is not an administrator', async () => {
    const { context, page } = await openPage();
    const email = await registerCreator(context);
    await page.goto('/admin/ads');
    await expect.poll(() => pathname(page)).toBe('/admin/login');
    await expect.poll(() => page.getByText('This account is not an administrator.').count()).toBe(1);

    // Signing in there with the creator account keeps them a signed-in creator, on this page.
    await context.clearCookies();
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In as Admin' }).click();
    await expect.poll(() => page.getByText('This account is not an administrator.').count()).toBe(1);
    expect(pathname(page)).toBe('/admin/login');
    const session = await context.request.get('/api/user');
    expect(session.status()).toBe(200);
    expect(((await session.json()) as { role: string }).role).toBe('creator');
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect.poll(() => pathname(page)).toBe('/dashboard');
    await context.close();
  });

  it('signs an admin in at /admin/login and shows the platform stats', async () => {
    const { createOrPromoteAdmin } = await import('../../graph/src/modules/auth/admin.service.js');
    const email = uniqueEmail('admin');
    await createOrPromoteAdmin(env.app.orm.em.fork(), env.app.app.pubsub, email, PASSWORD);

    const { context, page } = await openPage();
    await page.goto('/admin/dashboard');
    await expect.poll(() => pathname(page)).toBe('/admin/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In as Admin' }).click();
    await expect.poll(() => pathname(page)).toBe('/admin/dashboard');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Admin Dashboard');
    const admins = page.locator('[data-stat="admins"]');
    await expect.poll(() => admins.textContent()).toMatch(/Admins\d/);
    expect(Number(/Admins(\d+)/.exec((await admins.textContent()) ?? '')?.[1])).toBeGreaterThanOrEqual(1);
    for (const stat of ['creators', 'brands', 'resources', 'activeBannerAds', 'brandConnections', 'liveSessions']) {
      expect(await page.locator(`[data-stat="${stat}"]`).textContent(), stat).toMatch(/\d/);
    }
    await context.close();
  });
});

describe('navigation', () => {
  it('logs out from the avatar menu: back to /login and the session is gone', async () => {
    const { context, page } = await openPage();
    const email = await registerCreator(context, 'Lumi');
    await page.goto('/dashboard');
    const trigger = page.getByRole('button', { name: /Account menu for/ });
    await trigger.click();
    // In the menu (the reminder to confirm the address names it too).
    expect(
      await page
        .locator(`#${await trigger.getAttribute('aria-controls')}`)
        .getByText(email)
        .count(),
    ).toBe(1);

    // Escape closes the menu and gives focus back to the avatar button.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('button', { name: 'Log out' }).count()).toBe(0);
    expect(await focused(page).getAttribute('aria-label')).toMatch(/^Account menu for /);

    // Arrow keys reach the items; Log out is the last.
    await page.keyboard.press('ArrowDown');
    expect(await focused(page).textContent()).toBe('Dashboard');
    await page.keyboard.press('End');
    expect(await focused(page).textContent()).toBe('Log out');
    await page.keyboard.press('Enter');

    await expect.poll(() => pathname(page)).toBe('/login');
    await page.getByRole('link', { name: 'Get Started' }).first().waitFor();
    expect((await context.request.get('/api/user')).status()).toBe(401);
    await context.close();
  });

  it('opens the phone menu at 390×844, with a description per item, and navigates', async () => {
    const { context, page } = await openPage({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
    await expect.poll(() => menu.getByText('Discover verified music industry brands').count()).toBe(1);
    expect(await menu.getByRole('link', { name: /MatchMade AI/ }).count()).toBe(0);
    const blog = menu.getByRole('link', { name: /Blog/ });
    expect(await blog.getAttribute('href')).toBe('https://blog.soundboard.example');
    expect(await blog.getAttribute('target')).toBe('_blank');
    expect(await blog.getAttribute('rel')).toBe('noopener noreferrer');

    await menu.getByRole('link', { name: /Brands/ }).click();
    await expect.poll(() => pathname(page)).toBe('/brands');
    expect(await page.getByRole('button', { name: 'Close menu' }).count()).toBe(0);

    // Escape closes it again and returns focus to the menu button.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page).getAttribute('aria-label')).toBe('Open menu');
    await context.close();
  });

  it('shows MatchMade AI and the account items in the phone menu when signed in', async () => {
    const { context, page } = await openPage({ width: 390, height: 844 }, { fresh: true });
    await registerCreator(context, 'Ari');
    // Ari has no profile yet: without the skip flag the dashboard would send him on to /profile-setup.
    await context.addInitScript(() => sessionStorage.setItem('profileSetupSkipped', 'true'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
    await menu.getByRole('link', { name: /MatchMade AI/ }).click();
    await expect.poll(() => pathname(page)).toBe('/dashboard');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Welcome back, Ari');
    await context.close();
  });
});
