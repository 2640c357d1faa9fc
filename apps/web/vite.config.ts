import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Writes .br and .gz beside every compressible built file, once, at build time; the server sends them
 * (@fastify/static preCompressed) so no CPU is spent compressing per request, and the bytes on the wire
 * are the ones the page-weight budget counts.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'chancepay-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const walk = async (directory: string): Promise<string[]> => {
        const entries = await readdir(directory, { withFileTypes: true });
        const files = await Promise.all(
          entries.map((entry) => {
            const full = path.join(directory, entry.name);
            return entry.isDirectory() ? walk(full) : [full];
          }),
        );
        return files.flat();
      };
      for (const file of await walk(outDir)) {
        if (!/\.(js|mjs|css|html|svg|json|webmanifest|txt)$/.test(file)) continue;
        // The PWA plugin writes the service worker in a closeBundle running beside this one; it is small
        // and fetched once per update, so it goes uncompressed rather than risk reading it half-written.
        if (/(service-worker|workbox-[^/]*)\.js$/.test(file)) continue;
        if ((await stat(file)).size < 1024) continue;
        const content = await readFile(file);
        await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
        await writeFile(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

const onDemandLibrary =
  /node_modules\/(jspdf|qrcode|html2canvas|dompurify|canvg|core-js|raf|rgbcolor|stackblur-canvas|svg-pathdata|performance-now|fflate|fast-png|iobuffer|pako|dijkstrajs|pngjs|encode-utf8|@babel\/runtime)\//;

// `vite build --ssr src/entry-server.tsx` (package.json) builds the server's page renderer into dist-ssr/:
// React and every library bundled in (the server loads it from a path, not from node_modules), and none of
// the browser build's extras (service worker, precompressed copies).
export default defineConfig(({ isSsrBuild }) => ({
  ssr: { noExternal: true },
  plugins: isSsrBuild ? [react()] : browserPlugins(),
  server: { proxy: { '/api': 'http://localhost:3000', '/sandbox': 'http://localhost:3000' } },
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's Sass still uses @import and global functions; those warnings are Bootstrap's, not ours.
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions'] },
    },
  },
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        target: 'es2020',
        // Terser packs the phone's download about 3% tighter than esbuild's minifier (the home page: 132.0 KiB
        // gzip with esbuild, under the 130 KiB budget with terser, measured when the five languages arrived);
        // it costs build time, not bytes. Two passes fold the constants esbuild leaves.
        minify: 'terser',
        terserOptions: { compress: { passes: 2 }, format: { comments: false } },
        // No inline <script>: the server's CSP allows scripts from 'self' only.
        modulePreload: { polyfill: false },
        assetsInlineLimit: 0,
        rollupOptions: {
          output: {
            // Libraries loaded only when someone presses a button (the vendor's QR sheet: qrcode, jsPDF and
            // the optional parts jsPDF imports on demand) are named "on-demand-*", so the page-weight bench can
            // tell them from route chunks: no page load ever downloads them.
            chunkFileNames: (chunk: { moduleIds: string[] }) =>
              chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => onDemandLibrary.test(id))
                ? 'assets/on-demand-[name]-[hash].js'
                : 'assets/[name]-[hash].js',
          },
        },
      },
}));

function browserPlugins(): PluginOption[] {
  return [
    react(),
    VitePWA({
      strategies: 'generateSW',
      filename: 'service-worker.js',
      // Registered by src/app/service-worker.ts: the plugin's inline script would break the CSP.
      injectRegister: false,
      registerType: 'autoUpdate',
      includeAssets: ['favicon.svg', 'offline.html', 'offline.css'],
      manifest: {
        id: '/',
        name: 'ChancePay',
        short_name: 'ChancePay',
        description:
          'Buy a ₦250 ticket for an instant, provably fair chance to win cash or have a shop paid for you.',
        lang: 'en-NG',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#ffffff',
        theme_color: '#0b6e4f',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        // Precache only the shell a first visit already downloaded (entry JS and CSS), the offline page and
        // the icons (includeAssets and the manifest's icons, added by the plugin): a visitor on a metered plan never pays for pages they do not open. Lazy page chunks are
        // cached the first time they are used.
        globPatterns: ['assets/index-*.{js,css}'],
        // Navigations always go to the network (a deploy reaches phones at once); with no network the
        // precached offline page is shown instead of the browser's error.
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/offline.html' } },
          },
          // Money and personal data: never from a cache (GET only: other methods never reach Workbox routes).
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/api/') || url.pathname.startsWith('/sandbox/'),
            handler: 'NetworkOnly',
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'chancepay-pages', expiration: { maxEntries: 60 } },
          },
        ],
      },
    }),
    precompress(),
  ];
}
