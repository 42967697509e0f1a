import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../../graph/src/shared/csrf.js';
import { appInChromium, shot } from './browser.js';

const env = appInChromium();

const PASSWORD = 'correct-horse-battery';
const BIO = 'Dream-pop producer from Lagos blending analog synths with Afrobeats grooves and live bass.';

async function openPage(viewport = { width: 1440, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.browser.newContext({ viewport, baseURL: env.app.baseUrl });
  const page = await context.newPage();
  return { context, page };
}

/** A new creator with an empty profile, signed in through the page's own cookie jar. */
async function registerCreator(context: BrowserContext, firstName = 'Ada') {
  const email = `profile-${randomUUID().slice(0, 8)}@example.test`;
  const response = await context.request.post('/api/register', {
    data: { email, password: PASSWORD, username: '', firstName, lastName: 'Tester', userType: 'artist' },
  });
  expect(response.status()).toBe(201);
  return email;
}

const pathname = (page: Page) => new URL(page.url()).pathname;
const sessionFlag = (page: Page, name: string) => page.evaluate((key) => window.sessionStorage.getItem(key), name);
const dashboardPercent = (page: Page) => page.getByTestId('dashboard-completion').textContent();
/** Two frames on: the effects of what the page shows have run (the setup redirect is decided in one). */
const nextFrames = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
/** The dashboard's own read of the profile, whose answer may also send a creator to setup. */
const profileRead = (page: Page) => page.waitForResponse((r) => new URL(r.url()).pathname === '/api/profiles' && r.request().method() === 'GET');

describe('profile-setup redirect (below 50% or no profile, once per session)', () => {
  it('sends a creator below 50% to /profile-setup once per browser session', async () => {
    const { context, page } = await openPage();
    await registerCreator(context);
    await page.goto('/dashboard');
    await expect.poll(() => pathname(page)).toBe('/profile-setup');
    expect(await sessionFlag(page, 'profileSetupRedirect')).not.toBeNull();

    // Back on the dashboard in the same session: no second redirect.
    await page.goto('/dashboard');
    await expect.poll(() => dashboardPercent(page)).toContain('0%');
    await nextFrames(page);
    expect(pathname(page)).toBe('/dashboard');
    await context.close();
  });

  it('never redirects after Skip, which sets profileSetupSkipped', async () => {
    const { context, page } = await openPage();
    await registerCreator(context);
    await page.goto('/profile-setup');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect.poll(() => pathname(page)).toBe('/dashboard');
    expect(await sessionFlag(page, 'profileSetupSkipped')).not.toBeNull();
    expect(await sessionFlag(page, 'profileSetupRedirect')).toBeNull();
    await page.reload();
    await expect.poll(() => dashboardPercent(page)).toContain('0%');
    await nextFrames(page);
    expect(pathname(page)).toBe('/dashboard');
    await context.close();
  });

  it('leaves a creator at 50% or more on the dashboard', async () => {
    const { context, page } = await openPage();
    await registerCreator(context);
    // artistName 2 + bio 2 + genres 2 + skills 2 = 8 of 15: 53%.
    const saved = await context.request.put('/api/profiles', {
      data: { artistName: 'Ada Lux', bio: BIO, genres: ['Afrobeats'], skills: ['Production'] },
    });
    expect(saved.status()).toBe(200);
    const read = profileRead(page);
    await page.goto('/dashboard');
    await expect.poll(() => dashboardPercent(page)).toContain('53%');
    await read;
    await nextFrames(page);
    expect(pathname(page)).toBe('/dashboard');
    await context.close();
  });
});

describe('the setup wizard', () => {
  it('walks the four steps with a live completion bar, then the dashboard shows the new percent', async () => {
    const { context, page } = await openPage();
    await registerCreator(context, 'Kemi');
    await page.goto('/profile-setup');
    const meter = page.getByRole('complementary', { name: 'Profile completion' });
    await expect.poll(() => meter.textContent()).toContain('0%');

    // Step 1: basics. The bar moves as fields are filled, before anything is saved.
    await page.getByLabel('Artist name').fill('Kemi Sol');
    await expect.poll(() => meter.textContent()).toContain('13%');
    await page.getByLabel('Location').fill('Lagos, Nigeria');
    await page.getByText('Emerging', { exact: true }).click();
    await expect.poll(() => meter.textContent()).toContain('33%');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: music. A genre from the suggestions and one typed in; a bio of 50+ characters.
    await expect.poll(() => page.getByRole('heading', { name: 'Tell us about your music' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Add Hip-Hop' }).click();
    const genres = page.getByRole('textbox', { name: 'Genres' });
    await genres.fill('Afro-fusion');
    await genres.press('Enter');
    await page.getByLabel('Bio').fill(BIO);
    await expect.poll(() => meter.textContent()).toContain('60%');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: skills and goals.
    await expect.poll(() => page.getByRole('heading', { name: 'Skills and goals' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Add Production' }).click();
    await page.getByRole('button', { name: 'Add Distribution' }).click();
    await expect.poll(() => meter.textContent()).toContain('80%');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 4: links, then Finish goes to the dashboard.
    await expect.poll(() => page.getByRole('heading', { name: 'Links and picture' }).count()).toBe(1);
    await page.getByLabel('Website').fill('https://kemisol.example');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect.poll(() => pathname(page)).toBe('/dashboard');
    // 13 of 15 (everything but picture and social media): 87%.
    await expect.poll(() => dashboardPercent(page)).toContain('87%');

    // The server kept what the wizard saved, step by step.
    const profile = (await (await context.request.get('/api/profiles')).json()) as Record<string, unknown>;
    expect(profile).toMatchObject({
      artistName: 'Kemi Sol',
      location: 'Lagos, Nigeria',
      careerStage: 'emerging',
      genres: ['Hip-Hop', 'Afro-fusion'],
      skills: ['Production'],
      lookingFor: ['Distribution'],
      website: 'https://kemisol.example',
    });
    await context.close();
  });

  it('shows the field message and stays on the step when the input is refused', async () => {
    const { context, page } = await openPage();
    await registerCreator(context);
    await page.goto('/profile-setup');
    // Each step shows before the next click: Next is a new button on each of them.
    for (const heading of ['Tell us about your music', 'Skills and goals', 'Links and picture']) {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('heading', { name: heading }).waitFor();
    }
    await expect.poll(() => page.getByRole('heading', { name: 'Links and picture' }).count()).toBe(1);
    await page.getByLabel('Website').fill('ftp://files.example');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    expect(pathname(page)).toBe('/profile-setup');
    const profile = (await (await context.request.get('/api/profiles')).json()) as { website: string | null };
    expect(profile.website).toBeNull();
    await context.close();
  });
});

describe('the dashboard prompt banner', () => {
  it('follows the urgency tier, names two missing fields then +N more, and dismissing stores the time', async () => {
    const { context, page } = await openPage();
    await registerCreator(context);
    // 53%: medium tier (below 70), due again after 6 hours; no prior prompt counts as 24 hours.
    await context.request.put('/api/profiles', {
      data: { artistName: 'Ada Lux', bio: BIO, genres: ['Afrobeats'], skills: ['Production'] },
    });
    await page.goto('/dashboard');
    const banner = page.getByTestId('profile-prompt');
    await expect.poll(() => banner.getAttribute('data-urgency')).toBe('medium');
    // Missing: location, career stage (required) then four optional ones.
    expect(await banner.textContent()).toMatch(/Location, Career stage \+4 more/);

    await banner.getByRole('button', { name: /dismiss/i }).click();
    await expect.poll(() => banner.count()).toBe(0);
    // Stored on the server: a reload within 6 hours does not bring it back.
    await page.reload();
    await expect.poll(() => dashboardPercent(page)).toContain('53%');
    expect(await page.getByTestId('profile-prompt').count()).toBe(0);
    await context.close();
  });

  it('is hidden at 100% and so is Improve Your Matches, which shows below 70%', async () => {
    const { context, page } = await openPage();
    await registerCreator(context);
    await page.goto('/profile-setup');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Improve Your Matches' }).count()).toBe(1);

    await context.request.put('/api/profiles', {
      data: {
        artistName: 'Ada Lux',
        bio: BIO,
        genres: ['Afrobeats'],
        skills: ['Production'],
        location: 'Accra, Ghana',
        careerStage: 'established',
        website: 'https://adalux.example',
        socialMedia: { instagram: 'https://instagram.com/adalux' },
        lookingFor: ['Sync Licensing'],
      },
    });
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c026d3' } })
      .png()
      .toBuffer();
    // As the web app sends it: uploads need our CSRF header and the site's own Origin.
    const upload = await context.request.post('/api/profile/picture', {
      headers: { [CSRF_HEADER]: '1', origin: env.app.baseUrl },
      multipart: { picture: { name: 'me.png', mimeType: 'image/png', buffer: picture } },
    });
    expect(upload.status()).toBe(200);
    await page.reload();
    await expect.poll(() => dashboardPercent(page)).toContain('100%');
    expect(await page.getByTestId('profile-prompt').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Improve Your Matches' }).count()).toBe(0);
    await context.close();
  });
});

describe('profile settings and the profile page', () => {
  it('saves an edit with a toast, previews a picture, and warns before leaving unsaved changes', async () => {
    const { context, page } = await openPage();
    await registerCreator(context);
    await page.goto('/profile-settings');
    await page.getByLabel('Artist name').fill('Ada Lux');
    await page.getByLabel('Location').fill('Accra, Ghana');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const toast = page.getByRole('region', { name: 'Notifications (F8)' });
    await expect.poll(() => toast.textContent()).toMatch(/saved/i);
    const profile = (await (await context.request.get('/api/profiles')).json()) as { artistName: string; location: string };
    expect(profile).toMatchObject({ artistName: 'Ada Lux', location: 'Accra, Ghana' });

    // A picture chosen shows at once as a preview (an object URL), before it is uploaded.
    const picture = await sharp({ create: { width: 80, height: 80, channels: 3, background: '#0ea5e9' } })
      .png()
      .toBuffer();
    await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
    await expect.poll(() => page.locator('img[src^="blob:"]').count()).toBeGreaterThan(0);

    // Leaving with that unsaved change asks first; staying keeps the page.
    await page.getByLabel('Bio').fill('An unsaved bio');
    await page.getByRole('link', { name: 'Brands' }).first().click();
    const dialog = page.getByRole('alertdialog');
    await expect.poll(() => dialog.count()).toBe(1);
    await dialog.getByRole('button', { name: /stay/i }).click();
    expect(pathname(page)).toBe('/profile-settings');
    expect(await page.getByLabel('Bio').inputValue()).toBe('An unsaved bio');

    // Saving uploads the picture too: the server serves the re-encoded file.
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(async () => ((await (await context.request.get('/api/profiles')).json()) as { profilePictureUrl: string | null }).profilePictureUrl)
      .toMatch(/^\/uploads\//);
    await context.close();
  });

  it.each([
    ['wide', { width: 1440, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ])('refuses a bidi control and a link with a password before sending, with the field messages (%s)', async (name, viewport) => {
    const { context, page } = await openPage(viewport);
    await registerCreator(context);
    await page.goto('/profile-settings');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/graphql') && /updateProfile/.test(request.postData() ?? '')) sent.push(request.url());
    });
    await page.getByLabel('Artist name').fill('Ada\u202ELux');
    await page.getByLabel('Website').fill('https://ada:secret@adalux.example');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Artist name contains a character that is not allowed (U+202E).').waitFor();
    await page.getByText('Must not contain a user name or password (user:password@)').waitFor();
    await shot(page, `profile-settings-refused-characters-${name}`);
    expect(sent).toEqual([]);
    await context.close();
  });

  it('shows the profile as others see it, with what is missing', async () => {
    const { context, page } = await openPage({ width: 390, height: 844 });
    await registerCreator(context);
    await context.request.put('/api/profiles', {
      data: { artistName: 'Ada Lux', bio: BIO, genres: ['Afrobeats', 'Highlife'], skills: ['Production'], location: 'Accra, Ghana' },
    });
    await page.goto('/profile');
    await expect.poll(() => page.getByRole('heading', { name: 'Ada Lux' }).count()).toBe(1);
    const body = await page.locator('main').textContent();
    expect(body).toContain('Accra, Ghana');
    expect(body).toContain('Highlife');
    expect(body).toContain('Career stage');
    await context.close();
  });
});
