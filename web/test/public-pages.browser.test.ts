import { randomUUID } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appInChromium, pauseClockAhead, shot } from './browser.js';
import { freshContext } from './context-pool.js';

/*
 * The chrome every page shares (footer, toasts, tooltips) and the content pages behind the
 * footer (/about, /help-center, /privacy, /terms, the 404 page).
 */
const SUPPORT_EMAIL = 'support@soundboard.example';

/** With a support address configured: the footer, the help center and the policies link to it. */
const env = appInChromium({ env: { SUPPORT_EMAIL, BLOG_URL: 'https://blog.soundboard.example' } });

/** A signed-out page; `fresh` for a test that installs a fake clock or an init script (see freshContext). */
async function openPage(viewport = { width: 1440, height: 900 }, { fresh = false } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const options = { viewport, baseURL: env.app.baseUrl };
  const context = fresh ? await freshContext(env.browser, options) : await env.browser.newContext(options);
  const page = await context.newPage();
  return { context, page };
}

const pathname = (page: Page) => new URL(page.url()).pathname;
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const tooltip = (page: Page) => page.getByRole('tooltip');

/**
 * Fakes the page's clock and stops it, so only runFor() moves the timers set from now on. It is
 * installed after the page has loaded: React's scheduler keeps the real timers it took at start,
 * while the timers under test (toasts, tooltips) are set later and so are fake.
 */
async function installPausedClock(page: Page) {
  await page.clock.install();
  await pauseClockAhead(page, 1000);
}

/** Signs in with a password no account has, which raises the destructive 'Login failed' toast. */
async function failLogin(page: Page) {
  await page.getByLabel('Email').fill(`nobody-${randomUUID().slice(0, 8)}@example.test`);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The footer on every page: each link with its exact target, in the footer only. */
const footerLinks = [
  ['Dashboard', '/dashboard'],
  ['Brands', '/brands'],
  ['Networking', '/networking'],
  ['Resources', '/resources'],
  ['Help Center', '/help-center'],
  ['About', '/about'],
  ['Partner with Us', '/brands'],
  ['Privacy Policy', '/privacy'],
  ['Terms of Service', '/terms'],
  ['Contact Us', `mailto:${SUPPORT_EMAIL}`],
  ['Sign In', '/auth'],
  ['Get Started', '/signup'],
] as const;

const features = ['Brand Discovery', 'MatchMade AI', 'Professional Networking', 'Brand Partnerships', 'Resource Library', 'Smart Recommendations'] as const;

describe('footer', () => {
  it.each(['/', '/about'])('on %s links every item to its target, with features as plain text and the 2024 line', async (path) => {
    const { context, page } = await openPage();
    await page.goto(path);
    const footer = page.getByRole('contentinfo');
    await footer.waitFor();

    for (const heading of ['Platform', 'Features', 'Support & Company']) {
      expect(await footer.getByRole('heading', { name: heading, exact: true }).count()).toBe(1);
    }
    for (const [name, href] of footerLinks) {
      const link = footer.getByRole('link', { name, exact: true });
      expect(await link.count(), name).toBe(1);
      expect(await link.getAttribute('href'), name).toBe(href);
    }
    // Placeholders without targets: text, never a dead link.
    for (const feature of features) {
      expect(await footer.getByText(feature, { exact: true }).count(), feature).toBe(1);
      expect(await footer.getByRole('link', { name: feature, exact: true }).count(), feature).toBe(0);
    }
    expect(await footer.getByText('© 2024 SoundBoard. All rights reserved.', { exact: true }).count()).toBe(1);
    await context.close();
  });

  it('takes Sign In through /auth to /login and Partner with Us to /brands', async () => {
    const { context, page } = await openPage();
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => pathname(page)).toBe('/login');
    await footer.getByRole('link', { name: 'Partner with Us', exact: true }).click();
    await expect.poll(() => pathname(page)).toBe('/brands');
    await context.close();
  });
});

