/**
 * The public landing page in Chromium against the real app: hero, the
 * 'See SoundBoard in Action' carousel with its timing driven by Playwright's fake clock, the
 * features, testimonials and stats, the closing band, accessibility, and the screenshot route.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appInChromium, pauseClockAhead } from './browser.js';
import { freshContext } from './context-pool.js';

const env = appInChromium();

/** Five slides, advancing every 4000 ms. */
const AUTOPLAY_MS = 4000;
const SLIDES = [
  { id: 'brands', label: 'Brands', title: 'Discover Verified Music Brands' },
  { id: 'networking', label: 'Networking', title: 'Network with Fellow Creators' },
  { id: 'resources', label: 'Resources', title: 'A Curated Resource Library' },
  { id: 'matchmade-ai', label: 'MatchMade AI', title: 'MatchMade AI Recommendations' },
  { id: 'partnerships', label: 'Partnerships', title: 'Turn Connections into Partnerships' },
] as const;

type OpenOptions = {
  viewport?: { width: number; height: number };
  /** Install Playwright's fake clock before the page loads, so the test moves time itself. */
  clock?: boolean;
  reducedMotion?: 'reduce' | 'no-preference';
};

/** A fresh signed-out browser profile on `/`, at desktop size unless told otherwise. */
async function openLanding({ viewport = { width: 1440, height: 900 }, clock = false, reducedMotion }: OpenOptions = {}): Promise<{
  context: BrowserContext;
  page: Page;
}> {
  const options = { viewport, baseURL: env.app.baseUrl, reducedMotion };
  const context = clock ? await freshContext(env.browser, options) : await env.browser.newContext(options);
  const page = await context.newPage();
  if (clock) await page.clock.install();
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  return { context, page };
}

const carousel = (page: Page) => page.locator('section[aria-roledescription="carousel"]');
const counterText = (page: Page) =>
  carousel(page)
    .getByText(/^\d of 5$/)
    .textContent();
const button = (page: Page, name: string) => carousel(page).getByRole('button', { name, exact: true });
const playPause = (page: Page) => carousel(page).getByRole('button', { name: /the slideshow$/ });
const slideTitle = (page: Page) => carousel(page).getByRole('heading', { level: 3 }).textContent();

/**
 * Freezes the fake clock shortly after "now": from here on only runFor moves time. The slide
 * shown has had its timer since it mounted, which was before now.
 */
async function freezeClock(page: Page): Promise<void> {
  await pauseClockAhead(page, 200);
}

/** Autoplay is off when the toggle offers to play. */
async function autoplayIsOff(page: Page): Promise<boolean> {
  return (await playPause(page).getAttribute('aria-label')) === 'Play the slideshow';
}

