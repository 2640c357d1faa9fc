import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktopViewport, launchBrowser, newPage, pageProblems } from '../support/browser';
import { repoRoot } from '../support/server';
import { demoStaff, signInToConsole, submitTotp } from '../support/staff';

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

describe('console money operations in the browser', () => {
  it('a finance member requests an adjustment, a second approves it with a fresh code, the customer sees it', async () => {
    // The requester: demo.admin holds the finance role.
    const { context: makerContext, page: maker } = await newPage(browser, baseUrl, desktopViewport);
    await signInToConsole(maker, demoStaff.admin);
    await maker.locator('#admin-nav').getByRole('link', { name: 'Adjustments' }).click();
    await maker.getByRole('heading', { name: 'Adjustments' }).waitFor();
    await maker.getByLabel('Username').fill('demo.customer');
    await maker.getByLabel('Amount (naira)').fill('1234.56');
    await maker.getByLabel('Reason code').selectOption('goodwill_credit');
    await maker.getByLabel('Note (why)').fill('E2E goodwill credit after an outage');
    await maker.getByRole('button', { name: 'Request adjustment' }).click();
    await maker.getByText(/Asked for approval/).waitFor();
    await maker.screenshot({ path: path.join(screenshotDir, 'console-adjustment-1280.png'), fullPage: true });

    // The requester cannot approve it.
    await maker.locator('#admin-nav').getByRole('link', { name: 'Approvals' }).click();
    const own = maker.getByTestId('approval').filter({ hasText: '₦1,234.56' });
    await own.getByText('Your request: another staff member must decide it.').waitFor();

    // The checker: demo.finance approves with a fresh TOTP code.
    const { context: checkerContext, page: checker } = await newPage(browser, baseUrl, desktopViewport);
    await signInToConsole(checker, demoStaff.finance);
    await checker.locator('#admin-nav').getByRole('link', { name: 'Approvals' }).click();
    const request = checker.getByTestId('approval').filter({ hasText: '₦1,234.56' });
    await request.getByRole('button', { name: 'Approve' }).click();
    const dialog = checker.getByRole('dialog');
    await submitTotp(
      checker,
      demoStaff.finance.secret,
      () => dialog.getByRole('button', { name: 'Approve and carry out' }).click(),
      dialog.getByLabel('Code from your authenticator app'),
    );
    await checker.getByText('Approved and carried out.').waitFor();

    // The ledger screen shows a clean ledger after a check.
    await checker.locator('#admin-nav').getByRole('link', { name: 'Ledger' }).click();
    await checker.getByText('What we owe people', { exact: false }).waitFor();
    await checker.screenshot({ path: path.join(screenshotDir, 'console-ledger-1280.png'), fullPage: true });
    expect(pageProblems(maker)).toEqual([]);
    expect(pageProblems(checker)).toEqual([]);
    await makerContext.close();
    await checkerContext.close();

    // The customer sees the correction in their reports, as its own type.
    const { context, page } = await newPage(browser, baseUrl, desktopViewport);
    await page.goto('/login');
    await page.getByLabel('Username').fill('demo.customer');
    await page.getByLabel('Password', { exact: true }).fill('Demo-Password-1');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/reports');
    // The newest such row of the reports table (it lists newest first).
    const row = page
      .getByRole('table', { name: 'Transaction Reports' })
      .getByRole('row')
      .filter({ hasText: 'Adjustment' })
      .filter({ hasText: '₦1,234.56' })
      .first();
    await row.waitFor();
    await expect.poll(() => row.textContent()).toMatch(/Adjustment.*₦1,234\.56.*Successful/);
    await page.screenshot({
      path: path.join(screenshotDir, 'money-reports-adjustment-1280.png'),
      fullPage: true,
    });
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});
