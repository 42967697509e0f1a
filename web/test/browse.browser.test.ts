import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../graph/src/db/seed/data/brands.js';
import { createSessionCookie, createUser } from '../../graph/test/seed-helpers.js';
import { appInChromium } from './browser.js';

const env = appInChromium();

type Viewport = { width: number; height: number };

async function open(path: string, { viewport = { width: 1440, height: 900 }, cookie }: { viewport?: Viewport; cookie?: string } = {}) {
  const context = await env.browser.newContext({ viewport, baseURL: env.app.baseUrl, reducedMotion: 'reduce' });
  if (cookie) {
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: env.app.baseUrl }]);
  }
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

const cards = (page: Page, testId: string) => page.getByTestId(testId).locator(':scope > li > article');
const params = (page: Page) => new URL(page.url()).searchParams;

/** Waits until the grid settles at a count that passes the check, then returns it. */
async function settledCount(page: Page, testId: string, check: (n: number) => boolean): Promise<number> {
  await expect.poll(async () => check(await cards(page, testId).count()), { timeout: 10_000 }).toBe(true);
  return cards(page, testId).count();
}

async function seriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

describe('/brands', () => {
  it('lists 20+ seeded brands with logo, name, tagline, category and a safe website link; load more adds a page', async () => {
    const { context, page } = await open('/brands');
    const first = await settledCount(page, 'brand-grid', (n) => n >= 20);
    const card = cards(page, 'brand-grid').first();
    expect(await card.locator('img').first().getAttribute('src')).toMatch(/^\/logos\/[a-z0-9-]+\.svg$/);
    // The card's name leads to the brand's page; its website opens in a new tab.
    expect(await card.getByRole('heading').getByRole('link').getAttribute('href')).toMatch(/^\/brands\/[a-z0-9-]+$/);
    const link = card.getByRole('link', { name: /opens in a new tab/ });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    // Every seeded brand, and no page another file verifies: the database is this file's own.
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: new RegExp(`Showing \\d+ of ${BRANDS.length} brands`) })
          .count(),
      )
      .toBe(1);

    await page.getByRole('button', { name: 'Load more brands' }).click();
    const after = await settledCount(page, 'brand-grid', (n) => n > first);
    expect(after).toBe(first * 2);
    await context.close();
  });

  it('narrows to a seeded brand as the creator types, and puts the search in the URL', async () => {
    const { context, page } = await open('/brands');
    await settledCount(page, 'brand-grid', (n) => n >= 20);
    await page.getByRole('searchbox', { name: 'Search brands' }).fill('DistroKid');
    await settledCount(page, 'brand-grid', (n) => n === 1);
    expect(
      await cards(page, 'brand-grid')
        .getByRole('heading', { name: /DistroKid/ })
        .count(),
    ).toBe(1);
    await expect.poll(() => params(page).get('q')).toBe('DistroKid');
    // The URL is shareable: opening it shows the same result.
    await page.reload();
    await settledCount(page, 'brand-grid', (n) => n === 1);
    expect(await page.getByRole('searchbox', { name: 'Search brands' }).inputValue()).toBe('DistroKid');
    await context.close();
  });

  it('filters by a category chip (aria-pressed, ?category=) and the back button undoes it', async () => {
    const { context, page } = await open('/brands');
    const all = await settledCount(page, 'brand-grid', (n) => n >= 20);
    const chips = page.getByRole('group', { name: 'Filter by category' });
    const mastering = chips.getByRole('button', { name: /^Mastering/ });
    const count = Number((await mastering.textContent())!.replace(/\D/g, ''));
    expect(count).toBeGreaterThan(0);
    await mastering.click();
    await settledCount(page, 'brand-grid', (n) => n === Math.min(count, 24));
    expect(await mastering.getAttribute('aria-pressed')).toBe('true');
    expect(params(page).get('category')).toBe('mastering');
    const tags = await cards(page, 'brand-grid').locator('footer').allTextContents();
    for (const tag of tags) expect(tag).toContain('Mastering');

    await page.goBack();
    await settledCount(page, 'brand-grid', (n) => n === all);
    expect(params(page).get('category')).toBeNull();
    expect(await chips.getByRole('button', { name: /^All brands/ }).getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });

  it('says so when nothing matches, and clearing the filters brings the directory back', async () => {
    const { context, page } = await open('/brands?q=zzqx-no-such-brand');
    await page.getByRole('heading', { name: 'No brands match “zzqx-no-such-brand”' }).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await settledCount(page, 'brand-grid', (n) => n >= 20);
    expect(await page.getByRole('searchbox', { name: 'Search brands' }).inputValue()).toBe('');
    expect(page.url()).toBe(`${env.app.baseUrl}/brands`);
    await context.close();
  });

  it('shows an error state with a retry when the directory cannot load', async () => {
    const context = await env.browser.newContext({ baseURL: env.app.baseUrl });
    const page = await context.newPage();
    let fail = true;
    await page.route('**/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (fail && body.includes('BrandsRouteQuery')) await route.fulfill({ status: 500, body: 'boom' });
      else await route.continue();
    });
    await page.goto('/brands');
    await page.getByRole('alert').filter({ hasText: 'We could not load the brand directory' }).waitFor();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await settledCount(page, 'brand-grid', (n) => n >= 20);
    await context.close();
  });
});

