import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, createCreator, createUser, createSessionCookie, FULL_PROFILE, UserRole, type TestCreator } from '../../graph/test/seed-helpers.js';
import { appInChromiumOnOwnDatabase, DESKTOP, seriousAxeViolations, shot, signedInContext, PHONE, gqlOk, publishBriefAs } from './browser.js';

/**
 * The poster's side of the collaboration board: writing and publishing a brief (a first brief
 * waits for review), an admin approving it, the applications pipeline (shortlist, bulk decline,
 * hire, close with the outcome), the brand team's Briefs tab, and every page at phone width.
 * The moderation queue lists every waiting brief, so this file runs on a database of its own.
 */
const env = appInChromiumOnOwnDatabase('collab_post');

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const toast = (page: Page) => page.getByRole('region', { name: /Notifications/ }).getByRole('status');

const person = (artistName: string) => createCreator(env.app.orm, { ...FULL_PROFILE, artistName }, { firstName: artistName.split(' ')[0], artistName });

const briefInput = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  description: `A ${title.toLowerCase()}: stems are ready, we need the missing part and a quick turnaround. ${randomUUID()}`,
  kind: 'COLLABORATION',
  compensation: { type: 'REVENUE_SHARE' },
  roles: ['Vocalists'],
  genres: ['House'],
  remote: true,
  questions: ['Which of your releases is closest to this sound?'],
  ...extra,
});

async function postBrief(who: { cookie: string }, title: string, extra: Record<string, unknown> = {}) {
  const { createBrief } = await gqlOk<{ createBrief: { id: string } }>(env, who, 'mutation ($i: CreateBriefInput!) { createBrief(input: $i) { id } }', {
    i: briefInput(title, extra),
  });
  await publishBriefAs(env, who, admin, createBrief.id);
  return createBrief.id;
}

const apply = (who: TestCreator, briefId: string, pitch: string) =>
  gqlOk<{ applyToBrief: { id: string } }>(env, who, 'mutation ($b: ID!, $i: ApplyInput!) { applyToBrief(briefId: $b, input: $i) { id } }', {
    b: briefId,
    i: { pitch, links: [`https://soundcloud.example/${who.username}`], answers: ['My last single, “Glass Hours”, on the same label.'] },
  }).then((data) => data.applyToBrief.id);

/** MatchMade's stored fit of creators to a brief, as its scoring job writes it: the candidates a poster invites from. */
async function fits(briefId: string, rows: [TestCreator, number, string[]][]) {
  const em = env.app.orm.em.fork();
  for (const [who, score, reasons] of rows) {
    // A text[] as PostgreSQL's array literal: a list would be spread into several values.
    const literal = `{${reasons.map((r) => `"${r.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
    await em.execute('insert into brief_fits (brief_id, user_id, score, reasons) values (?, ?, ?, ?::text[]) on conflict do nothing', [
      briefId,
      who.id,
      score,
      literal,
    ]);
  }
}

async function signedIn(who: { cookie: string }, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await signedInContext(env, who.cookie, viewport);
  context.setDefaultTimeout(10_000);
  return { context, page: await context.newPage() };
}

/** Every check a finished page passes: axe, no sideways scroll, and a screenshot for review. */
async function looked(page: Page, name: string) {
  await shot(page, name);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await noSidewaysScroll(page)).toBe(true);
}

let admin: { id: string; cookie: string };
let poster: TestCreator;
let applicants: TestCreator[];
let brandId: string;
const BRAND = 'Nightjar Records';
let firstBriefId: string;

