import { setMaxListeners } from 'node:events';
import { createPubSub, type PubSubEventTarget } from '@graphql-yoga/subscription';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrandConnection, BrandConnectionStatus } from '../src/modules/brand/brand-connection.entity.js';
import { Brand } from '../src/modules/brand/brand.entity.js';
import { CSRF_HEADER } from '../src/shared/csrf.js';
import { Match, MatchStatus } from '../src/modules/matchmade/match.entity.js';
import type { PubSub, PubSubEvents } from '../src/modules/common/pubsub.js';
import { createCreator, FULL_PROFILE, queuedRecomputes } from './seed-helpers.js';
import { startTestApp, type TestApp } from './test-app.js';

let t: TestApp;

/** The app's event bus in memory, counting listeners per topic: a test waits for a subscription to be registered. */
class CountingTarget extends EventTarget {
  readonly listeners = new Map<string, number>();
  override addEventListener(...[type, listener, options]: Parameters<EventTarget['addEventListener']>) {
    this.listeners.set(type, (this.listeners.get(type) ?? 0) + 1);
    super.addEventListener(type, listener, options);
  }
  override removeEventListener(...[type, listener, options]: Parameters<EventTarget['removeEventListener']>) {
    this.listeners.set(type, (this.listeners.get(type) ?? 1) - 1);
    super.removeEventListener(type, listener, options);
  }
}
const events = new CountingTarget();
setMaxListeners(0, events);
const pubsub: PubSub = createPubSub<PubSubEvents>({ eventTarget: events as PubSubEventTarget<PubSubEvents> });
beforeAll(async () => {
  t = await startTestApp({}, { pubsub });
});
afterAll(async () => {
  await t.close();
});

async function creatorWithProfile() {
  const user = await createCreator(t.orm, null);
  const { cookie } = user;
  const put = await fetch(`${t.baseUrl}/api/profiles`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(FULL_PROFILE),
  });
  expect(put.status).toBe(200);
  return { user, cookie };
}

