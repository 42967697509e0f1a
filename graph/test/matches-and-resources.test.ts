import { print, type DocumentNode } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BookmarkResourceMutationDocument,
  MatchesRouteQueryDocument,
  ResourceRouteQueryDocument,
  ResourcesRouteCategoriesQueryDocument,
  ResourcesRouteQueryDocument,
  UpdateMatchStatusMutationDocument,
} from '../../web/src/gql/graphql.js';
import { CSRF_HEADER } from '../src/shared/csrf.js';
import { MatchAction } from '../src/modules/matchmade/match-action.entity.js';
import { Match, MatchStatus } from '../src/modules/matchmade/match.entity.js';
import { Resource } from '../src/modules/resource/resource.entity.js';
import { createCreator, FULL_PROFILE, MANY_MATCHES_PROFILE } from './seed-helpers.js';
import { startTestApp, type GqlBody, type TestApp } from './test-app.js';

/**
 * The server side of /matches and /resources/:slug, through the web app's own
 * operations: the type filter of `matches`, `resourceFit`, `bookmarkResource`, and the library's
 * sort and price-tier filter, with their limits.
 */
let t: TestApp;
/** SQL statements the app ran while `counting` (see the statement-count test). */
const statements: string[] = [];
let counting = false;
beforeAll(async () => {
  t = await startTestApp({}, { onQuery: (sql) => counting && statements.push(sql) });
});
afterAll(async () => {
  await t.close();
});

/** Sends one of the web app's documents; the answer is typed by the document. */
async function execute<R, V>(document: TypedDocumentNode<R, V>, variables: V, cookie?: string): Promise<GqlBody<R>> {
  return (await t.gql<R>(print(document as DocumentNode), variables as Record<string, unknown>, cookie ? { cookie } : {})).body;
}

function expectData<R>(body: GqlBody<R>): R {
  expect(body.errors).toBeUndefined();
  return body.data!;
}

async function creator(profile: Record<string, unknown> = MANY_MATCHES_PROFILE) {
  const user = await createCreator(t.orm, null);
  const { cookie } = user;
  const put = await fetch(`${t.baseUrl}/api/profiles`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(profile),
  });
  expect(put.status).toBe(200);
  const refreshed = await fetch(`${t.baseUrl}/api/matchmade/refresh`, { method: 'POST', headers: { cookie, [CSRF_HEADER]: '1' } });
  expect(refreshed.status).toBe(200);
  return { id: user.id, cookie };
}

const codes = (body: GqlBody<unknown>) => body.errors?.map((e) => e.extensions?.code);

