import { existsSync, mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
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
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** axe's serious and critical violations on the page as it stands, each with its first nodes. */
export async function seriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => `${n.html.slice(0, 120)}: ${n.failureSummary ?? ''}`) }));
}
