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
    const inbox = await t.gql('query ($b: ID!) { brandInbox(brandId: $b) { totalCount } }', { b: other.id }, bearer(all));
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

  it('creators: their public profile only; no account, conversations, matches or notifications', async () => {
    const creator = await createCreator(t.orm);
    const profile = await t.gql<{ creator: { username: string } }>(
      'query ($u: String!) { creator(username: $u) { username } }',
      { u: creator.username },
      bearer(all),
    );
    expect(profile.body.data!.creator.username).toBe(creator.username);
    const viewer = await t.gql<{ viewer: unknown }>('{ viewer { id email } }', {}, bearer(all));
    expect(viewer.body.data!.viewer).toBeNull();
    for (const document of [
      `{ conversation(id: "${randomUUID()}") { id } }`,
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
