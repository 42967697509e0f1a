import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeUndecided, expireBriefs } from '../src/modules/collaboration/collaboration.jobs.js';
import { computePosterStats } from '../src/modules/collaboration/poster-stats.js';
import { FIT_THRESHOLD, scoreBrief, scoreCreatorFits } from '../src/modules/collaboration/brief-fit.service.js';
import { BRIEFS } from '../src/db/seed/data/briefs.js';
import { APPLICATION_LIMITS, BRIEF_LIMITS } from '../src/shared/limits.js';
import { auditOf, createCreator, FULL_PROFILE, UserRole, type TestCreator } from './seed-helpers.js';
import { startTestApp, type GqlBody, type TestApp } from './test-app.js';
import { collect, socketClient } from './ws-client.js';

/**
 * The collaboration board: briefs and their states, moderation of a first brief, applications and
 * the weekly allowance with its refunds, the expiry and after-close jobs (with the time given to
 * them), the near-duplicate refusal, the open-brief limit, input maxima, and who reads what.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ WORKER: 'off' });
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const words = () => Array.from({ length: 4 }, () => randomUUID().slice(0, 8)).join(' ');

/** A creator with a complete profile, signed in. */
const creator = (account: Parameters<typeof createCreator>[2] = {}) => createCreator(t.orm, { ...FULL_PROFILE }, account);
const admin = () => createCreator(t.orm, null, { role: UserRole.ADMIN });

async function gql<T = Record<string, unknown>>(who: { cookie: string } | null, query: string, variables: Record<string, unknown> = {}): Promise<GqlBody<T>> {
  return (await t.gql<T>(query, variables, who ? { cookie: who.cookie } : {})).body;
}
/** The data of an operation that must succeed. */
async function ok<T = Record<string, unknown>>(who: { cookie: string } | null, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await gql<T>(who, query, variables);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}
/** The error code (and message) of an operation that must fail. */
async function refused(
  who: { cookie: string } | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ code: string; message: string; fields: unknown }> {
  const body = await gql(who, query, variables);
  expect(body.errors, 'expected an error').toBeDefined();
  const error = body.errors![0]!;
  return { code: String(error.extensions?.code), message: error.message, fields: error.extensions?.fields };
}

type BriefView = { id: string; status: string; awaitingReview: boolean; outcome: string | null; removalReason: string | null };
const BRIEF = 'id status awaitingReview outcome removalReason';

const briefInput = (overrides: Record<string, unknown> = {}) => ({
  title: `Vocalist wanted ${words()}`,
  description: `Looking for ${words()} on a ${words()} record`,
  kind: 'PAID_GIG',
  compensation: { type: 'FIXED', min: 300, max: 800, currency: 'eur' },
  genres: ['techno', 'House'],
  skills: ['Vocals'],
  roles: ['Vocalists'],
  deliverables: [{ what: 'A topline', count: 1, format: 'WAV' }],
  location: 'Berlin',
  remote: true,
  ...overrides,
});

async function createBrief(who: TestCreator, overrides: Record<string, unknown> = {}): Promise<BriefView> {
  const data = await ok<{ createBrief: BriefView }>(who, `mutation ($input: CreateBriefInput!) { createBrief(input: $input) { ${BRIEF} } }`, {
    input: briefInput(overrides),
  });
  return data.createBrief;
}
const publish = async (who: TestCreator, id: string) =>
  (await ok<{ publishBrief: BriefView }>(who, `mutation ($id: ID!) { publishBrief(id: $id) { ${BRIEF} } }`, { id })).publishBrief;
const approve = async (who: TestCreator, id: string) =>
  (await ok<{ approveBrief: BriefView }>(who, `mutation ($id: ID!) { approveBrief(id: $id) { ${BRIEF} } }`, { id })).approveBrief;

/** A poster whose first brief an admin approved, so that their next ones open at once; answers the open brief. */
async function openBrief(poster: TestCreator, moderator: TestCreator, overrides: Record<string, unknown> = {}): Promise<BriefView> {
  const brief = await createBrief(poster, overrides);
  const published = await publish(poster, brief.id);
  return published.awaitingReview ? approve(moderator, brief.id) : published;
}

type ApplicationView = { id: string; status: string; declineReason: string | null; viewedAt: string | null; givenBack: boolean };
const APPLICATION = 'id status declineReason viewedAt givenBack';
async function apply(who: TestCreator, briefId: string, input: Record<string, unknown> = {}): Promise<ApplicationView> {
  return (
    await ok<{ applyToBrief: ApplicationView }>(who, `mutation ($b: ID!, $i: ApplyInput!) { applyToBrief(briefId: $b, input: $i) { ${APPLICATION} } }`, {
      b: briefId,
      i: { pitch: 'I sing on techno records', links: ['https://example.test/me'], ...input },
    })
  ).applyToBrief;
}
const decide = async (who: TestCreator, id: string, status: string, extra = '') =>
  (
    await ok<{ decideApplication: ApplicationView }>(who, `mutation ($id: ID!) { decideApplication(id: $id, status: ${status}${extra}) { ${APPLICATION} } }`, {
      id,
    })
  ).decideApplication;
const allowance = async (who: TestCreator) =>
  (await ok<{ viewer: { applicationAllowance: { remaining: number; resetsAt: string } } }>(who, '{ viewer { applicationAllowance { remaining resetsAt } } }'))
    .viewer.applicationAllowance;
const statusOf = async (applicationId: string) =>
  (await t.orm.em.fork().execute<{ status: string }[]>('select status from brief_applications where id = ?', [applicationId]))[0]!.status;

// First: the expiry test below runs the job at a later time, which expires the demo briefs too.
describe('the demo seed', () => {
  it('posts a dozen open briefs from demo brands and creators, on the board for anyone', async () => {
    const [row] = await t.orm.em.fork().execute<{ brands: number; creators: number }[]>(
      `select count(*) filter (where brand_id is not null)::int as brands, count(*) filter (where brand_id is null)::int as creators
           from briefs where status = 'open' and title in (${BRIEFS.map(() => '?').join(', ')})`,
      BRIEFS.map((b) => b.title),
    );
    expect(row).toEqual({ brands: 6, creators: 6 });
    // Scored and counted as the jobs would have: demo creators see briefs that fit them, posters their records.
    const [seeded] = await t.orm.em.fork().execute<{ fits: number; records: number }[]>(
      `select (select count(*) from brief_fits f join briefs b on b.id = f.brief_id where b.title in (${BRIEFS.map(() => '?').join(', ')}))::int as fits,
              (select count(*) from poster_stats)::int as records`,
      BRIEFS.map((b) => b.title),
    );
    expect(seeded!.fits).toBeGreaterThan(0);
    expect(seeded!.records).toBeGreaterThanOrEqual(7);
    const board = await ok<{ briefs: { totalCount: number } }>(null, '{ briefs(search: "Remixers wanted") { totalCount } }');
    expect(board.briefs.totalCount).toBe(1);
  });
});

