import os from 'node:os';
import { defineConfig } from 'vitest/config';

const apiTests = ['apps/server/src/**/*.api.test.ts'];

export default defineConfig({
  test: {
    // Worker processes are reused from file to file instead of started for each. A fresh process
    // per file cost each API file about 1.3 s of importing the server and 1.3 s of compiling
    // PGlite's WebAssembly again: more than half of the API run's CPU on the 2-core machine.
    poolOptions: { forks: { isolate: false } },
    // The API tests wait on their database much of the time: two files at once even on 2 cores.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['apps/**/src/**/*.test.ts', 'packages/**/src/**/*.test.ts'],
          exclude: [...apiTests, '**/node_modules/**'],
          environment: 'node',
          // Each unit file still starts from fresh modules (its mocks cannot reach the next file).
          isolate: true,
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: apiTests,
          env: { FOYER_TEST_DB: 'pglite' },
          // Modules are shared by the files one worker runs: a file builds its own app and database,
          // and puts back any module-level switch it sets (wrapPaymentProviderForTests(null)).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: apiTests,
          env: { FOYER_TEST_DB: 'postgres' },
          isolate: false,
          globalSetup: ['apps/server/src/test/postgres-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
