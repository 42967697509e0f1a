import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../graph/src/modules/user/session.service.js';
import { createSessionCookie, createUser, UserRole } from '../../graph/test/seed-helpers.js';
import { appInChromiumOnOwnDatabase, seriousAxeViolations, shot } from './browser.js';

/**
 * The dashboard's figures are the whole platform's: this file's app runs on a database of its own
 * (migrated, no demo data), seeded with 60 days of activity, dropped at the end.
 */
// Deterministic variety: day n of the last 60 gets (n * 7 + 3) % 9 sign-ups, and so on.
const SEED_SQL = [
  `insert into users (id, email, username, role, created_at)
     select gen_random_uuid(), 'seed-' || d || '-' || k || '@example.test', 'seed_' || d || '_' || k, 'creator',
       (current_date - d) + interval '9 hours' + k * interval '17 minutes'
     from generate_series(0, 59) d, generate_series(1, 9) k where k <= (d * 7 + 3) % 9`,
  `insert into user_activity_days (day, user_id)
     select current_date - d, u.id from users u, generate_series(0, 59) d
     where u.created_at < current_date - d + 1 and abs(hashtext(u.id::text || d)) % 4 = 0`,
  `insert into resources (id, slug, name, description, pricing, pricing_tier, website, url, logo_url)
     select gen_random_uuid(), 'dash-resource-' || i, 'Resource ' || i, 'Seeded', 'Free', 'free', 'https://r.example', 'https://r.example', '/logos/r.svg'
     from generate_series(1, 6) i`,
  `insert into matches (id, user_id, resource_id, match_score, match_reason, recommendation_type, created_at)
     select gen_random_uuid(), u.id, r.id, 70, 'Fits', 'recommended', u.created_at + interval '1 hour'
     from users u cross join lateral (select id from resources order by slug limit 1 + abs(hashtext(u.id::text)) % 6) r`,
  `insert into match_actions (match_id, user_id, action, at)
     select m.id, m.user_id, (array['dismissed', 'bookmarked', 'clicked'])[1 + abs(hashtext(m.id::text)) % 3], m.created_at + interval '2 hours'
     from matches m where abs(hashtext(m.id::text || 'acted')) % 5 < 2`,
  `insert into brands (id, slug, name, category, tagline, description, website, logo_url, headquarters, region)
     values (gen_random_uuid(), 'dash-brand', 'Seeded brand', 'label', 'Tag', 'About', 'https://b.example', '/logos/b.svg', 'Berlin', 'europe')`,
  `insert into brand_connections (id, user_id, brand_id, created_at)
     select gen_random_uuid(), u.id, b.id, u.created_at + interval '3 hours' from users u, brands b where abs(hashtext(u.id::text || 'brand')) % 3 = 0`,
  `insert into banner_ads (id, slug, title, description, image_url, link_url, sponsor, placement, active)
     values ('00000000-0000-4000-8000-000000000001', 'dash-live', 'Release on every platform', 'Unlimited uploads', 'DISTROKID_LOGO', 'https://d.example', 'DistroKid', 'dashboard', true),
            ('00000000-0000-4000-8000-000000000002', 'dash-paused', 'Mastering that sounds finished', 'Online mastering', 'DISTROKID_LOGO', 'https://m.example', 'Mastering Co', 'dashboard', false)`,
  `insert into ad_events (ad_id, kind, day, viewer_key)
     select a.id, 'impression', current_date - d, 'v:' || d || ':' || v from banner_ads a, generate_series(0, 59) d, generate_series(1, 40) v
     where v <= 12 + (d * 5) % 28 and (a.active or d between 20 and 40)`,
  `insert into ad_events (ad_id, kind, day, viewer_key)
     select ad_id, 'click', day, viewer_key from ad_events where kind = 'impression' and abs(hashtext(viewer_key)) % 9 = 0`,
];

const env = appInChromiumOnOwnDatabase('dash', async (orm) => {
  for (const sql of SEED_SQL) await orm.em.fork().execute(sql);
});

async function adminPage(viewport = { width: 1440, height: 900 }) {
  // Reduced motion: chart.js draws at once, so screenshots and checks see finished charts.
  const context = await env.browser.newContext({
    viewport,
    baseURL: env.app.baseUrl,
    reducedMotion: 'reduce',
  });
  const user = await createUser(env.app.orm, {
    role: UserRole.ADMIN,
    firstName: 'Ada',
  });
  const cookie = await createSessionCookie(env.app.orm, user.id);
  await context.addCookies([
    {
      name: SESSION_COOKIE,
      value: cookie.slice(SESSION_COOKIE.length + 1),
      url: env.app.baseUrl,
    },
  ]);
  return { context, page: await context.newPage() };
}

