import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../graph/src/modules/user/session.service.js';
import { createSessionCookie, createUser, FULL_PROFILE, UserRole } from '../../graph/test/seed-helpers.js';
import { appInChromiumOnOwnDatabase, pauseClockAhead, seriousAxeViolations, shot } from './browser.js';
import { freshContext } from './context-pool.js';

/**
 * The dashboard shows the highest-priority live ad: this file's ads would take the banner of every
 * other browser test running beside it, so its app runs on a database of its own (migrated, with
 * no demo ads), dropped at the end.
 */
const env = appInChromiumOnOwnDatabase('ads');

/** A signed-in page; `fresh` for a test that installs a fake clock (see freshContext). */
async function signedIn(role: UserRole, viewport = { width: 1440, height: 900 }, { fresh = false } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const options = { viewport, baseURL: env.app.baseUrl };
  const context = fresh ? await freshContext(env.browser, options) : await env.browser.newContext(options);
  // This machine is offline: the sponsor's site is a stub page.
  await context.route(
    (url) => !url.href.startsWith(env.app.baseUrl),
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Sponsor</title>' }),
  );
  const user = await createUser(env.app.orm, { role, firstName: role === UserRole.ADMIN ? 'Ada' : 'Maya', artistName: 'Maya Reed' });
  const cookie = await createSessionCookie(env.app.orm, user.id);
  await context.addCookies([{ name: SESSION_COOKIE, value: cookie.slice(SESSION_COOKIE.length + 1), url: env.app.baseUrl }]);
  if (role === UserRole.CREATOR) expect((await context.request.put('/api/profiles', { data: FULL_PROFILE })).status()).toBe(200);
  return { context, page: await context.newPage() };
}

/** The GraphQL operations the page sends from now on, by name. */
function operations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    names.push((request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '(anonymous)');
  });
  return names;
}

const rows = (page: Page) => page.getByTestId('admin-ad-row');
const rowOf = (page: Page, title: string) => rows(page).filter({ hasText: title });
const stateOf = (page: Page, title: string) => rowOf(page, title).getByTestId('ad-state').textContent();

/** A UTC datetime-local value, `minutes` from now. */
const utcInput = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString().slice(0, 16);

async function bannerTitle(page: Page): Promise<string | null> {
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('region', { name: 'Profile completion' }).or(page.getByText('Quick Actions')).first().waitFor();
  const banner = page.getByTestId('sponsored-banner');
  return (await banner.count()) === 0 ? null : banner.locator('strong').textContent();
}

const axe = seriousAxeViolations;

