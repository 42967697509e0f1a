import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorPhrase } from '../src/shared/notification-kinds.js';
import { Brand } from '../src/modules/brand/brand.entity.js';
import { CSRF_HEADER } from '../src/shared/csrf.js';
import { closeUndecided, expireBriefs } from '../src/modules/collaboration/collaboration.jobs.js';
import { createCreator, FULL_PROFILE, UserRole, type TestCreator } from './seed-helpers.js';
import { startTestApp, type GqlBody, type TestApp } from './test-app.js';
import { collect, socketClient } from './ws-client.js';

/**
 * Notifications: recorded by the actions that cause them (connection requests, messages), grouped
 * while unread, seen, read and done by their recipient only, and pushed live across two instances
 * on one Redis once the action's transaction committed.
 */

// Every test here sends messages from a few accounts in quick succession: room over the per-minute limit.
const ENV = { REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379', REDIS_PREFIX: `test:${randomUUID()}:`, MESSAGES_PER_MINUTE: '10000' };

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  // Two instances on one database and one Redis, each with its job worker: a push queued on one
  // may be delivered by the other's worker, and must reach a tab on either.
  a = await startTestApp(ENV);
  b = await startTestApp(ENV);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
});

const creator = (name?: string) => createCreator(a.orm, name ? { artistName: name } : {});

async function gql<T = Record<string, unknown>>(who: TestCreator, query: string, variables: Record<string, unknown> = {}, app = a): Promise<GqlBody<T>> {
  return (await app.gql<T>(query, variables, { cookie: who.cookie })).body;
}
async function ok<T = Record<string, unknown>>(who: TestCreator, query: string, variables: Record<string, unknown> = {}, app = a): Promise<T> {
  const body = await gql<T>(who, query, variables, app);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}
async function refusedCode(who: TestCreator, query: string, variables: Record<string, unknown> = {}): Promise<string> {
  const body = await gql(who, query, variables);
  expect(body.errors, 'expected an error').toBeDefined();
  return String(body.errors![0]!.extensions?.code);
}

type Item = {
  id: string;
  kind: string;
  reason: string;
  title: string;
  body: string | null;
  url: string;
  actors: { username: string; displayName: string }[];
  actorCount: number;
  seenAt: string | null;
  readAt: string | null;
};
const ITEM = 'id kind reason title body url actors { username displayName } actorCount seenAt readAt';

async function inbox(who: TestCreator, args = '') {
  const data = await ok<{ viewer: { unseenNotificationCount: number; notifications: { totalCount: number; edges: { node: Item }[] } } }>(
    who,
    `{ viewer { unseenNotificationCount notifications${args} { totalCount edges { node { ${ITEM} } } } } }`,
  );
  return {
    unseen: data.viewer.unseenNotificationCount,
    items: data.viewer.notifications.edges.map((e) => e.node),
    total: data.viewer.notifications.totalCount,
  };
}

const ask = (from: TestCreator, to: TestCreator, note?: string) =>
  ok<{ sendConnectionRequest: { id: string } }>(from, 'mutation ($u: String!, $n: String) { sendConnectionRequest(username: $u, note: $n) { id } }', {
    u: to.username,
    n: note ?? null,
  });

async function connect(x: TestCreator, y: TestCreator) {
  const [p, q] = x.id < y.id ? [x.id, y.id] : [y.id, x.id];
  await a.orm.em.fork().execute('insert into creator_connections (user_a_id, user_b_id) values (?, ?)', [p, q]);
}
async function conversationBetween(x: TestCreator, y: TestCreator): Promise<string> {
  return (await ok<{ startConversation: { id: string } }>(x, 'mutation ($u: String!) { startConversation(username: $u) { id } }', { u: y.username }))
    .startConversation.id;
}
const say = (who: TestCreator, conversationId: string, body: string, app = a) =>
  ok<{ sendMessage: { id: string } }>(
    who,
    'mutation ($c: ID!, $b: String!) { sendMessage(conversationId: $c, body: $b) { id } }',
    { c: conversationId, b: body },
    app,
  );

describe('titles of grouped items', () => {
  it('names up to three people, then two and the rest as a count', () => {
    expect(actorPhrase(['Ana'], 1)).toBe('Ana');
    expect(actorPhrase(['Ana', 'Ben'], 2)).toBe('Ana and Ben');
    expect(actorPhrase(['Ana', 'Ben', 'Cleo'], 3)).toBe('Ana, Ben and Cleo');
    expect(actorPhrase(['Ana', 'Ben', 'Cleo', 'Dee'], 4)).toBe('Ana, Ben and 2 others');
    expect(actorPhrase(['Ana', 'Ben', 'Cleo'], 5)).toBe('Ana, Ben and 3 others');
    expect(actorPhrase([], 1)).toBe('Someone');
  });
});

