/**
 * The partner API's budget under load. First, in this process, the CPU that pricing and the bucket
 * add to one keyed call: the requested cost, the actual cost and the two bucket scripts on Redis
 * (take, then settle), against the same call's pricing skipped. Then keyed calls of a typical
 * partner query at 64 connections through the real app (autocannon): requests/s, p50, p99 and the
 * status mix (each key's bucket holds 1,000 points and refills 50 a second, so most calls past the
 * first seconds are answered 429 THROTTLED, which is the budget doing its work). Before that,
 * PARTNER_SERVED (96) calls one at a time within every key's budget: CPU, PostgreSQL CPU and SQL
 * statements per served call, and the size of api_calls.
 *
 *   npm run bench:partner-api
 *
 * Needs REDIS_URL (default redis://127.0.0.1:6379). PARTNER_SECONDS (10), PARTNER_CONNECTIONS (64),
 * PARTNER_KEYS (16, at most the 20 live keys a brand may hold; four connections a key) and PARTNER_ITERATIONS (20,000) change it. Target: at most
 * 0.3 ms of CPU per call for the cost and the budget. Note the machine's load average with figures.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { buildSchema, parse, visit, type FieldNode } from 'graphql';
import { Redis } from 'ioredis';
import { createCostBucket } from '../graph/src/modules/budget/bucket.js';
import { actualCost, requestedCost, type ListLengths } from '../graph/src/modules/budget/cost.js';
import { backendCpuMeter, countSqlHere, loadLine, registerForCookie, sqlLine, tableSizes, withBenchApp } from './harness.js';

const SECONDS = Number(process.env.PARTNER_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.PARTNER_CONNECTIONS ?? 64);
const KEYS = Math.min(20, Number(process.env.PARTNER_KEYS ?? 16));
const ITERATIONS = Number(process.env.PARTNER_ITERATIONS ?? 20_000);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Served calls measured one at a time, spread over the keys so that none is throttled (about 6 a key of 1,000 points). */
const SERVED = Number(process.env.PARTNER_SERVED ?? 96);

/** What a partner's sync job asks: a page of the directory with each brand's open briefs. */
const PARTNER_QUERY = `query PartnerBrands {
  brands(first: 20) { totalCount pageInfo { hasNextPage endCursor } edges { node { id name slug category openBriefs(first: 3) { totalCount edges { node { id title } } } } } }
}`;

console.log(
  `load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} on ${os.cpus().length} CPUs`,
);

// 1. The CPU of the cost and the budget for one call, in this process.
{
  const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
  const document = parse(PARTNER_QUERY);
  const nodes = new Map<string, FieldNode>();
  visit(document, { Field: (node) => void nodes.set(node.name.value, node) });
  // 20 brands came back, with 1 open brief each on average.
  const lengths: ListLengths = new Map([
    [nodes.get('brands')!, { items: 20, resolutions: 1 }],
    [nodes.get('openBriefs')!, { items: 20, resolutions: 20 }],
  ]);
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  // Before it is ready the bucket counts in memory (its fallback), which is not what is measured.
  if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
  const bucket = createCostBucket({ redis, prefix: `bench:${randomUUID()}:` });
  const keyIds = Array.from({ length: 1000 }, () => randomUUID());

  const measure = async (label: string, work: (i: number) => Promise<void>) => {
    for (let i = 0; i < 2000; i += 1) await work(i);
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < ITERATIONS; i += 1) await work(i);
    const used = process.cpuUsage(cpu);
    const perCall = (used.user + used.system) / 1000 / ITERATIONS;
    console.log(`${label.padEnd(44)} ${perCall.toFixed(3)} ms CPU a call  (${((performance.now() - started) / ITERATIONS).toFixed(3)} ms wall)`);
    return perCall;
  };
  const pricing = () => {
    const requested = requestedCost({ schema, document }, true);
    const actual = actualCost({ schema, document }, lengths);
    return { requested, actual };
  };
  const priced = await measure('pricing only (requested + actual)', async () => void pricing());
  const bucketOnly = await measure('bucket only (take + settle on Redis)', async (i) => {
    const key = keyIds[i % keyIds.length]!;
    await bucket.apply(key, 'take', 81, Date.now());
    await bucket.apply(key, 'adjust', 40, Date.now());
  });
  const both = await measure('pricing + bucket (what a keyed call adds)', async (i) => {
    const key = keyIds[i % keyIds.length]!;
    const { requested, actual } = pricing();
    await bucket.apply(key, 'take', requested, Date.now());
    await bucket.apply(key, 'adjust', requested - actual, Date.now());
  });
  console.log(`  sum of parts ${(priced + bucketOnly).toFixed(3)} ms; together ${both.toFixed(3)} ms (target ≤ 0.3 ms)`);
  await redis.quit();
}