describe('toasts (one at a time, swipe right, F8)', () => {
  it('shows one destructive toast at a time, focuses the region on F8 and dismisses on a swipe right past 50 px', async () => {
    const { context, page } = await openPage();
    await page.goto('/login');
    await failLogin(page);

    const region = notifications(page);
    const toast = region.getByRole('alert');
    await expect.poll(() => toast.textContent()).toContain('Login failed');
    expect(await toast.getAttribute('data-variant')).toBe('destructive');

    // Limit 1: a second toast replaces the first instead of stacking under it.
    const first = await toast.elementHandle();
    await failLogin(page);
    await expect.poll(() => first?.evaluate((el) => el.isConnected)).toBe(false);
    await expect.poll(() => region.getByRole('alert').count()).toBe(1);
    expect(await region.locator('[data-state]').count()).toBe(1);

    // From medium screens up, the viewport is at most 420 px wide.
    const regionBox = await region.boundingBox();
    expect(regionBox?.width).toBeLessThanOrEqual(420);

    await page.keyboard.press('F8');
    expect(await page.locator(':focus').getAttribute('aria-label')).toBe('Notifications (F8)');

    // Measured once the toast has come to rest: it slides in, and a drag started from where it was
    // a moment ago misses it on a loaded machine. Two equal boxes alone are not rest: a renderer
    // that skips frames under load shows the same box twice before the slide has begun, so the
    // toast must also have no animation or transition left running.
    const atRest = () => toast.evaluate((el) => el.getAnimations({ subtree: true }).every((a) => a.playState !== 'running'));
    let box = await toast.boundingBox();
    await expect
      .poll(async () => {
        const now = await toast.boundingBox();
        const still = Boolean(box && now && Math.abs(box.x - now.x) < 0.5 && Math.abs(box.y - now.y) < 0.5);
        box = now;
        return still && (await atRest());
      })
      .toBe(true);
    if (!box) throw new Error('toast not on screen');
    const y = box.y + box.height / 2;
    // 30 px is not enough: the toast springs back.
    await page.mouse.move(box.x + 40, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 70, y, { steps: 5 });
    await page.mouse.up();
    expect(await toast.getAttribute('data-state')).toBe('open');
    // The spring back is a transition; the next drag starts once it has ended.
    await expect.poll(atRest).toBe(true);
    // Past 50 px it goes.
    await page.mouse.move(box.x + 40, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 80, y, { steps: 4 });
    await page.mouse.move(box.x + 140, y, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => region.getByRole('alert').count()).toBe(0);
    await context.close();
  });

  it('dismisses itself after 5000 ms', async () => {
    const { context, page } = await openPage(undefined, { fresh: true });
    await page.goto('/login');
    await installPausedClock(page);
    await failLogin(page);
    const toast = notifications(page).getByRole('alert');
    await expect.poll(() => toast.count()).toBe(1);
    // The pointer rests away from the toast (hovering pauses it).
    await page.mouse.move(10, 400);
    await page.clock.runFor(4900);
    expect(await toast.getAttribute('data-state')).toBe('open');
    await page.clock.runFor(200);
    await expect.poll(() => notifications(page).locator('[data-state="open"]').count()).toBe(0);
    await context.close();
  });

  it('spans the phone screen below the medium breakpoint', async () => {
    const { context, page } = await openPage({ width: 390, height: 844 });
    await page.goto('/login');
    await failLogin(page);
    await expect.poll(() => notifications(page).getByRole('alert').count()).toBe(1);
    expect((await notifications(page).boundingBox())?.width).toBe(390);
    await context.close();
  });
});

