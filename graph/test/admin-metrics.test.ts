import { randomUUID } from 'node:crypto';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminDashboardRouteQueryDocument } from '../../web/src/gql/graphql.js';
import { databaseUrlFor, dropDatabase, ensureDatabase } from '../src/db/database-server.js';
import { migrate, openOrm } from '../src/db/orm.js';
import { BannerAd } from '../src/modules/ad/banner-ad.entity.js';
import { CSRF_HEADER } from '../src/shared/csrf.js';
import { databaseServerUrl } from './file-database.js';
import { createSessionCookie, createUser, UserRole } from './seed-helpers.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * Exact counts need a database nobody else writes to: this file's app runs on one of its own
 * (migrated, no demo data), dropped at the end. Rows are seeded at known UTC days and times,
 * day boundaries included; "today" is the day the file starts.
 */
const database = `soundboard_metrics_${Date.now().toString(36)}_${randomUUID().slice(0, 6)}`;
let t: TestApp;
const statements: string[] = [];
let admin: { id: string; cookie: string };
let creator: { id: string; cookie: string };

const DAY_MS = 86_400_000;
const today = new Date().toISOString().slice(0, 10);
/** The UTC day `n` days before today, YYYY-MM-DD. */
const day = (n: number) => new Date(Date.parse(today) - n * DAY_MS).toISOString().slice(0, 10);
/** A moment of that day (UTC). */
const at = (n: number, time = '12:00:00.000') => `${day(n)}T${time}Z`;
const FIRST = '00:00:00.000';
const LAST = '23:59:59.999';

type Gql = { body: { data?: Record<string, unknown>; errors?: { message: string; extensions?: Record<string, unknown> }[] } };
const codeOf = (result: Gql) => result.body.errors?.[0]?.extensions?.code;

type DailyCount = { date: string; count: number };
type PeriodTotal = { total: number; previousTotal: number; change: number | null };
type PeriodRate = { count: number; previousCount: number; rate: number | null; previousRate: number | null };
const SERIES = [
  'signups',
  'activeCreators',
  'matchesCreated',
  'matchDismissals',
  'matchBookmarks',
  'matchClicks',
  'brandConnections',
  'adImpressions',
  'adClicks',
] as const;
type Series = (typeof SERIES)[number];
type Metrics = Record<Series, DailyCount[]> & {
  days: number;
  startDate: string;
  endDate: string;
  previousStartDate: string;
  previousEndDate: string;
  totals: Record<Series, PeriodTotal>;
  matchActionRates: Record<'dismissed' | 'bookmarked' | 'clicked', PeriodRate>;
  ads: { ad: { id: string; title: string }; impressions: number; clicks: number; ctr: number | null }[];
};

/** Everything the admin dashboard shows, in one round trip: the web app's own operation. */
const ADMIN_DASHBOARD = print(AdminDashboardRouteQueryDocument);

const TOTAL = 'total previousTotal change';
const RATE = 'count previousCount rate previousRate';
const METRICS = `query ($days: Int!) { adminMetrics(days: $days) {
  days startDate endDate previousStartDate previousEndDate
  ${SERIES.map((name) => `${name} { date count }`).join(' ')}
  totals { ${SERIES.map((name) => `${name} { ${TOTAL} }`).join(' ')} }
  matchActionRates { dismissed { ${RATE} } bookmarked { ${RATE} } clicked { ${RATE} } }
  ads { ad { id title } impressions clicks ctr }
} }`;

async function metrics(days: number, cookie = admin.cookie): Promise<Metrics> {
  const { body } = await t.gql<{ adminMetrics: Metrics }>(METRICS, { days }, { cookie });
  expect(body.errors).toBeUndefined();
  return body.data!.adminMetrics;
}

/** The series of the last `days` days with these counts by days-ago, zero elsewhere, oldest first. */
const series = (days: number, counts: Record<number, number> = {}): DailyCount[] =>
  Array.from({ length: days }, (_, i) => days - 1 - i).map((n) => ({ date: day(n), count: counts[n] ?? 0 }));

const exec = (sql: string, params: unknown[] = []) => t.orm.em.fork().execute(sql, params);

async function seedUser(role: UserRole, createdAt: string): Promise<string> {
  const { id } = await createUser(t.orm, { role });
  await exec('update users set created_at = ? where id = ?', [createdAt, id]);
  return id;
}

