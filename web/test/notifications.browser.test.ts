import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCreator, type TestCreator } from '../../graph/test/seed-helpers.js';
import { watchedPubSub } from '../../graph/test/watched-pubsub.js';
import { appInChromium, creatorInBrowser, seriousAxeViolations, shot, signedInContext, PHONE, gqlOk, writeTo } from './browser.js';

/**
 * The bell, its panel and /notifications in Chromium, on events made through the real API: other
 * creators ask to connect and write, and the badge, the grouped titles and the lists follow live.
 */

// Watched, so that a test writes only once the page's notification subscription is heard.
const events = watchedPubSub();
const env = appInChromium({ pubsub: events.pubsub });

type Who = { cookie: string };

const someone = (artistName: string): Promise<TestCreator> => createCreator(env.app.orm, { artistName });

const askToConnect = (from: Who, to: { username: string }) =>
  gqlOk<{ sendConnectionRequest: { id: string } }>(env, from, 'mutation ($u: String!) { sendConnectionRequest(username: $u) { id } }', { u: to.username });

/** Lets anyone write to `who`: their first message is a message request. */
const openInbox = (who: Who) => gqlOk(env, who, 'mutation { updatePrivacySettings(input: { dmPolicy: EVERYONE }) { dmPolicy } }');

type Item = { id: string; title: string; readAt: string | null };
const items = async (who: Who, unreadOnly = false) =>
  (
    await gqlOk<{ viewer: { notifications: { totalCount: number; edges: { node: Item }[] } } }>(
      env,
      who,
      'query ($u: Boolean) { viewer { notifications(first: 50, unreadOnly: $u) { totalCount edges { node { id title readAt } } } } }',
      { u: unreadOnly },
    )
  ).viewer.notifications;

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const badge = (page: Page) => page.getByTestId('badge-notifications');
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
const rows = (scope: Page | Locator) => scope.getByTestId('notification');

/** A screenshot of one element (the bar with the bell), when SHOTS_DIR names a folder. */
async function elementShot(locator: Locator, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await locator.screenshot({ path: `${dir}/${name}.png` });
}

/** GraphQL operations the page sends from now on, by name. */
function recordOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const name = (request.postDataJSON() as { operationName?: string } | null)?.operationName;
    if (name) names.push(name);
  });
  return names;
}