describe('landing hero', () => {
  it('shows the headline with Get Started to /signup and Learn More', async () => {
    const { context, page } = await openLanding();
    const main = page.locator('main');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Connect with Music Industry Brands');
    expect(await main.getByRole('link', { name: 'Get Started', exact: true }).getAttribute('href')).toBe('/signup');
    await main.getByRole('link', { name: 'Get Started', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/signup');
    await context.close();
  });

  it('Learn More scrolls smoothly to the features section', async () => {
    const { context, page } = await openLanding();
    // Record how the page asked to scroll: the behaviour, not just where it ended up.
    await page.evaluate(() => {
      const calls: unknown[] = [];
      (window as unknown as { scrollCalls: unknown[] }).scrollCalls = calls;
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
        calls.push({ id: this.id, options });
        original.call(this, options);
      };
    });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('button', { name: 'Learn More' }).click();
    expect(await page.evaluate(() => (window as unknown as { scrollCalls: unknown[] }).scrollCalls)).toEqual([
      { id: 'features', options: { behavior: 'smooth', block: 'start' } },
    ]);
    // It arrives with the section's top just under the sticky navigation.
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('features')!.getBoundingClientRect().top)), { timeout: 5000 })
      .toBeLessThan(100);
    expect(await page.evaluate(() => document.getElementById('features')!.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
    await context.close();
  });

  it('Learn More jumps without animation under prefers-reduced-motion', async () => {
    const { context, page } = await openLanding({ reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'Learn More' }).click();
    // No polling: an instant scroll is complete by the time the click returns.
    const top = await page.evaluate(() => document.getElementById('features')!.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(100);
    await context.close();
  });
});

describe('landing weight', () => {
  it('loads no GraphQL client and needs no session round trip', async () => {
    const context = await env.browser.newContext({ baseURL: env.app.baseUrl });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await context.close();
    // Apollo Client, graphql-js and rxjs form the `graphql` chunk (web/vite.config.ts): only
    // pages that query load it (web/src/apollo/lazyApollo.tsx).
    expect(requests.filter((path) => /^\/assets\/graphql-[\w-]+\.js$/.test(path) || path === '/graphql')).toEqual([]);
    // The server writes the page's user (here: nobody) into the HTML (graph/src/web-app.ts).
    expect(requests.filter((path) => path === '/api/user')).toEqual([]);
  });
});

describe('landing carousel', () => {
  it('is labelled for screen readers and starts on slide 1 of 5 with autoplay on', async () => {
    const { context, page } = await openLanding({ clock: true });
    expect(await carousel(page).getAttribute('aria-labelledby')).toBeTruthy();
    expect(await carousel(page).getByRole('heading', { level: 2 }).textContent()).toBe('See SoundBoard in Action');
    expect(await counterText(page)).toBe('1 of 5');
    expect(await slideTitle(page)).toBe(SLIDES[0].title);
    const slide = carousel(page).locator('[aria-roledescription="slide"]');
    expect(await slide.getAttribute('aria-label')).toBe(`1 of 5: ${SLIDES[0].title}`);
    expect(await autoplayIsOff(page)).toBe(false);
    // While it moves by itself the live region is quiet; it speaks once autoplay is off.
    const live = carousel(page).locator('[aria-live]');
    expect(await live.getAttribute('aria-live')).toBe('off');
    for (const name of ['Previous slide', 'Next slide', 'Pause the slideshow']) expect(await button(page, name).count()).toBe(1);
    for (const [i, s] of SLIDES.entries()) {
      expect(await button(page, `Go to slide ${i + 1} of 5`).count()).toBe(1);
      expect(await button(page, `Show the ${s.label} slide`).count()).toBe(1);
    }
    // Each slide: a browser-frame preview with the site's public address, a title, a description and four bullets.
    expect(
      await carousel(page)
        .getByText(`${new URL(env.app.config.publicOrigin).host}/brands`)
        .count(),
    ).toBe(1);
    expect(await slide.getByRole('list').getByRole('listitem').count()).toBe(4);
    expect(await carousel(page).getByRole('link', { name: 'Start Your Journey' }).getAttribute('href')).toBe('/signup');
    await context.close();
  });

  it('advances every 4000 ms and wraps after the fifth slide', async () => {
    const { context, page } = await openLanding({ clock: true });
    expect(await counterText(page)).toBe('1 of 5');
    await freezeClock(page);
    await page.clock.runFor(AUTOPLAY_MS);
    await expect.poll(() => counterText(page)).toBe('2 of 5');
    expect(await slideTitle(page)).toBe(SLIDES[1].title);
    // Each later slide gets its own timer once it is shown; step time until the next one appears.
    for (const expected of ['3 of 5', '4 of 5', '5 of 5', '1 of 5', '2 of 5']) {
      await expect
        .poll(async () => {
          await page.clock.runFor(500);
          return counterText(page);
        })
        .toBe(expected);
    }
    expect(await autoplayIsOff(page)).toBe(false);
    await context.close();
  });

  it('play/pause toggles autoplay, and a restarted slideshow waits the full 4000 ms', async () => {
    const { context, page } = await openLanding({ clock: true });
    await freezeClock(page);
    await playPause(page).click();
    expect(await autoplayIsOff(page)).toBe(true);
    expect(await carousel(page).locator('[aria-live]').getAttribute('aria-live')).toBe('polite');
    await page.clock.runFor(AUTOPLAY_MS * 2);
    expect(await counterText(page)).toBe('1 of 5');

    await playPause(page).click();
    expect(await autoplayIsOff(page)).toBe(false);
    await page.clock.runFor(AUTOPLAY_MS - 1);
    expect(await counterText(page)).toBe('1 of 5');
    await page.clock.runFor(1);
    await expect.poll(() => counterText(page)).toBe('2 of 5');
    await context.close();
  });

  const pickers: { control: string; click: (page: Page) => Locator; expected: string }[] = [
    { control: 'next', click: (page) => button(page, 'Next slide'), expected: '2 of 5' },
    { control: 'previous (wrapping to the last)', click: (page) => button(page, 'Previous slide'), expected: '5 of 5' },
    { control: 'a dot', click: (page) => button(page, 'Go to slide 3 of 5'), expected: '3 of 5' },
    { control: 'a thumbnail', click: (page) => button(page, 'Show the MatchMade AI slide'), expected: '4 of 5' },
  ];
  for (const { control, click, expected } of pickers) {
    it(`${control} changes the slide and turns autoplay off`, async () => {
      const { context, page } = await openLanding({ clock: true });
      await freezeClock(page);
      await click(page).click();
      expect(await counterText(page)).toBe(expected);
      expect(await autoplayIsOff(page)).toBe(true);
      const n = Number(expected[0]);
      expect(await slideTitle(page)).toBe(SLIDES[n - 1]!.title);
      expect(await carousel(page).locator('[aria-live="polite"]').textContent()).toBe(`Slide ${expected}: ${SLIDES[n - 1]!.title}`);
      expect(await button(page, `Go to slide ${n} of 5`).getAttribute('aria-current')).toBe('true');
      expect(await button(page, `Show the ${SLIDES[n - 1]!.label} slide`).getAttribute('aria-current')).toBe('true');
      await page.clock.runFor(AUTOPLAY_MS * 2);
      expect(await counterText(page)).toBe(expected);
      await context.close();
    });
  }

  it('moves with the arrow keys when it has focus, and that stops autoplay', async () => {
    const { context, page } = await openLanding({ clock: true });
    await freezeClock(page);
    await carousel(page).locator('[aria-roledescription="slide"]').focus();
    await page.keyboard.press('ArrowRight');
    expect(await counterText(page)).toBe('2 of 5');
    expect(await autoplayIsOff(page)).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await counterText(page)).toBe('5 of 5');
    // From a control inside the carousel too.
    await button(page, 'Go to slide 2 of 5').focus();
    await page.keyboard.press('ArrowRight');
    expect(await counterText(page)).toBe('1 of 5');
    await page.clock.runFor(AUTOPLAY_MS * 2);
    expect(await counterText(page)).toBe('1 of 5');
    await context.close();
  });

  it('starts paused under prefers-reduced-motion, and play still works', async () => {
    const { context, page } = await openLanding({ clock: true, reducedMotion: 'reduce' });
    await freezeClock(page);
    expect(await autoplayIsOff(page)).toBe(true);
    await page.clock.runFor(AUTOPLAY_MS * 2);
    expect(await counterText(page)).toBe('1 of 5');
    await playPause(page).click();
    await page.clock.runFor(AUTOPLAY_MS);
    await expect.poll(() => counterText(page)).toBe('2 of 5');
    await context.close();
  });
});

