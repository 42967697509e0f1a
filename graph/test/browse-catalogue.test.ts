import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Counts = { category: string; count: number }[];
type Total = { totalCount: number };

describe('category facets for the browse pages', () => {
  it('counts every brand once, by its category, the largest first', async () => {
    const { body } = await t.gql<{ brandCategories: Counts; brands: Total }>('{ brandCategories { category count } brands { totalCount } }');
    const counts = body.data!.brandCategories;
    expect(counts.length).toBeGreaterThanOrEqual(10);
    expect(counts.reduce((sum, c) => sum + c.count, 0)).toBe(body.data!.brands.totalCount);
    const sizes = counts.map((c) => c.count);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    // Each chip's count is what the list shows when that chip is picked.
    const mastering = counts.find((c) => c.category === 'mastering')!;
    const list = await t.gql<{ brands: Total }>('{ brands(category: "mastering") { totalCount } }');
    expect(list.body.data!.brands.totalCount).toBe(mastering.count);
  });

  it('narrows the brand counts with the search the list uses', async () => {
    const { body } = await t.gql<{ brandCategories: Counts; brands: Total }>(
      'query ($q: String) { brandCategories(search: $q) { category count } brands(search: $q) { totalCount } }',
      { q: 'distrokid' },
    );
    expect(body.data!.brandCategories).toEqual([{ category: 'distribution', count: 1 }]);
    expect(body.data!.brands.totalCount).toBe(1);
    const none = await t.gql<{ brandCategories: Counts }>('{ brandCategories(search: "zz-no-such-brand-zz") { category count } }');
    expect(none.body.data!.brandCategories).toEqual([]);
  });

  it('counts a resource in each of its categories, matching the filtered list', async () => {
    const { body } = await t.gql<{ resourceCategories: Counts }>('{ resourceCategories { category count } }');
    const counts = body.data!.resourceCategories;
    expect(counts.length).toBeGreaterThanOrEqual(10);
    for (const { category, count } of counts.slice(0, 3)) {
      const list = await t.gql<{ resources: Total }>('query ($c: String) { resources(category: $c) { totalCount } }', { c: category });
      expect(list.body.data!.resources.totalCount).toBe(count);
    }
  });
});

describe('the brand directory', () => {
  it('answers every field of a listed brand as the brand itself reads it', async () => {
    // The list reads plain rows (brand.service.ts listBrands), the single brand a managed entity.
    const fields = 'id slug name category tagline description website logoUrl headquarters region genres offers foundedYear verified createdAt updatedAt';
    const list = await t.gql<{ brands: { edges: { node: { slug: string } }[] } }>(`{ brands(first: 5, search: "a") { edges { node { ${fields} } } } }`);
    expect(list.body.errors).toBeUndefined();
    const listed = list.body.data!.brands.edges.map((edge) => edge.node);
    expect(listed).toHaveLength(5);
    for (const brand of listed) {
      const one = await t.gql<{ brand: unknown }>(`query ($slug: String!) { brand(slug: $slug) { ${fields} } }`, { slug: brand.slug });
      expect(brand).toEqual(one.body.data!.brand);
    }
  });
});

describe('creators by what they are looking for', () => {
  it('lists only creators looking for any of the given needs, case-insensitively', async () => {
    type Q = { creators: { totalCount: number; edges: { node: { lookingFor: string[] } }[] } };
    const { body } = await t.gql<Q>('{ creators(first: 100, lookingFor: ["collaborators", "Vocalists"]) { totalCount edges { node { lookingFor } } } }');
    expect(body.errors).toBeUndefined();
    const nodes = body.data!.creators.edges.map((e) => e.node);
    expect(nodes.length).toBeGreaterThan(3);
    for (const node of nodes) expect(node.lookingFor.some((l) => ['Collaborators', 'Vocalists'].includes(l))).toBe(true);
    const all = await t.gql<Q>('{ creators(first: 1) { totalCount edges { node { lookingFor } } } }');
    expect(all.body.data!.creators.totalCount).toBeGreaterThan(body.data!.creators.totalCount);
  });
});
