import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandAudience, createAudienceKit, foldBuckets, roundCount } from '../src/modules/audience/audience.service.js';
import type { ApiKeyActor } from '../src/modules/common/authz.js';
import { AppError } from '../src/modules/common/errors.js';
import { bearer, codeOf, issueKey, teamBrand } from './api-key-helpers.js';
import { connectedCohort, createSessionCookie, createUser, type CohortOptions } from './seed-helpers.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * A brand's audience aggregates: consent in the privacy settings (off by default), counting only
 * the consenting creators connected to the brand over the fields each shared, folding groups under
 * 50 into "Other" (itself never under 50), rounding to 5, and the daily limit of an API key.
 */

let t: TestApp;
let redis: Redis;
beforeAll(async () => {
  t = await startTestApp({ WORKER: 'off' });
  redis = new Redis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
});
afterAll(async () => {
  redis.disconnect();
  await t.close();
});

const AUDIENCE = `query ($b: ID!) { brandAudience(brandId: $b) {
  consentingCreators belowMinimum minimumGroupSize roundedTo
  genres { label count suppressed } regions { label count suppressed } careerStages { label count suppressed } } }`;

type Bucket = { label: string; count: number; suppressed: boolean };
type Audience = {
  consentingCreators: number;
  belowMinimum: boolean;
  minimumGroupSize: number;
  roundedTo: number;
  genres: Bucket[];
  regions: Bucket[];
  careerStages: Bucket[];
};

/** A fresh directory brand with a signed-in owner on its team. */
async function brandWithOwner(): Promise<{ id: string; cookie: string }> {
  const id = randomUUID();
  const slug = `audience-${randomUUID().slice(0, 8)}`;
  const em = t.orm.em.fork();
  await em.execute(
    `insert into brands (id, slug, name, category, tagline, description, website, logo_url, headquarters, region)
     values (?, ?, 'Audience brand', 'distribution', 'Audience', 'Audience', 'https://example.test', ?, 'Audience', 'global')`,
    [id, slug, `/logos/${slug}.svg`],
  );
  const owner = await createUser(t.orm);
  await em.execute(`insert into brand_members (id, brand_id, user_id, role) values (gen_random_uuid(), ?, ?, 'owner')`, [id, owner.id]);
  return { id, cookie: await createSessionCookie(t.orm, owner.id) };
}

const cohort = (brandId: string, n: number, c: CohortOptions = {}) => connectedCohort(t.orm, brandId, n, c);

async function audienceOf(brand: { id: string; cookie: string }): Promise<Audience> {
  const { body } = await t.gql<{ brandAudience: Audience }>(AUDIENCE, { b: brand.id }, { cookie: brand.cookie });
  expect(body.errors).toBeUndefined();
  return body.data!.brandAudience;
}

const PRIVACY = 'privacySettings { dmPolicy shareWithConnectedBrands sharedAudienceFields }';

