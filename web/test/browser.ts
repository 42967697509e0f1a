import { existsSync, mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { databaseUrlFor, dropDatabase, ensureDatabase } from '../../graph/src/db/database-server.js';
import { migrate, openOrm, type MikroORM } from '../../graph/src/db/orm.js';
import { databaseServerUrl, untilUnused } from '../../graph/test/file-database.js';
import { SESSION_COOKIE } from '../../graph/src/modules/user/session.service.js';
import { createCreator, FULL_PROFILE, type TestCreator } from '../../graph/test/seed-helpers.js';
import { startTestApp, type TestApp } from '../../graph/test/test-app.js';
import type { PubSub } from '../../graph/src/modules/common/pubsub.js';
import { launchChromium } from './chromium.js';
import { poolContexts } from './context-pool.js';

/**
 * For a test file: the real app (serving the built web app), started before the file's tests and
 * stopped after them, and a Chromium of its own, whose closed contexts are reset and reused
 * (web/test/context-pool.ts).
 */
export function appInChromium({ env = {}, webBuild = true, pubsub }: { env?: Record<string, string>; webBuild?: boolean; pubsub?: PubSub } = {}): {
  app: TestApp;
  browser: Browser;
} {
  const state = {} as { app: TestApp; browser: Browser };
  beforeAll(async () => {
    // WEB_DIST_DIR lets a build elsewhere be tested (the server reads the same variable).
    const distDir = process.env.WEB_DIST_DIR ?? 'web/dist';
    if (webBuild && !existsSync(`${distDir}/index.html`)) throw new Error(`${distDir} is missing: run \`npm run build\` first (npm test does)`);
    state.app = await startTestApp(env, { pubsub });
    state.browser = poolContexts(await launchChromium());
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.app?.close();
  });
  return state;
}

/**
 * A GraphQL operation that must succeed, sent as `who` (their session cookie): its data. Errors
 * fail the test, listed in its message.
 */
export async function gqlOk<T = Record<string, unknown>>(
  env: { app: TestApp },
  who: { cookie: string },
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const { body } = await env.app.gql<T>(query, variables, { cookie: who.cookie });
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/** A first message from `from` to someone they are not connected with: a message request. */
export async function writeTo(env: { app: TestApp }, from: { cookie: string }, to: { username: string }, body: string): Promise<void> {
  const { startConversation } = await gqlOk<{ startConversation: { id: string } }>(
    env,
    from,
    'mutation ($u: String!) { startConversation(username: $u) { id } }',
    {
      u: to.username,
    },
  );
  await gqlOk(env, from, 'mutation ($c: ID!, $b: String!) { sendMessage(conversationId: $c, body: $b) { id } }', { c: startConversation.id, b: body });
}

/** Publishes a brief as its poster and, when it waits for review, approves it as `admin`. */
export async function publishBriefAs(env: { app: TestApp }, poster: { cookie: string }, admin: { cookie: string }, briefId: string): Promise<void> {
  const { publishBrief } = await gqlOk<{ publishBrief: { awaitingReview: boolean } }>(
    env,
    poster,
    'mutation ($id: ID!) { publishBrief(id: $id) { awaitingReview } }',
    {
      id: briefId,
    },
  );
  if (publishBrief.awaitingReview) await gqlOk(env, admin, 'mutation ($id: ID!) { approveBrief(id: $id) { id } }', { id: briefId });
}

/** The same, sent through a browser context with its own cookies, as its pages would send it. */
export async function gqlOkIn<T = Record<string, unknown>>(context: BrowserContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await context.request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/**
 * Opens the assistant as a user would: with its floating button on wider screens; on a phone,
 * where the button steps aside from whatever the page shows under it, from the menu.
 */
export async function openAssistant(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? DESKTOP.width) < 768) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .last()
      .getByRole('button', { name: /Ask the assistant/ })
      .click();
  } else {
    await page.getByRole('button', { name: 'Open the assistant' }).click();
  }
  await page.getByRole('dialog', { name: 'SoundBoard Assistant' }).waitFor();
}