describe('landing carousel images', () => {
  it('loads every slide screenshot from /api/screenshot/{id}', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: env.app.baseUrl });
    const page = await context.newPage();
    // Before navigating: the thumbnails start loading as soon as the carousel nears the viewport.
    const statuses = new Map<string, number>();
    page.on('response', (response) => {
      const match = /\/api\/screenshot\/([\w-]+)$/.exec(new URL(response.url()).pathname);
      if (match) statuses.set(match[1]!, response.status());
    });
    await page.goto('/');
    await carousel(page).scrollIntoViewIfNeeded();
    await button(page, 'Pause the slideshow').click();
    for (const [i, s] of SLIDES.entries()) {
      await button(page, `Go to slide ${i + 1} of 5`).click();
      const image = carousel(page).locator('[aria-roledescription="slide"] img');
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1280);
      expect(new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toBe(`/api/screenshot/${s.id}`);
      // The attributes reserve the box before the file arrives.
      expect([await image.getAttribute('width'), await image.getAttribute('height')]).toEqual(['1280', '800']);
      expect((await image.getAttribute('alt'))?.length).toBeGreaterThan(20);
    }
    // The thumbnails show the same screenshots.
    const thumbs = carousel(page).locator('button[aria-label^="Show the"] img');
    expect(await thumbs.count()).toBe(5);
    await expect.poll(() => thumbs.evaluateAll((imgs: HTMLImageElement[]) => imgs.every((img) => img.complete && img.naturalWidth > 0))).toBe(true);
    expect(Object.fromEntries(statuses)).toEqual(Object.fromEntries(SLIDES.map((s) => [s.id, 200])));
    await context.close();
  });

  it('shows a placeholder, never a broken image, when a screenshot cannot load', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: env.app.baseUrl });
    const page = await context.newPage();
    await page.route('**/api/screenshot/**', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/');
    await carousel(page).scrollIntoViewIfNeeded();
    const frame = carousel(page).locator('[aria-roledescription="slide"]');
    // The failed image is removed and the slide's placeholder stays, with its name.
    await expect.poll(() => frame.locator('img').count()).toBe(0);
    expect(await frame.getByText('Brands', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => carousel(page).locator('img').count()).toBe(0);
    await context.close();
  });
});

