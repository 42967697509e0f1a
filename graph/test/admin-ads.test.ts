import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdEventKind } from '../src/modules/ad/ad-event.entity.js';
import { recordAdEvent } from '../src/modules/ad/ad-event.service.js';
import { createAdKit } from '../src/modules/ad/ad.service.js';
import { VISITOR_COOKIE } from '../src/modules/assistant/visitor.js';
import type { Context } from '../src/modules/common/context.js';
import { MEMORY_RATE_LIMITS } from '../src/modules/common/rate-limit.js';
import { auditOf, createSessionCookie, createUser, UserRole } from './seed-helpers.js';
import { startTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let admin: { id: string; cookie: string };
let creator: { id: string; cookie: string };

beforeAll(async () => {
  t = await startTestApp();
  const a = await createUser(t.orm, { role: UserRole.ADMIN });
  admin = { id: a.id, cookie: await createSessionCookie(t.orm, a.id) };
  const c = await createUser(t.orm);
  creator = { id: c.id, cookie: await createSessionCookie(t.orm, c.id) };
});
afterAll(async () => {
  await t.close();
});

type Ad = { id: string; title: string; placement: string; priority: number; active: boolean; startsAt: string | null; endsAt: string | null; state: string };
const AD_FIELDS = 'id title placement priority active startsAt endsAt state';
type Gql = { body: { data?: Record<string, unknown>; errors?: { message: string; extensions?: Record<string, unknown> }[] } };

/** A placement of this test's own: no dashboard and no other test reads its ads. */
const placementOf = () => `test-${randomUUID().slice(0, 8)}`;
const hour = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

const adInput = (more: Record<string, unknown> = {}) => ({
  title: 'Master your first EP',
  description: 'Mastering for independent artists, 20% off this month.',
  imageUrl: 'DISTROKID_LOGO',
  linkUrl: 'https://sponsor.example/offer',
  sponsor: 'Sponsor Co',
  placement: placementOf(),
  ...more,
});

const as = (cookie?: string): Record<string, string> => (cookie ? { cookie } : {});
const codeOf = (result: Gql) => result.body.errors?.[0]?.extensions?.code;
const fieldsOf = (result: Gql) => result.body.errors?.[0]?.extensions?.fields as Record<string, string> | undefined;

async function create(input: Record<string, unknown>, cookie = admin.cookie): Promise<Gql & { ad?: Ad }> {
  const result = await t.gql(`mutation ($input: CreateBannerAdInput!) { createBannerAd(input: $input) { ${AD_FIELDS} } }`, { input }, as(cookie));
  return { ...result, ad: (result.body.data?.createBannerAd as Ad | undefined) ?? undefined };
}
const update = (id: string, input: Record<string, unknown>, cookie = admin.cookie) =>
  t.gql(`mutation ($id: ID!, $input: UpdateBannerAdInput!) { updateBannerAd(id: $id, input: $input) { ${AD_FIELDS} } }`, { id, input }, as(cookie));
const remove = (id: string, cookie = admin.cookie) => t.gql('mutation ($id: ID!) { deleteBannerAd(id: $id) }', { id }, as(cookie));

const auditCount = async () => {
  const { body } = await t.gql<{ auditLog: { totalCount: number } }>(
    'query ($actorId: ID) { auditLog(action: "ad", actorId: $actorId) { totalCount } }',
    { actorId: admin.id },
    as(admin.cookie),
  );
  return body.data!.auditLog.totalCount;
};

const showing = async (placement: string) => {
  const { body } = await t.gql<{ bannerAds: { id: string }[] }>('query ($p: String!) { bannerAds(placement: $p) { id } }', { p: placement });
  expect(body.errors).toBeUndefined();
  return body.data!.bannerAds.map((ad) => ad.id);
};
const restIds = async () => ((await (await fetch(`${t.baseUrl}/api/banner-ads`)).json()) as { id: string }[]).map((ad) => ad.id);

describe('createBannerAd', () => {
  it('creates a live ad with its defaults and exactly one ad.create entry', async () => {
    const { body, ad } = await create(adInput({ placement: undefined, priority: -1000 }));
    expect(body.errors).toBeUndefined();
    expect(ad).toMatchObject({
      title: 'Master your first EP',
      placement: 'dashboard',
      priority: -1000,
      active: true,
      startsAt: null,
      endsAt: null,
      state: 'LIVE',
    });
    const entries = await auditOf(t.orm, 'ad', ad!.id, { actorId: admin.id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'ad.create',
      targetLabel: 'Master your first EP',
      before: null,
      after: { title: 'Master your first EP', placement: 'dashboard', active: true },
    });
    // The lowest priority: in the list, never the dashboard's first banner of another test.
    expect(await restIds()).toContain(ad!.id);
    await remove(ad!.id);
  });

  it('refuses visitors and creators, and bad input at its fields, saving nothing', async () => {
    const before = await auditCount();
    expect(codeOf(await create(adInput(), ''))).toBe('UNAUTHENTICATED');
    expect(codeOf(await create(adInput(), creator.cookie))).toBe('FORBIDDEN');

    const bad = await create(
      adInput({
        title: '   ',
        linkUrl: 'javascript:alert(1)',
        imageUrl: 'http://insecure.example/logo.png',
        sponsor: 'x'.repeat(121),
        priority: 5000,
        startsAt: at(2 * hour),
        endsAt: at(hour),
      }),
    );
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(Object.keys(fieldsOf(bad)!).sort()).toEqual(['endsAt', 'imageUrl', 'linkUrl', 'priority', 'sponsor', 'title']);
    expect(fieldsOf(bad)!.endsAt).toBe('The end must come after the start');

    const placement = placementOf();
    expect(codeOf(await create(adInput({ placement, description: undefined })))).toBe('BAD_USER_INPUT');
    expect(codeOf(await create(adInput({ placement: 'Not A Key!' })))).toBe('BAD_USER_INPUT');
    expect(await auditCount()).toBe(before);
    const { body } = await t.gql<{ adminBannerAds: unknown[] }>(
      'query ($p: String) { adminBannerAds(placement: $p) { id } }',
      { p: placement },
      as(admin.cookie),
    );
    expect(body.data!.adminBannerAds).toEqual([]);
  });

  it('accepts an https image, an uploaded image and the DistroKid logo, nothing else', async () => {
    const png = await sharp({ create: { width: 300, height: 100, channels: 4, background: '#ff8800' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    const upload = await fetch(`${t.baseUrl}/api/admin/ad-images`, {
      method: 'POST',
      body: form,
      headers: { cookie: admin.cookie, 'x-soundboard-csrf': '1', origin: t.baseUrl },
    });
    expect(upload.status).toBe(201);
    const { imageUrl } = (await upload.json()) as { imageUrl: string };
    expect(imageUrl).toMatch(/^\/uploads\/ad-[0-9a-f]{24}\.webp$/);
    const served = await fetch(`${t.baseUrl}${imageUrl}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(300);

    for (const image of [imageUrl, 'https://cdn.sponsor.example/logo.png', 'DISTROKID_LOGO']) {
      const { body } = await create(adInput({ imageUrl: image, active: false }));
      expect(body.errors).toBeUndefined();
    }
    for (const image of ['/uploads/../secret.webp', 'data:image/png;base64,AAAA', 'ftp://sponsor.example/logo.png']) {
      expect(fieldsOf(await create(adInput({ imageUrl: image })))?.imageUrl).toBeDefined();
    }
    // Not an image: refused at the field; a creator may not upload at all.
    const text = new FormData();
    text.append('image', new Blob(['hello'], { type: 'image/png' }), 'fake.png');
    const refused = await fetch(`${t.baseUrl}/api/admin/ad-images`, {
      method: 'POST',
      body: text,
      headers: { cookie: admin.cookie, 'x-soundboard-csrf': '1', origin: t.baseUrl },
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields: Record<string, string> }).fields.image).toBeDefined();
  });
});

describe('updateBannerAd and deleteBannerAd', () => {
  it('changes the fields sent, with one ad.update entry holding only the changed fields', async () => {
    const { ad } = await create(adInput({ startsAt: at(hour) }));
    const changed = await update(ad!.id, { title: 'Master your second EP', priority: 7, sponsor: 'Sponsor Co' });
    expect(changed.body.errors).toBeUndefined();
    expect(changed.body.data!.updateBannerAd).toMatchObject({ title: 'Master your second EP', priority: 7, state: 'SCHEDULED' });
    const entries = await auditOf(t.orm, 'ad', ad!.id, { actorId: admin.id });
    expect(entries.map((e) => e.action)).toEqual(['ad.update', 'ad.create']);
    expect(entries[0]).toMatchObject({
      targetLabel: 'Master your second EP',
      before: { title: 'Master your first EP', priority: 0 },
      after: { title: 'Master your second EP', priority: 7 },
    });
    expect(Object.keys(entries[0]!.after!).sort()).toEqual(['priority', 'title']);

    // Pause: one entry, and the state follows.
    const paused = await update(ad!.id, { active: false });
    expect((paused.body.data!.updateBannerAd as Ad).state).toBe('PAUSED');
    expect((await auditOf(t.orm, 'ad', ad!.id, { actorId: admin.id })).map((e) => e.action)).toEqual(['ad.update', 'ad.update', 'ad.create']);
  });

  it('refuses creators, unknown and malformed ids, and an end before the stored start, saving nothing', async () => {
    const { ad } = await create(adInput({ startsAt: at(2 * hour) }));
    expect(codeOf(await update(ad!.id, { title: 'Mine now' }, creator.cookie))).toBe('FORBIDDEN');
    expect(codeOf(await update(ad!.id, { title: 'Mine now' }, ''))).toBe('UNAUTHENTICATED');
    expect(codeOf(await update(randomUUID(), { title: 'Nobody' }))).toBe('NOT_FOUND');
    expect(codeOf(await update('not-an-id', { title: 'Nobody' }))).toBe('BAD_USER_INPUT');
    const window = await update(ad!.id, { title: 'Half saved?', endsAt: at(hour) });
    expect(codeOf(window)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(window)).toEqual({ endsAt: 'The end must come after the start' });
    const { body } = await t.gql<{ adminBannerAds: Ad[] }>(
      `query ($p: String) { adminBannerAds(placement: $p) { ${AD_FIELDS} } }`,
      { p: ad!.placement },
      as(admin.cookie),
    );
    expect(body.data!.adminBannerAds.map((a) => a.title)).toEqual(['Master your first EP']);
    expect((await auditOf(t.orm, 'ad', ad!.id, { actorId: admin.id })).map((e) => e.action)).toEqual(['ad.create']);
  });

  it('deletes with one ad.delete entry whose name outlives the ad; refuses creators and unknown ids', async () => {
    const { ad } = await create(adInput({ title: 'Short-lived offer' }));
    expect(codeOf(await remove(ad!.id, creator.cookie))).toBe('FORBIDDEN');
    const deleted = await remove(ad!.id);
    expect(deleted.body.data).toEqual({ deleteBannerAd: true });
    expect(codeOf(await remove(ad!.id))).toBe('NOT_FOUND');
    expect(codeOf(await remove('12345'))).toBe('BAD_USER_INPUT');
    const entries = await auditOf(t.orm, 'ad', ad!.id, { actorId: admin.id });
    expect(entries.map((e) => e.action)).toEqual(['ad.delete', 'ad.create']);
    expect(entries[0]).toMatchObject({ targetLabel: 'Short-lived offer', after: null, before: { title: 'Short-lived offer' } });
    expect(await showing(ad!.placement)).toEqual([]);
  });
});

describe('the schedule', () => {
  it('shows an ad only while active and inside its window, in bannerAds and GET /api/banner-ads', async () => {
    const placement = placementOf();
    const { ad: future } = await create(adInput({ placement, startsAt: at(hour) }));
    const { ad: past } = await create(adInput({ placement, startsAt: at(-2 * hour), endsAt: at(-hour) }));
    const { ad: now } = await create(adInput({ placement, startsAt: at(-hour), endsAt: at(hour) }));
    expect([future!.state, past!.state, now!.state]).toEqual(['SCHEDULED', 'ENDED', 'LIVE']);
    expect(await showing(placement)).toEqual([now!.id]);

    await update(now!.id, { active: false });
    expect(await showing(placement)).toEqual([]);
    await update(now!.id, { active: true });
    await update(future!.id, { startsAt: null });
    expect((await showing(placement)).sort()).toEqual([now!.id, future!.id].sort());

    // The REST list is the dashboard placement's: lowest priority, so no other test's dashboard shows it.
    const { ad: rest } = await create(adInput({ placement: 'dashboard', priority: -1000, startsAt: at(hour) }));
    expect(await restIds()).not.toContain(rest!.id);
    await update(rest!.id, { startsAt: at(-hour) });
    expect(await restIds()).toContain(rest!.id);
    await update(rest!.id, { active: false });
    expect(await restIds()).not.toContain(rest!.id);
    await remove(rest!.id);
  });

  it('lists every ad for admins, live first, filtered by state', async () => {
    const placement = placementOf();
    await create(adInput({ placement, title: 'Ended', startsAt: at(-2 * hour), endsAt: at(-hour) }));
    await create(adInput({ placement, title: 'Paused', active: false }));
    await create(adInput({ placement, title: 'Scheduled', startsAt: at(hour), priority: 5 }));
    await create(adInput({ placement, title: 'Live' }));
    const list = async (state?: string) => {
      const { body } = await t.gql<{ adminBannerAds: Ad[] }>(
        'query ($p: String, $s: BannerAdState) { adminBannerAds(placement: $p, state: $s) { title state } }',
        { p: placement, s: state },
        as(admin.cookie),
      );
      expect(body.errors).toBeUndefined();
      return body.data!.adminBannerAds.map((a) => a.title);
    };
    expect(await list()).toEqual(['Live', 'Scheduled', 'Paused', 'Ended']);
    expect(await list('PAUSED')).toEqual(['Paused']);
  });
});

describe('impressions and clicks', () => {
  const record = (kind: 'Impression' | 'Click', id: string, headers: Record<string, string> = {}) =>
    t.gql<Record<string, boolean>>(`mutation ($id: ID!) { recordAd${kind}(id: $id) }`, { id }, headers);
  const counted = async (kind: 'Impression' | 'Click', id: string, headers: Record<string, string> = {}) => {
    const { body } = await record(kind, id, headers);
    expect(body.errors).toBeUndefined();
    return body.data![`recordAd${kind}`];
  };
  const statsOf = async (placement: string, cookie = admin.cookie) => {
    const result = await t.gql<{ adminBannerAds: { stats: { impressions: number; clicks: number; ctr: number | null } }[] }>(
      'query ($p: String) { adminBannerAds(placement: $p) { stats { impressions clicks ctr } } }',
      { p: placement },
      as(cookie),
    );
    return result;
  };

  it('count a signed-in account once per ad per day, whichever of its sessions sends', async () => {
    const placement = placementOf();
    const { ad } = await create(adInput({ placement }));
    const second = await createSessionCookie(t.orm, creator.id);
    expect(await counted('Impression', ad!.id, { cookie: creator.cookie })).toBe(true);
    expect(await counted('Impression', ad!.id, { cookie: creator.cookie })).toBe(false);
    expect(await counted('Impression', ad!.id, { cookie: second })).toBe(false);
    expect(await counted('Click', ad!.id, { cookie: creator.cookie })).toBe(true);
    expect(await counted('Click', ad!.id, { cookie: second })).toBe(false);
    const { body } = await statsOf(placement);
    expect(body.data!.adminBannerAds[0]!.stats).toEqual({ impressions: 1, clicks: 1, ctr: 1 });
  });

  it('count once per visitor cookie per ad per day, and issue no cookie for counting', async () => {
    const placement = placementOf();
    const { ad } = await create(adInput({ placement }));
    const visitor = `${VISITOR_COOKIE}=${'v'.repeat(32)}`;
    const send = (cookie?: string) =>
      fetch(`${t.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'cookie-test', ...as(cookie) },
        body: JSON.stringify({ query: 'mutation ($id: ID!) { recordAdImpression(id: $id) }', variables: { id: ad!.id } }),
      });
    const first = await send(visitor);
    expect(((await first.json()) as { data: unknown }).data).toEqual({ recordAdImpression: true });
    expect(await counted('Impression', ad!.id, { cookie: visitor })).toBe(false);
    // Without the cookie, the same browser is another viewer (its address and user agent); no cookie is set.
    const bare = await send();
    expect(((await bare.json()) as { data: unknown }).data).toEqual({ recordAdImpression: true });
    expect(bare.headers.getSetCookie().some((c) => c.startsWith(`${VISITOR_COOKIE}=`))).toBe(false);
    expect((await statsOf(placement)).body.data!.adminBannerAds[0]!.stats.impressions).toBe(2);
  });

  it('count 200 impressions and 200 clicks without a cookie from one address and browser once each', async () => {
    const placement = placementOf();
    const { ad } = await create(adInput({ placement }));
    const headers = { 'user-agent': 'Mozilla/5.0 (inflation test)' };
    const answers: unknown[] = [];
    for (let i = 0; i < 200; i += 1) {
      for (const kind of ['Impression', 'Click'] as const) {
        const { body } = await record(kind, ad!.id, headers);
        // A repeat is either not counted (false) or, past the per-minute limit, refused: never counted.
        answers.push(body.errors ? body.errors[0]!.extensions!.code : body.data![`recordAd${kind}`]);
      }
    }
    expect(answers.filter((a) => a === true)).toHaveLength(2);
    expect(answers.slice(0, 2)).toEqual([true, true]);
    expect(answers.slice(2).every((a) => a === false || a === 'RATE_LIMITED')).toBe(true);
    expect((await statsOf(placement)).body.data!.adminBannerAds[0]!.stats).toEqual({ impressions: 1, clicks: 1, ctr: 1 });
  });

  it('stop counting at 50 viewers per address per ad per kind per day, for every kind of viewer', async () => {
    const placement = placementOf();
    const { ad } = await create(adInput({ placement, priority: 5 }));
    const { ad: other } = await create(adInput({ placement, priority: 1 }));
    const answers: (boolean | undefined)[] = [];
    for (let i = 0; i < 60; i += 1) answers.push(await counted('Impression', ad!.id, { 'user-agent': `browser ${i}` }));
    expect(answers.filter(Boolean)).toHaveLength(50);
    expect(answers.slice(50)).toEqual(Array(10).fill(false));
    // Past the cap, a signed-in account and a cookie from that address are not counted either; no error.
    expect(await counted('Impression', ad!.id, { cookie: creator.cookie })).toBe(false);
    expect(await counted('Impression', ad!.id, { cookie: `${VISITOR_COOKIE}=${'w'.repeat(32)}` })).toBe(false);
    // The cap is per ad and per kind.
    expect(await counted('Click', ad!.id, { 'user-agent': 'browser 0' })).toBe(true);
    expect(await counted('Impression', other!.id, { 'user-agent': 'browser 0' })).toBe(true);
    const stats = (await statsOf(placement)).body.data!.adminBannerAds.map((a) => a.stats);
    expect(stats).toEqual([
      { impressions: 50, clicks: 1, ctr: 0.02 },
      { impressions: 1, clicks: 0, ctr: 0 },
    ]);
  });

  it('count nothing for a paused, ended or future ad; refuse unknown and malformed ids', async () => {
    const placement = placementOf();
    const { ad: paused } = await create(adInput({ placement, active: false }));
    const { ad: future } = await create(adInput({ placement, startsAt: at(hour) }));
    const { ad: ended } = await create(adInput({ placement, startsAt: at(-2 * hour), endsAt: at(-hour) }));
    for (const ad of [paused!, future!, ended!]) {
      expect(await counted('Impression', ad.id, { cookie: creator.cookie })).toBe(false);
      expect(await counted('Click', ad.id, { cookie: creator.cookie })).toBe(false);
    }
    const { body } = await statsOf(placement);
    expect(body.data!.adminBannerAds.map((a) => a.stats)).toEqual(Array(3).fill({ impressions: 0, clicks: 0, ctr: null }));
    expect(codeOf(await record('Impression', randomUUID()))).toBe('NOT_FOUND');
    expect(codeOf(await record('Click', 'not-an-ad'))).toBe('BAD_USER_INPUT');
    expect(codeOf(await record('Click', `${randomUUID()}x`))).toBe('BAD_USER_INPUT');
  });

  it('are read by admins only', async () => {
    const placement = placementOf();
    await create(adInput({ placement }));
    expect(codeOf(await statsOf(placement, creator.cookie))).toBe('FORBIDDEN');
    // The public list does not open them either.
    const { body } = await t.gql('query ($p: String!) { bannerAds(placement: $p) { id stats { impressions } } }', { p: placement }, as(creator.cookie));
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const visitor = await t.gql('query ($p: String!) { bannerAds(placement: $p) { id startsAt } }', { p: placement });
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const asAdmin = await t.gql('query ($p: String!) { bannerAds(placement: $p) { id placement stats { impressions } } }', { p: placement }, as(admin.cookie));
    expect(asAdmin.body.errors).toBeUndefined();
  });

  it('are limited per viewer, with RATE_LIMITED and the wait', async () => {
    const placement = placementOf();
    const { ad } = await create(adInput({ placement }));
    const ads = createAdKit(MEMORY_RATE_LIMITS, { perViewerPerMinute: 2, perAddressPerMinute: 100, viewersPerAddressPerDay: 50 });
    const ctx = (visitor: string) =>
      ({
        em: t.orm.em.fork(),
        actor: null,
        visitor: { id: () => visitor, existing: visitor },
        session: { meta: { ip: '203.0.113.7', userAgent: null } },
        ads,
      }) as unknown as Context;
    const visitor = randomUUID();
    expect(await recordAdEvent(ctx(visitor), ad!.id, AdEventKind.IMPRESSION)).toBe(true);
    expect(await recordAdEvent(ctx(visitor), ad!.id, AdEventKind.IMPRESSION)).toBe(false);
    await expect(recordAdEvent(ctx(visitor), ad!.id, AdEventKind.IMPRESSION)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    // Another viewer is not held back by this one.
    expect(await recordAdEvent(ctx(randomUUID()), ad!.id, AdEventKind.CLICK)).toBe(true);
  });
});