describe('the admin ads page', () => {
  it("creates, schedules, pauses and resumes an ad, and a creator's dashboard follows", async () => {
    const admin = await signedIn(UserRole.ADMIN);
    const creator = await signedIn(UserRole.CREATOR);
    const page = admin.page;
    await page.goto('/admin/ads');
    await page.getByRole('heading', { name: 'Banner ads' }).waitFor();
    expect(await page.title()).toBe('Ads · SoundBoard Admin');
    expect(await bannerTitle(creator.page)).toBeNull();

    // Empty form: every required field says so, and nothing is sent.
    await page.getByRole('button', { name: 'New ad' }).click();
    const sent = operations(page);
    await page.getByRole('button', { name: 'Create ad' }).click();
    for (const label of ['Title', 'Description', 'Sponsor', 'Link']) {
      expect(await page.getByLabel(label, { exact: true }).getAttribute('aria-invalid')).toBe('true');
    }
    expect(await page.getByText('Title is required').count()).toBe(1);
    // No image is chosen for a new ad: the bundled logo is one sponsor's, not a default.
    expect(await page.getByRole('radio', { name: 'DistroKid logo' }).isChecked()).toBe(false);
    expect(await page.getByTestId('ad-preview').locator('img').count()).toBe(0);
    expect(await page.getByText('Choose an image: the DistroKid logo, an upload or an address').count()).toBe(1);
    // Placement is a choice among the pages that show ads.
    const placements = await page.getByLabel('Placement', { exact: true }).locator('option').allTextContents();
    expect(placements).toEqual(['Dashboard']);
    expect(sent).toEqual([]);
    await shot(page, 'form-errors-1440');

    // The preview follows the form.
    await page.getByLabel('Title', { exact: true }).fill('Release on every platform');
    await page.getByLabel('Description', { exact: true }).fill('Unlimited uploads to Spotify, Apple Music and more, 30% off your first year.');
    await page.getByLabel('Sponsor', { exact: true }).fill('DistroKid');
    await page.getByLabel('Link', { exact: true }).fill('https://distrokid.example/soundboard');
    await page.getByRole('radio', { name: 'DistroKid logo' }).check();
    const preview = page.getByTestId('ad-preview');
    expect(await preview.locator('strong').textContent()).toBe('Release on every platform');
    expect(await preview.textContent()).toContain('Sponsored · DistroKid');

    // An end before the start is refused at the end field; then scheduled an hour ahead (UTC).
    await page.getByLabel('Starts (UTC)').fill(utcInput(60));
    await page.getByLabel('Ends (UTC)').fill(utcInput(30));
    await page.getByRole('button', { name: 'Create ad' }).click();
    expect(await page.getByText('The end must come after the start').count()).toBe(1);
    await page.getByLabel('Ends (UTC)').fill(utcInput(60 * 24 * 7));
    await page.getByLabel('Priority').fill('10');
    await shot(page, 'form-1440');
    await page.getByRole('button', { name: 'Create ad' }).click();
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await stateOf(page, 'Release on every platform')).toBe('Scheduled');
    expect(await bannerTitle(creator.page)).toBeNull();

    // Starting now: live, and on the creator's dashboard.
    await page.getByRole('button', { name: 'Edit Release on every platform' }).click();
    await page.getByLabel('Starts (UTC)').fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => stateOf(page, 'Release on every platform')).toBe('Live');
    expect(await bannerTitle(creator.page)).toBe('Release on every platform');

    // Paused: gone from the dashboard; resumed: back.
    await page.getByRole('button', { name: 'Pause Release on every platform' }).click();
    await expect.poll(() => stateOf(page, 'Release on every platform')).toBe('Paused');
    expect(await bannerTitle(creator.page)).toBeNull();
    await page.getByRole('button', { name: 'Resume Release on every platform' }).click();
    await expect.poll(() => stateOf(page, 'Release on every platform')).toBe('Live');
    expect(await bannerTitle(creator.page)).toBe('Release on every platform');

    // The audit log holds each step.
    const audit = (await (
      await admin.context.request.post('/graphql', { data: { query: '{ auditLog(action: "ad") { edges { node { action targetLabel } } } }' } })
    ).json()) as { data: { auditLog: { edges: { node: { action: string } }[] } } };
    expect(audit.data.auditLog.edges.map((e) => e.node.action)).toEqual(['ad.update', 'ad.update', 'ad.update', 'ad.create']);
    await shot(page, 'list-1440');
    await admin.context.close();
    await creator.context.close();
  });

  it('counts an impression only after half the banner has been in view for a second, and a click', async () => {
    const admin = await signedIn(UserRole.ADMIN);
    await admin.context.request.post('/graphql', {
      data: {
        query: 'mutation ($input: CreateBannerAdInput!) { createBannerAd(input: $input) { id } }',
        variables: {
          input: {
            title: 'Mastering that sounds finished',
            description: 'Online mastering in minutes.',
            imageUrl: 'DISTROKID_LOGO',
            linkUrl: 'https://mastering.example',
            sponsor: 'Mastering Co',
            priority: 999,
          },
        },
      },
    });
    // A short window: the dashboard scrolls, so the banner can leave the view.
    const { context, page } = await signedIn(UserRole.CREATOR, { width: 1000, height: 420 }, { fresh: true });
    const sent = operations(page);
    const impressions = () => sent.filter((name) => name === 'RecordAdImpressionMutation').length;
    await page.clock.install();
    await page.goto('/dashboard');
    const banner = page.getByTestId('sponsored-banner');
    await banner.waitFor();
    // From here the page's clock moves only when the test moves it.
    await pauseClockAhead(page, 20);
    expect(await banner.locator('strong').textContent()).toBe('Mastering that sounds finished');

    /** Scrolls, and waits until the page's intersection observers have seen the banner there. */
    const scrollTo = (y: number | 'bottom') =>
      page.evaluate(
        ([to]) =>
          new Promise<void>((resolve) => {
            window.scrollTo(0, to === 'bottom' ? document.documentElement.scrollHeight : Number(to));
            // A new observer reports at the next update, in the same step as (after) the page's own.
            const observer = new IntersectionObserver(() => {
              observer.disconnect();
              resolve();
            });
            observer.observe(document.querySelector('[data-testid="sponsored-banner"]')!);
          }),
        [y] as const,
      );
    /** A request sent now: once it is seen, so is every request the page sent before it. */
    const flushRequests = async () => {
      const seen = page.waitForRequest((request) => request.url().endsWith('/healthz?flush'));
      await page.evaluate(() => void fetch('/healthz?flush'));
      await seen;
    };

    // Scrolled away at once: no impression, however long it stays away.
    await scrollTo('bottom');
    await page.clock.runFor(1500);
    await flushRequests();
    expect(impressions()).toBe(0);

    // Less than half of it in view for well over a second: still none.
    const box = await banner.evaluate((el) => {
      const rect = el.getBoundingClientRect();
      return { top: rect.top + window.scrollY, height: rect.height };
    });
    await scrollTo(box.top + box.height * 0.7);
    await page.clock.runFor(1500);
    await flushRequests();
    expect(impressions()).toBe(0);

    // In view for half a second, then away: the second starts over, so none.
    await scrollTo(Math.max(0, box.top - 20));
    await page.clock.runFor(500);
    await scrollTo('bottom');
    await page.clock.runFor(1000);
    await flushRequests();
    expect(impressions()).toBe(0);

    // In view for a full second: one impression, and only one for this page view.
    await scrollTo(Math.max(0, box.top - 20));
    await page.clock.runFor(1000);
    await expect.poll(impressions).toBe(1);
    await scrollTo('bottom');
    await scrollTo(Math.max(0, box.top - 20));
    await page.clock.runFor(1500);
    await flushRequests();
    expect(impressions()).toBe(1);
    await page.clock.resume();

    // A click opens the sponsor and counts a click.
    const [sponsorTab] = await Promise.all([context.waitForEvent('page'), banner.click()]);
    await expect.poll(() => sponsorTab.url()).toContain('mastering.example');
    await expect.poll(() => sent.filter((name) => name === 'RecordAdClickMutation').length).toBe(1);

    // The admin sees them: 1 impression, 1 click, 100% CTR.
    await admin.page.goto('/admin/ads');
    const row = rowOf(admin.page, 'Mastering that sounds finished');
    await expect.poll(() => row.getByTestId('ad-impressions').textContent()).toBe('1');
    expect(await row.textContent()).toContain('100.0%');
    await context.close();
    await admin.context.close();
  });

  it.for([
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ])('has no serious or critical axe violation and no sideways scroll at $width px', { timeout: 60_000 }, async (viewport) => {
    {
      const { context, page } = await signedIn(UserRole.ADMIN, viewport);
      await page.goto('/admin/ads');
      await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
      expect(await axe(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      if (viewport.width === 390) await shot(page, 'list-390');

      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await page.getByLabel('Title', { exact: true }).waitFor();
      expect(await axe(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      if (viewport.width === 390) await shot(page, 'form-390');
      await page.getByLabel('Link', { exact: true }).fill('javascript:alert(1)');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('Link must be an http:// or https:// address').waitFor();
      expect(await axe(page)).toEqual([]);
      if (viewport.width === 390) await shot(page, 'form-errors-390');

      // Delete asks first; "Keep it" keeps it.
      await page.getByRole('button', { name: 'Cancel' }).click();
      const before = await rows(page).count();
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      await page.getByRole('alertdialog', { name: 'Delete this ad?' }).waitFor();
      expect(await axe(page)).toEqual([]);
      await page.getByRole('button', { name: 'Keep it' }).click();
      expect(await rows(page).count()).toBe(before);
      await context.close();
    }
  });

  it('deletes an ad after confirming, and it leaves the dashboard', async () => {
    const admin = await signedIn(UserRole.ADMIN);
    const creator = await signedIn(UserRole.CREATOR);
    await admin.context.request.post('/graphql', {
      data: {
        query: 'mutation ($input: CreateBannerAdInput!) { createBannerAd(input: $input) { id } }',
        variables: {
          input: {
            title: 'Gone tomorrow',
            description: 'A short offer.',
            imageUrl: 'DISTROKID_LOGO',
            linkUrl: 'https://gone.example',
            sponsor: 'Gone Co',
            priority: 1000,
          },
        },
      },
    });
    expect(await bannerTitle(creator.page)).toBe('Gone tomorrow');
    await admin.page.goto('/admin/ads');
    await rowOf(admin.page, 'Gone tomorrow').waitFor();
    await admin.page.getByRole('button', { name: 'Delete Gone tomorrow' }).click();
    await admin.page.getByRole('button', { name: 'Delete ad' }).click();
    await expect.poll(() => rowOf(admin.page, 'Gone tomorrow').count()).toBe(0);
    expect(await bannerTitle(creator.page)).not.toBe('Gone tomorrow');
    await admin.context.close();
    await creator.context.close();
  });
});