describe('connection requests', () => {
  it('tells the recipient who asked and why, and never the sender', async () => {
    const [ana, me] = [await creator(`Ana ${randomUUID().slice(0, 4)}`), await creator()];
    await ask(ana, me, 'Loved your last EP');

    const mine = await inbox(me);
    expect(mine.unseen).toBe(1);
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({
      kind: 'CONNECTION_REQUESTED',
      title: `${ana.name} asked to connect`,
      reason: 'they asked to connect with you',
      body: 'Loved your last EP',
      url: '/network',
      actors: [{ username: ana.username, displayName: ana.name }],
      actorCount: 1,
      seenAt: null,
      readAt: null,
    });
    expect((await inbox(ana)).items).toEqual([]);
  });

  it('gathers requests on one unread item, the newest asker first, and counts it unseen again', async () => {
    const me = await creator();
    const askers: TestCreator[] = [];
    for (let i = 0; i < 4; i += 1) askers.push(await creator(`Asker${i} ${randomUUID().slice(0, 4)}`));
    await ask(askers[0]!, me);
    expect(await ok<{ markNotificationsSeen: number }>(me, 'mutation { markNotificationsSeen }')).toEqual({ markNotificationsSeen: 1 });
    expect((await inbox(me)).unseen).toBe(0);

    for (const asker of askers.slice(1)) await ask(asker, me);
    const { items, unseen } = await inbox(me);
    expect(unseen).toBe(1);
    expect(items).toHaveLength(1);
    expect(items[0]!.actorCount).toBe(4);
    expect(items[0]!.title).toBe(`${askers[3]!.name}, ${askers[2]!.name} and 2 others asked to connect`);
    expect(items[0]!.actors.map((x) => x.username)).toEqual([3, 2, 1, 0].map((i) => askers[i]!.username));
    expect(items[0]!.seenAt).toBeNull();
  });

  it('tells the asker when the other accepts, and says nothing of a decline', async () => {
    const [asker, accepter, decliner] = [await creator('Asker'), await creator('Accepter'), await creator('Decliner')];
    const first = await ask(asker, accepter);
    const second = await ask(asker, decliner);
    const respond = 'mutation ($id: ID!, $a: ConnectionResponse!) { respondToConnectionRequest(id: $id, action: $a) { id } }';
    await ok(accepter, respond, { id: first.sendConnectionRequest.id, a: 'ACCEPT' });
    await ok(decliner, respond, { id: second.sendConnectionRequest.id, a: 'DECLINE' });

    const { items } = await inbox(asker);
    expect(items.map((item) => [item.kind, item.title, item.reason])).toEqual([
      ['CONNECTION_ACCEPTED', 'Accepter accepted your connection request', 'you asked to connect'],
    ]);
  });
});

describe('messages', () => {
  it('gathers a conversation on one item with its count, and reading the conversation reads it', async () => {
    const [x, y] = [await creator('Writer'), await creator('Reader')];
    await connect(x, y);
    const conversationId = await conversationBetween(x, y);
    await say(x, conversationId, 'First');
    await say(x, conversationId, 'Second, and a longer line');

    let { items } = await inbox(y);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'MESSAGE_RECEIVED',
      title: '2 new messages from Writer',
      body: 'Second, and a longer line',
      url: `/messages/${conversationId}`,
      reason: 'you are in this conversation',
    });
    expect((await inbox(x)).items).toEqual([]);

    await ok(y, 'mutation ($c: ID!) { markConversationRead(conversationId: $c) { id } }', { c: conversationId });
    ({ items } = await inbox(y, '(unreadOnly: true)'));
    expect(items).toEqual([]);
    expect((await inbox(y)).items[0]!.readAt).not.toBeNull();

    // A message after the item was read starts a new one.
    await say(x, conversationId, 'Third');
    ({ items } = await inbox(y, '(unreadOnly: true)'));
    expect(items.map((item) => item.title)).toEqual(['New message from Writer']);
  });

  it('tells a stranger it is a message request', async () => {
    const [x, y] = [await creator('Stranger'), await creator()];
    await ok(y, 'mutation { updatePrivacySettings(input: { dmPolicy: EVERYONE }) { dmPolicy } }');
    const conversationId = await conversationBetween(x, y);
    await say(x, conversationId, 'Hello there');
    const { items } = await inbox(y);
    expect(items[0]).toMatchObject({ kind: 'MESSAGE_REQUEST_RECEIVED', title: 'Stranger sent you a message request', reason: 'they wrote to you' });
  });
});