describe('matches(status, recommendationType)', () => {
  it('narrows the list to one type and one status, with totals that add up', async () => {
    const { cookie } = await creator();
    const all = expectData(await execute(MatchesRouteQueryDocument, { first: 100 }, cookie)).viewer!.matches;
    expect(all.totalCount).toBeGreaterThan(5);
    const types = new Set(all.edges.map((e) => e.node.recommendationType));
    let sum = 0;
    for (const type of ['ESSENTIAL', 'RECOMMENDED', 'OPTIONAL'] as const) {
      const only = expectData(await execute(MatchesRouteQueryDocument, { first: 100, recommendationType: type }, cookie)).viewer!.matches;
      expect(only.edges.every((e) => e.node.recommendationType === type)).toBe(true);
      expect(only.totalCount).toBe(only.edges.length);
      // Best first within a type too.
      const scores = only.edges.map((e) => e.node.matchScore);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      sum += only.totalCount;
    }
    expect(sum).toBe(all.totalCount);
    expect(types.size).toBeGreaterThan(1);

    // Type and status together: bookmark one match of the first type, and only it is listed.
    const target = all.edges[1]!.node;
    expectData(await execute(UpdateMatchStatusMutationDocument, { id: target.id, status: 'BOOKMARKED' }, cookie));
    const both = expectData(
      await execute(MatchesRouteQueryDocument, { first: 20, status: 'BOOKMARKED', recommendationType: target.recommendationType }, cookie),
    ).viewer!.matches;
    expect(both.edges.map((e) => e.node.id)).toEqual([target.id]);
    const otherType = (['ESSENTIAL', 'RECOMMENDED', 'OPTIONAL'] as const).find((type) => type !== target.recommendationType)!;
    expect(
      expectData(await execute(MatchesRouteQueryDocument, { first: 20, status: 'BOOKMARKED', recommendationType: otherType }, cookie)).viewer!.matches
        .totalCount,
    ).toBe(0);
  });

  it('pages within a filter and refuses pages past the limit', async () => {
    const { cookie } = await creator();
    const type = expectData(await execute(MatchesRouteQueryDocument, { first: 1 }, cookie)).viewer!.matches.edges[0]!.node.recommendationType;
    const first = expectData(await execute(MatchesRouteQueryDocument, { first: 2, recommendationType: type }, cookie)).viewer!.matches;
    const next = expectData(await execute(MatchesRouteQueryDocument, { first: 2, after: first.pageInfo.endCursor, recommendationType: type }, cookie)).viewer!
      .matches;
    const whole = expectData(await execute(MatchesRouteQueryDocument, { first: 4, recommendationType: type }, cookie)).viewer!.matches;
    expect([...first.edges, ...next.edges].map((e) => e.node.id)).toEqual(whole.edges.map((e) => e.node.id));
    expect(codes(await execute(MatchesRouteQueryDocument, { first: 101, recommendationType: type }, cookie))).toEqual(['BAD_USER_INPUT']);
    expect(codes(await execute(MatchesRouteQueryDocument, { first: 5, after: 'x'.repeat(65) }, cookie))).toEqual(['BAD_USER_INPUT']);
  });

  it('undoes a dismissal to the status before it, kept by the server and not counted as a new action', async () => {
    const { id: userId, cookie } = await creator();
    const [match] = expectData(await execute(MatchesRouteQueryDocument, { first: 1 }, cookie)).viewer!.matches.edges.map((e) => e.node);
    expectData(await execute(UpdateMatchStatusMutationDocument, { id: match!.id, status: 'BOOKMARKED' }, cookie));
    expectData(await execute(UpdateMatchStatusMutationDocument, { id: match!.id, status: 'DISMISSED' }, cookie));
    const dismissed = expectData(await execute(MatchesRouteQueryDocument, { first: 20, status: 'DISMISSED' }, cookie)).viewer!.matches;
    expect(dismissed.edges.map((e) => e.node.id)).toEqual([match!.id]);

    // The Undo of the toast: back to BOOKMARKED, as it was.
    const undone = expectData(await execute(UpdateMatchStatusMutationDocument, { id: match!.id, status: 'BOOKMARKED' }, cookie));
    expect(undone.updateMatchStatus.status).toBe('BOOKMARKED');
    expect((await t.orm.em.fork().findOneOrFail(Match, { id: match!.id })).status).toBe(MatchStatus.BOOKMARKED);
    const bookmarked = expectData(await execute(MatchesRouteQueryDocument, { first: 20, status: 'BOOKMARKED' }, cookie)).viewer!.matches;
    expect(bookmarked.edges.map((e) => e.node.id)).toEqual([match!.id]);
    const actions = await t.orm.em.fork().find(MatchAction, { user: userId }, { orderBy: { id: 'asc' } });
    expect(actions.map((a) => a.action)).toEqual(['bookmarked', 'dismissed']);
  });
});

describe('User.resourceFit', () => {
  it("answers a matched resource with the creator's stored match, and any other with the engine's verdict", async () => {
    const { id: userId, cookie } = await creator(FULL_PROFILE);
    const em = t.orm.em.fork();
    const stored = await em.find(Match, { user: userId }, { populate: ['resource'], orderBy: { matchScore: 'desc' } });
    const matched = stored[0]!;
    const fit = expectData(await execute(ResourceRouteQueryDocument, { slug: matched.resource.slug }, cookie));
    expect(fit.resource!.name).toBe(matched.resource.name);
    expect(fit.viewer!.resourceFit).toMatchObject({ score: matched.matchScore, reason: matched.matchReason, match: { id: matched.id, status: 'ACTIVE' } });
    expect(fit.viewer!.resourceFit!.breakdown.map((f) => f.name).sort()).toEqual(['careerStage', 'genres', 'lookingFor', 'region', 'skills', 'text']);

    const matchedIds = new Set(stored.map((m) => m.resource.id));
    const other = (await em.find(Resource, { active: true }, { orderBy: { slug: 'asc' } })).find((r) => !matchedIds.has(r.id))!;
    const unmatched = expectData(await execute(ResourceRouteQueryDocument, { slug: other.slug }, cookie)).viewer!.resourceFit!;
    expect(unmatched.match).toBeNull();
    // Below the engine's bar for a match, and the factors add up to the score.
    expect(unmatched.score).toBeLessThanOrEqual(stored.at(-1)!.matchScore);
    expect(Math.round(unmatched.breakdown.reduce((sum, f) => sum + f.weight * f.score, 0))).toBe(unmatched.score);
    expect(unmatched.reason.length).toBeGreaterThan(10);
  });

  it('is null for an unknown slug, refuses one past the limit, and is never read for a visitor', async () => {
    const { cookie } = await creator(FULL_PROFILE);
    const unknown = expectData(await execute(ResourceRouteQueryDocument, { slug: 'no-such-resource-anywhere' }, cookie));
    expect(unknown).toMatchObject({ resource: null, viewer: { resourceFit: null } });
    expect(codes(await execute(ResourceRouteQueryDocument, { slug: 'x'.repeat(81) }, cookie))).toContain('BAD_USER_INPUT');

    const visitor = expectData(await execute(ResourceRouteQueryDocument, { slug: 'distrokid' }));
    expect(visitor.viewer).toBeNull();
    expect(visitor.resource?.slug).toBe('distrokid');
    expect(visitor.resource?.features.length).toBeGreaterThan(0);
  });
});