/** A desktop browser window's size, the one browser contexts get unless a test asks for another. */
export const DESKTOP = { width: 1440, height: 900 };
/** The phone every browser test checks at. */
export const PHONE = { width: 390, height: 844 };

/**
 * A browser context on the app, signed in with the session whose Cookie header is given. `device`
 * adds what a phone is beyond its size (`{ isMobile: true, hasTouch: true }`: a touch screen
 * without a mouse); such a context is a fresh one, not one of the pool's.
 */
export async function signedInContext(
  env: { app: TestApp; browser: Browser },
  cookie: string,
  viewport = DESKTOP,
  device: Pick<BrowserContextOptions, 'isMobile' | 'hasTouch'> = {},
): Promise<BrowserContext> {
  const context = await env.browser.newContext({ viewport, baseURL: env.app.baseUrl, ...device });
  await context.addCookies([{ name: SESSION_COOKIE, value: cookie.slice(SESSION_COOKIE.length + 1), url: env.app.baseUrl }]);
  return context;
}

/**
 * A creator named `artistName`, signed in in a browser context of its own with a page open. Unless
 * `profile` is false, the profile (FULL_PROFILE under that name) is saved through the API, as the
 * profile form saves it: the save queues the matches the pages show.
 */
export async function creatorInBrowser(
  env: { app: TestApp; browser: Browser },
  artistName: string,
  { viewport = DESKTOP, profile = true }: { viewport?: typeof DESKTOP; profile?: boolean } = {},
): Promise<TestCreator & { name: string; context: BrowserContext; page: Page }> {
  const creator = await createCreator(env.app.orm, null, { firstName: artistName.split(' ')[0], artistName });
  const context = await signedInContext(env, creator.cookie, viewport);
  if (profile) expect((await context.request.put('/api/profiles', { data: { ...FULL_PROFILE, artistName } })).status()).toBe(200);
  return { ...creator, name: artistName, context, page: await context.newPage() };
}

/** Screenshots for the people who review a page, when SHOTS_DIR names a folder. */
export async function shot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  // From the top: a page shot while scrolled paints the sticky navigation halfway down.
  // A string, not a function: this file is also compiled without the DOM's types (bench/web-weight imports it).
  if (fullPage) await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

/** axe's serious and critical violations on the page as it stands, each with its first nodes. */
export async function seriousAxeViolations(page: Page) {
  // Legacy mode runs axe inside the page in one call. The default mode also opens a blank page
  // per check to merge results across frames, which tripled each check's time; the app's pages
  // have no frames of their own. Only violations carry their nodes: passes are not read.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => `${n.html.slice(0, 120)}: ${n.failureSummary ?? ''}`) }));
}

/**
 * `appInChromium` on a database of the file's own (migrated, then `prepare`d: no demo data unless it
 * seeds some), for pages that show everything of a kind (the live ad, the moderation queue) and
 * would pick up what other files write beside them. Dropped at the end, once the app's
 * connections are gone: a pool answers its close before its sockets have said goodbye, and a forced
 * drop in that moment cuts one, whose error then has no listener left.
 */
export function appInChromiumOnOwnDatabase(prefix: string, prepare: (orm: MikroORM) => Promise<unknown> = async () => undefined) {
  const database = `soundboard_${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    await ensureDatabase(databaseServerUrl(), database);
    env.DATABASE_URL = databaseUrlFor(databaseServerUrl(), database);
    const orm = await openOrm(env.DATABASE_URL);
    try {
      await migrate(orm);
      await prepare(orm);
    } finally {
      await orm.close();
    }
  });
  // Registered before the app's own hooks: after hooks run in reverse, so the app closes first.
  afterAll(async () => {
    await untilUnused(database);
    await dropDatabase(databaseServerUrl(), database).catch(() => undefined);
  });
  return appInChromium({ env });
}

/**
 * Stops the page's fake clock `aheadMs` after the page's own "now": from then on only runFor()
 * moves it. Under load the page's clock can pass that moment between reading it and pausing,
 * which Playwright refuses as a move into the past; then it reads the clock again and retries.
 */
export async function pauseClockAhead(page: Page, aheadMs: number): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + aheadMs);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('to the past')) throw error;
    }
  }
}
