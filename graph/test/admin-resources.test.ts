import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../src/shared/csrf.js';
import { tierFor } from '../src/modules/resource/resource-admin.service.js';
import { auditOf, createSessionCookie, createUser, queuedRecomputes, UserRole } from './seed-helpers.js';
import { startTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let admin: { id: string; cookie: string };
let creator: { id: string; cookie: string };

beforeAll(async () => {
  t = await startTestApp();
  const a = await createUser(t.orm, { role: UserRole.ADMIN });
  admin = { id: a.id, cookie: await createSessionCookie(t.orm, a.id) };
  const c = await createUser(t.orm);
  creator = { id: c.id, cookie: await createSessionCookie(t.orm, c.id) };
});
afterAll(async () => {
  await t.close();
});

type Gql = { body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] } };
type Resource = {
  id: string;
  slug: string;
  name: string;
  category: string[];
  pricing: string;
  pricingTier: string;
  features: string[];
  website: string;
  url: string;
  logoUrl: string;
  targetGenres: string[];
  careerStages: string[];
  regions: string[];
  skills: string[];
  lookingFor: string[];
  archivedAt: string | null;
  updatedAt: string;
};
const FIELDS =
  'id slug name category pricing pricingTier features website url logoUrl targetGenres careerStages regions skills lookingFor archivedAt updatedAt';

const as = (cookie?: string): Record<string, string> => (cookie ? { cookie } : {});
const codeOf = (result: Gql) => result.body.errors?.[0]?.extensions?.code;
const fieldsOf = (result: Gql) => result.body.errors?.[0]?.extensions?.fields as Record<string, string> | undefined;

/**
 * A resource only this test's creators fit: a genre, a need and words of its own, a stage and a
 * region most creators lack, so that the creators of files running beside this one never score
 * it high enough to be matched with it.
 */
function niche(more: Record<string, unknown> = {}) {
  const tag = randomUUID().slice(0, 8);
  return {
    name: `Theremin Lab ${tag}`,
    description: `Theremin tuning lessons for zeuhl${tag} players: pitch antennas, volume loops and vibrato drills.`,
    category: ['education'],
    pricing: 'From $9/month',
    website: 'https://theremin.example',
    targetGenres: [`Zeuhl ${tag}`],
    careerStages: ['professional'],
    regions: ['africa'],
    lookingFor: [`Theremin tuning ${tag}`],
    ...more,
  };
}

async function create(input: Record<string, unknown>, cookie = admin.cookie): Promise<Gql & { resource?: Resource }> {
  const result = await t.gql(`mutation ($input: CreateResourceInput!) { createResource(input: $input) { ${FIELDS} } }`, { input }, as(cookie));
  return { ...result, resource: (result.body.data?.createResource as Resource | undefined) ?? undefined };
}
async function created(input: Record<string, unknown>): Promise<Resource> {
  const { body, resource } = await create(input);
  expect(body.errors).toBeUndefined();
  return resource!;
}
const update = (id: string, input: Record<string, unknown>, cookie = admin.cookie) =>
  t.gql<{ updateResource: Resource }>(
    `mutation ($id: ID!, $input: UpdateResourceInput!) { updateResource(id: $id, input: $input) { ${FIELDS} } }`,
    { id, input },
    as(cookie),
  );
const archive = (id: string, cookie = admin.cookie) =>
  t.gql<{ archiveResource: Resource }>(`mutation ($id: ID!) { archiveResource(id: $id) { ${FIELDS} } }`, { id }, as(cookie));
const restore = (id: string, cookie = admin.cookie) =>
  t.gql<{ restoreResource: Resource }>(`mutation ($id: ID!) { restoreResource(id: $id) { ${FIELDS} } }`, { id }, as(cookie));

const auditCount = async () => {
  const { body } = await t.gql<{ auditLog: { totalCount: number } }>(
    'query ($actorId: ID) { auditLog(action: "resource", actorId: $actorId) { totalCount } }',
    { actorId: admin.id },
    as(admin.cookie),
  );
  return body.data!.auditLog.totalCount;
};

