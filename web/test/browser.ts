import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
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