describe('tooltips (700 ms delay, 300 ms skip window)', () => {
  it('open after 700 ms of hover, and at once within 300 ms of another closing', async () => {
    const { context, page } = await openPage(undefined, { fresh: true });
    await page.goto('/help-center');
    await page.getByLabel('Search the help center').fill('password');
    await installPausedClock(page);
    const clear = page.getByRole('button', { name: 'Clear search' });
    const backToTop = page.getByRole('contentinfo').getByRole('button', { name: 'Back to top' });
    // The page clock is paused, and with it requestAnimationFrame, which Playwright's "stable"
    // check waits on: hovers are forced (they still scroll into view and move the mouse).

    await clear.hover({ force: true });
    await page.clock.runFor(650);
    expect(await tooltip(page).count()).toBe(0);
    await page.clock.runFor(50);
    await expect.poll(() => tooltip(page).textContent()).toBe('Clear search');
    const id = await tooltip(page).getAttribute('id');
    expect(await clear.getAttribute('aria-describedby')).toBe(id);

    // Leaving closes it; another trigger within the 300 ms skip window opens without delay.
    await page.mouse.move(5, 300);
    await expect.poll(() => tooltip(page).count()).toBe(0);
    await page.clock.runFor(100);
    await backToTop.hover({ force: true });
    await expect.poll(() => tooltip(page).textContent()).toBe('Back to top');

    // After the skip window the full delay applies again.
    await page.mouse.move(5, 300);
    await expect.poll(() => tooltip(page).count()).toBe(0);
    await page.clock.runFor(400);
    await clear.hover({ force: true });
    await page.clock.runFor(699);
    expect(await tooltip(page).count()).toBe(0);
    await page.clock.runFor(1);
    await expect.poll(() => tooltip(page).textContent()).toBe('Clear search');
    await context.close();
  });

  it('opens at once on keyboard focus and closes on Escape', async () => {
    const { context, page } = await openPage();
    await page.goto('/help-center');
    const search = page.getByLabel('Search the help center');
    await search.fill('google');
    await search.press('Tab');
    expect(await page.locator(':focus').getAttribute('aria-label')).toBe('Clear search');
    await expect.poll(() => tooltip(page).textContent()).toBe('Clear search');
    await page.keyboard.press('Escape');
    await expect.poll(() => tooltip(page).count()).toBe(0);
    await context.close();
  });
});

