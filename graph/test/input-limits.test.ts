import { gzipSync } from 'node:zlib';
import { createClient } from 'graphql-ws';
import { getNamedType, isInputObjectType, isListType, isNonNullType, isObjectType, isScalarType, type GraphQLInputType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { FILTER_LIMITS, PROFILE_LIMITS, RESOURCE_LIMITS } from '../src/shared/limits.js';
import { createSessionCookie, createUser, UserRole } from './seed-helpers.js';
import { startTestApp, type TestApp } from './test-app.js';

let t: TestApp;
const statements: string[] = [];
beforeAll(async () => {
  // No job worker: a recompute this file queues would run its SQL inside the watched window.
  t = await startTestApp({ WORKER: 'off' }, { onQuery: (sql) => statements.push(sql) });
});
afterAll(async () => {
  await t.close();
});

async function signedIn(role = UserRole.CREATOR) {
  const user = await createUser(t.orm, { role });
  return createSessionCookie(t.orm, user.id);
}

async function rest(method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The statements a request ran that read `table`: none, when input is refused up front. */
async function sqlOn<T>(table: string, request: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  statements.length = 0;
  const result = await request();
  return { result, statements: statements.filter((sql) => sql.includes(`"${table}"`) || new RegExp(`\\b${table}\\b`).test(sql)) };
}

const long = (n: number) => 'x'.repeat(n);

describe('text and list arguments have a maximum, refused before any SQL', () => {
  // Each argument just past its limit: the error names the argument and the limit.
  const cases: { name: string; table: string; query: string; variables: Record<string, unknown>; arg: string; limit: string }[] = [
    {
      name: 'brands(search:)',
      table: 'brands',
      query: 'query ($v: String) { brands(search: $v) { totalCount } }',
      variables: { v: long(FILTER_LIMITS.search + 1) },
      arg: 'search',
      limit: '100',
    },
    {
      name: 'brands(category:)',
      table: 'brands',
      query: 'query ($v: String) { brands(category: $v) { totalCount } }',
      variables: { v: long(FILTER_LIMITS.key + 1) },
      arg: 'category',
      limit: '80',
    },
    {
      name: 'brandCategories(search:)',
      table: 'brands',
      query: 'query ($v: String) { brandCategories(search: $v) { count } }',
      variables: { v: long(900_000) },
      arg: 'search',
      limit: '100',
    },
    {
      name: 'brand(slug:)',
      table: 'brands',
      query: 'query ($v: String!) { brand(slug: $v) { id } }',
      variables: { v: long(FILTER_LIMITS.key + 1) },
      arg: 'slug',
      limit: '80',
    },
    {
      name: 'resources(search:)',
      table: 'resources',
      query: 'query ($v: String) { resources(search: $v) { totalCount } }',
      variables: { v: long(FILTER_LIMITS.search + 1) },
      arg: 'search',
      limit: '100',
    },
    {
      name: 'resources(category:)',
      table: 'resources',
      query: 'query ($v: String) { resources(category: $v) { totalCount } }',
      variables: { v: long(FILTER_LIMITS.key + 1) },
      arg: 'category',
      limit: '80',
    },
    {
      name: 'resourceCategories(search:)',
      table: 'resources',
      query: 'query ($v: String) { resourceCategories(search: $v) { count } }',
      variables: { v: long(FILTER_LIMITS.search + 1) },
      arg: 'search',
      limit: '100',
    },
    {
      name: 'resource(slug:)',
      table: 'resources',
      query: 'query ($v: String!) { resource(slug: $v) { id } }',
      variables: { v: long(FILTER_LIMITS.key + 1) },
      arg: 'slug',
      limit: '80',
    },
    {
      name: 'creators(search:)',
      table: 'profiles',
      query: 'query ($v: String) { creators(search: $v) { totalCount } }',
      variables: { v: long(FILTER_LIMITS.search + 1) },
      arg: 'search',
      limit: '100',
    },
    {
      name: 'creators(genre:)',
      table: 'profiles',
      query: 'query ($v: String) { creators(genre: $v) { totalCount } }',
      variables: { v: long(FILTER_LIMITS.term + 1) },
      arg: 'genre',
      limit: '60',
    },
    {
      name: 'creators(skill:)',
      table: 'profiles',
      query: 'query ($v: String) { creators(skill: $v) { totalCount } }',
      variables: { v: long(FILTER_LIMITS.term + 1) },
      arg: 'skill',
      limit: '60',
    },
    {
      name: 'creators(lookingFor:) items',
      table: 'profiles',
      query: 'query ($v: [String!]) { creators(lookingFor: $v) { totalCount } }',
      variables: { v: Array.from({ length: FILTER_LIMITS.listItems + 1 }, (_, i) => `need ${i}`) },
      arg: 'lookingFor',
      limit: '50 items',
    },
    {
      name: 'creators(lookingFor:) item length',
      table: 'profiles',
      query: 'query ($v: [String!]) { creators(lookingFor: $v) { totalCount } }',
      variables: { v: ['Mastering', long(FILTER_LIMITS.term + 1)] },
      arg: 'lookingFor',
      limit: '60',
    },
    {
      name: 'bannerAds(placement:)',
      table: 'banner_ads',
      query: 'query ($v: String!) { bannerAds(placement: $v) { id } }',
      variables: { v: long(FILTER_LIMITS.key + 1) },
      arg: 'placement',
      limit: '80',
    },
  ];

  it.each(cases)('$name', async ({ table, query, variables, arg, limit }) => {
    const { result, statements: ran } = await sqlOn(table, () => t.gql(query, variables));
    expect(result.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.body.errors?.[0]?.message).toContain(arg);
    expect(result.body.errors?.[0]?.message).toContain(limit);
    expect(ran).toEqual([]);
  });

  it("for admins too: the back office's catalogue arguments", async () => {
    const cookie = await signedIn(UserRole.ADMIN);
    const query = 'query ($s: String, $c: String) { adminResources(search: $s, category: $c) { totalCount } }';
    for (const [variables, arg, limit] of [
      [{ s: long(FILTER_LIMITS.search + 1) }, 'search', '100'],
      [{ c: long(FILTER_LIMITS.key + 1) }, 'category', '80'],
    ] as const) {
      const { result, statements: ran } = await sqlOn('resources', () => t.gql(query, variables, { cookie }));
      expect(result.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(result.body.errors?.[0]?.message).toContain(arg);
      expect(result.body.errors?.[0]?.message).toContain(limit);
      expect(ran).toEqual([]);
    }
    const input = {
      name: 'x',
      description: 'x',
      category: ['education'],
      pricing: 'Free',
      website: 'https://example.test',
      features: ['x'.repeat(RESOURCE_LIMITS.featureLength + 1)],
    };
    const { result, statements: ran } = await sqlOn('resources', () =>
      t.gql('mutation ($i: CreateResourceInput!) { createResource(input: $i) { id } }', { i: input }, { cookie }),
    );
    expect(result.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { features: `Each item at most ${RESOURCE_LIMITS.featureLength} characters` },
    });
    expect(ran).toEqual([]);
  });

  it('accepts a search of exactly the limit', async () => {
    const { body } = await t.gql<{ brands: { totalCount: number } }>('query ($v: String) { brands(search: $v) { totalCount } }', {
      v: long(FILTER_LIMITS.search),
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.brands.totalCount).toBe(0);
  });

  it('writes the limit of every text and list argument into the schema', () => {
    // Any String, ID or list argument or input field without a stated bound fails here by name.
    const unbounded: string[] = [];
    const stated = /characters|items|UUID|One of/;
    const isTextOrList = (type: GraphQLInputType) => {
      const inner = isNonNullType(type) ? type.ofType : type;
      return isListType(inner) || (isScalarType(inner) && ['String', 'ID'].includes(inner.name));
    };
    const visitedInputs = new Set<string>();
    const checkInput = (typeName: string) => {
      const type = t.app.schema.getType(typeName);
      if (!isInputObjectType(type) || visitedInputs.has(typeName)) return;
      visitedInputs.add(typeName);
      for (const field of Object.values(type.getFields())) {
        if (isTextOrList(field.type) && !stated.test(field.description ?? '')) unbounded.push(`${typeName}.${field.name}`);
        checkInput(getNamedType(field.type).name);
      }
    };
    for (const type of Object.values(t.app.schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        for (const arg of field.args) {
          if (isTextOrList(arg.type) && !stated.test(arg.description ?? '')) unbounded.push(`${type.name}.${field.name}(${arg.name})`);
          checkInput(getNamedType(arg.type).name);
        }
      }
    }
    expect(unbounded).toEqual([]);
  });
});

describe('a 200,000-item list', () => {
  const HUGE = Array.from({ length: 200_000 }, () => 'a');

  it('is refused by the creator directory, not a stack overflow', async () => {
    const { result, statements: ran } = await sqlOn('profiles', () => t.gql('query ($v: [String!]) { creators(lookingFor: $v) { totalCount } }', { v: HUGE }));
    expect(result.body.errors?.[0]).toMatchObject({ message: 'lookingFor must have at most 50 items', extensions: { code: 'BAD_USER_INPUT' } });
    expect(ran).toEqual([]);
  });

  it('is refused by updateProfile over GraphQL and by PUT /api/profiles', async () => {
    const cookie = await signedIn();
    const { body } = await t.gql('mutation ($i: UpdateProfileInput!) { updateProfile(input: $i) { id } }', { i: { lookingFor: HUGE } }, { cookie });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { lookingFor: `At most ${PROFILE_LIMITS.listItems} items` } });
    const put = await rest('PUT', '/api/profiles', { lookingFor: HUGE }, { cookie });
    expect(put).toEqual({ status: 400, body: { error: 'At most 20 items', fields: { lookingFor: 'At most 20 items' } } });
  });

  it('is refused by createResource and updateResource, before any SQL', async () => {
    const cookie = await signedIn(UserRole.ADMIN);
    const input = { name: 'Huge', description: 'Huge', category: HUGE, pricing: 'Free', website: 'https://example.test' };
    const created = await sqlOn('resources', () => t.gql('mutation ($i: CreateResourceInput!) { createResource(input: $i) { id } }', { i: input }, { cookie }));
    expect(created.result.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { category: `At most ${RESOURCE_LIMITS.categories} items` },
    });
    expect(created.statements).toEqual([]);
    const updated = await sqlOn('resources', () =>
      t.gql(
        'mutation ($i: UpdateResourceInput!) { updateResource(id: "00000000-0000-4000-8000-000000000000", input: $i) { id } }',
        { i: { skills: HUGE } },
        { cookie },
      ),
    );
    expect(updated.result.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { skills: `At most ${RESOURCE_LIMITS.listItems} items` },
    });
    expect(updated.statements).toEqual([]);
  });
});