describe('a brief and its states', () => {
  it('starts as a draft; a first brief waits for moderation, and an admin opens it (audited)', async () => {
    const [poster, moderator] = [await creator(), await admin()];
    const brief = await createBrief(poster);
    expect(brief).toMatchObject({ status: 'DRAFT', awaitingReview: false });

    const waiting = await publish(poster, brief.id);
    expect(waiting).toMatchObject({ status: 'DRAFT', awaitingReview: true });
    // Nobody else sees it on the board or by id while it waits.
    const other = await creator();
    expect((await ok<{ brief: null }>(other, 'query ($id: ID!) { brief(id: $id) { id } }', { id: brief.id })).brief).toBeNull();
    expect((await refused(poster, 'mutation ($id: ID!) { publishBrief(id: $id) { id } }', { id: brief.id })).message).toMatch(/waiting for moderation/);
    const queue = await ok<{ briefModerationQueue: { edges: { node: { id: string } }[] } }>(
      moderator,
      '{ briefModerationQueue(first: 100) { edges { node { id } } } }',
    );
    expect(queue.briefModerationQueue.edges.map((e) => e.node.id)).toContain(brief.id);

    expect(await approve(moderator, brief.id)).toMatchObject({ status: 'OPEN', awaitingReview: false });
    const [entry] = await auditOf(t.orm, 'brief', brief.id);
    expect(entry).toMatchObject({ action: 'brief.approve', actorId: moderator.id, before: { status: 'draft', awaitingReview: true } });

    // The next brief of a verified creator opens at once.
    const second = await createBrief(poster);
    expect(await publish(poster, second.id)).toMatchObject({ status: 'OPEN', awaitingReview: false });
  });

  it("waits for moderation every time while the creator's e-mail address is not proven", async () => {
    const [poster, moderator] = [await creator({ emailVerified: false }), await admin()];
    await openBrief(poster, moderator);
    const second = await createBrief(poster);
    expect(await publish(poster, second.id)).toMatchObject({ status: 'DRAFT', awaitingReview: true });
  });

  it('pauses, resumes, and closes with an outcome; NO_HIRE needs a reason, HIRED a hired application', async () => {
    const [poster, moderator] = [await creator(), await admin()];
    const brief = await openBrief(poster, moderator);
    const pause = (id: string) => ok<{ pauseBrief: BriefView }>(poster, `mutation ($id: ID!) { pauseBrief(id: $id) { ${BRIEF} } }`, { id });
    expect((await pause(brief.id)).pauseBrief.status).toBe('PAUSED');
    // A paused brief takes no applications.
    const applicant = await creator();
    expect((await refused(applicant, 'mutation ($b: ID!) { applyToBrief(briefId: $b, input: { pitch: "Hi" }) { id } }', { b: brief.id })).code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await publish(poster, brief.id)).status).toBe('OPEN');

    const close = (outcome: string, reason?: string) =>
      gql<{ closeBrief: BriefView }>(poster, `mutation ($id: ID!, $r: String) { closeBrief(id: $id, outcome: ${outcome}, reason: $r) { ${BRIEF} } }`, {
        id: brief.id,
        r: reason ?? null,
      });
    expect((await close('NO_HIRE')).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { reason: 'Required without a hire' } });
    expect((await close('HIRED')).errors?.[0]?.message).toMatch(/Mark the application you hired/);
    expect((await close('NO_HIRE', 'The budget fell through')).data?.closeBrief).toMatchObject({ status: 'CLOSED', outcome: 'NO_HIRE' });

    // A closed brief is ended: no publishing, pausing, editing or closing again.
    for (const mutation of ['publishBrief(id: $id) { id }', 'pauseBrief(id: $id) { id }', 'updateBrief(id: $id, input: { title: "Again" }) { id }']) {
      expect((await refused(poster, `mutation ($id: ID!) { ${mutation} }`, { id: brief.id })).code).toBe('BAD_USER_INPUT');
    }
    expect((await close('NO_HIRE', 'Again')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('closes as HIRED once an application is marked hired', async () => {
    const [poster, moderator, applicant] = [await creator(), await admin(), await creator()];
    const brief = await openBrief(poster, moderator);
    const application = await apply(applicant, brief.id);
    expect((await decide(poster, application.id, 'HIRED')).status).toBe('HIRED');
    const closed = await ok<{ closeBrief: BriefView }>(poster, `mutation ($id: ID!) { closeBrief(id: $id, outcome: HIRED) { ${BRIEF} } }`, { id: brief.id });
    expect(closed.closeBrief).toMatchObject({ status: 'CLOSED', outcome: 'HIRED' });
  });

  it('is removed by moderation, with a reason its poster reads and reports upheld (audited)', async () => {
    const [poster, moderator, reporter] = [await creator(), await admin(), await creator()];
    const brief = await openBrief(poster, moderator);
    await ok(reporter, 'mutation ($id: ID!) { reportBrief(id: $id, reason: "Asks applicants to pay a fee") { id } }', { id: brief.id });
    expect((await refused(reporter, 'mutation ($id: ID!) { reportBrief(id: $id, reason: "Again") { id } }', { id: brief.id })).message).toMatch(
      /already reported/,
    );
    expect((await refused(poster, 'mutation ($id: ID!) { reportBrief(id: $id, reason: "Mine") { id } }', { id: brief.id })).message).toMatch(/own brief/);

    const queued = await ok<{ brief: { reports: { reason: string; reporter: string }[] } }>(
      moderator,
      'query ($id: ID!) { brief(id: $id) { reports { reason reporter } } }',
      {
        id: brief.id,
      },
    );
    expect(queued.brief.reports).toEqual([{ reason: 'Asks applicants to pay a fee', reporter: reporter.username }]);

    const removed = await ok<{ rejectBrief: BriefView }>(
      moderator,
      `mutation ($id: ID!) { rejectBrief(id: $id, reason: "Pay-to-apply is not allowed") { ${BRIEF} } }`,
      {
        id: brief.id,
      },
    );
    expect(removed.rejectBrief).toMatchObject({ status: 'REMOVED', removalReason: 'Pay-to-apply is not allowed' });
    expect((await auditOf(t.orm, 'brief', brief.id))[0]).toMatchObject({ action: 'brief.reject', after: { reportsUpheld: 1 } });
    // Gone for everyone but its poster.
    expect((await ok<{ brief: null }>(reporter, 'query ($id: ID!) { brief(id: $id) { id } }', { id: brief.id })).brief).toBeNull();
    expect((await ok<{ brief: BriefView }>(poster, `query ($id: ID!) { brief(id: $id) { ${BRIEF} } }`, { id: brief.id })).brief.status).toBe('REMOVED');
    expect((await refused(moderator, 'mutation ($id: ID!) { rejectBrief(id: $id, reason: "Twice") { id } }', { id: brief.id })).code).toBe('BAD_USER_INPUT');
  });

  it('rejects a first brief waiting for moderation', async () => {
    const [poster, moderator] = [await creator(), await admin()];
    const brief = await createBrief(poster);
    await publish(poster, brief.id);
    const removed = await ok<{ rejectBrief: BriefView }>(moderator, `mutation ($id: ID!) { rejectBrief(id: $id, reason: "Not a real offer") { ${BRIEF} } }`, {
      id: brief.id,
    });
    expect(removed.rejectBrief).toMatchObject({ status: 'REMOVED', awaitingReview: false });
    // An admin has nothing to approve in a plain draft, and does not read it.
    const draft = await createBrief(poster);
    expect((await refused(moderator, 'mutation ($id: ID!) { approveBrief(id: $id) { id } }', { id: draft.id })).code).toBe('BAD_USER_INPUT');
    expect((await ok<{ brief: null }>(moderator, 'query ($id: ID!) { brief(id: $id) { id } }', { id: draft.id })).brief).toBeNull();
    // A brief whose closing date passed while it waited is not opened: its poster moves the date first.
    await publish(poster, draft.id);
    await t.orm.em.fork().execute(`update briefs set closes_at = now() - interval '1 minute' where id = ?`, [draft.id]);
    expect((await refused(moderator, 'mutation ($id: ID!) { approveBrief(id: $id) { id } }', { id: draft.id })).message).toMatch(/set a later date/);
  });

  it("is posted for a brand by its team only; an unverified brand's briefs wait for moderation", async () => {
    const [member, outsider] = [await createCreator(t.orm, null), await creator()];
    const brandId = randomUUID();
    const em = t.orm.em.fork();
    await em.execute(
      `insert into brands (id, slug, name, category, tagline, description, website, logo_url, headquarters, region, verified) values (?, ?, ?, 'distribution', 'T', 'T', 'https://example.test', '/logos/x.svg', 'T', 'global', false)`,
      [brandId, `brief-brand-${brandId.slice(0, 8)}`, `Brief Brand ${brandId.slice(0, 8)}`],
    );
    await em.execute(`insert into brand_members (id, brand_id, user_id, role) values (gen_random_uuid(), ?, ?, 'owner')`, [brandId, member.id]);
    expect(
      (await refused(outsider, 'mutation ($input: CreateBriefInput!) { createBrief(input: $input) { id } }', { input: briefInput({ brandId }) })).code,
    ).toBe('FORBIDDEN');
    // A member posts for the brand without a creator profile of their own.
    const brief = await createBrief(member, { brandId, kind: 'BRAND_CAMPAIGN' });
    const hidden = await ok<{ brief: null }>(null, 'query ($id: ID!) { brief(id: $id) { id } }', { id: brief.id });
    expect(hidden.brief).toBeNull(); // a draft: not for visitors
    expect((await publish(member, brief.id)).awaitingReview).toBe(true);
    await approve(await admin(), brief.id);
    const open = await ok<{ brief: { poster: { creator: null; brand: { id: string } } } }>(
      null,
      'query ($id: ID!) { brief(id: $id) { poster { creator { id } brand { id } } } }',
      {
        id: brief.id,
      },
    );
    expect(open.brief.poster).toEqual({ creator: null, brand: { id: brandId } });
    // Shortlisting opens the brand conversation its whole team shares.
    const applicant = await creator();
    const application = await apply(applicant, brief.id);
    expect((await decide(member, application.id, 'SHORTLISTED')).status).toBe('SHORTLISTED');
    const seats = await em.execute<{ user_id: string }[]>(
      'select m.user_id from conversations c join conversation_members m on m.conversation_id = c.id where c.pair_key = ? order by m.user_id',
      [`brand:${brandId}:${applicant.id}`],
    );
    expect(seats.map((s) => s.user_id).sort()).toEqual([member.id, applicant.id].sort());
    // Still unverified: its next brief waits too.
    const next = await createBrief(member, { brandId });
    expect((await publish(member, next.id)).awaitingReview).toBe(true);
  });

  it('expires when applications close, after the poster was due a warning five days before (the job, with its time given)', async () => {
    const [poster, moderator, applicant] = [await creator(), await admin(), await creator()];
    const brief = await openBrief(poster, moderator);
    const application = await apply(applicant, brief.id);
    const [row] = await t.orm.em.fork().execute<{ closes_at: Date }[]>('select closes_at from briefs where id = ?', [brief.id]);
    const closesAt = new Date(row!.closes_at);

    await expireBriefs(t.orm.em.fork(), new Date(closesAt.getTime() - 6 * DAY_MS));
    const warned = async () =>
      (await t.orm.em.fork().execute<{ w: Date | null }[]>('select expiry_warning_at as w from briefs where id = ?', [brief.id]))[0]!.w;
    expect(await warned()).toBeNull();
    const warningAt = new Date(closesAt.getTime() - 4 * DAY_MS);
    await expireBriefs(t.orm.em.fork(), warningAt);
    expect(new Date((await warned())!).getTime()).toBe(warningAt.getTime());

    await expireBriefs(t.orm.em.fork(), new Date(closesAt.getTime() + 60_000));
    expect((await ok<{ brief: BriefView }>(poster, `query ($id: ID!) { brief(id: $id) { ${BRIEF} } }`, { id: brief.id })).brief.status).toBe('EXPIRED');
    // The application the poster never decided is given back.
    const mine = await ok<{ viewer: { applications: { edges: { node: ApplicationView }[] } } }>(
      applicant,
      `{ viewer { applications { edges { node { ${APPLICATION} } } } } }`,
    );
    expect(mine.viewer.applications.edges[0]!.node).toMatchObject({ id: application.id, givenBack: true });
  });
});

describe('applications', () => {
  it('apply once to an open brief, with an answer per question, from a complete profile only', async () => {
    const [poster, moderator, applicant] = [await creator(), await admin(), await creator()];
    const brief = await openBrief(poster, moderator, { questions: ['Which key do you sing in?', 'When are you free?'] });
    const incomplete = await createCreator(t.orm, { bio: 'Too short' });
    expect((await refused(incomplete, 'mutation ($b: ID!) { applyToBrief(briefId: $b, input: { pitch: "Hi" }) { id } }', { b: brief.id })).code).toBe(
      'FORBIDDEN',
    );
    expect(
      (await refused(applicant, 'mutation ($b: ID!) { applyToBrief(briefId: $b, input: { pitch: "Hi", answers: ["A minor"] }) { id } }', { b: brief.id }))
        .message,
    ).toMatch(/each of the 2 screening questions/);
    const application = await apply(applicant, brief.id, { answers: ['A minor', 'Weekends'] });
    expect(application).toMatchObject({ status: 'SUBMITTED', viewedAt: null, givenBack: false });
    expect(
      (await refused(applicant, 'mutation ($b: ID!) { applyToBrief(briefId: $b, input: { pitch: "Again", answers: ["A", "B"] }) { id } }', { b: brief.id }))
        .message,
    ).toMatch(/already applied/);
    expect(
      (await refused(poster, 'mutation ($b: ID!) { applyToBrief(briefId: $b, input: { pitch: "Me", answers: ["A", "B"] }) { id } }', { b: brief.id })).message,
    ).toMatch(/own brief/);
    // The brief shows it to its applicant, and counts it.
    const seen = await ok<{ brief: { applicationCount: number; viewerApplication: { id: string } } }>(
      applicant,
      'query ($id: ID!) { brief(id: $id) { applicationCount viewerApplication { id } } }',
      { id: brief.id },
    );
    expect(seen.brief).toEqual({ applicationCount: 1, viewerApplication: { id: application.id } });
    // A draft takes none: to an applicant it does not exist.
    const draft = await createBrief(poster);
    expect((await refused(applicant, 'mutation ($b: ID!) { applyToBrief(briefId: $b, input: { pitch: "Hi" }) { id } }', { b: draft.id })).code).toBe(
      'NOT_FOUND',
    );
  });

  it('are VIEWED once the poster reads them, then decided: a decline needs a reason; a shortlist opens a conversation', async () => {
    const [poster, moderator, first, second] = [await creator(), await admin(), await creator(), await creator()];
    const brief = await openBrief(poster, moderator);
    const a = await apply(first, brief.id);
    const b = await apply(second, brief.id);
    const list = await ok<{ briefApplications: { totalCount: number; edges: { node: ApplicationView & { applicant: { username: string } } }[] } }>(
      poster,
      `query ($b: ID!) { briefApplications(briefId: $b) { totalCount edges { node { ${APPLICATION} applicant { username } } } } }`,
      { b: brief.id },
    );
    expect(list.briefApplications.totalCount).toBe(2);
    expect(await statusOf(a.id)).toBe('viewed');
    const mine = await ok<{ viewer: { applications: { edges: { node: ApplicationView }[] } } }>(
      first,
      `{ viewer { applications { edges { node { ${APPLICATION} } } } } }`,
    );
    expect(mine.viewer.applications.edges[0]!.node.status).toBe('VIEWED');

    expect((await refused(poster, 'mutation ($id: ID!) { decideApplication(id: $id, status: DECLINED) { id } }', { id: b.id })).message).toMatch(
      /Say why you decline/,
    );
    expect((await refused(poster, 'mutation ($id: ID!) { decideApplication(id: $id, status: WITHDRAWN) { id } }', { id: b.id })).code).toBe('BAD_USER_INPUT');
    expect(await decide(poster, b.id, 'DECLINED', ', reason: GENRE_FIT, note: "We went for a darker voice"')).toMatchObject({
      status: 'DECLINED',
      declineReason: 'GENRE_FIT',
    });
    expect((await refused(poster, 'mutation ($id: ID!) { decideApplication(id: $id, status: SHORTLISTED) { id } }', { id: b.id })).message).toMatch(
      /already declined/,
    );

    expect((await decide(poster, a.id, 'SHORTLISTED')).status).toBe('SHORTLISTED');
    const pairKey = poster.id < first.id ? `${poster.id}:${first.id}` : `${first.id}:${poster.id}`;
    const conversations = await t.orm.em.fork().execute('select id from conversations where pair_key = ?', [pairKey]);
    expect(conversations).toHaveLength(1);
    // The applicant finds it in their inbox.
    const inbox = await ok<{ viewer: { conversations: { totalCount: number } } }>(first, '{ viewer { conversations(first: 5) { totalCount } } }');
    expect(inbox.viewer.conversations.totalCount).toBe(1);
  });

  it('are withdrawn by their applicant only, before a decision', async () => {
    const [poster, moderator, applicant] = [await creator(), await admin(), await creator()];
    const brief = await openBrief(poster, moderator);
    const application = await apply(applicant, brief.id);
    expect((await refused(poster, 'mutation ($id: ID!) { withdrawApplication(id: $id) { id } }', { id: application.id })).code).toBe('NOT_FOUND');
    const withdrawn = await ok<{ withdrawApplication: ApplicationView }>(applicant, `mutation ($id: ID!) { withdrawApplication(id: $id) { ${APPLICATION} } }`, {
      id: application.id,
    });
    expect(withdrawn.withdrawApplication.status).toBe('WITHDRAWN');
    expect((await refused(applicant, 'mutation ($id: ID!) { withdrawApplication(id: $id) { id } }', { id: application.id })).code).toBe('BAD_USER_INPUT');
  });
});

describe('the weekly allowance', () => {
  it(`allows ${APPLICATION_LIMITS.weeklyAllowance} applications a week, and gives back the ones left undecided when a brief closes`, async () => {
    const applicant = await creator();
    const moderator = await admin();
    const briefs: { poster: TestCreator; id: string }[] = [];
    for (let i = 0; i <= APPLICATION_LIMITS.weeklyAllowance; i++) {
      const poster = await creator();
      briefs.push({ poster, id: (await openBrief(poster, moderator)).id });
    }
    const start = await allowance(applicant);
    expect(start.remaining).toBe(APPLICATION_LIMITS.weeklyAllowance);
    expect(new Date(start.resetsAt).getUTCDay()).toBe(1);
    const applications: ApplicationView[] = [];
    for (const brief of briefs.slice(0, APPLICATION_LIMITS.weeklyAllowance)) applications.push(await apply(applicant, brief.id));
    expect((await allowance(applicant)).remaining).toBe(0);
    const over = await refused(applicant, 'mutation ($b: ID!) { applyToBrief(briefId: $b, input: { pitch: "One more" }) { id } }', { b: briefs.at(-1)!.id });
    expect(over.code).toBe('RATE_LIMITED');

    // A hired application stays spent; one the poster never decided is given back when the brief closes.
    await decide(briefs[0]!.poster, applications[0]!.id, 'HIRED');
    await ok(briefs[0]!.poster, 'mutation ($id: ID!) { closeBrief(id: $id, outcome: HIRED) { id } }', { id: briefs[0]!.id });
    expect((await allowance(applicant)).remaining).toBe(0);
    await ok(briefs[1]!.poster, 'mutation ($id: ID!) { closeBrief(id: $id, outcome: NO_HIRE, reason: "Found someone offline") { id } }', { id: briefs[1]!.id });
    expect((await allowance(applicant)).remaining).toBe(1);
    expect((await apply(applicant, briefs.at(-1)!.id)).status).toBe('SUBMITTED');
  });
});

describe('applications undecided after a brief closes (the job, with its time given)', () => {
  it(`close without a decision ${BRIEF_LIMITS.decisionGraceDays} days after the brief closed, and only then`, async () => {
    const [poster, moderator, undecided, declined] = [await creator(), await admin(), await creator(), await creator()];
    const brief = await openBrief(poster, moderator);
    const waiting = await apply(undecided, brief.id);
    const answered = await apply(declined, brief.id);
    await decide(poster, answered.id, 'DECLINED', ', reason: BUDGET');
    await ok(poster, 'mutation ($id: ID!) { closeBrief(id: $id, outcome: NO_HIRE, reason: "Project cancelled") { id } }', { id: brief.id });
    const [row] = await t.orm.em.fork().execute<{ closed_at: Date }[]>('select closed_at from briefs where id = ?', [brief.id]);
    const closedAt = new Date(row!.closed_at).getTime();

    await closeUndecided(t.orm.em.fork(), new Date(closedAt + BRIEF_LIMITS.decisionGraceDays * DAY_MS - 60_000));
    expect(await statusOf(waiting.id)).toBe('submitted');
    // Within the grace period the poster may still decide... but this one they leave.
    await closeUndecided(t.orm.em.fork(), new Date(closedAt + BRIEF_LIMITS.decisionGraceDays * DAY_MS + 60_000));
    expect(await statusOf(waiting.id)).toBe('closed_no_decision');
    expect(await statusOf(answered.id)).toBe('declined');
    const told = await ok<{ viewer: { applications: { edges: { node: ApplicationView }[] } } }>(
      undecided,
      `{ viewer { applications { edges { node { ${APPLICATION} } } } } }`,
    );
    expect(told.viewer.applications.edges[0]!.node).toMatchObject({ status: 'CLOSED_NO_DECISION', givenBack: true });
  });
});

describe('the limits of posting', () => {
  it('refuses a near-duplicate of a brief of the last 14 days, whatever its case and punctuation', async () => {
    const poster = await creator();
    const title = `Mixing engineer for a ${words()} EP`;
    const description = `Five tracks, ${words()}, stems ready; deadline in March.`;
    const first = await createBrief(poster, { title, description });
    const twin = await refused(poster, 'mutation ($input: CreateBriefInput!) { createBrief(input: $input) { id } }', {
      input: briefInput({ title: title.toUpperCase(), description: `${description.replace(/[,;.]/g, ' ')} !!` }),
    });
    expect(twin).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(twin.message).toContain('nearly the same as');
    // Another poster may post the same words; and after 14 days so may the first.
    await createBrief(await creator(), { title, description });
    await t.orm.em.fork().execute(`update briefs set created_at = now() - interval '15 days' where id = ?`, [first.id]);
    await createBrief(poster, { title, description });
  });

  it(`holds a new poster to ${BRIEF_LIMITS.openBriefsNew} open briefs at once, an established one to ${BRIEF_LIMITS.openBriefsEstablished}`, async () => {
    const [poster, moderator] = [await creator(), await admin()];
    const open: string[] = [];
    for (let i = 0; i < BRIEF_LIMITS.openBriefsNew; i++) open.push((await openBrief(poster, moderator)).id);
    const extra = await createBrief(poster);
    expect((await refused(poster, 'mutation ($id: ID!) { publishBrief(id: $id) { id } }', { id: extra.id })).message).toMatch(
      /New posters may have 3 briefs open/,
    );
    // A month later, with a closed brief, the poster counts as established.
    await ok(poster, 'mutation ($id: ID!) { closeBrief(id: $id, outcome: NO_HIRE, reason: "Changed plans") { id } }', { id: open[0] });
    await t.orm.em.fork().execute(`update users set created_at = now() - interval '31 days' where id = ?`, [poster.id]);
    expect((await publish(poster, extra.id)).status).toBe('OPEN');
    const fourth = await createBrief(poster);
    expect((await publish(poster, fourth.id)).status).toBe('OPEN');
  });

  it('bounds every text and list before any SQL, and checks vocabularies, links and the compensation', async () => {
    const poster = await creator();
    const create = (input: Record<string, unknown>) =>
      refused(poster, 'mutation ($input: CreateBriefInput!) { createBrief(input: $input) { id } }', { input: briefInput(input) });
    expect(await create({ title: 'x'.repeat(BRIEF_LIMITS.title + 1) })).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { title: `At most ${BRIEF_LIMITS.title} characters` },
    });
    expect(await create({ description: 'x'.repeat(BRIEF_LIMITS.description + 1) })).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await create({ genres: Array.from({ length: 20_000 }, () => 'Pop') })).toMatchObject({
      fields: { genres: `At most ${BRIEF_LIMITS.listItems} items` },
    });
    expect(await create({ questions: ['a', 'b', 'c', 'd'] })).toMatchObject({ fields: { questions: `At most ${BRIEF_LIMITS.questions} items` } });
    expect(await create({ genres: ['Polka-step'] })).toMatchObject({ fields: { genres: 'Choose from the list (not Polka-step)' } });
    expect(await create({ roles: ['Astronaut'] })).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await create({ compensation: { type: 'FIXED', min: 900, max: 100, currency: 'EUR' } })).toMatchObject({
      fields: { compensation: 'The minimum is above the maximum' },
    });
    expect(await create({ compensation: { type: 'UNPAID', max: 100 } })).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await create({ compensation: { type: 'HOURLY', min: 10, max: 20, currency: 'euros' } })).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await create({ closesAt: new Date(Date.now() + 61 * DAY_MS).toISOString() })).toMatchObject({ fields: { closesAt: 'At most 60 days from now' } });
    expect(await create({ location: null, remote: false })).toMatchObject({ fields: { location: 'A place, or remote' } });
    expect(await create({ deliverables: [{ what: 'Stems', count: 0 }] })).toMatchObject({ code: 'BAD_USER_INPUT' });

    const moderator = await admin();
    const brief = await openBrief(await creator(), moderator);
    const applyWith = (input: Record<string, unknown>) =>
      refused(poster, 'mutation ($b: ID!, $i: ApplyInput!) { applyToBrief(briefId: $b, input: $i) { id } }', { b: brief.id, i: { pitch: 'Hi', ...input } });
    expect(await applyWith({ pitch: 'x'.repeat(APPLICATION_LIMITS.pitch + 1) })).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { pitch: 'At most 1500 characters' },
    });
    expect(await applyWith({ links: ['https://a.test', 'https://b.test', 'https://c.test', 'https://d.test'] })).toMatchObject({
      fields: { links: 'At most 3 items' },
    });
    expect(await applyWith({ links: ['javascript:alert(1)'] })).toMatchObject({ fields: { links: 'A web address (https://…)' } });
    expect(await applyWith({ links: ['https://user:secret@example.test'] })).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('who reads and changes what', () => {
  it("keeps one account out of another's briefs and applications", async () => {
    const [poster, moderator, applicant, stranger] = [await creator(), await admin(), await creator(), await creator()];
    const brief = await openBrief(poster, moderator);
    const application = await apply(applicant, brief.id);
    const draft = await createBrief(poster);

    // The poster's applications: not for the stranger, nor for the applicant, nor for admins.
    for (const who of [stranger, applicant, moderator]) {
      expect((await refused(who, 'query ($b: ID!) { briefApplications(briefId: $b) { totalCount } }', { b: brief.id })).code).toBe('FORBIDDEN');
    }
    expect((await refused(stranger, 'query ($b: ID!) { briefApplications(briefId: $b) { totalCount } }', { b: draft.id })).code).toBe('NOT_FOUND');
    // Nobody but the poster decides; nobody but the applicant withdraws.
    expect((await refused(stranger, 'mutation ($id: ID!) { decideApplication(id: $id, status: HIRED) { id } }', { id: application.id })).code).toBe(
      'NOT_FOUND',
    );
    expect((await refused(applicant, 'mutation ($id: ID!) { decideApplication(id: $id, status: HIRED) { id } }', { id: application.id })).code).toBe(
      'FORBIDDEN',
    );
    expect((await refused(stranger, 'mutation ($id: ID!) { withdrawApplication(id: $id) { id } }', { id: application.id })).code).toBe('NOT_FOUND');
    // Another's brief: refused on a public one, absent when it is a draft.
    expect((await refused(stranger, 'mutation ($id: ID!) { updateBrief(id: $id, input: { title: "Mine now" }) { id } }', { id: brief.id })).code).toBe(
      'FORBIDDEN',
    );
    expect((await refused(stranger, 'mutation ($id: ID!) { closeBrief(id: $id, outcome: NO_HIRE, reason: "x") { id } }', { id: brief.id })).code).toBe(
      'FORBIDDEN',
    );
    expect((await refused(stranger, 'mutation ($id: ID!) { publishBrief(id: $id) { id } }', { id: draft.id })).code).toBe('NOT_FOUND');
    // The stranger sees the brief without anyone's application.
    const seen = await ok<{ brief: { viewerApplication: null; applicationCount: number } }>(
      stranger,
      'query ($id: ID!) { brief(id: $id) { viewerApplication { id } applicationCount } }',
      { id: brief.id },
    );
    expect(seen.brief).toEqual({ viewerApplication: null, applicationCount: 1 });
    // Each account's lists are its own.
    const lists = await ok<{ viewer: { briefs: { totalCount: number }; applications: { totalCount: number } } }>(
      stranger,
      '{ viewer { briefs { totalCount } applications { totalCount } } }',
    );
    expect(lists.viewer).toEqual({ briefs: { totalCount: 0 }, applications: { totalCount: 0 } });
    const posted = await ok<{ viewer: { briefs: { totalCount: number } } }>(poster, '{ viewer { briefs { totalCount } } }');
    expect(posted.viewer.briefs.totalCount).toBe(2);
  });

  it("takes a creator's own briefs with their deleted account, and leaves a brand's briefs to the brand", async () => {
    const [poster, moderator, applicant] = [await creator(), await admin(), await creator()];
    const own = await openBrief(poster, moderator);
    await apply(applicant, own.id);
    const brandId = randomUUID();
    const em = t.orm.em.fork();
    await em.execute(
      `insert into brands (id, slug, name, category, tagline, description, website, logo_url, headquarters, region, verified) values (?, ?, ?, 'distribution', 'T', 'T', 'https://example.test', '/logos/x.svg', 'T', 'global', true)`,
      [brandId, `leaving-brand-${brandId.slice(0, 8)}`, `Leaving Brand ${brandId.slice(0, 8)}`],
    );
    await em.execute(`insert into brand_members (id, brand_id, user_id, role) values (gen_random_uuid(), ?, ?, 'owner')`, [brandId, poster.id]);
    const forBrand = await openBrief(poster, moderator, { brandId });
    const deleted = await fetch(`${t.baseUrl}/api/user`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', cookie: poster.cookie },
      body: JSON.stringify({ confirm: 'DELETE' }),
    });
    expect(deleted.status).toBe(204);
    expect((await ok<{ brief: null }>(applicant, 'query ($id: ID!) { brief(id: $id) { id } }', { id: own.id })).brief).toBeNull();
    expect(
      (await ok<{ viewer: { applications: { totalCount: number } } }>(applicant, '{ viewer { applications { totalCount } } }')).viewer.applications.totalCount,
    ).toBe(0);
    const kept = await ok<{ brief: { status: string; poster: { creator: null; brand: { id: string } } } }>(
      null,
      'query ($id: ID!) { brief(id: $id) { status poster { creator { id } brand { id } } } }',
      { id: forBrand.id },
    );
    expect(kept.brief).toEqual({ status: 'OPEN', poster: { creator: null, brand: { id: brandId } } });
  });

  it("puts one's own briefs and applications in one's data export", async () => {
    const [poster, moderator, applicant] = [await creator(), await admin(), await creator()];
    const brief = await openBrief(poster, moderator, { title: `Exported ${words()}` });
    await apply(applicant, brief.id, { pitch: 'Exported pitch' });
    const exported = async (who: TestCreator) =>
      (await (await fetch(`${t.baseUrl}/api/user/export`, { headers: { cookie: who.cookie } })).json()) as {
        briefs: { title: string; status: string }[];
        applications: { brief: string; status: string; pitch: string }[];
      };
    const ofPoster = await exported(poster);
    expect(ofPoster.briefs.map((b) => b.status)).toEqual(['open']);
    expect(ofPoster.applications).toEqual([]);
    const ofApplicant = await exported(applicant);
    expect(ofApplicant.briefs).toEqual([]);
    expect(ofApplicant.applications).toMatchObject([{ brief: ofPoster.briefs[0]!.title, status: 'submitted', pitch: 'Exported pitch' }]);
  });

  it('lists open briefs on the board for anyone, filtered and sorted', async () => {
    const [poster, moderator] = [await creator(), await admin()];
    const tag = randomUUID().slice(0, 8);
    const soon = await openBrief(poster, moderator, { title: `Board ${tag} soon ${words()}`, closesAt: new Date(Date.now() + 3 * DAY_MS).toISOString() });
    const later = await openBrief(poster, moderator, { title: `Board ${tag} later ${words()}`, kind: 'OPEN_CALL', compensation: { type: 'REVENUE_SHARE' } });
    const board = async (args: string) =>
      (await ok<{ briefs: { edges: { node: { id: string } }[] } }>(null, `{ briefs(search: "${tag}", ${args}) { edges { node { id } } } }`)).briefs.edges.map(
        (e) => e.node.id,
      );
    expect(await board('sort: NEWEST')).toEqual([later.id, soon.id]);
    expect(await board('sort: CLOSING_SOON')).toEqual([soon.id, later.id]);
    expect(await board('sort: BEST_FIT')).toEqual([later.id, soon.id]);
    expect(await board('kind: OPEN_CALL')).toEqual([later.id]);
    expect(await board('compensation: FIXED')).toEqual([soon.id]);
    expect(await board('genre: "house"')).toEqual([later.id, soon.id]);
    expect(await board('genre: "Jazz"')).toEqual([]);
    const onSite = await openBrief(poster, moderator, { title: `Board ${tag} on site ${words()}`, remote: false, location: 'Lisbon' });
    expect(await board('remote: true')).toEqual([later.id, soon.id]);
    expect(await board('remote: false')).toEqual([onSite.id, later.id, soon.id]);
  });
});

