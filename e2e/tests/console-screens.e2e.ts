import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient, createCardOrder, openCycleFor } from '../support/api';
import { desktopViewport, launchBrowser, newPage, pageProblems, phoneViewport } from '../support/browser';
import { repoRoot } from '../support/server';
import { demoStaff, signInToConsole, submitTotp } from '../support/staff';
import { chooseBank } from '../support/banks';

/**
 * The operator console's cycles, vendors and support screens in Chromium (issue 15): the demo staff member
 * signs in with a TOTP code computed from the secret the README prints, as a newcomer's authenticator would.
 */

const baseUrl = inject('baseUrl');
const screenshotDir = path.join(repoRoot, 'e2e/screenshots');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir(screenshotDir, { recursive: true });
});
afterAll(async () => {
  await financePage?.context().close();
  await browser?.close();
});

async function screenshot(page: Page, name: string, width: number) {
  await page.screenshot({
    path: path.join(screenshotDir, `console-screens-${name}-${width}.png`),
    fullPage: true,
  });
}

async function signIn(page: Page) {
  await signInToConsole(page, demoStaff.admin);
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

/**
 * demo.finance (finance, raffle_ops) approves the pending request whose summary holds `text`. One signed-in
 * page serves every approval in the file: each TOTP code is accepted once, so a fresh sign-in per approval
 * would wait out a 30-second step for the sign-in and another for the approval.
 */
let financePage: Page | undefined;
async function approveAsSecondStaff(text: string) {
  if (!financePage) {
    financePage = (await newPage(browser, baseUrl, desktopViewport)).page;
    await signInToConsole(financePage, demoStaff.finance);
  }
  const page = financePage;
  await page.locator('#admin-nav').getByRole('link', { name: 'Approvals' }).click();
  await page.waitForURL('**/admin/approvals');
  await page.reload();
  const request = page.getByTestId('approval').filter({ hasText: text });
  await request.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog');
  await submitTotp(
    page,
    demoStaff.finance.secret,
    () => dialog.getByRole('button', { name: 'Approve and carry out' }).click(),
    dialog.getByLabel('Code from your authenticator app'),
  );
  await page.getByText('Approved and carried out.').waitFor();
  expect(pageProblems(page)).toEqual([]);
}

describe('the operator console: cycles, vendors, support', () => {
  it('signs in with TOTP, schedules and opens a cycle on its own terms (each approved by a second operator) that then shows on the home page', async () => {
    const { context, page } = await newPage(browser, baseUrl, desktopViewport);
    await signIn(page);
    await page.locator('#admin-nav').getByRole('link', { name: 'Cycles' }).click();
    await page.waitForURL('**/admin/cycles');
    await page.getByRole('button', { name: 'Schedule a cycle' }).click();
    const form = page.getByRole('form', { name: 'Schedule a cycle' });
    await form.getByLabel('Get Cash').uncheck();
    await form.getByLabel('On The House').check();
    await form.getByLabel('Prize (₦)').fill('77,777');
    await form.getByLabel('Sponsor (optional)').fill('E2E Sponsor');
    await form
      .getByLabel('Reason (read by the approver when the terms differ from the template)')
      .fill('E2E sponsored prize');
    await form.getByRole('button', { name: 'Schedule cycle' }).click();
    // Other terms than the template: another raffle operator approves before the cycle exists.
    await page
      .getByTestId('admin-notice')
      .getByText(/Sent for approval/)
      .waitFor();
    await approveAsSecondStaff('E2E Sponsor');
    await page.reload();
    const row = page.getByTestId('cycle-row').filter({ hasText: 'E2E Sponsor' });
    await row.getByText('scheduled').waitFor();
    const cycleId = Number(/#(\d+)/.exec((await row.textContent()) ?? '')?.[1]);
    expect(cycleId).toBeGreaterThan(0);
    await screenshot(page, 'cycles', 1280);
    // On The House is on sale: opening in its place is an approval too.
    await row.getByRole('button', { name: 'Open now' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Open now' }).click();
    await page
      .getByTestId('admin-notice')
      .getByText(/Sent for approval/)
      .waitFor();
    await approveAsSecondStaff(`Open cycle ${cycleId} now`);
    await page.reload();
    await row.getByText('open', { exact: true }).waitFor();
    await row.getByText('E2E Sponsor').waitFor();

    const home = await context.newPage();
    const tileShown = async () => {
      await home.goto('/');
      return home
        .getByRole('list', { name: 'Raffle products' })
        .locator(`a[href*="raffle_cycle_id=${cycleId}&raffle_type_id=3"]`)
        .count();
    };
    // The home page is drawn by the server from the open cycles, cached for 10 s (PAGE_PRODUCTS_CACHE_MS).
    await expect.poll(tileShown, { timeout: 20_000, interval: 1_000 }).toBe(1);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  }, 180_000);

  it('onboards a vendor whose CAC number the register confirms and account name the bank confirms, once finance approves; the vendor is then in the Pay4Me search', async () => {
    const { context, page } = await newPage(browser, baseUrl, desktopViewport);
    await signIn(page);
    await page.locator('#admin-nav').getByRole('link', { name: 'Vendors' }).click();
    await page.waitForURL('**/admin/vendors');
    await page.getByRole('button', { name: 'Onboard a vendor' }).click();
    const form = page.getByRole('form', { name: 'Onboard a vendor' });
    await form.getByLabel('Business name').fill('Ada Suya Spot');
    // A fresh active business on the identity emulator (README, "Identity checks").
    await form.getByLabel('CAC number (RC or BN)').fill('BN 3141592');
    await form.getByRole('button', { name: 'Check CAC' }).click();
    await form.getByTestId('registered-name').getByText('TEST BUSINESS 3141592 ENTERPRISES').waitFor();
    await form.getByLabel("This is the vendor's business: accept the registered name").check();
    await form.getByLabel('Business address').fill('7 Herbert Macaulay Way, Yaba');
    await form.getByLabel('Industry').fill('Food');
    await form.getByLabel('Contact name').fill('Ada Obi');
    await form.getByLabel('Phone').fill('0809 111 2233');
    await form.getByLabel('Email').fill('ada.suya@example.com');
    await form.getByLabel('Username for their sign-in').fill('ada.suya');
    await chooseBank(form, 'GTBank');
    await form.getByLabel('Account number').fill('1111111112');
    await form.getByRole('button', { name: 'Check name' }).click();
    await form.getByTestId('account-name').getByText('ADAEZE OKAFOR').waitFor();
    expect(await form.getByRole('button', { name: 'Send for approval' }).isDisabled()).toBe(true);
    await form.getByLabel("This is the vendor's account: accept this name").check();
    await screenshot(page, 'vendor-onboarding', 1280);
    await form.getByRole('button', { name: 'Send for approval' }).click();
    // Onboarding is an approval for finance; the account holder is neither the business nor the contact.
    await page
      .getByTestId('admin-notice')
      .getByText(/Sent for approval: Ada Suya Spot is onboarded once a finance staff member approves/)
      .waitFor();
    await page
      .getByTestId('admin-notice')
      .getByText(/matches neither the business nor the contact/)
      .waitFor();
    await approveAsSecondStaff('Ada Suya Spot');
    await page.reload();
    await page.getByTestId('vendor-row').getByRole('link', { name: 'Ada Suya Spot' }).click();
    await page.getByRole('heading', { name: 'Ada Suya Spot' }).waitFor();
    const qr = page.getByRole('img', { name: /QR code/ });
    await expect
      .poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await screenshot(page, 'vendor', 1280);

    const buyer = await context.newPage();
    const cycle = await openCycleFor(new ApiClient(baseUrl), 2);
    await buyer.goto(`/pay4me?raffle_cycle_id=${cycle.raffle_cycle_id}&raffle_type_id=2`);
    await buyer.getByLabel('Your phone number').fill('08051112222');
    await buyer.getByRole('button', { name: 'Next' }).click();
    await buyer.getByRole('combobox', { name: 'Vendor' }).fill('suya');
    await buyer.getByRole('option', { name: 'Ada Suya Spot' }).waitFor();
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  }, 180_000);

  it("finds a customer's order by phone and opens its timeline", async () => {
    const api = new ApiClient(baseUrl);
    const { orderId } = await createCardOrder(api, await openCycleFor(api, 1), '0807 654 3210');
    const { context, page } = await newPage(browser, baseUrl, desktopViewport);
    await signIn(page);
    for (const [width, viewport] of [
      [1280, desktopViewport],
      [375, phoneViewport],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto('/admin/support');
      await page.getByLabel('Phone, email, username, order id or transfer id').fill('08076543210');
      await page.getByRole('button', { name: 'Search' }).click();
      const order = page.getByTestId('order-row').filter({ hasText: orderId });
      await order.waitFor();
      await screenshot(page, 'support-search', width);
      await order.getByRole('link', { name: orderId }).click();
      await page.getByRole('heading', { name: `Order ${orderId}` }).waitFor();
      await page
        .getByTestId('timeline-event')
        .first()
        .getByText(/Order created/)
        .waitFor();
      await page.getByRole('button', { name: 'Ask the gateway again' }).click();
      await page.getByTestId('admin-notice').waitFor();
      await screenshot(page, 'order', width);
    }
    for (const screen of ['cycles', 'vendors'] as const) {
      await page.goto(`/admin/${screen}`);
      await page
        .getByTestId(screen === 'cycles' ? 'cycle-row' : 'vendor-row')
        .first()
        .waitFor();
      await screenshot(page, screen, 375);
      // Wide tables scroll inside their card; the page itself never scrolls sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});