describe('consent in the privacy settings', () => {
  it('is off by default, with no field shared', async () => {
    const user = await createUser(t.orm);
    const cookie = await createSessionCookie(t.orm, user.id);
    const { body } = await t.gql<{ viewer: { privacySettings: unknown } }>(`{ viewer { ${PRIVACY} } }`, {}, { cookie });
    expect(body.data!.viewer.privacySettings).toEqual({ dmPolicy: 'CONNECTIONS', shareWithConnectedBrands: false, sharedAudienceFields: [] });
  });

  it('saves what the input names, keeps the rest, and refuses a list longer than the fields there are', async () => {
    const user = await createUser(t.orm);
    const cookie = await createSessionCookie(t.orm, user.id);
    const update = (input: string) =>
      t.gql<{ updatePrivacySettings: unknown }>(
        `mutation { updatePrivacySettings(input: ${input}) { dmPolicy shareWithConnectedBrands sharedAudienceFields } }`,
        {},
        { cookie },
      );
    await update('{ dmPolicy: EVERYONE }');
    const on = await update('{ shareWithConnectedBrands: true, sharedAudienceFields: [REGION, GENRES, REGION] }');
    expect(on.body.errors).toBeUndefined();
    // Repeats dropped, in the fields' own order; the DM setting untouched.
    expect(on.body.data!.updatePrivacySettings).toEqual({ dmPolicy: 'EVERYONE', shareWithConnectedBrands: true, sharedAudienceFields: ['GENRES', 'REGION'] });
    // Turning sharing off keeps the fields chosen, for when it is turned on again.
    const off = await update('{ shareWithConnectedBrands: false }');
    expect(off.body.data!.updatePrivacySettings).toEqual({ dmPolicy: 'EVERYONE', shareWithConnectedBrands: false, sharedAudienceFields: ['GENRES', 'REGION'] });
    const tooMany = await update('{ sharedAudienceFields: [GENRES, REGION, CAREER_STAGE, GENRES] }');
    expect(tooMany.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const read = await t.gql<{ viewer: { privacySettings: unknown } }>(`{ viewer { ${PRIVACY} } }`, {}, { cookie });
    expect(read.body.data!.viewer.privacySettings).toEqual({
      dmPolicy: 'EVERYONE',
      shareWithConnectedBrands: false,
      sharedAudienceFields: ['GENRES', 'REGION'],
    });
  });
});

describe('brandAudience', () => {
  it('counts no one who did not consent: connected creators with the default settings, or sharing turned off', async () => {
    const brand = await brandWithOwner();
    await cohort(brand.id, 60, { share: null, genres: ['Techno'], location: 'Berlin, Germany', careerStage: 'emerging' });
    await cohort(brand.id, 60, { share: false, genres: ['Techno'], location: 'Berlin, Germany', careerStage: 'emerging' });
    expect(await audienceOf(brand)).toEqual({
      consentingCreators: 0,
      belowMinimum: true,
      minimumGroupSize: 50,
      roundedTo: 5,
      genres: [],
      regions: [],
      careerStages: [],
    });
  });

  it('counts only consenting creators connected to this brand, and only the fields each shared', async () => {
    const brand = await brandWithOwner();
    const elsewhere = await brandWithOwner();
    // Counted: all three fields shared; "techno" and "Techno" are one genre.
    await cohort(brand.id, 60, { genres: ['Techno', 'House'], location: 'Berlin, Germany', careerStage: 'emerging' });
    // Counted, by their genres only: their region and stage go to "Other".
    await cohort(brand.id, 55, { genres: ['techno'], location: 'London, UK', careerStage: 'professional', fields: ['GENRES'] });
    // Never counted: not consenting; not (or no longer) connected; suspended; blocking the brand;
    // consenting and connected, but to another brand.
    const never = { genres: ['Jazz'], location: 'Lagos, Nigeria', careerStage: 'beginner' };
    await cohort(brand.id, 60, { ...never, share: false });
    await cohort(brand.id, 60, { ...never, status: 'requested' });
    await cohort(brand.id, 60, { ...never, status: 'ended' });
    await cohort(brand.id, 60, { ...never, suspended: true });
    await cohort(brand.id, 60, { ...never, blocked: true });
    await cohort(elsewhere.id, 60, never);

    expect(await audienceOf(brand)).toEqual({
      consentingCreators: 115,
      belowMinimum: false,
      minimumGroupSize: 50,
      roundedTo: 5,
      genres: [
        { label: 'Techno', count: 115, suppressed: false },
        { label: 'House', count: 60, suppressed: false },
      ],
      regions: [
        { label: 'europe', count: 60, suppressed: false },
        { label: 'Other', count: 55, suppressed: true },
      ],
      careerStages: [
        { label: 'emerging', count: 60, suppressed: false },
        { label: 'Other', count: 55, suppressed: true },
      ],
    });
    // The other brand's own audience is its 60 alone.
    expect((await audienceOf(elsewhere)).regions).toEqual([{ label: 'africa', count: 60, suppressed: false }]);
  });

  it('folds groups under 50 into "Other", and a small "Other" takes the smallest shown group too', async () => {
    const brand = await brandWithOwner();
    await cohort(brand.id, 60, { genres: ['Techno'], location: 'Berlin, Germany', careerStage: 'emerging' });
    await cohort(brand.id, 53, { genres: ['Techno'], location: 'London, UK', careerStage: 'established' });
    await cohort(brand.id, 30, { genres: ['Ambient'], location: 'Atlantis', careerStage: 'beginner' });
    await cohort(brand.id, 22, { genres: ['Jazz'], location: 'Toronto, Canada', careerStage: 'beginner' });
    // 165 in all: europe 60, uk 53, none 30, north-america 22; stages 60, 53, 52; genres Techno 113, Ambient 30, Jazz 22.
    const audience = await audienceOf(brand);
    expect(audience.consentingCreators).toBe(165);
    expect(audience.regions).toEqual([
      { label: 'europe', count: 60, suppressed: false },
      { label: 'uk', count: 55, suppressed: false },
      { label: 'Other', count: 50, suppressed: true },
    ]);
    // Beginners are 52: a group of their own. Nothing is small, so there is no "Other".
    expect(audience.careerStages).toEqual([
      { label: 'emerging', count: 60, suppressed: false },
      { label: 'established', count: 55, suppressed: false },
      { label: 'beginner', count: 50, suppressed: false },
    ]);
    expect(audience.genres).toEqual([
      { label: 'Techno', count: 115, suppressed: false },
      { label: 'Other', count: 50, suppressed: true },
    ]);

    // Four of the "Other" region leave: Other would be 48, so uk (53) is folded in with them.
    const small = await brandWithOwner();
    await cohort(small.id, 60, { location: 'Berlin, Germany' });
    await cohort(small.id, 53, { location: 'London, UK' });
    await cohort(small.id, 4, { location: 'Atlantis' });
    const folded = await audienceOf(small);
    expect(folded.consentingCreators).toBe(115);
    expect(folded.regions).toEqual([
      { label: 'europe', count: 60, suppressed: false },
      { label: 'Other', count: 55, suppressed: true },
    ]);
  });

  it('shows nothing while fewer than 50 consent', async () => {
    const brand = await brandWithOwner();
    await cohort(brand.id, 49, { genres: ['Techno'], location: 'Berlin, Germany', careerStage: 'emerging' });
    const audience = await audienceOf(brand);
    expect(audience).toMatchObject({ consentingCreators: 0, belowMinimum: true, genres: [], regions: [], careerStages: [] });
    await cohort(brand.id, 1, { genres: ['Techno'], location: 'Berlin, Germany', careerStage: 'emerging' });
    expect(await audienceOf(brand)).toMatchObject({
      consentingCreators: 50,
      belowMinimum: false,
      regions: [{ label: 'europe', count: 50, suppressed: false }],
    });
  });

  it("refuses visitors and another brand's team", async () => {
    const brand = await brandWithOwner();
    const other = await brandWithOwner();
    const visitor = await t.gql(AUDIENCE, { b: brand.id });
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const stranger = await t.gql(AUDIENCE, { b: brand.id }, { cookie: other.cookie });
    expect(stranger.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(stranger.body.data).toBeNull();
  });
});

describe('rounding and folding', () => {
  it('rounds to the nearest 5', () => {
    expect([50, 52, 53, 57, 58, 1234].map(roundCount)).toEqual([50, 50, 55, 55, 60, 1235]);
  });

  it('never shows a group, "Other" included, under 50', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const groups = Array.from({ length: (seed % 7) + 1 }, (_, i) => ({ key: `g${i}`, label: `g${i}`, n: ((seed * (i + 3) * 37) % 90) + 1 }));
      const total = groups.reduce((sum, group) => sum + group.n, 0);
      if (total < 50) continue;
      const buckets = foldBuckets([...groups, { key: null, label: null, n: seed % 5 }]);
      for (const bucket of buckets) expect(bucket.count).toBeGreaterThanOrEqual(50);
      expect(buckets.filter((bucket) => bucket.suppressed).length).toBeLessThanOrEqual(1);
    }
  });
});