describe('bookmarkResource', () => {
  it('saves a resource that is not a match as a bookmarked match that outlives a recompute', async () => {
    const { id: userId, cookie } = await creator(FULL_PROFILE);
    const em = t.orm.em.fork();
    const matchedIds = new Set((await em.find(Match, { user: userId })).map((m) => m.resource.id));
    const other = (await em.find(Resource, { active: true }, { orderBy: { slug: 'desc' } })).find((r) => !matchedIds.has(r.id))!;

    const saved = expectData(await execute(BookmarkResourceMutationDocument, { resourceId: other.id }, cookie)).bookmarkResource;
    expect(saved).toMatchObject({ status: 'BOOKMARKED', resource: { id: other.id } });
    const fit = expectData(await execute(ResourceRouteQueryDocument, { slug: other.slug }, cookie)).viewer!.resourceFit!;
    expect(fit.match).toMatchObject({ id: saved.id, status: 'BOOKMARKED' });

    // A second press changes nothing; a recompute keeps it.
    expect(expectData(await execute(BookmarkResourceMutationDocument, { resourceId: other.id }, cookie)).bookmarkResource.id).toBe(saved.id);
    const refreshed = await fetch(`${t.baseUrl}/api/matchmade/refresh`, { method: 'POST', headers: { cookie, [CSRF_HEADER]: '1' } });
    expect(refreshed.status).toBe(200);
    const bookmarks = expectData(await execute(MatchesRouteQueryDocument, { first: 20, status: 'BOOKMARKED' }, cookie)).viewer!.matches;
    expect(bookmarks.edges.map((e) => e.node.id)).toEqual([saved.id]);
    expect(await t.orm.em.fork().count(MatchAction, { user: userId, action: MatchStatus.BOOKMARKED })).toBe(1);
  });

  it("turns an existing match BOOKMARKED, refuses unknown resources and visitors, and never touches another creator's matches", async () => {
    const alice = await creator(FULL_PROFILE);
    const bob = await creator(FULL_PROFILE);
    const em = t.orm.em.fork();
    const aliceMatch = (await em.find(Match, { user: alice.id }, { orderBy: { matchScore: 'desc' }, limit: 1 }))[0]!;
    const bobsBefore = await em.find(Match, { user: bob.id, resource: aliceMatch.resource.id });

    const saved = expectData(await execute(BookmarkResourceMutationDocument, { resourceId: aliceMatch.resource.id }, alice.cookie)).bookmarkResource;
    expect(saved).toMatchObject({ id: aliceMatch.id, status: 'BOOKMARKED' });
    const bobsAfter = await t.orm.em.fork().find(Match, { user: bob.id, resource: aliceMatch.resource.id });
    expect(bobsAfter.map((m) => m.status)).toEqual(bobsBefore.map((m) => m.status));

    expect(codes(await execute(BookmarkResourceMutationDocument, { resourceId: '00000000-0000-4000-8000-000000000000' }, alice.cookie))).toEqual(['NOT_FOUND']);
    expect(codes(await execute(BookmarkResourceMutationDocument, { resourceId: 'not-a-uuid'.repeat(200) }, alice.cookie))).toEqual(['NOT_FOUND']);
    expect(codes(await execute(BookmarkResourceMutationDocument, { resourceId: aliceMatch.resource.id }))).toEqual(['UNAUTHENTICATED']);
  });
});

