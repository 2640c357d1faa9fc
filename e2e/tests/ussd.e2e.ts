import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, pageProblems, phoneViewport } from '../support/browser';
import { DEMO_PASSWORD, screenshot } from '../support/buying';
import { latestMessageTo } from '../support/outbox';

/**
 * Issue #24 in Chromium at 375 px, through the sandbox's phone at /sandbox/ussd (which speaks Africa's
 * Talking's protocol to the server): the demo customer sees the balance with the PIN, buys two Get Cash
 * tickets from the wallet, and the web's dashboard and Reports agree with what the phone showed.
 */

const baseUrl = inject('baseUrl');
const DEMO_PHONE = '+2348031234567';
const DEMO_PIN = '2580';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const screenOf = (page: Page) => page.getByRole('status', { name: 'Screen' });

async function screenText(page: Page): Promise<string> {
  return (await screenOf(page).textContent()) ?? '';
}

/** Types a reply and waits for the next screen (each step is a page load). */
async function reply(page: Page, input: string): Promise<string> {
  await page.getByLabel('Reply').fill(input);
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Send' }).click()]);
  return screenText(page);
}

/** "N3,250.00" (a screen's GSM-7 amount) in kobo. */
function koboOf(amount: string): number {
  return Math.round(Number(amount.replace(/^N/, '').replace(/,/g, '')) * 100);
}

/** The amount after `label` on a screen, e.g. "Wallet: N2,750.00" -> "N2,750.00". */
function amountAfter(screen: string, label: RegExp): string {
  const match = new RegExp(`${label.source}(N[\\d,]+\\.\\d{2})`).exec(screen);
  if (!match) throw new Error(`No ${label.source} amount on the screen:\n${screen}`);
  return match[1]!;
}

describe('USSD through the sandbox phone', () => {
  it('the demo customer checks the balance, buys two Get Cash tickets, and the web agrees', async () => {
    const { context, page } = await newPage(browser, baseUrl, phoneViewport);
    await page.goto('/sandbox/ussd');
    expect(await page.getByLabel('Phone number').inputValue()).toBe('08031234567');
    expect(await page.getByLabel('Code to dial').inputValue()).toMatch(/^\*[0-9*]+#$/);
    await screenshot(page, 'ussd-dial-375');

    // 1. Balance, with the PIN.
    await page.getByRole('button', { name: 'Dial', exact: true }).click();
    await screenOf(page).waitFor();
    const menu = await screenText(page);
    expect(menu).toBe('ChancePay\n1 Buy tickets\n2 My balance\n3 My last results\n4 Add money\n5 Language');
    await page.getByText(`${menu.length}/160 characters`).waitFor();
    await screenshot(page, 'ussd-menu-375');
    expect(await reply(page, '2')).toContain('Enter your 4-digit PIN to see your balance');
    const balanceScreen = await reply(page, DEMO_PIN);
    expect(balanceScreen).toMatch(/^Balance: N[\d,]+\.\d{2}\n/);
    const balanceBefore = koboOf(amountAfter(balanceScreen, /Balance: /));
    await page.getByRole('button', { name: 'Dial again' }).waitFor();
    await screenshot(page, 'ussd-balance-375');

    // 2. Two Get Cash tickets from the wallet: product 1, two tickets, the PIN.
    await page.getByRole('button', { name: 'Dial again' }).click();
    await page.getByLabel('Reply').waitFor();
    expect(await screenText(page)).toBe(menu);
    const products = await reply(page, '1');
    expect(products.split('\n')[1]).toMatch(/^1 Get Cash N/);
    expect(products).toContain('0 Back');
    await screenshot(page, 'ussd-products-375');
    expect(await reply(page, '1')).toContain('How many tickets?');
    const confirm = await reply(page, '2');
    expect(confirm).toMatch(/^2 tickets = N[\d,]+\.\d{2}\./);
    expect(koboOf(amountAfter(confirm, /Wallet: /))).toBe(balanceBefore);
    const priceKobo = koboOf(amountAfter(confirm, /2 tickets = /));
    await screenshot(page, 'ussd-confirm-375');
    const result = await reply(page, DEMO_PIN);
    await page.getByRole('button', { name: 'Dial again' }).waitFor();
    await screenshot(page, 'ussd-result-375');
    expect(result).toContain(`Paid ${amountAfter(confirm, /2 tickets = /)} for 2 tickets`);
    const walletShown = amountAfter(result, /Wallet: /);
    const prizeKobo = /^You won /.test(result) ? koboOf(amountAfter(result, /You won /)) : 0;
    expect(koboOf(walletShown)).toBe(balanceBefore - priceKobo + prizeKobo);
    expect(pageProblems(page)).toEqual([]);

    // 3. The receipt by SMS carries the order's reference, which Reports lists; the dashboard shows the same wallet.
    const receipt = await latestMessageTo(
      baseUrl,
      DEMO_PHONE,
      /you paid NGN [\d,.]+ for 2 tickets in Get Cash/,
    );
    const orderId = /Ref (\S+)/.exec(receipt.text)?.[1];
    expect(orderId).toBeTruthy();

    await page.goto('/login');
    await page.getByLabel('Username').fill('demo.customer');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /log ?in/i }).click();
    await page.waitForURL(/\/dashboard$/);
    const webAmount = walletShown.replace(/^N/, '₦');
    await page.getByTestId('wallet-balance').getByText(webAmount, { exact: false }).waitFor();

    await page.goto('/dashboard/reports');
    const table = page.getByRole('table', { name: 'Transaction Reports' });
    await table.waitFor();
    // The ticket payment, once; a win adds its own Winning row with the same reference.
    const orderRows = table.getByRole('row').filter({ hasText: orderId! });
    const orderRow = orderRows.filter({ hasText: 'Payment' });
    await expect.poll(() => orderRow.count()).toBe(1);
    const won = /You won/.test(result);
    await expect.poll(() => orderRows.count()).toBe(won ? 2 : 1);
    expect(await orderRow.locator('.reports-amount').textContent()).toContain(
      amountAfter(confirm, /2 tickets = /).replace(/^N/, '₦'),
    );
    await screenshot(page, 'ussd-reports-375');
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  }, 180_000);
});
