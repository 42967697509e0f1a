import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../../graph/src/shared/csrf.js';
import { appInChromium, seriousAxeViolations, shot, gqlOkIn } from './browser.js';

/** /matches (filters, Bookmarked, undo), /resources/:slug, and the library's sort and price filter. */
const env = appInChromium();

const PASSWORD = 'correct-horse-battery';

/** A profile the demo catalogue matches widely: many matches of every type. */
const PROFILE = {
  artistName: 'Noa Lind',
  bio: 'Producer and songwriter releasing pop, hip-hop and electronic music from London; I need distribution, mastering, playlist placement and sync.',
  genres: ['Pop', 'Hip-Hop', 'Electronic'],
  location: 'London, UK',
  careerStage: 'emerging',
  skills: ['Production', 'Songwriting', 'Mixing'],
  lookingFor: ['Distribution', 'Mastering', 'Playlist Placement', 'Sync Licensing'],
};

type Viewport = { width: number; height: number };
const DESKTOP: Viewport = { width: 1440, height: 900 };
const PHONE: Viewport = { width: 390, height: 844 };

/** A browser profile; sites outside the app answer with a stub page (this machine is offline). */
async function newContext(viewport: Viewport = DESKTOP): Promise<BrowserContext> {
  const context = await env.browser.newContext({ viewport, baseURL: env.app.baseUrl });
  await context.route(
    (url) => !url.href.startsWith(env.app.baseUrl),
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>External site</title>' }),
  );
  return context;
}

/** A signed-in creator with a full profile and computed matches. */
async function creator(viewport: Viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(viewport);
  const email = `matches-${randomUUID().slice(0, 8)}@example.test`;
  const registered = await context.request.post('/api/register', {
    data: { email, password: PASSWORD, username: '', firstName: 'Noa', lastName: 'Lind', userType: 'artist' },
  });
  expect(registered.status()).toBe(201);
  expect((await context.request.put('/api/profiles', { data: PROFILE })).status()).toBe(200);
  const refreshed = await context.request.post('/api/matchmade/refresh', { headers: { [CSRF_HEADER]: '1' } });
  expect(((await refreshed.json()) as { matchCount: number }).matchCount).toBeGreaterThan(20);
  return { context, page: await context.newPage() };
}

type ApiMatch = { id: string; status: string; recommendationType: string; matchScore: number; resource: { name: string; url: string } };
/** Every match not dismissed, best first, as the server keeps them. */
const apiMatches = async (context: BrowserContext) => (await (await context.request.get('/api/matchmade/matches')).json()) as ApiMatch[];
const statusOf = async (context: BrowserContext, name: string) => (await apiMatches(context)).find((m) => m.resource.name === name)?.status;

/** One GraphQL request with the page's cookies. */
const rows = (page: Page) => page.getByTestId('match-row');
const rowNames = (page: Page) => rows(page).locator('h2').allTextContents();
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const panelNames = (page: Page) => page.getByTestId('panel-match').locator('h3').allTextContents();
const cardNames = (page: Page) => page.getByTestId('resource-grid').locator('h3').allTextContents();

/** The page has settled: no request in flight, fonts and images in. */
const settled = (page: Page) => page.waitForLoadState('networkidle');

