import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { connectedCohort, createCreator } from '../../graph/test/seed-helpers.js';
import { appInChromium, creatorInBrowser, DESKTOP, seriousAxeViolations, shot, signedInContext, PHONE } from './browser.js';

/**
 * Audience aggregates in Chromium, on the real API: a creator turns on counting and picks fields in
 * Profile Settings (off by default, saved at once), and a brand's team reads its Audience tab, with
 * "Other" and the small-group rule said in words.
 */

const env = appInChromium();

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

type Settings = { shareWithConnectedBrands: boolean; sharedAudienceFields: string[] };
async function settingsOf(cookie: string): Promise<Settings> {
  const { body } = await env.app.gql<{ viewer: { privacySettings: Settings } }>(
    '{ viewer { privacySettings { shareWithConnectedBrands sharedAudienceFields } } }',
    {},
    { cookie },
  );
  return body.data!.viewer.privacySettings;
}

/** A verified directory brand with the account on its team. */
async function brandOf(memberId: string): Promise<{ id: string; name: string }> {
  const id = randomUUID();
  const tag = randomUUID().slice(0, 6);
  const name = `Night Owl Records ${tag}`;
  await env.app.orm.em.fork().execute(
    `insert into brands (id, slug, name, category, tagline, description, website, logo_url, headquarters, region, verified)
       values (?, ?, ?, 'distribution', 'Releases', 'A label', 'https://example.test', ?, 'Berlin', 'global', true)`,
    [id, `night-owl-${tag}`, name, `/logos/night-owl-${tag}.svg`],
  );
  await env.app.orm.em.fork().execute(`insert into brand_members (id, brand_id, user_id, role) values (gen_random_uuid(), ?, ?, 'owner')`, [id, memberId]);
  return { id, name };
}

describe('audience counts', () => {
  it('a creator chooses to be counted and what counts, in Profile Settings', { timeout: 60_000 }, async () => {
    const ada = await creatorInBrowser(env, 'Ada Lane', { profile: false });
    await ada.page.goto('/profile-settings#privacy');
    const consent = ada.page.getByTestId('audience-consent');
    await consent.getByText('They see counts only, never your name or profile', { exact: false }).waitFor();
    const toggle = consent.getByRole('checkbox', { name: /Let brands I am connected to count me/ });
    // Off by default, and no field offered until it is on.
    expect(await toggle.isChecked()).toBe(false);
    expect(await consent.getByRole('checkbox', { name: 'Genres' }).count()).toBe(0);
    await shot(ada.page, 'settings-audience-off-1440');

    // Saved at once: the box shows the saved setting once the answer is in.
    await toggle.click();
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await consent.getByRole('group', { name: 'Fields brands may count' }).waitFor();
    await expect.poll(async () => (await settingsOf(ada.cookie)).shareWithConnectedBrands).toBe(true);
    await consent.getByText('None chosen: you are counted in their total only.').waitFor();
    await consent.getByRole('checkbox', { name: 'Genres' }).click();
    await expect.poll(async () => (await settingsOf(ada.cookie)).sharedAudienceFields).toEqual(['GENRES']);
    await consent.getByRole('checkbox', { name: 'Career stage' }).click();
    await expect.poll(async () => (await settingsOf(ada.cookie)).sharedAudienceFields).toEqual(['GENRES', 'CAREER_STAGE']);
    await consent.scrollIntoViewIfNeeded();
    await shot(ada.page, 'settings-audience-on-1440');
    expect(await seriousAxeViolations(ada.page)).toEqual([]);
    await ada.page.setViewportSize(PHONE);
    await shot(ada.page, 'settings-audience-on-390');
    expect(await fitsWidth(ada.page)).toBe(true);

    // A reload shows what was saved.
    await ada.page.setViewportSize(DESKTOP);
    await ada.page.reload();
    expect(await ada.page.getByTestId('audience-consent').getByRole('checkbox', { name: 'Career stage' }).isChecked()).toBe(true);
    expect(await ada.page.getByTestId('audience-consent').getByRole('checkbox', { name: 'Region (from your location)' }).isChecked()).toBe(false);
    await ada.context.close();
  });

  it("a brand's team reads its audience, with Other and the small-group rule", { timeout: 60_000 }, async () => {
    const owner = await createCreator(env.app.orm, null, { firstName: 'Olu' });
    const brand = await brandOf(owner.id);
    await connectedCohort(env.app.orm, brand.id, 80, { genres: ['Techno', 'House'], location: 'Berlin, Germany', careerStage: 'emerging' });
    await connectedCohort(env.app.orm, brand.id, 62, { genres: ['Techno'], location: 'London, UK', careerStage: 'established' });
    await connectedCohort(env.app.orm, brand.id, 30, { genres: ['Ambient'], location: 'Lagos, Nigeria', careerStage: 'beginner' });
    await connectedCohort(env.app.orm, brand.id, 25, { genres: ['Jazz'], location: 'Toronto, Canada', careerStage: 'professional', fields: ['GENRES'] });

    const context = await signedInContext(env, owner.cookie);
    const page = await context.newPage();
    await page.goto('/brand?tab=audience');
    const panel = page.getByRole('region', { name: 'Audience' });
    await panel.getByText('connected creators share their fields with', { exact: false }).waitFor();
    expect(await panel.getByText('195', { exact: true }).count()).toBe(1);
    const regions = panel.getByRole('region', { name: 'Regions' });
    await regions.getByText('Europe').waitFor();
    await regions.getByText('UK', { exact: true }).waitFor();
    // Africa (30) and the creators who kept their region (25) are one "Other", tagged as hiding small groups.
    await regions.getByText('Other').waitFor();
    await regions.getByText('Small groups hidden').waitFor();
    expect(await regions.getByText('Africa').count()).toBe(0);
    await panel.getByText('A group of fewer than 50 creators is never shown on its own', { exact: false }).waitFor();
    await shot(page, 'brand-audience-1440');
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Loaded at phone width, so that the tab row scrolls the Audience tab into view as a phone would.
    await page.setViewportSize(PHONE);
    await page.reload();
    await panel.getByText('connected creators share their fields with', { exact: false }).waitFor();
    await shot(page, 'brand-audience-390');
    expect(await fitsWidth(page)).toBe(true);

    // A brand with too few consenting creators shows why it shows nothing.
    const quiet = await brandOf(owner.id);
    await connectedCohort(env.app.orm, quiet.id, 12, { genres: ['Techno'] });
    await page.setViewportSize(DESKTOP);
    await page.goto(`/brand?brand=${encodeURIComponent((await slugOf(quiet.id)) ?? '')}&tab=audience`);
    await page.getByText('Fewer than 50 creators share with you so far').waitFor();
    await shot(page, 'brand-audience-below-minimum-1440');
    await context.close();
  });
});

async function slugOf(brandId: string): Promise<string | null> {
  const [row] = await env.app.orm.em.fork().execute<{ slug: string }[]>('select slug from brands where id = ?', [brandId]);
  return row?.slug ?? null;
}
