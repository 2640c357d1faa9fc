import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, phoneViewport } from '../support/browser';
import {
  chooseClientSeed,
  clientSeedFor,
  logInAsDemoCustomer,
  openFixedSeedCycle,
  receiptValue,
  screenshot,
} from '../support/buying';

/**
 * The winnings tax in Chromium at 375 px (issue #23 item 2): the product page adds what a winner is paid
 * after tax; a signed-in customer wins a Get Cash ticket from the wallet, sees gross, tax and net on the
 * result, and finds the same three on the Winning row of Reports and on the prize's receipt.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('winnings tax', () => {
  it("a winner's result, report row and receipt show gross, tax and net", async () => {
    const cycle = await openFixedSeedCycle(baseUrl, { typeId: 1, winnableAmount: '1000.00' });
    const { context, page } = await newPage(browser, baseUrl, phoneViewport);
    await chooseClientSeed(page, clientSeedFor(cycle, { orderSeq: 1, tickets: 1, win: true }));

    // The public product page: the spec's sentence, and beside it the prize after the winner's 5%.
    await page.goto(`/get-cash?raffle_cycle_id=${cycle.cycleId}&raffle_type_id=1`);
    await page.getByText('Win ₦1,000.00 (₦950.00 after tax)').waitFor();

    await logInAsDemoCustomer(page);
    await page.goto(`/dashboard/get-cash?raffle_cycle_id=${cycle.cycleId}&raffle_type_id=1`);
    await page.getByText('Available balance').waitFor();
    const wallet = page.getByLabel(/^My wallet \(balance /);
    await expect.poll(() => wallet.isEnabled()).toBe(true);
    await wallet.check();
    await page.getByLabel('I confirm that I am 18 years of age or older.').check();
    await page.getByRole('button', { name: 'Pay ₦250.00 from my wallet' }).click();
    const win = page.getByRole('region', { name: 'Your win' });
    await win.getByText('You won ₦1,000.00').waitFor();
    const taxList = win.getByLabel('Prize and winnings tax');
    await expect
      .poll(() => taxList.textContent())
      .toBe('Prize (gross)₦1,000.00Winnings tax withheld (5%)₦50.00Prize paid (net)₦950.00');
    await screenshot(page, 'winnings-tax-result-375');

    // Reports: the Winning row is the net, with the gross and the tax under it; it opens the prize's receipt.
    await page.goto('/dashboard/reports');
    // The newest Winning row of the reports table (it lists newest first).
    const row = page
      .getByRole('table', { name: 'Transaction Reports' })
      .getByRole('row')
      .filter({ hasText: 'Winning' })
      .first();
    await row.waitFor();
    await expect
      .poll(() => row.locator('.reports-amount').textContent())
      .toBe('₦950.00Prize ₦1,000.00, tax withheld ₦50.00');
    await row.locator('.reports-type').click();
    await page.waitForURL(/\/dashboard\/receipts\/win\//);
    await page.getByRole('heading', { name: 'Prize won' }).waitFor();
    expect(await receiptValue(page, 'Prize (gross)')).toBe('₦1,000.00');
    expect(await receiptValue(page, 'Winnings tax withheld (5%)')).toBe('₦50.00');
    expect(await receiptValue(page, 'Prize paid (net)')).toBe('₦950.00');
    await screenshot(page, 'winnings-tax-receipt-375');
    await context.close();
  });
});
