import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS, API_RESOURCES, assertCan, type Action, type ApiKeyActor, type ApiResource } from '../src/modules/common/authz.js';
import { AppError } from '../src/modules/common/errors.js';
import { bearer, issueKey, teamBrand, type Grant, type TeamBrand } from './api-key-helpers.js';
import { createCreator } from './seed-helpers.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * The scope matrix: every field and mutation an API key can reach, for each grant level of the
 * resource it needs (NONE, READ, WRITE), answering data or FORBIDDEN naming the missing grant,
 * beside the authorization matrix (authorization-matrix.test.ts). Each key holds WRITE on every
 * other resource, so that no other grant can stand in for the one a row needs. Then what keys never
 * reach: admin operations, another brand's data, the keys themselves, creators' private fields.
 */

let t: TestApp;
let brand: TeamBrand;
let other: TeamBrand;

beforeAll(async () => {
  t = await startTestApp({ WORKER: 'off' });
  // Unlisted: its page shows only to its team, admins and its keys, which is what BRAND_PAGE READ grants.
  [brand, other] = await Promise.all([teamBrand(t.orm, { listed: false }), teamBrand(t.orm, { listed: false })]);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

type Level = 'NONE' | 'READ' | 'WRITE';
type Row = {
  resource: ApiResource;
  /** The level the row needs: lower levels get FORBIDDEN naming `<resource> <needs>`. */
  needs: 'READ' | 'WRITE';
  document: string;
  variables: () => Promise<Record<string, unknown>>;
  /** Checks the data answered when the key has the grant. */
  answered: (data: Record<string, unknown>) => void;
};

/** A creator's pending request to the brand, written directly. */
async function requestToBrand(brandId: string): Promise<string> {
  const creator = await createCreator(t.orm);
  const id = randomUUID();
  await t.orm.em
    .fork()
    .execute(`insert into brand_connections (id, user_id, brand_id, status, pitch) values (?, ?, ?, 'requested', 'Scope matrix pitch')`, [
      id,
      creator.id,
      brandId,
    ]);
  return id;
}

/** A brief of the brand, posted by nobody in particular (its team), in this state, written directly. */
async function briefOf(brandId: string, status: 'draft' | 'open' = 'open'): Promise<string> {
  const id = randomUUID();
  await t.orm.em.fork().execute(
    `insert into briefs (id, poster_id, brand_id, title, description, kind, compensation_type, remote, closes_at, status, published_at)
     values (?, null, ?, ?, 'A scope matrix brief', 'collaboration', 'unpaid', true, now() + interval '20 days', ?, case when ? = 'open' then now() end)`,
    [id, brandId, `Scope brief ${randomUUID().slice(0, 8)}`, status, status],
  );
  return id;
}

/** A creator's application to the brief, written directly; answers its id and the applicant. */
async function applicationTo(briefId: string): Promise<{ id: string; applicantId: string }> {
  const creator = await createCreator(t.orm);
  const id = randomUUID();
  await t.orm.em
    .fork()
    .execute(`insert into brief_applications (id, brief_id, applicant_id, pitch) values (?, ?, ?, 'Scope pitch')`, [id, briefId, creator.id]);
  return { id, applicantId: creator.id };
}

/** The brand's conversation with a creator it connected with, as an accept leaves it, with a first message from the creator. */
async function conversationOf(team: TeamBrand): Promise<{ id: string; creator: { id: string; cookie: string } }> {
  const creator = await createCreator(t.orm);
  const id = randomUUID();
  const em = t.orm.em.fork();
  await em.execute(
    `insert into brand_connections (id, user_id, brand_id, status, pitch, responded_at) values (gen_random_uuid(), ?, ?, 'connected', 'Hi', now())`,
    [creator.id, team.id],
  );
  await em.execute('insert into conversations (id, pair_key, started_by_id, brand_id, created_at, last_message_at) values (?, ?, ?, ?, now(), now())', [
    id,
    `brand:${team.id}:${creator.id}`,
    team.owner.id,
    team.id,
  ]);
  await em.execute(
    `insert into conversation_members (conversation_id, user_id, brand_id, is_request, accepted_at, last_message_at)
     values (?, ?, null, false, now(), now()), (?, ?, ?, false, now(), now()), (?, ?, ?, false, now(), now()) on conflict do nothing`,
    [id, creator.id, id, team.owner.id, team.id, id, team.member.id, team.id],
  );
  await em.execute(`insert into messages (conversation_id, sender_id, body) values (?, ?, 'Hello brand')`, [id, creator.id]);
  return { id, creator };
}

/** Closes the brand's open briefs, so that a publish never meets the limit of briefs open at once. */
const closeOpenBriefs = (brandId: string) =>
  t.orm.em.fork().execute(`update briefs set status = 'closed', closed_at = now() where brand_id = ? and status in ('open', 'paused')`, [brandId]);

const briefFields = () => {
  const tag = randomUUID().replace(/-/g, ' ');
  return {
    title: `Remix wanted ${tag.slice(0, 12)}`,
    description: `A remix of our next single, ${tag}`,
    kind: 'PAID_GIG',
    compensation: { type: 'FIXED', min: 300, max: 800, currency: 'eur' },
    remote: true,
  };
};

const ROWS: Record<string, Row> = {
  'Query.brand (its own page, awaiting verification)': {
    resource: 'BRAND_PAGE',
    needs: 'READ',
    document: 'query ($slug: String!) { brand(slug: $slug) { id name tagline regions viewerRole } }',
    variables: async () => ({ slug: brand.slug }),
    answered: (data) => expect(data.brand).toMatchObject({ id: brand.id, name: brand.name, viewerRole: null }),
  },
  'Mutation.updateBrand': {
    resource: 'BRAND_PAGE',
    needs: 'WRITE',
    document: 'mutation ($id: ID!, $tagline: String!) { updateBrand(id: $id, input: { tagline: $tagline }) { id tagline } }',
    variables: async () => ({ id: brand.id, tagline: `Tagline ${randomUUID().slice(0, 6)}` }),
    answered: (data) => expect(data.updateBrand).toMatchObject({ id: brand.id }),
  },
  'Query.brandInbox': {
    resource: 'CONNECTION_REQUESTS',
    needs: 'READ',
    document:
      'query ($brandId: ID!) { brandInbox(brandId: $brandId, first: 5) { totalCount edges { node { id pitch status creator { username } conversationId } } } }',
    variables: async () => (await requestToBrand(brand.id), { brandId: brand.id }),
    answered: (data) => expect((data.brandInbox as { totalCount: number }).totalCount).toBeGreaterThan(0),
  },
  'Mutation.respondToBrandConnection (decline)': {
    resource: 'CONNECTION_REQUESTS',
    needs: 'WRITE',
    document: 'mutation ($id: ID!) { respondToBrandConnection(id: $id, accept: false, message: "Not this season") { id status responseMessage } }',
    variables: async () => ({ id: await requestToBrand(brand.id) }),
    answered: (data) => expect(data.respondToBrandConnection).toMatchObject({ status: 'DECLINED', responseMessage: 'Not this season' }),
  },
  'Mutation.respondToBrandConnection (accept)': {
    resource: 'CONNECTION_REQUESTS',
    needs: 'WRITE',
    document: 'mutation ($id: ID!) { respondToBrandConnection(id: $id, accept: true, message: "Welcome") { id status } }',
    variables: async () => ({ id: await requestToBrand(brand.id) }),
    answered: (data) => expect(data.respondToBrandConnection).toMatchObject({ status: 'CONNECTED' }),
  },
  'Brand.briefs (every state, with counts)': {
    resource: 'BRIEFS',
    needs: 'READ',
    document: 'query ($slug: String!) { brand(slug: $slug) { briefs(first: 50) { totalCount edges { node { id status applicationCount } } } } }',
    variables: async () => {
      const draft = await briefOf(brand.id, 'draft');
      await applicationTo(await briefOf(brand.id));
      return { slug: brand.slug, draft };
    },
    answered: (data) => {
      const briefs = (data.brand as { briefs: { totalCount: number; edges: { node: { status: string; applicationCount: number } }[] } }).briefs;
      expect(briefs.edges.map((e) => e.node.status)).toContain('DRAFT');
      expect(briefs.edges.some((e) => e.node.applicationCount > 0)).toBe(true);
    },
  },
  'Query.brief (its brand’s draft)': {
    resource: 'BRIEFS',
    needs: 'READ',
    document: 'query ($id: ID!) { brief(id: $id) { id status poster { brand { id } } } }',
    variables: async () => ({ id: await briefOf(brand.id, 'draft') }),
    answered: (data) => expect(data.brief).toMatchObject({ status: 'DRAFT', poster: { brand: { id: brand.id } } }),
  },
  'Mutation.createBrief (for its brand)': {
    resource: 'BRIEFS',
    needs: 'WRITE',
    document: 'mutation ($input: CreateBriefInput!) { createBrief(input: $input) { id status poster { brand { id } creator { username } } } }',
    variables: async () => ({ input: { ...briefFields(), brandId: brand.id } }),
    answered: (data) => expect(data.createBrief).toMatchObject({ status: 'DRAFT', poster: { brand: { id: brand.id }, creator: null } }),
  },
  'Mutation.updateBrief': {
    resource: 'BRIEFS',
    needs: 'WRITE',
    document: 'mutation ($id: ID!) { updateBrief(id: $id, input: { location: "Lisbon" }) { id location } }',
    variables: async () => ({ id: await briefOf(brand.id, 'draft') }),
    answered: (data) => expect(data.updateBrief).toMatchObject({ location: 'Lisbon' }),
  },
  'Mutation.publishBrief': {
    resource: 'BRIEFS',
    needs: 'WRITE',
    document: 'mutation ($id: ID!) { publishBrief(id: $id) { id status awaitingReview } }',
    variables: async () => (await closeOpenBriefs(brand.id), { id: await briefOf(brand.id, 'draft') }),
    // The brand is not verified: its brief waits for moderation, as its team's would.
    answered: (data) => expect(data.publishBrief).toMatchObject({ status: 'DRAFT', awaitingReview: true }),
  },
  'Mutation.pauseBrief': {
    resource: 'BRIEFS',
    needs: 'WRITE',
    document: 'mutation ($id: ID!) { pauseBrief(id: $id) { id status } }',
    variables: async () => ({ id: await briefOf(brand.id) }),
    answered: (data) => expect(data.pauseBrief).toMatchObject({ status: 'PAUSED' }),
  },
  'Mutation.closeBrief': {
    resource: 'BRIEFS',
    needs: 'WRITE',
    document: 'mutation ($id: ID!) { closeBrief(id: $id, outcome: NO_HIRE, reason: "Budget moved") { id status outcomeReason } }',
    variables: async () => ({ id: await briefOf(brand.id) }),
    answered: (data) => expect(data.closeBrief).toMatchObject({ status: 'CLOSED', outcomeReason: 'Budget moved' }),
  },
  'Query.briefApplications': {
    resource: 'APPLICATIONS',
    needs: 'READ',
    document: 'query ($id: ID!) { briefApplications(briefId: $id, first: 5) { totalCount edges { node { id pitch applicant { username } } } } }',
    variables: async () => {
      const id = await briefOf(brand.id);
      await applicationTo(id);
      return { id };
    },
    answered: (data) => expect(data.briefApplications).toMatchObject({ totalCount: 1 }),
  },
  'Mutation.decideApplication (shortlist)': {
    resource: 'APPLICATIONS',
    needs: 'WRITE',
    document: 'mutation ($id: ID!) { decideApplication(id: $id, status: SHORTLISTED) { id status } }',
    variables: async () => ({ id: (await applicationTo(await briefOf(brand.id))).id }),
    answered: (data) => expect(data.decideApplication).toMatchObject({ status: 'SHORTLISTED' }),
  },
  'Mutation.decideApplication (decline)': {
    resource: 'APPLICATIONS',
    needs: 'WRITE',
    document: 'mutation ($id: ID!) { decideApplication(id: $id, status: DECLINED, reason: OTHER, note: "Not this time") { id status } }',
    variables: async () => ({ id: (await applicationTo(await briefOf(brand.id))).id }),
    answered: (data) => expect(data.decideApplication).toMatchObject({ status: 'DECLINED' }),
  },
  'Brand.conversations': {
    resource: 'CONVERSATIONS',
    needs: 'READ',
    document:
      'query ($slug: String!) { brand(slug: $slug) { conversations(first: 5) { totalCount edges { node { id asBrand other { kind displayName } lastMessage { body } } } } } }',
    variables: async () => (await conversationOf(brand), { slug: brand.slug }),
    answered: (data) => {
      const page = (data.brand as { conversations: { totalCount: number; edges: { node: { asBrand: boolean; other: { kind: string } } }[] } }).conversations;
      expect(page.totalCount).toBeGreaterThan(0);
      expect(page.edges[0]!.node).toMatchObject({ asBrand: true, other: { kind: 'CREATOR' } });
    },
  },
  'Query.conversation (its brand’s, with its messages)': {
    resource: 'CONVERSATIONS',
    needs: 'READ',
    document: 'query ($id: ID!) { conversation(id: $id) { id canSend { allowed } messages(last: 5) { edges { node { body sender { kind } } } } } }',
    variables: async () => ({ id: (await conversationOf(brand)).id }),
    answered: (data) =>
      expect(data.conversation).toMatchObject({
        canSend: { allowed: true },
        messages: { edges: [{ node: { body: 'Hello brand', sender: { kind: 'CREATOR' } } }] },
      }),
  },
  'Mutation.sendMessage (in its brand’s conversation)': {
    resource: 'CONVERSATIONS',
    needs: 'WRITE',
    document: 'mutation ($id: ID!) { sendMessage(conversationId: $id, body: "Thanks for reaching out") { id body sender { kind displayName } } }',
    variables: async () => ({ id: (await conversationOf(brand)).id }),
    answered: (data) => expect(data.sendMessage).toMatchObject({ body: 'Thanks for reaching out', sender: { kind: 'BRAND', displayName: brand.name } }),
  },
};

/** Keys per level of one resource, every other resource at WRITE; made once per resource and level. */
const keys = new Map<string, string>();
async function keyFor(resource: ApiResource, level: Level): Promise<string> {
  const name = `${resource}:${level}`;
  if (!keys.has(name)) {
    const grants: Grant[] = API_RESOURCES.map((r) => ({ resource: r, access: r === resource ? level : 'WRITE' }));
    keys.set(name, (await issueKey(t, brand, grants, name)).secret);
  }
  return keys.get(name)!;
}

const allows = (level: Level, needs: 'READ' | 'WRITE') => level === 'WRITE' || (level === 'READ' && needs === 'READ');

describe('every operation a key reaches, at each grant level', () => {
  const cases = Object.entries(ROWS).flatMap(([name, row]) =>
    (['NONE', 'READ', 'WRITE'] as const).map((level) => [`${name} with ${row.resource} ${level}`, row, level] as const),
  );
  it.for(cases)('%s', async ([, row, level]) => {
    const secret = await keyFor(row.resource, level);
    const result = await t.gql(row.document, await row.variables(), bearer(secret));
    if (allows(level, row.needs)) {
      expect(result.body.errors, JSON.stringify(result.body.errors)).toBeUndefined();
      row.answered(result.body.data as Record<string, unknown>);
    } else {
      expect(result.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(result.body.errors?.[0]?.message).toBe(`This API key lacks the ${row.resource} ${row.needs} grant`);
    }
  });

  it('a key’s answer records the key, never a person, and opens the conversation with the team seated', async () => {
    const secret = await keyFor('CONNECTION_REQUESTS', 'WRITE');
    const id = await requestToBrand(brand.id);
    const result = await t.gql('mutation ($id: ID!) { respondToBrandConnection(id: $id, accept: true) { status } }', { id }, bearer(secret));
    expect(result.body.errors).toBeUndefined();
    const em = t.orm.em.fork();
    const [row] = await em.execute<{ responded_by_id: string | null; responded_by_key_id: string | null; user_id: string }[]>(
      'select responded_by_id, responded_by_key_id, user_id from brand_connections where id = ?',
      [id],
    );
    const [key] = await em.execute<{ id: string }[]>(`select id from api_keys where brand_id = ? and name = 'CONNECTION_REQUESTS:WRITE'`, [brand.id]);
    expect(row).toMatchObject({ responded_by_id: null, responded_by_key_id: key!.id });
    const seats = await em.execute<{ user_id: string }[]>(
      `select m.user_id from conversations c join conversation_members m on m.conversation_id = c.id where c.pair_key = ? order by m.user_id`,
      [`brand:${brand.id}:${row!.user_id}`],
    );
    expect(seats.map((s) => s.user_id).sort()).toEqual([row!.user_id, brand.owner.id, brand.member.id].sort());
  });
});

describe('what a key leaves behind: the brand, and the key instead of a person', () => {
  const keyId = async (name: string) =>
    (await t.orm.em.fork().execute<{ id: string }[]>('select id from api_keys where brand_id = ? and name = ?', [brand.id, name]))[0]!.id;

  it('a brief a key posts has the brand as poster and records the key, no person', async () => {
    const secret = await keyFor('BRIEFS', 'WRITE');
    const result = await t.gql<{ createBrief: { id: string } }>(
      'mutation ($input: CreateBriefInput!) { createBrief(input: $input) { id } }',
      { input: { ...briefFields(), brandId: brand.id } },
      bearer(secret),
    );
    expect(result.body.errors).toBeUndefined();
    const [row] = await t.orm.em
      .fork()
      .execute<{ poster_id: string | null; poster_key_id: string | null; brand_id: string }[]>(
        'select poster_id, poster_key_id, brand_id from briefs where id = ?',
        [result.body.data!.createBrief.id],
      );
    expect(row).toEqual({ poster_id: null, poster_key_id: await keyId('BRIEFS:WRITE'), brand_id: brand.id });
    // The team sees it among the brand's briefs, as its own.
    const team = await t.gql<{ brand: { briefs: { edges: { node: { id: string } }[] } } }>(
      'query ($slug: String!) { brand(slug: $slug) { briefs(first: 100) { edges { node { id } } } } }',
      { slug: brand.slug },
      { cookie: brand.member.cookie },
    );
    expect(team.body.data!.brand.briefs.edges.map((e) => e.node.id)).toContain(result.body.data!.createBrief.id);
  });

  it('reading applications opens them only with APPLICATIONS WRITE: a read grant changes nothing applicants see', async () => {
    const briefId = await briefOf(brand.id);
    const { id } = await applicationTo(briefId);
    const read = async (secret: string) =>
      (
        await t.gql<{ briefApplications: { edges: { node: { status: string } }[] } }>(
          'query ($id: ID!) { briefApplications(briefId: $id, first: 5) { edges { node { status } } } }',
          { id: briefId },
          bearer(secret),
        )
      ).body.data!.briefApplications.edges[0]!.node.status;
    expect(await read(await keyFor('APPLICATIONS', 'READ'))).toBe('SUBMITTED');
    const [untouched] = await t.orm.em.fork().execute<{ viewed_at: unknown }[]>('select viewed_at from brief_applications where id = ?', [id]);
    expect(untouched!.viewed_at).toBeNull();
    expect(await read(await keyFor('APPLICATIONS', 'WRITE'))).toBe('VIEWED');
  });

  it('a key’s message has no sender account, the brand as author and the key recorded; the creator sees the brand', async () => {
    const { id, creator } = await conversationOf(brand);
    const sent = await t.gql<{ sendMessage: { id: string } }>(
      'mutation ($id: ID!) { sendMessage(conversationId: $id, body: "From our developers") { id } }',
      { id },
      bearer(await keyFor('CONVERSATIONS', 'WRITE')),
    );
    expect(sent.body.errors).toBeUndefined();
    const [row] = await t.orm.em
      .fork()
      .execute<{ sender_id: string | null; sender_brand_id: string | null; sender_key_id: string | null }[]>(
        'select sender_id, sender_brand_id, sender_key_id from messages where id = ?',
        [sent.body.data!.sendMessage.id],
      );
    expect(row).toEqual({ sender_id: null, sender_brand_id: brand.id, sender_key_id: await keyId('CONVERSATIONS:WRITE') });
    const seen = await t.gql<{ conversation: { unreadCount: number; lastMessage: { body: string; sender: { kind: string; displayName: string } } } }>(
      'query ($id: ID!) { conversation(id: $id) { unreadCount lastMessage { body sender { kind displayName } } } }',
      { id },
      { cookie: creator.cookie },
    );
    expect(seen.body.data!.conversation).toEqual({
      unreadCount: 1,
      lastMessage: { body: 'From our developers', sender: { kind: 'BRAND', displayName: brand.name } },
    });
    // Nothing the brand wrote is unread to its team: only the creator's first message is.
    const team = await t.gql<{ conversation: { unreadCount: number } }>(
      'query ($id: ID!) { conversation(id: $id) { unreadCount } }',
      { id },
      { cookie: brand.owner.cookie },
    );
    expect(team.body.data!.conversation.unreadCount).toBe(1);
  });

  it('a key writes nowhere once the creator left the conversation', async () => {
    const { id, creator } = await conversationOf(brand);
    await t.orm.em.fork().execute(`update brand_connections set status = 'ended' where user_id = ? and brand_id = ?`, [creator.id, brand.id]);
    const result = await t.gql(
      'mutation ($id: ID!) { sendMessage(conversationId: $id, body: "Still there?") { id } }',
      { id },
      bearer(await keyFor('CONVERSATIONS', 'WRITE')),
    );
    expect(result.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(result.body.errors?.[0]?.message).toBe('This conversation has ended.');
  });
});

describe('what keys never reach', () => {
  let all: string;
  beforeAll(async () => {
    all = (
      await issueKey(
        t,
        brand,
        API_RESOURCES.map((resource) => ({ resource, access: 'WRITE' })),
        'Everything',
      )
    ).secret;
  });

  it.for([
    ['Query.adminStats', '{ adminStats { creators } }'],
    ['Query.adminUsers', '{ adminUsers(first: 2) { totalCount edges { node { id email } } } }'],
    ['Query.adminBrands', '{ adminBrands(status: ALL, first: 1) { totalCount } }'],
    ['Query.auditLog', '{ auditLog(first: 1) { totalCount } }'],
    ['Query.moderationQueue', '{ moderationQueue(status: OPEN, first: 5) { totalCount } }'],
    ['Query.adminBannerAds', '{ adminBannerAds { id } }'],
    ['Query.adminMetrics', '{ adminMetrics(days: 7) { signups { date count } } }'],
    ['Query.brandClaims', '{ brandClaims(status: PENDING) { id } }'],
  ] as const)('admin: %s is FORBIDDEN', async ([, document]) => {
    const result = await t.gql(document, {}, bearer(all));
    expect(result.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('admin: Brand.owners is FORBIDDEN', async () => {
    const result = await t.gql('query ($slug: String!) { brand(slug: $slug) { id owners { email } } }', { slug: brand.slug }, bearer(all));
    expect(result.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('another brand: NOT_FOUND for its inbox, its page and its requests; its unlisted page does not exist', async () => {
    const inbox = await t.gql('query ($b: ID!) { brandInbox(brandId: $b, first: 5) { totalCount } }', { b: other.id }, bearer(all));
    expect(inbox.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const update = await t.gql('mutation ($id: ID!) { updateBrand(id: $id, input: { tagline: "Hijacked" }) { id } }', { id: other.id }, bearer(all));
    expect(update.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const answer = await t.gql(
      'mutation ($id: ID!) { respondToBrandConnection(id: $id, accept: true) { id } }',
      { id: await requestToBrand(other.id) },
      bearer(all),
    );
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const page = await t.gql<{ brand: unknown }>('query ($slug: String!) { brand(slug: $slug) { id } }', { slug: other.slug }, bearer(all));
    expect(page.body.errors).toBeUndefined();
    expect(page.body.data!.brand).toBeNull();
  });

  it('another brand: NOT_FOUND for its briefs, their applications and its conversations; its drafts and conversations read as none', async () => {
    const otherBrief = await briefOf(other.id);
    const otherDraft = await briefOf(other.id, 'draft');
    const { id: application } = await applicationTo(otherBrief);
    const { id: conversation } = await conversationOf(other);
    for (const [document, variables] of [
      ['mutation ($input: CreateBriefInput!) { createBrief(input: $input) { id } }', { input: { ...briefFields(), brandId: other.id } }],
      ['mutation ($id: ID!) { updateBrief(id: $id, input: { location: "Oslo" }) { id } }', { id: otherDraft }],
      ['mutation ($id: ID!) { publishBrief(id: $id) { id } }', { id: otherDraft }],
      ['mutation ($id: ID!) { pauseBrief(id: $id) { id } }', { id: otherBrief }],
      ['mutation ($id: ID!) { closeBrief(id: $id, outcome: NO_HIRE, reason: "No") { id } }', { id: otherBrief }],
      ['query ($id: ID!) { briefApplications(briefId: $id, first: 5) { totalCount } }', { id: otherBrief }],
      ['mutation ($id: ID!) { decideApplication(id: $id, status: SHORTLISTED) { id } }', { id: application }],
      ['mutation ($id: ID!) { sendMessage(conversationId: $id, body: "Hijacked") { id } }', { id: conversation }],
    ] as const) {
      const result = await t.gql(document, variables, bearer(all));
      expect(result.body.errors?.[0]?.extensions?.code, document).toBe('NOT_FOUND');
    }
    const draft = await t.gql<{ brief: unknown }>('query ($id: ID!) { brief(id: $id) { id } }', { id: otherDraft }, bearer(all));
    expect(draft.body.data!.brief).toBeNull();
    const read = await t.gql<{ conversation: unknown }>('query ($id: ID!) { conversation(id: $id) { id } }', { id: conversation }, bearer(all));
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data!.conversation).toBeNull();
    // A listed brand's page is public, but its briefs and conversations are its own.
    const listed = await teamBrand(t.orm, { listed: true });
    for (const field of ['briefs(first: 5) { totalCount }', 'conversations(first: 5) { totalCount }']) {
      const result = await t.gql(`query ($slug: String!) { brand(slug: $slug) { id ${field} } }`, { slug: listed.slug }, bearer(all));
      expect(result.body.errors?.[0]?.extensions?.code, field).toBe('NOT_FOUND');
    }
    // A creator's own brief is none of a key's business either.
    const creator = await createCreator(t.orm);
    const [own] = await t.orm.em.fork().execute<{ id: string }[]>(
      `insert into briefs (id, poster_id, title, description, kind, compensation_type, remote, closes_at, status, published_at)
       values (gen_random_uuid(), ?, 'A creator brief', 'Mine', 'collaboration', 'unpaid', true, now() + interval '20 days', 'open', now()) returning id`,
      [creator.id],
    );
    const theirs = await t.gql('mutation ($id: ID!) { pauseBrief(id: $id) { id } }', { id: own!.id }, bearer(all));
    expect(theirs.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('what needs a person still refuses keys: invitations, candidates, leaving and answering message requests', async () => {
    const briefId = await briefOf(brand.id);
    const { id: conversation } = await conversationOf(brand);
    for (const [document, variables] of [
      ['mutation ($id: ID!) { inviteToBrief(briefId: $id, usernames: ["someone"]) { score } }', { id: briefId }],
      ['query ($id: ID!) { briefCandidates(briefId: $id, first: 5) { totalCount } }', { id: briefId }],
      ['mutation ($id: ID!) { leaveBrandConversation(conversationId: $id) { id } }', { id: conversation }],
      ['mutation ($id: ID!) { markConversationRead(conversationId: $id) { id } }', { id: conversation }],
      ['mutation ($id: ID!) { acceptMessageRequest(conversationId: $id) { id } }', { id: conversation }],
      ['mutation ($id: ID!) { applyToBrief(briefId: $id, input: { pitch: "Me" }) { id } }', { id: briefId }],
      ['mutation ($id: ID!) { reportBrief(id: $id, reason: "Spam") { id } }', { id: briefId }],
    ] as const) {
      const result = await t.gql(document, variables, bearer(all));
      expect(result.body.errors?.[0]?.extensions?.code, document).toBe('FORBIDDEN');
    }
  });

  it('its own brand’s team, invitations, keys and calls: FORBIDDEN, whatever its grants', async () => {
    for (const [document, variables] of [
      ['query ($b: ID!) { brandMembers(brandId: $b) { userId email } }', { b: brand.id }],
      ['query ($b: ID!) { brandInvites(brandId: $b) { id email } }', { b: brand.id }],
      ['mutation ($b: ID!) { inviteBrandMember(brandId: $b, email: "x@example.test") { id } }', { b: brand.id }],
      ['query ($slug: String!) { brand(slug: $slug) { apiKeys { id } } }', { slug: brand.slug }],
      ['query ($slug: String!) { brand(slug: $slug) { apiCalls(first: 1) { edges { cursor } } } }', { slug: brand.slug }],
    ] as const) {
      const result = await t.gql(document, variables, bearer(all));
      expect(result.body.errors?.[0]?.extensions?.code, document).toBe('FORBIDDEN');
    }
  });

  it('creators: their public profile only; no account, their own conversations, matches or notifications', async () => {
    const creator = await createCreator(t.orm);
    const profile = await t.gql<{ creator: { username: string } }>(
      'query ($u: String!) { creator(username: $u) { username } }',
      { u: creator.username },
      bearer(all),
    );
    expect(profile.body.data!.creator.username).toBe(creator.username);
    const viewer = await t.gql<{ viewer: unknown }>('{ viewer { id email } }', {}, bearer(all));
    expect(viewer.body.data!.viewer).toBeNull();
    // A conversation that is not its brand's is none, as for anyone (ids cannot be probed).
    const none = await t.gql<{ conversation: unknown }>(`{ conversation(id: "${randomUUID()}") { id } }`, {}, bearer(all));
    expect(none.body.data!.conversation).toBeNull();
    for (const document of [
      '{ brandMatches(first: 3) { score } }',
      '{ briefFeed(first: 5) { totalCount } }',
      'mutation { updateProfile(input: { bio: "Key" }) { id } }',
      '{ connectionSuggestions(first: 3) { score } }',
      'mutation { markNotificationsSeen }',
    ]) {
      const result = await t.gql(document, {}, bearer(all));
      expect(result.body.errors?.[0]?.extensions?.code, document).toBe('FORBIDDEN');
    }
  });

  it('the policy refuses a key every action it has a rule for: keys reach only what assertBrandAgent lets through', () => {
    const key: ApiKeyActor = { kind: 'apiKey', keyId: randomUUID(), brandId: brand.id, grants: Object.fromEntries(API_RESOURCES.map((r) => [r, 'WRITE'])) };
    for (const action of Object.keys(ACTIONS) as Action[]) {
      const subjects = [
        undefined,
        { ownerId: randomUUID() },
        { teamRole: 'owner' as const, verified: true },
        { accountType: 'brand' },
        { accountType: 'creator' },
      ];
      for (const subject of subjects) {
        let refused: unknown;
        try {
          assertCan(key, action, subject);
        } catch (error) {
          refused = error;
        }
        expect(refused instanceof AppError && refused.code, action).toBe('FORBIDDEN');
      }
    }
  });
});
