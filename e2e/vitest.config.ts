import { defineConfig } from 'vitest/config';
import TimedShards from './support/shards';

// Browser tests: one server per run (started in global-setup on a free port, on PostgreSQL when E2E_DATABASE_URL
// is set, else a temporary PGlite), Chromium from the system (/usr/bin/chromium) driven by playwright-core.
// `npm test` here runs the files in shards side by side (run-shards.mjs), each shard its own vitest, server and
// browser; `--shard=i/n` deals the files by measured time (support/shards.ts).
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // Within a shard, one file at a time: files share the shard's server and its demo accounts.
    fileParallelism: false,
    // expect.poll waits 1 s by default: a page that renders in 100 ms alone took several seconds on a loaded
    // 2-core machine (foundation's 404 link failed so). The wait ends as soon as the value is right.
    expect: { poll: { timeout: 20_000, interval: 100 } },
    sequence: { sequencer: TimedShards },
  },
});
