/**
 * MatchMade AI at scale. Run: npm run bench:matchmade
 * 1. refreshMatches for one creator against 10,000 resources, through GraphQL (target p50 < 50 ms).
 * 2. The engine alone: 10,000 creators × 1,000 resources (target < 60 s, < 500 MB).
 * 3. The full recompute: the same 10,000 × 1,000 through refreshMatches, written to PostgreSQL.
 * One part alone: `npm run bench:matchmade -- refresh|engine|recompute`.
 */
import { randomUUID } from 'node:crypto';
import { RESOURCES } from '../graph/src/db/seed/data/resources.js';
import { CAREER_STAGES, GENRES, LOOKING_FOR, SKILLS } from '../graph/src/shared/vocabulary.js';
import { buildCatalogIndex, matchCreator, type CatalogResource, type MatchProfile } from '../graph/src/modules/matchmade/engine.js';
import { Profile } from '../graph/src/modules/profile/profile.entity.js';
import { PricingTier, Resource } from '../graph/src/modules/resource/resource.entity.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MikroORM } from '../graph/src/db/orm.js';
import { createMemoryPubSub } from '../graph/src/platform/events.js';
import { CatalogCache } from '../graph/src/modules/matchmade/catalog.js';
import { createMatchmadeKit } from '../graph/src/modules/matchmade/matchmade.kit.js';
import { recomputeMatches } from '../graph/src/modules/matchmade/matchmade.recompute.js';
import { registerForCookie, summarise, withBenchApp } from './harness.js';

/** A deterministic pseudo-random sequence, so runs compare. */
function rng(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}
const pick = <T>(r: () => number, list: readonly T[], n: number) => Array.from({ length: n }, () => list[Math.floor(r() * list.length)]!);

function syntheticResources(count: number): CatalogResource[] {
  const r = rng(7);
  return Array.from({ length: count }, (_, i) => {
    const base = RESOURCES[i % RESOURCES.length]!;
    return {
      ...base,
      id: randomUUID(),
      slug: `${base.slug}-${i}`,
      name: `${base.name} ${i}`,
      category: [...base.category],
      features: [...base.features],
      targetGenres: r() < 0.3 ? [] : pick(r, GENRES, 1 + Math.floor(r() * 3)),
      careerStages: pick(r, CAREER_STAGES, 1 + Math.floor(r() * 2)),
      regions: r() < 0.8 ? ['global'] : ['europe'],
      skills: pick(r, SKILLS, Math.floor(r() * 3)),
      lookingFor: pick(r, LOOKING_FOR, 1 + Math.floor(r() * 2)),
    };
  });
}

function syntheticProfile(r: () => number): MatchProfile {
  return {
    bio: `${pick(r, GENRES, 2).join(' and ')} artist working on releases, looking for ${pick(r, LOOKING_FOR, 2).join(' and ')} to grow my audience and career.`,
    genres: pick(r, GENRES, 2),
    careerStage: CAREER_STAGES[Math.floor(r() * 4)]!,
    skills: pick(r, SKILLS, 3),
    lookingFor: pick(r, LOOKING_FOR, 2),
    location: r() < 0.5 ? 'Berlin, Germany' : 'Lagos, Nigeria',
  };
}

// Each part runs in its own process when named (`-- refresh` or `-- engine`), so memory figures are its own.
const part = process.argv[2] ?? 'all';

// 1. Through GraphQL, against 10,000 resources in PostgreSQL.
if (part === 'all' || part === 'refresh')
  await withBenchApp(async (baseUrl, orm) => {
    const em = orm.em.fork();
    await insertResources(em, syntheticResources(10_000 - RESOURCES.length));
    const cookie = await registerForCookie(baseUrl, { email: 'bench@example.test' });
    const profile = syntheticProfile(rng(3));
    await fetch(`${baseUrl}/api/profiles`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ ...profile, artistName: 'Bench' }),
    });
    const count = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ resources(first: 1) { totalCount } }' }),
    });
    console.log(`catalogue: ${JSON.stringify(await count.json())}`);
    const samples: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      const start = performance.now();
      const response = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation { refreshMatches { matchCount } }' }),
      });
      await response.json();
      if (i >= 10) samples.push(performance.now() - start);
    }
    console.log(summarise('refreshMatches (GraphQL, one creator)', samples));
  });