describe('/resources', () => {
  it('lists 20+ resources with pricing, features and a Visit link; search, chips and load more work', async () => {
    const { context, page } = await open('/resources');
    const first = await settledCount(page, 'resource-grid', (n) => n >= 20);
    const card = cards(page, 'resource-grid').first();
    expect(
      await card
        .getByRole('list', { name: /features/ })
        .getByRole('listitem')
        .count(),
    ).toBeGreaterThanOrEqual(2);
    const visit = card.getByRole('link', { name: /^Visit/ });
    expect(await visit.getAttribute('target')).toBe('_blank');
    expect(await visit.getAttribute('rel')).toContain('noopener');

    await page.getByRole('button', { name: 'Load more resources' }).click();
    await settledCount(page, 'resource-grid', (n) => n > first);

    await page.getByRole('searchbox', { name: 'Search resources' }).fill('mastering');
    const found = await settledCount(page, 'resource-grid', (n) => n > 0 && n < first);
    expect(found).toBeGreaterThan(0);
    await expect.poll(() => params(page).get('q')).toBe('mastering');

    await page.getByRole('searchbox', { name: 'Search resources' }).fill('');
    await settledCount(page, 'resource-grid', (n) => n >= 20);
    const legal = page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: /^Legal/ });
    const count = Number((await legal.textContent())!.replace(/\D/g, ''));
    await legal.click();
    await settledCount(page, 'resource-grid', (n) => n === Math.min(count, 24));
    expect(params(page).get('category')).toBe('legal');
    expect(await legal.getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });

  it('has an empty state with a way back', async () => {
    const { context, page } = await open('/resources?q=zzqx-nothing');
    await page.getByRole('heading', { name: 'No resources match “zzqx-nothing”' }).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await settledCount(page, 'resource-grid', (n) => n >= 20);
    await context.close();
  });
});

describe('accessibility of the directories', () => {
  for (const path of ['/brands', '/resources']) {
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      it(`${path} has no serious or critical axe violation at ${viewport.width} px`, async () => {
        const { context, page } = await open(path, { viewport });
        await settledCount(page, path === '/brands' ? 'brand-grid' : 'resource-grid', (n) => n >= 20);
        expect(await seriousAxeViolations(page)).toEqual([]);
        await context.close();
      });
    }
  }
});

