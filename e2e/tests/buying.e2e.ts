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
import {
  DEMO_PASSWORD,
  chooseClientSeed,
  clientSeedFor,
  koboOf,
  openFixedSeedCycle,
  resultReceiptValue,
  screenshot,
  vendorIdByName,
  vendorQrPath,
  walletBalanceOf,
  type SandboxCycle,
} from '../support/buying';

/**
 * Buying tickets in Chromium against the real server and its Squad emulator (issue #6). Every cycle is
 * opened with a fixed server seed and every order's client seed is chosen by the test, so the outcome of
 * each draw is known before the emulator's "Pay" is pressed.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const productPath = { 1: '/get-cash', 3: '/on-the-house' } as const;

async function startTicketPurchase(
  page: Page,
  cycle: SandboxCycle,
  typeId: 1 | 3,
  options: { phone?: string; tickets?: number } = {},
) {
  await page.goto(`${productPath[typeId]}?raffle_cycle_id=${cycle.cycleId}&raffle_type_id=${typeId}`);
  await page.getByRole('form', { name: 'Buy tickets' }).getByText('₦1,000.00', { exact: true }).waitFor();
  await page.getByLabel('Phone number').fill(options.phone ?? '0803 123 4567');
  if (options.tickets) await page.getByLabel('Number of tickets').fill(String(options.tickets));
  await page.getByLabel('I confirm that I am 18 years of age or older.').check();
  const total = ((options.tickets ?? 1) * cycle.ticketPriceKobo) / 100;
  await page.getByRole('button', { name: `Pay ₦${total.toLocaleString('en-NG')}.00` }).click();
  // The emulator's hosted checkout (a full-page redirect).
  await waitForUrlOrExplain(page, /\/sandbox\/squad\/checkout\//);
}

async function buyGetCash(page: Page, win: boolean) {
  const cycle = await openFixedSeedCycle(baseUrl, { typeId: 1 });
  await chooseClientSeed(page, clientSeedFor(cycle, { orderSeq: 1, tickets: 1, win }));
  await startTicketPurchase(page, cycle, 1);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/thank-you\?reference=/);
  return cycle;
}

function referenceOf(page: Page): string {
  return new URL(page.url()).searchParams.get('reference') ?? '';
}

async function lastReferenceCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'chancepay_last_reference')?.value;
}

describe('Get Cash, anonymous, by card', () => {
  it("shows 'You Won!' with the receipt when the draw is a win", async () => {
    const { context, page } = await newPage(browser, baseUrl);
    const cycle = await buyGetCash(page, true);
    const result = page.getByRole('region', { name: 'You Won!' });
    await result.waitFor();
    expect(await result.getByText('Congratulations!').isVisible()).toBe(true);
    expect(await result.getByText('You won the raffle!').isVisible()).toBe(true);
    expect(await result.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await page.getByRole('region', { name: 'Your receipt' }).waitFor();
    expect(await resultReceiptValue(page, 'Order number in cycle')).toBe('1');
    expect(await resultReceiptValue(page, 'Raffle cycle')).toBe(String(cycle.cycleId));
    expect(await lastReferenceCookie(page)).toBeUndefined();
    await screenshot(page, 'thank-you-won-375');
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it("shows 'Better Luck Next Time!' when the draw is a loss, and /fairness confirms it once revealed", async () => {
    const { context, page } = await newPage(browser, baseUrl);
    const cycle = await buyGetCash(page, false);
    const result = page.getByRole('region', { name: 'Raffle Completed' });
    await result.waitFor();
    expect(await result.getByText('Better Luck Next Time!').isVisible()).toBe(true);
    expect(await result.getByText('Your entry was processed successfully.').isVisible()).toBe(true);
    expect(await result.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('95');
    const reference = referenceOf(page);
    await screenshot(page, 'thank-you-lost-375');

    // While the cycle is open its seed is secret.
    await page.getByRole('link', { name: 'Verify this draw on the fairness page' }).click();
    await page
      .getByText(`The server seed of cycle ${cycle.cycleId} is still secret`, { exact: false })
      .waitFor();

    // Opening the next cycle closes this one and reveals its seed.
    await openFixedSeedCycle(baseUrl, { typeId: 1 });
    await page.goto(`/fairness?order_id=${reference}`);
    const check = page.getByRole('region', { name: `Order ${reference}` });
    await check.getByRole('status').getByText('It matches.').waitFor();
    expect(
      await check
        .getByText('Recorded result', { exact: true })
        .locator('xpath=following-sibling::dd')
        .textContent(),
    ).toBe('Did not win');
    await screenshot(page, 'fairness-375');
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});

describe('the checkout outcomes other than a plain payment', () => {
  it("'Cancel payment' returns to Get Cash with the cancelled alert", async () => {
    const { context, page } = await newPage(browser, baseUrl);
    const cycle = await openFixedSeedCycle(baseUrl, { typeId: 1 });
    await startTicketPurchase(page, cycle, 1);
    expect(await lastReferenceCookie(page)).toBeTruthy();
    await page.getByRole('button', { name: 'Cancel payment' }).click();
    await page.waitForURL(/\/get-cash\?/);
    const alert = page.getByRole('alert').filter({ hasText: 'Payment was cancelled. Please try again.' });
    await alert.waitFor();
    expect(await lastReferenceCookie(page)).toBeUndefined();
    await alert.getByRole('button', { name: 'Close' }).click();
    await alert.waitFor({ state: 'detached' });
    await context.close();
  });

  it("'Decline card' shows 'Payment Failed'", async () => {
    const { context, page } = await newPage(browser, baseUrl);
    const cycle = await openFixedSeedCycle(baseUrl, { typeId: 1 });
    await startTicketPurchase(page, cycle, 1);
    await page.getByRole('button', { name: 'Decline card' }).click();
    const result = page.getByRole('region', { name: 'Payment Failed' });
    await result.waitFor();
    expect(await result.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(await result.getByText('The payment was declined.').isVisible()).toBe(true);
    await context.close();
  });

  it("'Pay a different amount' shows 'Wallet Credited' with the discrepancy notice", async () => {
    const { context, page } = await newPage(browser, baseUrl);
    const cycle = await openFixedSeedCycle(baseUrl, { typeId: 1 });
    await startTicketPurchase(page, cycle, 1);
    await page.getByLabel('Amount to charge instead (₦)').fill('200.00');
    await page.getByRole('button', { name: 'Pay a different amount' }).click();
    const result = page.getByRole('region', { name: 'Wallet Credited' });
    await result.waitFor();
    expect(await result.getByText('We returned your funds.').isVisible()).toBe(true);
    expect(await result.getByRole('note').textContent()).toContain('Due to a payment discrepancy');
    expect(await result.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('90');
    await screenshot(page, 'thank-you-wallet-credited-375');
    await context.close();
  });
});

describe('On The House', () => {
  it('buys two tickets and shows the drawn result', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    const cycle = await openFixedSeedCycle(baseUrl, { typeId: 3 });
    await chooseClientSeed(page, clientSeedFor(cycle, { orderSeq: 1, tickets: 2, win: true }));
    await startTicketPurchase(page, cycle, 3, { tickets: 2 });
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('heading', { name: 'You Won!' }).waitFor();
    expect(await resultReceiptValue(page, 'Tickets')).toBe('2');
    await context.close();
  });
});

const DEMO_VENDOR = 'Mama Put Kitchen';

describe('Pay4Me', () => {
  it("finds the vendor by search, and a win pays the prize into the vendor's wallet", async () => {
    const before = koboOf(await walletBalanceOf(browser, baseUrl, 'demo.vendor'));
    const cycle = await openFixedSeedCycle(baseUrl, { typeId: 2 });
    const { context, page } = await newPage(browser, baseUrl);
    await chooseClientSeed(page, clientSeedFor(cycle, { orderSeq: 1, tickets: 1, win: true }));
    await page.goto(`/pay4me?raffle_cycle_id=${cycle.cycleId}&raffle_type_id=2`);
    await page.getByText(/we pay the shop ₦1,000.00/).waitFor();
    await page.getByLabel('Your phone number').fill('08051112222');
    await page.getByRole('button', { name: 'Next' }).click();
    const vendor = page.getByRole('combobox', { name: 'Vendor' });
    await vendor.fill('kitch');
    await page.getByRole('option', { name: DEMO_VENDOR }).click();
    expect(await vendor.inputValue()).toBe(DEMO_VENDOR);
    await page.getByLabel('I confirm that I am 18 years of age or older.').check();
    await screenshot(page, 'pay4me-step2-375');
    await page.getByRole('button', { name: 'Pay ₦250.00' }).click();
    await waitForUrlOrExplain(page, /\/sandbox\/squad\/checkout\//);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('heading', { name: 'You Won!' }).waitFor();
    expect(koboOf(await walletBalanceOf(browser, baseUrl, 'demo.vendor')) - before).toBe(cycle.winnableKobo);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});

describe('Scan2Pay4Me', () => {
  it("opens from the vendor's QR URL and the vendor's wallet grows by the amount due", async () => {
    const before = koboOf(await walletBalanceOf(browser, baseUrl, 'demo.vendor'));
    const vendorId = await vendorIdByName(baseUrl, DEMO_VENDOR);
    const cycle = await openFixedSeedCycle(baseUrl, { typeId: 2 });
    const { context, page } = await newPage(browser, baseUrl);
    // A loss: the vendor is paid the amount due and the buyer gets nothing back.
    await chooseClientSeed(
      page,
      clientSeedFor(cycle, { orderSeq: 1, tickets: 1, win: false, prizeKobo: 50_000 }),
    );
    await page.goto(vendorQrPath(vendorId));
    await page.getByRole('heading', { name: DEMO_VENDOR }).waitFor();
    const shop = page.getByRole('region', { name: DEMO_VENDOR });
    expect(await shop.getByText('12 Allen Avenue, Ikeja, Lagos').isVisible()).toBe(true);
    expect(await shop.getByText('Ngozi Adeyemi').isVisible()).toBe(true);
    await page.getByLabel('Your phone number').fill('08051112222');
    await page.getByLabel('Amount due (₦)').fill('500');
    await page.getByLabel('I confirm that I am 18 years of age or older.').check();
    await screenshot(page, 'scan2pay4me-375');
    await page.getByRole('button', { name: 'Pay ₦750.00' }).click();
    await waitForUrlOrExplain(page, /\/sandbox\/squad\/checkout\//);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('heading', { name: 'Raffle Completed' }).waitFor();
    expect(koboOf(await walletBalanceOf(browser, baseUrl, 'demo.vendor')) - before).toBe(50_000);
    await context.close();
  });

  it('sends a visitor without the QR parameters to the dashboard (and so to login)', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await page.goto('/scan2pay4me?raffle_type_id=2');
    await page.waitForURL(/\/login/);
    await context.close();
  });
});

describe('a signed-in customer', () => {
  it('wins by card into their own wallet, then pays from the wallet and sees the result at once', async () => {
    const cycle = await openFixedSeedCycle(baseUrl, { typeId: 1 });
    const { context, page } = await newPage(browser, baseUrl);
    await chooseClientSeed(
      page,
      clientSeedFor(cycle, { orderSeq: 1, tickets: 1, win: true }, { orderSeq: 2, tickets: 1, win: false }),
    );
    await page.goto('/login');
    await page.getByLabel('Username').fill('demo.customer');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /log ?in/i }).click();
    await page.waitForURL(/\/dashboard$/);
    const start = koboOf(await walletBalanceOf(browser, baseUrl, 'demo.customer'));

    // 1. By card (the wallet does not cover it yet, or the buyer chooses the card): the prize lands in the
    //    customer's own wallet because the order went through the signed-in proxy.
    const productUrl = `/dashboard/get-cash?raffle_cycle_id=${cycle.cycleId}&raffle_type_id=1`;
    await page.goto(productUrl);
    // Choose once the cycle's terms are in (the Pay button shows its total), then pay with the button that
    // names the chosen method: it is the proof the choice took.
    await page.getByRole('button', { name: /^Pay ₦250\.00 / }).waitFor();
    await page.getByLabel('Card, bank transfer or USSD').check();
    await page.getByLabel('I confirm that I am 18 years of age or older.').check();
    await page.getByRole('button', { name: 'Pay ₦250.00 by card, transfer or USSD' }).click();
    await waitForUrlOrExplain(page, /\/sandbox\/squad\/checkout\//);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('heading', { name: 'You Won!' }).waitFor();
    const afterWin = koboOf(await walletBalanceOf(browser, baseUrl, 'demo.customer'));
    // The prize net of the 5% winnings tax the winner bears on Get Cash (DOMAIN.md "Winnings tax").
    expect(afterWin - start).toBe(cycle.winnableKobo - Math.round((cycle.winnableKobo * 500) / 10_000));

    // 2. From the wallet: no redirect, the result on the same page, the balance down by the ticket.
    await page.goto(productUrl);
    await page.getByText('Available balance').waitFor();
    const wallet = page.getByLabel(/^My wallet \(balance /);
    await expect.poll(() => wallet.isEnabled()).toBe(true);
    await wallet.check();
    await page.getByLabel('I confirm that I am 18 years of age or older.').check();
    await page.getByRole('button', { name: 'Pay ₦250.00 from my wallet' }).click();
    await page.getByRole('heading', { name: 'Raffle Completed' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/get-cash');
    expect(await resultReceiptValue(page, 'Order number in cycle')).toBe('2');
    expect(koboOf(await walletBalanceOf(browser, baseUrl, 'demo.customer'))).toBe(
      afterWin - cycle.ticketPriceKobo,
    );
    await screenshot(page, 'dashboard-wallet-result-375');
    await page.setViewportSize(desktopViewport);
    await screenshot(page, 'dashboard-wallet-result-1280');
    // Each page's introduction names the new cycle's prize once its terms are in.
    for (const [path, typeId, intro] of [
      ['get-cash', 1, /win ₦1,000\.00 into your wallet/],
      ['pay4me', 2, /we pay the shop ₦1,000\.00/],
      ['on-the-house', 3, /win ₦1,000\.00, on the house/],
    ] as const) {
      const open = await openFixedSeedCycle(baseUrl, { typeId });
      await page.goto(`/dashboard/${path}?raffle_cycle_id=${open.cycleId}&raffle_type_id=${typeId}`);
      await page.getByText('Available balance').waitFor();
      await page.getByRole('main').getByText(intro).waitFor();
      for (const [name, viewport] of [
        ['375', phoneViewport],
        ['1280', desktopViewport],
      ] as const) {
        await page.setViewportSize(viewport);
        await screenshot(page, `dashboard-${path}-${name}`);
      }
    }
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});

describe('screenshots of each purchase page', () => {
  for (const [viewportName, viewport] of [
    ['375', phoneViewport],
    ['1280', desktopViewport],
  ] as const) {
    it(`at ${viewportName} px`, async () => {
      const getCash = await openFixedSeedCycle(baseUrl, { typeId: 1, winnableAmount: '50000.00' });
      const onTheHouse = await openFixedSeedCycle(baseUrl, { typeId: 3, winnableAmount: '10000.00' });
      const { context, page } = await newPage(browser, baseUrl, viewport);
      await page.goto(`/get-cash?raffle_cycle_id=${getCash.cycleId}&raffle_type_id=1`);
      await page.getByRole('form', { name: 'Buy tickets' }).getByText('1 in 286').waitFor();
      await screenshot(page, `get-cash-${viewportName}`);
      await page.goto(`/on-the-house?raffle_cycle_id=${onTheHouse.cycleId}&raffle_type_id=3`);
      await page
        .getByRole('form', { name: 'Buy tickets' })
        .getByText('₦10,000.00', { exact: true })
        .waitFor();
      await screenshot(page, `on-the-house-${viewportName}`);
      const payForMe = await openFixedSeedCycle(baseUrl, { typeId: 2, winnableAmount: '20000.00' });
      await page.goto(`/pay4me?raffle_cycle_id=${payForMe.cycleId}&raffle_type_id=2`);
      await page.getByText(/we pay the shop ₦20,000.00/).waitFor();
      await screenshot(page, `pay4me-step1-${viewportName}`);
      await page.getByLabel('Your phone number').fill('08051112222');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('combobox', { name: 'Vendor' }).fill('a');
      await page.getByRole('option', { name: DEMO_VENDOR }).waitFor();
      await screenshot(page, `pay4me-step2-open-${viewportName}`);
      await page.goto(vendorQrPath(await vendorIdByName(baseUrl, DEMO_VENDOR)));
      await page.getByRole('heading', { name: DEMO_VENDOR }).waitFor();
      await page.getByLabel('Amount due (₦)').fill('1500');
      await screenshot(page, `scan2pay4me-${viewportName}`);
      await page.goto('/fairness');
      await page.getByRole('heading', { name: 'How every draw works' }).waitFor();
      await screenshot(page, `fairness-explained-${viewportName}`);
      // No horizontal scrolling on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(pageProblems(page)).toEqual([]);
      await context.close();
    });
  }
});