describe('API keys', () => {
  const keyOf = (brandId: string, grants: ApiKeyActor['grants'] = { AUDIENCE: 'READ' }): ApiKeyActor => ({
    kind: 'apiKey',
    keyId: randomUUID(),
    brandId,
    grants,
  });

  it('may ask a limited number of times a day, counted across instances in Redis', async () => {
    const brand = await brandWithOwner();
    await cohort(brand.id, 50, { location: 'Berlin, Germany' });
    // Two instances: each its own kit over the same Redis keys, at 3 calls a day.
    const store = { redis, prefix: `test:${randomUUID()}:` };
    const [one, two] = [createAudienceKit(store, 3), createAudienceKit(store, 3)];
    const key = keyOf(brand.id);
    const ask = (kit: typeof one, actor: ApiKeyActor = key) => brandAudience(t.orm.em.fork(), kit, actor, brand.id);
    expect((await ask(one)).consentingCreators).toBe(50);
    await ask(two);
    await ask(one);
    const refused = await ask(two).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('RATE_LIMITED');
    expect((refused as AppError).message).toMatch(/asked for the audience 3 times in the last day/);
    // Another key of the brand has its own count.
    expect((await ask(one, keyOf(brand.id))).consentingCreators).toBe(50);
  });

  it('needs the AUDIENCE READ grant and its own brand; a refused call is not counted', async () => {
    const brand = await brandWithOwner();
    const other = await brandWithOwner();
    const kit = createAudienceKit({ redis, prefix: `test:${randomUUID()}:` }, 1);
    const refusal = (actor: ApiKeyActor, brandId: string) =>
      brandAudience(t.orm.em.fork(), kit, actor, brandId).then(
        () => null,
        (error: AppError) => error.code,
      );
    const key = keyOf(brand.id);
    expect(await refusal(keyOf(brand.id, { BRAND_PAGE: 'WRITE' }), brand.id)).toBe('FORBIDDEN');
    expect(await refusal(key, other.id)).toBe('NOT_FOUND');
    // Its one call of the day is still there.
    expect(await refusal(key, brand.id)).toBeNull();
    expect(await refusal(key, brand.id)).toBe('RATE_LIMITED');
  });
});

describe('a real key over HTTP', () => {
  it('reads the audience with the AUDIENCE READ grant; another grant, or another brand, is refused', async () => {
    const brand = await teamBrand(t.orm);
    const other = await teamBrand(t.orm);
    await cohort(brand.id, 55, { location: 'Berlin, Germany' });
    const reader = await issueKey(t, brand, [{ resource: 'AUDIENCE', access: 'READ' }]);
    const pageOnly = await issueKey(t, brand, [{ resource: 'BRAND_PAGE', access: 'READ' }]);
    const read = await t.gql<{ brandAudience: Audience }>(AUDIENCE, { b: brand.id }, bearer(reader.secret));
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data!.brandAudience).toMatchObject({ consentingCreators: 55, regions: [{ label: 'europe', count: 55, suppressed: false }] });
    const refused = await t.gql(AUDIENCE, { b: brand.id }, bearer(pageOnly.secret));
    expect(codeOf(refused.body)).toBe('FORBIDDEN');
    expect(refused.body.errors?.[0]?.message).toMatch(/AUDIENCE READ/);
    expect(codeOf((await t.gql(AUDIENCE, { b: other.id }, bearer(reader.secret))).body)).toBe('NOT_FOUND');
  });
});
