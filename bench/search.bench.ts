/**
 * Catalogue search at scale. Run: npm run bench:search
 * 100,000 brands and 100,000 resources (generated), searched through GraphQL with legal terms: a
 * rare one, a common one and one of the longest allowed (100 characters). Target: p50 and p95
 * under 50 ms each. Prints the plan of each search, to show the pg_trgm indexes at work.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MikroORM } from '../graph/src/db/orm.js';
import { FILTER_LIMITS } from '../graph/src/shared/limits.js';
import { containsPattern } from '../graph/src/modules/common/sql.js';
import { summarise, withBenchApp } from './harness.js';

const ROWS = 100_000;
const RUNS = 60;
const WARMUP = 10;

// Words the generated names and texts are drawn from; "zephyrine" is planted in a handful of rows.
const WORDS = [
  'music',
  'studio',
  'sound',
  'audio',
  'records',
  'beats',
  'mix',
  'master',
  'label',
  'sync',
  'stream',
  'vinyl',
  'tape',
  'analog',
  'digital',
  'wave',
  'echo',
  'pulse',
  'groove',
  'rhythm',
  'melody',
  'harmony',
  'tempo',
  'bass',
  'treble',
  'vocal',
  'choir',
  'brass',
  'string',
  'drum',
  'synth',
  'loop',
  'sample',
  'track',
  'album',
  'single',
  'release',
  'tour',
  'venue',
  'stage',
  'crowd',
  'signal',
  'noise',
  'static',
  'radio',
  'broadcast',
  'channel',
  'network',
  'artist',
  'creator',
];
const RARE = 'zephyrine';
const LONG = 'independent artists distribute their releases worldwide and keep full ownership of every master reco';

/** Fills a catalogue table with `ROWS` generated rows in one statement per table. */
async function generate(em: EntityManager): Promise<void> {
  const words = `array[${WORDS.map((w) => `'${w}'`).join(',')}]`;
  // One word from the list per call, chosen per row (volatile random() keeps rows apart).
  const word = `(${words})[1 + floor(random() * ${WORDS.length})::int]`;
  const sentence = `initcap(${word}) || ' ' || ${word} || ' for ' || ${word} || ' and ' || ${word} || ' ' || ${word}`;
  await em.execute(`select setseed(0.42)`);
  await em.execute(
    `insert into brands (id, slug, name, category, tagline, description, website, logo_url, headquarters, region)
     select gen_random_uuid(), 'bench-brand-' || n, initcap(${word}) || ' ' || initcap(${word}) || ' ' || n,
            (array['distribution','mastering','gear','playlists','sync'])[1 + n % 5],
            case when n % 20000 = 7 then 'The ${RARE} of ' || ${word} else ${sentence} end,
            ${sentence}, 'https://example.test/' || n, '/logos/bench.svg', 'Berlin', 'europe'
       from generate_series(1, ${ROWS}) as n`,
  );
  await em.execute(
    `insert into resources (id, slug, name, description, category, pricing, pricing_tier, features, website, url, logo_url,
                            target_genres, career_stages, regions, skills, looking_for)
     select gen_random_uuid(), 'bench-resource-' || n, initcap(${word}) || ' ' || initcap(${word}) || ' ' || n,
            case when n % 20000 = 7 then 'A ${RARE} course on ' || ${word} when n % 1000 = 1 then '${LONG}' else ${sentence} || '. ' || ${sentence} end,
            array[(array['distribution','mastering','education','promotion','gear'])[1 + n % 5]], 'Free', 'free', '{}',
            'https://example.test/' || n, 'https://example.test/' || n, '/logos/bench.svg', '{}', '{}', '{global}', '{}', '{}'
       from generate_series(1, ${ROWS}) as n`,
  );
  await em.execute('analyze brands');
  await em.execute('analyze resources');
}

async function graphql(baseUrl: string, query: string, variables: Record<string, unknown>): Promise<unknown> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function explain(orm: MikroORM, sql: string, params: unknown[]): Promise<string> {
  const rows = await orm.em.fork().execute<{ 'QUERY PLAN': string }[]>(`explain (analyze, costs off, timing off) ${sql}`, params);
  return rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n');
}

const SEARCHES = {
  brands: {
    query: 'query ($q: String) { brands(search: $q, first: 20) { totalCount edges { node { id name tagline } } } }',
    count: 'select count(*) from brands where search_text like lower(?)',
  },
  resources: {
    query: 'query ($q: String) { resources(search: $q, first: 20) { totalCount edges { node { id name description } } } }',
    count: 'select count(*) from resources where active and search_text like lower(?)',
  },
} as const;

const TERMS = { rare: RARE, common: 'music', '100 characters': LONG } as const;
if (LONG.length !== FILTER_LIMITS.search) throw new Error(`the long term must be ${FILTER_LIMITS.search} characters, not ${LONG.length}`);

await withBenchApp(async (baseUrl, orm) => {
  const started = performance.now();
  await generate(orm.em.fork());
  console.log(
    `generated ${ROWS.toLocaleString('en')} brands and ${ROWS.toLocaleString('en')} resources in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const [table, search] of Object.entries(SEARCHES)) {
    for (const [label, term] of Object.entries(TERMS)) {
      const samples: number[] = [];
      let total = 0;
      for (let i = 0; i < RUNS; i += 1) {
        const start = performance.now();
        const data = (await graphql(baseUrl, search.query, { q: term })) as Record<string, { totalCount: number }>;
        if (i >= WARMUP) samples.push(performance.now() - start);
        total = data[table]!.totalCount;
      }
      console.log(`${summarise(`${table}(search: ${label})`, samples)}  matches=${total}`);
      const like = containsPattern(term);
      console.log(await explain(orm, search.count, [like]));
    }
  }
});