describe('content pages', () => {
  it('/help-center filters the questions as you type, shows an empty state and links to support', async () => {
    const { context, page } = await openPage();
    await page.goto('/help-center');
    await page.getByRole('heading', { level: 1, name: 'How Can We Help?' }).waitFor();
    const questions = page.locator('details summary');
    const all = await questions.count();
    expect(all).toBeGreaterThanOrEqual(20);
    for (const topic of ['Getting started', 'Profile & MatchMade AI', 'Brands & resources', 'Networking', 'Account & security', 'Assistant']) {
      expect(await page.getByRole('heading', { level: 2, name: topic, exact: true }).count(), topic).toBe(1);
    }

    const search = page.getByLabel('Search the help center');
    await search.fill('password');
    await expect.poll(() => questions.count()).toBeLessThan(all);
    expect(await page.getByText('What are the password rules?').count()).toBe(1);
    expect(await page.getByText('What is SoundBoard?').count()).toBe(0);
    // Results open, so the answer reads without a click.
    expect(await page.getByText('at least 8 characters and must not be your e-mail address').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'for “password”' }).count()).toBe(1);

    await search.fill('xylophone warranty');
    await expect.poll(() => page.getByRole('heading', { name: 'No answers match “xylophone warranty”' }).count()).toBe(1);
    expect(await questions.count()).toBe(0);
    // The empty state's own button (the icon button in the search box does the same).
    await page.locator('button', { hasText: 'Clear search' }).click();
    await expect.poll(() => questions.count()).toBe(all);

    const contact = page.getByRole('main').getByRole('link', { name: 'Contact Us' });
    expect(await contact.getAttribute('href')).toBe(`mailto:${SUPPORT_EMAIL}`);
    await context.close();
  });

  it('/about tells the mission with the marketing numbers', async () => {
    const { context, page } = await openPage();
    await page.goto('/about');
    await page.getByRole('heading', { name: 'Our mission' }).waitFor();
    const numbers = page.getByRole('list', { name: 'SoundBoard in numbers' });
    const text = await numbers.textContent();
    for (const claim of ['2,500+', '150+', '8,500+', '1,200+', '50+']) expect(text).toContain(claim);
    for (const label of ['Active creators', 'Partner brands', 'Connections made', 'Collaborations', 'Curated resources']) {
      expect(text).toContain(label);
    }
    expect(await page.getByRole('main').getByRole('link', { name: 'Get Started Free' }).getAttribute('href')).toBe('/signup');
    await context.close();
  });

  it.each([
    ['/privacy', 'Privacy Policy', 'sb_session'],
    ['/terms', 'Terms of Service', 'Acceptable use'],
  ])('%s renders the policy with its date and contact', async (path, title, detail) => {
    const { context, page } = await openPage();
    await page.goto(path);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await page.getByText('Last updated: November 2026').count()).toBe(1);
    expect(await page.getByRole('main').getByText(detail).first().isVisible()).toBe(true);
    expect(await page.title()).toBe(`${title} · SoundBoard`);
    const mail = page.getByRole('main').getByRole('link', { name: 'Contact Us' });
    expect(await mail.getAttribute('href')).toMatch(/^mailto:support@soundboard\.example/);
    await context.close();
  });

  it('/developers explains keys, grants, the budget and webhooks, with examples to copy, at both widths', async () => {
    const { context, page } = await openPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/developers');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Build on the SoundBoard graph');
    for (const section of ['Get a key', 'Your first call', 'Grants', 'The budget', 'Webhooks', 'Audience counts', 'Errors']) {
      expect(await page.getByRole('heading', { level: 2, name: section }).isVisible()).toBe(true);
    }
    // Every grant's row, and the examples, which a test elsewhere runs as written.
    const grants = page.getByRole('table', { name: 'What each grant opens' });
    expect(await grants.getByRole('row').count()).toBe(8);
    expect(await page.getByRole('main').getByRole('link', { name: 'Manage your keys' }).getAttribute('href')).toBe('/brand/developers');
    await page.getByRole('button', { name: /^Copy shell example: Who am I/ }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^curl -s http:\/\/localhost:4000\/graphql/);
    await shot(page, 'developers-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    // Code scrolls inside its block on a phone: the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'developers-390');
    await context.close();
  });

  it('shows the 404 page with the router hint for an unknown path', async () => {
    const { context, page } = await openPage();
    await page.goto('/no-such-page');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('404 Page Not Found');
    expect(await page.getByText('Did you forget to add the page to the router?').count()).toBe(1);
    expect(await page.getByText('/no-such-page', { exact: true }).count()).toBe(1);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect.poll(() => pathname(page)).toBe('/');
    await context.close();
  });
});

describe('accessibility (axe)', () => {
  it.each(['/login', '/signup', '/about', '/help-center', '/developers', '/privacy', '/terms', '/no-such-page'])(
    '%s has no serious or critical violations',
    async (path) => {
      const { context, page } = await openPage();
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const results = await new AxeBuilder({ page }).analyze();
      const severe = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(severe).toEqual([]);
      await context.close();
    },
  );
});

describe('layout stability', () => {
  it.each([
    ['/brands', '/brands'],
    ['/resources', '/resources'],
    // A guarded page for a visitor: the redirect to /signup and its download must not jump.
    ['/dashboard', '/signup'],
  ])('%s loads without layout shifts (CLS under 0.1)', async (path, landing) => {
    const { context, page } = await openPage({ width: 412, height: 823 }, { fresh: true });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect.poll(() => pathname(page)).toBe(landing);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // What can still move the page once it shows: web fonts and images. Measured once both have
    // arrived and two more frames have been laid out. Lazy images far below the screen never load
    // here; their boxes have their size before they do.
    await page.evaluate(async () => {
      await document.fonts.ready;
      await Promise.all(
        [...document.images].map((img) =>
          img.complete || (img.loading === 'lazy' && img.getBoundingClientRect().top > window.innerHeight)
            ? undefined
            : new Promise((resolve) => {
                img.addEventListener('load', resolve, { once: true });
                img.addEventListener('error', resolve, { once: true });
              }),
        ),
      );
      await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    });
    const total = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0));
    expect(total).toBeLessThan(0.1);
    await context.close();
  });
});
