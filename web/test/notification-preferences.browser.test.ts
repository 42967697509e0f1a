import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../graph/src/modules/user/session.service.js';
import { createCreator } from '../../graph/test/seed-helpers.js';
import { appInChromium, creatorInBrowser, seriousAxeViolations, shot, signedInContext, PHONE, gqlOk, writeTo } from './browser.js';
import { freshContext } from './context-pool.js';

/**
 * /account/notifications and the panel's held line in Chromium, on the real API: the matrix and
 * its defaults, a save that persists, digest and quiet hours in words, the time zone offered from
 * the browser, and a snooze whose held e-mail the panel shows and delivers.
 */

const env = appInChromium();

type Who = { cookie: string };

type Prefs = {
  kinds: { kind: string; inApp: boolean; email: boolean; required: boolean }[];
  digest: { frequency: string; hour: number };
  quietHours: { timeZone: string; days: { day: string; ranges: { start: string; end: string }[] }[] };
  snoozedUntil: string | null;
};
const prefsOf = async (who: Who) =>
  (
    await gqlOk<{ viewer: { notificationPreferences: Prefs } }>(
      env,
      who,
      '{ viewer { notificationPreferences { kinds { kind inApp email required } digest { frequency hour } quietHours { timeZone days { day ranges { start end } } } snoozedUntil } } }',
    )
  ).viewer.notificationPreferences;
const heldOf = async (who: Who) =>
  (
    await gqlOk<{ viewer: { heldNotifications: { count: number; releaseAt: string | null } } }>(
      env,
      who,
      '{ viewer { heldNotifications { count releaseAt } } }',
    )
  ).viewer.heldNotifications;

const checkbox = (page: Page, label: string, channel: 'in app' | 'by e-mail') => page.getByRole('checkbox', { name: `${label}: ${channel}`, exact: true });
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
const heldLine = (scope: Page | Locator) => scope.getByTestId('held-notifications');

/**
 * A screenshot of one section as the page lays it out, cut from a full-page shot taken from the
 * top: neither the sticky navigation nor the save bar is painted over it.
 */
async function sectionShot(page: Page, id: string, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.evaluate('window.scrollTo(0, 0)');
  const box = (await page.locator(`#${id}`).boundingBox())!;
  const margin = 12;
  await page.screenshot({
    path: `${dir}/${name}.png`,
    fullPage: true,
    clip: { x: Math.max(0, box.x - margin), y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin },
  });
}

async function open(page: Page): Promise<void> {
  await page.goto('/account/notifications');
  await page.getByRole('heading', { level: 1, name: 'Notification settings' }).waitFor();
  await page.getByRole('table').waitFor();
}

const pad = (n: number) => String(n).padStart(2, '0');