async function insertResource(): Promise<string> {
  const id = randomUUID();
  await exec(
    `insert into resources (id, slug, name, description, pricing, pricing_tier, website, url, logo_url) values (?, ?, 'Metrics resource', 'For the metrics test', 'Free', 'free', 'https://r.example', 'https://r.example', '/logos/r.svg')`,
    [id, `metrics-${id.slice(0, 8)}`],
  );
  return id;
}

async function insertMatch(userId: string, resourceId: string, createdAt: string): Promise<string> {
  const id = randomUUID();
  await exec(
    `insert into matches (id, user_id, resource_id, match_score, match_reason, recommendation_type, created_at) values (?, ?, ?, 80, 'Fits', 'recommended', ?)`,
    [id, userId, resourceId, createdAt],
  );
  return id;
}

const action = (matchId: string, userId: string, kind: 'dismissed' | 'bookmarked' | 'clicked', when: string) =>
  exec('insert into match_actions (match_id, user_id, action, at) values (?, ?, ?, ?)', [matchId, userId, kind, when]);

async function insertAd(title: string, active = true): Promise<string> {
  const id = randomUUID();
  await t.orm.em.fork().insert(BannerAd, {
    id,
    slug: `metrics-${id.slice(0, 8)}`,
    title,
    description: 'Metrics',
    imageUrl: 'DISTROKID_LOGO',
    linkUrl: 'https://example.test',
    sponsor: 'Metrics',
    placement: 'metrics',
    active,
  });
  return id;
}

/** `count` counted events of an ad on a day, each from its own viewer. */
async function adEvents(adId: string, kind: 'impression' | 'click', daysAgo: number, count: number) {
  for (let i = 0; i < count; i += 1)
    await exec('insert into ad_events (ad_id, kind, day, viewer_key) values (?, ?, ?::date, ?)', [adId, kind, day(daysAgo), `v:${randomUUID()}`]);
}

const ads = {} as Record<'live' | 'paused' | 'quiet' | 'idle' | 'deleted', string>;