describe('notifications in the browser', () => {
  it('badge, live updates, the panel, grouping, read and done, then /notifications at both widths', { timeout: 180_000 }, async () => {
    // No profile: a saved one brings a "new strong matches" item of its own, at a moment of its own.
    const nia = await creatorInBrowser(env, 'Nia Vale', { profile: false });
    const { page } = nia;
    await openInbox(nia);

    // Twenty-two older items, each read before the next request came in (a read item gathers no more).
    for (let i = 0; i < 22; i += 1) {
      await askToConnect(await someone(`Earlier Fan ${i + 1}`), nia);
      await gqlOk(env, nia, 'mutation { markAllNotificationsRead }');
    }
    // Unread now: four requests gathered on one item, and a message request.
    const [ana, ben, cleo, gus, dev, fay, eli, ivy] = await Promise.all(
      ['Ana Lumen', 'Ben Okafor', 'Cleo Hart', 'Gus Tamm', 'Dev Arora', 'Fay Moreau', 'Eli Moss', 'Ivy Brandt'].map((name) => someone(name)),
    );
    for (const asker of [ana!, ben!, cleo!, gus!]) await askToConnect(asker, nia);
    await writeTo(env, dev!, nia, 'Loved the set at the Jazz Cafe last night, fancy a co-write next month?');

    // The badge counts the two unseen items; the bell says so.
    const live = events.nextSubscription('NOTIFICATION_ADDED', nia.id);
    await page.goto('/messages');
    await live;
    await badge(page).waitFor();
    expect(await badge(page).textContent()).toBe('2');
    expect(await bell(page).getAttribute('aria-label')).toBe('Notifications, 2 unseen');
    expect(await bell(page).getAttribute('aria-expanded')).toBe('false');

    // Fay writes while the page is open: the badge rises live.
    await writeTo(env, fay!, nia, 'Hi Nia, are you free for a session on Friday?');
    await expect.poll(() => badge(page).textContent()).toBe('3');
    await elementShot(page.locator('header').first(), 'notifications-bell-1440');

    // Opening the panel shows the latest items and clears the badge.
    await bell(page).click();
    await panel(page).waitFor();
    expect(await bell(page).getAttribute('aria-expanded')).toBe('true');
    await badge(page).waitFor({ state: 'detached' });
    expect(await bell(page).getAttribute('aria-label')).toBe('Notifications');
    await expect.poll(() => rows(panel(page)).count()).toBe(8);
    const first = rows(panel(page)).first();
    expect(await first.textContent()).toContain('Fay Moreau sent you a message request');
    const grouped = rows(panel(page)).filter({ hasText: 'asked to connect' }).first();
    expect(await grouped.textContent()).toContain('Gus Tamm, Cleo Hart and 2 others asked to connect');
    expect(await grouped.textContent()).toContain('because they asked to connect with you');
    expect(await grouped.textContent()).toMatch(/just now|min ago/);

    // Another request while the panel is open gathers on the same item, which moves to the top live, without a refetch.
    const operations = recordOperations(page);
    await askToConnect(eli!, nia);
    await expect.poll(() => rows(panel(page)).first().textContent()).toContain('Eli Moss, Gus Tamm and 3 others asked to connect');
    expect(await rows(panel(page)).filter({ hasText: 'Gus Tamm' }).count()).toBe(1);
    expect(operations.filter((name) => name === 'NotificationPanelQuery')).toEqual([]);
    await shot(page, 'notifications-panel-1440', { fullPage: false });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Done takes an item off the list at once, and off the server's list.
    const devRow = rows(panel(page)).filter({ hasText: 'Dev Arora sent you a message request' });
    expect(await devRow.textContent()).toContain('Loved the set at the Jazz Cafe');
    const doneOperations = recordOperations(page);
    const doneAnswered = page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && (r.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'MarkNotificationDone',
    );
    await devRow.hover();
    await devRow.getByRole('button', { name: /^Done:/ }).click();
    await devRow.waitFor({ state: 'detached' });
    await (await doneAnswered).finished();
    expect(doneOperations).toEqual(['MarkNotificationDone']);
    await expect.poll(async () => (await items(nia)).edges.some((edge) => edge.node.title.startsWith('Dev Arora'))).toBe(false);

    // Escape closes the panel and gives focus back to the bell.
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'detached' });
    expect(await bell(page).evaluate((el) => el === document.activeElement)).toBe(true);

    // Clicking an item goes to its page and reads it.
    await bell(page).click();
    await rows(panel(page)).first().getByRole('link').click();
    await page.waitForURL(/\/network$/);
    await panel(page).waitFor({ state: 'detached' });
    await expect.poll(async () => (await items(nia)).edges.find((edge) => edge.node.title.includes('Eli Moss'))?.node.readAt ?? null).not.toBeNull();

    // /notifications: twenty, then the rest by cursor; the Unread tab shows Fay's message alone.
    const liveAgain = events.nextSubscription('NOTIFICATION_ADDED', nia.id);
    await page.goto('/notifications');
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    const list = page.getByRole('list', { name: 'Notifications' });
    await expect.poll(() => rows(list).count()).toBe(20);
    const total = (await items(nia)).totalCount;
    expect(total).toBe(24);
    await page.getByRole('button', { name: /Load more/ }).click();
    await expect.poll(() => rows(list).count()).toBe(total);
    expect(await page.getByRole('link', { name: 'Notification settings' }).getAttribute('href')).toBe('/account/notifications');

    // A new item while the page is open arrives at the top, without reading the list again.
    await liveAgain;
    const pageOperations = recordOperations(page);
    await writeTo(env, ivy!, nia, 'Sending the stems over tonight');
    await expect.poll(() => rows(list).first().textContent()).toContain('Ivy Brandt sent you a message request');
    expect(await rows(list).count()).toBe(total + 1);
    expect(pageOperations.filter((name) => name === 'NotificationsRouteQuery')).toEqual([]);
    await shot(page, 'notifications-page-1440');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Unread', exact: true }).click();
    const unread = page.getByRole('list', { name: 'Unread notifications' });
    await expect.poll(() => rows(unread).count()).toBe(2);
    expect(await rows(unread).nth(1).textContent()).toContain('Fay Moreau sent you a message request');
    // Marked read from the Unread tab, an item leaves the tab; "Mark all as read" empties it.
    await rows(unread).nth(1).hover();
    await rows(unread)
      .nth(1)
      .getByRole('button', { name: /^Mark as read:/ })
      .click();
    await expect.poll(() => rows(unread).count()).toBe(1);
    await shot(page, 'notifications-page-unread-1440');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByText("You're all caught up").waitFor();
    // The page empties the tab at once; the server's answer may land a moment later.
    await expect.poll(async () => (await items(nia, true)).totalCount).toBe(0);
    await shot(page, 'notifications-page-unread-empty-1440');

    // Phone width: the bell opens a full-width sheet; the page fits the screen.
    const phone = await signedInContext(env, nia.cookie, PHONE);
    const small = await phone.newPage();
    await small.goto('/notifications');
    await rows(small).first().waitFor();
    // The bar holds the logo, three icons and the whole menu button.
    const menuButton = await small.getByRole('button', { name: 'Open menu' }).boundingBox();
    expect(menuButton?.width).toBe(44);
    expect((menuButton?.x ?? 0) + (menuButton?.width ?? 0)).toBeLessThanOrEqual(PHONE.width - 16);
    expect(await small.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(small, 'notifications-page-390');
    expect(await seriousAxeViolations(small)).toEqual([]);
    await bell(small).click();
    await panel(small).waitFor();
    await expect.poll(() => rows(panel(small)).count()).toBe(8);
    const box = await panel(small).boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(PHONE.width);
    await shot(small, 'notifications-panel-390', { fullPage: false });
    expect(await seriousAxeViolations(small)).toEqual([]);
    // An outside click closes it.
    await small.mouse.click(PHONE.width / 2, PHONE.height - 10);
    await panel(small).waitFor({ state: 'detached' });
    await phone.close();
    await nia.context.close();
  });

  it('shows "9+" past nine and an empty panel that is all caught up', { timeout: 60_000 }, async () => {
    const kai = await creatorInBrowser(env, 'Kai Noor', { viewport: PHONE, profile: false });
    await openInbox(kai);
    const live = events.nextSubscription('NOTIFICATION_ADDED', kai.id);
    await kai.page.goto('/messages');
    await live;
    await bell(kai.page).click();
    await panel(kai.page).waitFor();
    await panel(kai.page).getByText("You're all caught up").waitFor();
    await shot(kai.page, 'notifications-panel-empty-390', { fullPage: false });
    await kai.page.keyboard.press('Escape');

    // Ten message requests are ten items (one per conversation), ten unseen.
    for (let i = 0; i < 10; i += 1) await writeTo(env, await someone(`Listener ${i + 1}`), kai, `Hello from listener ${i + 1}`);
    await expect.poll(() => badge(kai.page).textContent()).toBe('9+');
    expect(await bell(kai.page).getAttribute('aria-label')).toBe('Notifications, 9+ unseen');
    await elementShot(kai.page.locator('header').first(), 'notifications-bell-390');

    // By keyboard: Enter opens the panel with focus in it, Tab reaches its action then the first item, Escape goes back.
    await bell(kai.page).focus();
    await kai.page.keyboard.press('Enter');
    await panel(kai.page).waitFor();
    expect(await panel(kai.page).evaluate((el) => el === document.activeElement)).toBe(true);
    await rows(panel(kai.page)).first().waitFor();
    await kai.page.keyboard.press('Tab');
    expect(
      await panel(kai.page)
        .getByRole('button', { name: 'Mark all as read' })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await kai.page.keyboard.press('Tab');
    expect(
      await rows(panel(kai.page))
        .first()
        .getByRole('link')
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    // A focused row shows its actions.
    const done = rows(panel(kai.page))
      .first()
      .getByRole('button', { name: /^Done:/ });
    await expect.poll(() => done.evaluate((el) => getComputedStyle(el.parentElement!).opacity)).toBe('1');
    await shot(kai.page, 'notifications-panel-keyboard-390', { fullPage: false });
    await kai.page.keyboard.press('Escape');
    await panel(kai.page).waitFor({ state: 'detached' });
    expect(await bell(kai.page).evaluate((el) => el === document.activeElement)).toBe(true);
    await kai.context.close();
  });
});
