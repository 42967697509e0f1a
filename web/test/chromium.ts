/**
 * Chromium for the browser tests and benchmarks: Debian's, headless, with the flags this sandboxed,
 * offline machine needs: each browser test file and each benchmark launches its own.
 */
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';

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