/** What the public library shows of a name: its list, its slug page and its category counts. */
async function inLibrary(resource: Resource) {
  const { body } = await t.gql<{
    resources: { edges: { node: { id: string } }[] };
    resource: { id: string } | null;
    resourceCategories: { category: string; count: number }[];
  }>(
    'query ($q: String, $slug: String!) { resources(search: $q) { edges { node { id } } } resource(slug: $slug) { id } resourceCategories(search: $q) { category count } }',
    { q: resource.name, slug: resource.slug },
  );
  expect(body.errors).toBeUndefined();
  return {
    listed: body.data!.resources.edges.some((e) => e.node.id === resource.id),
    page: body.data!.resource?.id === resource.id,
    counted: body.data!.resourceCategories.length > 0,
  };
}

type AdminList = { adminResources: { totalCount: number; edges: { node: Resource }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } };
const adminList = (variables: Record<string, unknown>, cookie = admin.cookie) =>
  t.gql<AdminList>(
    `query ($search: String, $category: String, $sort: AdminResourceSort, $includeArchived: Boolean, $first: Int, $after: String) {
      adminResources(search: $search, category: $category, sort: $sort, includeArchived: $includeArchived, first: $first, after: $after) {
        totalCount edges { node { ${FIELDS} } } pageInfo { hasNextPage endCursor }
      }
    }`,
    variables,
    as(cookie),
  );

/** A creator whose profile fits `resource` well: its genre, its need, its stage and a city in its region. */
async function fanOf(resource: { targetGenres: string[]; lookingFor: string[] }) {
  const user = await createUser(t.orm);
  const cookie = await createSessionCookie(t.orm, user.id);
  const profile = {
    artistName: 'Ayo Theremin',
    bio: 'Lagos theremin player of zeuhl music; I practise pitch antennas, volume loops and vibrato drills every day and want tuning lessons.',
    genres: resource.targetGenres,
    location: 'Lagos, Nigeria',
    careerStage: 'professional',
    skills: ['Live Performance'],
    lookingFor: resource.lookingFor,
  };
  const put = await fetch(`${t.baseUrl}/api/profiles`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(profile),
  });
  expect(put.status).toBe(200);
  // The save queues a recompute: wait for the worker to run it, then recompute here, so that the
  // matches read next come from this call.
  await expect.poll(() => queuedRecomputes(t.orm, [user.id])).toBe(0);
  const refreshed = await t.gql('mutation { refreshMatches { matchCount } }', {}, { cookie });
  expect(refreshed.body.errors).toBeUndefined();
  return { id: user.id, cookie };
}

type Match = { id: string; status: string; matchScore: number; matchReason: string; resource: { id: string } };
/** The creator's matches as their dashboard reads them (recomputed first when stale), with the counts. */
async function dashboard(cookie: string) {
  const { body } = await t.gql<{
    viewer: { matches: { edges: { node: Match }[] }; recentRecommendations: { resource: { id: string } }[]; brandConnectionStats: { resourceMatches: number } };
  }>(
    '{ viewer { matches(first: 50) { edges { node { id status matchScore matchReason resource { id } } } } recentRecommendations(first: 4) { resource { id } } brandConnectionStats { resourceMatches } } }',
    {},
    { cookie },
  );
  expect(body.errors).toBeUndefined();
  return body.data!.viewer;
}
const matchTo = async (cookie: string, resourceId: string) =>
  (await dashboard(cookie)).matches.edges.map((e) => e.node).find((m) => m.resource.id === resourceId);