async function brandWithTeam(size: number): Promise<{ id: string; slug: string; name: string; team: TestCreator[] }> {
  const tag = randomUUID().slice(0, 8);
  const brand = { id: randomUUID(), slug: `notify-brand-${tag}`, name: `Notify Brand ${tag}` };
  await a.orm.em.fork().insert(Brand, {
    ...brand,
    category: 'distribution',
    tagline: 'Releases everywhere',
    description: 'A test brand',
    website: 'https://example.test',
    logoUrl: `/logos/${brand.slug}.svg`,
    headquarters: 'Testville',
    region: 'global',
    genres: ['Techno'],
    offers: ['Distribution'],
    verified: false,
    listed: true,
  });
  const team: TestCreator[] = [];
  for (let i = 0; i < size; i += 1) {
    const member = await creator(`Member${i}`);
    await a.orm.em
      .fork()
      .execute('insert into brand_members (id, brand_id, user_id, role) values (gen_random_uuid(), ?, ?, ?)', [
        brand.id,
        member.id,
        i === 0 ? 'owner' : 'member',
      ]);
    team.push(member);
  }
  return { ...brand, team };
}

describe('brands, moderation, matches and security', () => {
  it("tells every team member of a request, and the creator of the brand's answer, as the brand", async () => {
    const brand = await brandWithTeam(2);
    const asker = await createCreator(a.orm, { ...FULL_PROFILE, artistName: 'Brand Asker' });
    const asked = await ok<{ requestBrandConnection: { id: string } }>(
      asker,
      'mutation ($s: String!) { requestBrandConnection(slug: $s, pitch: "I make warehouse techno") { id } }',
      { s: brand.slug },
    );
    for (const member of brand.team) {
      expect((await inbox(member)).items.map((item) => [item.kind, item.title, item.reason])).toEqual([
        ['BRAND_REQUEST_RECEIVED', `Brand Asker asked ${brand.name} to connect`, `you are on the ${brand.name} team`],
      ]);
    }
    await ok(brand.team[1]!, 'mutation ($id: ID!) { respondToBrandConnection(id: $id, accept: true, message: "Welcome aboard") { id } }', {
      id: asked.requestBrandConnection.id,
    });
    const [answer] = (await inbox(asker)).items;
    expect(answer).toMatchObject({
      kind: 'BRAND_REQUEST_ANSWERED',
      title: `${brand.name} answered your request`,
      body: 'Accepted: Welcome aboard',
      actors: [],
      actorCount: 0,
      reason: `you asked ${brand.name} to connect`,
    });
    expect(answer!.url).toMatch(/^\/messages\/[0-9a-f-]{36}$/);
    // The team member who answered is told nothing of their own answer; the other hears the creator's thanks later, not this.
    expect((await inbox(brand.team[1]!)).items).toHaveLength(1);
  });

  it("tells a brand's team it is verified, and a reporter the outcome in words", async () => {
    const brand = await brandWithTeam(1);
    const admin = await createCreator(a.orm, null, { role: UserRole.ADMIN });
    await ok(admin, 'mutation ($id: ID!) { verifyBrand(id: $id) { id } }', { id: brand.id });
    expect((await inbox(brand.team[0]!)).items.map((item) => [item.kind, item.title])).toEqual([['BRAND_VERIFIED', `${brand.name} is verified`]]);

    const [reporter, reported] = [await creator(), await creator()];
    const report = await ok<{ reportCreator: { id: string } }>(reporter, 'mutation ($u: String!) { reportCreator(username: $u, category: SPAM) { id } }', {
      u: reported.username,
    });
    await ok(admin, 'mutation ($id: ID!) { resolveReport(id: $id, action: WARN, note: "Private note") { id } }', { id: report.reportCreator.id });
    const [outcome] = (await inbox(reporter)).items;
    expect(outcome).toMatchObject({
      kind: 'REPORT_OUTCOME',
      title: `Your report about ${reported.username} was reviewed`,
      body: 'The creator was warned',
      reason: 'you reported them',
    });
    expect(JSON.stringify(outcome)).not.toContain('Private note');
    expect((await inbox(reported)).items).toEqual([]);
  });

  it('tells a creator of new strong matches in one item, with their number', async () => {
    const me = await createCreator(a.orm, { ...FULL_PROFILE });
    await ok(me, 'mutation { refreshMatches { matchCount } }');
    const [row] = await a.orm.em
      .fork()
      .execute<{ strong: number }[]>('select count(*)::int as strong from matches where user_id = ? and match_score >= 75', [me.id]);
    const strong = row!.strong;
    expect(strong, 'the demo catalogue holds strong matches for this profile').toBeGreaterThan(0);
    const items = (await inbox(me)).items.filter((item) => item.kind === 'NEW_STRONG_MATCHES');
    expect(items).toHaveLength(1);
    expect(items[0]!.title).toBe(strong === 1 ? 'You have a new strong match' : `You have ${strong} new strong matches`);
    expect(items[0]).toMatchObject({ url: '/matches', reason: 'they fit your profile' });
  });

  it('tells an account of a sign-in from a browser it never used, not of its first, nor of a known one', async () => {
    const email = `device-${randomUUID().slice(0, 8)}@example.test`;
    const password = 'device-Password-1';
    const post = (url: string, body: unknown, userAgent: string) =>
      fetch(`${a.baseUrl}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', 'user-agent': userAgent },
        body: JSON.stringify(body),
      });
    const laptop = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
    const registered = await post('/api/register', { email, password }, laptop);
    const me = { cookie: /sb_session=[^;]+/.exec(registered.headers.get('set-cookie') ?? '')![0] } as TestCreator;
    await post('/api/login', { email, password }, laptop);
    expect((await inbox(me)).items.filter((item) => item.kind === 'NEW_SIGN_IN')).toEqual([]);

    await post('/api/login', { email, password }, phone);
    const [notice] = (await inbox(me)).items.filter((item) => item.kind === 'NEW_SIGN_IN');
    expect(notice).toMatchObject({ title: 'New sign-in to your account', reason: "it is your account's security", url: '/account' });
    expect(notice!.body).toMatch(/^Safari on iOS, from .+\. If it was not you, change your password at once\.$/);
    // The same phone again is known now.
    await post('/api/login', { email, password }, phone);
    expect((await inbox(me)).items.filter((item) => item.kind === 'NEW_SIGN_IN')).toHaveLength(1);
  });

  it('records a password change as a security event', async () => {
    const email = `notify-${randomUUID().slice(0, 8)}@example.test`;
    const post = (url: string, body: unknown, cookie?: string) =>
      fetch(`${a.baseUrl}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
    const registered = await post('/api/register', { email, password: 'first-Password-1' });
    const cookie = /sb_session=[^;]+/.exec(registered.headers.get('set-cookie') ?? '')![0];
    const changed = await post('/api/user/password', { currentPassword: 'first-Password-1', newPassword: 'second-Password-2' }, cookie);
    expect(changed.status).toBe(200);
    const me = { cookie } as TestCreator;
    expect((await inbox(me)).items.map((item) => [item.kind, item.title, item.reason])).toEqual([
      ['PASSWORD_CHANGED', 'Your password was changed', "it is your account's security"],
    ]);
  });
});

describe('the collaboration board', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const complete = (name: string) => createCreator(a.orm, { ...FULL_PROFILE, artistName: name });
  async function openBrief(poster: TestCreator, title: string): Promise<string> {
    const admin = await createCreator(a.orm, null, { role: UserRole.ADMIN });
    const created = await ok<{ createBrief: { id: string } }>(poster, 'mutation ($i: CreateBriefInput!) { createBrief(input: $i) { id } }', {
      i: {
        title,
        description: `Looking for a vocalist ${randomUUID()}`,
        kind: 'PAID_GIG',
        compensation: { type: 'FIXED', min: 300, max: 800, currency: 'EUR' },
        genres: ['Techno'],
        roles: ['Vocalists'],
        remote: true,
      },
    });
    const id = created.createBrief.id;
    const published = await ok<{ publishBrief: { awaitingReview: boolean } }>(poster, 'mutation ($id: ID!) { publishBrief(id: $id) { awaitingReview } }', {
      id,
    });
    if (published.publishBrief.awaitingReview) await ok(admin, 'mutation ($id: ID!) { approveBrief(id: $id) { id } }', { id });
    return id;
  }
  const applyTo = async (who: TestCreator, briefId: string) =>
    (
      await ok<{ applyToBrief: { id: string } }>(who, 'mutation ($b: ID!) { applyToBrief(briefId: $b, input: { pitch: "I sing on techno records" }) { id } }', {
        b: briefId,
      })
    ).applyToBrief.id;
  // What the board told about applications (the fit feed's job may add a "fits you" item at any moment: not these tests' subject).
  const kinds = async (who: TestCreator) =>
    (await inbox(who)).items.filter((item) => item.kind.startsWith('APPLICATION_')).map((item) => [item.kind, item.title, item.body, item.reason]);

  it('tells the poster of applications, and the applicant of every state: viewed, declined with the reason', async () => {
    const poster = await complete('Poster Paula');
    const briefId = await openBrief(poster, 'Vocalist for a techno EP');
    const [ana, ben] = [await complete('Ana Applies'), await complete('Ben Applies')];
    const anaApplication = await applyTo(ana, briefId);
    await applyTo(ben, briefId);
    const [received] = (await inbox(poster)).items.filter((item) => item.kind === 'APPLICATION_RECEIVED');
    expect(received).toMatchObject({
      title: 'Ben Applies and Ana Applies applied to “Vocalist for a techno EP”',
      reason: 'you posted this brief',
      url: '/collaboration/mine',
    });

    await ok(poster, 'query ($b: ID!) { briefApplications(briefId: $b) { totalCount } }', { b: briefId });
    expect(await kinds(ana)).toEqual([
      ['APPLICATION_VIEWED', 'Your application to “Vocalist for a techno EP” was opened', 'The poster opened your application.', 'you applied'],
    ]);
    await ok(poster, 'mutation ($id: ID!) { decideApplication(id: $id, status: DECLINED, reason: BUDGET, note: "We went lower") { id } }', {
      id: anaApplication,
    });
    // Gathered on the applicant's item for this brief: the latest state wins its words.
    expect((await inbox(ana, '(unreadOnly: true)')).items.map((item) => [item.kind, item.body])).toEqual(
      expect.arrayContaining([['APPLICATION_DECLINED', 'Declined because of the budget: We went lower']]),
    );
  });

  it('tells the poster five days before a brief closes, and applicants when it closes without a decision', async () => {
    const poster = await complete('Slow Poster');
    const briefId = await openBrief(poster, 'A brief nobody decides');
    const applicant = await complete('Waiting Applicant');
    await applyTo(applicant, briefId);
    const [row] = await a.orm.em.fork().execute<{ closes_at: Date }[]>('select closes_at from briefs where id = ?', [briefId]);
    const closes = new Date(row!.closes_at).getTime();

    await expireBriefs(a.orm.em.fork(), new Date(closes - 4 * DAY_MS));
    expect((await inbox(poster)).items.filter((item) => item.kind === 'BRIEF_EXPIRING').map((item) => item.title)).toEqual([
      '“A brief nobody decides” closes in 5 days',
    ]);
    await expireBriefs(a.orm.em.fork(), new Date(closes + 1000));
    await closeUndecided(a.orm.em.fork(), new Date(closes + 8 * DAY_MS));
    expect((await kinds(applicant)).filter(([kind]) => kind === 'APPLICATION_CLOSED_NO_DECISION')).toEqual([
      [
        'APPLICATION_CLOSED_NO_DECISION',
        '“A brief nobody decides” closed without a decision on your application',
        'The poster never decided. The application was given back to your weekly allowance.',
        'you applied',
      ],
    ]);
  });
});

