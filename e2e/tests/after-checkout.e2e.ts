import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  desktopViewport,
  launchBrowser,
  newPage,
  pageProblems,
  waitForUrlOrExplain,
} from '../support/browser';
import {
  DEMO_PASSWORD,
  chooseClientSeed,
  clientSeedFor,
  koboOf,
  openFixedSeedCycle,
  screenshot,
  walletBalanceOf,
  type SandboxCycle,
} from '../support/buying';

/**
 * After the card checkout, at 375 px (issue #27 items 5 and 6): a declined or abandoned payment says the buyer
 * was not charged and brings the form back as it was; "See how it went" for a checkout never completed ends;
 * a win shows its amount and the new balance; a wallet-paid loss shows no prize line.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = '0803 555 0123';

/** A signed-out Get Cash purchase with the phone and 3 tickets, up to the emulator's checkout page. */
async function startThreeTicketPurchase(page: Page, cycle: SandboxCycle): Promise<void> {
  await page.goto(`/get-cash?raffle_cycle_id=${cycle.cycleId}&raffle_type_id=1`);
  const form = page.getByRole('form', { name: 'Buy tickets' });
  await form.getByText('1 in 286').waitFor();
  await form.getByLabel('Phone number').fill(PHONE);
  await form.getByLabel('Number of tickets').fill('3');
  await form.getByLabel('I confirm that I am 18 years of age or older.').check();
  await form.getByRole('button', { name: 'Pay ₦750.00' }).click();
  await waitForUrlOrExplain(page, /\/sandbox\/squad\/checkout\//);
}

async function expectFormKept(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Buy tickets' });
  await form.getByRole('button', { name: 'Pay ₦750.00' }).waitFor();
  expect(await form.getByLabel('Phone number').inputValue()).toBe(PHONE);
  expect(await form.getByLabel('Number of tickets').inputValue()).toBe('3');
}

describe('a card payment that does not go through', () => {
  it("'Decline card': You were not charged, the reason, and Try again brings the form back", async () => {
    const cycle = await openFixedSeedCycle(baseUrl, { typeId: 1, winnableAmount: '50000.00' });
    const { context, page } = await newPage(browser, baseUrl);
    await startThreeTicketPurchase(page, cycle);
    await page.getByRole('button', { name: 'Decline card' }).click();
    await page.getByRole('heading', { name: 'Payment Failed' }).waitFor();
    const next = page.getByRole('region', { name: 'What happens now' });
    await next.getByText('You were not charged').waitFor();
    expect(await page.getByText('The payment was declined.').isVisible()).toBe(true);
    // The spec's bar stays; the outcome is said beside it.
    expect(
      await page.getByRole('progressbar', { name: 'Payment progress' }).getAttribute('aria-valuenow'),
    ).toBe('100');
    expect(await page.getByText('Payment did not go through.').isVisible()).toBe(true);
    await screenshot(page, 'after-checkout-declined-375');
    await next.getByRole('link', { name: 'Try again' }).click();
    await page.waitForURL(/\/get-cash\?/);
    await expectFormKept(page);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it("'Cancel payment' and the phone's Back button both keep the form", async () => {
    const cycle = await openFixedSeedCycle(baseUrl, { typeId: 1, winnableAmount: '50000.00' });
    const { context, page } = await newPage(browser, baseUrl);
    await startThreeTicketPurchase(page, cycle);
    await page.getByRole('button', { name: 'Cancel payment' }).click();
    await page.waitForURL(/\/get-cash\?/);
    await page.getByRole('alert').filter({ hasText: 'Payment was cancelled. Please try again.' }).waitFor();
    await expectFormKept(page);

    // Pay again, then Back from the gateway.
    await page
      .getByRole('form', { name: 'Buy tickets' })
      .getByRole('button', { name: 'Pay ₦750.00' })
      .click();
    await waitForUrlOrExplain(page, /\/sandbox\/squad\/checkout\//);
    await page.goBack();
    await page.waitForURL(/\/get-cash\?/);
    await expectFormKept(page);
    await context.close();
  });

  it("'See how it went' for a checkout left unpaid ends in 'Payment not completed', not processing", async () => {
    const cycle = await openFixedSeedCycle(baseUrl, { typeId: 1, winnableAmount: '50000.00' });
    const { context, page } = await newPage(browser, baseUrl);
    await startThreeTicketPurchase(page, cycle);
    await page.goBack();
    await page.waitForURL(/\/get-cash\?/);
    const banner = page.getByRole('alert').filter({ hasText: 'You started a payment' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain('You started a payment just now.');
    await screenshot(page, 'after-checkout-back-banner-375');
    await banner.getByRole('link', { name: 'See how it went' }).click();
    await page.waitForURL(/\/thank-you\?reference=/);
    await page.getByRole('heading', { name: 'Payment not completed' }).waitFor({ timeout: 40_000 });
    expect(await page.getByText('You have not been charged.').isVisible()).toBe(true);
    expect(await page.getByText("We're processing your request-please wait.").count()).toBe(0);
    const carryOn = page.getByRole('link', { name: 'Continue payment' });
    expect(await carryOn.getAttribute('href')).toMatch(/\/sandbox\/squad\/checkout\//);
    await screenshot(page, 'after-checkout-not-completed-375');
    await page.setViewportSize(desktopViewport);
    await screenshot(page, 'after-checkout-not-completed-1280');
    await page.getByRole('link', { name: 'Start again' }).click();
    await page.waitForURL(/\/get-cash\?/);
    await expectFormKept(page);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});

describe('results that look like what they are', () => {
  it('a win shows the amount large and the new balance; a wallet-paid loss shows no prize line', async () => {
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

    // A win by card.
    const productUrl = `/dashboard/get-cash?raffle_cycle_id=${cycle.cycleId}&raffle_type_id=1`;
    await page.goto(productUrl);
    await page.getByRole('button', { name: /^Pay ₦250\.00 / }).waitFor();
    await page.getByLabel('Card, bank transfer or USSD').check();
    await page.getByLabel('I confirm that I am 18 years of age or older.').check();
    await page.getByRole('button', { name: 'Pay ₦250.00 by card, transfer or USSD' }).click();
    await waitForUrlOrExplain(page, /\/sandbox\/squad\/checkout\//);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('heading', { name: 'You Won!' }).waitFor();
    const win = page.getByRole('region', { name: 'Your win' });
    await win.getByText('You won ₦1,000.00').waitFor();
    const balance = await walletBalanceOf(browser, baseUrl, 'demo.customer');
    const shownBalance = `₦${(koboOf(balance) / 100).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`;
    expect(await win.textContent()).toContain(`Now in your wallet – balance ${shownBalance}`);
    // Above the fold on a phone: the amount and the wallet button without scrolling.
    expect(await win.getByText('You won ₦1,000.00').boundingBox()).toMatchObject({ y: expect.any(Number) });
    const goToWallet = win.getByRole('link', { name: 'Go to my wallet' });
    expect((await goToWallet.boundingBox())!.y).toBeLessThan(800);
    expect(await win.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toContain(
      encodeURIComponent('I just won ₦1,000 on ChancePay!'),
    );
    await screenshot(page, 'after-checkout-win-375');
    await page.setViewportSize(desktopViewport);
    await screenshot(page, 'after-checkout-win-1280');
    await page.setViewportSize({ width: 375, height: 800 });

    // A loss from the wallet: no prize line, and ways out besides buying more.
    await page.goto(productUrl);
    await page.getByText('Available balance').waitFor();
    const wallet = page.getByLabel(/^My wallet \(balance /);
    await expect.poll(() => wallet.isEnabled()).toBe(true);
    await wallet.check();
    await page.getByLabel('I confirm that I am 18 years of age or older.').check();
    await page.getByRole('button', { name: 'Pay ₦250.00 from my wallet' }).click();
    await page.getByRole('heading', { name: 'Raffle Completed' }).waitFor();
    await page.getByText('Your receipt').waitFor();
    expect(await page.getByText('Prize', { exact: true }).count()).toBe(0);
    expect(await page.getByText('Paid and drawn: no win this time.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Back to wallet' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Set a limit' }).getAttribute('href')).toBe(
      '/dashboard/profile#responsible-play-title',
    );
    await screenshot(page, 'after-checkout-wallet-loss-375');
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});
