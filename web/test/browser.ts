import { existsSync, mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { databaseUrlFor, dropDatabase, ensureDatabase } from '../../graph/src/db/database-server.js';
import { migrate, openOrm, type MikroORM } from '../../graph/src/db/orm.js';
import { databaseServerUrl, untilUnused } from '../../graph/test/file-database.js';
import { startTestApp, type TestApp } from '../../graph/test/test-app.js';

/** Debian's Chromium, headless, with the flags this sandboxed, offline machine needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * For a test file: the real app (serving the built web app) and Chromium, started before the
 * file's tests and stopped after them.
 */
export function appInChromium({ env = {}, webBuild = true }: { env?: Record<string, string>; webBuild?: boolean } = {}): {
  app: TestApp;
  browser: Browser;
} {
  const state = {} as { app: TestApp; browser: Browser };
  beforeAll(async () => {
    // WEB_DIST_DIR lets a build elsewhere be tested (the server reads the same variable).
    const distDir = process.env.WEB_DIST_DIR ?? 'web/dist';
    if (webBuild && !existsSync(`${distDir}/index.html`)) throw new Error(`${distDir} is missing: run \`npm run build\` first (npm test does)`);
    state.app = await startTestApp(env);
    state.browser = await launchChromium();
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.app?.close();
  });
  return state;
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
  const results = await new AxeBuilder({ page }).analyze();
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

