import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { scoreBrief } from '../../graph/src/modules/collaboration/brief-fit.service.js';
import { createCreator, FULL_PROFILE, UserRole, type TestCreator } from '../../graph/test/seed-helpers.js';
import { watchedPubSub } from '../../graph/test/watched-pubsub.js';
import { appInChromium, creatorInBrowser, seriousAxeViolations, shot, signedInContext, PHONE, gqlOk, publishBriefAs } from './browser.js';

/**
 * The creator side of the collaboration board: the board with its filters, a brief in full,
 * applying with answers to its questions, the application's state, withdrawing it, the list of
 * one's applications, a declined application's reason, and a visitor's view; at desktop and phone widths.
 */
// Watched, so that the live banner's test publishes only once the page's subscription is heard.
const events = watchedPubSub();
const env = appInChromium({ pubsub: events.pubsub });

const DAY_MS = 24 * 60 * 60 * 1000;

/** A poster whose briefs open at once (an admin approved the first), and an open brief of theirs. */
async function postBrief(poster: TestCreator, admin: TestCreator, input: Record<string, unknown>): Promise<string> {
  const { createBrief } = await gqlOk<{ createBrief: { id: string } }>(
    env,
    poster,
    'mutation ($input: CreateBriefInput!) { createBrief(input: $input) { id } }',
    {
      input: {
        kind: 'PAID_GIG',
        compensation: { type: 'FIXED', min: 500, max: 1000, currency: 'EUR' },
        genres: ['House', 'Techno'],
        skills: ['Vocals'],
        roles: ['Vocalists'],
        deliverables: [{ what: 'Topline, recorded dry', count: 1, format: 'WAV 24-bit' }],
        location: 'Berlin',
        remote: true,
        ...input,
      },
    },
  );
  await publishBriefAs(env, poster, admin, createBrief.id);
  return createBrief.id;
}

