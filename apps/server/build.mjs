// Bundles the server (and packages/shared, which exports TypeScript source) into dist/server.mjs.
// Other packages stay external: they are installed in node_modules beside it.
import { build } from 'esbuild';

await build({
  // The Squad emulator also runs as its own process (the settle benchmark measures the gateway apart).
  entryPoints: { server: 'src/server.ts', 'squad-emulator': 'src/sandbox/squad/standalone.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [
    {
      name: 'external-packages-except-workspace',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@chancepay/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
});
