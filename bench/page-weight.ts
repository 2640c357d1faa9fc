import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { languageCookie, languageNames, languages, type Language } from '@chancepay/shared/i18n/languages';
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
  // The same home page read in each other language (the language cookie, as the switcher sets it): what it
  // adds is that language's catalog, one lazy chunk (issue #25).
  const requestedIn = new Map<Language, Set<string>>();
  try {
    for (const language of languages) {
      const files = language === 'en' ? requested : new Set<string>();
      requestedIn.set(language, files);
      const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
      await context.addCookies([{ name: languageCookie, value: language, url: server.baseUrl }]);
      const page = await context.newPage();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (/\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
      });
      await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
      await context.close();
    }
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
  const homeJsIn: { language: Language; js: number; catalog: number }[] = [];
  for (const [language, files] of requestedIn) {
    if (language === 'en') continue;
    let languageJs = 0;
    for (const urlPath of files)
      if (urlPath.endsWith('.js') && urlPath !== '/service-worker.js' && !urlPath.startsWith('/workbox-'))
        languageJs += await gzipSizeOf(path.join(dist, urlPath));
    const catalog = lazy.find((chunk) => chunk.file.startsWith(`${language}-`))?.size ?? 0;
    homeJsIn.push({ language, js: languageJs, catalog });
  }
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
    // The budget is the English page's (ARCHITECTURE.md); another language adds its catalog and nothing else.
    `Each language's catalog (one lazy chunk, fetched only by its readers), and the home page's JS read in it: ${homeJsIn
      .map(
        ({ language, catalog, js: languageJs }) =>
          `${languageNames[language]} ${(catalog / KiB).toFixed(1)} KiB (home ${(languageJs / KiB).toFixed(1)} KiB)`,
      )
      .join(', ')}.`,
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
