import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { loadConfig, siteConfigOf } from '../graph/src/config';
import { SITE_CONFIG_ELEMENT_ID, siteConfigJson } from '../graph/src/shared/site-config';
import { gqlDocuments } from './gql-documents-plugin';

/** Where the SoundBoard API runs during development; the built app is served by the API itself. */
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:4000';

const proxy: Record<string, ProxyOptions> = {
  '/graphql': { target: apiOrigin, ws: true },
  '/api': { target: apiOrigin },
  '/logos': { target: apiOrigin },
  '/healthz': { target: apiOrigin },
};

/** Our modules that query or mutate through Apollo, or sit beside those that do. */
const DATA_MODULES =
  /web[\\/]src[\\/](apollo|gql|live|mutations|routes|components[\\/](account|ads|admin|brand|briefs|collaboration|directory|matches|moderation|network|notifications|profile|layout[\\/]NavBadges))[\\/.]/;

/**
 * Every script and stylesheet also as `.br`, at brotli's best level: the server sends it to browsers
 * that take brotli (graph/src/web-app.ts), about a tenth smaller than what it would compress on the fly.
 */
const precompress = (): Plugin => ({
  name: 'soundboard:precompress',
  apply: 'build',
  // Once written: earlier hooks still see chunks that later plugins rewrite (Vite's preload helper).
  async writeBundle({ dir = '' }, bundle) {
    const quality = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } };
    for (const { fileName } of Object.values(bundle)) {
      if (!/\.(js|css)$/.test(fileName)) continue;
      const file = path.join(dir, fileName);
      await writeFile(`${file}.br`, brotliCompressSync(await readFile(file), quality));
    }
  },
});

/**
 * The dev server's pages carry the site's public settings as the API's pages do (graph/src/web-app.ts),
 * read from the same environment by the same config module: `npm run dev` starts both with it.
 */
const siteConfigInDevPages = (): Plugin => ({
  name: 'soundboard:site-config',
  apply: 'serve',
  transformIndexHtml: () => [
    {
      tag: 'script',
      injectTo: 'head',
      attrs: { id: SITE_CONFIG_ELEMENT_ID, type: 'application/json' },
      children: siteConfigJson(siteConfigOf(loadConfig(process.env))),
    },
  ],
});

export default defineConfig({
  // Runs from the repo root (`vite --config web/vite.config.ts`), so pin the root to this folder.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [gqlDocuments(), react(), precompress(), siteConfigInDevPages()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server reads it to preload a route's chunks with its page (graph/src/web-app.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code, so they get their own long-cached chunks.
        codeSplitting: {
          groups: [
            // Loaded on the first Google sign-in only; kept out of the vendor chunk every page loads.
            { name: 'firebase', test: /node_modules[\\/](@firebase|idb)[\\/]/, priority: 4 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'graphql', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism)/, priority: 2 },
            // The admin dashboard's charts: only its route imports them, so only it loads this chunk.
            // Ranked below react and graphql: a group also takes the dependencies of its modules
            // (react, here) unless a group ranked higher took them first.
            { name: 'charts', test: /node_modules[\\/](chart\.js|react-chartjs-2|@kurkle)[\\/]/, priority: 1.5 },
            { name: 'vendor', test: /node_modules/, priority: 1 },
            // Our own modules in three chunks instead of a score of small ones: what every page loads,
            // and what two or more lazy pages share, split by whether it needs Apollo (so that the
            // static pages never load it). On a phone each request is a round trip, and HTTP/1.1
            // runs six at a time: a route's chunks then come in one round, not four.
            { name: 'app', test: /web[\\/]src[\\/]/, tags: ['$initial'], priority: 0 },
            { name: (id) => (DATA_MODULES.test(id) ? 'shared-data' : 'shared'), test: /web[\\/]src[\\/]/, minShareCount: 2, priority: 0 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy,
  },
  preview: {
    port: 4173,
    proxy,
  },
});