describe("posters' records", () => {
  const HOUR_MS = 60 * 60 * 1000;
  type Stats = { briefsPosted: number; hireRate: number | null; decisionRate: number | null; medianFirstAnswerHours: number | null };
  const STATS = 'briefsPosted hireRate decisionRate medianFirstAnswerHours';

  /** A brief written directly, in a given state, with its dates. */
  async function pastBrief(
    posterId: string,
    state: { status: string; outcome?: string; publishedAt: Date; closedAt?: Date; brandId?: string },
  ): Promise<string> {
    const id = randomUUID();
    await t.orm.em.fork().execute(
      `insert into briefs (id, poster_id, brand_id, title, description, kind, compensation_type, remote, closes_at, status, outcome, outcome_reason, published_at, closed_at, created_at)
       values (?, ?, ?, ?, 'A past brief', 'collaboration', 'unpaid', true, ?, ?, ?, ?, ?, ?, ?)`,
      [
        id,
        posterId,
        state.brandId ?? null,
        `Past brief ${words()}`,
        new Date(state.publishedAt.getTime() + 30 * DAY_MS),
        state.status,
        state.outcome ?? null,
        state.outcome === 'no_hire' ? 'Nobody' : null,
        state.publishedAt,
        state.closedAt ?? null,
        state.publishedAt,
      ],
    );
    return id;
  }
  /** An application written directly: sent `ago`, answered `answeredAfterHours` later (or never). */
  async function pastApplication(briefId: string, applicantId: string, ago: number, answeredAfterHours: number | null, status?: string): Promise<void> {
    const created = new Date(Date.now() - ago);
    const answered = answeredAfterHours === null ? null : new Date(created.getTime() + answeredAfterHours * HOUR_MS);
    await t.orm.em
      .fork()
      .execute(
        `insert into brief_applications (id, brief_id, applicant_id, pitch, status, created_at, first_answer_at, decided_at) values (gen_random_uuid(), ?, ?, 'Past', ?, ?, ?, ?)`,
        [briefId, applicantId, status ?? (answered ? 'declined' : 'submitted'), created, answered, answered],
      );
  }
  const statsOfBrief = async (id: string) =>
    (await ok<{ brief: { posterStats: Stats | null } }>(null, `query ($id: ID!) { brief(id: $id) { posterStats { ${STATS} } } }`, { id })).brief.posterStats;

  it('stores briefs posted, hire rate, decision rate and median hours to a first answer, each null below its minimum', async () => {
    const [poster, quiet] = [await creator(), await creator()];
    const applicants = await Promise.all(Array.from({ length: 6 }, () => creator()));
    const now = Date.now();
    const ago = (days: number) => new Date(now - days * DAY_MS);
    // In the window: two hires, one closed without a hire, one expired (ended without a hire), one open.
    const hired1 = await pastBrief(poster.id, { status: 'closed', outcome: 'hired', publishedAt: ago(60), closedAt: ago(40) });
    const hired2 = await pastBrief(poster.id, { status: 'closed', outcome: 'hired', publishedAt: ago(50), closedAt: ago(30) });
    await pastBrief(poster.id, { status: 'closed', outcome: 'no_hire', publishedAt: ago(40), closedAt: ago(20) });
    await pastBrief(poster.id, { status: 'expired', publishedAt: ago(45), closedAt: ago(15) });
    const open = await pastBrief(poster.id, { status: 'open', publishedAt: ago(10) });
    // Outside the 180 days: counts for nothing.
    await pastBrief(poster.id, { status: 'closed', outcome: 'no_hire', publishedAt: ago(300), closedAt: ago(250) });
    // Applications: six answered after 1..6 hours (median 3.5), four never answered and older than a week.
    for (const [i, hours] of [1, 2, 3, 4, 5, 6].entries()) await pastApplication(i < 3 ? hired1 : hired2, applicants[i]!.id, 35 * DAY_MS, hours);
    for (const i of [0, 1, 2, 3]) await pastApplication(open, applicants[i]!.id, 9 * DAY_MS, null);
    // Left out: one withdrawn before any answer, one too young to judge on a brief still open.
    await pastApplication(open, applicants[4]!.id, 8 * DAY_MS, null, 'withdrawn');
    await pastApplication(open, applicants[5]!.id, 1 * DAY_MS, null);

    // "A poster who never decides": ten applications older than a week, none answered.
    const quietBrief = await pastBrief(quiet.id, { status: 'open', publishedAt: ago(20) });
    const more = await Promise.all(Array.from({ length: 4 }, () => creator()));
    for (const who of [...applicants, ...more]) await pastApplication(quietBrief, who.id, 10 * DAY_MS, null);

    expect(await statsOfBrief(open)).toBeNull();
    await computePosterStats(t.orm.em.fork(), new Date());
    expect(await statsOfBrief(open)).toEqual({ briefsPosted: 5, hireRate: 0.5, decisionRate: 0.6, medianFirstAnswerHours: 3.5 });
    expect(await statsOfBrief(quietBrief)).toEqual({ briefsPosted: 1, hireRate: null, decisionRate: 0, medianFirstAnswerHours: null });
    // The same figures on the poster's page.
    const page = await ok<{ creator: { posterStats: Stats } }>(null, `query ($u: String!) { creator(username: $u) { posterStats { ${STATS} } } }`, {
      u: poster.username,
    });
    expect(page.creator.posterStats).toEqual({ briefsPosted: 5, hireRate: 0.5, decisionRate: 0.6, medianFirstAnswerHours: 3.5 });
  });

  it("hides the rates below 3 ended briefs and 10 applications, and counts a brand's briefs together", async () => {
    const [member, other, applicant] = [await creator(), await creator(), await creator()];
    const brandId = randomUUID();
    const slug = `record-brand-${brandId.slice(0, 8)}`;
    const em = t.orm.em.fork();
    await em.execute(
      `insert into brands (id, slug, name, category, tagline, description, website, logo_url, headquarters, region, verified) values (?, ?, ?, 'distribution', 'T', 'T', 'https://example.test', '/logos/x.svg', 'T', 'global', true)`,
      [brandId, slug, `Record Brand ${brandId.slice(0, 8)}`],
    );
    const ago = (days: number) => new Date(Date.now() - days * DAY_MS);
    const a = await pastBrief(member.id, { status: 'closed', outcome: 'hired', publishedAt: ago(30), closedAt: ago(10), brandId });
    await pastBrief(other.id, { status: 'closed', outcome: 'no_hire', publishedAt: ago(30), closedAt: ago(10), brandId });
    await pastApplication(a, applicant.id, 20 * DAY_MS, 2);
    await computePosterStats(t.orm.em.fork(), new Date(), { brandId });
    expect(await statsOfBrief(a)).toEqual({ briefsPosted: 2, hireRate: null, decisionRate: null, medianFirstAnswerHours: null });
    const brand = await ok<{ brand: { posterStats: Stats } }>(null, `query ($s: String!) { brand(slug: $s) { posterStats { ${STATS} } } }`, { s: slug });
    expect(brand.brand.posterStats.briefsPosted).toBe(2);
    // The member's own record holds none of the brand's briefs.
    await computePosterStats(t.orm.em.fork(), new Date(), { userId: member.id });
    const own = await ok<{ creator: { posterStats: Stats | null } }>(null, `query ($u: String!) { creator(username: $u) { posterStats { briefsPosted } } }`, {
      u: member.username,
    });
    expect(own.creator.posterStats).toBeNull();
  });

  it('queues a recompute of the poster with each decision, deduplicated by poster', async () => {
    const [poster, moderator, applicant] = [await creator(), await admin(), await creator()];
    const brief = await openBrief(poster, moderator);
    const application = await apply(applicant, brief.id);
    await decide(poster, application.id, 'SHORTLISTED');
    const jobs = await t.orm.em
      .fork()
      .execute<{ n: number }[]>(`select count(*)::int as n from graphile_worker.jobs where task_identifier = 'compute_poster_stats' and key = ?`, [
        `compute_poster_stats:user:${poster.id}`,
      ]);
    expect(jobs[0]!.n).toBe(1);
  });
});

