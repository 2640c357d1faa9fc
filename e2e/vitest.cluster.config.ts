import { defineConfig } from 'vitest/config';

// `npm run test:cluster`: nginx in front of three built server copies on the machine's PostgreSQL
// (cluster/cluster.cluster.ts). One file, bounded by its own timeouts.
export default defineConfig({
  test: {
    include: ['cluster/**/*.cluster.ts'],
    testTimeout: 420_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
