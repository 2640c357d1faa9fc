import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient, initiate, pressPay } from '../support/api';
import { desktopViewport, launchBrowser, newPage, pageProblems, phoneViewport } from '../support/browser';
import { latestMessageTo } from '../support/outbox';
import { clientSeedFor, openFixedSeedCycle, screenshot } from '../support/buying';
import { chooseBank, transferAnswer } from '../support/banks';
import { freshBvn, verifyNumber } from '../support/identity';

// Issue #27 item 4 (ux-walk finding 3): a transfer is reviewed (name, bank, amount, fee) and confirmed with
// the transaction PIN, which a new customer sets on My Profile first. At 375 px, as on a cheap Android phone.

const baseUrl = inject('baseUrl');
const unique = String(Date.now()).slice(-7);
const password = 'a long enough passphrase';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A new customer whose phone won ₦1,000: a ticket bought as a guest with the phone wins (a fixed seed cycle, a
 * chosen client seed); signing up with that phone keeps the prize waiting until a BVN or NIN is verified
 * (DOMAIN.md "Identity and wallet tiers": phone-wallet money moves in at tier 1).
 */
async function newCustomerWithWinnings(): Promise<{ username: string; phone: string }> {
  const phone = `0807${unique}`;
  const phoneE164 = `+234${phone.slice(1)}`;
  // ₦1,052.63 gross is ₦1,000.00 after the 5% winnings tax the winner bears (DOMAIN.md "Winnings tax").
  const cycle = await openFixedSeedCycle(baseUrl, { typeId: 1, winnableAmount: '1052.63' });
  const api = new ApiClient(baseUrl);
  const order = await api.action<{ order_id: string; order_amount: string }>('create_order', {
    raffle_cycle_id: cycle.cycleId,
    raffle_type_id: 1,
    customer_phone: phone,
    ticket_quantity: 1,
    order_amount: '250.00',
    purchase_platform: 'web',
    payment_method_used: 'card',
    age_confirmed: true,
    client_seed: clientSeedFor(cycle, { orderSeq: 1, tickets: 1, win: true }),
  });
  expect(await pressPay(await initiate(api, order.order_id, 25_000))).toBe(true);
  const verified = await api.post<{ status: string }>('/api/context-proxy/v1/squad/verify', {
    reference: order.order_id,
  });
  expect(verified.body.status).toBe('winner_selected');

  const username = `pin.${unique}`;
  const registered = await api.post<{ data: { verification_token: string } }>('/api/user/register', {
    username,
    email: `${username}@example.com`,
    phone_number: phone,
    password,
    age_confirmed: true,
  });
  expect(registered.status).toBe(201);
  const code = (await latestMessageTo(baseUrl, phoneE164, /code is/)).code!;
  const claimed = await api.post<{ data: { claimed_amount: string; waiting_amount: string } }>(
    '/api/user/verify-phone',
    {
      verification_token: registered.body.data.verification_token,
      code,
    },
  );
  expect(claimed.status).toBe(200);
  expect(claimed.body.data.claimed_amount).toBe('0.00');
  expect(claimed.body.data.waiting_amount).toBe('1000.00');
  return { username, phone: phoneE164 };
}

async function logIn(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
}

describe('transfers confirmed with the transaction PIN', () => {
  it('a new customer sets a PIN on Profile, reviews a transfer, is told a wrong PIN’s tries, and sends with the right one', async () => {
    const { username } = await newCustomerWithWinnings();
    const { context, page } = await newPage(browser, baseUrl, phoneViewport);
    await logIn(page, username);
    // Tier 1 (a BVN) lets money leave the wallet and brings the phone's ₦1,000 in.
    await verifyNumber(page, 'BVN', freshBvn());
    await page.goto('/dashboard');
    await page.getByTestId('wallet-balance').getByText('₦1,000.00', { exact: false }).waitFor();

    await page.goto('/dashboard/profile');
    const pinSection = page.getByRole('region', { name: 'Transaction PIN' });
    await pinSection.getByLabel('New 4-digit PIN').fill('4826');
    await pinSection.getByLabel('Type the new PIN again').fill('4826');
    await pinSection.getByLabel('Your account password').fill(password);
    await screenshot(page, 'transaction-pin-profile-375');
    await pinSection.getByRole('button', { name: 'Set PIN' }).click();
    await pinSection.getByText('Your transaction PIN is set.', { exact: false }).waitFor();
    await pinSection.getByText('Your PIN is set. You enter it to confirm every transfer.').waitFor();

    await page.goto('/dashboard/transfer');
    await chooseBank(page, 'GTBank');
    await page.getByLabel('Account No.').fill('1111111112');
    await page.getByTestId('account-name').getByText('ADAEZE OKAFOR', { exact: true }).waitFor();
    await page.getByLabel('Amount').fill('500');
    await page.getByLabel('Yes, send the money to ADAEZE OKAFOR').check();
    await page.getByRole('button', { name: 'Transfer Now' }).click();

    const sheet = page.getByRole('dialog', { name: 'Review your transfer' });
    await sheet.waitFor();
    for (const text of ['ADAEZE OKAFOR', 'GTBank', '1111111112'])
      await sheet.getByText(text, { exact: true }).waitFor();
    expect(await sheet.getByText('Amount', { exact: true }).locator('xpath=..').textContent()).toContain(
      '₦500.00',
    );
    expect(await sheet.getByText('Fee', { exact: true }).locator('xpath=..').textContent()).toContain('₦');
    const pin = sheet.getByLabel('Transaction PIN');
    expect(await pin.getAttribute('inputmode')).toBe('numeric');
    expect(await pin.getAttribute('type')).toBe('password');
    await screenshot(page, 'transaction-pin-review-375');

    await pin.fill('1593');
    await sheet.getByRole('button', { name: /^Send ₦500\.00/ }).click();
    await sheet.getByText('That PIN is not right. You have 4 tries left.').waitFor();
    await screenshot(page, 'transaction-pin-wrong-375');

    await pin.fill('4826');
    await sheet.getByRole('button', { name: /^Send ₦500\.00/ }).click();
    await transferAnswer(page).getByText('Transfer of ₦500.00 successful!').waitFor({ timeout: 30_000 });
    await sheet.waitFor({ state: 'detached' });
    await screenshot(page, 'transaction-pin-done-375');
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('shows the review sheet at 1280 px too (screenshot)', async () => {
    const { context, page } = await newPage(browser, baseUrl, desktopViewport);
    await page.goto('/login');
    await page.getByLabel('Username').fill('demo.customer');
    await page.getByLabel('Password', { exact: true }).fill('Demo-Password-1');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/transfer');
    await chooseBank(page, 'GTBank');
    await page.getByLabel('Account No.').fill('1111111112');
    await page.getByTestId('account-name').getByText('ADAEZE OKAFOR', { exact: true }).waitFor();
    await page.getByLabel('Amount').fill('100');
    await page.getByLabel('Yes, send the money to ADAEZE OKAFOR').check();
    await page.getByRole('button', { name: 'Transfer Now' }).click();
    await page.getByRole('dialog', { name: 'Review your transfer' }).getByLabel('Transaction PIN').waitFor();
    await screenshot(page, 'transaction-pin-review-1280');
    await page.goto('/dashboard/profile');
    await page
      .getByRole('region', { name: 'Transaction PIN' })
      .getByRole('button', { name: 'Change PIN' })
      .waitFor();
    await screenshot(page, 'transaction-pin-profile-1280');
    await context.close();
  });
});
