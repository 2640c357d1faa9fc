import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// `npm test`: every unit and integration test. Server tests use PGlite, or a fresh PostgreSQL database per
// test file when DATABASE_URL is set.
export default defineConfig({
  test: {
    // The server and shared tests (forks) share a worker's modules from file to file: each file builds its own app
    // and database, and no server module keeps state between apps, so isolation only re-imported the whole server
    // per file (on PostgreSQL, domain/ took 116 s of a 2-core machine with isolation and 57 s without). Vitest
    // 3.2 reads this per pool, not per project, so the web tests run in the threads pool, each file still in its
    // own fresh happy-dom and modules.
    poolOptions: { forks: { isolate: false } },
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/testing/migrated-template.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          // happy-dom, not jsdom: the same 453 tests in 188 s of CPU instead of 283 (setting up jsdom took 61 s of
          // it, and its role and style queries most of the rest), measured alone on 2 cores (2026-11-27); CI's
          // length is the sum of its parts' CPU.
          environment: 'happy-dom',
          // Not vmThreads, though it took 51 s of CPU instead of 108 (each file in a VM context of a long-lived
          // worker): in one CI run of eight, PayByTransfer's panel heading lost the focus its effect gave it there
          // (the cause not found; 2026-11-27). A fresh worker per file.
          pool: 'threads',
          // CI runs these beside the browser tests on two cores: a user-event test that takes 1 s alone took over
          // vitest's default 5 s there. The time is the machine's, not a wait the test hides.
          testTimeout: 20_000,
          setupFiles: ['./src/test/setup.ts'],
          css: false,
        },
      },
    ],
  },
});
