import { randomUUID } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../../graph/src/shared/csrf.js';
import { appInChromium } from './browser.js';
import { queuedRecomputes } from '../../graph/test/seed-helpers.js';

const env = appInChromium();

const PASSWORD = 'correct-horse-battery';

/** A full profile that the demo catalogue matches well (distribution, playlists, mixing for R&B). */
const FULL_PROFILE = {
  artistName: 'Maya Reed',
  bio: 'Neo-soul singer-songwriter from Manchester writing warm, string-laced songs about city life. Working on a debut EP.',
  genres: ['Neo-Soul', 'R&B', 'Jazz'],
  location: 'Manchester, UK',
  careerStage: 'emerging',
  skills: ['Vocals', 'Songwriting'],
  lookingFor: ['Distribution', 'Playlist Placement', 'Mixing Engineer'],
  website: 'https://mayareed.example',
  socialMedia: { instagram: 'https://instagram.com/mayareed' },
};

/**
 * A signed-in creator with a full profile and computed matches, in a fresh browser profile.
 * Sites outside the app are answered by a stub page: this machine is offline, and a new tab's
 * address is what the test checks.
 */
async function creatorWithMatches(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: env.app.baseUrl });
  await context.route(
    (url) => !url.href.startsWith(env.app.baseUrl),
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>External site</title>' }),
  );
  const email = `dashboard-${randomUUID().slice(0, 8)}@example.test`;
  const registered = await context.request.post('/api/register', {
    data: { email, password: PASSWORD, username: '', firstName: 'Maya', lastName: 'Reed', userType: 'artist' },
  });
  expect(registered.status()).toBe(201);
  expect((await context.request.put('/api/profiles', { data: FULL_PROFILE })).status()).toBe(200);
  const refreshed = await context.request.post('/api/matchmade/refresh', { headers: { [CSRF_HEADER]: '1' } });
  expect(((await refreshed.json()) as { matchCount: number }).matchCount).toBeGreaterThan(4);
  // The recompute the profile save queued runs in the background and announces its matches: an
  // open dashboard reads them again when it hears that. Let it finish first, so that the tests
  // count only what their own clicks cause.
  const { id } = (await registered.json()) as { id: string };
  await expect.poll(() => queuedRecomputes(env.app.orm, [id])).toBe(0);
  return { context, page: await context.newPage() };
}

type ApiMatch = { id: string; status: string; resource: { name: string; url: string } };
const apiMatches = async (context: BrowserContext) => (await (await context.request.get('/api/matchmade/matches')).json()) as ApiMatch[];

const panelMatches = (page: Page) => page.getByTestId('panel-match');
const panelNames = (page: Page) => panelMatches(page).locator('h3').allTextContents();
const statValue = async (page: Page, key: string) => Number((await page.getByTestId(`stat-${key}`).textContent())?.replace(/\D/g, ''));
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

/** The GraphQL operations the page sends from now on, by name. */
function recordOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    // The sponsored banner records its impression after a second in view, whenever that falls.
    if (body?.operationName?.startsWith('RecordAd')) return;
    names.push(body?.operationName ?? '(anonymous)');
  });
  return names;
}

