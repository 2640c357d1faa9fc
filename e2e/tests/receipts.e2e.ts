import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chooseBank, transferAnswer } from '../support/banks';
import {
  desktopViewport,
  launchBrowser,
  newPage,
  pageProblems,
  phoneViewport,
  waitForUrlOrExplain,
} from '../support/browser';
import {
  chooseClientSeed,
  clientSeedFor,
  logInAsDemoCustomer,
  openFixedSeedCycle,
  receiptValue,
  screenshot,
} from '../support/buying';

/**
 * Receipts in Chromium at 375 px (issue #27 item 2): a signed-in customer pays a ticket from the wallet and
 * sends a bank transfer, then finds both in Reports, taps a row and reads the receipt: amount, date, status,
 * reference and the other party, the WhatsApp text, and the fairness link with the reference filled in.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('receipts', () => {
  it('a signed-in customer opens the receipts of a wallet ticket and a transfer from Reports', async () => {
    const cycle = await openFixedSeedCycle(baseUrl, { typeId: 1 });
    const { context, page } = await newPage(browser, baseUrl, phoneViewport);
    await chooseClientSeed(page, clientSeedFor(cycle, { orderSeq: 1, tickets: 1, win: false }));
    await logInAsDemoCustomer(page);

    // 1. A ticket from the wallet: the result links to its receipt.
    await page.goto(`/dashboard/get-cash?raffle_cycle_id=${cycle.cycleId}&raffle_type_id=1`);
    await page.getByText('Available balance').waitFor();
    const wallet = page.getByLabel(/^My wallet \(balance /);
    await expect.poll(() => wallet.isEnabled()).toBe(true);
    await wallet.check();
    await page.getByLabel('I confirm that I am 18 years of age or older.').check();
    await page.getByRole('button', { name: 'Pay ₦250.00 from my wallet' }).click();
    await page.getByRole('heading', { name: 'Raffle Completed' }).waitFor();
    await page.getByRole('link', { name: 'Receipt', exact: true }).click();
    await page.waitForURL(/\/dashboard\/receipts\/order\//);
    const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await page.getByRole('heading', { name: 'Ticket payment' }).waitFor();
    expect(await receiptValue(page, 'Reference')).toBe(orderId);

    // 2. A bank transfer.
    await page.goto('/dashboard/transfer');
    await chooseBank(page, 'GTBank');
    await page.getByLabel('Account No.').fill('1111111112');
    await page.getByTestId('account-name').getByText('ADAEZE OKAFOR', { exact: true }).waitFor();
    await page.getByLabel('Amount').fill('1500');
    await page.getByLabel('Yes, send the money to ADAEZE OKAFOR').check();
    await page.getByRole('button', { name: 'Transfer Now' }).click();
    // The review sheet, confirmed with the demo customer's transaction PIN (README).
    const sheet = page.getByRole('dialog', { name: 'Review your transfer' });
    await sheet.getByLabel('Transaction PIN').fill('2580');
    await sheet.getByRole('button', { name: 'Send ₦1,500.00' }).click();
    const answer = transferAnswer(page);
    await answer.getByText('Transfer of ₦1,500.00 successful!').waitFor({ timeout: 30_000 });
    const transferReceipt = await answer.getByRole('link', { name: 'View receipt' }).getAttribute('href');
    expect(transferReceipt).toMatch(/^\/dashboard\/receipts\/transfer\/[0-9a-f-]{36}$/);

    // 3. Reports: both rows carry their reference; the transfer's row taps through to its receipt.
    await page.goto('/dashboard/reports');
    const table = page.getByRole('table', { name: 'Transaction Reports' });
    await table.waitFor();
    const paymentRow = table.getByRole('row').filter({ hasText: orderId });
    await expect.poll(() => paymentRow.count()).toBe(1);
    const paymentAmount = paymentRow.locator('.reports-amount');
    expect(await paymentAmount.getAttribute('class')).toContain('money-out');
    expect(await paymentAmount.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe(
      '"\u2212"',
    );
    // Newest first: the row of the transfer just sent, above earlier ones to the same account.
    const transferRow = table
      .getByRole('row')
      .filter({ hasText: 'ADAEZE OKAFOR (GTBank 1111111112)' })
      .first();
    const transferReference = (await transferRow.locator('.reports-reference').textContent()) ?? '';
    expect(transferReference).toMatch(/^[0-9a-f-]{36}$/);
    expect(transferReceipt).toBe(`/dashboard/receipts/transfer/${transferReference}`);
    await screenshot(page, 'receipts-reports-375');
    await transferRow.locator('.reports-type').click();
    await page.waitForURL(`**/dashboard/receipts/transfer/${transferReference}`);
    const receipt = page.getByRole('article', { name: 'Bank transfer' });
    await receipt.waitFor();
    await expect.poll(() => receipt.getByLabel(/^Money (in|out): /).textContent()).toBe('−₦1,500.00');
    expect(await receiptValue(page, 'Status')).toBe('Successful');
    expect(await receiptValue(page, 'Date and time')).toMatch(
      /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2}:\d{2}/,
    );
    expect(await receiptValue(page, 'Reference')).toBe(transferReference);
    expect(await receiptValue(page, 'Sent to')).toBe('ADAEZE OKAFOR');
    expect(await receiptValue(page, 'Bank')).toBe('GTBank');
    expect(await receiptValue(page, 'Account number')).toBe('******1112');
    expect(await receiptValue(page, 'Squad payout ref')).toContain(transferReference);
    const whatsApp = page.getByRole('link', { name: 'Share on WhatsApp' });
    const shared = new URL((await whatsApp.getAttribute('href'))!);
    expect(shared.origin + shared.pathname).toBe('https://wa.me/');
    const text = shared.searchParams.get('text')!;
    expect(text).toContain('NGN 1,500.00 (Successful)');
    expect(text).toContain('Sent to: ADAEZE OKAFOR');
    expect(text).toContain(`Ref: ${transferReference}`);
    await page.getByRole('button', { name: 'Download' }).waitFor();
    await page.getByRole('button', { name: 'Print' }).waitFor();
    await screenshot(page, 'receipts-transfer-375');
    await page.setViewportSize(desktopViewport);
    await screenshot(page, 'receipts-transfer-1280');
    await page.setViewportSize(phoneViewport);

    // 4. The ticket's row, then its draw on /fairness with the reference filled in.
    await page.goto('/dashboard/reports');
    await paymentRow.locator('.reports-type').click();
    await page.waitForURL(`**/dashboard/receipts/order/${orderId}`);
    const orderReceipt = page.getByRole('article', { name: 'Ticket payment' });
    await orderReceipt.waitFor();
    await expect.poll(() => orderReceipt.getByLabel(/^Money (in|out): /).textContent()).toBe('−₦250.00');
    expect(await receiptValue(page, 'Paid to')).toBe('ChancePay (Get Cash)');
    expect(await receiptValue(page, 'Paid with')).toBe('ChancePay wallet');
    await screenshot(page, 'receipts-order-375');
    await page.setViewportSize(desktopViewport);
    await screenshot(page, 'receipts-order-1280');
    await page.setViewportSize(phoneViewport);
    await page.getByRole('link', { name: 'Check this draw on the fairness page' }).click();
    await page.waitForURL(`**/fairness?reference=${orderId}`);
    await expect
      .poll(() => page.getByLabel('Order reference (from your receipt) or raffle cycle number').inputValue())
      .toBe(orderId);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  }, 240_000);

  it('a signed-out buyer opens the order receipt from /thank-you with the reference', async () => {
    const cycle = await openFixedSeedCycle(baseUrl, { typeId: 1 });
    const { context, page } = await newPage(browser, baseUrl, phoneViewport);
    await chooseClientSeed(page, clientSeedFor(cycle, { orderSeq: 1, tickets: 1, win: false }));
    await page.goto(`/get-cash?raffle_cycle_id=${cycle.cycleId}&raffle_type_id=1`);
    await page.getByRole('form', { name: 'Buy tickets' }).getByText('₦1,000.00', { exact: true }).waitFor();
    await page.getByLabel('Phone number').fill('0803 123 4567');
    await page.getByLabel('I confirm that I am 18 years of age or older.').check();
    await page.getByRole('button', { name: 'Pay ₦250.00' }).click();
    await waitForUrlOrExplain(page, /\/sandbox\/squad\/checkout\//);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/thank-you\?reference=/);
    const reference = new URL(page.url()).searchParams.get('reference')!;
    await page.getByRole('link', { name: 'Receipt', exact: true }).click();
    await page.waitForURL(`**/receipt/${reference}`);
    await page.getByRole('heading', { name: 'Ticket payment' }).waitFor();
    expect(await receiptValue(page, 'Reference')).toBe(reference);
    expect(await receiptValue(page, 'Squad transaction ref')).toBe(reference);
    expect(await receiptValue(page, 'Phone')).toBe('+234803****567');
    await screenshot(page, 'receipts-signed-out-375');
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  }, 180_000);

  it("someone else's receipt is not found", async () => {
    const { context, page } = await newPage(browser, baseUrl, phoneViewport);
    await logInAsDemoCustomer(page);
    await page.goto(`/dashboard/receipts/order/${crypto.randomUUID()}`);
    await page.getByRole('alert').filter({ hasText: 'We could not find that receipt.' }).waitFor();
    await context.close();
  });
});
