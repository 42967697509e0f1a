import { readFileSync } from 'node:fs';
import { buildSchema, parse, visit, type FieldNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AppError } from '../common/errors.js';
import { applyToBucket, BUDGET, secondsUntil, secondsUntilFull } from './bucket.js';
import { actualCost, browserCost, requestedCost, type ListLengths } from './cost.js';

const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
const keyed = (query: string, variables?: Record<string, unknown>) => requestedCost({ schema, document: parse(query), variables }, true);
const session = (query: string, variables?: Record<string, unknown>) => requestedCost({ schema, document: parse(query), variables }, false);
const refusal = (query: string, variables?: Record<string, unknown>) => {
  try {
    keyed(query, variables);
  } catch (error) {
    return error;
  }
  return null;
};

describe('requested cost (partner price list)', () => {
  it('an object costs 1 and its scalars nothing', () => {
    expect(keyed('{ brand(slug: "x") { id name slug } }')).toBe(1);
    expect(keyed('{ __typename }')).toBe(0);
  });

  it('a connection costs 1 plus first times one item; edges and page info are free', () => {
    expect(keyed('{ brands(first: 20) { totalCount pageInfo { hasNextPage } edges { cursor node { name } } } }')).toBe(1 + 20 * 1);
    expect(keyed('query ($n: Int) { brands(first: $n) { edges { node { name } } } }', { n: 7 })).toBe(1 + 7);
  });

  it('nested lists multiply: brands × their open briefs', () => {
    const query = '{ brands(first: 10) { edges { node { name openBriefs(first: 5) { edges { node { title } } } } } } }';
    // Each brand: itself (1) + its connection (1) + 5 briefs.
    expect(keyed(query)).toBe(1 + 10 * (1 + 1 + 5));
  });

  it('a list without first is priced at the unpaged size, each item 1 plus its selection', () => {
    expect(keyed('{ brand(slug: "x") { owners { email } } }')).toBe(1 + 10 * 1);
  });

  it('a mutation costs 10, its returned object included, plus what that object selects', () => {
    expect(keyed('mutation { logout }')).toBe(10);
    expect(keyed('mutation ($i: BrandUpdateInput!) { updateBrand(id: "x", input: $i) { id name } }', { i: {} })).toBe(10);
    expect(keyed('mutation ($i: BrandUpdateInput!) { updateBrand(id: "x", input: $i) { openBriefs(first: 3) { edges { node { id } } } } }', { i: {} })).toBe(
      10 + 1 + 3,
    );
  });

  it('counts fragments once, where they are spread', () => {
    const query = '{ brands(first: 10) { edges { node { ...B } } } } fragment B on Brand { name openBriefs(first: 2) { edges { node { title } } } }';
    expect(keyed(query)).toBe(1 + 10 * (1 + 1 + 2));
  });

  it('goes past the 1,000 of one operation with 100 brands of 100 briefs', () => {
    expect(keyed('{ brands(first: 100) { edges { node { openBriefs(first: 100) { edges { node { id } } } } } } }')).toBeGreaterThan(1000);
  });

  it('for a key, first is required on every paged field, 1 to 100, named in the error', () => {
    const missing = refusal('{ brands { edges { node { name } } } }');
    expect(missing).toBeInstanceOf(AppError);
    expect((missing as AppError).code).toBe('BAD_USER_INPUT');
    expect((missing as AppError).message).toContain('Query.brands');
    const nested = refusal('{ brands(first: 2) { edges { node { other: openBriefs { totalCount } } } } }');
    expect((nested as AppError).message).toContain('Brand.openBriefs (as other)');
    for (const n of [0, 101]) {
      const out = refusal('query ($n: Int) { brands(first: $n) { totalCount } }', { n });
      expect((out as AppError).code).toBe('BAD_USER_INPUT');
      expect((out as AppError).message).toContain('1 to 100');
    }
  });

  it('a session is priced at the default page size when it sends no first', () => {
    expect(session('{ brands { edges { node { name } } } }')).toBe(1 + 20);
  });

  it('skips what @skip and @include leave out, by the variables', () => {
    const query = 'query ($s: Boolean!) { brands(first: 50) @skip(if: $s) { edges { node { name } } } }';
    expect(keyed(query, { s: true })).toBe(0);
    expect(keyed(query, { s: false })).toBe(51);
  });
});

describe('actual cost', () => {
  it('prices each list at the mean length it had per resolution', () => {
    const document = parse('{ brands(first: 10) { edges { node { name openBriefs(first: 5) { edges { node { title } } } } } } }');
    const nodes = new Map<string, FieldNode>();
    visit(document, { Field: (node) => void nodes.set(node.name.value, node) });
    const brandsNode = nodes.get('brands')!;
    const openBriefsNode = nodes.get('openBriefs')!;
    // 3 brands came back, with 2, 0 and 1 open briefs.
    const lengths: ListLengths = new Map([
      [brandsNode, { items: 3, resolutions: 1 }],
      [openBriefsNode, { items: 3, resolutions: 3 }],
    ]);
    expect(actualCost({ schema, document }, lengths)).toBe(1 + 3 * (1 + 1 + 1));
    expect(actualCost({ schema, document }, new Map())).toBe(1);
  });
});

describe('browser cost (graphql-armor weights)', () => {
  it("keeps armor's figures for a document without fragments", () => {
    // armor: brands: (2 + 1.5 × edges) × 20; edges: 2 + 1.5 × node; node: 2 + 1.5 × (1 + 1).
    const node = 2 + 1.5 * 2;
    const edges = 2 + 1.5 * node;
    expect(browserCost({ schema, document: parse('{ brands(first: 20) { edges { node { name slug } } } }') })).toBe((2 + 1.5 * edges) * 20);
  });

  it('ignores __schema, as armor did', () => {
    expect(browserCost({ schema, document: parse('{ __schema { types { name } } }') })).toBe(0);
  });
});

describe('the bucket arithmetic', () => {
  it('starts full, takes all or nothing, and refills 50 a second up to 1,000', () => {
    let { state, ok } = applyToBucket(null, 'take', 900, 0);
    expect(ok).toBe(true);
    expect(state.tokens).toBe(100);
    ({ state, ok } = applyToBucket(state, 'take', 200, 1000));
    expect(ok).toBe(false);
    expect(state.tokens).toBe(150);
    ({ state, ok } = applyToBucket(state, 'take', 200, 2000));
    expect(ok).toBe(true);
    expect(state.tokens).toBe(0);
    expect(applyToBucket(state, 'peek', 0, 60_000).state.tokens).toBe(BUDGET.capacity);
  });

  it('adjusts within 0 and the capacity, and a clock behind the stored time refills nothing', () => {
    const state = { tokens: 10, at: 5000 };
    expect(applyToBucket(state, 'adjust', -50, 5000).state.tokens).toBe(0);
    expect(applyToBucket(state, 'adjust', 5000, 5000).state.tokens).toBe(BUDGET.capacity);
    expect(applyToBucket(state, 'peek', 0, 1000).state).toEqual({ tokens: 10, at: 5000 });
  });

  it('says how long to wait', () => {
    expect(secondsUntil(100, 0)).toBe(2);
    expect(secondsUntil(101, 50)).toBe(2);
    expect(secondsUntil(10, 9.5)).toBe(1);
    expect(secondsUntilFull(1000)).toBe(0);
    expect(secondsUntilFull(0)).toBe(20);
  });
});
