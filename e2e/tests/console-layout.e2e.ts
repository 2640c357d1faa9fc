import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktopViewport, launchBrowser, newPage, pageProblems, phoneViewport } from '../support/browser';
import { repoRoot } from '../support/server';
import { demoStaff, signInToConsole } from '../support/staff';

/**
 * Issue #26 item 1: no console page scrolls sideways. An operator at a 1280 px laptop or a 375 px phone sees a
 * page exactly as wide as the window (a wide table scrolls inside its own frame), on every screen the menu
 * offers each demo staff member (`demo.admin` has every role; `demo.finance` sees the screens without an
 * auditor's read-only views), with the demo data, and again with every list empty and with filters that match
 * nothing (the empty states' words must fit too).
 */

const baseUrl = inject('baseUrl');
const screenshotDir = path.join(repoRoot, 'e2e/screenshots');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir(screenshotDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const viewports = [desktopViewport, phoneViewport];

/**
 * The demo data has no money-laundering alert until the minute job finds one in other tests' money: two rows are
 * added to the real answer so the alerts table (a visually hidden header, an actions column) is always measured.
 */
async function alertsWithRows(page: Page) {
  await page.route('**/api/admin/compliance/alerts?status=open', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { alerts: unknown[] } };
    const alert = {
      rule: 'money_in_money_out_same_day',
      subject_type: 'customer',
      subject_id: '444e43c0-cf6e-4111-a3d2-b3d6328abbaa',
      lagos_day: '2026-11-26',
      details: {},
      raised_at: new Date().toISOString(),
      status: 'open',
      case_id: null,
    };
    body.data.alerts = [...body.data.alerts, { ...alert, id: 'layout-1' }, { ...alert, id: 'layout-2' }];
    await route.fulfill({ response, json: body });
  });
}

function withoutRows(value: unknown): unknown {
  if (Array.isArray(value)) return [];
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, withoutRows(entry)]));
  return value;
}

/** Every console list answers empty (the real answer with each array emptied), the signed-in member aside. */
async function emptyLists(route: Route) {
  const url = new URL(route.request().url());
  if (route.request().method() !== 'GET' || url.pathname === '/api/admin/me') return route.fallback();
  const response = await route.fetch();
  if (!(response.headers()['content-type'] ?? '').includes('application/json'))
    return route.fulfill({ response });
  const body = (await response.json()) as { data?: unknown };
  await route.fulfill({ response, json: { ...body, data: withoutRows(body.data) } });
}

async function signIn(staff: (typeof demoStaff)[keyof typeof demoStaff]) {
  const { context, page } = await newPage(browser, baseUrl, desktopViewport, 'block');
  watchRequests(page);
  await alertsWithRows(page);
  await signInToConsole(page, staff);
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  const paths = await page
    .locator('#admin-nav a[href^="/admin"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))]);
  return { context, page, paths };
}

/** How many requests the page has in flight, counted from the moment it is watched (see openInApp). */
const inFlight = new WeakMap<Page, () => number>();
function watchRequests(page: Page) {
  let count = 0;
  page.on('request', () => count++);
  page.on('requestfinished', () => count--);
  page.on('requestfailed', () => count--);
  inFlight.set(page, () => count);
}

/**
 * Goes to `url` inside the running console, as its menu links do (the router follows the history), instead of
 * loading the whole app again per page: about 80 pages a run. Whatever the page loads (its route's code, its
 * table, its figures) has arrived when no request has been in flight for 500 ms (Playwright's "networkidle",
 * which only a full page load reports).
 */
async function openInApp(page: Page, url: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  const requests = inFlight.get(page)!;
  const deadline = Date.now() + 30_000;
  let quietSince = Date.now();
  while (Date.now() - quietSince < 500) {
    if (Date.now() > deadline)
      throw new Error(`${url} still had ${requests()} requests in flight after 30 s`);
    await page.waitForTimeout(50);
    if (requests() > 0) quietSince = Date.now();
  }
  await page.locator('main h1, main h2').first().waitFor();
  expect(new URL(page.url()).pathname).toBe(new URL(url, page.url()).pathname);
}

/** Loads the console afresh: the lists it keeps for 30 s (react-query's cache) are asked for again. */
async function reloadApp(page: Page) {
  await page.goto('/admin');
  await page.locator('#admin-nav').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

/**
 * Opens each path once and measures it at each width (resizing the window re-lays the page out; loading it again
 * would only cost time); returns the pages whose document is wider than the window.
 */
async function measure(page: Page, paths: string[], label: string, shots: string[] = []) {
  const tooWide: string[] = [];
  for (const url of paths) {
    await openInApp(page, url);
    // Each page starts at the width the last one ended at: one resize per page, not two.
    const widths = page.viewportSize()?.width === viewports[0]!.width ? viewports : [...viewports].reverse();
    for (const viewport of widths) {
      await page.setViewportSize(viewport);
      // Two frames: the resize's layout, and any re-render a width-dependent component makes after it.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const { scrollWidth, clientWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
        innerWidth: window.innerWidth,
      }));
      // The document is as wide as the window's layout width (the window less any vertical scroll bar).
      if (scrollWidth !== clientWidth || innerWidth !== viewport.width)
        tooWide.push(
          `${label}: ${url} at ${viewport.width} px is ${scrollWidth} px wide (window ${clientWidth})`,
        );
      const shot = shots.find((name) => url.endsWith(name));
      if (shot)
        await page.screenshot({
          path: screenshotPath(`console-layout-${label}-${shot.replace(/\W+/g, '-')}-${viewport.width}.png`),
          fullPage: true,
        });
    }
  }
  return tooWide;
}