// 2. The engine alone, 10,000 creators × 1,000 resources.
if (part === 'all' || part === 'engine') runEngine();

// 3. The whole recompute with its writes, 10,000 creators × 1,000 resources in PostgreSQL.
if (part === 'all' || part === 'recompute') await withBenchApp(runRecompute);

async function runRecompute(_baseUrl: string, orm: MikroORM) {
  const em = orm.em.fork();
  const extra = syntheticResources(1000 - RESOURCES.length);
  await insertResources(em, extra);
  const r = rng(13);
  const creators = Number(process.env.RECOMPUTE_CREATORS ?? 10_000);
  const userIds: string[] = [];
  for (let i = 0; i < creators; i += 1000) {
    const users = Array.from({ length: Math.min(1000, creators - i) }, (_, j) => ({ id: randomUUID(), n: i + j }));
    userIds.push(...users.map((u) => u.id));
    await em.execute(
      `insert into users (id, email, username) values ${users.map(() => '(?, ?, ?)').join(', ')}`,
      users.flatMap((u) => [u.id, `recompute-${u.n}@bench.test`, `recompute_${u.n}`]),
    );
    await em.insertMany(
      Profile,
      users.map((u) => {
        const p = syntheticProfile(r);
        return { id: randomUUID(), user: u.id, ...p, genres: [...p.genres], skills: [...p.skills], lookingFor: [...p.lookingFor] };
      }),
    );
  }
  const kit = createMatchmadeKit(new CatalogCache(), createMemoryPubSub(), 1);
  // Two workers, as on this machine's two cores: PostgreSQL writes one batch while the engine
  // scores the next. A batch is one transaction (recomputeMatches).
  const workers = Number(process.env.RECOMPUTE_WORKERS ?? 2);
  const batch = Number(process.env.RECOMPUTE_BATCH ?? 10);
  let next = 0;
  let peak = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < userIds.length) {
        const ids = userIds.slice(next, (next += batch));
        await recomputeMatches(orm.em.fork(), kit, ids);
        peak = Math.max(peak, process.memoryUsage().rss);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  const [row] = await em.execute<{ count: string }[]>('select count(*) from matches');
  const count = row?.count ?? 0;
  console.log(
    `recompute: ${creators.toLocaleString('en-US')} creators × 1,000 resources with writes in ${seconds.toFixed(1)} s ` +
      `(${workers} workers, batches of ${batch}), ${Number(count).toLocaleString('en-US')} matches stored, peak RSS ${(peak / 1024 / 1024).toFixed(0)} MB`,
  );
}

async function insertResources(em: EntityManager, resources: CatalogResource[]) {
  for (let i = 0; i < resources.length; i += 1000) {
    await em.insertMany(
      Resource,
      resources.slice(i, i + 1000).map((r) => ({
        ...r,
        logoUrl: `/logos/${r.slug}.svg`,
        pricing: 'Free',
        pricingTier: PricingTier.FREE,
        website: 'https://example.com',
        url: 'https://example.com',
      })),
    );
  }
}

function runEngine() {
  const index = buildCatalogIndex(syntheticResources(1000));
  const r = rng(11);
  const profiles = Array.from({ length: 10_000 }, () => syntheticProfile(r));
  const start = performance.now();
  let kept = 0;
  let peak = 0;
  for (let i = 0; i < profiles.length; i += 1) {
    kept += matchCreator(profiles[i]!, index).length;
    if (i % 500 === 0) peak = Math.max(peak, process.memoryUsage().rss);
  }
  const seconds = (performance.now() - start) / 1000;
  console.log(`engine: 10,000 creators × 1,000 resources in ${seconds.toFixed(1)} s, ${kept} matches kept, peak RSS ${(peak / 1024 / 1024).toFixed(0)} MB`);
}