describe('the dashboard with MatchMade AI', () => {
  it('shows the greeting, the sponsored banner, the four counts, 4 recommendations and 3 panel matches', async () => {
    const { context, page } = await creatorWithMatches();
    await page.goto('/dashboard');
    await expect.poll(() => panelMatches(page).count()).toBe(3);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Welcome back, Maya');
    expect(await page.getByTestId('recommendation').count()).toBe(4);

    // The panel lists the best three, best first, as the API ranks them, and counts the rest.
    const ranked = await apiMatches(context);
    expect(await panelNames(page)).toEqual(ranked.slice(0, 3).map((m) => m.resource.name));
    expect(await page.getByTestId('matchmade-panel').textContent()).toContain(`+${ranked.length - 3} more matches available`);

    // The four cards, with their labels, with the server's counts.
    const stats = (await (await context.request.get('/api/brand-connections/stats')).json()) as Record<string, number>;
    for (const [key, label] of [
      ['totalBrands', 'Available Brands'],
      ['connectedBrands', 'Connected'],
      ['resourceMatches', 'AI Matches'],
      ['activeRecommendations', 'Active Recommendations'],
    ] as const) {
      expect(await page.getByTestId(`stat-${key}`).textContent()).toContain(label);
      expect(await statValue(page, key)).toBe(stats[key]);
    }

    // The sponsored banner shows the bundled DistroKid logo and opens its link in a new tab.
    const banner = page.getByTestId('sponsored-banner');
    expect(await banner.getAttribute('target')).toBe('_blank');
    expect(await banner.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const [adTab] = await Promise.all([context.waitForEvent('page'), banner.click()]);
    await expect.poll(() => adTab.url()).toContain('distrokid');

    // Score colours (85+ green, 70+ yellow, else grey): the badge's colour follows the score band.
    const badge = panelMatches(page).first().getByTestId('match-score');
    const score = Number((await badge.textContent())?.replace(/\D/g, ''));
    const colour = await badge.evaluate((el) => getComputedStyle(el).color);
    expect(colour).toBe(score >= 85 ? 'rgb(52, 211, 153)' : score >= 70 ? 'rgb(250, 204, 21)' : 'rgb(156, 163, 175)');
    await context.close();
  });

  it('dismisses a match at once from the cache, with no refetch, and the server keeps it dismissed', async () => {
    const { context, page } = await creatorWithMatches();
    // The navigation's badges load in their own chunk and ask for their counts when they are ready:
    // under load that can be after the panel shows. Wait for it, so only the dismissal is counted.
    const navCounts = page.waitForRequest(
      (request) => request.url().endsWith('/graphql') && (request.postDataJSON() as { operationName?: string } | null)?.operationName === 'NavCountsQuery',
    );
    await page.goto('/dashboard');
    await expect.poll(() => panelMatches(page).count()).toBe(3);
    await navCounts;
    await page.waitForLoadState('networkidle');
    const [first, second, third] = await panelNames(page);
    const ranked = await apiMatches(context);
    const before = await statValue(page, 'resourceMatches');

    const operations = recordOperations(page);
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && (r.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'UpdateMatchStatusMutation',
    );
    await page.getByRole('button', { name: `Dismiss ${first}` }).click();
    // Gone at once; the fourth best moves up from the cached list; the count follows.
    await expect.poll(() => panelNames(page)).toEqual([second, third, ranked[3]!.resource.name]);
    expect(await statValue(page, 'resourceMatches')).toBe(before - 1);
    expect(await page.getByTestId('matchmade-panel').textContent()).toContain(`+${ranked.length - 4} more matches available`);
    // A refetch would leave as soon as the server's answer is read: wait for the answer, then two frames.
    await (await answered).finished();
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    expect(operations).toEqual(['UpdateMatchStatusMutation']);

    const stored = (await apiMatches(context)).map((m) => m.resource.name);
    expect(stored).not.toContain(first);
    expect(stored).toHaveLength(ranked.length - 1);
    await context.close();
  });

  it('puts a dismissed match back with a destructive toast when the server refuses', async () => {
    const { context, page } = await creatorWithMatches();
    await page.goto('/dashboard');
    await expect.poll(() => panelMatches(page).count()).toBe(3);
    const names = await panelNames(page);
    // The server's refusal is held until the test has seen the match leave: the optimistic removal
    // first, then the rollback, whatever the machine's speed.
    let refuse!: () => void;
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'UpdateMatchStatusMutation') return route.continue();
      await refused;
      return route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
    });
    await page.getByRole('button', { name: `Dismiss ${names[0]}` }).click();
    await expect.poll(() => panelNames(page)).not.toContain(names[0]);
    refuse();
    await expect.poll(() => panelNames(page)).toEqual(names);
    const toast = notifications(page).getByRole('alert');
    await expect.poll(() => toast.textContent()).toContain('Match not dismissed');
    await context.close();
  });

  it('refreshes with the Matches Refreshed and Refresh Failed toasts, bookmarks, explains a score and records a visit in a new tab', async () => {
    const { context, page } = await creatorWithMatches();
    await page.goto('/dashboard');
    await expect.poll(() => panelMatches(page).count()).toBe(3);

    await page.getByRole('button', { name: 'Refresh matches' }).click();
    const status = notifications(page).getByRole('status');
    await expect.poll(() => status.textContent()).toContain('Matches Refreshed');
    expect(await status.textContent()).toMatch(/Found \d+ new resource recommendations/);

    // The breakdown on demand: the factors with their weights, read when asked for.
    // The card by its name, not its place: a list read again after the refresh may order it anew.
    const cardName = (await panelMatches(page).first().locator('h3').textContent())!;
    const card = panelMatches(page).filter({ has: page.locator('h3', { hasText: cardName }) });
    await card.getByRole('button', { name: 'Why this match' }).click();
    const factors = card.getByRole('list', { name: /Score breakdown/ });
    await expect.poll(() => factors.locator('li').count()).toBe(6);
    expect(await factors.textContent()).toContain('What you are looking for');

    // Bookmark, kept on the server.
    const name = (await card.locator('h3').textContent())!;
    await card.getByRole('button', { name: `Bookmark ${name}` }).click();
    await expect.poll(async () => (await apiMatches(context)).find((m) => m.resource.name === name)?.status).toBe('bookmarked');

    // Visit opens the resource in a new tab and marks that match clicked.
    const item = page.getByTestId('recommendation').filter({ hasNotText: name }).first();
    const visitedName = (await item.locator('h3').textContent())!;
    const visited = (await apiMatches(context)).find((m) => m.resource.name === visitedName)!;
    const [tab] = await Promise.all([context.waitForEvent('page'), item.getByRole('link', { name: /^Visit/ }).click()]);
    await expect.poll(() => tab.url()).toBe(visited.resource.url);
    await expect.poll(async () => (await apiMatches(context)).find((m) => m.id === visited.id)?.status).toBe('clicked');

    // A refresh the server cannot do: the 'Refresh Failed' toast.
    await page.route('**/graphql', (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      return body?.operationName === 'RefreshMatchesMutation' ? route.abort() : route.continue();
    });
    await page.getByRole('button', { name: 'Refresh matches' }).click();
    const alert = notifications(page).getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('Refresh Failed');
    expect(await alert.textContent()).toContain('Unable to refresh matches. Please try again.');
    await context.close();
  });

  it('shows recomputed matches after a profile edit made in the same visit', async () => {
    const { context, page } = await creatorWithMatches();
    await page.goto('/dashboard');
    await expect.poll(() => panelMatches(page).count()).toBe(3);
    const before = await panelNames(page);

    // In-app navigation, so the Apollo cache of this visit is kept.
    await page.getByRole('link', { name: 'Profile Settings' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/profile-settings');
    for (const need of FULL_PROFILE.lookingFor) await page.getByRole('button', { name: `Remove ${need}` }).click();
    const lookingFor = page.getByRole('textbox', { name: /Looking for/ });
    await lookingFor.fill('Legal Advice');
    await lookingFor.press('Enter');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => notifications(page).textContent()).toMatch(/saved/i);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Dashboard' }).click();
    await expect.poll(() => panelMatches(page).count()).toBe(3);
    const expected = (await apiMatches(context)).slice(0, 3).map((m) => m.resource.name);
    expect(expected).not.toEqual(before);
    await expect.poll(() => panelNames(page)).toEqual(expected);
    await context.close();
  });

  it('has no serious or critical axe violation, the breakdown open', async () => {
    const { context, page } = await creatorWithMatches();
    await page.goto('/dashboard');
    await expect.poll(() => panelMatches(page).count()).toBe(3);
    await panelMatches(page).first().getByRole('button', { name: 'Why this match' }).click();
    await expect.poll(() => page.getByRole('list', { name: /Score breakdown/ }).count()).toBe(1);
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => `${n.html.slice(0, 120)}: ${n.failureSummary ?? ''}`) }));
    expect(blocking).toEqual([]);
    await context.close();
  });

  it('shows the empty states to a creator without matches', async () => {
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: env.app.baseUrl });
    const page = await context.newPage();
    await context.request.post('/api/register', { data: { email: `empty-${randomUUID().slice(0, 8)}@example.test`, password: PASSWORD } });
    await page.goto('/profile-setup');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect.poll(() => page.getByText('No AI recommendations yet').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Complete Profile' }).count()).toBeGreaterThan(0);
    expect(await page.getByTestId('matchmade-panel').textContent()).toContain(
      'No resource matches found. Complete your profile to get personalized recommendations.',
    );
    // No first name and no artist name: the greeting falls back to 'Artist'.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Welcome back, Artist');
    await context.close();
  });
});
