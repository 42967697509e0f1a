import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../graph/src/modules/user/session.service.js';
import { createSessionCookie, createUser, FULL_PROFILE, UserRole } from '../../graph/test/seed-helpers.js';
import { appInChromium, seriousAxeViolations as axe, shot, PHONE } from './browser.js';

const env = appInChromium();

const SUSPENDED = 'This account is suspended, so it cannot sign in.';
const PASSWORD = 'a-strong-passphrase';
const DESKTOP = { width: 1440, height: 900 };

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function browserContext(viewport = DESKTOP): Promise<BrowserContext> {
  return env.browser.newContext({ viewport, baseURL: env.app.baseUrl });
}

/** A signed-in admin's browser. */
async function adminBrowser(viewport = DESKTOP): Promise<{ id: string; context: BrowserContext; page: Page }> {
  const context = await browserContext(viewport);
  const admin = await createUser(env.app.orm, { role: UserRole.ADMIN, firstName: 'Ada', artistName: null });
  const cookie = await createSessionCookie(env.app.orm, admin.id);
  await context.addCookies([{ name: SESSION_COOKIE, value: cookie.slice(SESSION_COOKIE.length + 1), url: env.app.baseUrl }]);
  return { id: admin.id, context, page: await context.newPage() };
}

/** A creator who signed up with a password and saved a full profile under a stage name of their own. */
async function creatorAccount(): Promise<{ email: string; artistName: string; username: string; id: string }> {
  const context = await browserContext();
  const tag = randomUUID().slice(0, 8);
  const email = `suspend-${tag}@example.test`;
  const artistName = `Nova ${tag}`;
  const registered = await context.request.post('/api/register', { data: { email, password: PASSWORD, firstName: 'Nova', lastName: 'Lane' } });
  expect(registered.status()).toBe(201);
  const user = (await registered.json()) as { id: string; username: string };
  expect((await context.request.put('/api/profiles', { data: { ...FULL_PROFILE, artistName } })).status()).toBe(200);
  await context.close();
  return { email, artistName, username: user.username, id: user.id };
}

/** Signs in on /login with the form, as a person would; answers the page. */
async function signInWithForm(email: string): Promise<Page> {
  const page = await (await browserContext()).newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  return page;
}

const rows = (page: Page) => page.getByTestId('admin-user-row');
const standing = (page: Page) => page.locator('header').getByTestId('account-standing');
const role = (page: Page) => page.locator('header').getByTestId('account-role');