describe('/matches', () => {
  it('is reached from the dashboard, lists every match with filters and a Bookmarked tab', async () => {
    const { context, page } = await creator();
    const ranked = await apiMatches(context);
    await page.goto('/dashboard');
    await expect.poll(() => page.getByTestId('panel-match').count()).toBe(3);
    await page.getByRole('link', { name: `+${ranked.length - 3} more matches available` }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/matches');

    // The first page, best first, as the server ranks them, with the count of all.
    await expect.poll(() => rows(page).count()).toBe(20);
    expect(await rowNames(page)).toEqual(ranked.slice(0, 20).map((m) => m.resource.name));
    expect(await page.getByRole('status').filter({ hasText: 'Showing' }).textContent()).toContain(`of ${ranked.length} matches`);
    await page.getByRole('button', { name: 'Load more matches' }).click();
    await expect.poll(() => rows(page).count()).toBe(Math.min(40, ranked.length));

    // Each match explains its score.
    const first = rows(page).first();
    await first.getByRole('button', { name: /Why this match/ }).click();
    await expect
      .poll(() =>
        first
          .getByRole('list', { name: /Score breakdown/ })
          .locator('li')
          .count(),
      )
      .toBe(6);

    // Type filter: the server's list of that type, and the URL says so.
    const type = ranked.find((m) => m.recommendationType !== ranked[0]!.recommendationType)!.recommendationType;
    await page.getByLabel('Type', { exact: true }).selectOption(type.toUpperCase());
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe(type.toUpperCase());
    const ofType = ranked.filter((m) => m.recommendationType === type);
    await expect.poll(() => rowNames(page)).toEqual(ofType.slice(0, 20).map((m) => m.resource.name));
    await page.getByLabel('Type', { exact: true }).selectOption('');

    // Status filter: dismiss one, and it is under Dismissed only.
    const dismissed = ranked[0]!.resource.name;
    await expect.poll(() => rowNames(page).then((names) => names[0])).toBe(dismissed);
    // The Dismissed list is read from the server: ask for it once the server has the dismissal
    // (the row leaves the page before that, at once).
    const stored = page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && (r.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'UpdateMatchStatusMutation',
    );
    await page.getByRole('button', { name: `Dismiss ${dismissed}` }).click();
    await expect.poll(() => rowNames(page)).not.toContain(dismissed);
    await (await stored).finished();
    await page.getByLabel('Status', { exact: true }).selectOption('DISMISSED');
    await expect.poll(() => rowNames(page)).toEqual([dismissed]);
    expect(await rows(page).first().textContent()).toContain('Dismissed');

    // Bookmark from the list: confirmed in a toast, and the Bookmarked tab holds it.
    await page.getByLabel('Status', { exact: true }).selectOption('');
    const saved = ranked[2]!.resource.name;
    await page.getByRole('button', { name: `Bookmark ${saved}` }).click();
    await expect.poll(() => notifications(page).getByRole('status').textContent()).toContain('Bookmarked');
    expect(await notifications(page).textContent()).toContain(`${saved} is saved in your bookmarked matches.`);
    await expect.poll(() => statusOf(context, saved)).toBe('bookmarked');
    await page.getByRole('link', { name: 'Bookmarked' }).click();
    await expect.poll(() => rowNames(page)).toEqual([saved]);
    expect(await page.getByRole('link', { name: 'Bookmarked' }).getAttribute('aria-current')).toBe('page');
    await settled(page);
    await shot(page, 'matches-bookmarked-desktop');
    await context.close();
  });

  it('undoes a dismissal from the toast on /matches and on the dashboard, and the server keeps the restored status', async () => {
    const { context, page } = await creator();
    const ranked = await apiMatches(context);
    const name = ranked[1]!.resource.name;
    // Bookmarked first: Undo must bring back that status, not a plain one.
    await gqlOkIn(context, 'mutation ($id: ID!) { updateMatchStatus(id: $id, status: BOOKMARKED) { id } }', { id: ranked[1]!.id });

    await page.goto('/matches');
    await expect.poll(() => rowNames(page)).toContain(name);
    await page.getByRole('button', { name: `Dismiss ${name}` }).click();
    await expect.poll(() => rowNames(page)).not.toContain(name);
    const toast = notifications(page).getByRole('status');
    await expect.poll(() => toast.textContent()).toContain('Match dismissed');
    await expect.poll(() => statusOf(context, name)).toBeUndefined();
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => rowNames(page)).toContain(name);
    await expect.poll(() => notifications(page).getByRole('status').textContent()).toContain('Match restored');
    await expect.poll(() => statusOf(context, name)).toBe('bookmarked');
    expect((await rowNames(page)).indexOf(name)).toBe(1);

    // The dashboard's panel: the same Undo.
    await page.goto('/dashboard');
    await expect.poll(() => page.getByTestId('panel-match').count()).toBe(3);
    const before = await panelNames(page);
    const target = before[0]!;
    const targetStatus = await statusOf(context, target);
    await page.getByRole('button', { name: `Dismiss ${target}` }).click();
    await expect.poll(() => panelNames(page)).not.toContain(target);
    const undo = notifications(page).getByRole('button', { name: 'Undo' });
    await undo.click();
    await expect.poll(() => panelNames(page)).toEqual(before);
    await expect.poll(() => statusOf(context, target)).toBe(targetStatus);

    // Bookmark in the panel: confirmed.
    const other = before[2]!;
    await page.getByRole('button', { name: `Bookmark ${other}` }).click();
    await expect.poll(() => notifications(page).getByRole('status').textContent()).toContain('Bookmarked');
    await expect.poll(() => statusOf(context, other)).toBe('bookmarked');
    await context.close();
  });

  it.for([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('looks finished and passes axe on %s', async ([label, viewport]) => {
    const { context, page } = await creator(viewport);
    await page.goto('/matches');
    await expect.poll(() => rows(page).count()).toBe(20);
    await rows(page)
      .first()
      .getByRole('button', { name: /Why this match/ })
      .click();
    await settled(page);
    await shot(page, `matches-${label}`);
    await shot(page, `matches-${label}-screen`, { fullPage: false });
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Nothing wider than the screen on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await context.close();
  });

  it('sends a visitor to sign up', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto('/matches');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/signup');
    await context.close();
  });
});

type LibraryResource = { id: string; slug: string; name: string; pricing: string; features: string[] };
const library = async (context: BrowserContext, args: string) =>
  (
    await gqlOkIn<{ resources: { edges: { node: LibraryResource }[] } }>(
      context,
      `{ resources(first: 24${args}) { edges { node { id slug name pricing features } } } }`,
    )
  ).resources.edges.map((e) => e.node);

describe('/resources/:slug', () => {
  it('shows a visitor the whole resource, Visit in a new tab, and a 404 state for an unknown slug', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const [resource] = (await library(context, ', sort: NAME')).filter((r) => r.features.length > 3);
    await page.goto('/resources');
    const card = page.getByTestId('resource-grid').locator('li').filter({ hasText: resource!.name }).first();
    await card.getByRole('link', { name: resource!.name, exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/resources/${resource!.slug}`);

    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(resource!.name);
    const main = page.locator('main');
    expect(await main.textContent()).toContain(resource!.pricing);
    // Every feature, not the card's three.
    const features = main.getByRole('region', { name: 'Features' }).locator('li');
    expect(await features.allTextContents()).toEqual(resource!.features);
    for (const label of ['Categories', 'Genres', 'Career stages', 'Needs it answers', 'Regions', 'Skills']) {
      expect(await page.getByRole('region', { name: 'Who it suits' }).getByText(label, { exact: true }).count()).toBe(1);
    }
    expect(await page.getByRole('button', { name: /Bookmark/ }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'How well does it fit you?' }).count()).toBe(1);
    const visit = page.getByRole('link', { name: /^Visit/ });
    const [tab] = await Promise.all([context.waitForEvent('page'), visit.click()]);
    await expect.poll(() => tab.url()).not.toBe('about:blank');
    await tab.close();
    await settled(page);
    await shot(page, 'resource-visitor-desktop');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto('/resources/no-such-resource-here');
    await expect.poll(() => page.getByRole('heading', { name: 'Resource not found' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Browse the library' }).getAttribute('href')).toBe('/resources');
    await shot(page, 'resource-not-found-desktop');
    await context.close();
  });

  it('shows a signed-in creator why it fits, records the visit and bookmarks it', async () => {
    const { context, page } = await creator();
    const ranked = await apiMatches(context);
    const top = ranked[0]!;

    // A match: its score and reasons, and Visit marks it clicked.
    const matched = await gqlOkIn<{ viewer: { matches: { edges: { node: { resource: { slug: string; name: string } } }[] } } }>(
      context,
      '{ viewer { matches(first: 1) { edges { node { resource { slug name } } } } } }',
    );
    const matchedSlug = matched.viewer.matches.edges[0]!.node.resource.slug;
    await page.goto(`/resources/${matchedSlug}`);
    const fit = page.getByTestId('resource-fit');
    await expect.poll(() => fit.getByTestId('match-score').textContent()).toBe(`${top.matchScore}% match`);
    expect(
      await fit
        .getByRole('list', { name: /Score breakdown/ })
        .locator('li')
        .count(),
    ).toBe(6);
    const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /^Visit/ }).click()]);
    await expect.poll(() => tab.url()).toBe(top.resource.url);
    await expect.poll(() => statusOf(context, top.resource.name)).toBe('clicked');
    await tab.close();
    await page.getByRole('button', { name: 'Bookmark' }).click();
    await expect.poll(() => notifications(page).getByRole('status').textContent()).toContain('Bookmarked');
    await expect.poll(() => statusOf(context, top.resource.name)).toBe('bookmarked');
    expect(await page.getByRole('button', { name: 'Bookmarked' }).getAttribute('aria-pressed')).toBe('true');
    await settled(page);
    await shot(page, 'resource-creator-desktop');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A resource that is not among the matches: scored now, and bookmarking it makes it one.
    const matchedNames = new Set(ranked.map((m) => m.resource.name));
    const all = await gqlOkIn<{ resources: { edges: { node: LibraryResource }[] } }>(
      context,
      '{ resources(first: 100) { edges { node { id slug name pricing features } } } }',
    );
    const outside = all.resources.edges.map((e) => e.node).find((r) => !matchedNames.has(r.name))!;
    await page.goto(`/resources/${outside.slug}`);
    await expect.poll(() => fit.textContent()).toContain('Not among your matches yet');
    await page.getByRole('button', { name: 'Bookmark' }).click();
    await expect.poll(() => notifications(page).getByRole('status').textContent()).toContain(`${outside.name} is saved in your bookmarked matches.`);
    await expect.poll(() => page.getByRole('button', { name: 'Bookmarked' }).count()).toBe(1);
    expect(await fit.textContent()).not.toContain('Not among your matches yet');
    await expect.poll(() => statusOf(context, outside.name)).toBe('bookmarked');
    await context.close();
  });

  it('looks finished on a phone, for a visitor and a creator', async () => {
    const visitor = await newContext(PHONE);
    const page = await visitor.newPage();
    await page.goto('/resources/distrokid');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await settled(page);
    await shot(page, 'resource-visitor-phone');
    await shot(page, 'resource-visitor-phone-screen', { fullPage: false });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await visitor.close();

    const { context, page: creatorPage } = await creator(PHONE);
    await creatorPage.goto('/resources/distrokid');
    await expect.poll(() => creatorPage.getByTestId('resource-fit').count()).toBe(1);
    await settled(creatorPage);
    await shot(creatorPage, 'resource-creator-phone');
    await shot(creatorPage, 'resource-creator-phone-screen', { fullPage: false });
    expect(await seriousAxeViolations(creatorPage)).toEqual([]);
    await context.close();
  });
});

describe('the library', () => {
  it('sorts, filters by price tier, shows prices in full and links each card to its page', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto('/resources');
    await expect.poll(() => cardNames(page)).toEqual((await library(context, '')).map((r) => r.name));

    await page.getByLabel('Sort by', { exact: true }).selectOption('PRICE');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('PRICE');
    await expect.poll(() => cardNames(page)).toEqual((await library(context, ', sort: PRICE')).map((r) => r.name));

    await page.getByLabel('Price', { exact: true }).selectOption('PREMIUM');
    const premium = await library(context, ', sort: PRICE, pricingTier: PREMIUM');
    await expect.poll(() => cardNames(page)).toEqual(premium.map((r) => r.name));
    expect(await page.getByRole('status').filter({ hasText: 'Showing' }).textContent()).toContain('priced premium');

    // Prices are never cut: each one is in its card in full, and fits its box.
    // Two picks in a row: the second must not bring back what the first changed.
    await page.getByLabel('Price', { exact: true }).selectOption('');
    await page.getByLabel('Sort by', { exact: true }).selectOption('NEWEST');
    await expect.poll(() => new URL(page.url()).search).toBe('?sort=NEWEST');
    const newest = await library(context, ', sort: NEWEST');
    await expect.poll(() => cardNames(page)).toEqual(newest.map((r) => r.name));
    const longest = [...newest].sort((a, b) => b.pricing.length - a.pricing.length)[0]!;
    const price = page.getByTestId('resource-grid').getByText(longest.pricing, { exact: true });
    expect(await price.evaluate((el) => el.scrollWidth <= el.clientWidth && getComputedStyle(el).textOverflow !== 'ellipsis')).toBe(true);

    await page.getByRole('link', { name: `Details of ${newest[0]!.name}` }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/resources/${newest[0]!.slug}`);
    await context.close();
  });

  it.for([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('looks finished and passes axe on %s', async ([label, viewport]) => {
    const context = await newContext(viewport);
    const page = await context.newPage();
    await page.goto('/resources?sort=PRICE');
    await expect.poll(() => cardNames(page)).toEqual((await library(context, ', sort: PRICE')).map((r) => r.name));
    await settled(page);
    await shot(page, `resources-${label}`);
    await shot(page, `resources-${label}-screen`, { fullPage: false });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await context.close();
  });
});
