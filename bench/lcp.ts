import type { Browser } from 'playwright-core';
import { ApiClient, createCardOrder, openCycleFor } from '../e2e/support/api';
import { launchBrowser } from '../e2e/support/browser';
import { vendorIdByName, vendorQrPath } from '../e2e/support/buying';
import { startServer } from '../e2e/support/server';
import type { BenchResult } from './result';

/**
 * ARCHITECTURE.md, Budgets: home page (and, issue #27, product page and /thank-you) LCP <= 1.5 x the LCP of the app's own static offline.html (served by
 * the same server, measured the same way in the same run), and <= 2.0 s, under Lighthouse's mobile throttling.
 */
export const lcpBudgetMs = 2000;
export const lcpRatioBudget = 1.5;
const coldLoads = 5;

/**
 * Lighthouse's mobile profile (research/performance-and-reliability.md 1.3): 150 ms round trip, 1.6 Mbps
 * down, 750 kbps up, CPU slowed 4x. Applied with DevTools throttling over CDP, which adds the latency per
 * request rather than simulating TCP, so it is a little harsher on pages that make many requests.
 */
const network = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const cpuSlowdown = 4;
const viewport = { width: 375, height: 667 };

interface Load {
  lcpMs: number;
  element: string;
  transferredBytes: number;
}

async function coldLoad(browser: Browser, url: string): Promise<Load> {
  // A new context per load: empty HTTP cache, no service worker (blocked), no storage.
  const context = await browser.newContext({
    viewport,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    let transferredBytes = 0;
    cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
      transferredBytes += event.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // LCP candidates stop with the first input; none comes here, so wait for late paints to settle.
    await page.waitForTimeout(1000);
    const lcp = await page.evaluate(
      () =>
        new Promise<{ lcpMs: number; element: string } | null>((resolve) => {
          setTimeout(() => resolve(null), 5000);
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
            const last = entries[entries.length - 1];
            if (!last) return;
            const element = last.element;
            const text = element?.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
            resolve({ lcpMs: last.startTime, element: `${element?.tagName.toLowerCase() ?? '?'} "${text}"` });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    if (!lcp) throw new Error(`No largest-contentful-paint entry for ${url}`);
    return { ...lcp, transferredBytes };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

interface MeasuredPage {
  what: string;
  path: string;
}

/**
 * The pages a visitor opens first: the home page, the four product pages as the home page and a shop's QR code
 * link them, and /thank-you as the checkout returns to it (a real order's reference, checkout never paid).
 */
async function pagesToMeasure(baseUrl: string): Promise<MeasuredPage[]> {
  const api = new ApiClient(baseUrl);
  const cycleQuery = async (typeId: number) =>
    `raffle_cycle_id=${(await openCycleFor(api, typeId)).raffle_cycle_id}&raffle_type_id=${typeId}`;
  const vendorId = await vendorIdByName(baseUrl, 'Mama Put Kitchen');
  const order = await createCardOrder(api, await openCycleFor(api, 1), '08031234567');
  return [
    { what: 'Home page `/`', path: '/' },
    { what: 'Get Cash', path: `/get-cash?${await cycleQuery(1)}` },
    { what: 'Pay4Me', path: `/pay4me?${await cycleQuery(2)}` },
    { what: 'On The House', path: `/on-the-house?${await cycleQuery(3)}` },
    { what: "Scan2Pay4Me (a shop's QR code)", path: vendorQrPath(vendorId) },
    { what: '/thank-you (back from the checkout)', path: `/thank-you?reference=${order.orderId}` },
  ];
}

/**
 * LCP of the home page, the product pages and /thank-you: the median of 5 cold loads each in Chromium at 375 px
 * under Lighthouse's mobile throttling, beside the app's static offline.html loaded the same way from the same
 * server in the same run. Each page's budget is 1.5 x offline.html (issue #27 for the product pages and
 * /thank-you); the home page also has its absolute 2.0 s.
 */
export async function measureLcp(): Promise<BenchResult> {
  const app = await startServer();
  const browser = await launchBrowser();
  let pages: MeasuredPage[] = [];
  const loads = new Map<string, Load[]>();
  const offline: Load[] = [];
  try {
    pages = await pagesToMeasure(app.baseUrl);
    // Interleaved, so a slow moment of the machine lands on every series alike.
    for (let run = 0; run < coldLoads; run++) {
      offline.push(await coldLoad(browser, `${app.baseUrl}/offline.html`));
      for (const page of pages) {
        const series = loads.get(page.path) ?? [];
        series.push(await coldLoad(browser, `${app.baseUrl}${page.path}`));
        loads.set(page.path, series);
      }
    }
  } finally {
    await browser.close();
    await app.stop();
  }
  const offlineMs = median(offline.map((load) => load.lcpMs));
  const elements = (series: Load[]) => [...new Set(series.map((load) => load.element))].join(', ');
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const row = (what: string, series: Load[], cells: string[]) =>
    `| ${what} | ${seconds(median(series.map((load) => load.lcpMs)))} | ${cells.join(' | ')} | ${series
      .map((load) => load.lcpMs.toFixed(0))
      .join(', ')} | ${elements(series)} | ${kib(median(series.map((load) => load.transferredBytes)))} |`;
  const overBudget: string[] = [];
  const lines = [
    '| what | median LCP | ratio to offline.html | budget | within | runs (ms) | LCP element | bytes over the wire |',
    '|---|---|---|---|---|---|---|---|',
    ...pages.map((page) => {
      const series = loads.get(page.path)!;
      const ms = median(series.map((load) => load.lcpMs));
      const ratio = ms / offlineMs;
      const home = page.path === '/';
      const within = ratio <= lcpRatioBudget && (!home || ms <= lcpBudgetMs);
      if (!within) overBudget.push(page.what);
      return row(page.what, series, [
        `**${ratio.toFixed(2)}**`,
        `<= ${lcpRatioBudget} x offline.html${home ? ` and <= ${(lcpBudgetMs / 1000).toFixed(1)} s` : ''}`,
        within ? 'yes' : '**no**',
      ]);
    }),
    row("Reference: the app's static `/offline.html`", offline, ['1.00', '', '']),
    '',
    `Chromium over CDP, ${coldLoads} cold loads of each page, interleaved (new context, cache disabled, service worker blocked), ` +
      `${viewport.width}x${viewport.height} mobile viewport, latency ${network.latency} ms, ` +
      `${((network.downloadThroughput * 8) / 1024 / 1024).toFixed(1)} Mbps down / ` +
      `${((network.uploadThroughput * 8) / 1024).toFixed(0)} kbps up, CPU x${cpuSlowdown}. The product pages are opened with ` +
      'the open cycle in the address, as the home page links them; Scan2Pay4Me with the demo shop; /thank-you with a ' +
      'card order whose checkout was never paid. Over budget fails `npm run bench`; no test asserts it.',
  ];
  return {
    name: 'Page LCP (home, product pages, /thank-you)',
    markdown: lines.join('\n'),
    withinBudget: overBudget.length === 0,
  };
}