beforeAll(async () => {
  const serverUrl = databaseServerUrl();
  await ensureDatabase(serverUrl, database);
  const url = databaseUrlFor(serverUrl, database);
  const orm = await openOrm(url);
  try {
    await migrate(orm);
  } finally {
    await orm.close();
  }
  t = await startTestApp({ DATABASE_URL: url, WORKER: 'off' }, { onQuery: (sql) => statements.push(sql) });

  // Today's sign-ups: the two accounts that ask.
  const a = await createUser(t.orm, { role: UserRole.ADMIN });
  admin = { id: a.id, cookie: await createSessionCookie(t.orm, a.id) };
  const c = await createUser(t.orm);
  creator = { id: c.id, cookie: await createSessionCookie(t.orm, c.id) };

  // Sign-ups on the edges of UTC days and of both 7-day periods.
  const u1 = await seedUser(UserRole.CREATOR, at(1, FIRST));
  const u2 = await seedUser(UserRole.CREATOR, at(1, LAST));
  const u3 = await seedUser(UserRole.CREATOR, at(6, FIRST)); // the current period's first moment
  const u4 = await seedUser(UserRole.CREATOR, at(7, LAST)); // the previous period's last moment
  await seedUser(UserRole.CREATOR, at(13, FIRST)); // the previous period's first moment
  await seedUser(UserRole.CREATOR, at(14, LAST)); // before both
  const staff = await seedUser(UserRole.ADMIN, at(30)); // the previous 30 days only
  // A brand account is no creator: active or not, it is counted in neither period.
  const brandAccount = await seedUser(UserRole.CREATOR, at(200));
  await exec("update users set user_type = 'brand' where id = ?", [brandAccount]);

  // Active days: creators only (not the admin, not the brand account), each once per day.
  for (const [userId, daysAgo] of [
    [u1, 1],
    [u1, 2],
    [u2, 1],
    [staff, 1],
    [brandAccount, 1],
    [brandAccount, 8],
    [u3, 8],
    [u1, 9],
    [u4, 7],
  ] as const) {
    await exec('insert into user_activity_days (day, user_id) values (?::date, ?)', [day(daysAgo), userId]);
  }

  // Matches and what their creators did with them.
  const [r1, r2] = [await insertResource(), await insertResource()];
  const m1 = await insertMatch(u1, r1, at(1));
  const m2 = await insertMatch(u1, r2, at(3));
  await insertMatch(u2, r1, at(6, FIRST));
  const m4 = await insertMatch(u2, r2, at(8));
  const m5 = await insertMatch(u3, r1, at(10));
  const m6 = await insertMatch(u3, r2, at(20));
  await action(m1, u1, 'dismissed', at(1, '13:00:00.000'));
  await action(m1, u1, 'dismissed', at(1, '14:00:00.000')); // the same match twice in a day: one
  await action(m2, u1, 'bookmarked', at(3));
  await action(m2, u1, 'clicked', at(2));
  await action(m4, u2, 'dismissed', at(8));
  await action(m5, u3, 'clicked', at(5)); // made in the previous period, clicked in this one
  await action(m6, u3, 'bookmarked', at(2));

  // Brand connections.
  const brands = [randomUUID(), randomUUID()];
  for (const id of brands) {
    await exec(
      `insert into brands (id, slug, name, category, tagline, description, website, logo_url, headquarters, region) values (?, ?, 'Metrics brand', 'label', 'Tag', 'About', 'https://b.example', '/logos/b.svg', 'Berlin', 'europe')`,
      [id, `metrics-${id.slice(0, 8)}`],
    );
  }
  for (const [userId, brandId, when] of [
    [u1, brands[0], at(2)],
    [u2, brands[0], at(2, LAST)],
    [u1, brands[1], at(9)],
  ] as const) {
    await exec('insert into brand_connections (id, user_id, brand_id, created_at) values (?, ?, ?, ?)', [randomUUID(), userId, brandId, when]);
  }

  // Ads: live with counts, paused with counts, live without, paused without, and deleted.
  ads.live = await insertAd('Live ad');
  ads.paused = await insertAd('Paused ad', false);
  ads.quiet = await insertAd('Quiet live ad');
  ads.idle = await insertAd('Idle paused ad', false);
  ads.deleted = randomUUID();
  await adEvents(ads.live, 'impression', 0, 2);
  await adEvents(ads.live, 'impression', 1, 3);
  await adEvents(ads.live, 'impression', 7, 1);
  await adEvents(ads.live, 'click', 1, 1);
  await adEvents(ads.paused, 'impression', 4, 1);
  await adEvents(ads.paused, 'click', 4, 1);
  await adEvents(ads.deleted, 'impression', 2, 1);
});

afterAll(async () => {
  await t?.close();
  await dropDatabase(databaseServerUrl(), database).catch(() => undefined);
});