const screenshotPath = (file: string) => path.join(screenshotDir, file);

/** Links to a vendor's and a customer's own pages (not in the menu), found through the screens. */
async function detailPaths(page: Page): Promise<string[]> {
  await openInApp(page, '/admin/vendors');
  const vendor = await page.getByTestId('vendor-row').first().getByRole('link').getAttribute('href');
  await openInApp(page, '/admin/support?q=demo.customer');
  const customer = await page.getByTestId('account-row').first().getByRole('link').getAttribute('href');
  return [vendor!, customer!];
}

/** Filters that match nothing, in the URL (the kit keeps them there), with the words each empty list shows. */
const nothingMatches: [string, string][] = [
  ['/admin/vendors?q=zz-no-such-vendor', 'No vendors match “zz-no-such-vendor”.'],
  ['/admin/audit-log?actor=zz-nobody', 'No entries match these filters'],
  ['/admin/winners?cycle=99999999', 'No wins in cycle 99999999.'],
  ['/admin/support?q=zz-nobody-at-all', 'Nothing found for “zz-nobody-at-all”.'],
  ['/admin/cycles?type=3&status=cancelled', ''],
];

describe('console pages fit the window', () => {
  it('every page the menu offers demo.admin is as wide as the window at 1280 and 375 px, with data and without', async () => {
    const { context, page, paths } = await signIn(demoStaff.admin);
    expect(paths.length).toBeGreaterThanOrEqual(15);
    const details = await detailPaths(page);
    const tooWide = await measure(page, [...paths, ...details], 'admin-data', [
      '/admin/cycles',
      '/admin/audit-log',
      '/admin/staff',
      '/admin/reports',
    ]);

    const filtered = nothingMatches.map(([path]) => path);
    tooWide.push(
      ...(await measure(page, filtered, 'admin-no-match', ['/admin/vendors?q=zz-no-such-vendor'])),
    );
    for (const [path, words] of nothingMatches) {
      if (!words) continue;
      await openInApp(page, path);
      await page.getByText(words).first().waitFor();
    }

    await page.route('**/api/admin/**', emptyLists);
    await reloadApp(page);
    tooWide.push(...(await measure(page, paths, 'admin-empty', ['/admin/cycles', '/admin/reports'])));
    await openInApp(page, '/admin/cycles');
    await page.getByText('No cycles match.').waitFor();
    await openInApp(page, '/admin/reports');
    await page.getByText('No ticket money in the last 30 days: nothing to draw yet.').waitFor();
    await page.unroute('**/api/admin/**', emptyLists);

    expect(tooWide).toEqual([]);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  }, 360_000);

  it('every page the menu offers demo.finance fits too, with data and with empty lists', async () => {
    const { context, page, paths } = await signIn(demoStaff.finance);
    expect(paths).toContain('/admin/payouts');
    const tooWide = await measure(page, paths, 'finance-data');
    await page.route('**/api/admin/**', emptyLists);
    await reloadApp(page);
    tooWide.push(...(await measure(page, paths, 'finance-empty')));
    expect(tooWide).toEqual([]);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  }, 360_000);
});
