import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../graph/test/mail-catcher.js';
import { startTestApp } from '../../graph/test/test-app.js';
import { appInChromium, seriousAxeViolations, shot, PHONE } from './browser.js';

/**
 * Account basics in a real browser: the sign-in redirects and the `next` round trip,
 * forgot and reset password with the e-mail caught, the Account Settings dialogs, the sign-up
 * limit said beside its button, and an admin's dashboard and menu.
 */

let catcher: MailCatcher;
const appEnv: Record<string, string> = {};
// Registered before appInChromium's hooks, so the catcher is up when the app starts.
beforeAll(async () => {
  catcher = await startMailCatcher();
  appEnv.SMTP_URL = catcher.smtpUrl;
});
afterAll(async () => {
  await catcher?.close();
});
const env = appInChromium({ env: appEnv });

const PASSWORD = 'correct-horse-battery';
const DESKTOP = { width: 1440, height: 900 };
const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.test`;

async function openPage(viewport = DESKTOP, baseURL = env.app.baseUrl): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.browser.newContext({ viewport, baseURL, acceptDownloads: true });
  return { context, page: await context.newPage() };
}

/** Registers through the REST route with the context's cookie jar: the page is signed in. */
async function registerIn(context: BrowserContext, prefix = 'acct'): Promise<string> {
  const email = uniqueEmail(prefix);
  const response = await context.request.post('/api/register', { data: { email, password: PASSWORD, firstName: 'Ona' } });
  expect(response.status()).toBe(201);
  return email;
}

const pathname = (page: Page) => new URL(page.url()).pathname;
const where = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
/** The path and query of the one link in a caught mail to `page`, to open on the test app. */
const linkPath = (links: string[], page: string) => {
  const link = links.find((l) => new URL(l).pathname === page);
  expect(link, `a ${page} link`).toBeDefined();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
};

async function expectAxeClean(page: Page, label: string) {
  expect(await seriousAxeViolations(page), label).toEqual([]);
}

describe('redirects', () => {
  it('sends a signed-in user from /login and /signup to the dashboard', async () => {
    const { context, page } = await openPage();
    await registerIn(context);
    for (const path of ['/login', '/signup']) {
      await page.goto(path);
      await expect.poll(() => pathname(page), { message: path }).not.toBe(path);
      // The dashboard, or the profile setup the dashboard sends a creator without a profile on to.
      expect(['/dashboard', '/profile-setup']).toContain(pathname(page));
    }
    await context.close();
  });

  it('brings a visitor back to the page they asked for, through sign-up or sign-in', async () => {
    // Sign in: /messages → /signup?next → "Sign in" keeps next → back on /messages.
    const setup = await openPage();
    const email = await registerIn(setup.context);
    await setup.context.close();

    const { context, page } = await openPage();
    await page.goto('/messages');
    await expect.poll(() => where(page)).toBe('/signup?next=%2Fmessages');
    await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => where(page)).toBe('/login?next=%2Fmessages');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => pathname(page)).toBe('/messages');

    // Sign up: /profile-settings → /signup?next → the new account lands on /profile-settings.
    await context.clearCookies();
    await page.goto('/profile-settings#privacy');
    await expect.poll(() => where(page)).toBe('/signup?next=%2Fprofile-settings%23privacy');
    await page.getByLabel('Email').fill(uniqueEmail('next'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => pathname(page)).toBe('/profile-settings');
    await context.close();
  });

  // The second resolves into //evil.example once its dot segment is gone.
  it.each(['//evil.example/steal', '/.//evil.example'])('ignores a next that leaves the site: %s', async (next) => {
    const setup = await openPage();
    const email = await registerIn(setup.context);
    await setup.context.close();
    const { context, page } = await openPage();
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    expect(await page.getByRole('link', { name: 'Create a free account' }).getAttribute('href')).toBe('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => pathname(page)).not.toBe('/login');
    expect(new URL(page.url()).origin).toBe(env.app.baseUrl);
    await expect.poll(() => pathname(page)).toMatch(/^\/(dashboard|profile-setup)$/);
    await page.getByRole('main').waitFor();
    await context.close();
  });
});

describe('forgot and reset password', () => {
  it('goes from the sign-in page to an e-mailed link, a new password and the app; the link then refuses a second use', async () => {
    const setup = await openPage();
    const email = await registerIn(setup.context, 'reset');
    await setup.context.close();

    const { context, page } = await openPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect.poll(() => pathname(page)).toBe('/forgot-password');
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    await shot(page, 'account-forgot-password-1440');
    await expectAxeClean(page, '/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: email }).count()).toBe(1);
    await shot(page, 'account-forgot-password-sent-1440');
    await expectAxeClean(page, '/forgot-password sent');

    const mail = await catcher.waitFor(email, { subject: /reset your/i });
    const resetPath = linkPath(mail.links, '/reset-password');
    await page.goto(resetPath);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    // The link is checked as the page opens; a good one gets the form.
    await page.getByLabel('New password', { exact: true }).waitFor();
    await shot(page, 'account-reset-password-1440');
    await expectAxeClean(page, '/reset-password');
    await page.getByLabel('New password', { exact: true }).fill('a-brand-new-passphrase');
    await page.getByLabel('New password, again').fill('a-different-one');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect.poll(() => page.getByText('The two passwords are not the same').count()).toBe(1);
    await page.getByLabel('New password, again').fill('a-brand-new-passphrase');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect.poll(() => notifications(page).getByRole('status').textContent()).toContain('Password changed');
    expect(['/dashboard', '/profile-setup']).toContain(pathname(page));
    expect((await context.request.get('/api/user')).status()).toBe(200);

    // The same link again: refused as the page opens, before a password is typed, with the way to a new one.
    await page.goto(resetPath);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'already been used' }).waitFor();
    expect(await page.getByLabel('New password', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
    await shot(page, 'account-reset-password-used-1440');
    await expectAxeClean(page, '/reset-password used');
    await context.close();
    // Three pages, two axe runs and a mail through the job queue: room for a loaded machine.
  }, 90_000);

  it('looks finished on a phone', async () => {
    const { context, page } = await openPage(PHONE);
    await page.goto('/forgot-password');
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    await shot(page, 'account-forgot-password-390');
    await expectAxeClean(page, '/forgot-password phone');
    await page.goto('/reset-password?token=not-a-real-token-but-long-enough');
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    // An unknown link says so on open.
    await page.getByRole('alert').filter({ hasText: 'This reset link is not valid' }).waitFor();
    expect(await page.getByLabel('New password', { exact: true }).count()).toBe(0);
    await shot(page, 'account-reset-password-390');
    await expectAxeClean(page, '/reset-password phone');
    // Without a token the page says what to do instead of showing a form that cannot work.
    await page.goto('/reset-password');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'needs the link from your reset e-mail' }).count()).toBe(1);
    await context.close();
  });
});

describe('account settings', () => {
  /** A new account, signed in, on /account with its settings loaded. */
  async function onAccountPage(prefix: string, viewport = DESKTOP) {
    const { context, page } = await openPage(viewport);
    const email = await registerIn(context, prefix);
    await page.goto('/account');
    await page.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();
    await page.getByText(email).first().waitFor();
    return { context, page, email };
  }

  it('is reached from Profile Settings and looks finished', async () => {
    const { context, page } = await openPage();
    const email = await registerIn(context, 'settings');
    await page.goto('/profile-settings');
    await page.getByRole('link', { name: 'Account Settings' }).first().click();
    await expect.poll(() => pathname(page)).toBe('/account');
    await page.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();
    await page.getByText(email).first().waitFor();
    await shot(page, 'account-settings-1440');
    await expectAxeClean(page, '/account');
    await context.close();
  });

  it('changes the password in its dialog: the current one is checked, the dialog closes on success', async () => {
    const { context, page } = await onAccountPage('password');
    await page.getByRole('button', { name: 'Change password' }).click();
    const passwordDialog = page.getByRole('dialog', { name: 'Change password' });
    await passwordDialog.waitFor();
    await shot(page, 'account-settings-password-dialog-1440', { fullPage: false });
    await expectAxeClean(page, 'change password dialog');
    await passwordDialog.getByLabel('Current password').fill('not-my-password');
    await passwordDialog.getByLabel('New password', { exact: true }).fill('a-brand-new-passphrase');
    await passwordDialog.getByLabel('New password, again').fill('a-brand-new-passphrase');
    await passwordDialog.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => passwordDialog.getByText('Not your current password').count()).toBe(1);
    await passwordDialog.getByLabel('Current password').fill(PASSWORD);
    await passwordDialog.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => passwordDialog.isVisible()).toBe(false);
    await expect.poll(() => notifications(page).getByRole('status').textContent()).toContain('Password changed');
    // This browser stays signed in.
    expect((await context.request.get('/api/user')).status()).toBe(200);
    await context.close();
  });

  it('changes the e-mail through a link to the new address', async () => {
    const { context, page, email } = await onAccountPage('email');
    const next = uniqueEmail('moved');
    await page.getByRole('button', { name: 'Change e-mail' }).click();
    const emailDialog = page.getByRole('dialog', { name: 'Change e-mail address' });
    await emailDialog.getByLabel('New e-mail address').fill(next);
    await emailDialog.getByLabel('Your password').fill(PASSWORD);
    await emailDialog.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect.poll(() => page.getByText(`Waiting for you to confirm ${next}`).count()).toBe(1);
    const confirm = await catcher.waitFor(next, { subject: /confirm your new/i });
    await page.goto(linkPath(confirm.links, '/confirm-email'));
    await page.getByRole('heading', { level: 1, name: 'E-mail address changed' }).waitFor();
    await expectAxeClean(page, '/confirm-email');
    await page.getByRole('link', { name: 'Back to account settings' }).click();
    await expect.poll(() => page.getByText(next).count()).toBeGreaterThan(0);
    await catcher.waitFor(email, { subject: /address was changed/i });
    await context.close();
  });

  it('downloads the data after saying what the file holds', async () => {
    const { context, page, email } = await onAccountPage('export');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Download your data' });
    await exportDialog.waitFor();
    await expectAxeClean(page, 'export dialog');
    const [download] = await Promise.all([page.waitForEvent('download'), exportDialog.getByRole('link', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^soundboard-.+-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as { account: { email: string } };
    expect(data.account.email).toBe(email);
    await context.close();
  });

  it('deletes the account with its password; a wrong one is refused in the dialog', async () => {
    const { context, page } = await onAccountPage('delete');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const deleteDialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await deleteDialog.waitFor();
    await shot(page, 'account-settings-delete-dialog-1440', { fullPage: false });
    await expectAxeClean(page, 'delete dialog');
    await deleteDialog.getByLabel('Your password').fill('not-my-password');
    await deleteDialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect.poll(() => deleteDialog.getByText('Not your current password').count()).toBe(1);
    await deleteDialog.getByLabel('Your password').fill(PASSWORD);
    await deleteDialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect.poll(() => pathname(page)).toBe('/');
    await expect.poll(() => notifications(page).getByRole('status').textContent()).toContain('Account deleted');
    expect((await context.request.get('/api/user')).status()).toBe(401);
    await context.close();
  });

  it('looks finished on a phone, dialogs included', async () => {
    const { context, page } = await onAccountPage('phone', PHONE);
    await shot(page, 'account-settings-390');
    await expectAxeClean(page, '/account phone');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('alertdialog', { name: 'Delete your account?' }).waitFor();
    await shot(page, 'account-settings-delete-dialog-390', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
    await context.close();
  });

  it('asks an account without a password to type DELETE', async () => {
    const { createUser, createSessionCookie } = await import('../../graph/test/seed-helpers.js');
    const user = await createUser(env.app.orm);
    const cookie = await createSessionCookie(env.app.orm, user.id);
    const { context, page } = await openPage();
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: env.app.baseUrl }]);
    await page.goto('/account');
    await page.getByText('None yet: you sign in with Google.').waitFor();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Type DELETE to confirm').fill('delete');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect.poll(() => dialog.getByText('Type DELETE to confirm', { exact: true }).count()).toBeGreaterThan(0);
    expect((await context.request.get('/api/user')).status()).toBe(200);
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect.poll(() => pathname(page)).toBe('/');
    expect((await context.request.get('/api/user')).status()).toBe(401);
    await context.close();
  });
});

describe('sign-up limit', () => {
  it('says beside the button how long to wait, and keeps the button off until then', async () => {
    const limited = await startTestApp({ AUTH_REGISTER_PER_IP: '1' });
    const { context, page } = await openPage(DESKTOP, limited.baseUrl);
    try {
      expect((await context.request.post('/api/register', { data: { email: uniqueEmail('first'), password: PASSWORD } })).status()).toBe(201);
      await context.clearCookies();
      await page.goto('/signup');
      await page.getByLabel('Email').fill(uniqueEmail('second'));
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Create Account' }).click();
      const notice = page.getByRole('main').getByRole('alert').filter({ hasText: 'Too many sign-ups from your network' });
      await expect.poll(() => notice.count()).toBe(1);
      expect(await notice.textContent()).toMatch(/You can try again in (59|60) minutes, at \d{1,2}:\d{2}/);
      expect(await page.getByRole('button', { name: 'Create Account' }).isDisabled()).toBe(true);
      await shot(page, 'signup-limit-1440');
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, 'signup-limit-390');
      await expectAxeClean(page, '/signup limited');
    } finally {
      await context.close();
      await limited.close();
    }
  });
});

describe('admins', () => {
  it('are not sent to profile setup, and find the admin area in the avatar menu', async () => {
    const { createOrPromoteAdmin } = await import('../../graph/src/modules/auth/admin.service.js');
    const email = uniqueEmail('admin');
    await createOrPromoteAdmin(env.app.orm.em.fork(), env.app.app.pubsub, email, PASSWORD);
    const { context, page } = await openPage();
    const profileReads: string[] = [];
    page.on('request', (request) => new URL(request.url()).pathname === '/api/profiles' && profileReads.push(request.url()));
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => pathname(page)).toBe('/dashboard');
    await page.getByRole('heading', { level: 1, name: /Welcome back/ }).waitFor();
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('link', { name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('link', { name: 'Account Settings' }).waitFor();
    expect(pathname(page)).toBe('/dashboard');
    expect(await page.evaluate(() => sessionStorage.getItem('profileSetupRedirect'))).toBeNull();
    // The check that would send a creator without a profile is not even made for an admin.
    expect(profileReads).toEqual([]);
    await context.close();
  });
});
