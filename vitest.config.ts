import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// `npm test`: every unit and integration test. Server tests use PGlite, or a fresh PostgreSQL database per
// test file when DATABASE_URL is set.
export default defineConfig({
  test: {
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
          globalSetup: ['apps/server/src/testing/pglite-template.ts'],
          environment: 'node',
          // Files share a worker's module cache: each file builds its own app and database, and no server module
          // keeps state between apps, so isolation only re-imported the whole server per file (on PostgreSQL, the
          // suite took 116 s of a 2-core machine for domain/ with isolation and 57 s without).
          isolate: false,
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
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          css: false,
        },
      },
    ],
  },
});