describe('briefs that fit: scored, pushed live across instances, ranked, invited', () => {
  const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // Two instances on one Redis, as in production; the scoring job runs on the first.
    const shared = { WORKER: 'off', REDIS_URL, REDIS_PREFIX: `test:${randomUUID()}:` };
    [a, b] = await Promise.all([startTestApp(shared), startTestApp(shared)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  /** A techno vocalist looking for vocal work: what the brief below asks for. */
  const VOCALIST = {
    bio: 'Techno vocalist writing toplines and hooks for hypnotic warehouse techno records in Berlin.',
    genres: ['Techno'],
    careerStage: 'emerging',
    skills: ['Vocals', 'Songwriting'],
    lookingFor: ['Vocalists', 'Collaborators'],
    location: 'Berlin, Germany',
  };
  const COUNTRY = {
    bio: 'Country guitarist playing honky-tonk covers.',
    genres: ['Country'],
    skills: ['Guitar'],
    lookingFor: ['Distribution'],
    location: 'Nashville',
  };
  const vocalBrief = (tag: string) => ({
    title: `Techno vocalist wanted ${tag}`,
    description: `A topline and hooks for a hypnotic warehouse techno EP, ${words()}`,
    genres: ['Techno'],
    skills: ['Vocals'],
    roles: ['Vocalists'],
    remote: true,
  });
  type Pushed = { briefPosted: { score: number; reasons: string[]; brief: { id: string; title: string; viewerFit: { score: number } } } };
  type Listener = ReturnType<typeof collect<Pushed>>;
  const PUSHED = 'subscription { briefPosted { score reasons brief { id title viewerFit { score } } } }';

  it('scores an opened brief for every creator and pushes it to those it fits, on either instance, never to the poster, a blocked creator or one below the threshold', async () => {
    const [poster, moderator] = [await creator(), await admin()];
    const [fitA, fitB, blocker, country] = [
      await createCreator(t.orm, VOCALIST),
      await createCreator(t.orm, VOCALIST),
      await createCreator(t.orm, VOCALIST),
      await createCreator(t.orm, COUNTRY),
    ];
    await t.orm.em.fork().execute('insert into blocks (blocker_id, blocked_id) values (?, ?)', [blocker.id, poster.id]);
    const sockets = [
      socketClient(a.baseUrl, fitA.cookie),
      socketClient(b.baseUrl, fitB.cookie),
      socketClient(a.baseUrl, blocker.cookie),
      socketClient(b.baseUrl, country.cookie),
      socketClient(a.baseUrl, poster.cookie),
    ];
    const [onA, onB, onBlocker, onCountry, onPoster] = sockets.map((s) => collect<Pushed>(s, PUSHED)) as [Listener, Listener, Listener, Listener, Listener];
    try {
      // Subscriptions are live once each socket answers an operation.
      await Promise.all(
        sockets.map(
          (s) => new Promise((resolve, reject) => s.subscribe({ query: '{ viewer { id } }' }, { next: resolve, error: reject, complete: () => undefined })),
        ),
      );
      const tag = randomUUID().slice(0, 8);
      const brief = await openBrief(poster, moderator, vocalBrief(tag));
      // Opening queued the scoring, in the same transaction.
      const [queued] = await t.orm.em
        .fork()
        .execute<{ n: number }[]>(`select count(*)::int as n from graphile_worker.jobs where key = ?`, [`score_brief:${brief.id}`]);
      expect(queued!.n).toBe(1);

      const outcome = await scoreBrief(a.orm.em.fork(), a.app.pubsub, brief.id);
      expect(outcome.pushed).toBe(outcome.fits);
      await expect.poll(() => onA.results.length + onB.results.length, { timeout: 10_000 }).toBe(2);
      for (const pushed of [onA.results[0]!, onB.results[0]!]) {
        expect(pushed.briefPosted.brief).toEqual({ id: brief.id, title: `Techno vocalist wanted ${tag}`, viewerFit: { score: pushed.briefPosted.score } });
        expect(pushed.briefPosted.score).toBeGreaterThanOrEqual(FIT_THRESHOLD);
        expect(pushed.briefPosted.reasons).toContain('Answers your search for Vocalists');
      }
      const stored = await fitUsersOf(brief.id);
      expect(stored).toEqual(expect.arrayContaining([fitA.id, fitB.id]));
      expect(stored).not.toContain(blocker.id);
      expect(stored).not.toContain(country.id);
      expect(stored).not.toContain(poster.id);
      expect([onBlocker.results, onCountry.results, onPoster.results]).toEqual([[], [], []]);
      expect([...onA.errors, ...onB.errors]).toEqual([]);

      // A brand account is never scored, and may not listen.
      const brandAccount = await creator();
      await t.orm.em.fork().execute(`update users set user_type = 'brand' where id = ?`, [brandAccount.id]);
      const brandSocket = socketClient(a.baseUrl, brandAccount.cookie);
      sockets.push(brandSocket);
      const brandListens = collect<Pushed>(brandSocket, PUSHED);
      await expect.poll(() => brandListens.errors.length).toBe(1);
      expect(JSON.stringify(brandListens.errors[0])).toContain('FORBIDDEN');

      // Scoring again (an edit, a retry) tells nobody twice.
      expect((await scoreBrief(a.orm.em.fork(), a.app.pubsub, brief.id)).pushed).toBe(0);
    } finally {
      for (const s of sockets) await s.dispose();
    }
  });

  async function fitUsersOf(briefId: string): Promise<string[]> {
    return (await t.orm.em.fork().execute<{ user_id: string }[]>('select user_id from brief_fits where brief_id = ?', [briefId])).map((r) => r.user_id);
  }

  it('gives each viewer their fit: stored in lists and BEST_FIT, worked out for a brief read on its own, none for the poster or across a block', async () => {
    const [poster, moderator] = [await creator(), await admin()];
    const [fit, blocker, country] = [await createCreator(t.orm, VOCALIST), await createCreator(t.orm, VOCALIST), await createCreator(t.orm, COUNTRY)];
    await t.orm.em.fork().execute('insert into blocks (blocker_id, blocked_id) values (?, ?)', [poster.id, blocker.id]);
    const tag = randomUUID().slice(0, 8);
    const fitting = await openBrief(poster, moderator, vocalBrief(tag));
    await scoreBrief(t.orm.em.fork(), t.app.pubsub, fitting.id);
    // A newer brief that fits nobody in particular: NEWEST puts it first, BEST_FIT after the fitting one.
    const newer = await openBrief(poster, moderator, { title: `Country session ${tag}`, genres: ['Country'], skills: ['Guitar'], roles: ['Management'] });
    await scoreBrief(t.orm.em.fork(), t.app.pubsub, newer.id);

    type Board = { briefs: { edges: { node: { id: string; viewerFit: { score: number; reasons: string[] } | null } }[] } };
    const board = async (who: TestCreator | null, sort: string) =>
      (await ok<Board>(who, `{ briefs(search: "${tag}", sort: ${sort}) { edges { node { id viewerFit { score reasons } } } } }`)).briefs.edges.map(
        (e) => e.node,
      );
    const best = await board(fit, 'BEST_FIT');
    expect(best.map((n) => n.id)).toEqual([fitting.id, newer.id]);
    expect(best[0]!.viewerFit!.score).toBeGreaterThanOrEqual(FIT_THRESHOLD);
    expect(best[1]!.viewerFit).toBeNull();
    expect((await board(fit, 'NEWEST')).map((n) => n.id)).toEqual([newer.id, fitting.id]);
    // One at a time: the cursor keeps its place by key (fit, opening, id), past the briefs fitted into those not.
    type Paged = { briefs: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: { id: string } }[] } };
    const paged = async (after: string | null) =>
      (
        await ok<Paged>(
          fit,
          'query ($q: String, $a: String) { briefs(search: $q, sort: BEST_FIT, first: 1, after: $a) { totalCount pageInfo { hasNextPage endCursor } edges { node { id } } } }',
          {
            q: tag,
            a: after,
          },
        )
      ).briefs;
    const one = await paged(null);
    expect([one.edges.map((e) => e.node.id), one.pageInfo.hasNextPage, one.totalCount]).toEqual([[fitting.id], true, 2]);
    const two = await paged(one.pageInfo.endCursor);
    expect([two.edges.map((e) => e.node.id), two.pageInfo.hasNextPage]).toEqual([[newer.id], false]);
    expect((await paged(two.pageInfo.endCursor)).edges).toEqual([]);
    expect((await refused(fit, '{ briefs(sort: BEST_FIT, after: "bzow") { totalCount } }')).code).toBe('BAD_USER_INPUT');
    expect((await board(null, 'BEST_FIT')).map((n) => n.id)).toEqual([newer.id, fitting.id]);

    const single = async (who: TestCreator | null) =>
      (
        await ok<{ brief: { viewerFit: { score: number; reasons: string[] } | null } }>(
          who,
          'query ($id: ID!) { brief(id: $id) { viewerFit { score reasons } } }',
          { id: fitting.id },
        )
      ).brief.viewerFit;
    expect(await single(fit)).toEqual(best[0]!.viewerFit);
    // Below the threshold nothing is stored, but a brief read on its own still says how it fits.
    expect((await board(country, 'BEST_FIT')).every((n) => n.viewerFit === null)).toBe(true);
    const live = await single(country);
    expect(live!.score).toBeLessThan(FIT_THRESHOLD);
    expect(live!.reasons.length).toBeGreaterThan(0);
    expect(await single(poster)).toBeNull();
    expect(await single(blocker)).toBeNull();
    expect(await single(null)).toBeNull();

    // "Fits you": the fitting brief for the creator it fits, nothing for the others; creators only.
    const feed = async (who: TestCreator) =>
      (await ok<{ briefFeed: { edges: { node: { id: string } }[] } }>(who, '{ briefFeed(first: 50) { edges { node { id } } } }')).briefFeed.edges.map(
        (e) => e.node.id,
      );
    expect(await feed(fit)).toContain(fitting.id);
    expect(await feed(fit)).not.toContain(newer.id);
    expect(await feed(country)).not.toContain(fitting.id);
    expect(await feed(blocker)).not.toContain(fitting.id);
    // A block made after the scoring takes the brief out of the feed at once.
    await t.orm.em.fork().execute('insert into blocks (blocker_id, blocked_id) values (?, ?)', [fit.id, poster.id]);
    expect(await feed(fit)).not.toContain(fitting.id);
  });

  it("follows a creator's profile: an edit scores them again for the open briefs, stored for the feed, not pushed", async () => {
    const [poster, moderator] = [await creator(), await admin()];
    const changing = await createCreator(t.orm, COUNTRY);
    const brief = await openBrief(poster, moderator, vocalBrief(randomUUID().slice(0, 8)));
    await scoreBrief(t.orm.em.fork(), t.app.pubsub, brief.id);
    const feed = async () =>
      (await ok<{ briefFeed: { edges: { node: { id: string } }[] } }>(changing, '{ briefFeed(first: 100) { edges { node { id } } } }')).briefFeed.edges.map(
        (e) => e.node.id,
      );
    expect(await feed()).not.toContain(brief.id);
    await ok(changing, 'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }', {
      input: { bio: VOCALIST.bio, genres: VOCALIST.genres, skills: VOCALIST.skills, lookingFor: VOCALIST.lookingFor, careerStage: VOCALIST.careerStage },
    });
    const [queued] = await t.orm.em
      .fork()
      .execute<{ n: number }[]>(`select count(*)::int as n from graphile_worker.jobs where key = ?`, [`score_creator_fits:${changing.id}`]);
    expect(queued!.n).toBe(1);
    await scoreCreatorFits(t.orm.em.fork(), changing.id);
    expect(await feed()).toContain(brief.id);
    // And back: the fit goes when the profile no longer fits.
    await ok(changing, 'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }', {
      input: { bio: COUNTRY.bio, genres: COUNTRY.genres, skills: COUNTRY.skills, lookingFor: COUNTRY.lookingFor },
    });
    await scoreCreatorFits(t.orm.em.fork(), changing.id);
    expect(await feed()).not.toContain(brief.id);
    // The poster is never scored for their own brief.
    await scoreCreatorFits(t.orm.em.fork(), poster.id);
    expect(await fitUsersOf(brief.id)).not.toContain(poster.id);
  });

  it('lets the poster invite up to 20 creators the brief fits, from the ranked candidates; an invited application uses no allowance', async () => {
    const [poster, moderator, outsider] = [await creator(), await admin(), await creator()];
    const [fit, other, blocked, country] = [
      await createCreator(t.orm, VOCALIST),
      await createCreator(t.orm, VOCALIST),
      await createCreator(t.orm, VOCALIST),
      await createCreator(t.orm, COUNTRY),
    ];
    const brief = await openBrief(poster, moderator, vocalBrief(randomUUID().slice(0, 8)));
    await scoreBrief(t.orm.em.fork(), t.app.pubsub, brief.id);
    // Blocked after the scoring: the candidates leave them out from then on.
    await t.orm.em.fork().execute('insert into blocks (blocker_id, blocked_id) values (?, ?)', [blocked.id, poster.id]);

    type Candidates = {
      briefCandidates: {
        totalCount: number;
        edges: { node: { creator: { username: string }; score: number; reasons: string[]; invited: boolean; applied: boolean } }[];
      };
    };
    const candidates = async () =>
      (
        await ok<Candidates>(
          poster,
          'query ($b: ID!) { briefCandidates(briefId: $b, first: 100) { totalCount edges { node { creator { username } score reasons invited applied } } } }',
          {
            b: brief.id,
          },
        )
      ).briefCandidates.edges.map((e) => e.node);
    const ranked = await candidates();
    const names = ranked.map((c) => c.creator.username);
    expect(names).toEqual(expect.arrayContaining([fit.username, other.username]));
    expect(names).not.toContain(blocked.username);
    expect(names).not.toContain(country.username);
    expect(ranked.map((c) => c.score)).toEqual([...ranked.map((c) => c.score)].sort((x, y) => y - x));
    expect(ranked.find((c) => c.creator.username === fit.username)).toMatchObject({ invited: false, applied: false });
    expect((await refused(outsider, 'query ($b: ID!) { briefCandidates(briefId: $b) { totalCount } }', { b: brief.id })).code).toBe('FORBIDDEN');

    const invite = (who: TestCreator, usernames: string[]) =>
      gql<{ inviteToBrief: { creator: { username: string }; invited: boolean }[] }>(
        who,
        'mutation ($b: ID!, $u: [String!]!) { inviteToBrief(briefId: $b, usernames: $u) { creator { username } invited score } }',
        { b: brief.id, u: usernames },
      );
    const invited = await invite(poster, [fit.username]);
    expect(invited.errors).toBeUndefined();
    expect(invited.data!.inviteToBrief).toMatchObject([{ creator: { username: fit.username }, invited: true }]);
    expect((await invite(outsider, [other.username])).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await invite(poster, [country.username])).errors![0]!.message).toMatch(/does not fit/);
    expect((await invite(poster, [blocked.username])).errors![0]!.message).toMatch(/block/);
    expect((await invite(poster, ['nobody_by_this_name'])).errors![0]!.message).toMatch(/No creator/);
    const tooMany = await invite(
      poster,
      Array.from({ length: 21 }, (_, i) => `creator_${i}`),
    );
    expect(tooMany.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    // Twenty in all per brief: nineteen more fit, a twenty-first does not.
    await t.orm.em
      .fork()
      .execute(
        `insert into brief_invites (brief_id, user_id) select ?, id from users where id not in (select user_id from brief_invites where brief_id = ?) and user_type <> 'brand' limit 19`,
        [brief.id, brief.id],
      );
    expect((await invite(poster, [other.username])).errors![0]!.message).toMatch(/at most 20 invitations/);

    // The invited creator sees it, and applies without spending the allowance.
    const seen = await ok<{ brief: { viewerInvited: boolean } }>(fit, 'query ($id: ID!) { brief(id: $id) { viewerInvited } }', { id: brief.id });
    expect(seen.brief.viewerInvited).toBe(true);
    expect(
      (await ok<{ brief: { viewerInvited: boolean } }>(other, 'query ($id: ID!) { brief(id: $id) { viewerInvited } }', { id: brief.id })).brief.viewerInvited,
    ).toBe(false);
    const before = (await allowance(fit)).remaining;
    const application = await ok<{ applyToBrief: { invited: boolean; usedAllowance: boolean } }>(
      fit,
      'mutation ($b: ID!) { applyToBrief(briefId: $b, input: { pitch: "Invited pitch" }) { invited usedAllowance } }',
      { b: brief.id },
    );
    expect(application.applyToBrief).toEqual({ invited: true, usedAllowance: false });
    expect((await allowance(fit)).remaining).toBe(before);
    expect((await candidates()).find((c) => c.creator.username === fit.username)).toMatchObject({ invited: true, applied: true });
  });
});