describe('the admin users and audit pages', () => {
  it(
    'finds a creator, suspends them with a reason (their sign-in is refused with the message), lifts it, and the audit log shows each step',
    { timeout: 90_000 },
    async () => {
      const creator = await creatorAccount();
      const admin = await adminBrowser();
      const page = admin.page;

      // Search: the list follows the box after a pause, down to the one account.
      await page.goto('/admin/users');
      await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
      expect(await page.title()).toBe('Users · SoundBoard Admin');
      await page.getByLabel('Search accounts').fill(creator.artistName);
      await expect.poll(() => rows(page).count()).toBe(1);
      expect(new URL(page.url()).searchParams.get('q')).toBe(creator.artistName);
      const row = rows(page).first();
      expect(await row.textContent()).toContain(creator.email);
      expect(await row.getByTestId('account-standing').textContent()).toBe('Active');

      // Open the account: its activity, profile and match count.
      await row.getByRole('link', { name: creator.artistName }).click();
      await page.getByRole('heading', { name: creator.artistName, level: 1 }).waitFor();
      expect(await page.title()).toBe(`${creator.artistName} · SoundBoard Admin`);
      for (const text of ['Signed up', 'Last seen', 'MatchMade matches', FULL_PROFILE.location, 'Techno'])
        expect(await page.getByText(text).count()).toBeGreaterThan(0);

      // Suspend: the reason is required, at its field.
      await page.getByRole('button', { name: 'Suspend account' }).click();
      const dialog = page.getByRole('alertdialog', { name: `Suspend ${creator.artistName}?` });
      await dialog.waitFor();
      expect(await dialog.getByLabel('Reason').evaluate((el) => el === document.activeElement)).toBe(true);
      await dialog.getByRole('button', { name: 'Suspend account' }).click();
      await dialog.getByText('Give a reason: other admins read it').waitFor();
      expect(await dialog.getByLabel('Reason').getAttribute('aria-invalid')).toBe('true');
      await dialog.getByLabel('Reason').fill('Spam in direct messages, reported three times.');
      await dialog.getByRole('button', { name: 'Suspend account' }).click();
      await expect.poll(() => standing(page).textContent()).toBe('Suspended');
      expect(await page.getByText('Spam in direct messages, reported three times.').count()).toBe(1);
      await shot(page, 'account-suspended-1440');

      // The creator cannot sign in, and the form says why.
      const refused = await signInWithForm(creator.email);
      // Once, in the form's alert, which stays: no toast over the button besides it.
      const alert = refused.getByRole('alert').filter({ hasText: 'Account suspended' });
      await alert.waitFor();
      expect(await alert.textContent()).toBe(`Account suspended${SUSPENDED}`);
      expect(await refused.getByRole('region', { name: 'Notifications (F8)' }).textContent()).not.toContain('Login failed');
      expect(new URL(refused.url()).pathname).toBe('/login');
      await shot(refused, 'login-suspended-1440');
      expect(await axe(refused)).toEqual([]);
      await refused.context().close();

      // Lift it: they sign in again.
      await page.getByRole('button', { name: 'Unsuspend account' }).click();
      await page
        .getByRole('alertdialog', { name: `Unsuspend ${creator.artistName}?` })
        .getByRole('button', { name: 'Unsuspend' })
        .click();
      await expect.poll(() => standing(page).textContent()).toBe('Active');
      const welcome = await signInWithForm(creator.email);
      await welcome.waitForURL('**/dashboard');
      await welcome.context().close();

      // The audit log, filtered to this admin: newest first, each step with what changed.
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
      await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
      await page.getByRole('combobox', { name: 'Admin', exact: true }).selectOption(admin.id);
      await expect.poll(() => page.getByTestId('audit-entry').count()).toBe(2);
      const entries = page.getByTestId('audit-entry');
      expect(await entries.getByTestId('audit-action').allTextContents()).toEqual(['Suspension lifted', 'Account suspended']);
      expect(await entries.nth(1).textContent()).toContain(`${creator.artistName} (${creator.email})`);
      await entries.nth(1).getByText('What changed').click();
      expect(await entries.nth(1).getByRole('table').textContent()).toContain('Spam in direct messages, reported three times.');
      // A day range that ends before today finds nothing, and says so at the field when it is back to front.
      await page.getByLabel('To (UTC)').fill('2020-01-01');
      await page.getByText('No changes match these filters').waitFor();
      await page.getByLabel('From (UTC)').fill('2020-02-01');
      await page.getByText('The end comes before the start').waitFor();
      await admin.context.close();
    },
  );

  it("changes a creator's role after confirming, and never lets an admin change their own", { timeout: 60_000 }, async () => {
    const creator = await creatorAccount();
    const admin = await adminBrowser();
    const page = admin.page;
    await page.goto(`/admin/users/${creator.id}`);
    await page.getByRole('heading', { name: creator.artistName, level: 1 }).waitFor();
    await page.getByLabel('Role', { exact: true }).selectOption('ADMIN');
    await page.getByRole('button', { name: 'Change role' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Make ${creator.artistName} an admin?` });
    await confirm.getByRole('button', { name: 'Keep the role' }).click();
    await expect.poll(() => page.getByLabel('Role', { exact: true }).inputValue()).toBe('CREATOR');
    expect(await role(page).textContent()).toBe('Member');
    await page.getByLabel('Role', { exact: true }).selectOption('ADMIN');
    await page.getByRole('button', { name: 'Change role' }).click();
    await confirm.getByRole('button', { name: 'Make admin' }).click();
    await expect.poll(() => role(page).textContent()).toBe('Admin');

    await page.goto(`/admin/users/${admin.id}`);
    await page.getByText('You cannot change your own role: another admin can.').waitFor();
    expect(await page.getByLabel('Role', { exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Suspend account' }).isDisabled()).toBe(true);
    await admin.context.close();
  });

  it.for([DESKTOP, PHONE])(
    'tells brand accounts from creators, filters by type, and shows every admin tab at $width px',
    { timeout: 90_000 },
    async (viewport) => {
      const tag = randomUUID().slice(0, 8);
      const brand = await createUser(env.app.orm, { firstName: `Typed${tag}`, artistName: null });
      await env.app.orm.em.fork().execute(`update users set user_type = 'brand' where id = ?`, [brand.id]);
      const creator = await createUser(env.app.orm, { firstName: `Typed${tag}`, artistName: null });
      const admin = await adminBrowser(viewport);
      const page = admin.page;

      await page.goto(`/admin/users?q=Typed${tag}`);
      await expect.poll(() => rows(page).count()).toBe(2);
      const typeOf = async (id: string) =>
        rows(page)
          .filter({ has: page.locator(`a[href="/admin/users/${id}"]`) })
          .getByTestId('account-type')
          .textContent();
      expect(await typeOf(brand.id)).toBe('Brand account');
      expect(await typeOf(creator.id)).toBe('Creator · Artist');

      await page.getByLabel('Type', { exact: true }).selectOption('BRAND');
      await expect.poll(() => rows(page).count()).toBe(1);
      expect(await rows(page).getByTestId('account-type').textContent()).toBe('Brand account');
      await page.getByLabel('Type', { exact: true }).selectOption('CREATOR');
      await expect.poll(async () => (await rows(page).getByTestId('account-type').allTextContents()).join()).toBe('Creator · Artist');

      // Every back-office page is one tap away: all the tabs are on screen, none scrolled out of sight.
      const tabs = page.getByRole('navigation', { name: 'Admin' }).getByRole('link');
      expect(await tabs.count()).toBe(7);
      for (const box of await Promise.all((await tabs.all()).map((tab) => tab.boundingBox()))) {
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
        expect(box!.height).toBeGreaterThanOrEqual(44);
      }
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await axe(page)).toEqual([]);
      await shot(page, `users-types-${viewport.width}`);

      await page.goto(`/admin/users/${brand.id}`);
      await page.locator('header').getByTestId('account-type').waitFor();
      expect(await page.locator('header').getByTestId('account-type').textContent()).toBe('Brand account');
      expect(await role(page).textContent()).toBe('Member');
      await admin.context.close();
    },
  );

  it.for([DESKTOP, PHONE])('has no serious or critical axe violation and no sideways scroll at $width px', { timeout: 90_000 }, async (viewport) => {
    const creator = await creatorAccount();
    const admin = await adminBrowser(viewport);
    const page = admin.page;
    const size = viewport.width;

    await page.goto('/admin/users');
    await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
    expect(await axe(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, `users-${size}`);

    await page.goto(`/admin/users/${creator.id}`);
    await page.getByRole('heading', { name: creator.artistName, level: 1 }).waitFor();
    expect(await axe(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, `account-${size}`);
    await page.getByRole('button', { name: 'Suspend account' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Suspend account' }).click();
    await dialog.getByText('Give a reason: other admins read it').waitFor();
    expect(await axe(page)).toEqual([]);
    // A modal is drawn over the viewport: the shot is of the viewport.
    await shot(page, `suspend-dialog-${size}`, { fullPage: false });
    await dialog.getByLabel('Reason').fill('Impersonating another artist.');
    await dialog.getByRole('button', { name: 'Suspend account' }).click();
    await expect.poll(() => standing(page).textContent()).toBe('Suspended');

    await page.goto(`/admin/audit?actor=${admin.id}`);
    await expect.poll(() => page.getByTestId('audit-entry').count()).toBe(1);
    await page.getByTestId('audit-entry').first().getByText('What changed').click();
    expect(await axe(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.goto('/admin/audit');
    await expect.poll(() => page.getByTestId('audit-entry').count()).toBeGreaterThan(0);
    await page.getByTestId('audit-entry').first().getByText('What changed').click();
    await shot(page, `audit-${size}`);
    await admin.context.close();
  });
});
