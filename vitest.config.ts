import { defineConfig } from 'vitest/config';

// Tests that need a PostgreSQL server (several instances, LISTEN/NOTIFY) run only when one is given; tests of the
// embedded database's own process (a spawned server on a data directory) run only in the embedded pass.
const serverOnly = process.env.TEST_DATABASE_URL ? ['server/**/*.embedded.test.ts'] : ['server/**/*.postgres.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['contract/**/*.test.ts', 'server/**/*.unit.test.ts', 'web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/**/*.test.ts'],
          exclude: ['server/**/*.unit.test.ts', ...serverOnly],
          globalSetup: ['server/test/global-setup.ts'],
          // Each file builds its own app over its own database (server/test/build-test-app.ts) and mocks nothing, so the
          // files of a worker share one module graph: the server's modules load once per worker instead of once per file
          // (measured: the suite on PGlite 317 s → 150 s on this 2-core machine).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
