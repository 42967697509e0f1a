import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../graph/src/modules/user/session.service.js';
import { createCreator, createSessionCookie, createUser, UserRole } from '../../graph/test/seed-helpers.js';
import { appInChromiumOnOwnDatabase, seriousAxeViolations, shot, gqlOk } from './browser.js';

/**
 * The queue shows every open report: this file's page and screenshots would pick up the reports
 * other test files write beside it, so its app runs on a database of its own, dropped at the end.
 */
const env = appInChromiumOnOwnDatabase('moderation');

const axe = seriousAxeViolations;

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

type Person = { id: string; username: string; cookie: string; name: string };

async function creator(name: string): Promise<Person> {
  const person = await createCreator(env.app.orm, { artistName: name, genres: ['Pop'] }, { artistName: name, firstName: name.split(' ')[0] });
  return { ...person, name };
}

/** A conversation in which `from` wrote these messages to `to` (the messaging rules are messaging.test.ts's). */
async function messagesFrom(from: Person, to: Person, bodies: string[]): Promise<string[]> {
  const em = env.app.orm.em.fork();
  const [conversation] = await em.execute<{ id: string }[]>(
    'insert into conversations (id, pair_key, started_by_id, created_at) values (gen_random_uuid(), ?, ?, now()) returning id',
    [from.id < to.id ? `${from.id}:${to.id}` : `${to.id}:${from.id}`, from.id],
  );
  await em.execute('insert into conversation_members (conversation_id, user_id, accepted_at) values (?, ?, now()), (?, ?, now())', [
    conversation!.id,
    from.id,
    conversation!.id,
    to.id,
  ]);
  const ids: string[] = [];
  for (const body of bodies) {
    const [row] = await em.execute<{ id: string }[]>('insert into messages (conversation_id, sender_id, body) values (?, ?, ?) returning id', [
      conversation!.id,
      from.id,
      body,
    ]);
    ids.push(String(row!.id));
  }
  return ids;
}

const REPORT =
  'mutation ($u: String!, $c: ReportCategory!, $comment: String, $m: [ID!]) { reportCreator(username: $u, category: $c, comment: $comment, messageIds: $m) { id } }';
const report = (who: Person, reported: Person, category: string, comment: string | null = null, messageIds: string[] | null = null) =>
  gqlOk<{ reportCreator: { id: string } }>(env, who, REPORT, { u: reported.username, c: category, comment, m: messageIds }).then(
    (data) => data.reportCreator.id,
  );

const outcomes = async (who: Person) =>
  (
    await gqlOk<{ viewer: { reports: { edges: { node: { id: string; status: string; outcome: string | null } }[] } } }>(
      env,
      who,
      '{ viewer { reports { edges { node { id status outcome } } } } }',
    )
  ).viewer.reports.edges.map((edge) => edge.node);

async function adminPage(viewport = { width: 1440, height: 900 }): Promise<{ context: BrowserContext; page: Page; admin: Person }> {
  const user = await createUser(env.app.orm, { role: UserRole.ADMIN, firstName: 'Ada' });
  const cookie = await createSessionCookie(env.app.orm, user.id);
  const context = await env.browser.newContext({ viewport, baseURL: env.app.baseUrl });
  // A step that cannot happen fails on its own line, well inside the test's time.
  context.setDefaultTimeout(10_000);
  await context.addCookies([{ name: SESSION_COOKIE, value: cookie.slice(SESSION_COOKIE.length + 1), url: env.app.baseUrl }]);
  return { context, page: await context.newPage(), admin: { id: user.id, username: user.username, cookie, name: 'Ada' } };
}

const cards = (page: Page) => page.getByTestId('moderation-card');
const reportOf = (page: Page, reporter: Person) => page.getByTestId('moderation-report').filter({ hasText: `@${reporter.username}` });

/** The world of this file: a spammer reported three times, an impersonator once. */
let spammer: Person;
let copycat: Person;
let reporters: Person[];
let withMessages: string;
let impersonation: string;