describe('createResource', () => {
  it('creates a resource with its defaults, a readable unique slug and exactly one resource.create entry; the library shows it', async () => {
    const input = niche({ careerStages: undefined, regions: undefined, pricing: 'Free' });
    const first = await created(input);
    expect(first).toMatchObject({
      name: input.name,
      slug: input.name.toLowerCase().replace(/ /g, '-'),
      pricingTier: 'FREE',
      url: 'https://theremin.example',
      logoUrl: `/logos/${input.name.toLowerCase().replace(/ /g, '-')}.svg`,
      careerStages: ['beginner', 'emerging', 'established', 'professional'],
      regions: ['global'],
      features: [],
      skills: [],
      archivedAt: null,
    });
    const entries = await auditOf(t.orm, 'resource', first.id, { actorId: admin.id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'resource.create',
      targetLabel: input.name,
      before: null,
      after: { name: input.name, slug: first.slug, category: ['education'], regions: ['global'] },
    });
    expect(await inLibrary(first)).toEqual({ listed: true, page: true, counted: true });

    // The same name again: the next free slug. Lists are cleaned and spelled as the vocabulary spells them.
    const second = await created({
      ...input,
      category: ['Education', 'education'],
      skills: [' live   performance ', 'Live Performance', 'Theremin'],
      pricing: 'Free plan; pro from $5',
    });
    expect(second.slug).toBe(`${first.slug}-2`);
    expect(second).toMatchObject({ category: ['education'], skills: ['Live Performance', 'Theremin'], pricingTier: 'FREEMIUM' });
    await archive(first.id);
    await archive(second.id);
  });

  it('refuses visitors and creators, and bad input at its fields, saving nothing', async () => {
    const before = await auditCount();
    const input = niche();
    expect(codeOf(await create(input, ''))).toBe('UNAUTHENTICATED');
    expect(codeOf(await create(input, creator.cookie))).toBe('FORBIDDEN');

    const bad = await create({
      ...input,
      description: '   ',
      category: ['education', 'astrology'],
      website: 'javascript:alert(1)',
      url: 'https://user:secret@theremin.example',
      careerStages: [],
      regions: ['mars'],
      features: ['x'.repeat(101)],
      logoUrl: 'https://tracker.example/logo.png',
    });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(Object.keys(fieldsOf(bad)!).sort()).toEqual(['careerStages', 'category', 'description', 'features', 'logoUrl', 'regions', 'url', 'website']);
    expect(fieldsOf(bad)!.category).toMatch(/^Unknown category “astrology”/);
    expect(fieldsOf(bad)!.careerStages).toBe('Pick at least one career stage');

    const missing = await create({ name: input.name, description: input.description, pricing: input.pricing, website: input.website, category: [] });
    expect(fieldsOf(missing)).toEqual({ category: 'Pick at least one category' });
    expect(fieldsOf(await create({ ...input, name: 'x'.repeat(121) }))).toEqual({ name: 'Name must be at most 120 characters' });

    expect(await auditCount()).toBe(before);
    const { body } = await adminList({ search: input.name, includeArchived: true });
    expect(body.data!.adminResources.totalCount).toBe(0);
  });

  it('takes an uploaded logo from the admins-only logo route, and no other address', async () => {
    const png = await sharp({ create: { width: 512, height: 300, channels: 4, background: '#7c3aed' } })
      .png()
      .toBuffer();
    const upload = (cookie: string, file: Blob) => {
      const form = new FormData();
      form.append('logo', file, 'logo.png');
      return fetch(`${t.baseUrl}/api/admin/resource-logos`, { method: 'POST', body: form, headers: { cookie, [CSRF_HEADER]: '1', origin: t.baseUrl } });
    };
    const stored = await upload(admin.cookie, new Blob([new Uint8Array(png)], { type: 'image/png' }));
    expect(stored.status).toBe(201);
    const { logoUrl } = (await stored.json()) as { logoUrl: string };
    expect(logoUrl).toMatch(/^\/uploads\/logo-[0-9a-f]{24}\.webp$/);
    const served = await fetch(`${t.baseUrl}${logoUrl}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ width: 256, height: 150 });

    const resource = await created(niche({ logoUrl }));
    expect(resource.logoUrl).toBe(logoUrl);
    // Back to the generated logo, which follows the name.
    const generated = await update(resource.id, { logoUrl: null });
    expect(generated.body.data!.updateResource.logoUrl).toBe(`/logos/${resource.slug}.svg`);

    for (const address of ['/uploads/../secret.webp', '/uploads/ad-0123456789abcdef01234567.webp', 'data:image/png;base64,AAAA']) {
      expect(fieldsOf(await update(resource.id, { logoUrl: address }))?.logoUrl, address).toBeDefined();
    }
    expect((await upload(creator.cookie, new Blob([new Uint8Array(png)], { type: 'image/png' }))).status).toBe(403);
    const notImage = await upload(admin.cookie, new Blob(['hello'], { type: 'image/png' }));
    expect(notImage.status).toBe(400);
    expect(((await notImage.json()) as { fields: Record<string, string> }).fields.logo).toBe('Not a JPEG, PNG or WebP image');
    await archive(resource.id);
  });
});

describe('updateResource', () => {
  it('changes the fields sent, with one resource.update entry holding only the changed fields', async () => {
    const resource = await created(niche());
    const renamed = `${resource.name} Pro`;
    const changed = await update(resource.id, {
      name: renamed,
      pricing: resource.pricing,
      pricingTier: 'PREMIUM',
      features: ['Weekly drills', 'Tuning charts'],
      url: '',
    });
    expect(changed.body.errors).toBeUndefined();
    // The slug stays (links to it keep working); the generated logo follows the new name.
    expect(changed.body.data!.updateResource).toMatchObject({
      name: renamed,
      slug: resource.slug,
      pricingTier: 'PREMIUM',
      features: ['Weekly drills', 'Tuning charts'],
      url: resource.website,
      logoUrl: `/logos/${resource.slug}-pro.svg`,
    });
    const entries = await auditOf(t.orm, 'resource', resource.id, { actorId: admin.id });
    expect(entries.map((e) => e.action)).toEqual(['resource.update', 'resource.create']);
    expect(entries[0]).toEqual({
      action: 'resource.update',
      targetType: 'resource',
      targetId: resource.id,
      targetLabel: renamed,
      actorId: admin.id,
      before: { name: resource.name, pricingTier: 'paid', features: [], logoUrl: resource.logoUrl },
      after: { name: renamed, pricingTier: 'premium', features: ['Weekly drills', 'Tuning charts'], logoUrl: `/logos/${resource.slug}-pro.svg` },
    });

    // Nothing new: no entry, and the row is untouched.
    const same = await update(resource.id, { name: renamed, regions: ['Africa'] });
    expect(same.body.errors).toBeUndefined();
    expect(same.body.data!.updateResource.updatedAt).toBe(changed.body.data!.updateResource.updatedAt);
    expect(await auditOf(t.orm, 'resource', resource.id, { actorId: admin.id })).toHaveLength(2);
    await archive(resource.id);
  });

  it('refuses visitors, creators, unknown ids and bad input, changing nothing', async () => {
    const resource = await created(niche());
    const before = await auditCount();
    expect(codeOf(await update(resource.id, { pricing: 'Free' }, ''))).toBe('UNAUTHENTICATED');
    expect(codeOf(await update(resource.id, { pricing: 'Free' }, creator.cookie))).toBe('FORBIDDEN');
    expect(codeOf(await update(randomUUID(), { pricing: 'Free' }))).toBe('NOT_FOUND');
    expect(fieldsOf(await update('not-an-id', { pricing: 'Free' }))).toEqual({ id: 'Not a resource id (a UUID)' });

    // One bad field spoils the whole change: the good ones are not saved either.
    const bad = await update(resource.id, {
      pricing: 'Free',
      website: 'ftp://theremin.example',
      targetGenres: Array.from({ length: 21 }, (_, i) => `Genre ${i}`),
    });
    expect(fieldsOf(bad)).toEqual({ website: 'Website must be an http:// or https:// address', targetGenres: 'At most 20 items' });
    const { body } = await adminList({ search: resource.name });
    expect(body.data!.adminResources.edges[0]!.node).toEqual(resource);
    expect(await auditCount()).toBe(before);
    await archive(resource.id);
  });
});

describe('archiveResource and restoreResource', () => {
  it("takes a resource out of the library and creators' matches, bookmarked ones included, and a restore brings it back", async () => {
    const resource = await created(niche());
    const fan = await fanOf(resource);
    const match = await matchTo(fan.cookie, resource.id);
    expect(match?.matchScore).toBeGreaterThanOrEqual(75);
    const bookmark = await t.gql('mutation ($id: ID!) { updateMatchStatus(id: $id, status: BOOKMARKED) { id } }', { id: match!.id }, { cookie: fan.cookie });
    expect(bookmark.body.errors).toBeUndefined();
    const countBefore = (await dashboard(fan.cookie)).brandConnectionStats.resourceMatches;

    expect(codeOf(await archive(resource.id, ''))).toBe('UNAUTHENTICATED');
    expect(codeOf(await archive(resource.id, creator.cookie))).toBe('FORBIDDEN');
    const archived = await archive(resource.id);
    expect(archived.body.errors).toBeUndefined();
    expect(Date.parse(archived.body.data!.archiveResource.archivedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(await inLibrary(resource)).toEqual({ listed: false, page: false, counted: false });

    // Gone from the creator's dashboard once the catalogue sweep has run.
    await expect.poll(() => matchTo(fan.cookie, resource.id)).toBeUndefined();
    const after = await dashboard(fan.cookie);
    expect(after.recentRecommendations.map((r) => r.resource.id)).not.toContain(resource.id);
    expect(after.brandConnectionStats.resourceMatches).toBe(countBefore - 1);

    // Admins still see it, archived, when they ask for archived resources.
    expect((await adminList({ search: resource.name })).body.data!.adminResources.totalCount).toBe(0);
    const listed = await adminList({ search: resource.name, includeArchived: true });
    expect(listed.body.data!.adminResources.edges.map((e) => e.node.archivedAt)).toEqual([archived.body.data!.archiveResource.archivedAt]);

    // Archiving twice changes nothing and writes no second entry.
    expect((await archive(resource.id)).body.data!.archiveResource.archivedAt).toBe(archived.body.data!.archiveResource.archivedAt);
    expect(codeOf(await restore(resource.id, creator.cookie))).toBe('FORBIDDEN');
    const restored = await restore(resource.id);
    expect(restored.body.data!.restoreResource.archivedAt).toBeNull();
    expect(await inLibrary(resource)).toEqual({ listed: true, page: true, counted: true });
    await expect.poll(async () => (await matchTo(fan.cookie, resource.id))?.status).toBe('ACTIVE');

    const entries = await auditOf(t.orm, 'resource', resource.id, { actorId: admin.id });
    expect(entries.map((e) => e.action)).toEqual(['resource.restore', 'resource.archive', 'resource.create']);
    expect(entries[1]).toMatchObject({ before: { archivedAt: null }, after: { archivedAt: archived.body.data!.archiveResource.archivedAt } });
    expect(entries[0]).toMatchObject({ before: { archivedAt: archived.body.data!.archiveResource.archivedAt }, after: { archivedAt: null } });
    await archive(resource.id);
  });

  it("keeps a creator's dismissal across an archive and a restore", async () => {
    const resource = await created(niche());
    const fan = await fanOf(resource);
    const match = await matchTo(fan.cookie, resource.id);
    await t.gql('mutation ($id: ID!) { updateMatchStatus(id: $id, status: DISMISSED) { id } }', { id: match!.id }, { cookie: fan.cookie });
    await archive(resource.id);
    await restore(resource.id);
    await expect
      .poll(async () => (await t.orm.em.fork().execute<{ status: string }[]>('select status from matches where id = ?', [match!.id]))[0]?.status)
      .toBe('dismissed');
    expect(await matchTo(fan.cookie, resource.id)).toBeUndefined();
    await archive(resource.id);
  });
});

describe('every edit reaches MatchMade', () => {
  it('announces the change once, marks matches stale through the job queue and the next read recomputes them', async () => {
    const resource = await created(niche());
    const fan = await fanOf(resource);
    const before = await matchTo(fan.cookie, resource.id);
    expect(before?.matchReason).toContain(resource.lookingFor[0]);

    const heard: string[] = [];
    const iterator = t.app.pubsub.subscribe('CATALOG_UPDATED')[Symbol.asyncIterator]();
    const listening = (async () => {
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        heard.push(next.value.kind);
      }
    })();
    // The resource no longer answers the creator's need.
    const changed = await update(resource.id, { lookingFor: ['Funding'] });
    expect(changed.body.errors).toBeUndefined();
    await expect.poll(async () => (await matchTo(fan.cookie, resource.id))?.matchReason).not.toContain(resource.lookingFor[0]);
    // The need's weight (30) is gone; its words left the description's vector too.
    expect((await matchTo(fan.cookie, resource.id))!.matchScore).toBeLessThanOrEqual(before!.matchScore - 28);
    const [profile] = await t.orm.em
      .fork()
      .execute<{ stale: boolean }[]>('select matches_stale_at is not null as stale from profiles where user_id = ?', [fan.id]);
    expect(profile!.stale).toBe(false);
    expect(heard).toEqual(['resources']);
    await iterator.return?.();
    await listening;
    await archive(resource.id);
  });
});

describe('adminResources', () => {
  it('searches, filters by category, sorts and pages, for admins only', async () => {
    const tag = randomUUID().slice(0, 8);
    const older = await created(niche({ name: `Bowing Atlas ${tag}`, category: ['education', 'gear'] }));
    // Lower case first: names sort as people read them, not by code point ("B" < "a").
    const newer = await created(niche({ name: `arco school ${tag}` }));
    const byName = await adminList({ search: tag });
    expect(byName.body.data!.adminResources.edges.map((e) => e.node.id)).toEqual([newer.id, older.id]);
    const newest = await adminList({ search: tag, sort: 'NEWEST', first: 1 });
    expect(newest.body.data!.adminResources).toMatchObject({ totalCount: 2, edges: [{ node: { id: newer.id } }], pageInfo: { hasNextPage: true } });
    const next = await adminList({ search: tag, sort: 'NEWEST', first: 1, after: newest.body.data!.adminResources.pageInfo.endCursor });
    expect(next.body.data!.adminResources).toMatchObject({ edges: [{ node: { id: older.id } }], pageInfo: { hasNextPage: false } });
    await update(older.id, { pricing: 'From $10/month' });
    expect((await adminList({ search: tag, sort: 'RECENTLY_UPDATED' })).body.data!.adminResources.edges[0]!.node.id).toBe(older.id);
    expect((await adminList({ search: tag, category: 'gear' })).body.data!.adminResources.edges.map((e) => e.node.id)).toEqual([older.id]);

    expect(codeOf(await adminList({}, ''))).toBe('UNAUTHENTICATED');
    expect(codeOf(await adminList({}, creator.cookie))).toBe('FORBIDDEN');
    expect(fieldsOf(await adminList({ first: 500 }))).toEqual({ first: 'from 1 to 100' });
    // Creators never read archivedAt, even through the public library.
    const peek = await t.gql('{ resources(first: 1) { edges { node { archivedAt } } } }', {}, { cookie: creator.cookie });
    expect(codeOf(peek)).toBe('FORBIDDEN');
    await archive(older.id);
    await archive(newer.id);
  });
});

describe('the pricing tier a price implies', () => {
  it.each([
    ['Free', 'free'],
    ['Free (open source)', 'free'],
    ['Free plan; paid plans from $14.99/year', 'freemium'],
    ['Free for 14 days, then $12/month', 'freemium'],
    ['From $24.99/year', 'paid'],
    ['$299 once', 'paid'],
  ])('%s is %s', (pricing, tier) => {
    expect(tierFor(pricing)).toBe(tier);
  });
});
