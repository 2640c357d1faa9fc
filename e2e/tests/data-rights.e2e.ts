import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, openCycleFor } from '../support/api';
import { chooseBank } from '../support/banks';
import { desktopViewport, launchBrowser, newPage, pageProblems, phoneViewport } from '../support/browser';
import { DEMO_PASSWORD, screenshot } from '../support/buying';
import { startServer, type StartedServer } from '../support/server';
import { demoStaff, signInToConsole } from '../support/staff';

/**
 * Personal data in the browser (issue #23 item 8): the demo customer buys a ticket, downloads their data (the
 * file holds the order and the BVN masked), cannot close the account while the wallet holds money, sends the
 * balance to a bank, closes the account, and cannot sign in again. Its own server: the shared one's demo
 * customer must stay open for the other files.
 */

let server: StartedServer | undefined;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ LOG_LEVEL: 'fatal' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a customer’s data rights', () => {
  it('downloads their data, empties the wallet, closes the account and cannot sign in again', async () => {
    const baseUrl = server!.baseUrl;
    const cycle = await openCycleFor(new ApiClient(baseUrl), 1);
    const { context, page } = await newPage(browser, baseUrl, phoneViewport);
    const logIn = async () => {
      await page.goto('/login');
      await page.getByLabel('Username').fill('demo.customer');
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
    };
    await logIn();
    await page.waitForURL('**/dashboard');

    // An order to find in the download.
    await page.goto(`/dashboard/get-cash?raffle_cycle_id=${cycle.raffle_cycle_id}&raffle_type_id=1`);
    await page.getByLabel('Number of tickets').fill('1');
    const wallet = page.getByLabel(/^My wallet \(balance /);
    await expect.poll(() => wallet.isEnabled()).toBe(true);
    await wallet.check();
    await page.getByLabel('I confirm that I am 18 years of age or older.').check();
    await page.getByRole('button', { name: 'Pay ₦250.00 from my wallet' }).click();
    await page.getByRole('heading', { name: 'Raffle Completed' }).waitFor();
    await page.getByRole('link', { name: 'Receipt', exact: true }).click();
    await page.waitForURL(/\/dashboard\/receipts\/order\//);
    const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

    await page.goto('/dashboard/profile');
    const section = page.getByRole('region', { name: 'Your data' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^chancepay-data-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await readFile((await download.path())!, 'utf8');
    const data = JSON.parse(text) as {
      profile: { username: string };
      identity: { bvn: string };
      orders: { id: string }[];
    };
    expect(data.profile.username).toBe('demo.customer');
    expect(data.orders.map((order) => order.id)).toContain(orderId);
    expect(data.identity.bvn).toBe('*******2222');
    expect(text).not.toContain('22222222222');
    await section.getByText(/^Downloaded chancepay-data-/).waitFor();
    const [statement] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download wallet statement (CSV)' }).click(),
    ]);
    expect(await readFile((await statement.path())!, 'utf8')).toMatch(/^date \(Lagos\),kind,reference/);

    // The wallet still holds money: closing is refused, naming the balance and the way out.
    await section.getByRole('button', { name: 'Close my account' }).click();
    await section.getByLabel('Your password').fill(DEMO_PASSWORD);
    await section.getByRole('button', { name: 'Close my account for good' }).click();
    const refusal = section.getByRole('alert').filter({ hasText: 'Your wallet holds' });
    await refusal.waitFor();
    await screenshot(page, 'data-rights-close-refused-375');
    const balance = /Your wallet holds ₦([\d,]+\.\d{2})/.exec((await refusal.textContent()) ?? '')![1]!;

    await page.goto('/dashboard/transfer');
    await chooseBank(page, 'GTBank');
    await page.getByLabel('Account No.').fill('1111111112');
    await page.getByTestId('account-name').getByText('ADAEZE OKAFOR', { exact: true }).waitFor();
    await page.getByLabel('Amount').fill(balance.replace(/,/g, ''));
    await page.getByLabel('Yes, send the money to ADAEZE OKAFOR').check();
    await page.getByRole('button', { name: 'Transfer Now' }).click();
    const sheet = page.getByRole('dialog', { name: 'Review your transfer' });
    await sheet.getByLabel('Transaction PIN').fill('2580');
    await sheet.getByRole('button', { name: /^Send ₦/ }).click();
    await page.getByText(`Transfer of ₦${balance} successful!`).waitFor({ timeout: 30_000 });

    await page.goto('/dashboard/profile');
    const again = page.getByRole('region', { name: 'Your data' });
    await again.getByRole('button', { name: 'Close my account' }).click();
    await again.getByLabel('Your password').fill(DEMO_PASSWORD);
    await screenshot(page, 'data-rights-close-375');
    await again.getByRole('button', { name: 'Close my account for good' }).click();
    await page.waitForURL('**/login');
    await page
      .getByText('Your account is closed and you are signed out everywhere.', { exact: false })
      .waitFor();
    await screenshot(page, 'data-rights-closed-375');

    await logIn();
    await page
      .getByRole('alert')
      .filter({ hasText: 'This account is closed. To use ChancePay again, sign up for a new account.' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(pageProblems(page).filter((problem) => !/\b(401|403)\b/.test(problem))).toEqual([]);
    await context.close();
  });

  it('compliance sees the closing in the register with its 30-day clock, and records a breach with its 72-hour clock', async () => {
    const { context, page } = await newPage(browser, server!.baseUrl, desktopViewport);
    await signInToConsole(page, demoStaff.admin);
    await page.goto('/admin/personal-data');
    const requests = page.getByRole('region', { name: 'Data requests' });
    const closing = requests
      .getByRole('table', { name: 'Data requests' })
      .getByRole('row')
      .filter({ hasText: 'demo.customer' })
      .filter({ hasText: 'Erasure' });
    await closing.getByText('30 days left').waitFor();

    const breaches = page.getByRole('region', { name: 'Breaches' });
    await breaches.getByLabel('What happened').fill('A staff laptop with a support export was stolen.');
    await breaches.getByLabel('Found (Lagos time)').fill('2026-01-05T09:30');
    await breaches.getByLabel('Who is affected').fill('About 40 customers: names and phone numbers');
    await breaches.getByLabel('Measures taken').fill('Laptop wiped remotely; staff sessions ended.');
    await breaches.getByRole('button', { name: 'Record the breach' }).click();
    await breaches.getByText('The breach is recorded.', { exact: false }).waitFor();
    const row = breaches
      .getByRole('table', { name: 'Breaches' })
      .getByRole('row')
      .filter({ hasText: 'A staff laptop with a support export was stolen.' });
    await row.getByText('71 hours left').waitFor();
    await screenshot(page, 'data-rights-console-1280');
    await row.getByRole('button', { name: 'NDPC notified' }).click();
    await row.getByText('NDPC told').waitFor();
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});
