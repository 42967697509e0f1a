import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS } from '../src/db/seed/data/brands.js';
import { RESOURCES } from '../src/db/seed/data/resources.js';
import { QUERY_LIMITS } from '../src/security.js';
import { createMatch, createSessionCookie, createUser, MatchStatus, UserRole } from './seed-helpers.js';
import { startTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('viewer', () => {
  it('is null when signed out', async () => {
    const { status, body } = await t.gql('{ viewer { id } }');
    expect(status).toBe(200);
    expect(body).toEqual({ data: { viewer: null } });
  });

  it('is the session user when the cookie names a live session', async () => {
    const user = await createUser(t.orm, { firstName: 'Ada' });
    const cookie = await createSessionCookie(t.orm, user.id);
    const { body } = await t.gql('{ viewer { id email username firstName role userType profile { id } } }', {}, { cookie });
    expect(body.data).toEqual({
      viewer: { id: user.id, email: user.email, username: user.username, firstName: 'Ada', role: 'CREATOR', userType: 'ARTIST', profile: null },
    });
  });

  it('ignores expired and idle sessions', async () => {
    const user = await createUser(t.orm);
    const expired = await createSessionCookie(t.orm, user.id, { expiresAt: new Date(Date.now() - 1000) });
    const idle = await createSessionCookie(t.orm, user.id, { lastSeenAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) });
    for (const cookie of [expired, idle, 'sb_session=not-a-real-token']) {
      const { body } = await t.gql('{ viewer { id } }', {}, { cookie });
      expect(body.data).toEqual({ viewer: null });
    }
  });

  it('hands one account nothing private of another', async () => {
    const alice = await createUser(t.orm);
    const bob = await createUser(t.orm);
    const aliceCookie = await createSessionCookie(t.orm, alice.id);
    const { body } = await t.gql('{ viewer { id email brandConnections { id } } }', {}, { cookie: aliceCookie });
    expect(body.data?.viewer).toMatchObject({ id: alice.id, email: alice.email });
    expect(JSON.stringify(body)).not.toContain(bob.id);
    expect(JSON.stringify(body)).not.toContain(bob.email);
  });

  it("lists the viewer's own matches, best first, dismissed left out unless asked for", async () => {
    const alice = await createUser(t.orm);
    const bob = await createUser(t.orm);
    const low = await createMatch(t.orm, alice.id, { score: 61, resourceOffset: 0 });
    const high = await createMatch(t.orm, alice.id, { score: 92, resourceOffset: 1 });
    const dismissed = await createMatch(t.orm, alice.id, { score: 99, resourceOffset: 2, status: MatchStatus.DISMISSED });
    const bobs = await createMatch(t.orm, bob.id, { score: 80, resourceOffset: 3 });
    const cookie = await createSessionCookie(t.orm, alice.id);
    type Q = { viewer: { matches: { totalCount: number; edges: { node: { id: string; matchScore: number; resource: { name: string } } }[] } } };
    const all = await t.gql<Q>('{ viewer { matches(first: 10) { totalCount edges { node { id matchScore resource { name } } } } } }', {}, { cookie });
    expect(all.body.data!.viewer.matches.edges.map((e) => e.node.id)).toEqual([high.id, low.id]);
    expect(all.body.data!.viewer.matches.edges[0]!.node.resource.name).toBe(high.resourceName);
    const onlyDismissed = await t.gql<Q>(
      '{ viewer { matches(status: DISMISSED) { edges { node { id matchScore resource { name } } } totalCount } } }',
      {},
      { cookie },
    );
    expect(onlyDismissed.body.data!.viewer.matches.edges.map((e) => e.node.id)).toEqual([dismissed.id]);
    expect(JSON.stringify(all.body)).not.toContain(bobs.id);
  });

  it('gives REST the same isolation: /api/user is always the cookie owner', async () => {
    const alice = await createUser(t.orm);
    const bob = await createUser(t.orm);
    const response = await fetch(`${t.baseUrl}/api/user`, { headers: { cookie: await createSessionCookie(t.orm, alice.id) } });
    const body = await response.text();
    expect(JSON.parse(body).id).toBe(alice.id);
    expect(body).not.toContain(bob.email);
  });

  it('knows admins by role', async () => {
    const admin = await createUser(t.orm, { role: UserRole.ADMIN });
    const cookie = await createSessionCookie(t.orm, admin.id);
    const { body } = await t.gql('{ viewer { role } }', {}, { cookie });
    expect(body.data).toEqual({ viewer: { role: 'ADMIN' } });
  });
});

