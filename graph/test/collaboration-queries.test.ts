import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplicationsRouteQueryDocument, CollaborationRouteQueryDocument } from '../../web/src/gql/graphql.js';
import { createCreator, FULL_PROFILE, type TestCreator } from './seed-helpers.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * The web app's own collaboration operations cost the same number of SQL statements whatever the
 * number of briefs or applications they list: posters, fits and the viewer's applications are
 * read once per page, never once per row.
 */
let t: TestApp;
const statements: string[] = [];
let counting = false;
beforeAll(async () => {
  t = await startTestApp({ WORKER: 'off' }, { onQuery: (sql) => counting && statements.push(sql) });
});
afterAll(async () => {
  await t.close();
});

async function statementsFor<T>(who: TestCreator, document: string, variables: Record<string, unknown>): Promise<{ count: number; data: T }> {
  statements.length = 0;
  counting = true;
  const { body } = await t.gql<T>(document, variables, { cookie: who.cookie });
  counting = false;
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return { count: statements.length, data: body.data! };
}

type Board = { briefs: { edges: { node: { id: string; poster: { brand: { id: string } | null } } }[] } };
/** A page's briefs by who posted them: posters are read once per kind (brands, creators) and page. */
const byPoster = (board: Board) => ({
  brands: board.briefs.edges.filter((e) => e.node.poster.brand).map((e) => e.node.id),
  creators: board.briefs.edges.filter((e) => !e.node.poster.brand).map((e) => e.node.id),
});

describe('the collaboration operations', () => {
  it('read a page of the board in as many statements for three briefs as for a dozen', async () => {
    const viewer = await createCreator(t.orm, { ...FULL_PROFILE });
    const board = print(CollaborationRouteQueryDocument);
    // The demo seed's dozen briefs, from brands and creators alike, and the newest two of each kind.
    const many = await statementsFor<Board>(viewer, board, { first: 12, sort: 'NEWEST' });
    const few = await statementsFor<Board>(viewer, board, { first: 3, sort: 'NEWEST' });
    expect(many.data.briefs.edges.length).toBeGreaterThanOrEqual(10);
    expect(byPoster(few.data).brands.length).toBeGreaterThan(0);
    expect(byPoster(few.data).creators.length).toBeGreaterThan(0);
    expect(many.count).toBe(few.count);
  });

  it("read the creator's applications in as many statements for two as for four", async () => {
    const two = await createCreator(t.orm, { ...FULL_PROFILE });
    const four = await createCreator(t.orm, { ...FULL_PROFILE });
    const { data } = await statementsFor<Board>(two, print(CollaborationRouteQueryDocument), { first: 12, sort: 'NEWEST' });
    const { brands, creators } = byPoster(data);
    const apply = async (who: TestCreator, briefId: string) => {
      const { body: brief } = await t.gql<{ brief: { questions: string[] } }>('query ($id: ID!) { brief(id: $id) { questions } }', { id: briefId });
      const answers = brief.data!.brief.questions.map(() => 'Yes');
      const { body } = await t.gql(
        'mutation ($b: ID!, $i: ApplyInput!) { applyToBrief(briefId: $b, input: $i) { id } }',
        { b: briefId, i: { pitch: 'Me', answers } },
        {
          cookie: who.cookie,
        },
      );
      expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    };
    // Two applications (a brand's brief and a creator's), and four.
    for (const id of [brands[0]!, creators[0]!]) await apply(two, id);
    for (const id of [brands[0]!, brands[1]!, creators[0]!, creators[1]!]) await apply(four, id);

    const applications = print(ApplicationsRouteQueryDocument);
    type Applications = { viewer: { applications: { totalCount: number } } };
    const few = await statementsFor<Applications>(two, applications, { first: 20 });
    const more = await statementsFor<Applications>(four, applications, { first: 20 });
    expect(few.data.viewer.applications.totalCount).toBe(2);
    expect(more.data.viewer.applications.totalCount).toBe(4);
    expect(more.count).toBe(few.count);
  });
});
