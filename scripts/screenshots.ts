/**
 * `npm run screenshots`: retakes the landing carousel's images (GET /api/screenshot/{id}) from the
 * real app. It starts the app in this process against a scratch database with the demo data,
 * signs a freshly registered creator in (the seeded demo creators have no password), photographs
 * each page with Chromium at 1280×800 and writes optimised WebP files beside showcase.routes.ts.
 *
 * Repeatable: every run uses a brand-new database that is dropped afterwards, and a file is only
 * replaced once all five pages were captured and checked. Serves WEB_DIST_DIR (default web/dist),
 * which `npm run screenshots` builds first.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type APIRequestContext, type Browser, type Page } from 'playwright-core';
import sharp from 'sharp';
import { loadConfig } from '../graph/src/config.js';
import { createLogger } from '../graph/src/logger.js';
import { CSRF_HEADER } from '../graph/src/shared/csrf.js';
import { SCREENSHOTS_DIR, SLIDE_IDS } from '../graph/src/modules/showcase/showcase.routes.js';
import { theme } from '../web/src/theme.js';
import { withScratchApp } from './scratch-app.js';

type SlideId = (typeof SLIDE_IDS)[number];

type Shot = {
  id: SlideId;
  path: string;
  /** Optional steps after the page has settled (scrolling to the part the slide is about). */
  prepare?: (page: Page) => Promise<void>;
};

/** Matches the carousel's <img width height> (web/src/routes/landing/slides.ts). */
const VIEWPORT = { width: 1280, height: 800 } as const;
const WEBP = { quality: 78, effort: 6, smartSubsample: true } as const;

const SHOTS: readonly Shot[] = [
  { id: 'brands', path: '/brands' },
  { id: 'networking', path: '/networking' },
  { id: 'resources', path: '/resources' },
  // MatchMade AI lives on the dashboard: scrolled to the recommendations and the MatchMade panel
  // (dashboard side column), which sit below the greeting, the sponsored banner and the stats.
  { id: 'matchmade-ai', path: '/dashboard', prepare: (page) => scrollToHeading(page, 'Latest AI Recommendations') },
  // No page is called "partnerships": /collaboration is where the product turns a connection into
  // sponsorships, endorsements and projects, and it is what the slide's copy describes.
  { id: 'partnerships', path: '/collaboration' },
];

/** Scrolls until the heading sits just under the sticky navigation, with a little air above it. */
async function scrollToHeading(page: Page, name: string): Promise<void> {
  const heading = page.getByRole('heading', { name, exact: true });
  await heading.waitFor({ state: 'visible' });
  const box = await heading.boundingBox();
  if (!box) throw new Error(`"${name}" has no box`);
  const navHeight = Number.parseInt(theme.layout.navHeight, 10);
  await page.evaluate(`window.scrollBy(0, ${Math.round(box.y - navHeight - 64)})`);
}

/**
 * Things that are not the page: the floating assistant button, the toast region (not the bell), and the reminder to
 * confirm the new creator's address (a creator who confirmed it never sees it). Hidden rather
 * than removed, so the app's own code is undisturbed.
 */
const HIDE_CHROME_CSS = `
  button[aria-label="Open the assistant"],
  button[aria-label="Close the assistant"],
  [aria-label="Confirm your e-mail address"],
  [aria-label^="Notifications ("] { display: none !important; }
`;

/** The creator the screenshots show: a complete profile, so the dashboard has real matches. */
const CREATOR = {
  firstName: 'Nova',
  lastName: 'Reyes',
  userType: 'artist',
  profile: {
    artistName: 'Nova Reyes',
    bio: 'Singer-songwriter from Los Angeles making late-night R&B and alt-pop. Two self-released singles, a growing live following and an EP on the way; looking for the right distributor, playlist support and producers to finish it with.',
    genres: ['R&B', 'Pop', 'Singer-Songwriter'],
    location: 'Los Angeles, USA',
    careerStage: 'emerging',
    skills: ['Vocals', 'Songwriting', 'Piano/Keys', 'Social Media'],
    website: 'https://novareyes.example',
    socialMedia: { instagram: 'https://instagram.com/novareyes.music', spotify: 'https://open.spotify.com/artist/novareyes' },
    lookingFor: ['Distribution', 'Playlist Placement', 'Producers', 'PR & Press'],
  },
} as const;

