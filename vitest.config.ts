import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const UNIT_TESTS = ['contract/**/*.test.ts', 'server/**/*.unit.test.ts', 'web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'];
/** Script tests on an embedded database: they run with the API files, which share the run's migrated template. */
const DATABASE_SCRIPT_TESTS = ['scripts/db-backup.test.ts'];
/**
 * Unit files that replace modules or globals (vi.mock, vi.stubGlobal…): they need a module graph of their own. The
 * others share one per worker (measured on this 2-core machine: the unit project 153 s → 68 s, most of it imports).
 */
const REPLACES_MODULES = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules)\(/;
const isolatedUnitTests = UNIT_TESTS.flatMap((pattern) => globSync(pattern, { exclude: ['node_modules/**'] })).filter((file) =>
  REPLACES_MODULES.test(readFileSync(file, 'utf8')),
);

// Tests that need a PostgreSQL server (several instances, LISTEN/NOTIFY) run only when one is given; tests of the
// embedded database's own process (a spawned server on a data directory) run only in the embedded pass.
const serverOnly = process.env.TEST_DATABASE_URL ? ['server/**/*.embedded.test.ts'] : ['server/**/*.postgres.test.ts'];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on this 2-core machine, with the other core idle
    // (the main process only reports). Tests spend their time in their own worker (PGlite, spawned servers).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: UNIT_TESTS,
          exclude: [...isolatedUnitTests, ...DATABASE_SCRIPT_TESTS],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit-isolated',
          include: isolatedUnitTests,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/**/*.test.ts', ...DATABASE_SCRIPT_TESTS],
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