// 2. Keyed calls through the app at 64 connections.
process.env.REDIS_URL ??= REDIS_URL;
process.env.REDIS_PREFIX = `bench:${randomUUID()}:`;
await withBenchApp(async (baseUrl, orm) => {
  const cookie = await registerForCookie(baseUrl, { email: `partner-${randomUUID().slice(0, 8)}@example.test` });
  const me = (await (
    await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    })
  ).json()) as { data: { viewer: { id: string } } };
  const brandId = randomUUID();
  const slug = `bench-partner-${brandId.slice(0, 8)}`;
  const em = orm.em.fork();
  await em.execute(
    `insert into brands (id, slug, name, category, tagline, description, website, logo_url, headquarters, region, regions, listed, verified)
     values (?, ?, 'Bench partner', 'distribution', 'Bench', 'A brand for the partner bench', 'https://example.test', ?, '', 'global', '{global}', true, true)`,
    [brandId, slug, `/logos/${slug}.svg`],
  );
  await em.execute(`insert into brand_members (id, brand_id, user_id, role) values (gen_random_uuid(), ?, ?, 'owner')`, [brandId, me.data.viewer.id]);
  const secrets: string[] = [];
  const expiresAt = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();
  for (let i = 0; i < KEYS; i += 1) {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        query: 'mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }',
        variables: { input: { brandId, name: `Bench ${i}`, expiresAt, grants: [{ resource: 'BRAND_PAGE', access: 'READ' }] } },
      }),
    });
    const body = (await response.json()) as { data?: { createApiKey: { secret: string } }; errors?: unknown };
    if (!body.data) throw new Error(`could not create a key: ${JSON.stringify(body.errors)}`);
    secrets.push(body.data.createApiKey.secret);
  }
  const body = JSON.stringify({ query: PARTNER_QUERY });
  let next = 0;
  const requestFor = (secret: string) => ({
    method: 'POST' as const,
    path: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body,
  });
  // One served call's cost, one at a time: CPU of this process (the app and the fetch client both),
  // PostgreSQL's backends, and the statements; every answer must be a 200 without errors.
  {
    const databaseUrl = orm.config.get('clientUrl')!;
    const sql = await countSqlHere();
    const call = async (i: number) => {
      const response = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers: requestFor(secrets[i % secrets.length]!).headers, body });
      const text = await response.text();
      if (response.status !== 200 || text.includes('"errors"')) throw new Error(`keyed call ${i}: ${response.status} ${text.slice(0, 300)}`);
    };
    for (let i = 0; i < secrets.length; i += 1) await call(i);
    const load = loadLine();
    const sqlBefore = sql();
    const pgCpu = await backendCpuMeter(databaseUrl);
    const cpuBefore = process.cpuUsage();
    for (let i = 0; i < SERVED; i += 1) await call(i);
    const cpu = process.cpuUsage(cpuBefore);
    const pgCpuMs = await pgCpu();
    console.log(
      `served keyed call, one at a time (${SERVED}): CPU ${((cpu.user + cpu.system) / 1000 / SERVED).toFixed(2)} ms a call (app and client), ` +
        `PostgreSQL ${pgCpuMs === null ? 'n/a' : `${(pgCpuMs / SERVED).toFixed(2)} ms`}; ${load} before`,
    );
    console.log(sqlLine('served call', sqlBefore, sql(), SERVED));
    for (const line of await tableSizes(databaseUrl, ['api_calls', 'api_keys'])) console.log(line);
  }
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 30,
    requests: [requestFor(secrets[0]!)],
    setupClient: (client) => client.setRequests([requestFor(secrets[next++ % secrets.length]!)]),
  });
  const done = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  console.log(
    `keyed ${CONNECTIONS} connections, ${KEYS} keys, ${SECONDS} s: ${(done / SECONDS).toFixed(0)} req/s  p50=${result.latency.p50} ms  p99=${result.latency.p99} ms  2xx=${result['2xx']} 4xx=${result['4xx']} (429 THROTTLED once a bucket is spent) 5xx=${result['5xx']}`,
  );
});
