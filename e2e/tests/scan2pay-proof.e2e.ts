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
  screenshot,
  vendorIdByName,
  vendorQrPath,
} from '../support/buying';

/**
 * Issue #27 item 3 at the counter: a customer pays the demo shop by Scan2Pay4Me (card, through the Squad
 * emulator); the result names the shop and the amount, and the shop's dashboard, open all along in another
 * page, shows the payment and the new takings without being reloaded.
 */

const baseUrl = inject('baseUrl');
const DEMO_VENDOR = 'Mama Put Kitchen';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function logInAsDemoVendor(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Username').fill('demo.vendor');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
}

describe('Scan2Pay4Me proof', () => {
  it("names the shop on the buyer's result while the shop's open dashboard shows the payment without a reload", async () => {
    const vendor = await newPage(browser, baseUrl, phoneViewport);
    await logInAsDemoVendor(vendor.page);
    const takings = vendor.page.getByRole('region', { name: "Today's takings" });
    const total = takings.getByTestId('takings-total');
    await expect.poll(() => total.textContent(), { timeout: 10_000 }).toMatch(/₦[\d,]+\.\d\d/);
    const takingsBefore = koboOf((await total.textContent())!);
    // Set once: a reload of the page would lose it.
    await vendor.page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    const vendorId = await vendorIdByName(baseUrl, DEMO_VENDOR);
    const cycle = await openFixedSeedCycle(baseUrl, { typeId: 2, winnableAmount: '5000.00' });
    const buyer = await newPage(browser, baseUrl, phoneViewport);
    const buyerPhone = `0805${String(Date.now()).slice(-7)}`;
    // A loss: the shop is paid the amount due and the result still has to prove it.
    await chooseClientSeed(
      buyer.page,
      clientSeedFor(cycle, { orderSeq: 1, tickets: 1, win: false, prizeKobo: 150_000 }),
    );
    await buyer.page.goto(vendorQrPath(vendorId));
    await buyer.page.getByRole('heading', { name: DEMO_VENDOR }).waitFor();
    // A phone of this run only: other browser tests pay the demo shop from other numbers on the same server.
    await buyer.page.getByLabel('Your phone number').fill(buyerPhone);
    await buyer.page.getByLabel('Amount due (₦)').fill('1,500');
    await buyer.page.getByLabel('I confirm that I am 18 years of age or older.').check();
    await buyer.page.getByRole('button', { name: 'Pay ₦1,750.00' }).click();
    await waitForUrlOrExplain(buyer.page, /\/sandbox\/squad\/checkout\//);
    await buyer.page.getByRole('button', { name: 'Pay', exact: true }).click();

    const proof = buyer.page.getByRole('region', { name: '₦1,500.00 paid to MAMA PUT KITCHEN' });
    await proof.waitFor({ timeout: 20_000 });
    expect(await proof.getByText(/^\d{1,2} \w+ \d{4} at \d{2}:\d{2}$/).isVisible()).toBe(true);
    const reference = new URL(buyer.page.url()).searchParams.get('reference')!;
    expect(await proof.getByText(reference, { exact: true }).isVisible()).toBe(true);
    // Then the draw, in the spec's words.
    await buyer.page.getByRole('heading', { name: 'Raffle Completed', level: 1 }).waitFor();
    const result = buyer.page.getByRole('region', { name: 'Raffle Completed' });
    expect(await result.getByText('Better Luck Next Time!').isVisible()).toBe(true);
    await screenshot(buyer.page, 'scan2pay-proof-result-375');
    await buyer.page.setViewportSize(desktopViewport);
    await screenshot(buyer.page, 'scan2pay-proof-result-1280');

    // The shop's page was never reloaded: the poll brings the payment within a few seconds.
    const feed = vendor.page.getByRole('region', { name: 'Payments received' });
    // The feed lists newest first, and masks all but the phone's last 3 digits: other numbers may share them.
    const line = feed
      .getByRole('listitem')
      .filter({ hasText: `+234805****${buyerPhone.slice(-3)}` })
      .first();
    await line.waitFor({ timeout: 15_000 });
    expect(await line.textContent()).toContain('+₦1,500.00');
    await expect
      .poll(async () => koboOf((await total.textContent())!), { timeout: 10_000 })
      .toBe(takingsBefore + 150_000);
    expect(
      await vendor.page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);
    await screenshot(vendor.page, 'scan2pay-proof-vendor-375');
    await vendor.page.setViewportSize(desktopViewport);
    await screenshot(vendor.page, 'scan2pay-proof-vendor-1280');

    expect(pageProblems(vendor.page)).toEqual([]);
    expect(pageProblems(buyer.page)).toEqual([]);
    await buyer.context.close();
    await vendor.context.close();
  });
});
