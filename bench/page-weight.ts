import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/support/browser';
import { repoRoot, startServer } from '../e2e/support/server';
import type { BenchResult } from './result';

const KiB = 1024;
export const budgets = { homeJsGzip: 130 * KiB, homeCssGzip: 25 * KiB, lazyChunkGzip: 40 * KiB };

async function gzipSizeOf(file: string): Promise<number> {
  return gzipSync(await readFile(file), { level: 9 }).length;
}

/**
 * What the home page costs a visitor: the gzip size of every built JS and CSS file Chromium actually
 * requests for `/`, and of every other (lazy) chunk, against the budgets of ARCHITECTURE.md.
 */
export async function measurePageWeight(): Promise<BenchResult> {
  const dist = path.join(repoRoot, 'apps/web/dist');
  const server = await startServer();
  const browser = await launchBrowser();
  const requested = new Set<string>();
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/\.(js|css)$/.test(url.pathname)) requested.add(url.pathname);
    });
    await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
  } finally {
    await browser.close();
    await server.stop();
  }
  let js = 0;
  let css = 0;
  const homeFiles: string[] = [];
  for (const urlPath of requested) {
    if (urlPath === '/service-worker.js' || urlPath.startsWith('/workbox-')) continue;
    const size = await gzipSizeOf(path.join(dist, urlPath));
    if (urlPath.endsWith('.js')) js += size;
    else css += size;
    homeFiles.push(`${urlPath} ${(size / KiB).toFixed(1)} KiB`);
  }
  const { readdir } = await import('node:fs/promises');
  const lazy: { file: string; size: number }[] = [];
  // Libraries fetched only when someone presses a button (vite.config.ts names them "on-demand-*") are no
  // route's chunk: they are listed below, not held to the route budget.
  const onDemand: { file: string; size: number }[] = [];
  for (const file of await readdir(path.join(dist, 'assets'))) {
    if (!file.endsWith('.js') || requested.has(`/assets/${file}`)) continue;
    const entry = { file, size: await gzipSizeOf(path.join(dist, 'assets', file)) };
    (file.startsWith('on-demand-') ? onDemand : lazy).push(entry);
  }
  lazy.sort((a, b) => b.size - a.size);
  const largestLazy = lazy[0];
  const rows = [
    { what: 'Home page JS (gzip)', value: js, budget: budgets.homeJsGzip },
    { what: 'Home page CSS (gzip)', value: css, budget: budgets.homeCssGzip },
    {
      what: `Largest lazy route chunk (gzip)${largestLazy ? `: ${largestLazy.file}` : ''}`,
      value: largestLazy?.size ?? 0,
      budget: budgets.lazyChunkGzip,
    },
  ];
  const lines = [
    '| what | measured | budget | ratio | within |',
    '|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.what} | ${(row.value / KiB).toFixed(1)} KiB | ${(row.budget / KiB).toFixed(0)} KiB | ${(row.value / row.budget).toFixed(2)} | ${row.value <= row.budget ? 'yes' : '**no**'} |`,
    ),
    '',
    `Files the home page requested: ${homeFiles.join(', ')}. Lazy chunks: ${lazy.length}.`,
    '',
    `On-demand libraries (downloaded only on an explicit action, e.g. Download QR Code): ${
      onDemand.map((chunk) => `${chunk.file} ${(chunk.size / KiB).toFixed(1)} KiB`).join(', ') || 'none'
    }.`,
  ];
  return {
    name: 'Page weight',
    markdown: lines.join('\n'),
    withinBudget: rows.every((row) => row.value <= row.budget),
  };
}
