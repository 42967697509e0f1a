import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 ships CommonJS and ESM builds. Node (and so Apollo, graphql-ws, type-graphql)
    // loads the CommonJS one; Vite would pick the ESM one for our sources, giving two copies whose
    // classes fail each other's instanceof checks. Pin ours to the one Node loads.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['graph/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['graph/test/setup-reflect.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['graph/test/**/*.test.ts', 'web/test/**/*.test.ts'],
          globalSetup: ['graph/test/global-setup.ts'],
          // Each file runs on a copy of the run's seeded database, its own (graph/test/file-database.ts).
          setupFiles: ['graph/test/setup-reflect.ts', 'graph/test/setup-file-database.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Pages and background jobs answer in tens of milliseconds here, but CI runs every
          // file at once on two cores: a poll waits up to 5 s before it calls a state missing.
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
});
