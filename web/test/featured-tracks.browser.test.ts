import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCreator } from '../../graph/test/seed-helpers.js';
import { appInChromium, creatorInBrowser, DESKTOP, seriousAxeViolations, shot, signedInContext, PHONE } from './browser.js';

const env = appInChromium();

const SOUNDCLOUD = 'https://soundcloud.com/lumen-tide/harbour-lights';
const YOUTUBE = 'https://youtu.be/dQw4w9WgXcQ';
const APPLE = 'https://music.apple.com/gb/album/night-bus/1440857781?i=1440857786';

/** Every request the page makes to a host other than the app's, as origins. */
function thirdPartyRequests(page: Page): string[] {
  const seen: string[] = [];
  const app = new URL(env.app.baseUrl).host;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.host !== app) seen.push(url.origin);
  });
  return seen;
}

/**
 * The players answer from here, never from the internet: the test stands in for each service with
 * a page of its own. A frame the page's security policy refused would never be requested at all.
 */
async function fakePlayers(context: BrowserContext): Promise<string[]> {
  const served: string[] = [];
  for (const origin of ['https://w.soundcloud.com', 'https://www.youtube-nocookie.com', 'https://embed.music.apple.com']) {
    await context.route(`${origin}/**`, (route) => {
      served.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Playing</p>' });
    });
  }
  return served;
}

const apiProfile = async (context: BrowserContext) => (await (await context.request.get('/api/profiles')).json()) as { featuredTracks: { url: string }[] };