describe('resources(sort, pricingTier) and resourceCategories(pricingTier)', () => {
  const TIER_ORDER = ['FREE', 'FREEMIUM', 'PAID', 'PREMIUM'];

  it('sorts by name as people read, newest first, or by price tier', async () => {
    const byName = expectData(await execute(ResourcesRouteQueryDocument, { first: 100 })).resources.edges.map((e) => e.node);
    const names = byName.map((r) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const newest = expectData(await execute(ResourcesRouteQueryDocument, { first: 100, sort: 'NEWEST' })).resources.edges.map((e) => e.node.id);
    const created = await t.orm.em.fork().find(Resource, { id: { $in: newest } });
    const at = new Map(created.map((r) => [r.id, r.createdAt.getTime()]));
    const times = newest.map((id) => at.get(id)!);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const byPrice = expectData(await execute(ResourcesRouteQueryDocument, { first: 100, sort: 'PRICE' })).resources.edges.map((e) => e.node);
    const ranks = byPrice.map((r) => TIER_ORDER.indexOf(r.pricingTier));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(ranks).size).toBeGreaterThan(1);
  });

  it('filters by price tier, and counts categories under the same tier', async () => {
    for (const tier of ['FREE', 'PREMIUM'] as const) {
      const list = expectData(await execute(ResourcesRouteQueryDocument, { first: 100, pricingTier: tier })).resources;
      expect(list.totalCount).toBeGreaterThan(0);
      expect(list.edges.every((e) => e.node.pricingTier === tier)).toBe(true);
      const counts = expectData(await execute(ResourcesRouteCategoriesQueryDocument, { pricingTier: tier })).resourceCategories;
      const expected = new Map<string, number>();
      for (const { node } of list.edges) for (const category of node.category) expected.set(category, (expected.get(category) ?? 0) + 1);
      expect(new Map(counts.map((c) => [c.category, c.count]))).toEqual(expected);
    }
  });

  it('refuses values outside the enums as bad requests, never a 500', async () => {
    const sort = await t.gql('{ resources(first: 1, sort: CHEAPEST) { totalCount } }');
    expect(sort.status).toBe(400);
    const tier = await t.gql('query ($t: PricingTier) { resources(first: 1, pricingTier: $t) { totalCount } }', { t: 'x'.repeat(10_000) });
    expect(tier.status).toBe(400);
    const categories = await t.gql('{ resourceCategories(pricingTier: CHEAP) { count } }');
    expect(categories.status).toBe(400);
    const type = await t.gql('query ($t: RecommendationType) { viewer { matches(first: 1, recommendationType: $t) { totalCount } } }', { t: 'NOPE' });
    expect(type.status).toBe(400);
  });
});

describe("the pages' own operations", () => {
  /** How many SQL statements one operation costs, once the creator's matches are fresh. */
  async function statementsFor<R, V>(document: TypedDocumentNode<R, V>, variables: V, cookie: string): Promise<number> {
    expectData(await execute(document, variables, cookie));
    statements.length = 0;
    counting = true;
    try {
      expectData(await execute(document, variables, cookie));
    } finally {
      counting = false;
    }
    return statements.length;
  }

  it('cost a fixed number of SQL statements, whatever the number of matches', async () => {
    const { id: userId, cookie } = await creator();
    // Every statement of the app counts, its job worker's too: measured once the queue is empty
    // (the profile save's recompute and this file's earlier ones done). The database is the
    // file's own, so no other file's job or catalogue change comes in between.
    const pending = async () => Number((await t.orm.em.fork().execute<{ n: string }[]>('select count(*) as n from graphile_worker.jobs'))[0]!.n);
    await expect.poll(pending).toBe(0);
    // The same filters, 1 match or 20 of them: no statement per match.
    for (const filter of [{ recommendationType: 'RECOMMENDED' }, { status: 'ACTIVE' }] as const) {
      const one = await statementsFor(MatchesRouteQueryDocument, { first: 1, ...filter }, cookie);
      const twenty = await statementsFor(MatchesRouteQueryDocument, { first: 20, ...filter }, cookie);
      expect(twenty, `statements for 1 and 20 matches (${filter.recommendationType ?? filter.status})`).toBe(one);
      expect(one).toBeLessThanOrEqual(4);
    }
    // A resource page, for a resource among the matches and one outside them.
    const em = t.orm.em.fork();
    const matched = new Set((await em.find(Match, { user: userId }, { populate: ['resource'] })).map((m) => m.resource.slug));
    const outside = (await em.find(Resource, { active: true })).find((r) => !matched.has(r.slug))!;
    for (const slug of [[...matched][0]!, outside.slug]) {
      expect(await statementsFor(ResourceRouteQueryDocument, { slug }, cookie)).toBeLessThanOrEqual(6);
    }
  });
});
