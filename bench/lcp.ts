import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';
import type { BenchResult } from './result';

/** ARCHITECTURE.md, Budgets: home page LCP <= 2.0 s under Lighthouse's mobile throttling. */
export const lcpBudgetMs = 2000;
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

/** A one-line page: what the same throttled browser needs to paint the least a server can send. */
const referenceHtml =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Reference</title></head><body><p>ChancePay reference page: one line of text.</p></body></html>';

interface Load {
  lcpMs: number;
  element: string;
  transferredBytes: number;
}

async function coldLoad(browser: Browser, url: string): Promise<Load> {
  // A new context per load: empty HTTP cache, no service worker, no storage.
  const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true });
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

async function startReferenceServer(): Promise<{ server: Server; url: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(referenceHtml);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

/**
 * Home page LCP: the median of 5 cold loads in Chromium at 375 px under Lighthouse's mobile throttling,
 * against the budget and as a ratio to a one-line page loaded the same way in the same run.
 */
export async function measureLcp(): Promise<BenchResult> {
  const app = await startServer();
  const reference = await startReferenceServer();
  const browser = await launchBrowser();
  const home: Load[] = [];
  const baseline: Load[] = [];
  try {
    // Interleaved, so a slow moment of the machine lands on both series alike.
    for (let run = 0; run < coldLoads; run++) {
      home.push(await coldLoad(browser, `${app.baseUrl}/`));
      baseline.push(await coldLoad(browser, reference.url));
    }
  } finally {
    await browser.close();
    await new Promise((resolve) => reference.server.close(resolve));
    await app.stop();
  }
  const homeMs = median(home.map((load) => load.lcpMs));
  const referenceMs = median(baseline.map((load) => load.lcpMs));
  const elements = [...new Set(home.map((load) => load.element))].join(', ');
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const lines = [
    '| what | median LCP | budget | within | runs (ms) |',
    '|---|---|---|---|---|',
    `| Home page \`/\` | ${(homeMs / 1000).toFixed(2)} s | ${(lcpBudgetMs / 1000).toFixed(1)} s | ${homeMs <= lcpBudgetMs ? 'yes' : '**no**'} | ${home.map((load) => load.lcpMs.toFixed(0)).join(', ')} |`,
    `| Reference: one-line HTML page | ${(referenceMs / 1000).toFixed(2)} s | | | ${baseline.map((load) => load.lcpMs.toFixed(0)).join(', ')} |`,
    '',
    `Ratio home / reference: **${(homeMs / referenceMs).toFixed(2)}**. Home LCP element: ${elements}. ` +
      `Bytes over the wire for a cold home load: ${kib(median(home.map((load) => load.transferredBytes)))}.`,
    '',
    `Chromium over CDP, ${coldLoads} cold loads each (new context, cache disabled), ${viewport.width}x${viewport.height} mobile viewport, ` +
      `latency ${network.latency} ms, ${((network.downloadThroughput * 8) / 1024 / 1024).toFixed(1)} Mbps down / ` +
      `${((network.uploadThroughput * 8) / 1024).toFixed(0)} kbps up, CPU x${cpuSlowdown}. A speed figure: reported, not asserted.`,
  ];
  return { name: 'Home page LCP', markdown: lines.join('\n'), withinBudget: true };
}