describe('NUL characters', () => {
  const NUL = 'a\u0000b';

  it('are refused in REST bodies with a 400 naming the field', async () => {
    const cookie = await signedIn();
    const put = await rest('PUT', '/api/profiles', { bio: NUL }, { cookie });
    expect(put).toEqual({ status: 400, body: { error: 'Text may not contain NUL characters (\\u0000) or unpaired surrogates: found in bio' } });
    const nested = await rest('PUT', '/api/profiles', { lookingFor: ['Mastering', NUL] }, { cookie });
    expect(nested.status).toBe(400);
    expect(nested.body.error).toContain('lookingFor[1]');
    const login = await rest('POST', '/api/login', { email: `x${NUL}@example.test`, password: 'long enough password' });
    expect(login.status).toBe(400);
    expect(login.body.error).toContain('email');
    const chat = await rest('POST', '/api/chat', { message: NUL });
    expect(chat.status).toBe(400);
  });

  it('refuse an unpaired surrogate too, which PostgreSQL refuses in json (found by the fuzz test in chat)', async () => {
    const chat = await rest('POST', '/api/chat', { message: 'Y%\ud800Y' });
    expect(chat).toEqual({ status: 400, body: { error: 'Text may not contain NUL characters (\\u0000) or unpaired surrogates: found in message' } });
    const gql = await t.gql('mutation ($m: String!) { chat(message: $m) { response } }', { m: 'lone \udc00 half' });
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // A well-formed pair (an emoji) is text like any other.
    expect((await rest('POST', '/api/chat', { message: 'How do I plan a release? 🎵' })).status).toBe(200);
  });

  it('are refused in GraphQL variables and in string literals, before execution', async () => {
    const variable = await t.gql('query ($q: String) { brands(search: $q) { totalCount } }', { q: NUL });
    expect(variable.status).toBe(400);
    expect(variable.body.errors?.[0]).toMatchObject({
      message: 'Text may not contain NUL characters (\\u0000) or unpaired surrogates: found in variable $q',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const literal = await t.gql('{ brands(search: "a\\u0000b") { totalCount } }');
    expect(literal.status).toBe(400);
    expect(literal.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const cookie = await signedIn();
    const input = await t.gql(
      'mutation ($i: UpdateProfileInput!) { updateProfile(input: $i) { id } }',
      { i: { socialMedia: { x: `https://x.com/${NUL}` } } },
      { cookie },
    );
    expect(input.status).toBe(400);
    expect(input.body.errors?.[0]?.message).toContain('$i.socialMedia.x');
  });

  it('are refused over graphql-ws', async () => {
    const client = createClient({
      url: t.baseUrl.replace('http', 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: true,
    });
    try {
      const errors = await new Promise<unknown>((resolve) => {
        client.subscribe(
          { query: 'query ($q: String) { brands(search: $q) { totalCount } }', variables: { q: NUL } },
          {
            next: (value) => resolve(value.errors),
            error: resolve,
            complete: () => undefined,
          },
        );
      });
      expect(errors).toEqual([
        expect.objectContaining({
          message: 'Text may not contain NUL characters (\\u0000) or unpaired surrogates: found in variable $q',
          extensions: { code: 'BAD_USER_INPUT' },
        }),
      ]);
    } finally {
      await client.dispose();
    }
  });
});

describe('forged cursors and huge numbers', () => {
  const cursor = (text: string) => Buffer.from(text).toString('base64url');

  it.each([
    ['an offset past Number.MAX_SAFE_INTEGER', cursor('o:99999999999999999999')],
    ['an offset past PostgreSQL int range', cursor('o:2147483647')],
    ['a negative offset', cursor('o:-1')],
    ['a long cursor', cursor(`o:${'0'.repeat(200)}1`)],
  ])('refuses %s with BAD_USER_INPUT', async (_name, after) => {
    for (const field of ['brands', 'resources', 'creators']) {
      const { body } = await t.gql(`query ($a: String) { ${field}(after: $a) { totalCount } }`, { a: after });
      expect(body.errors?.[0]).toMatchObject({ message: 'Invalid cursor', extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('still pages with real cursors', async () => {
    const first = await t.gql<{ brands: { pageInfo: { endCursor: string } } }>('{ brands(first: 2) { pageInfo { endCursor } } }');
    const next = await t.gql<{ brands: { edges: unknown[] } }>('query ($a: String) { brands(first: 2, after: $a) { edges { cursor } } }', {
      a: first.body.data!.brands.pageInfo.endCursor,
    });
    expect(next.body.errors).toBeUndefined();
    expect(next.body.data!.brands.edges).toHaveLength(2);
  });

  it('refuses huge page sizes in variables', async () => {
    const page = await t.gql('query ($n: Int) { brands(first: $n) { totalCount } }', { n: 2_147_483_647 });
    expect(page.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const outOfInt = await t.gql('query ($n: Int) { brands(first: $n) { totalCount } }', { n: 1e20 });
    expect(outOfInt.status).toBe(400);
    expect(outOfInt.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const cookie = await signedIn();
    const recent = await t.gql('query ($n: Int!) { viewer { recentRecommendations(first: $n) { id } } }', { n: 2_147_483_647 }, { cookie });
    expect(recent.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('wrong-typed variables and malformed URLs', () => {
  const wsClient = () => createClient({ url: t.baseUrl.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, retryAttempts: 0, lazy: true });

  it('refuses a list variable with hundreds of wrong-typed items as BAD_USER_INPUT, nothing masked', async () => {
    // graphql-js stops after 50 errors with an error of its own, which carries no code.
    const { status, body } = await t.gql('query ($v: [String!]) { creators(lookingFor: $v) { totalCount } }', { v: Array.from({ length: 200 }, () => 1) });
    expect(status).toBe(400);
    expect(body.errors!.length).toBeGreaterThan(1);
    expect(body.errors!.map((e) => e.extensions?.code)).toEqual(body.errors!.map(() => 'BAD_USER_INPUT'));
    expect(body.errors!.at(-1)?.message).toContain('Too many errors');
  });

  it('refuses a wrong-typed variable over graphql-ws as BAD_USER_INPUT, as over HTTP', async () => {
    const client = wsClient();
    try {
      const errors = await new Promise<unknown>((resolve) => {
        client.subscribe(
          { query: 'subscription ($m: String!) { chatReply(message: $m) { delta } }', variables: { m: true } },
          {
            next: (value) => resolve(value.errors),
            error: resolve,
            complete: () => undefined,
          },
        );
      });
      expect(errors).toEqual([
        expect.objectContaining({ message: expect.stringContaining('Variable "$m" got invalid value true'), extensions: { code: 'BAD_USER_INPUT' } }),
      ]);
    } finally {
      await client.dispose();
    }
  });

  it.each([
    ['PATCH', '/api/matchmade/matches/%'],
    ['PATCH', '/api/matchmade/matches/%E0%A4%A'],
    ['GET', '/api/screenshot/%zz'],
    ['GET', '/logos/%C0%AF.svg'],
  ])('answers %s %s, a malformed percent-encoding, with 400', async (method, path) => {
    const cookie = await signedIn();
    const response = await fetch(`${t.baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie },
      body: method === 'GET' ? undefined : '{}',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Malformed percent-encoding in the URL' });
  });
});

describe('ids that are not UUIDs', () => {
  it.each(['-'.repeat(36), 'a'.repeat(36)])('answers a match id of %s as unknown, without asking PostgreSQL', async (id) => {
    const cookie = await signedIn();
    const patched = await rest('PATCH', `/api/matchmade/matches/${id}`, { status: 'bookmarked' }, { cookie });
    expect(patched).toEqual({ status: 404, body: { error: 'No such match' } });
    const { body } = await t.gql('query ($id: ID!) { viewer { match(id: $id) { id } } }', { id }, { cookie });
    expect(body.errors).toBeUndefined();
  });
});

describe('malformed compressed bodies', () => {
  const garbage = Buffer.from('this is not gzip at all');
  const truncated = gzipSync(JSON.stringify({ query: '{ __typename }' })).subarray(0, 12);

  it.each([
    ['/graphql', garbage],
    ['/graphql', truncated],
    ['/api/login', garbage],
    ['/api/login', truncated],
  ])('POST %s answers 400 with a clear error', async (path, body) => {
    const response = await fetch(`${t.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body });
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error?: string; errors?: { message: string }[] };
    expect(json.error ?? json.errors?.[0]?.message).toBe('The request body could not be decompressed: check its Content-Encoding');
  });

  it('still reads a well-formed gzip body', async () => {
    const response = await fetch(`${t.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(JSON.stringify({ query: '{ __typename }' })),
    });
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('search indexes', () => {
  // The demo catalogue is small enough that a scan wins; with scans priced out, the plan shows
  // that the "contains" searches can be answered from the trigram indexes (bench:search measures 100,000 rows).
  async function plan(sql: string): Promise<string> {
    const em = t.orm.em.fork();
    return em.transactional(async (tx) => {
      await tx.execute('set local enable_seqscan = off');
      const rows = await tx.execute<{ 'QUERY PLAN': string }[]>(`explain ${sql}`);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  }

  it('keeps the case-insensitive "contains" search of name and tagline or description', async () => {
    const count = async (field: string, q: string) =>
      (await t.gql<Record<string, { totalCount: number }>>(`query ($q: String) { ${field}(search: $q) { totalCount } }`, { q })).body.data![field]!.totalCount;
    expect(await count('brands', 'DISTROKID')).toBe(1);
    expect(await count('brands', 'istroki')).toBe(1);
    // LIKE's wildcards are searched as themselves: "%" finds only the brands that write one ("keep 100% of royalties").
    const [literal] = await t.orm.em.fork().execute<{ n: number }[]>(`select count(*)::int as n from brands where listed and strpos(search_text, '%') > 0`);
    expect(await count('brands', '%')).toBe(literal!.n);
    expect(await count('brands', '%_%')).toBe(0);
    const [resource] = await t.orm.em.fork().execute<{ name: string; description: string }[]>('select name, description from resources where active limit 1');
    expect(await count('resources', resource!.name.toUpperCase())).toBeGreaterThanOrEqual(1);
    expect(await count('resources', resource!.description.slice(5, 25))).toBeGreaterThanOrEqual(1);
  });

  it('answers brand, resource and creator searches from pg_trgm indexes', async () => {
    expect(await plan(`select * from brands where search_text like lower('%Beat%')`)).toContain('brands_search_text_trgm');
    expect(await plan(`select * from resources where search_text like lower('%Beat%')`)).toContain('resources_search_text_trgm');
    expect(await plan(`select * from profiles where artist_name ilike '%nova%' or bio ilike '%nova%' or location ilike '%nova%'`)).toContain(
      'profiles_bio_trgm',
    );
  });
});

describe('control and bidirectional characters in text', () => {
  /** A brand account signed up over REST, with its session cookie. */
  async function brandAccount() {
    const response = await fetch(`${t.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `brand-${crypto.randomUUID().slice(0, 8)}@example.test`, password: 'a-strong-passphrase', userType: 'brand' }),
    });
    expect(response.status).toBe(201);
    return /sb_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')![0];
  }
  const brandInput = (name: string) => ({
    name,
    tagline: 'A label',
    description: 'We release records.\nLine two.',
    category: 'distribution',
    website: 'https://label.example',
  });
  const createBrand = 'mutation ($input: BrandInput!) { createBrand(input: $input) { name description } }';

  it('refuses a brand name with CR/LF, naming the field and the character, before any SQL', async () => {
    const cookie = await brandAccount();
    const { result, statements: ran } = await sqlOn('brands', () => t.gql(createBrand, { input: brandInput('Acme\r\nBcc: someone@example.test') }, { cookie }));
    expect(result.status).toBe(400);
    expect(result.body.errors?.[0]).toMatchObject({
      message: 'name contains a character that is not allowed (U+000D).',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(ran).toEqual([]);
    // The argument's name decides, not the variable's: a variable called $bio bound to a name is one line.
    const renamed = await t.gql(
      'mutation ($bio: String!) { createBrand(input: { name: $bio, category: "distribution", tagline: "t", description: "d", website: "https://a.example" }) { name } }',
      { bio: 'Acme\nRecords' },
      { cookie },
    );
    expect(renamed.body.errors?.[0]).toMatchObject({
      message: 'name contains a character that is not allowed (U+000A).',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // A literal in the document too.
    const literal = await t.gql(
      'mutation { createBrand(input: { name: "Acme\\nRecords", category: "distribution", tagline: "t", description: "d", website: "https://a.example" }) { name } }',
      {},
      { cookie },
    );
    expect(literal.body.errors?.[0]).toMatchObject({
      message: 'name contains a character that is not allowed (U+000A).',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // A line separator and a search term with a tab are refused alike.
    const search = await t.gql('query ($q: String) { brands(search: $q) { totalCount } }', { q: 'acme\u2028' });
    expect(search.body.errors?.[0]?.message).toBe('search contains a character that is not allowed (U+2028).');
  });

  it('refuses bidirectional controls: a name that reads as another', async () => {
    const cookie = await signedIn();
    const result = await t.gql(
      'mutation ($i: UpdateProfileInput!) { updateProfile(input: $i) { artistName } }',
      { i: { artistName: 'Nova\u202Eevil' } },
      { cookie },
    );
    expect(result.status).toBe(400);
    expect(result.body.errors?.[0]).toMatchObject({
      message: 'artistName contains a character that is not allowed (U+202E).',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const listItem = await t.gql(
      'mutation ($i: UpdateProfileInput!) { updateProfile(input: $i) { artistName } }',
      { i: { genres: ['Ambient', 'House\u2066'] } },
      { cookie },
    );
    expect(listItem.body.errors?.[0]?.message).toBe('genres contains a character that is not allowed (U+2066).');
    const brandCookie = await brandAccount();
    const bidiBrand = await t.gql(createBrand, { input: brandInput('Acme \u200FRecords') }, { cookie: brandCookie });
    expect(bidiBrand.body.errors?.[0]?.message).toBe('name contains a character that is not allowed (U+200F).');
  });

  it('keeps line breaks and tabs in a bio, a description and a message', async () => {
    const cookie = await signedIn();
    const bio = 'First line\nSecond line\r\n\tIndented';
    const result = await t.gql('mutation ($i: UpdateProfileInput!) { updateProfile(input: $i) { bio } }', { i: { bio } }, { cookie });
    expect(result.body.errors).toBeUndefined();
    expect((result.body.data as { updateProfile: { bio: string } }).updateProfile.bio).toContain('First line\nSecond line');
    const brand = await t.gql(createBrand, { input: brandInput(`Line Label ${crypto.randomUUID().slice(0, 8)}`) }, { cookie: await brandAccount() });
    expect(brand.body.errors).toBeUndefined();
    expect((brand.body.data as { createBrand: { description: string } }).createBrand.description).toBe('We release records.\nLine two.');
    // A bio still refuses what is not a line break.
    const bell = await t.gql('mutation ($i: UpdateProfileInput!) { updateProfile(input: $i) { bio } }', { i: { bio: 'ring\u0007' } }, { cookie });
    expect(bell.body.errors?.[0]?.message).toBe('bio contains a character that is not allowed (U+0007).');
  });

  it('leaves passwords as typed', async () => {
    const email = `tabbed-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const password = 'tab\there \u202Eand\u0085 more';
    expect((await rest('POST', '/api/register', { email, password })).status).toBe(201);
    expect((await rest('POST', '/api/login', { email, password })).status).toBe(200);
    const login = await t.gql('mutation ($i: LoginInput!) { login(input: $i) { id } }', { i: { email, password } });
    expect(login.body.errors).toBeUndefined();
  });

  it('are refused over graphql-ws', async () => {
    const client = createClient({ url: t.baseUrl.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, retryAttempts: 0, lazy: true });
    try {
      const errors = await new Promise<unknown>((resolve) => {
        client.subscribe(
          { query: 'query ($q: String) { brands(search: $q) { totalCount } }', variables: { q: 'acme\nrecords' } },
          {
            next: (value) => resolve(value.errors),
            error: resolve,
            complete: () => undefined,
          },
        );
      });
      expect(errors).toEqual([
        expect.objectContaining({
          message: 'search contains a character that is not allowed (U+000A).',
          extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
        }),
      ]);
    } finally {
      await client.dispose();
    }
  });

  it('are refused in REST bodies with a 400 naming the field', async () => {
    const cookie = await signedIn();
    const put = await rest('PUT', '/api/profiles', { artistName: 'Nova\r\nX-Header: 1', bio: 'Two\nlines' }, { cookie });
    expect(put).toEqual({
      status: 400,
      body: {
        error: 'artistName contains a character that is not allowed (U+000D).',
        fields: { artistName: 'artistName contains a character that is not allowed (U+000D).' },
      },
    });
    const item = await rest('PUT', '/api/profiles', { lookingFor: ['Mastering', 'Mixing\u202E'] }, { cookie });
    expect(item.status).toBe(400);
    expect(item.body.error).toBe('lookingFor contains a character that is not allowed (U+202E).');
    expect((await rest('PUT', '/api/profiles', { bio: 'Two\nlines' }, { cookie })).status).toBe(200);
  });

  it('walks a 150,000-deep input in linear time: a 400, never a stack overflow', async () => {
    const depth = 150_000;
    const deep = `${'['.repeat(depth)}"a\\nb"${']'.repeat(depth)}`;
    const started = performance.now();
    const response = await fetch(`${t.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"query":"query ($v: [String!]) { creators(lookingFor: $v) { totalCount } }","variables":{"v":${deep}}}`,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]).toMatchObject({ message: 'lookingFor contains a character that is not allowed (U+000A).', extensions: { code: 'BAD_USER_INPUT' } });
    expect(performance.now() - started).toBeLessThan(5000);
    const rested = await fetch(`${t.baseUrl}/api/chat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"message":${deep}}` });
    expect(rested.status).toBe(400);
  });
});