describe('catalogue', () => {
  it('serves the seeded brands as a Relay connection, page by page', async () => {
    const query =
      'query ($after: String) { brands(first: 10, after: $after) { totalCount edges { cursor node { slug name logoUrl } } pageInfo { hasNextPage endCursor } } }';
    type Page = { brands: { totalCount: number; edges: { node: { slug: string; logoUrl: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } };
    const first = await t.gql<Page>(query);
    const page1 = first.body.data!.brands;
    // The file's database holds the demo data and what this file writes, nothing else's.
    expect(page1.totalCount).toBe(BRANDS.length);
    expect(page1.edges).toHaveLength(10);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    expect(page1.edges[0]!.node.logoUrl).toBe(`/logos/${page1.edges[0]!.node.slug}.svg`);
    const second = await t.gql<Page>(query, { after: page1.pageInfo.endCursor });
    const slugs1 = page1.edges.map((e) => e.node.slug);
    const slugs2 = second.body.data!.brands.edges.map((e) => e.node.slug);
    expect(slugs2).toHaveLength(10);
    expect(slugs2.some((s) => slugs1.includes(s))).toBe(false);
  });

  it('filters brands by category and search', async () => {
    const { body } = await t.gql<{ brands: { edges: { node: { category: string } }[] } }>(
      '{ brands(first: 100, category: "mastering") { edges { node { category } } } }',
    );
    const categories = body.data!.brands.edges.map((e) => e.node.category);
    expect(categories.length).toBe(BRANDS.filter((b) => b.category === 'mastering').length);
    expect(new Set(categories)).toEqual(new Set(['mastering']));
  });

  it('serves 60+ resources with the attributes matching needs', async () => {
    const { body } = await t.gql<{ resources: { totalCount: number; edges: { node: Record<string, unknown[]> }[] } }>(
      '{ resources(first: 100) { totalCount edges { node { name category features careerStages lookingFor regions } } } }',
    );
    expect(body.data!.resources.totalCount).toBe(RESOURCES.length);
    expect(body.data!.resources.edges.map(({ node }) => node.name).sort()).toEqual(RESOURCES.map((r) => r.name).sort());
    for (const { node } of body.data!.resources.edges) {
      expect(node.category!.length).toBeGreaterThan(0);
      expect(node.features!.length).toBeGreaterThanOrEqual(4);
      expect(node.careerStages!.length).toBeGreaterThan(0);
      expect(node.lookingFor!.length).toBeGreaterThan(0);
    }
  });

  it('lists seeded creators in the public directory, filtered, with nothing private', async () => {
    type Q = { creators: { totalCount: number; edges: { node: { artistName: string; genres: string[] } }[] } };
    const all = await t.gql<Q>('{ creators(first: 50) { totalCount edges { node { artistName genres location username } } } }');
    expect(all.body.data!.creators.totalCount).toBeGreaterThanOrEqual(40);
    const { body } = await t.gql<Q>('{ creators(first: 50, genre: "hip-hop") { totalCount edges { node { artistName genres } } } }');
    expect(body.data!.creators.totalCount).toBeGreaterThan(0);
    for (const { node } of body.data!.creators.edges) expect(node.genres.map((g) => g.toLowerCase())).toContain('hip-hop');
    const leak = await t.gql('{ creators(first: 1) { edges { node { email } } } }');
    expect(leak.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(all.body)).not.toContain('@demo.soundboard.test');
  });

  it('lists banner ads, one of them the bundled DistroKid logo', async () => {
    const { body } = await t.gql<{ bannerAds: { imageUrl: string; sponsor: string }[] }>('{ bannerAds { imageUrl sponsor linkUrl title } }');
    expect(body.data!.bannerAds.length).toBeGreaterThanOrEqual(3);
    expect(body.data!.bannerAds.map((a) => a.imageUrl)).toContain('DISTROKID_LOGO');
  });

  it('refuses a bad cursor or page size with BAD_USER_INPUT', async () => {
    for (const args of ['first: 0', 'first: 1000', 'after: "bm9wZQ"']) {
      const { body } = await t.gql(`{ brands(${args}) { totalCount } }`);
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});

describe('abuse limits', () => {
  /** Introspection types recurse (__Type.fields → __Field.type → __Type): the classic depth bomb. */
  const depthBomb = (levels: number) => `{ __schema { types { ${'fields { type { '.repeat(levels)}name${' } }'.repeat(levels)} } } }`;

  it('answers the introspection query GraphiQL sends', async () => {
    const { getIntrospectionQuery } = await import('graphql');
    const { body } = await t.gql(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }));
    expect(body.errors).toBeUndefined();
  });

  it('refuses a depth-bombed query with a clear error', async () => {
    const { status, body } = await t.gql(depthBomb(20));
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/depth/i);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses an alias flood', async () => {
    const aliases = Array.from({ length: 200 }, (_, i) => `a${i}: bannerAds { id }`).join(' ');
    const { status, body } = await t.gql(`{ ${aliases} }`);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/alias/i);
  });

  it('refuses a token flood', async () => {
    const fields = Array.from({ length: QUERY_LIMITS.maxTokens }, () => '__typename').join(' ');
    const { status, body } = await t.gql(`{ ${fields} }`);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/token/i);
  });

  it('refuses batched requests', async () => {
    const response = await fetch(`${t.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ viewer { id } }' }, { query: '{ viewer { id } }' }]),
    });
    expect(response.status).toBe(400);
  });

  it('refuses simple cross-site GET requests (CSRF prevention)', async () => {
    const plain = await fetch(`${t.baseUrl}/graphql?query=${encodeURIComponent('{ viewer { id } }')}`);
    expect(plain.status).toBe(400);
    const preflighted = await fetch(`${t.baseUrl}/graphql?query=${encodeURIComponent('{ viewer { id } }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(await preflighted.json()).toEqual({ data: { viewer: null } });
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const response = await fetch(`${t.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ errors: [{ message: 'Malformed JSON in the request body', extensions: { code: 'BAD_REQUEST' } }] });
    expect(text).not.toMatch(/at .+\.(ts|js):\d+/);
  });

  it('answers a 2 MB body with 413', async () => {
    const big = JSON.stringify({ query: '{ viewer { id } }', variables: { pad: 'x'.repeat(2 * 1024 * 1024) } });
    const response = await fetch(`${t.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(response.status).toBe(413);
  });
});