describe('notification settings in the browser', () => {
  it('shows the defaults, saves a kind, the digest and quiet hours, and says them in words (1440)', { timeout: 120_000 }, async () => {
    const ada = await creatorInBrowser(env, 'Ada Quill', { profile: false });
    const { page } = ada;

    // Reached from the account page.
    await page.goto('/account');
    await page.getByRole('link', { name: 'Notification settings' }).click();
    await page.waitForURL(/\/account\/notifications$/);
    await page.getByRole('table').waitFor();

    // The matrix: its groups and the shared defaults.
    for (const group of ['Network', 'Messages', 'Brands', 'Collaboration board', 'MatchMade', 'Account and security'])
      await page.getByRole('columnheader', { name: new RegExp(`^${group}`) }).waitFor();
    expect(await checkbox(page, 'New messages', 'by e-mail').isChecked()).toBe(true);
    expect(await checkbox(page, 'New strong matches', 'in app').isChecked()).toBe(true);
    expect(await checkbox(page, 'New strong matches', 'by e-mail').isChecked()).toBe(false);
    expect(await checkbox(page, 'A new brief fits you', 'by e-mail').isChecked()).toBe(false);
    // Security notices: checked, disabled, with their note.
    for (const label of ['Your password changed', 'A new sign-in to your account']) {
      for (const channel of ['in app', 'by e-mail'] as const) {
        expect(await checkbox(page, label, channel).isChecked()).toBe(true);
        expect(await checkbox(page, label, channel).isDisabled()).toBe(true);
      }
    }
    await page.getByText('Security notices are always sent').waitFor();
    expect(await page.getByRole('button', { name: 'Save changes' }).isDisabled()).toBe(true);
    await shot(page, 'notification-settings-top-1440', { fullPage: false });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // New messages off by e-mail, new strong matches on.
    await checkbox(page, 'New messages', 'by e-mail').uncheck();
    await checkbox(page, 'New strong matches', 'by e-mail').check();
    await page.getByText('You have unsaved changes').waitFor();

    // A daily digest at 07:00.
    await page.getByRole('radio', { name: 'Daily' }).check();
    await page.getByRole('combobox', { name: 'At' }).selectOption('7');
    await page.getByText('Every day at 07:00', { exact: false }).waitFor();

    // Quiet hours: Monday 22:00 to 07:00, copied to the weekdays; Sunday morning too.
    await page.getByRole('button', { name: 'Add a window on Monday' }).click();
    expect(await page.getByRole('combobox', { name: 'Monday: from' }).inputValue()).toBe('22:00');
    await page.getByRole('combobox', { name: 'Monday: to' }).selectOption('07:00');
    await page.getByRole('button', { name: 'Copy Monday to weekdays' }).click();
    await page.getByRole('button', { name: 'Add a window on Sunday' }).click();
    await page.getByRole('combobox', { name: 'Sunday: from' }).selectOption('00:00');
    await page.getByRole('combobox', { name: 'Sunday: to' }).selectOption('10:00');
    const words = page.getByRole('list', { name: 'Your quiet hours in words' });
    await expect
      .poll(() => words.textContent())
      .toBe(
        'Monday to Friday: e-mail waits from 22:00 to 07:00 the next day; it arrives when the window ends.' +
          'Sunday: e-mail waits from 00:00 to 10:00; it arrives when the window ends.',
      );

    // A window that ends where it starts is refused at its field.
    await page.getByRole('button', { name: 'Add a window on Saturday' }).click();
    await page.getByRole('combobox', { name: 'Saturday: to' }).selectOption('22:00');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Saturday: a window needs an end different from its start').waitFor();
    await page.getByRole('button', { name: 'Remove Saturday window' }).click();

    // The time zone is typed with suggestions; an unknown one is refused before it is sent.
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    await zone.fill('Europe/Lisbon');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Notification settings saved').waitFor();
    await page.getByText('All changes saved').waitFor();

    const saved = await prefsOf(ada);
    expect(saved.kinds.find((k) => k.kind === 'MESSAGE_RECEIVED')).toMatchObject({ inApp: true, email: false });
    expect(saved.kinds.find((k) => k.kind === 'NEW_STRONG_MATCHES')).toMatchObject({ inApp: true, email: true });
    expect(saved.digest).toEqual({ frequency: 'DAILY', hour: 7 });
    expect(saved.quietHours.timeZone).toBe('Europe/Lisbon');
    expect(saved.quietHours.days.map((d) => d.day)).toEqual(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SUNDAY']);
    expect(saved.quietHours.days[0]!.ranges).toEqual([{ start: '22:00', end: '07:00' }]);

    // A reload shows what was saved.
    await page.reload();
    await page.getByRole('table').waitFor();
    expect(await checkbox(page, 'New messages', 'by e-mail').isChecked()).toBe(false);
    expect(await checkbox(page, 'New strong matches', 'by e-mail').isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Daily' }).isChecked()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'At' }).inputValue()).toBe('7');
    expect(await zone.inputValue()).toBe('Europe/Lisbon');
    expect(await page.getByRole('combobox', { name: 'Thursday: to' }).inputValue()).toBe('07:00');
    await expect.poll(() => words.textContent()).toContain('Monday to Friday: e-mail waits from 22:00 to 07:00 the next day');

    // An unknown zone stays at its field.
    await zone.fill('Mars/Olympus');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Choose a time zone from the list').waitFor();
    expect(await zone.evaluate((el) => el === document.activeElement)).toBe(true);
    await zone.fill('Europe/Lisbon');

    await sectionShot(page, 'quiet-hours', 'notification-settings-quiet-hours-1440');
    await shot(page, 'notification-settings-full-1440');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await ada.context.close();
  });

  it('offers the browser’s time zone on a first visit, and fits a phone (390)', { timeout: 90_000 }, async () => {
    const ben = await createCreator(env.app.orm, null, { firstName: 'Ben', artistName: 'Ben Arlo' });
    const context = await freshContext(env.browser, { viewport: PHONE, baseURL: env.app.baseUrl, timezoneId: 'Europe/Berlin' });
    await context.addCookies([{ name: SESSION_COOKIE, value: ben.cookie.slice(SESSION_COOKIE.length + 1), url: env.app.baseUrl }]);
    const page = await context.newPage();
    await open(page);

    const offer = page.getByRole('status').filter({ hasText: 'Detected:' });
    expect(await offer.textContent()).toContain('Detected: Europe/Berlin');
    expect(await page.getByRole('combobox', { name: 'Time zone' }).inputValue()).toBe('UTC');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'notification-settings-top-390', { fullPage: false });
    await sectionShot(page, 'quiet-hours', 'notification-settings-detected-390');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await offer.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Time zone saved').waitFor();
    await offer.waitFor({ state: 'detached' });
    expect(await page.getByRole('combobox', { name: 'Time zone' }).inputValue()).toBe('Europe/Berlin');
    expect((await prefsOf(ben)).quietHours.timeZone).toBe('Europe/Berlin');

    // Once confirmed, the offer does not come back.
    await page.getByRole('button', { name: 'Add a window on Monday' }).click();
    await page.getByRole('button', { name: 'Add a window on Monday' }).click();
    await page.getByRole('combobox', { name: 'Monday 2: from' }).selectOption('12:00');
    await page.getByRole('combobox', { name: 'Monday 2: to' }).selectOption('13:30');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Notification settings saved').waitFor();
    await page.reload();
    await page.getByRole('table').waitFor();
    expect(await page.getByText('Detected:').count()).toBe(0);
    await expect
      .poll(() => page.getByRole('list', { name: 'Your quiet hours in words' }).textContent())
      .toBe('Monday: e-mail waits from 22:00 to 07:00 the next day and from 12:00 to 13:30; it arrives when each window ends.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await sectionShot(page, 'quiet-hours', 'notification-settings-quiet-hours-390');
    await shot(page, 'notification-settings-full-390');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('snoozes e-mail; the panel shows what is held and delivers it now, at both widths', { timeout: 120_000 }, async () => {
    const cal = await creatorInBrowser(env, 'Cal Rivers', { profile: false });
    const { page } = cal;
    await gqlOk(env, cal, 'mutation { updatePrivacySettings(input: { dmPolicy: EVERYONE }) { dmPolicy } }');
    // Message requests by e-mail only: opening the panel marks what it lists seen, and a seen item is never mailed.
    await gqlOk(
      env,
      cal,
      'mutation { updateNotificationPreferences(input: { kinds: [{ kind: MESSAGE_REQUEST_RECEIVED, inApp: false, email: true }] }) { snoozedUntil } }',
    );

    await open(page);
    await page.getByRole('button', { name: 'Snooze e-mail for 1 hour' }).click();
    await page.getByText('E-mail snoozed').first().waitFor();
    const state = page.getByRole('status').filter({ hasText: 'E-mail is snoozed until' });
    await state.waitFor();
    const until = new Date((await prefsOf(cal)).snoozedUntil!);
    expect(until.getTime() - Date.now()).toBeGreaterThan(55 * 60_000);
    const at = `${pad(until.getHours())}:${pad(until.getMinutes())}`;
    expect(await state.textContent()).toContain(at);
    await sectionShot(page, 'snooze', 'notification-settings-snoozed-1440');

    // Nothing held yet: no line.
    await bell(page).click();
    await panel(page).waitFor();
    await panel(page).getByText("You're all caught up").waitFor();
    expect(await heldLine(panel(page)).count()).toBe(0);
    await page.keyboard.press('Escape');

    // A message request arrives: its e-mail waits for the snooze to end.
    await writeTo(env, await createCreator(env.app.orm, { artistName: 'Dana Wolfe' }), cal, 'Up for a remix swap?');
    await expect.poll(async () => (await heldOf(cal)).count).toBe(1);
    await bell(page).click();
    await panel(page).waitFor();
    await expect
      .poll(() => heldLine(panel(page)).textContent())
      .toContain(`1 held, arriving ${until.getDate() === new Date().getDate() ? '' : 'tomorrow '}${at}`);
    expect(await heldLine(panel(page)).getByRole('link', { name: 'E-mail settings' }).getAttribute('href')).toBe('/account/notifications');
    await shot(page, 'notifications-panel-held-1440', { fullPage: false });
    expect(await seriousAxeViolations(page)).toEqual([]);

    await heldLine(panel(page)).getByRole('button', { name: 'Deliver now' }).click();
    await heldLine(panel(page)).waitFor({ state: 'detached' });
    await page.getByText('One held e-mail was sent.').waitFor();
    expect((await heldOf(cal)).count).toBe(0);
    await page.keyboard.press('Escape');

    // Resume lifts the snooze.
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.getByRole('button', { name: 'Snooze e-mail for 1 hour' }).waitFor();
    expect((await prefsOf(cal)).snoozedUntil).toBeNull();

    // At phone width: snoozed until tomorrow 08:00, another request held, the line in the sheet.
    const phone = await signedInContext(env, cal.cookie, PHONE);
    const small = await phone.newPage();
    await open(small);
    await small.getByRole('button', { name: 'Until tomorrow 08:00' }).click();
    await small.getByRole('status').filter({ hasText: 'E-mail is snoozed until tomorrow 08:00' }).waitFor();
    await writeTo(env, await createCreator(env.app.orm, { artistName: 'Eve Stone' }), cal, 'Loved your last single');
    await expect.poll(async () => (await heldOf(cal)).count).toBe(1);
    await bell(small).click();
    await panel(small).waitFor();
    await expect.poll(() => heldLine(panel(small)).textContent()).toContain('1 held, arriving tomorrow 08:00');
    expect(await small.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(small, 'notifications-panel-held-390', { fullPage: false });
    expect(await seriousAxeViolations(small)).toEqual([]);
    await heldLine(panel(small)).getByRole('button', { name: 'Deliver now' }).click();
    await heldLine(panel(small)).waitFor({ state: 'detached' });
    await phone.close();
    await cal.context.close();
  });
});
