import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  desktopViewport,
  launchBrowser,
  newPage,
  pageProblems,
  phoneViewport,
  waitForUrlOrExplain,
} from '../support/browser';
import { DEMO_PASSWORD, koboOf, openFixedSeedCycle, screenshot, walletBalanceOf } from '../support/buying';

// Issue #22 in Chromium: a tier-1 customer opens Add money and gets an account number; the sandbox sends a
// transfer to it and the balance rises with the credit in Reports; a signed-out buyer pays Get Cash by bank
// transfer to a one-time account and lands on /thank-you with the draw's result.

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The emulator's transfer page: any account number, any amount, as a bank app would send it. */
async function sendTransfer(page: Page, accountNumber: string, amount: string): Promise<string> {
  await page.goto('/sandbox/squad/transfer');
  await page.getByLabel('Account number').fill(accountNumber);
  await page.getByLabel('Amount (₦)').fill(amount);
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Send transfer' }).click()]);
  return (await page.locator('main').innerText()).replace(/\s+/g, ' ');
}

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Username').fill('demo.customer');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
}

describe('money in by bank transfer, in the browser', () => {
  it('a tier-1 customer opens Add money, a transfer to the number fills the wallet, and Reports shows it', async () => {
    const before = koboOf(await walletBalanceOf(browser, baseUrl, 'demo.customer'));
    const { context, page } = await newPage(browser, baseUrl, phoneViewport);
    try {
      await logIn(page);
      await page.getByRole('link', { name: 'Add money' }).click();
      await page.waitForURL('**/dashboard/add-money');
      // The demo customer verified BVN 22222222222 (the identity emulator's Ada Okafor); we never kept it.
      const form = page.getByLabel('Your BVN');
      await Promise.race([form.waitFor(), page.getByTestId('account-number').waitFor()]);
      if (await form.isVisible()) {
        await screenshot(page, 'money-in-open-form-375');
        await form.fill('22222222222');
        await page.getByLabel('Female').check();
        await page.getByLabel('Home address').fill('12 Allen Avenue, Ikeja, Lagos');
        await page.getByRole('button', { name: 'Get my account number' }).click();
      }
      const accountNumber = (await page.getByTestId('account-number').innerText()).trim();
      expect(accountNumber).toMatch(/^\d{10}$/);
      await page.getByText(/^CHANCEPAY\/ADA/).waitFor();
      await screenshot(page, 'money-in-add-money-375');

      const sandbox = await context.newPage();
      expect(await sendTransfer(sandbox, accountNumber, '5000.00')).toMatch(/CHANCEPAY\/ADA/);

      // ₦5,000.00 less the emulator's 0.1% fee reaches the wallet, by the signed webhook a moment later.
      await expect
        .poll(async () => koboOf(await walletBalanceOf(browser, baseUrl, 'demo.customer')), {
          timeout: 20_000,
        })
        .toBe(before + 499_500);
      await page.reload();
      // Newest first: this transfer is the top entry, and it reached the wallet.
      await page
        .getByRole('list', { name: 'Recent top-ups' })
        .getByRole('listitem')
        .first()
        .getByText('In your wallet', { exact: true })
        .waitFor({ timeout: 20_000 });
      await page.setViewportSize(desktopViewport);
      await screenshot(page, 'money-in-add-money-1280');

      await page.goto('/dashboard/reports');
      // Newest first: the top-up row of this transfer, above earlier runs' ones.
      const row = page
        .getByRole('table', { name: 'Transaction Reports' })
        .getByRole('row')
        .filter({ hasText: 'Top-up by bank transfer' })
        .first();
      await row.waitFor({ timeout: 20_000 });
      await expect.poll(() => row.textContent()).toMatch(/₦5,000\.00|₦4,995\.00/);
      await screenshot(page, 'money-in-reports-1280');
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a signed-out buyer pays Get Cash by bank transfer and lands on /thank-you with a result', async () => {
    const cycle = await openFixedSeedCycle(baseUrl, { typeId: 1 });
    const { context, page } = await newPage(browser, baseUrl, phoneViewport);
    try {
      await page.goto(`/get-cash?raffle_cycle_id=${cycle.cycleId}&raffle_type_id=1`);
      await page.getByRole('form', { name: 'Buy tickets' }).getByText('₦1,000.00', { exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.getByLabel('Phone number').fill('0805 222 3344');
      await page.getByLabel('I confirm that I am 18 years of age or older.').check();
      await page.getByRole('button', { name: 'Pay by bank transfer' }).click();
      const panel = page.getByTestId('bank-transfer-panel');
      await panel.waitFor();
      await panel.getByText('Send exactly').waitFor();
      const accountNumber = (await panel.getByTestId('account-number').innerText()).trim();
      expect(accountNumber).toMatch(/^\d{10}$/);
      const amount = (cycle.ticketPriceKobo / 100).toFixed(2);
      await screenshot(page, 'money-in-transfer-panel-375');

      // A wrong amount first: returned by the bank's rules, said on the panel, not drawn.
      const sandbox = await context.newPage();
      expect(await sendTransfer(sandbox, accountNumber, '1.00')).toMatch(/MISMATCH|returned/i);
      await panel
        .getByRole('region', { name: 'Transfers we could not take' })
        .getByText(/returned to your bank/)
        .waitFor({ timeout: 30_000 });
      expect(page.url()).not.toMatch(/thank-you/);

      expect(await sendTransfer(sandbox, accountNumber, amount)).toMatch(/SUCCESS|paid/i);
      await waitForUrlOrExplain(page, /\/thank-you\?reference=/, 60_000);
      await page.getByRole('heading', { name: /^(You Won!|Raffle Completed)$/ }).waitFor({ timeout: 30_000 });
      await screenshot(page, 'money-in-thank-you-375');
      await page.setViewportSize(desktopViewport);
      await screenshot(page, 'money-in-thank-you-1280');
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