describe('/networking', () => {
  it('lists creators with public fields only, and filters by genre through the URL', async () => {
    const { context, page } = await open('/networking');
    const all = await settledCount(page, 'creator-grid', (n) => n >= 10);
    const text = await page.getByTestId('creator-grid').textContent();
    expect(text).not.toMatch(/@demo\.soundboard\.test|@example/);
    await page.getByRole('combobox', { name: 'Genre' }).selectOption('Afrobeats');
    await settledCount(page, 'creator-grid', (n) => n > 0 && n < all);
    expect(params(page).get('genre')).toBe('Afrobeats');
    const genres = await cards(page, 'creator-grid').getByRole('list', { name: 'Genres' }).allTextContents();
    for (const list of genres) expect(list).toContain('Afrobeats');
    await context.close();
  });
});

describe('/network', () => {
  it('asks visitors to sign up, with creators already on SoundBoard below', async () => {
    const { context, page } = await open('/network');
    await page.getByRole('heading', { name: 'Start your network with a free profile' }).waitFor();
    expect(
      await page
        .getByRole('link', { name: /Get Started/ })
        .first()
        .getAttribute('href'),
    ).toBe('/signup');
    await settledCount(page, 'network-creators', (n) => n === 6);
    await context.close();
  });

  it("suggests people to meet with MatchMade's reasons, leaving the viewer out, and links to the directory", async () => {
    const user = await createUser(env.app.orm, { artistName: 'Test Network' });
    const cookie = await createSessionCookie(env.app.orm, user.id);
    const saved = await env.app.gql(
      'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }',
      { input: { artistName: 'Test Network', genres: ['Afrobeats', 'Jazz'] } },
      { cookie },
    );
    expect(saved.body.errors).toBeUndefined();
    const { context, page } = await open('/network', { cookie });
    await page.getByRole('heading', { name: 'People to meet' }).waitFor();
    await settledCount(page, 'network-suggestions', (n) => n > 0);
    const reasons = await page.getByTestId('network-suggestions').getByRole('list', { name: 'Why you should meet' }).allTextContents();
    expect(reasons.length).toBeGreaterThan(0);
    // The best fits share the viewer's sound, and say so.
    expect(reasons[0]).toMatch(/You both make .*(Afrobeats|Jazz)/);
    expect(await page.getByTestId('network-suggestions').textContent()).not.toContain('Test Network');
    expect(
      await page
        .getByRole('link', { name: /All creators/ })
        .first()
        .getAttribute('href'),
    ).toBe('/networking');
    await context.close();
  });
});

describe('/chat', () => {
  it('explains the assistant, opens the widget, and asks a topic question', async () => {
    const { context, page } = await open('/chat');
    const topics = page.getByRole('region', { name: 'What it helps with' });
    await topics.waitFor();
    // The assistant's six topics, each with a question to ask.
    expect(await topics.getByRole('heading', { level: 3 }).count()).toBe(6);
    expect(await topics.getByRole('button', { name: /^Ask “/ }).count()).toBe(6);
    await page.getByRole('button', { name: 'Start a conversation' }).click();
    const dialog = page.getByRole('dialog', { name: 'SoundBoard Assistant' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close the assistant' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /Ask “What is a good save rate on Spotify\?”/ }).click();
    await dialog.waitFor();
    await dialog.getByText('What is a good save rate on Spotify?').waitFor();
    await dialog.getByText(/Save rate is saves/).waitFor();
    await context.close();
  });
});

describe('/collaboration', () => {
  it('lists the open briefs and narrows them by kind', async () => {
    const { context, page } = await open('/collaboration');
    await page.getByRole('heading', { level: 1, name: 'Collaboration Board' }).waitFor();
    const all = await settledCount(page, 'brief-grid', (n) => n > 0);
    await page.getByRole('group', { name: 'Filter by kind' }).getByRole('button', { name: 'Brand campaign' }).click();
    await settledCount(page, 'brief-grid', (n) => n > 0 && n < all);
    expect(params(page).get('kind')).toBe('BRAND_CAMPAIGN');
    for (const card of await cards(page, 'brief-grid').allTextContents()) {
      expect(card).toContain('Brand campaign');
    }
    await context.close();
  });
});
