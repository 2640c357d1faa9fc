import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient, initiate, pressPay } from '../support/api';
import { chooseBank, transferAnswer } from '../support/banks';
import { desktopViewport, launchBrowser, newPage, pageProblems, phoneViewport } from '../support/browser';
import { latestMessageTo } from '../support/outbox';
import { clientSeedFor, koboOf, openFixedSeedCycle, screenshot } from '../support/buying';
import { freshBvn, freshNin, verifyNumber } from '../support/identity';
import { demoStaff, signInToConsole } from '../support/staff';

/**
 * Issue #21 "Done when", in Chromium (DOMAIN.md "Identity and wallet tiers"): a new customer signs up (tier 0)
 * and is told to verify when they try to send money; verifies a BVN (tier 1), sends within ₦50,000, is refused
 * above it with the tier-2 step; a prize that crosses the ₦300,000 cap shows as held; verifying a NIN (tier 2)
 * brings the held money in, and the refused transfer goes through. Then tier 3: a proof of address uploaded
 * on the profile and accepted on the console's Compliance screen; the customer page shows masked numbers only.
 *
 * Wallet money comes from prizes: a signed-out ticket bought with the customer's (verified) phone in a sandbox
 * cycle with a fixed server seed and a chosen client seed (DOMAIN.md "Anonymous buyers": the prize goes
 * straight to the customer's wallet), so no console adjustment or four-eyes approval is needed.
 */

