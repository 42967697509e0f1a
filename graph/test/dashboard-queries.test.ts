import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardRouteQueryDocument } from '../../web/src/gql/graphql.js';
import { CSRF_HEADER } from '../src/shared/csrf.js';
import { createSessionCookie, createUser, MANY_MATCHES_PROFILE } from './seed-helpers.js';
import { startTestApp, type TestApp } from './test-app.js';

/** Everything the dashboard shows, in one GraphQL round trip: the web app's own operation. */
const DASHBOARD = print(DashboardRouteQueryDocument);

let t: TestApp;
const statements: string[] = [];
let counting = false;
beforeAll(async () => {
  // No job worker in this app: a queued recompute (of this file's saves or another's, the queue
  // is shared) must not run in the middle of the count. The refresh below makes matches fresh.
  t = await startTestApp({ WORKER: 'off' }, { onQuery: (sql) => counting && statements.push(sql) });
  // Banner ads are kept in process once read (ad.service.ts): counted here is the steady state.
  await t.gql('{ bannerAds { id } }');
});
afterAll(async () => {
  await t.close();
});

async function statementsFor(profile: Record<string, unknown>): Promise<{ count: number; matches: number }> {
  const user = await createUser(t.orm);
  const cookie = await createSessionCookie(t.orm, user.id);
  await fetch(`${t.baseUrl}/api/profiles`, { method: 'PUT', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(profile) });
  await fetch(`${t.baseUrl}/api/matchmade/refresh`, { method: 'POST', headers: { cookie, [CSRF_HEADER]: '1' } });
  statements.length = 0;
  counting = true;
  const { body } = await t.gql<{ viewer: { matches: { totalCount: number } } }>(DASHBOARD, {}, { cookie });
  counting = false;
  expect(body.errors).toBeUndefined();
  return { count: statements.length, matches: body.data!.viewer.matches.totalCount };
}

describe('the dashboard operation', () => {
  it('costs the same number of SQL statements whatever the number of matches', async () => {
    const few = await statementsFor({ lookingFor: ['Legal Advice'], careerStage: 'professional', genres: ['Gospel'] });
    const many = await statementsFor(MANY_MATCHES_PROFILE);
    expect(many.matches).toBeGreaterThan(few.matches + 10);
    expect(many.count).toBe(few.count);
    expect(many.count).toBeLessThanOrEqual(3);
  });

  it('answers a stale first load from one snapshot: the counts, the best 4 and the best 20 after the recompute', async () => {
    const user = await createUser(t.orm);
    const cookie = await createSessionCookie(t.orm, user.id);
    // Saved with no worker running: the matches are stale (never computed) when the dashboard asks.
    await fetch(`${t.baseUrl}/api/profiles`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ genres: ['Pop', 'Hip-Hop'], careerStage: 'emerging', lookingFor: ['Distribution', 'Mastering', 'Sync Licensing'] }),
    });
    type Dashboard = {
      viewer: {
        brandConnectionStats: { resourceMatches: number };
        recentRecommendations: { id: string }[];
        matches: { totalCount: number; edges: { node: { id: string } }[] };
      };
    };
    const { body } = await t.gql<Dashboard>(DASHBOARD, {}, { cookie });
    expect(body.errors).toBeUndefined();
    const { brandConnectionStats, recentRecommendations, matches } = body.data!.viewer;
    expect(matches.totalCount).toBeGreaterThan(20);
    expect(brandConnectionStats.resourceMatches).toBe(matches.totalCount);
    expect(matches.edges).toHaveLength(20);
    expect(recentRecommendations.map((m) => m.id)).toEqual(matches.edges.slice(0, 4).map((e) => e.node.id));
  });
});