const axe = seriousAxeViolations;

/** What the database says, for the figures the page must show. */
async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await env.app.orm.em.fork().execute<{ n: string }[]>(sql, params);
  return Number(row!.n);
}
/** Accounts created in the last `days` UTC days, today included. */
const signupsSince = async (days: number) =>
  (
    await count(`select count(*) as n from users where created_at >= ((now() at time zone 'utc')::date - ?::int + 1)::timestamp at time zone 'utc'`, [days])
  ).toLocaleString('en-US');

const figure = (page: Page, metric: string, label: string) => page.locator(`[data-metric="${metric}"] [data-figure="${label}"]`);
const figureValue = async (page: Page, metric: string, label: string) => (await figure(page, metric, label).locator('dd').first().textContent())?.trim();
const pressed = (page: Page) => page.getByRole('group', { name: 'Period' }).locator('[aria-pressed="true"]').textContent();

describe('the admin dashboard', () => {
  it('shows the totals and 30 days of activity, and switches the period in the URL', async () => {
    const { context, page } = await adminPage();
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    expect(await page.title()).toBe('Dashboard · SoundBoard Admin');
    await expect.poll(() => page.locator('[data-stat="creators"]').textContent()).toMatch(/Creators\d/);

    // A month by default, each figure against the month before.
    await page.getByTestId('metrics-span').waitFor();
    expect(await pressed(page)).toBe('30 days');
    expect(await figureValue(page, 'signups', 'Sign-ups')).toBe(await signupsSince(30));
    expect(await figure(page, 'signups', 'Sign-ups').textContent()).toMatch(/[↑↓→].*in the previous 30 days/);

    // Six charts, each named for screen readers, each with its numbers as a table.
    const charts = page.locator('canvas[role="img"]');
    expect(await charts.count()).toBe(6);
    expect(await charts.first().getAttribute('aria-label')).toMatch(/^Sign-ups per day from .+: [\d,]+ in total, the most on /);
    expect(await page.getByRole('table', { name: 'Sign-ups per day' }).locator('tbody tr').count()).toBe(30);

    // The ads of the period: the live one and the paused one seen 20 to 40 days ago.
    const adRows = page.getByTestId('period-ad-row');
    expect(await adRows.count()).toBe(2);
    expect(await adRows.first().textContent()).toContain('Release on every platform');
    await shot(page, 'dashboard-1440');

    // 7 days: the URL says so, the figures follow, and the paused ad has nothing in the week.
    await page.getByRole('button', { name: '7 days' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('days')).toBe('7');
    await expect.poll(() => figureValue(page, 'signups', 'Sign-ups')).toBe(await signupsSince(7));
    expect(await page.getByRole('table', { name: 'Sign-ups per day' }).locator('tbody tr').count()).toBe(7);
    await expect.poll(() => adRows.count()).toBe(1);
    expect(await figure(page, 'signups', 'Sign-ups').textContent()).toContain('in the previous 7 days');
    await shot(page, 'dashboard-7-days-1440');

    // Back returns to the month; a link to 90 days opens on 90 days.
    await page.goBack();
    await expect.poll(() => pressed(page)).toBe('30 days');
    await page.goto('/admin/dashboard?days=90');
    await expect.poll(() => pressed(page)).toBe('90 days');
    await expect.poll(() => page.getByRole('table', { name: 'Sign-ups per day' }).locator('tbody tr').count()).toBe(90);
    // 60 days of data: the 90 before have none, and say so.
    expect(await figure(page, 'signups', 'Sign-ups').textContent()).toContain('No previous data');
    await context.close();
  });

  it.for([
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ])('has no serious or critical axe violation and no sideways scroll at $width px', { timeout: 60_000 }, async (viewport) => {
    const { context, page } = await adminPage(viewport);
    await page.goto('/admin/dashboard?days=30');
    await page.getByTestId('metrics-span').waitFor();
    expect(await axe(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (viewport.width === 390) {
      // On a phone the charts stack, each as wide as the page's content.
      const boxes = await page
        .locator('[data-metric]')
        .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect()).map(({ x, width }) => ({ x, width })));
      expect(boxes).toHaveLength(6);
      for (const box of boxes) expect(box).toEqual(boxes[0]);
      expect(boxes[0]!.width).toBeGreaterThan(340);
      await shot(page, 'dashboard-390');
    }
    await context.close();
  });
});
