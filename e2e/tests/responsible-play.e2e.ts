import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, openCycleFor } from '../support/api';
import { launchBrowser, newPage, pageProblems, phoneViewport } from '../support/browser';
import { repoRoot, startServer, type StartedServer } from '../support/server';

/**
 * Responsible play in the browser: the demo customer sets a low daily limit on the profile page, then tries
 * to buy past it on the purchase page, by card and from the wallet, and signed out with their phone. The limit
 * cannot be lifted for 24 hours, so this file starts its own server: the shared one's demo customer (whose
 * phone other files buy with) stays unlimited.
 */

const demoPassword = 'Demo-Password-1';
const demoCustomerPhone = '0803 123 4567';
const screenshotDir = path.join(repoRoot, 'e2e/screenshots');
let server: StartedServer | undefined;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ LOG_LEVEL: 'fatal' });
  browser = await launchBrowser();
  await mkdir(screenshotDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function buyTickets(page: Page, tickets: number, method: 'card' | 'wallet' | 'signed-out') {
  await page.getByLabel('Number of tickets').fill(String(tickets));
  if (method === 'signed-out') await page.getByLabel('Phone number').fill(demoCustomerPhone);
  else if (method === 'card') await page.getByLabel('Card, bank transfer or USSD').check();
  else {
    const wallet = page.getByLabel(/^My wallet \(balance /);
    await expect.poll(() => wallet.isEnabled()).toBe(true);
    await wallet.check();
  }
  await page.getByLabel('I confirm that I am 18 years of age or older.').check();
  const total = `₦${(tickets * 250).toLocaleString('en-NG')}.00`;
  const button = {
    card: `Pay ${total} by card, transfer or USSD`,
    wallet: `Pay ${total} from my wallet`,
    'signed-out': `Pay ${total}`,
  }[method];
  await page.getByRole('button', { name: button, exact: method !== 'signed-out' }).click();
}

describe('responsible play in the browser', () => {
  it('a customer sets a low daily limit on the profile, and the purchase page refuses to go past it', async () => {
    const baseUrl = server!.baseUrl;
    const cycle = await openCycleFor(new ApiClient(baseUrl), 1);
    const { context, page } = await newPage(browser, baseUrl, phoneViewport);

    await page.goto('/login');
    await page.getByLabel('Username').fill('demo.customer');
    await page.getByLabel('Password', { exact: true }).fill(demoPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard');

    await page.goto('/dashboard/profile');
    const section = page.getByRole('region', { name: 'Responsible play' });
    await section.getByTestId('spend-daily').getByText('No daily limit').waitFor();
    await section.getByLabel('Daily limit').fill('500');
    await section.getByRole('button', { name: 'Save limits' }).click();
    await section.getByText('Your daily limit is now ₦500.00.').waitFor();
    await section.getByTestId('spend-daily').getByText('₦500.00 left today').waitFor();
    await page.screenshot({
      path: path.join(screenshotDir, 'responsible-play-profile-375.png'),
      fullPage: true,
    });

    // Three ₦250 tickets = ₦750.00, past the ₦500.00 limit: by card and from the wallet alike.
    const productUrl = `/dashboard/get-cash?raffle_cycle_id=${cycle.raffle_cycle_id}&raffle_type_id=1`;
    const refusal =
      'This order (₦750.00) would take you over your daily ticket limit of ₦500.00; you can spend ₦500.00 more today.';
    await page.goto(productUrl);
    await page.getByRole('button', { name: /^Pay ₦250\.00 / }).waitFor();
    await buyTickets(page, 3, 'card');
    await page.getByRole('alert').filter({ hasText: refusal }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/get-cash');
    await page.screenshot({
      path: path.join(screenshotDir, 'responsible-play-refused-375.png'),
      fullPage: true,
    });

    await page.goto(productUrl);
    await page.getByRole('button', { name: /^Pay ₦250\.00 / }).waitFor();
    await buyTickets(page, 3, 'wallet');
    await page.getByRole('alert').filter({ hasText: refusal }).waitFor();

    // Signed out, with the customer's own phone: still limited.
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/get-cash?raffle_cycle_id=${cycle.raffle_cycle_id}&raffle_type_id=1`);
    await page.getByRole('button', { name: /^Pay ₦250\.00/ }).waitFor();
    await buyTickets(page, 3, 'signed-out');
    await page
      .getByRole('alert')
      .filter({
        hasText: 'This phone number cannot buy tickets right now.',
      })
      .waitFor();
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});