describe('blocks on the board', () => {
  it('keeps a blocked pair apart: no application either way, no shortlist or hire, a decline still possible', async () => {
    const [poster, moderator, blocker, blockedOne] = [await creator(), await admin(), await creator(), await creator()];
    const brief = await openBrief(poster, moderator);
    // The applicant blocked the poster; the poster blocked another.
    const em = t.orm.em.fork();
    await em.execute('insert into blocks (blocker_id, blocked_id) values (?, ?)', [blocker.id, poster.id]);
    const applyAs = (who: TestCreator) =>
      refused(who, 'mutation ($b: ID!) { applyToBrief(briefId: $b, input: { pitch: "Blocked pitch" }) { id } }', { b: brief.id });
    const first = await applyAs(blocker);
    expect(first.code).toBe('FORBIDDEN');
    expect(first.message).toMatch(/block/);
    // Applied first, blocked after: the poster can no longer shortlist or hire them, only decline.
    const application = await apply(blockedOne, brief.id);
    await em.execute('insert into blocks (blocker_id, blocked_id) values (?, ?)', [poster.id, blockedOne.id]);
    for (const status of ['SHORTLISTED', 'HIRED']) {
      const no = await refused(poster, `mutation ($id: ID!) { decideApplication(id: $id, status: ${status}) { id } }`, { id: application.id });
      expect(no.message).toMatch(/block/);
    }
    expect((await decide(poster, application.id, 'DECLINED', ', reason: OTHER')).status).toBe('DECLINED');
  });

  it("lists a poster's open briefs on their page, newest first, for anyone", async () => {
    const [poster, moderator] = [await creator(), await admin()];
    const older = await openBrief(poster, moderator);
    const newer = await openBrief(poster, moderator);
    const draft = await createBrief(poster);
    const page = await ok<{ creator: { openBriefs: { totalCount: number; edges: { node: { id: string } }[] } } }>(
      null,
      'query ($u: String!) { creator(username: $u) { openBriefs(first: 10) { totalCount edges { node { id } } } } }',
      { u: poster.username },
    );
    expect(page.creator.openBriefs.edges.map((e) => e.node.id)).toEqual([newer.id, older.id]);
    expect(page.creator.openBriefs.totalCount).toBe(2);
    expect(page.creator.openBriefs.edges.map((e) => e.node.id)).not.toContain(draft.id);
    const second = await ok<{ creator: { openBriefs: { totalCount: number; edges: { node: { id: string } }[] } } }>(
      null,
      'query ($u: String!) { creator(username: $u) { openBriefs(first: 1, after: "bzow") { totalCount edges { node { id } } } } }',
      { u: poster.username },
    );
    expect(second.creator.openBriefs.edges.map((e) => e.node.id)).toEqual([older.id]);
  });
});
