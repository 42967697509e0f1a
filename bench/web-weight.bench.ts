/**
 * JS and CSS a visitor downloads for the landing route, gzip-compressed (as the server sends them
 * to a client without brotli) and as the build's brotli files (what browsers get), and the time
 * to the hero headline. Run: npm run build && npm run bench:weight
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../web/test/chromium.js';
import { withBenchApp } from './harness.js';

await withBenchApp(async (baseUrl) => {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const assets = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/assets/') && /\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
    });
    const start = performance.now();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const headlineMs = performance.now() - start;
    await page.waitForLoadState('networkidle');

    let js = 0;
    let jsBr = 0;
    let css = 0;
    for (const asset of [...assets].sort()) {
      const bytes = await readFile(path.join('web/dist', asset));
      const gz = gzipSync(bytes, { level: 6 }).length;
      const br = (await readFile(path.join('web/dist', `${asset}.br`))).length;
      if (asset.endsWith('.js')) {
        js += gz;
        jsBr += br;
      } else css += gz;
      const kib = (n: number) => (n / 1024).toFixed(1).padStart(6);
      console.log(`${asset.padEnd(48)} ${kib(bytes.length)} KiB raw  ${kib(gz)} KiB gzip  ${kib(br)} KiB brotli`);
    }
    console.log(
      `landing route: JS ${(js / 1024).toFixed(1)} KiB gzip (${(jsBr / 1024).toFixed(1)} KiB as brotli), CSS ${(css / 1024).toFixed(1)} KiB gzip (CSS-in-JS: styles ship inside the JS)`,
    );
    console.log(`time to hero headline (local, warm server): ${headlineMs.toFixed(0)} ms`);
  } finally {
    await browser.close();
  }
});
