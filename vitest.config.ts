import { defineConfig } from 'vitest/config';

/**
 * One runner for every suite. `core`, `server` and `web` are fast and run everywhere;
 * `e2e` drives Debian's Chromium against the built app and needs `npm run build` first.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          root: 'packages/core',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Speed is measured by the benchmarks in bench/; a test's time limit only bounds a hang, with
          // room for a slow or busy machine (reading large spreadsheets takes seconds there).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'scripts',
          root: 'scripts',
          include: ['**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Builds the migrated databases every test database is copied from, once per run.
          globalSetup: ['./src/test/global-setup.ts'],
          // Test files share a worker's loaded modules instead of loading the whole app again each: every
          // file builds its own app on its own database, and no test mocks modules or changes globals.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['specs/**/*.spec.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page polled for what it should show gets 10 s, not Vitest's 1 s: on a busy 2-core machine a
          // page can take longer than a second to render its rows, and that is no defect of the page.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
          globalSetup: ['./global-setup.ts'],
        },
      },
    ],
  },
});