/** The cards of the board itself (not of "Fits you" above it). */
const board = (page: Page) => page.getByTestId('brief-grid').getByTestId('brief-card');

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the collaboration board in the browser', () => {
  it('a creator filters the board, applies with answers, sees the state, withdraws and finds it in their applications', { timeout: 120_000 }, async () => {
    const tag = randomUUID().slice(0, 8);
    const admin = await createCreator(env.app.orm, null, { role: UserRole.ADMIN });
    const poster = await createCreator(env.app.orm, { ...FULL_PROFILE, artistName: 'Nova Reyes' }, { artistName: 'Nova Reyes' });
    const title = `Vocalist for a deep house single ${tag}`;
    const briefId = await postBrief(poster, admin, {
      title,
      description: 'We have a finished deep house instrumental and need a topline with a warm, soulful voice. Two sessions, remote.',
      questions: ['Which vocal of yours is closest to this?', 'When could you deliver?'],
      closesAt: new Date(Date.now() + 12 * DAY_MS).toISOString(),
    });
    await postBrief(poster, admin, {
      title: `Hourly mixing help ${tag}`,
      description: 'A few hours a week of mix-downs for a techno EP, in person at our studio.',
      kind: 'COLLABORATION',
      compensation: { type: 'HOURLY', min: 40, max: 60, currency: 'EUR' },
      remote: false,
      location: 'Lisbon',
    });

    const ana = await creatorInBrowser(env, 'Ana Lumen');
    const { page } = ana;

    // The board: the allowance, the links, every brief as a card with its pay in bold.
    await page.goto('/collaboration');
    await page.getByRole('heading', { level: 1, name: 'Collaboration Board' }).waitFor();
    await board(page).first().waitFor();
    expect(await page.getByTestId('allowance').textContent()).toMatch(/^10 of 10 applications left this week, resets Monday$/);
    expect(await page.getByRole('link', { name: 'My applications' }).getAttribute('href')).toBe('/collaboration/applications');
    expect(await page.getByRole('link', { name: 'Post a brief' }).getAttribute('href')).toBe('/collaboration/new');
    await shot(page, 'collaboration-1440');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Search, then narrow: both briefs match the words; Remote only leaves the vocal brief.
    await page.getByLabel('Search briefs').fill(tag);
    await page.waitForURL(new RegExp(`q=${tag}`));
    await expect.poll(() => board(page).count()).toBe(2);
    const hourly = board(page).filter({ hasText: 'Hourly mixing help' });
    expect(await hourly.textContent()).toContain('€40–€60 / hour');
    await page.getByLabel('Where').selectOption('remote');
    await expect.poll(() => board(page).count()).toBe(1);
    await page.getByRole('group', { name: 'Filter by kind' }).getByRole('button', { name: 'Collaboration' }).click();
    await page.getByText(`No briefs match “${tag}”`).waitFor();
    await page.getByRole('group', { name: 'Filter by kind' }).getByRole('button', { name: 'Paid gig' }).click();
    await expect.poll(() => board(page).count()).toBe(1);
    expect(page.url()).toMatch(/kind=PAID_GIG/);
    const card = board(page).first();
    expect(await card.textContent()).toContain('€500–€1,000 fixed');
    expect(await card.textContent()).toContain('closes in 12 days');
    expect(await card.textContent()).toContain('0 applications');
    await shot(page, 'collaboration-filtered-1440');

    // The brief in full.
    await card.getByRole('link', { name: title }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(page.url()).toContain(`/collaboration/${briefId}`);
    expect(await page.getByTestId('brief-pay').textContent()).toBe('€500–€1,000 fixed');
    await page.getByRole('heading', { name: 'Screening questions' }).waitFor();
    await page.getByText('Topline, recorded dry').waitFor();
    await page.getByText('Not enough history yet', { exact: false }).first().waitFor();
    await shot(page, 'brief-1440');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Apply: the dialog asks for a pitch and an answer per question before it sends.
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Apply to “${title}”` });
    await dialog.waitFor();
    expect(await dialog.getByTestId('allowance').textContent()).toContain('10 of 10');
    await dialog.getByLabel('Your pitch').fill('Soulful house topliner: I wrote and sang on three releases last year.');
    expect(await dialog.textContent()).toContain('69 / 1,500 characters');
    await dialog.getByLabel('Link 1').fill('soundcloud.com/ana');
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await dialog.getByText('A link must be an http:// or https:// address').waitFor();
    expect(await dialog.getByText('Answer this question').count()).toBe(2);
    await dialog.getByLabel('Link 1').fill('https://soundcloud.com/ana/warm-nights');
    await dialog.getByRole('button', { name: 'Add a link' }).click();
    await dialog.getByLabel('Link 2').fill('https://ana.example/reel');
    await dialog.getByLabel('Which vocal of yours is closest to this?').fill('“Warm Nights”, the first link.');
    await dialog.getByLabel('When could you deliver?').fill('Within ten days of the session.');
    await shot(page, 'brief-apply-dialog-1440', { fullPage: false });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The page shows the application's state at once, without Apply.
    const mine = page.getByTestId('my-application');
    await mine.waitFor();
    expect(await mine.getByTestId('application-status').textContent()).toBe('Submitted');
    expect(await page.getByRole('button', { name: 'Apply', exact: true }).count()).toBe(0);
    await shot(page, 'brief-applied-1440');

    // The poster opens it: Ana reads that on a fresh load.
    await gqlOk(env, poster, 'query ($id: ID!) { briefApplications(briefId: $id) { totalCount } }', { id: briefId });
    await page.reload();
    await mine.waitFor();
    expect(await mine.getByTestId('application-status').textContent()).toBe('Viewed');
    expect(await mine.getByTestId('application-detail').textContent()).toBe('The poster opened your application.');

    // Withdraw, after confirming.
    await mine.getByRole('button', { name: 'Withdraw application' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw' }).click();
    await expect.poll(() => mine.getByTestId('application-status').textContent()).toBe('Withdrawn');
    expect(await mine.getByRole('button', { name: 'Withdraw application' }).count()).toBe(0);

    // Her applications: the brief with its state; the allowance stays spent.
    await page.goto('/collaboration/applications');
    await page.getByRole('heading', { level: 1, name: 'My applications' }).waitFor();
    const row = page.getByTestId('application-row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.getByTestId('application-status').textContent()).toBe('Withdrawn');
    expect(await page.getByTestId('allowance').textContent()).toContain('9 of 10 applications left this week');
    await shot(page, 'applications-1440');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await row.getByRole('link', { name: title }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    // Phone width: every page fits without sideways scrolling.
    await page.setViewportSize(PHONE);
    await page.goto('/collaboration');
    await board(page).first().waitFor();
    await shot(page, 'collaboration-390');
    expect(await noSideScroll(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.goto(`/collaboration/${briefId}`);
    await page.getByTestId('my-application').waitFor();
    await shot(page, 'brief-390');
    expect(await noSideScroll(page)).toBe(true);
    await page.goto('/collaboration/applications');
    await page.getByTestId('application-row').first().waitFor();
    await shot(page, 'applications-390');
    expect(await noSideScroll(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await ana.context.close();
  });

  it('a declined application shows its reason, a visitor is asked to sign up, the poster is sent to manage it', { timeout: 90_000 }, async () => {
    const tag = randomUUID().slice(0, 8);
    const admin = await createCreator(env.app.orm, null, { role: UserRole.ADMIN });
    const poster = await createCreator(env.app.orm, { ...FULL_PROFILE, artistName: 'Iris Kaan' }, { artistName: 'Iris Kaan' });
    const title = `Open call for ambient pieces ${tag}`;
    const briefId = await postBrief(poster, admin, {
      title,
      description: 'A compilation of slow, spacious ambient music for a sleep app. Revenue shared between every artist.',
      kind: 'OPEN_CALL',
      compensation: { type: 'REVENUE_SHARE' },
      genres: ['Ambient'],
      skills: ['Production'],
      roles: ['Collaborators'],
      questions: [],
    });

    const ben = await creatorInBrowser(env, 'Ben Okafor', { viewport: PHONE });
    const { applyToBrief } = await gqlOk<{ applyToBrief: { id: string } }>(
      env,
      ben,
      'mutation ($b: ID!) { applyToBrief(briefId: $b, input: { pitch: "Ten years of ambient releases." }) { id } }',
      { b: briefId },
    );
    await gqlOk(
      env,
      poster,
      'mutation ($id: ID!) { decideApplication(id: $id, status: DECLINED, reason: GENRE_FIT, note: "Lovely, but too rhythmic for this one.") { id } }',
      {
        id: applyToBrief.id,
      },
    );

    await ben.page.goto(`/collaboration/${briefId}`);
    const mine = ben.page.getByTestId('my-application');
    await mine.waitFor();
    expect(await mine.getByTestId('application-status').textContent()).toBe('Declined');
    expect(await mine.textContent()).toContain('Not the right genre fit');
    expect(await mine.textContent()).toContain('Lovely, but too rhythmic for this one.');
    expect(await ben.page.getByTestId('brief-pay').textContent()).toBe('Revenue share');
    await shot(ben.page, 'brief-declined-390');
    expect(await noSideScroll(ben.page)).toBe(true);
    expect(await seriousAxeViolations(ben.page)).toEqual([]);

    // The apply dialog at phone width, on another brief.
    const other = await postBrief(poster, admin, {
      title: `Unpaid remix swap ${tag}`,
      description: 'Swap remixes with me: I remix one of yours, you remix one of mine.',
      kind: 'COLLABORATION',
      compensation: { type: 'UNPAID' },
      questions: ['Which of your tracks would you offer?'],
    });
    await ben.page.goto(`/collaboration/${other}`);
    await ben.page.getByRole('button', { name: 'Apply', exact: true }).click();
    const dialog = ben.page.getByRole('dialog');
    await dialog.getByLabel('Your pitch').waitFor();
    await shot(ben.page, 'brief-apply-dialog-390', { fullPage: false });
    expect(await noSideScroll(ben.page)).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Reporting the brief: a reason is needed, then an admin gets it.
    await ben.page.getByRole('button', { name: 'Report brief' }).click();
    const report = ben.page.getByRole('dialog', { name: 'Report this brief' });
    await report.getByRole('button', { name: 'Send report' }).click();
    await report.getByText('Say what is wrong with this brief').waitFor();
    await report.getByLabel('What is wrong?').fill('Asks for a fee before the swap.');
    await report.getByRole('button', { name: 'Send report' }).click();
    await report.waitFor({ state: 'hidden' });
    await ben.page.getByText('Report sent', { exact: true }).waitFor();

    // A paused brief says so and takes no application.
    await gqlOk(env, poster, 'mutation ($id: ID!) { pauseBrief(id: $id) { id } }', { id: other });
    await ben.page.reload();
    expect(await ben.page.getByTestId('brief-state').textContent()).toBe('Paused');
    await ben.page.getByText('The poster paused this brief.', { exact: false }).waitFor();
    expect(await ben.page.getByRole('button', { name: 'Apply', exact: true }).count()).toBe(0);
    await shot(ben.page, 'brief-paused-390');
    await ben.context.close();

    // A visitor reads the board and the brief, and is asked to sign up to apply.
    const visitor = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: env.app.baseUrl });
    const page = await visitor.newPage();
    // The paused brief is off the board; the open one is on it.
    await page.goto(`/collaboration?q=${tag}`);
    await expect.poll(() => board(page).count()).toBe(1);
    expect(await page.getByTestId('allowance').count()).toBe(0);
    await page.goto(`/collaboration/${briefId}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.getByRole('link', { name: 'Sign up to apply' }).getAttribute('href')).toBe(
      `/signup?next=${encodeURIComponent(`/collaboration/${briefId}`)}`,
    );
    expect(await page.getByRole('button', { name: 'Report brief' }).count()).toBe(0);
    await page.goto('/collaboration/applications');
    await page.waitForURL(/\/signup/);
    await visitor.close();

    // The poster reading their own brief manages it from their briefs, and cannot apply or report.
    const own = await signedInContext(env, poster.cookie);
    const posterPage = await own.newPage();
    await posterPage.goto(`/collaboration/${briefId}`);
    await posterPage.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await posterPage.getByRole('link', { name: 'Manage this brief' }).getAttribute('href')).toBe('/collaboration/mine');
    expect(await posterPage.getByRole('button', { name: /Apply|Report brief/ }).count()).toBe(0);
    await own.close();
  });
  it("shows the briefs that fit a creator, a live banner for a new one, and posters' open briefs on their pages", { timeout: 120_000 }, async () => {
    const tag = randomUUID().slice(0, 8);
    const admin = await createCreator(env.app.orm, null, { role: UserRole.ADMIN });
    const poster = await createCreator(env.app.orm, { ...FULL_PROFILE, artistName: 'Theo Marsh' }, { artistName: 'Theo Marsh' });
    const cleo = await creatorInBrowser(env, 'Cleo Vance');
    const { page } = cleo;
    // Briefs for what Cleo's profile says: techno and house, production, and a mastering engineer wanted.
    const fitting = (title: string, description: string) => ({
      title,
      description,
      kind: 'PAID_GIG',
      genres: ['Techno', 'House'],
      skills: ['Production', 'Sound Design'],
      roles: ['Mastering'],
      remote: true,
      location: null,
    });
    const first = await postBrief(
      poster,
      admin,
      fitting(`Master a techno EP ${tag}`, 'Four techno productions that need mastering for a vinyl release, with stems ready.'),
    );
    await scoreBrief(env.app.orm.em.fork(), env.app.app.pubsub, first);

    // "Fits you" tops the board, with the fit and its first reason.
    const listening = events.nextSubscription('BRIEF_POSTED', cleo.id);
    await page.goto('/collaboration');
    const feed = page.getByTestId('brief-feed');
    await feed.getByText(`Master a techno EP ${tag}`).waitFor();
    expect(await feed.getByTestId('brief-card').first().textContent()).toMatch(/\d+% fit/);
    await shot(page, 'collaboration-fits-1440');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A second fitting brief opens while the board is open: a banner says so, and shows it on a click.
    await listening;
    const second = await postBrief(
      poster,
      admin,
      fitting(`Master a house single ${tag}`, 'One deep house single for streaming: loud but open, delivered within a week of the stems.'),
    );
    await scoreBrief(env.app.orm.em.fork(), env.app.app.pubsub, second);
    const banner = page.getByRole('status').filter({ hasText: 'A new brief that fits you just opened.' });
    await banner.waitFor();
    await shot(page, 'collaboration-new-briefs-1440', { fullPage: false });
    await banner.getByRole('button', { name: 'Show it' }).click();
    await banner.waitFor({ state: 'detached' });
    await feed.getByText(`Master a house single ${tag}`).waitFor();

    // The dashboard card lists them too, each leading to its brief.
    await page.goto('/dashboard');
    const fits = page.getByTestId('dashboard-briefs');
    await fits.getByText(`Master a house single ${tag}`).waitFor();
    await shot(page, 'dashboard-1440');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The poster's page lists their open briefs and their record.
    await page.goto(`/creators/${poster.username}`);
    const posted = page.getByTestId('poster-briefs');
    await posted.getByText(`Master a techno EP ${tag}`).waitFor();
    await posted.getByText(`Master a house single ${tag}`).waitFor();
    await shot(page, 'creator-briefs-1440');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A brand's page does the same (the demo brand posts on the board).
    await page.goto('/brands/soundplate');
    await page.getByTestId('poster-briefs').getByText('Remixers wanted for our spring house compilation').waitFor();
    await shot(page, 'brand-briefs-1440');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.setViewportSize(PHONE);
    await page.goto('/collaboration');
    await feed.getByTestId('brief-card').first().waitFor();
    await shot(page, 'collaboration-fits-390');
    expect(await noSideScroll(page)).toBe(true);
    await page.goto(`/creators/${poster.username}`);
    await page.getByTestId('poster-briefs').getByTestId('brief-card').first().waitFor();
    await shot(page, 'creator-briefs-390');
    expect(await noSideScroll(page)).toBe(true);
    await page.goto('/brands/soundplate');
    await page.getByTestId('poster-briefs').getByTestId('brief-card').first().waitFor();
    await shot(page, 'brand-briefs-390');
    expect(await noSideScroll(page)).toBe(true);
    await page.goto('/dashboard');
    await page.getByTestId('dashboard-briefs').waitFor();
    await shot(page, 'dashboard-390');
    expect(await noSideScroll(page)).toBe(true);
    await cleo.context.close();
  });
});
