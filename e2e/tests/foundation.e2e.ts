import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, pageProblems } from '../support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('serves the home page with the product name in the title, within the CSP', async () => {
  const { context, page } = await newPage(browser, baseUrl);
  await page.goto('/');
  await expect.poll(() => page.title()).toBe('ChancePay');
  expect(pageProblems(page)).toEqual([]);
  await context.close();
});

it('reports health on the database the run chose (PGlite unless E2E_DATABASE_URL is set)', async () => {
  const response = await fetch(`${baseUrl}/api/health`);
  const kind = process.env.E2E_DATABASE_URL ? 'postgres' : 'pglite';
  expect(await response.json()).toEqual({ status: 'ok', database: { kind, reachable: true } });
});

it('shows the 404 page for an unknown path', async () => {
  const { context, page } = await newPage(browser, baseUrl);
  await page.goto('/this/does/not/exist');
  await expect.poll(() => page.getByRole('link', { name: 'Back to Home' }).isVisible()).toBe(true);
  expect(await page.title()).toBe('Page not found | ChancePay');
  await context.close();
});
