/**
 * One Chromium for the whole test run, launched only when the run has a browser file: each browser
 * file connects to it and works in contexts of its own (browser.ts), which the file's disconnect
 * closes. Launching Chromium once instead of once per file saves a second or more of CPU per file.
 */
import type { TestProject } from 'vitest/node';
import { launchChromiumServer } from './chromium.js';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    /** Where the run's Chromium listens (playwright's `chromium.connect`); empty when the run has no browser file. */
    chromiumEndpoint: string;
  }
}

const BROWSER_FILES = /[\\/]web[\\/]test[\\/]/;

export default async function setup(project: TestProject) {
  // The run's files are known before any global setup runs; a list that is not there counts as every file.
  const paths = project.vitest.state.getPaths();
  if (paths.length > 0 && !paths.some((file) => BROWSER_FILES.test(file))) {
    project.provide('chromiumEndpoint', '');
    return;
  }
  const server = await launchChromiumServer();
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return async () => {
    await server.close();
  };
}
