/**
 * How fast abusive documents are refused (target: well under 100 ms), next to a normal query.
 * Run: npm run bench:limits
 */
import { QUERY_LIMITS } from '../graph/src/security.js';
import { summarise, withBenchApp } from './harness.js';

const RUNS = 200;

const documents: Record<string, string> = {
  'normal: brands page (20)': '{ brands(first: 20) { totalCount edges { node { name slug category } } } }',
  'depth bomb (40 levels)': `{ __schema { types { ${'fields { type { '.repeat(20)}name${' } }'.repeat(20)} } } }`,
  'alias flood (1000 aliases)': `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: bannerAds { id }`).join(' ')} }`,
  'token flood (50k tokens)': `{ ${Array.from({ length: 50_000 }, () => '__typename').join(' ')} }`,
  'fragment cycle': 'query { viewer { ...A } } fragment A on User { ...B } fragment B on User { ...A }',
};

await withBenchApp(async (baseUrl) => {
  console.log(`limits: depth ${QUERY_LIMITS.maxDepth}, aliases ${QUERY_LIMITS.maxAliases}, tokens ${QUERY_LIMITS.maxTokens}, cost ${QUERY_LIMITS.maxCost}`);
  for (const [label, query] of Object.entries(documents)) {
    const samples: number[] = [];
    let status = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now();
      const response = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
      await response.arrayBuffer();
      samples.push(performance.now() - start);
      status = response.status;
    }
    console.log(`${summarise(label, samples)}  status=${status}`);
  }
});