const baseUrl = inject('baseUrl');
const unique = String(Date.now()).slice(-7);
const password = 'a long enough passphrase';
const pin = '4826';
const phone = `0816${unique}`;
const phoneE164 = `+234${phone.slice(1)}`;
const bvn = freshBvn();
const nin = freshNin();
const VERIFY_HREF = '/dashboard/profile#verify-identity';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Sign-up in the browser, the code from the SMS outbox; the code signs them in (the dashboard). */
async function signUp(page: Page, username: string) {
  await page.goto('/signup');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('I am 18 years old or older').check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('heading', { name: 'Verify your phone number' }).waitFor();
  await page.getByLabel('Code').fill((await latestMessageTo(baseUrl, phoneE164, /code is/)).code!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/dashboard');
}

/**
 * A prize of `naira` won by a signed-out ticket bought with the customer's phone: it settles into their
 * wallet, where the tier's cap applies (the part above it is held, never refused).
 */
async function winPrize(naira: string) {
  const cycle = await openFixedSeedCycle(baseUrl, { typeId: 1, winnableAmount: naira });
  const api = new ApiClient(baseUrl);
  const order = await api.action<{ order_id: string }>('create_order', {
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
}

async function setTransactionPin(page: Page) {
  await page.goto('/dashboard/profile');
  const section = page.getByRole('region', { name: 'Transaction PIN' });
  await section.getByLabel('New 4-digit PIN').fill(pin);
  await section.getByLabel('Type the new PIN again').fill(pin);
  await section.getByLabel('Your account password').fill(password);
  await section.getByRole('button', { name: 'Set PIN' }).click();
  await section.getByText('Your transaction PIN is set.', { exact: false }).waitFor();
}

/** A transfer to the emulator's test account, confirmed with the PIN; returns the page's answer. */
async function sendToBank(page: Page, naira: number): Promise<Locator> {
  await page.goto('/dashboard/transfer');
  await chooseBank(page, 'GTBank');
  await page.getByLabel('Account No.').fill('1111111112');
  await page.getByTestId('account-name').getByText('ADAEZE OKAFOR', { exact: true }).waitFor();
  await page.getByLabel('Amount').fill(String(naira));
  await page.getByLabel('Yes, send the money to ADAEZE OKAFOR').check();
  await page.getByRole('button', { name: 'Transfer Now' }).click();
  const sheet = page.getByRole('dialog', { name: 'Review your transfer' });
  await sheet.getByLabel('Transaction PIN').fill(pin);
  await sheet.getByRole('button', { name: /^Send ₦/ }).click();
  await sheet.waitFor({ state: 'detached', timeout: 30_000 });
  const answer = transferAnswer(page);
  await answer.waitFor();
  return answer;
}

async function walletTierCard(page: Page): Promise<Locator> {
  await page.goto('/dashboard');
  const card = page.getByTestId('wallet-tier');
  await card.waitFor();
  return card;
}

async function expectNoAxeViolations(page: Page, selector: string) {
  const axe = await new AxeBuilder({ page }).include(selector).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** A small real PNG (the server checks the type from the bytes): a stand-in for a photo of a bill. */
function billPhoto(): Buffer {
  const png = new PNG({ width: 120, height: 80 });
  png.data.fill(0xee);
  return PNG.sync.write(png);
}

const username = `tiers.${unique}`;

describe('identity and wallet tiers in the browser', () => {
  it('tier 0 is told to verify; a BVN gives ₦50,000 a day; a NIN lifts the limit and brings in a held prize', async () => {
    const { context, page } = await newPage(browser, baseUrl, phoneViewport);
    await signUp(page, username);

    // Tier 0: the dashboard says plainly what a BVN or NIN unlocks.
    let card = await walletTierCard(page);
    await card.getByText('Tier 0').waitFor();
    await card
      .getByText('Verify your BVN or NIN to pay from your wallet and send money from it.', {
        exact: false,
      })
      .waitFor();
    expect(await card.getByRole('link', { name: 'Verify now' }).getAttribute('href')).toBe(VERIFY_HREF);

    // Wins arrive at tier 0 (under the ₦300,000 cap); spending them waits for an identity.
    // Gross prizes whose net after the 5% winnings tax (DOMAIN.md "Winnings tax") is a round amount.
    await winPrize('105263.16');
    await page.reload();
    await expect.poll(async () => page.getByTestId('wallet-balance').textContent()).toBe('₦100,000.00');
    await expectNoAxeViolations(page, '[data-testid="wallet-tier"]');
    await screenshot(page, 'identity-dashboard-tier0-375');

    await setTransactionPin(page);
    let answer = await sendToBank(page, 1000);
    expect(await answer.textContent()).toMatch(/BVN|NIN/);
    const verifyLink = answer.getByRole('link', { name: 'Verify your identity to raise your limit' });
    expect(await verifyLink.getAttribute('href')).toBe(VERIFY_HREF);
    await screenshot(page, 'identity-transfer-refused-tier0-375');

    // Paying for a ticket from the wallet is refused the same way, with the same way out.
    await page.goto('/dashboard');
    await page
      .getByRole('list', { name: 'Active products' })
      .getByRole('link', { name: /Get Cash/ })
      .click();
    const wallet = page.getByLabel(/^My wallet \(balance /);
    await expect.poll(() => wallet.isEnabled()).toBe(true);
    await wallet.check();
    await page.getByLabel('I confirm that I am 18 years of age or older.').check();
    await page.getByRole('button', { name: /from my wallet$/ }).click();
    const refusal = page.getByRole('alert').filter({ hasText: /BVN|NIN/ });
    await refusal.waitFor();
    expect(await refusal.getByRole('link', { name: 'Verify your identity' }).getAttribute('href')).toBe(
      VERIFY_HREF,
    );

    // The link leads to the profile's section; a BVN makes tier 1.
    await refusal.getByRole('link', { name: 'Verify your identity' }).click();
    await page.waitForURL(`**${VERIFY_HREF}`);
    const section = page.getByRole('region', { name: 'Verify your identity' });
    await expect.poll(() => section.getByTestId('identity-tier').textContent()).toBe('Tier 0');
    await expectNoAxeViolations(page, '#verify-identity');
    await screenshot(page, 'identity-profile-tier0-375');
    const { result } = await verifyNumber(page, 'BVN', bvn);
    await result.getByText('You are now on Tier 1.').waitFor();
    await section.getByText(`BVN ending ${bvn.slice(-4)}`, { exact: false }).waitFor();
    expect(await section.getByTestId('identity-next-step').textContent()).toMatch(/NIN/);
    expect(await page.content()).not.toContain(bvn);
    await expectNoAxeViolations(page, '#verify-identity');
    await screenshot(page, 'identity-profile-tier1-375');

    card = await walletTierCard(page);
    await card.getByText('Tier 1').waitFor();
    expect(await card.getByTestId('left-today').textContent()).toContain('₦50,000.00 left to send today');

    answer = await sendToBank(page, 20_000);
    expect(await answer.textContent()).toContain('Transfer of ₦20,000.00 successful!');

    // Above what is left today (₦30,000): refused with the tier-2 step and the way to it.
    answer = await sendToBank(page, 40_000);
    expect(await answer.textContent()).toMatch(/Verify your NIN/i);
    expect(
      await answer
        .getByRole('link', { name: 'Verify your identity to raise your limit' })
        .getAttribute('href'),
    ).toBe(VERIFY_HREF);
    await screenshot(page, 'identity-transfer-refused-tier1-375');

    // A ₦300,000 prize on ₦80,000: the wallet fills to the ₦300,000 cap and ₦80,000 waits, never lost.
    await winPrize('315789.47');
    card = await walletTierCard(page);
    await expect.poll(async () => page.getByTestId('wallet-balance').textContent()).toBe('₦300,000.00');
    const held = card.getByTestId('held-money');
    await held.waitFor();
    expect(await held.textContent()).toContain('₦80,000.00');
    expect(await held.textContent()).toMatch(/NIN/);
    await screenshot(page, 'identity-dashboard-held-375');

    // The held money's link leads to the NIN; tier 2 brings it in with the upgrade.
    await held.getByRole('link', { name: 'Take the next step' }).click();
    await page.waitForURL(`**${VERIFY_HREF}`);
    const nin2 = await verifyNumber(page, 'NIN', nin);
    await nin2.result.getByText('You are now on Tier 2.').waitFor();
    await nin2.section.getByText(`NIN ending ${nin.slice(-4)}`, { exact: false }).waitFor();
    expect(await page.content()).not.toContain(nin);
    await screenshot(page, 'identity-profile-tier2-375');

    card = await walletTierCard(page);
    await card.getByText('Tier 2').waitFor();
    await expect.poll(async () => page.getByTestId('wallet-balance').textContent()).toBe('₦380,000.00');
    expect(await card.getByTestId('held-money').count()).toBe(0);

    answer = await sendToBank(page, 40_000);
    expect(await answer.textContent()).toContain('Transfer of ₦40,000.00 successful!');
    await walletTierCard(page);
    await expect
      .poll(async () => koboOf((await page.getByTestId('wallet-balance').textContent()) ?? ''))
      .toBe(34_000_000);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  }, 240_000);

  it('tier 3: a proof of address uploaded on the profile, accepted on the Compliance screen', async () => {
    const { context, page } = await newPage(browser, baseUrl, phoneViewport);
    await page.goto('/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto(VERIFY_HREF);
    const section = page.getByRole('region', { name: 'Verify your identity' });
    const file = section.getByLabel('Proof of address');
    // A wrong kind of file is refused before any upload.
    await file.setInputFiles({ name: 'bill.txt', mimeType: 'text/plain', buffer: Buffer.from('a bill') });
    await section.getByText('Choose a JPEG, PNG or PDF up to 5 MB.').waitFor();
    await file.setInputFiles({ name: 'ekedc-bill.png', mimeType: 'image/png', buffer: billPhoto() });
    await section.getByRole('button', { name: 'Upload proof of address' }).click();
    await section
      .getByTestId('identity-result')
      .getByText('We have your proof of address.', { exact: false })
      .waitFor();
    await section.getByText(/Being checked/).waitFor();
    await screenshot(page, 'identity-profile-address-pending-375');

    const staff = await newPage(browser, baseUrl, desktopViewport);
    await signInToConsole(staff.page, demoStaff.admin);
    await staff.page.getByRole('link', { name: 'Compliance', exact: true }).click();
    // This run's only proof of address by that name (the database is the run's own).
    const row = staff.page.getByRole('row').filter({ hasText: 'ekedc-bill.png' });
    await row.waitFor();
    expect(await row.textContent()).toContain('CHIAMAKA NGOZI EZE');
    const documentLink = row.getByRole('link', { name: 'ekedc-bill.png' });
    const download = staff.page.waitForEvent('download');
    await documentLink.click();
    expect((await download).suggestedFilename()).toBe('ekedc-bill.png');
    await screenshot(staff.page, 'identity-console-compliance-1280');
    await row.getByRole('button', { name: 'Accept' }).click();
    const dialog = staff.page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('EKEDC bill, this quarter, name matches the BVN record');
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await staff.page.getByTestId('admin-notice').waitFor();

    // The customer page: tier 3, the numbers masked, the checks listed; never a whole number.
    await staff.page.getByRole('button', { name: 'Accepted' }).click();
    await staff.page
      .getByRole('row')
      .filter({ hasText: 'ekedc-bill.png' })
      .locator('a[href^="/admin/support/customers/"]')
      .click();
    const identity = staff.page.getByRole('region', { name: 'Identity and tier' });
    await identity.getByText('Tier 3').waitFor();
    // The masked BVN shows in the tier summary and again in the list of checks: either proves the tail.
    await identity
      .getByText(new RegExp(`${bvn.slice(-4)}$`))
      .first()
      .waitFor();
    const consoleText = await staff.page.content();
    expect(consoleText).not.toContain(bvn);
    expect(consoleText).not.toContain(nin);
    await screenshot(staff.page, 'identity-console-customer-1280');
    await staff.context.close();

    // The page is still at VERIFY_HREF: going "there" again would only move to the #fragment, so reload.
    await page.reload();
    await expect.poll(() => section.getByTestId('identity-tier').textContent()).toBe('Tier 3');
    const card = await walletTierCard(page);
    await card.getByText('Tier 3').waitFor();
    expect(await card.getByTestId('left-today').textContent()).toContain('of ₦5,000,000.00');
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  }, 240_000);

  it('shows the tier card and the identity section at 1280 px (screenshots)', async () => {
    const { context, page } = await newPage(browser, baseUrl, desktopViewport);
    await page.goto('/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByTestId('wallet-tier').waitFor();
    await screenshot(page, 'identity-dashboard-1280');
    await page.goto(VERIFY_HREF);
    await page.getByRole('region', { name: 'Verify your identity' }).getByTestId('identity-tier').waitFor();
    await screenshot(page, 'identity-profile-1280');
    await context.close();
  });
});
