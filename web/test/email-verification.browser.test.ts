import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../graph/test/mail-catcher.js';
import { appInChromium, seriousAxeViolations, shot, PHONE } from './browser.js';

/**
 * Proving the address in a real browser: the reminder a new account sees above every page, its
 * Resend button (and the limit's message), putting it away for the tab, and the /verify-email page
 * the mailed link opens.
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
const VERIFY_SUBJECT = /^Confirm your e-mail address for SoundBoard$/;

async function openPage(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.browser.newContext({ viewport, baseURL: env.app.baseUrl });
  return { context, page: await context.newPage() };
}

/** Registers through the REST route with the context's cookie jar: the page is signed in. */
async function registerIn(context: BrowserContext): Promise<string> {
  const email = `verify-${randomUUID().slice(0, 8)}@example.test`;
  const response = await context.request.post('/api/register', { data: { email, password: PASSWORD, firstName: 'Ivy' } });
  expect(response.status()).toBe(201);
  return email;
}

/** The path and query of the /verify-email link in a caught mail. */
const verifyPath = (links: string[]) => {
  const link = links.find((l) => new URL(l).pathname === '/verify-email');
  expect(link, 'a /verify-email link').toBeDefined();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
};

const banner = (page: Page) => page.getByRole('region', { name: 'Confirm your e-mail address' });

describe('e-mail verification', () => {
  it('reminds a new account above the page, resends, and the link confirms the address', async () => {
    const { context, page } = await openPage();
    const email = await registerIn(context);
    const signUpMail = await catcher.waitFor(email, { subject: VERIFY_SUBJECT });
    await page.goto('/resources');
    await banner(page).waitFor();
    expect(await banner(page).textContent()).toContain(`Please confirm your e-mail address. We sent a link to ${email}.`);
    // Nothing is blocked: the page itself is there under the reminder.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await shot(page, 'verify-email-banner-1440', { fullPage: false });
    expect(await seriousAxeViolations(page), 'banner').toEqual([]);

    await banner(page).getByRole('button', { name: 'Resend' }).click();
    await banner(page).getByRole('button', { name: 'Sent' }).waitFor();
    const resent = await catcher.waitFor(email, { subject: VERIFY_SUBJECT });
    expect(verifyPath(resent.links)).not.toBe(verifyPath(signUpMail.links));

    await page.goto(verifyPath(resent.links));
    await page.getByRole('heading', { level: 1, name: 'E-mail address confirmed' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Your e-mail address is confirmed' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/dashboard');
    await expect.poll(() => banner(page).count()).toBe(0);
    await shot(page, 'verify-email-confirmed-1440');
    expect(await seriousAxeViolations(page), '/verify-email').toEqual([]);

    // Reloaded, the session says the address is proven: no reminder anywhere.
    await page.goto('/resources');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await banner(page).count()).toBe(0);
    await context.close();
  }, 90_000);

  it('says the limit on a phone, and can be put away for the tab', async () => {
    const { context, page } = await openPage(PHONE);
    await registerIn(context);
    // The owner already asked three times this hour (from another tab, say).
    for (let i = 0; i < 3; i += 1)
      expect((await context.request.post('/api/user/email/verify/resend', { headers: { 'x-soundboard-csrf': '1' } })).status()).toBe(202);
    await page.goto('/resources');
    await banner(page).waitFor();
    await shot(page, 'verify-email-banner-390', { fullPage: false });
    await banner(page).getByRole('button', { name: 'Resend' }).click();
    await expect
      .poll(() => banner(page).getByRole('alert').textContent())
      .toMatch(/Too many confirmation e-mails to this address\. Try again in \d+ minutes?\./);
    await shot(page, 'verify-email-banner-limit-390', { fullPage: false });

    await banner(page).getByRole('button', { name: 'Hide this reminder' }).click();
    await expect.poll(() => banner(page).count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await banner(page).count()).toBe(0);
    // Another tab asks again.
    const other = await context.newPage();
    await other.goto('/resources');
    await banner(other).waitFor();
    await context.close();
  }, 60_000);

  it('explains a link that does not work, with a new link for the signed-in owner', async () => {
    const { context, page } = await openPage(PHONE);
    const email = await registerIn(context);
    await catcher.waitFor(email, { subject: VERIFY_SUBJECT });
    await page.goto(`/verify-email?token=${'x'.repeat(43)}`);
    await page.getByRole('heading', { level: 1, name: 'Not confirmed' }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'not valid' }).count()).toBe(1);
    await page.getByRole('main').getByRole('button', { name: 'Send a new link' }).click();
    await page.getByRole('main').getByRole('button', { name: 'Sent' }).waitFor();
    expect(
      await page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: `A new link is on its way to ${email}.` })
        .count(),
    ).toBe(1);
    await catcher.waitFor(email, { subject: VERIFY_SUBJECT });
    await shot(page, 'verify-email-failed-390');
    expect(await seriousAxeViolations(page), '/verify-email failed').toEqual([]);
    await context.close();
  }, 60_000);
});
