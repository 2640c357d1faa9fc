import { defineConfig } from 'vitest/config';

// Browser tests: one server for the run (started in global-setup on a free port with a temporary PGlite),
// Chromium from the system (/usr/bin/chromium) driven by playwright-core.
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // One browser at a time: the machine has two cores and the server needs one.
    fileParallelism: false,
  },
});