const rest = async (method: string, path: string, cookie?: string, body?: unknown) => {
  const response = await fetch(`${t.baseUrl}${path}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), [CSRF_HEADER]: '1' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as never };
};

type MatchJson = { id: string; status: string; matchScore: number; matchReason: string; recommendationType: string; resource: Record<string, unknown> };

describe('MatchMade over GraphQL', () => {
  it('computes explained matches on first read, best first', async () => {
    const { cookie } = await creatorWithProfile();
    type Q = {
      viewer: {
        matches: {
          totalCount: number;
          edges: {
            node: {
              matchScore: number;
              matchReason: string;
              recommendationType: string;
              breakdown: { name: string; weight: number }[];
              tips: { text: string }[];
              resource: { name: string };
            };
          }[];
        };
        recentRecommendations: { id: string }[];
      };
    };
    const { body } = await t.gql<Q>(
      '{ viewer { matches(first: 5) { totalCount edges { node { matchScore matchReason recommendationType breakdown { name weight score detail } tips { field value text gain } resource { name url logoUrl } } } } recentRecommendations(first: 4) { id } } }',
      {},
      { cookie },
    );
    expect(body.errors).toBeUndefined();
    const nodes = body.data!.viewer.matches.edges.map((e) => e.node);
    expect(body.data!.viewer.matches.totalCount).toBeGreaterThan(5);
    expect(nodes.map((n) => n.matchScore)).toEqual([...nodes.map((n) => n.matchScore)].sort((a, b) => b - a));
    expect(nodes[0]!.matchReason).toMatch(/^Fits /);
    expect(nodes[0]!.breakdown.map((f) => f.name).sort()).toEqual(['careerStage', 'genres', 'lookingFor', 'region', 'skills', 'text']);
    expect(body.data!.viewer.recentRecommendations).toHaveLength(4);
  });

  it('refreshes keeping dismissed matches dismissed, and reports new ones only', async () => {
    const { user, cookie } = await creatorWithProfile();
    const first = await t.gql<{ refreshMatches: { matchCount: number; matches: { edges: { node: { id: string } }[] } } }>(
      'mutation { refreshMatches { matchCount matches { edges { node { id } } } } }',
      {},
      { cookie },
    );
    const ids = first.body.data!.refreshMatches.matches.edges.map((e) => e.node.id);
    expect(first.body.data!.refreshMatches.matchCount).toBeGreaterThan(0);
    const dismissed = await t.gql('mutation ($id: ID!) { updateMatchStatus(id: $id, status: DISMISSED) { id status } }', { id: ids[0] }, { cookie });
    expect(dismissed.body.data).toEqual({ updateMatchStatus: { id: ids[0], status: 'DISMISSED' } });
    const again = await rest('POST', '/api/matchmade/refresh', cookie);
    expect(again).toEqual({ status: 200, body: { matchCount: 0 } });
    const stored = await t.orm.em.fork().findOneOrFail(Match, { id: ids[0]! });
    expect(stored.status).toBe(MatchStatus.DISMISSED);
    const list = (await rest('GET', '/api/matchmade/matches', cookie)).body as MatchJson[];
    expect(list.map((m) => m.id)).not.toContain(ids[0]);
    expect(list.every((m) => m.status !== 'dismissed')).toBe(true);
    expect(await t.orm.em.fork().count(Match, { user: user.id, status: MatchStatus.DISMISSED })).toBe(1);
  });

  it("treats another creator's match as not found", async () => {
    const alice = await creatorWithProfile();
    const bob = await creatorWithProfile();
    const [aliceMatch] = (await rest('GET', '/api/matchmade/matches', alice.cookie)).body as MatchJson[];
    const viaGraphql = await t.gql(
      'mutation ($id: ID!) { updateMatchStatus(id: $id, status: DISMISSED) { id } }',
      { id: aliceMatch!.id },
      { cookie: bob.cookie },
    );
    expect(viaGraphql.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await rest('PATCH', `/api/matchmade/matches/${aliceMatch!.id}`, bob.cookie, { status: 'dismissed' })).toEqual({
      status: 404,
      body: { error: 'No such match' },
    });
    expect((await t.orm.em.fork().findOneOrFail(Match, { id: aliceMatch!.id })).status).toBe(MatchStatus.ACTIVE);
  });

  it("reads one own match by id with its breakdown; another creator's id reads as null", async () => {
    const alice = await creatorWithProfile();
    const bob = await creatorWithProfile();
    const [aliceMatch] = (await rest('GET', '/api/matchmade/matches', alice.cookie)).body as MatchJson[];
    const query = 'query ($id: ID!) { viewer { match(id: $id) { id breakdown { name weight } tips { gain } } } }';
    type Q = { viewer: { match: { id: string; breakdown: { name: string; weight: number }[] } | null } };
    const own = await t.gql<Q>(query, { id: aliceMatch!.id }, { cookie: alice.cookie });
    expect(own.body.errors).toBeUndefined();
    expect(own.body.data!.viewer.match!.id).toBe(aliceMatch!.id);
    expect(own.body.data!.viewer.match!.breakdown.reduce((sum, f) => sum + f.weight, 0)).toBe(100);
    const other = await t.gql<Q>(query, { id: aliceMatch!.id }, { cookie: bob.cookie });
    expect(other.body).toEqual({ data: { viewer: { match: null } } });
    const malformed = await t.gql<Q>(query, { id: 'not-a-uuid' }, { cookie: bob.cookie });
    expect(malformed.body).toEqual({ data: { viewer: { match: null } } });
  });
});

describe('MatchMade over REST', () => {
  it('needs sign-in on every route but the ads', async () => {
    for (const [method, path] of [
      ['GET', '/api/matchmade/matches'],
      ['PATCH', '/api/matchmade/matches/x'],
      ['POST', '/api/matchmade/refresh'],
      ['GET', '/api/resource-matches/recent'],
      ['GET', '/api/brand-connections/stats'],
    ] as const) {
      expect((await rest(method, path, undefined, method === 'PATCH' ? { status: 'dismissed' } : undefined)).status, path).toBe(401);
    }
  });

  it('lists matches and recent recommendations with their resources, in the REST shape', async () => {
    const { cookie } = await creatorWithProfile();
    const matches = (await rest('GET', '/api/matchmade/matches', cookie)).body as MatchJson[];
    expect(matches.length).toBeGreaterThan(4);
    expect(Object.keys(matches[0]!.resource).sort()).toEqual(['category', 'description', 'features', 'logoUrl', 'name', 'pricing', 'url', 'website']);
    const recent = (await rest('GET', '/api/resource-matches/recent', cookie)).body as MatchJson[];
    expect(recent.map((m) => m.id)).toEqual(matches.slice(0, 4).map((m) => m.id));
  });

  it('patches a status, refusing unknown ones with 400', async () => {
    const { cookie } = await creatorWithProfile();
    const [match] = (await rest('GET', '/api/matchmade/matches', cookie)).body as MatchJson[];
    expect((await rest('PATCH', `/api/matchmade/matches/${match!.id}`, cookie, { status: 'loved' })).status).toBe(400);
    const ok = await rest('PATCH', `/api/matchmade/matches/${match!.id}`, cookie, { status: 'bookmarked' });
    expect(ok.status).toBe(200);
    expect((ok.body as MatchJson).status).toBe('bookmarked');
  });

  it('counts the stats in SQL, equal to counts made independently', async () => {
    const { user, cookie } = await creatorWithProfile();
    const em = t.orm.em.fork();
    const brands = await em.find(Brand, {}, { limit: 3, orderBy: { slug: 'asc' } });
    em.create(BrandConnection, { user: user.id, brand: brands[0]!, status: BrandConnectionStatus.CONNECTED });
    em.create(BrandConnection, { user: user.id, brand: brands[1]!, status: BrandConnectionStatus.CONNECTED });
    em.create(BrandConnection, { user: user.id, brand: brands[2]!, status: BrandConnectionStatus.REQUESTED });
    await em.flush();
    const [match] = (await rest('GET', '/api/matchmade/matches', cookie)).body as MatchJson[];
    await rest('PATCH', `/api/matchmade/matches/${match!.id}`, cookie, { status: 'dismissed' });

    const stats = (await rest('GET', '/api/brand-connections/stats', cookie)).body as Record<string, number>;
    const all = await t.orm.em.fork().find(Match, { user: user.id });
    expect(stats).toEqual({
      // The directory's brands: a page awaiting verification (other tests make some) is not one yet.
      totalBrands: await t.orm.em.fork().count(Brand, { listed: true }),
      connectedBrands: 2,
      resourceMatches: all.filter((m) => m.status !== 'dismissed').length,
      activeRecommendations: all.filter((m) => ['active', 'bookmarked'].includes(m.status) && m.recommendationType !== 'optional').length,
    });
    const viaGraphql = await t.gql<{ viewer: { brandConnectionStats: Record<string, number> } }>(
      '{ viewer { brandConnectionStats { totalBrands connectedBrands resourceMatches activeRecommendations } } }',
      {},
      { cookie },
    );
    expect(viaGraphql.body.data!.viewer.brandConnectionStats).toEqual(stats);
  });

  it('recomputes in the background after a profile change', async () => {
    const { user, cookie } = await creatorWithProfile();
    await rest('GET', '/api/matchmade/matches', cookie);
    const before = await t.orm.em.fork().find(Match, { user: user.id }, { orderBy: { matchScore: 'desc' } });
    await fetch(`${t.baseUrl}/api/profiles`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ lookingFor: ['Sync Licensing'], genres: ['Film Score'] }),
    });
    await expect
      .poll(async () => (await t.orm.em.fork().find(Match, { user: user.id }, { orderBy: { matchScore: 'desc' }, limit: 1 }))[0]?.resource.id, {
        timeout: 5000,
      })
      .not.toBe(before[0]!.resource.id);
  });
});

describe('matchesUpdated subscription', () => {
  it('tells the viewer, and only the viewer, when their matches change', async () => {
    const { createClient } = await import('graphql-ws');
    const { default: WebSocket } = await import('ws');
    const alice = await creatorWithProfile();
    const bob = await creatorWithProfile();
    // Let the background recomputations after both profile saves finish: those events are their own.
    await expect.poll(() => queuedRecomputes(t.orm, [alice.user.id, bob.user.id])).toBe(0);
    const clientFor = (cookie: string) =>
      createClient({
        url: t.baseUrl.replace('http', 'ws') + '/graphql',
        webSocketImpl: class extends WebSocket {
          constructor(address: string, protocols?: string | string[]) {
            super(address, protocols, { headers: { cookie } });
          }
        },
        retryAttempts: 0,
      });
    const aliceClient = clientFor(alice.cookie);
    const bobClient = clientFor(bob.cookie);
    const bobEvents: unknown[] = [];
    try {
      const heard = new Promise((resolve, reject) => {
        aliceClient.subscribe({ query: 'subscription { matchesUpdated { matchCount } }' }, { next: resolve, error: reject, complete: () => undefined });
      });
      bobClient.subscribe(
        { query: 'subscription { matchesUpdated { matchCount } }' },
        { next: (v) => bobEvents.push(v), error: () => undefined, complete: () => undefined },
      );
      // Both subscriptions are listening on the app's bus before anything is published.
      const listening = (userId: string) => events.listeners.get(`MATCHES_UPDATED:${userId}`) ?? 0;
      await expect.poll(() => [listening(alice.user.id), listening(bob.user.id)]).toEqual([1, 1]);
      await rest('POST', '/api/matchmade/refresh', alice.cookie);
      expect(await heard).toMatchObject({ data: { matchesUpdated: { matchCount: expect.any(Number) } } });
      // Bob's own refresh next: his socket delivers in order, so an event of Alice's sent to him
      // would arrive before his own. He hears exactly one event, his.
      await rest('POST', '/api/matchmade/refresh', bob.cookie);
      await expect.poll(() => bobEvents.length).toBeGreaterThan(0);
      expect(bobEvents).toEqual([{ data: { matchesUpdated: { matchCount: expect.any(Number) } } }]);
    } finally {
      await aliceClient.dispose();
      await bobClient.dispose();
    }
  });
});
