/**
 * Chromium for the browser tests and benchmarks: Debian's, headless, with the flags this sandboxed,
 * offline machine needs. A test run launches one as a server (web/test/global-setup.ts) and every
 * browser file connects to it with contexts of its own (browser.ts); a file run some other way, and
 * a benchmark, launches its own.
 */
import { chromium, type Browser, type BrowserServer, type LaunchOptions } from 'playwright-core';

const options: LaunchOptions = {
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
};

/** A Chromium of the caller's own. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(options);
}

/** A Chromium that other processes connect to (`chromium.connect(server.wsEndpoint())`), on 127.0.0.1 only. */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({ ...options, host: '127.0.0.1' });
}