describe("a creator's featured tracks", () => {
  for (const [label, viewport] of [
    ['1440', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`show as facades that load nothing from the service until play is pressed (${label} px)`, async () => {
      const lumen = await createCreator(env.app.orm, null, { firstName: 'Lumen', artistName: 'Lumen Tide' });
      const owner = await signedInContext(env, lumen.cookie);
      const saved = await owner.request.put('/api/profiles', { data: { artistName: 'Lumen Tide', featuredTracks: [SOUNDCLOUD, YOUTUBE, APPLE] } });
      expect(saved.status()).toBe(200);
      await owner.close();

      // A visitor.
      const context = await env.browser.newContext({ viewport, baseURL: env.app.baseUrl });
      const served = await fakePlayers(context);
      const page = await context.newPage();
      const outside = thirdPartyRequests(page);
      await page.goto(`/creators/${lumen.username}`);
      const section = page.getByRole('region', { name: 'Featured tracks' });
      await section.getByRole('button', { name: 'Play Harbour Lights by Lumen Tide on SoundCloud' }).waitFor();
      expect(await section.getByRole('button', { name: /^Play / }).count()).toBe(3);
      expect(await section.getByText('YouTube video', { exact: true }).count()).toBe(1);
      expect(await section.getByText('Night Bus', { exact: true }).count()).toBe(1);
      await page.waitForLoadState('networkidle');
      expect(outside).toEqual([]);
      expect(await page.locator('iframe').count()).toBe(0);
      await shot(page, `creator-tracks-${label}`);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await section.getByRole('button', { name: 'Play Harbour Lights by Lumen Tide on SoundCloud' }).click();
      const frame = section.locator('iframe');
      await frame.waitFor();
      expect(await frame.getAttribute('title')).toBe('Harbour Lights on SoundCloud');
      expect(await frame.getAttribute('src')).toBe(`https://w.soundcloud.com/player/?url=${encodeURIComponent(SOUNDCLOUD)}&auto_play=true&show_comments=false`);
      await expect.poll(() => served.length).toBe(1);
      expect(new URL(served[0]!).origin).toBe('https://w.soundcloud.com');
      // Only the pressed track's player was loaded; the other two are still facades.
      expect(await section.getByRole('button', { name: /^Play / }).count()).toBe(2);
      expect([...new Set(outside)]).toEqual(['https://w.soundcloud.com']);
      await shot(page, `creator-tracks-playing-${label}`);
      await context.close();
    });
  }

  it('are added and removed in profile settings, and come with the data export', async () => {
    const creator = await creatorInBrowser(env, 'Iris Vale');
    const { context, page } = creator;
    await page.goto('/profile-settings');
    const add = page.getByRole('textbox', { name: 'Add a track' });
    await add.fill('https://example.com/my-song');
    await add.press('Enter');
    await page.getByText('Use a link from Spotify, SoundCloud, YouTube, Bandcamp or Apple Music').waitFor();

    await add.fill(SOUNDCLOUD);
    await add.press('Enter');
    await add.fill('youtu.be/dQw4w9WgXcQ');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const list = page.getByRole('list', { name: 'Your featured tracks' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
    await shot(page, 'settings-tracks-1440');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await list.getByRole('button', { name: 'Remove Harbour Lights (SoundCloud)' }).click();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('All changes saved').waitFor();
    expect((await apiProfile(context)).featuredTracks.map((track) => track.url)).toEqual(['https://www.youtube.com/watch?v=dQw4w9WgXcQ']);

    const exported = (await (await context.request.get('/api/user/export')).json()) as { profile: { featuredTracks: unknown } };
    expect(exported.profile.featuredTracks).toEqual([{ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', provider: 'YOUTUBE', title: 'YouTube video' }]);

    await page.setViewportSize(PHONE);
    await list.scrollIntoViewIfNeeded();
    await shot(page, 'settings-tracks-390', { fullPage: false });
    await context.close();
  });
});

describe('the setup wizard, reopened', () => {
  for (const [label, viewport] of [
    ['1440', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`resumes at the first unfinished step with the saved ones open, and adds a track on the music step (${label} px)`, async () => {
      const creator = await createCreator(env.app.orm, null, { firstName: 'Noor', artistName: 'Noor' });
      const context = await signedInContext(env, creator.cookie, viewport);
      // Basics and music saved on an earlier visit; skills and goals not yet.
      const saved = await context.request.put('/api/profiles', {
        data: {
          artistName: 'Noor',
          location: 'Cairo, Egypt',
          careerStage: 'emerging',
          genres: ['Electronic'],
          bio: 'Cairo-based electronic producer weaving maqam melodies into club music.',
        },
      });
      expect(saved.status()).toBe(200);
      const page = await context.newPage();
      await page.goto('/profile-setup');
      await page.getByRole('heading', { name: 'Skills and goals' }).waitFor();
      const steps = page.getByRole('list', { name: 'Profile setup steps' });
      expect(await steps.getByRole('button', { name: /Skills & goals/ }).getAttribute('aria-current')).toBe('step');
      expect(await steps.getByRole('button', { name: /Basics/ }).isEnabled()).toBe(true);
      expect(await steps.getByRole('button', { name: /Your music/ }).isEnabled()).toBe(true);
      expect(await steps.getByRole('button', { name: /Links & picture/ }).isEnabled()).toBe(false);
      // The saved steps are ticked; the one to do now is not.
      const states = () => steps.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-state')));
      expect(await states()).toEqual(['done', 'done', 'current', 'upcoming']);
      await shot(page, `setup-resumed-${label}`);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await steps.getByRole('button', { name: /Your music/ }).click();
      await page.getByRole('heading', { name: 'Tell us about your music' }).waitFor();
      // Stepping back leaves the unfinished step unticked.
      expect(await states()).toEqual(['done', 'current', 'upcoming', 'upcoming']);
      await page.getByRole('textbox', { name: 'Add a track' }).fill(APPLE);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByRole('list', { name: 'Your featured tracks' }).getByText('Night Bus').waitFor();
      await shot(page, `setup-tracks-${label}`);
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('heading', { name: 'Skills and goals' }).waitFor();
      expect((await apiProfile(context)).featuredTracks.map((track) => track.url)).toEqual([APPLE]);
      await context.close();
    });
  }

  it('starts a creator without a profile at step 1, the later steps locked', async () => {
    const creator = await createCreator(env.app.orm, null, { firstName: 'Ola' });
    const context = await signedInContext(env, creator.cookie);
    const page = await context.newPage();
    await page.goto('/profile-setup');
    await page.getByRole('heading', { name: 'Start with the basics' }).waitFor();
    const steps = page.getByRole('list', { name: 'Profile setup steps' });
    expect(await steps.getByRole('button', { name: /Your music/ }).isEnabled()).toBe(false);
    await context.close();
  });
});