describe('seen, read and done', () => {
  it('reads one item, reads all, and takes one off the list; the list pages by key', async () => {
    const me = await creator();
    for (let i = 0; i < 3; i += 1) {
      const other = await creator();
      await connect(other, me);
      await say(other, await conversationBetween(other, me), `Hi ${i}`);
    }
    const first = await inbox(me);
    expect(first.items).toHaveLength(3);
    expect(first.unseen).toBe(3);

    const [top, middle, last] = first.items;
    const read = await ok<{ markNotificationRead: Item }>(me, `mutation ($id: ID!) { markNotificationRead(id: $id) { ${ITEM} } }`, { id: top!.id });
    expect(read.markNotificationRead.readAt).not.toBeNull();
    expect(read.markNotificationRead.seenAt).not.toBeNull();
    expect((await inbox(me)).unseen).toBe(2);
    expect((await inbox(me, '(unreadOnly: true)')).total).toBe(2);

    expect(await ok(me, 'mutation ($id: ID!) { markNotificationDone(id: $id) }', { id: middle!.id })).toEqual({ markNotificationDone: true });
    const after = await inbox(me);
    expect(after.items.map((item) => item.id)).toEqual([top!.id, last!.id]);

    expect(await ok(me, 'mutation { markAllNotificationsRead }')).toEqual({ markAllNotificationsRead: 1 });
    expect((await inbox(me, '(unreadOnly: true)')).items).toEqual([]);

    const page1 = await ok<{ viewer: { notifications: { edges: { node: { id: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } } }>(
      me,
      '{ viewer { notifications(first: 1) { edges { node { id } } pageInfo { hasNextPage endCursor } } } }',
    );
    expect(page1.viewer.notifications.pageInfo.hasNextPage).toBe(true);
    const page2 = await ok<{ viewer: { notifications: { edges: { node: { id: string } }[]; pageInfo: { hasNextPage: boolean } } } }>(
      me,
      'query ($after: String) { viewer { notifications(first: 1, after: $after) { edges { node { id } } pageInfo { hasNextPage } } } }',
      { after: page1.viewer.notifications.pageInfo.endCursor },
    );
    expect(page2.viewer.notifications.edges.map((e) => e.node.id)).toEqual([last!.id]);
    expect(page2.viewer.notifications.pageInfo.hasNextPage).toBe(false);
  });

  it("refuses someone else's item as if it did not exist, and bad input with a clear code", async () => {
    const [owner, other, intruder] = [await creator(), await creator(), await creator()];
    await ask(other, owner);
    const [item] = (await inbox(owner)).items;
    expect(await refusedCode(intruder, 'mutation ($id: ID!) { markNotificationRead(id: $id) { id } }', { id: item!.id })).toBe('NOT_FOUND');
    expect(await refusedCode(intruder, 'mutation ($id: ID!) { markNotificationDone(id: $id) }', { id: item!.id })).toBe('NOT_FOUND');
    expect(await refusedCode(intruder, 'mutation ($id: ID!) { markNotificationDone(id: $id) }', { id: 'not-a-uuid' })).toBe('BAD_USER_INPUT');
    expect(await refusedCode(owner, '{ viewer { notifications(first: 500) { totalCount } } }')).toBe('BAD_USER_INPUT');
    expect(await refusedCode(owner, '{ viewer { notifications(after: "x") { totalCount } } }')).toBe('BAD_USER_INPUT');
    // The intruder's own markings never touch it.
    await ok(intruder, 'mutation { markAllNotificationsRead }');
    await ok(intruder, 'mutation { markNotificationsSeen }');
    expect((await inbox(owner)).items[0]).toMatchObject({ id: item!.id, seenAt: null, readAt: null });

    const visitor = await a.gql('{ viewer { id } }');
    expect(visitor.body.data).toEqual({ viewer: null });
    const anonymous = await a.gql('mutation { markNotificationsSeen }');
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('live delivery', () => {
  it('pushes a new item and its unseen count to a tab on the other instance, after the commit', async () => {
    const [x, y] = [await creator('Pusher'), await creator()];
    await connect(x, y);
    const conversationId = await conversationBetween(x, y);
    const client = socketClient(b.baseUrl, y.cookie);
    const stream = collect<{ notificationAdded: { id: string; title: string; unseenCount: number; kind: string } }>(
      client,
      'subscription { notificationAdded { id title kind unseenCount } }',
    );
    try {
      // The subscription registers asynchronously: send (on instance a) until it has heard one.
      await expect
        .poll(async () => {
          if (stream.results.length === 0) await say(x, conversationId, 'warm-up');
          return stream.results.length > 0;
        })
        .toBe(true);
      expect(stream.errors).toEqual([]);
      const latest = () => stream.results.at(-1)!.notificationAdded;
      expect(latest()).toMatchObject({ kind: 'MESSAGE_RECEIVED', unseenCount: 1 });
      const before = stream.results.length;
      await say(x, conversationId, 'One more');
      await expect.poll(() => stream.results.length).toBeGreaterThan(before);
      // Gathered on the same item: still one unseen.
      expect(latest().unseenCount).toBe(1);
      expect(latest().title).toMatch(/^\d+ new messages from Pusher$/);
    } finally {
      stream.dispose();
      await client.dispose();
    }
  });
});