/** A profile picture drawn here (a waveform on the brand gradient), so the profile is 100% complete. */
function avatarPng(): Promise<Buffer> {
  const bars = [28, 52, 80, 44, 96, 60, 72, 36, 64, 40]
    .map((h, i) => `<rect x="${96 + i * 34}" y="${256 - h * 1.4}" width="18" height="${h * 2.8}" rx="9" fill="${theme.colors.textOnAccent}" opacity="0.9"/>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${theme.colors.accent}"/><stop offset="1" stop-color="${theme.colors.secondaryDeep}"/>
    </linearGradient></defs>
    <rect width="512" height="512" fill="url(#g)"/>${bars}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Fails with the response body: a setup step that quietly failed would give a misleading picture. */
async function expectOk(label: string, response: { ok(): boolean; status(): number; text(): Promise<string> }) {
  if (!response.ok()) throw new Error(`${label} failed with ${response.status()}: ${await response.text()}`);
}

/** Registers the creator through the REST routes with the browser context's cookie jar, which signs it in. */
async function registerCreator(request: APIRequestContext, baseUrl: string): Promise<void> {
  const email = `screenshots-${randomBytes(4).toString('hex')}@example.test`;
  const password = randomBytes(18).toString('base64url');
  const { firstName, lastName, userType, profile } = CREATOR;
  await expectOk('register', await request.post('/api/register', { data: { email, password, firstName, lastName, userType } }));
  await expectOk('profile', await request.put('/api/profiles', { data: profile }));
  await expectOk(
    'profile picture',
    // As the web app sends it: the server refuses uploads without our header and Origin.
    await request.post('/api/profile/picture', {
      headers: { [CSRF_HEADER]: '1', origin: baseUrl },
      multipart: { picture: { name: 'nova.png', mimeType: 'image/png', buffer: await avatarPng() } },
    }),
  );
  // The profile change queues a recompute in the background; refresh now, then wait until the
  // matches are readable (the count refreshMatches returns only counts rows new to that call).
  await expectOk('refreshMatches', await request.post('/graphql', { data: { query: 'mutation { refreshMatches { matchCount } }' } }));
  for (let tries = 0; tries < 40; tries += 1) {
    const matches = await request.get('/api/matchmade/matches');
    await expectOk('matches', matches);
    if (((await matches.json()) as unknown[]).length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The screenshot creator has no matches: the dashboard would be empty');
}

const IN_VIEW_IMAGES_LOADED = `Array.from(document.images)
  .filter((image) => { const box = image.getBoundingClientRect(); return box.width > 0 && box.bottom > 0 && box.top < innerHeight; })
  .every((image) => image.complete)`;

/** Navigates, waits for the page to settle and returns a 1280×800 PNG of the top of it. */
async function capture(page: Page, shot: Shot): Promise<Buffer> {
  const response = await page.goto(shot.path, { waitUntil: 'networkidle' });
  if (!response?.ok()) throw new Error(`${shot.path} answered ${response?.status()}`);
  const pathname = new URL(page.url()).pathname;
  if (pathname !== shot.path) throw new Error(`${shot.path} redirected to ${pathname}`);
  // Lazy routes and queries: wait until no loader is left and the page has its heading.
  await page.getByText('Loading SoundBoard...').waitFor({ state: 'hidden' });
  await page.locator('main h1').first().waitFor({ state: 'visible' });
  if ((await page.getByText('404 Page Not Found').count()) > 0) throw new Error(`${shot.path} is the not-found page`);
  await page.addStyleTag({ content: HIDE_CHROME_CSS });
  // Strings: this file is compiled without the DOM library; the code runs in the page.
  await page.evaluate('document.fonts.ready');
  await shot.prepare?.(page);
  // Images (logos, the sponsored banner) finish after networkidle on slow machines.
  // Only images in view: lazy ones further down never load. Polled from here because
  // waitForFunction would need eval in the page, which the app's CSP forbids.
  for (let tries = 0; !(await page.evaluate(IN_VIEW_IMAGES_LOADED)); tries += 1) {
    if (tries === 100) throw new Error(`${shot.path}: images still loading after 10 s`);
    await page.waitForTimeout(100);
  }
  await page.waitForLoadState('networkidle');
  return page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
}

/** The PNG as WebP at most 1280 wide; written to a temporary name, renamed by the caller. */
async function toWebp(png: Buffer, file: string): Promise<void> {
  const webp = await sharp(png).resize({ width: VIEWPORT.width, withoutEnlargement: true }).webp(WEBP).toBuffer();
  await writeFile(file, webp);
}

async function photograph(baseUrl: string, browser: Browser): Promise<void> {
  // Reduced motion: transitions and animations end at once, so nothing is caught mid-fade.
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORT, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  try {
    await registerCreator(context.request, baseUrl);
    const pending: { id: SlideId; temp: string; final: string }[] = [];
    try {
      for (const shot of SHOTS) {
        const final = path.join(SCREENSHOTS_DIR, `${shot.id}.webp`);
        const temp = `${final}.${process.pid}.tmp`;
        pending.push({ id: shot.id, temp, final });
        // A fresh tab per page: the router's scroll restoration would carry one page's scroll into the next.
        const page = await context.newPage();
        await toWebp(await capture(page, shot), temp);
        await page.close();
      }
    } catch (error) {
      await Promise.all(pending.map(({ temp }) => rm(temp, { force: true })));
      throw error;
    }
    // All five or none: a half-updated carousel would mix old and new designs.
    for (const { id, temp, final } of pending) {
      await rename(temp, final);
      console.log(`${id.padEnd(13)} ${path.relative(process.cwd(), final)}  ${((await stat(final)).size / 1024).toFixed(1)} KB`);
    }
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    // Without DATABASE_URL: an embedded PostgreSQL of its own, so a running `npm start` is untouched.
    TEST_EMBEDDED_PG_DIR: process.env.SCREENSHOTS_EMBEDDED_PG_DIR ?? '.data/postgres-screenshots',
    TEST_EMBEDDED_PG_PORT: process.env.SCREENSHOTS_EMBEDDED_PG_PORT ?? '54359',
    // One creator signs in from 127.0.0.1 once; the limits are not what is being photographed.
    AUTH_LOGIN_PER_IP: '1000',
    AUTH_REGISTER_PER_IP: '1000',
  });
  if (!existsSync(path.join(config.webDistDir, 'index.html'))) {
    throw new Error(`${config.webDistDir} has no build: run \`npm run screenshots\` (it builds first) or set WEB_DIST_DIR`);
  }
  const missing = SLIDE_IDS.filter((id) => !SHOTS.some((shot) => shot.id === id));
  if (missing.length > 0) throw new Error(`No page chosen for slide ${missing.join(', ')}`);
  await mkdir(SCREENSHOTS_DIR, { recursive: true });
  const logger = createLogger(process.env.LOG_LEVEL ?? 'warn');
  await withScratchApp(config, logger, 'sb_screenshots', async (baseUrl) => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
    });
    try {
      await photograph(baseUrl, browser);
    } finally {
      await browser.close();
    }
  });
}

main().catch((error: unknown) => {
  console.error('screenshots failed:', error);
  process.exit(1);
});
