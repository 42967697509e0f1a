import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
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
    // A file per core at once. Vitest's default leaves one core free, which on a 2-core machine
    // runs the files one by one; but a browser or database file spends a third of its time waiting,
    // and each file has a database of its own, so two side by side neither slow nor see each other.
    // Two per core kept a 2-core machine busy from end to end and took no less time: the browser
    // files' Chromium is what the run waits for. TEST_WORKERS overrides it.
    maxWorkers: Number(process.env.TEST_WORKERS) || availableParallelism(),
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
          // A worker keeps the modules it loaded from one file to the next: each file builds its own
          // app and database from them, and nothing in the app's modules holds state of its own
          // between two apps (the two-instance tests start two in one process). Loading the server
          // anew for every file took longer than most of its files' tests.
          isolate: false,
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