beforeAll(async () => {
  spammer = await creator('Promo Blast');
  copycat = await creator('Nova Reyes Official');
  reporters = [await creator('Maya Reed'), await creator('Theo Lanz'), await creator('Ines Duarte'), await creator('Kofi Mensah')];
  const [maya, theo, ines, kofi] = reporters as [Person, Person, Person, Person];
  const spam = await messagesFrom(spammer, maya, [
    '🔥 Get 10k streams for $5 → promo-blast.example',
    'Last chance!! Only 3 slots left for playlist placement',
    'Hey, are you there?',
  ]);
  withMessages = await report(maya, spammer, 'SPAM', 'Sends the same paid-promo message every day.', spam.slice(0, 2));
  await report(theo, spammer, 'SPAM');
  await report(ines, spammer, 'HARASSMENT', 'Got abusive when I said no thanks.');
  impersonation = await report(kofi, copycat, 'IMPERSONATION', 'Uses the real Nova Reyes’ photos and name to ask for money.');
});

describe('the moderation queue', () => {
  it('shows the most reported creator first with the attached messages, and lets an admin claim and remove them', async () => {
    const { context, page, admin } = await adminPage();
    await page.goto('/admin/moderation');
    await page.getByRole('heading', { name: 'Moderation', level: 1 }).waitFor();
    expect(await page.title()).toBe('Moderation · SoundBoard Admin');
    await expect.poll(() => cards(page).count()).toBe(2);

    // Most reported first: Promo Blast's three reports in one card, then the impersonator.
    expect(await cards(page).nth(0).getByRole('heading', { level: 3 }).textContent()).toBe('Promo Blast');
    expect(await cards(page).nth(0).getByTestId('unresolved-count').textContent()).toBe('3 unresolved reports');
    expect(await cards(page).nth(1).getByRole('heading', { level: 3 }).textContent()).toBe('Nova Reyes Official');
    expect(await cards(page).nth(0).getByRole('link', { name: 'Promo Blast' }).getAttribute('href')).toBe(`/creators/${spammer.username}`);
    const [maya] = reporters as [Person];
    expect(await reportOf(page, maya).getByTestId('reported-message').allTextContents()).toEqual([
      expect.stringContaining('Get 10k streams for $5'),
      expect.stringContaining('Only 3 slots left'),
    ]);
    expect(await axe(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'open-1440');

    // Claiming takes the admin to their claimed reports.
    await reportOf(page, maya)
      .getByRole('button', { name: `Claim the report on @${spammer.username}` })
      .click();
    await page.waitForURL(/status=claimed/);
    await expect.poll(() => reportOf(page, maya).getByTestId('report-state').textContent()).toBe('Claimed by you');

    // Removing messages asks first.
    await reportOf(page, maya)
      .getByRole('button', { name: `Resolve the report on @${spammer.username}` })
      .click();
    await page.getByRole('radio', { name: /Remove messages/ }).check();
    await page.getByLabel('Private note').fill('Paid-promo spam, sent to many creators.');
    await shot(page, 'resolve-1440');
    await page.getByRole('button', { name: 'Resolve report' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove these 2 messages?' });
    await confirm.waitFor();
    expect(await axe(page)).toEqual([]);
    await shot(page, 'confirm-1440');
    await confirm.getByRole('button', { name: 'Remove messages' }).click();
    await expect.poll(() => reportOf(page, maya).count()).toBe(0);

    await page.getByRole('link', { name: /^Resolved/ }).click();
    const resolved = reportOf(page, maya);
    await expect.poll(() => resolved.getByTestId('report-outcome').textContent()).toContain('Remove messages');
    expect(await resolved.getByTestId('report-outcome').textContent()).toContain(`by @${admin.username}`);
    expect(await resolved.getByTestId('report-outcome').textContent()).toContain('Paid-promo spam, sent to many creators.');
    // The report keeps its copies, marked removed.
    expect(await resolved.getByText('Removed', { exact: true }).count()).toBe(2);
    await shot(page, 'resolved-1440');

    // The reporter reads the outcome in words; the messages are gone from the conversation.
    expect((await outcomes(maya)).find((r) => r.id === withMessages)).toEqual({
      id: withMessages,
      status: 'RESOLVED',
      outcome: 'The reported messages were removed',
    });
    const left = await env.app.orm.em.fork().execute<{ body: string }[]>('select body from messages where sender_id = ? order by id', [spammer.id]);
    expect(left.map((m) => m.body)).toEqual(['Hey, are you there?']);
    await context.close();
  });

  it('tells a second admin who was quicker, and suspends after confirming', async () => {
    const first = await adminPage();
    const second = await adminPage();
    const [, theo] = reporters as [Person, Person];
    await Promise.all([first.page.goto('/admin/moderation'), second.page.goto('/admin/moderation')]);
    await reportOf(second.page, theo).waitFor();

    // The first admin claims; the second, on a stale page, tries too.
    await reportOf(first.page, theo)
      .getByRole('button', { name: /^Claim/ })
      .click();
    await first.page.waitForURL(/status=claimed/);
    await reportOf(second.page, theo)
      .getByRole('button', { name: /^Claim/ })
      .click();
    await second.page.getByText(`@${first.admin.username} has claimed this report`).waitFor();
    // The second admin's page reads the queue again: the report has left the open ones.
    await expect.poll(() => reportOf(second.page, theo).count()).toBe(0);
    await second.page.goto('/admin/moderation?status=claimed');
    await expect.poll(() => reportOf(second.page, theo).getByTestId('report-state').textContent()).toBe(`Claimed by @${first.admin.username}`);
    expect(
      await reportOf(second.page, theo)
        .getByRole('button', { name: /^Resolve/ })
        .count(),
    ).toBe(0);

    // An open report can be resolved at once; suspending asks first, and "Go back" changes nothing.
    await second.page.goto('/admin/moderation');
    const kofiReport = second.page.getByTestId('moderation-card').filter({ hasText: 'Nova Reyes Official' });
    await kofiReport.getByRole('button', { name: /^Resolve/ }).click();
    await second.page.getByRole('radio', { name: /Suspend account/ }).check();
    await second.page.getByRole('button', { name: 'Resolve report' }).click();
    await second.page.getByRole('alertdialog', { name: `Suspend @${copycat.username}?` }).waitFor();
    await second.page.getByRole('button', { name: 'Go back' }).click();
    expect((await outcomes(reporters[3]!)).find((r) => r.id === impersonation)?.status).toBe('OPEN');
    await second.page.getByRole('button', { name: 'Resolve report' }).click();
    await second.page.getByRole('button', { name: 'Suspend account' }).click();
    await expect.poll(() => kofiReport.count()).toBe(0);

    expect((await outcomes(reporters[3]!)).find((r) => r.id === impersonation)?.outcome).toBe('The account was suspended');
    const [row] = await env.app.orm.em
      .fork()
      .execute<{ suspended: boolean; sessions: string }[]>(
        'select suspended_at is not null as suspended, (select count(*) from sessions where user_id = u.id) as sessions from users u where id = ?',
        [copycat.id],
      );
    expect(row).toEqual({ suspended: true, sessions: '0' });
    // The card says the account is suspended now, so no admin suspends it twice.
    await second.page.goto('/admin/moderation?status=resolved');
    const resolvedCard = second.page.getByTestId('moderation-card').filter({ hasText: 'Nova Reyes Official' });
    await expect.poll(() => resolvedCard.getByTestId('reported-standing').textContent()).toBe('Already suspended');
    await first.context.close();
    await second.context.close();
  });

  it('stacks its cards on a phone, without sideways scroll or serious axe violations', async () => {
    // Fresh reports, so the open queue has something to show.
    const [maya, theo] = reporters as [Person, Person];
    const loud = await creator('Loud Neighbour Records');
    await report(
      maya,
      loud,
      'HARASSMENT',
      'Keeps messaging me at night after I asked them to stop. Screenshots attached below, the worst ones from last week.',
    );
    await report(theo, loud, 'OTHER', 'Posts fake giveaways.');
    const { context, page } = await adminPage({ width: 390, height: 844 });
    await page.goto('/admin/moderation');
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    expect(await axe(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'open-390');

    await reportOf(page, maya)
      .getByRole('button', { name: /^Resolve/ })
      .click();
    await page.getByLabel('Private note').waitFor();
    expect(await axe(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'resolve-390');

    await page.goto('/admin/moderation?status=resolved');
    await expect.poll(() => page.getByTestId('report-outcome').count()).toBeGreaterThan(0);
    expect(await axe(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'resolved-390');
    await context.close();
  });
});