describe('landing sections', () => {
  it('has nine feature cards in the Learn More target', async () => {
    const { context, page } = await openLanding();
    const features = page.locator('#features');
    expect(await features.getByRole('article').count()).toBe(9);
    expect(await features.getByRole('heading', { level: 3 }).count()).toBe(9);
    await context.close();
  });

  it('shows testimonials with the marketing numbers', async () => {
    const { context, page } = await openLanding();
    const testimonials = page.getByRole('region', { name: 'Loved by artists, producers and DJs' });
    expect(await testimonials.locator('blockquote').count()).toBe(3);
    const stats = page.getByRole('list', { name: 'SoundBoard in numbers' }).getByRole('listitem');
    expect(await stats.allTextContents()).toEqual([
      '2,500+Active creators',
      '150+Partner brands',
      '8,500+Connections made',
      '1,200+Collaborations',
      '50+Curated resources',
    ]);
    await context.close();
  });

  it('closes with the band and Get Started Free to /signup', async () => {
    const { context, page } = await openLanding();
    const band = page.getByRole('region', { name: 'Ready to Connect with Music Industry Brands?' });
    expect(await band.getByRole('heading', { level: 2 }).textContent()).toBe('Ready to Connect with Music Industry Brands?');
    const cta = band.getByRole('link', { name: 'Get Started Free' });
    expect(await cta.getAttribute('href')).toBe('/signup');
    await cta.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/signup');
    await context.close();
  });

  it('keeps the order: hero, carousel, features, testimonials, closing band', async () => {
    const { context, page } = await openLanding();
    const headings = await page.locator('main h1, main h2').allTextContents();
    expect(headings).toEqual([
      'Connect with Music Industry Brands',
      'See SoundBoard in Action',
      'Everything your music career needs, in one network',
      'Loved by artists, producers and DJs',
      'Ready to Connect with Music Industry Brands?',
    ]);
    await context.close();
  });

  for (const width of [360, 390, 768, 1024, 1440]) {
    it(`fits ${width} px without sideways scrolling`, async () => {
      const { context, page } = await openLanding({ viewport: { width, height: 900 } });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      await context.close();
    });
  }
});

describe('landing accessibility', () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`has no serious or critical axe violation at ${viewport.width} px`, async () => {
      const { context, page } = await openLanding({ viewport, reducedMotion: 'reduce' });
      // Lazy content (images, the carousel's placeholder) in place before the audit.
      await carousel(page).scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, 0));
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
      expect(blocking).toEqual([]);
      await context.close();
    });
  }
});

describe('GET /api/screenshot/:id', () => {
  it('serves each slide as a small WebP with long cache headers', async () => {
    for (const { id } of SLIDES) {
      const response = await fetch(`${env.app.baseUrl}/api/screenshot/${id}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(7 * 24 * 3600);
      expect(response.headers.get('cache-control')).toContain('public');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect([bytes.subarray(0, 4).toString('latin1'), bytes.subarray(8, 12).toString('latin1')]).toEqual(['RIFF', 'WEBP']);
      expect(bytes.length).toBeLessThan(120 * 1024);
    }
  });

  it('answers 404 with a JSON error for an unknown slide', async () => {
    for (const id of ['nope', '..%2Fshowcase.routes.ts', 'BRANDS']) {
      const response = await fetch(`${env.app.baseUrl}/api/screenshot/${id}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({ error: 'No screenshot for that slide' });
    }
  });
});