describe('adminMetrics', () => {
  it('counts every series per UTC day over 7 days, oldest first, beside the previous 7 days', async () => {
    const m = await metrics(7);
    expect(m).toMatchObject({ days: 7, startDate: day(6), endDate: today, previousStartDate: day(13), previousEndDate: day(7) });

    expect(m.signups).toEqual(series(7, { 0: 2, 1: 2, 6: 1 }));
    expect(m.totals.signups).toEqual({ total: 5, previousTotal: 2, change: 1.5 });

    // u1 and u2 yesterday, u1 the day before; the admin's day is not a creator's.
    expect(m.activeCreators).toEqual(series(7, { 1: 2, 2: 1 }));
    // Distinct over each period: u1, u2 now; u3, u1, u4 before.
    expect(m.totals.activeCreators.total).toBe(2);
    expect(m.totals.activeCreators.previousTotal).toBe(3);
    expect(m.totals.activeCreators.change).toBeCloseTo(-1 / 3, 10);

    expect(m.matchesCreated).toEqual(series(7, { 1: 1, 3: 1, 6: 1 }));
    expect(m.totals.matchesCreated).toEqual({ total: 3, previousTotal: 2, change: 0.5 });
    expect(m.matchDismissals).toEqual(series(7, { 1: 1 }));
    expect(m.matchBookmarks).toEqual(series(7, { 2: 1, 3: 1 }));
    expect(m.matchClicks).toEqual(series(7, { 2: 1, 5: 1 }));
    expect(m.totals.matchDismissals).toEqual({ total: 1, previousTotal: 1, change: 0 });
    expect(m.totals.matchClicks).toEqual({ total: 2, previousTotal: 0, change: null });

    expect(m.brandConnections).toEqual(series(7, { 2: 2 }));
    expect(m.totals.brandConnections).toEqual({ total: 2, previousTotal: 1, change: 1 });

    // The deleted ad's impression stays in the daily totals.
    expect(m.adImpressions).toEqual(series(7, { 0: 2, 1: 3, 2: 1, 4: 1 }));
    expect(m.adClicks).toEqual(series(7, { 1: 1, 4: 1 }));
    expect(m.totals.adImpressions).toEqual({ total: 7, previousTotal: 1, change: 6 });
    expect(m.totals.adClicks).toEqual({ total: 2, previousTotal: 0, change: null });
  });

  it('rates the actions on the matches made in each period, within it', async () => {
    const { matchActionRates: rates } = await metrics(7);
    // Made now: m1 (dismissed), m2 (bookmarked, clicked) and one untouched. Before: m4 (dismissed),
    // and m5, whose click came after the previous period ended.
    expect(rates.dismissed).toEqual({ count: 1, previousCount: 1, rate: 1 / 3, previousRate: 0.5 });
    expect(rates.bookmarked).toEqual({ count: 1, previousCount: 0, rate: 1 / 3, previousRate: 0 });
    expect(rates.clicked).toEqual({ count: 1, previousCount: 0, rate: 1 / 3, previousRate: 0 });
  });

  it('lists each ad live now or counted in the period with its impressions, clicks and CTR', async () => {
    const m = await metrics(7);
    expect(m.ads.map(({ ad, impressions, clicks, ctr }) => ({ id: ad.id, impressions, clicks, ctr }))).toEqual([
      { id: ads.live, impressions: 5, clicks: 1, ctr: 0.2 },
      { id: ads.paused, impressions: 1, clicks: 1, ctr: 1 },
      { id: ads.quiet, impressions: 0, clicks: 0, ctr: null },
    ]);
    // The previous period's impression of the live ad counts there only.
    const month = await metrics(30);
    expect(month.ads.find((row) => row.ad.id === ads.live)).toMatchObject({ impressions: 6, clicks: 1 });
  });

  it('spans 30 and 90 days, one entry per day ending today, with no previous data as null change', async () => {
    const month = await metrics(30);
    expect(month.signups).toHaveLength(30);
    expect(month.signups[0]!.date).toBe(day(29));
    expect(month.signups.at(-1)!.date).toBe(today);
    expect(month).toMatchObject({ startDate: day(29), previousStartDate: day(59), previousEndDate: day(30) });
    // Everyone but the admin made 30 days ago, who is the previous period's one sign-up.
    expect(month.totals.signups).toEqual({ total: 8, previousTotal: 1, change: 7 });
    expect(month.totals.activeCreators).toEqual({ total: 4, previousTotal: 0, change: null });

    const quarter = await metrics(90);
    for (const name of SERIES) {
      expect(quarter[name]).toHaveLength(90);
      expect(quarter[name].map((d) => d.date)).toEqual(series(90).map((d) => d.date));
    }
    expect(quarter.totals.signups).toEqual({ total: 9, previousTotal: 0, change: null });
    expect(quarter.totals.matchesCreated.total).toBe(6);
  });

  it("answers the web dashboard's own operation in the same few statements whatever the period", async () => {
    const count = async (days: number) => {
      statements.length = 0;
      const { body } = await t.gql(ADMIN_DASHBOARD, { days }, { cookie: admin.cookie });
      expect(body.errors).toBeUndefined();
      return statements.length;
    };
    const week = await count(7);
    expect(await count(90)).toBe(week);
    // The session, the totals, the two metrics statements, the ads and their counts.
    expect(week).toBeLessThanOrEqual(6);
  });

  it('counts creators in the platform totals, not brand accounts', async () => {
    const creators = async () =>
      (await t.gql<{ adminStats: { creators: number } }>('{ adminStats { creators } }', {}, { cookie: admin.cookie })).body.data!.adminStats.creators;
    const before = await creators();
    const brandAccount = await createUser(t.orm);
    await exec("update users set user_type = 'brand' where id = ?", [brandAccount.id]);
    expect(await creators()).toBe(before);
    await createUser(t.orm);
    expect(await creators()).toBe(before + 1);
  });

  it('refuses any other period at the field, before any SQL', async () => {
    for (const days of [0, 1, 14, 365, -7]) {
      statements.length = 0;
      const result = await t.gql('query ($days: Int!) { adminMetrics(days: $days) { days } }', { days }, { cookie: admin.cookie });
      expect(codeOf(result)).toBe('BAD_USER_INPUT');
      expect(result.body.errors![0]!.extensions!.fields).toEqual({ days: 'Choose 7, 30 or 90 days' });
      expect(statements.filter((sql) => !sql.includes('from sessions'))).toEqual([]);
    }
  });

  it('is for admins only: creators FORBIDDEN, visitors UNAUTHENTICATED', async () => {
    expect(codeOf(await t.gql(METRICS, { days: 7 }, { cookie: creator.cookie }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(METRICS, { days: 7 }))).toBe('UNAUTHENTICATED');
    // A bad period from a visitor is still a visitor.
    expect(codeOf(await t.gql(METRICS, { days: 3 }))).toBe('UNAUTHENTICATED');
  });
});

describe('what the metrics are recorded from', () => {
  const activeDays = async (userId: string) =>
    ((await exec(`select to_char(day, 'YYYY-MM-DD') as day from user_activity_days where user_id = ? order by day`, [userId])) as { day: string }[]).map(
      (r) => r.day,
    );
  const todayActive = async () => (await metrics(7)).activeCreators.at(-1)!.count;

  it("records a creator's day at their session's first request of the day, once", async () => {
    const before = await todayActive();
    const userId = await seedUser(UserRole.CREATOR, at(20));
    const cookie = await createSessionCookie(t.orm, userId, { lastSeenAt: new Date(at(1, LAST)) });
    const viewer = () => t.gql<{ viewer: { id: string } }>('{ viewer { id } }', {}, { cookie });
    expect((await viewer()).body.data?.viewer.id).toBe(userId);
    expect(await activeDays(userId)).toEqual([today]);
    expect(await todayActive()).toBe(before + 1);

    // Later requests the same day write nothing more: a row removed now stays removed.
    await exec('delete from user_activity_days where user_id = ?', [userId]);
    statements.length = 0;
    await viewer();
    expect(statements.filter((sql) => sql.includes('user_activity_days'))).toEqual([]);
    expect(await activeDays(userId)).toEqual([]);
  });

  it('records the day at sign-in', async () => {
    const email = `metrics-${randomUUID().slice(0, 8)}@example.test`;
    const response = await fetch(`${t.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
      body: JSON.stringify({ email, password: 'a-strong-passphrase' }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await activeDays(id)).toEqual([today]);
  });

  it('records one match action per status change, none for a repeat or an undo', async () => {
    const resourceId = await insertResource();
    const matchId = await insertMatch(creator.id, resourceId, new Date().toISOString());
    const setStatus = (status: string) =>
      t.gql(
        'mutation ($id: ID!, $s: MatchStatus!) { updateMatchStatus(id: $id, status: $s) { status } }',
        { id: matchId, s: status },
        { cookie: creator.cookie },
      );
    const actions = async () =>
      ((await exec('select action from match_actions where match_id = ? order by id', [matchId])) as { action: string }[]).map((r) => r.action);
    const before = (await metrics(7)).totals;

    for (const status of ['BOOKMARKED', 'BOOKMARKED', 'ACTIVE', 'CLICKED', 'DISMISSED']) expect((await setStatus(status)).body.errors).toBeUndefined();
    expect(await actions()).toEqual(['bookmarked', 'clicked', 'dismissed']);
    // Another creator's attempt is refused and records nothing.
    const other = await createUser(t.orm);
    const refused = await t.gql(
      'mutation ($id: ID!) { updateMatchStatus(id: $id, status: BOOKMARKED) { status } }',
      { id: matchId },
      { cookie: await createSessionCookie(t.orm, other.id) },
    );
    expect(codeOf(refused)).toBe('NOT_FOUND');
    expect(await actions()).toHaveLength(3);

    const after = await metrics(7);
    expect(after.totals.matchBookmarks.total).toBe(before.matchBookmarks.total + 1);
    expect(after.totals.matchClicks.total).toBe(before.matchClicks.total + 1);
    expect(after.totals.matchDismissals.total).toBe(before.matchDismissals.total + 1);
    expect(after.matchActionRates.dismissed.count).toBe(2);
  });
});
