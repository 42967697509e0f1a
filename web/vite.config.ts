import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';

/** Where the SoundBoard API runs during development; the built app is served by the API itself. */
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:4000';

const proxy: Record<string, ProxyOptions> = {
  '/graphql': { target: apiOrigin, ws: true },
  '/api': { target: apiOrigin },
  '/logos': { target: apiOrigin },
  '/healthz': { target: apiOrigin },
};

export default defineConfig({
  // Runs from the repo root (`vite --config web/vite.config.ts`), so pin the root to this folder.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
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
            { name: 'vendor', test: /node_modules/, priority: 1 },
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