beforeAll(async () => {
  const user = await createUser(env.app.orm, { role: UserRole.ADMIN, firstName: 'Ada' });
  admin = { id: user.id, cookie: await createSessionCookie(env.app.orm, user.id) };
  poster = await person('Lena Kova');
  applicants = [await person('Mira Sol'), await person('Theo Lanz'), await person('Ines Duarte')];
  brandId = randomUUID();
  const em = env.app.orm.em.fork();
  await em.execute(
    `insert into brands (id, slug, name, category, tagline, description, website, logo_url, headquarters, region, verified)
     values (?, ?, ?, 'distribution', 'Late-night records', 'Ambient and downtempo.', 'https://nightjar.example', '/logos/x.svg', 'Berlin', 'global', true)`,
    [brandId, `nightjar-${brandId.slice(0, 6)}`, BRAND],
  );
  await em.execute(`insert into brand_members (id, brand_id, user_id, role) values (gen_random_uuid(), ?, ?, 'owner')`, [brandId, poster.id]);
});

describe('posting a brief', () => {
  it('saves a draft, publishes it to review, and an admin approves it from the moderation page', async () => {
    const { context, page } = await signedIn(poster);
    await page.goto('/collaboration/new');
    await page.getByRole('heading', { name: 'Post a brief', level: 1 }).waitFor();
    expect(await page.title()).toBe('Post a brief · SoundBoard');
    // On a verified brand's team, the poster chooses who posts: themselves by default.
    expect(await page.getByRole('radio', { name: 'Myself' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: BRAND }).isChecked()).toBe(false);
    await looked(page, 'brief-new-1440');

    // Our checks show at the fields, before anything is sent.
    await page.getByRole('button', { name: 'Publish' }).click();
    expect(await page.getByLabel('Title', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.getByText('Give the brief a title').count()).toBe(1);
    await shot(page, 'brief-errors-1440');

    await page.getByLabel('Title', { exact: true }).fill('Vocalist for a melodic house single');
    await page
      .getByLabel('Description', { exact: true })
      .fill('Topline and lead vocal over a finished instrumental. Warm, breathy, a little melancholic; release on a Berlin label.');
    await page.getByRole('radio', { name: 'Paid gig' }).check();
    await page.getByRole('radio', { name: 'Fixed fee' }).check();
    await page.getByLabel('From', { exact: true }).fill('500');
    await page.getByLabel('To', { exact: true }).fill('1500');
    await page.getByRole('checkbox', { name: 'Vocalists' }).check();
    await page.getByRole('checkbox', { name: 'House' }).check();
    await page.getByRole('checkbox', { name: 'Vocals' }).check();
    await page.getByLabel('What', { exact: true }).fill('Lead vocal stems');
    await page.getByRole('textbox', { name: /^Format/ }).fill('WAV 24-bit');
    await page.getByRole('button', { name: 'Add a deliverable' }).click();
    expect(await page.getByRole('group', { name: /Deliverable/ }).count()).toBe(2);
    await page.getByRole('button', { name: 'Remove deliverable 2' }).click();
    await page.getByRole('button', { name: 'Add a question' }).click();
    await page.getByLabel('Question 1', { exact: true }).fill('Which of your releases is closest to this sound?');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/collaboration\/[0-9a-f-]+\/edit$/);
    firstBriefId = page.url().split('/').at(-2)!;
    await expect.poll(() => toast(page).textContent()).toContain('Draft saved');
    await page.getByRole('heading', { name: 'Edit your brief', level: 1 }).waitFor();
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('Vocalist for a melodic house single');
    await looked(page, 'brief-edit-1440');

    // A first brief waits for review, and the page says so.
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('heading', { name: 'Your brief is waiting for review' }).waitFor();
    expect(await page.getByText('Your first brief is checked by our team before it opens — usually within a day').count()).toBe(1);
    await looked(page, 'brief-published-review-1440');

    await page.getByRole('link', { name: 'Go to your briefs' }).click();
    await page.getByRole('heading', { name: 'Your briefs', level: 1 }).waitFor();
    const row = page.getByTestId('my-brief').filter({ hasText: 'Vocalist for a melodic house single' });
    expect(await row.getByTestId('brief-state').textContent()).toBe('Awaiting review');
    await looked(page, 'my-briefs-review-1440');
    await context.close();

    // Another poster's open brief was reported: it waits beside the first brief.
    const other = await person('Promo Blast');
    const reported = await postBrief(other, 'Pay to get on our playlist');
    const reporter = applicants[2]!;
    await gqlOk(env, reporter, 'mutation ($id: ID!, $r: String!) { reportBrief(id: $id, reason: $r) { id } }', {
      id: reported,
      r: 'Asks applicants for a fee to be considered.',
    });

    const moderator = await signedIn(admin);
    await moderator.page.goto('/admin/moderation?status=briefs');
    const queued = moderator.page.getByTestId('queued-brief');
    await expect.poll(() => queued.count()).toBe(2);
    const mine = queued.filter({ hasText: 'Vocalist for a melodic house single' });
    expect(await mine.getByText('New poster: a first brief, or an unconfirmed e-mail address').count()).toBe(1);
    const theirs = queued.filter({ hasText: 'Pay to get on our playlist' });
    expect(await theirs.getByText('Reported once').count()).toBe(1);
    expect(await theirs.getByText('Asks applicants for a fee to be considered.').count()).toBe(1);
    await looked(moderator.page, 'admin-brief-queue-1440');

    await theirs.getByRole('button', { name: 'Reject “Pay to get on our playlist”' }).click();
    await moderator.page.getByLabel('Reason for the poster', { exact: true }).fill('Charging applicants is not allowed on the board.');
    await shot(moderator.page, 'admin-brief-reject-1440', { fullPage: false });
    expect(await seriousAxeViolations(moderator.page)).toEqual([]);
    await moderator.page.getByRole('button', { name: 'Reject brief' }).click();
    await mine.getByRole('button', { name: 'Approve “Vocalist for a melodic house single”' }).click();
    await expect.poll(() => queued.count()).toBe(0);
    await moderator.page.getByText('No briefs waiting.').waitFor();
    expect((await auditOf(env.app.orm, 'brief', firstBriefId)).map((entry) => entry.action)).toEqual(['brief.approve']);
    expect((await auditOf(env.app.orm, 'brief', reported)).map((entry) => entry.action)).toEqual(['brief.reject', 'brief.approve']);
    await moderator.context.close();
  });

  it('shortlists one applicant, declines two at once with a reason, hires and closes with the hire', async () => {
    const [mira, theo, ines] = applicants as [TestCreator, TestCreator, TestCreator];
    await apply(mira, firstBriefId, 'I topline melodic house for a living: three releases on Anjunadeep-style labels this year.');
    await apply(theo, firstBriefId, 'Baritone, more indie than house, but I would love to try.');
    await apply(ines, firstBriefId, 'Session singer, quick turnaround, happy to do harmonies as well.');

    const { context, page } = await signedIn(poster);
    await page.goto('/collaboration/mine');
    const row = page.getByTestId('my-brief').filter({ hasText: 'Vocalist for a melodic house single' });
    expect(await row.getByTestId('brief-state').textContent()).toBe('Open');
    await looked(page, 'my-briefs-1440');
    await row.getByRole('link', { name: '3 applications' }).click();
    await page.getByRole('heading', { name: 'Vocalist for a melodic house single', level: 1 }).waitFor();
    const stage = (id: string) => page.getByTestId(`stage-${id}`);
    const card = (who: TestCreator) => page.getByTestId('application-card').filter({ hasText: who.name! });
    await expect.poll(() => stage('submitted').getByTestId('application-card').count()).toBe(3);
    expect(await card(mira).getByRole('link', { name: 'Mira Sol' }).getAttribute('href')).toBe(`/creators/${mira.username}`);
    expect(await card(mira).getByText('Which of your releases is closest to this sound?').count()).toBe(1);
    await looked(page, 'pipeline-1440');

    await card(mira).getByRole('button', { name: 'Shortlist Mira Sol' }).click();
    await expect.poll(() => stage('shortlisted').getByTestId('application-card').count()).toBe(1);
    expect(await card(mira).getByRole('link', { name: 'Conversation opened in Messages' }).getAttribute('href')).toBe('/messages');
    await expect.poll(() => toast(page).textContent()).toContain('A conversation with them is open in Messages');

    await card(theo).getByRole('checkbox', { name: 'Select Theo Lanz' }).check();
    await card(ines).getByRole('checkbox', { name: 'Select Ines Duarte' }).check();
    await page.getByRole('button', { name: 'Decline selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline 2 applications' });
    await dialog.getByRole('radio', { name: /Genre fit/ }).check();
    await dialog.getByLabel('Note (optional)', { exact: true }).fill('Looking for a lighter, airier voice this time.');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'pipeline-decline-1440', { fullPage: false });
    await dialog.getByRole('button', { name: 'Decline 2' }).click();
    await expect.poll(() => stage('declined').getByTestId('application-card').count()).toBe(2);
    expect(await stage('submitted').getByText('None yet').count()).toBe(1);
    const declined = await env.app.orm.em
      .fork()
      .execute<{ status: string; decline_reason: string; decline_note: string }[]>(
        'select status, decline_reason, decline_note from brief_applications where brief_id = ? and applicant_id in (?, ?)',
        [firstBriefId, theo.id, ines.id],
      );
    expect(declined.map((r) => [r.status, r.decline_reason, r.decline_note])).toEqual([
      ['declined', 'genre_fit', 'Looking for a lighter, airier voice this time.'],
      ['declined', 'genre_fit', 'Looking for a lighter, airier voice this time.'],
    ]);

    // Inviting the creators the brief fits best: ranked, with MatchMade's reasons.
    const [ana, kai] = [await person('Ana Reyes'), await person('Kai Moreau')];
    await fits(firstBriefId, [
      [ana, 92, ['Sings melodic house', 'Based in Berlin, like the brief']],
      [kai, 74, ['Vocalist', 'Open to paid gigs']],
    ]);
    await page.getByRole('button', { name: 'Invite creators' }).click();
    const inviting = page.getByRole('dialog', { name: 'Invite creators' });
    const candidate = (name: string) => inviting.getByTestId('candidate').filter({ hasText: name });
    await candidate('Ana Reyes').waitFor();
    expect(await candidate('Ana Reyes').getByText('92%').count()).toBe(1);
    expect(await candidate('Ana Reyes').getByText('Sings melodic house').count()).toBe(1);
    await inviting.getByRole('checkbox', { name: 'Invite Ana Reyes' }).check();
    await inviting.getByRole('checkbox', { name: 'Invite Kai Moreau' }).check();
    await expect.poll(() => inviting.getByText('2 selected').count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'invite-1440', { fullPage: false });
    await inviting.getByRole('button', { name: 'Invite 2' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('2 invitations sent');
    const invites = await env.app.orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from brief_invites where brief_id = ?', [firstBriefId]);
    expect(invites[0]!.n).toBe(2);

    await card(mira).getByRole('button', { name: 'Hire Mira Sol' }).click();
    await expect.poll(() => stage('hired').getByTestId('application-card').count()).toBe(1);
    await looked(page, 'pipeline-decided-1440');

    await page.getByRole('button', { name: 'Close “Vocalist for a melodic house single”' }).click();
    const closing = page.getByRole('dialog', { name: 'Close “Vocalist for a melodic house single”' });
    expect(await closing.getByRole('radio', { name: /I hired someone/ }).isChecked()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'close-brief-1440', { fullPage: false });
    await closing.getByRole('button', { name: 'Close brief' }).click();
    await expect.poll(() => page.getByTestId('brief-state').first().textContent()).toBe('Closed · hired');
    await context.close();
  });

  it('shows the server’s refusal of a near-duplicate at the form, naming the earlier brief', async () => {
    const { context, page } = await signedIn(poster);
    await page.goto('/collaboration/new');
    await page.getByLabel('Title', { exact: true }).fill('Vocalist for a melodic house single');
    await page
      .getByLabel('Description', { exact: true })
      .fill('Topline and lead vocal over a finished instrumental. Warm, breathy, a little melancholic; release on a Berlin label.');
    await page.getByRole('radio', { name: 'Revenue share' }).check();
    await page.getByRole('button', { name: 'Save draft' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'The brief was not saved' });
    await expect.poll(() => refusal.textContent()).toContain('nearly the same as "Vocalist for a melodic house single"');
    expect(await page.getByLabel('Description', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toMatch(/\/collaboration\/new$/);
    await looked(page, 'brief-duplicate-1440');
    await context.close();
  });

  it('lets the brand team reach the brand’s briefs from /brand and post one for the brand', async () => {
    await postBrief(poster, 'Remixers wanted for Nightjar’s spring EP', { brandId, kind: 'BRAND_CAMPAIGN' });
    const { context, page } = await signedIn(poster);
    await page.goto('/brand');
    await page.getByRole('link', { name: 'Briefs' }).click();
    await page.waitForURL(/tab=briefs/);
    const item = page.getByTestId('my-brief');
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.getByRole('link', { name: 'Remixers wanted for Nightjar’s spring EP', exact: true }).count()).toBe(1);
    expect(await item.getByTestId('brief-state').textContent()).toBe('Open');
    await looked(page, 'brand-briefs-1440');

    await page.getByRole('link', { name: `Post a brief for ${BRAND}` }).click();
    await page.waitForURL(`**/collaboration/new?brand=${brandId}`);
    await page.getByRole('heading', { name: 'Post a brief', level: 1 }).waitFor();
    expect(await page.getByRole('radio', { name: BRAND }).isChecked()).toBe(true);

    await page.goto('/brand?tab=briefs');
    await item.getByRole('link', { name: '0 applications' }).click();
    await page.getByRole('heading', { name: 'Remixers wanted for Nightjar’s spring EP', level: 1 }).waitFor();
    await page.getByText('No applications yet').waitFor();
    await context.close();
  });
});

describe('on a phone', () => {
  it('stacks the pipeline behind tabs, with every page and dialog inside the screen', async () => {
    const briefId = await postBrief(poster, 'Mix engineer for a lo-fi EP', {
      compensation: { type: 'FIXED', min: 200, max: 400, currency: 'EUR' },
      roles: ['Mixing Engineer'],
    });
    const [mira, theo] = applicants as [TestCreator, TestCreator];
    await apply(mira, briefId, 'Mixed two lo-fi records last year; tape saturation is my thing.');
    await apply(theo, briefId, 'I mix in the box, fast, with recall for every revision.');

    const { context, page } = await signedIn(poster, PHONE);
    await page.goto('/collaboration/new');
    await page.getByRole('heading', { name: 'Post a brief', level: 1 }).waitFor();
    await looked(page, 'brief-new-390');

    await page.goto('/collaboration/mine');
    await expect.poll(() => page.getByTestId('my-brief').count()).toBe(3);
    await looked(page, 'my-briefs-390');

    await page.goto(`/collaboration/mine?brief=${briefId}`);
    await page.getByRole('heading', { name: 'Mix engineer for a lo-fi EP', level: 1 }).waitFor();
    // One step at a time: Submitted shows, the others wait behind their tabs.
    await expect.poll(() => page.getByTestId('application-card').filter({ visible: true }).count()).toBe(2);
    expect(await page.getByTestId('stage-shortlisted').isVisible()).toBe(false);
    await looked(page, 'pipeline-390');

    await fits(briefId, [[applicants[2]!, 81, ['Mixes lo-fi and indie', 'Remote, like the brief']]]);
    await page.getByRole('button', { name: 'Invite creators' }).click();
    await page.getByRole('dialog', { name: 'Invite creators' }).getByTestId('candidate').first().waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'invite-390', { fullPage: false });
    await page.getByRole('dialog', { name: 'Invite creators' }).getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('checkbox', { name: 'Select Theo Lanz' }).check();
    await page.getByRole('button', { name: 'Decline selected' }).click();
    await page.getByRole('dialog', { name: 'Decline Theo Lanz' }).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'pipeline-decline-390', { fullPage: false });
    await page.getByRole('radio', { name: /Budget/ }).check();
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    await page.getByRole('button', { name: /Declined/ }).click();
    await expect.poll(() => page.getByTestId('application-card').filter({ visible: true }).count()).toBe(1);
    await shot(page, 'pipeline-declined-390');

    await page.getByRole('button', { name: 'Close “Mix engineer for a lo-fi EP”' }).click();
    const closing = page.getByRole('dialog', { name: 'Close “Mix engineer for a lo-fi EP”' });
    // Nobody is hired yet: closing says so, and asks why.
    expect(await closing.getByRole('radio', { name: /I hired someone/ }).isDisabled()).toBe(true);
    await closing.getByRole('radio', { name: /Nobody was hired/ }).check();
    await closing.getByLabel('Why nobody was hired', { exact: true }).fill('The EP was shelved by the label.');
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'close-brief-390', { fullPage: false });
    await closing.getByRole('button', { name: 'Close brief' }).click();
    await expect.poll(() => page.getByTestId('brief-state').first().textContent()).toBe('Closed · no hire');

    // Once approved, the poster's next brief opens at once, and the page says so.
    await page.goto('/collaboration/new');
    await page.getByLabel('Title', { exact: true }).fill('Guitarist for a folk duo');
    await page.getByLabel('Description', { exact: true }).fill('Two voices and a banjo; we need fingerpicked guitar on four songs, recorded at home.');
    await page.getByRole('radio', { name: 'Unpaid' }).check();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('heading', { name: 'Your brief is open' }).waitFor();
    await looked(page, 'brief-published-open-390');
    await page.getByRole('link', { name: 'Go to your briefs' }).click();
    await page.getByTestId('my-brief').filter({ hasText: 'Guitarist for a folk duo' }).getByRole('link', { name: /^Edit/ }).click();
    await page.getByRole('heading', { name: 'Edit your brief', level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Save changes' }).count()).toBe(1);
    await looked(page, 'brief-edit-390');

    await page.goto('/brand?tab=briefs');
    await expect.poll(() => page.getByTestId('my-brief').count()).toBe(1);
    await looked(page, 'brand-briefs-390');
    await context.close();

    // A first brief waits for an admin, who reads the queue on a phone too.
    const kofi = await person('Kofi Mensah');
    const { createBrief } = await gqlOk<{ createBrief: { id: string } }>(env, kofi, 'mutation ($i: CreateBriefInput!) { createBrief(input: $i) { id } }', {
      i: briefInput('Bass player for a funk record'),
    });
    await gqlOk(env, kofi, 'mutation ($id: ID!) { publishBrief(id: $id) { id } }', { id: createBrief.id });
    const moderator = await signedIn(admin, PHONE);
    await moderator.page.goto('/admin/moderation?status=briefs');
    await expect.poll(() => moderator.page.getByTestId('queued-brief').count()).toBe(1);
    await looked(moderator.page, 'admin-brief-queue-390');
    await moderator.page.getByRole('button', { name: 'Reject “Bass player for a funk record”' }).click();
    await moderator.page.getByRole('dialog').getByRole('button', { name: 'Reject brief' }).click();
    await moderator.page.getByText('Say why: the poster reads it').waitFor();
    expect(await noSidewaysScroll(moderator.page)).toBe(true);
    await shot(moderator.page, 'admin-brief-reject-390', { fullPage: false });
    await moderator.context.close();
  });
});
