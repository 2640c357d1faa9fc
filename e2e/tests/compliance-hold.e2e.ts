import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chooseBank } from '../support/banks';
import { desktopViewport, launchBrowser, newPage, pageProblems, phoneViewport } from '../support/browser';
import { repoRoot } from '../support/server';
import { demoStaff, signInToConsole, submitTotp } from '../support/staff';

/**
 * Issue #23 item 6 end to end: compliance opens a case on the demo customer in the console's Money laundering
 * screen and holds the wallet; the customer sees the hold with its case number on the dashboard and a transfer
 * to a bank is refused naming the case; compliance lifts the hold and the same transfer goes through.
 */
const baseUrl = inject('baseUrl');
const screenshotDir = path.join(repoRoot, 'e2e/screenshots');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir(screenshotDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function signInCustomer(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill('demo.customer');
  await page.getByLabel('Password', { exact: true }).fill('Demo-Password-1');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
}

/** The customer's id as staff find it: Support's search, whose account link carries it. */
async function customerIdInConsole(page: Page, username: string): Promise<string> {
  await page.goto(`/admin/support?q=${encodeURIComponent(username)}`);
  const row = page.getByTestId('account-row').filter({ hasText: `${username} · customer` });
  const href = await row.getByRole('link').getAttribute('href');
  const id = /\/admin\/support\/customers\/([\w-]+)$/.exec(href ?? '')?.[1];
  if (!id) throw new Error(`No customer link for ${username}: ${href}`);
  return id;
}

/** Fills a transfer of ₦1,000 to the emulator's OPay test account and confirms it with the demo PIN. */
async function sendToBank(page: Page) {
  await page.goto('/dashboard/transfer');
  await page.getByRole('heading', { name: 'Transfer Funds' }).waitFor();
  await chooseBank(page, 'OPay');
  await page.getByLabel('Account No.').fill('1111111112');
  await page.getByTestId('account-name').getByText('ADAEZE OKAFOR', { exact: true }).waitFor();
  await page.getByLabel('Amount').fill('1000');
  await page.getByLabel('Yes, send the money to ADAEZE OKAFOR').check();
  await page.getByRole('button', { name: 'Transfer Now' }).click();
  const sheet = page.getByRole('dialog', { name: 'Review your transfer' });
  await sheet.getByLabel('Transaction PIN').fill('2580');
  await sheet.getByRole('button', { name: 'Send ₦1,000.00' }).click();
}

/** No sideways scrolling at a phone's and a desktop's width; a screenshot of each to look at. */
async function fitsBothWidths(page: Page, name: string) {
  for (const viewport of [phoneViewport, desktopViewport]) {
    await page.setViewportSize(viewport);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
    await page.screenshot({
      path: path.join(screenshotDir, `compliance-hold-${name}-${viewport.width}.png`),
      fullPage: true,
    });
  }
}

describe('a compliance hold, seen by the customer and lifted', () => {
  it('holds the demo customer’s wallet, refuses their bank transfer naming the case, then lets it through', async () => {
    const customer = await newPage(browser, baseUrl, phoneViewport);
    await signInCustomer(customer.page);

    const staff = await newPage(browser, baseUrl, desktopViewport);
    await signInToConsole(staff.page, demoStaff.admin);
    const customerId = await customerIdInConsole(staff.page, 'demo.customer');
    await staff.page.getByRole('link', { name: 'Money laundering' }).click();
    await staff.page.getByRole('heading', { name: 'Money laundering' }).waitFor();
    await staff.page.getByRole('button', { name: 'Open a case on a customer or vendor' }).click();
    const form = staff.page.getByRole('form', { name: 'Open a case' });
    await form.getByLabel('Customer or vendor id').fill(customerId);
    await form.getByLabel('Title').fill('Browser test: money in and straight out');
    await fitsBothWidths(staff.page, 'open-case');
    await form.getByRole('button', { name: 'Open the case' }).click();
    const heading = staff.page.getByRole('heading', { name: /^Case .+: Browser test/ });
    await heading.waitFor();
    const caseNumber = /^Case (\S+):/.exec((await heading.textContent()) ?? '')?.[1];
    expect(caseNumber).toBeTruthy();

    const caseRegion = staff.page.getByRole('region', { name: 'The case' });
    await caseRegion.getByRole('button', { name: 'Hold the wallet' }).click();
    // The only dialog open (the console's action dialog has no accessible name of its own).
    const holdDialog = staff.page.getByRole('dialog');
    await holdDialog.getByLabel('Reason').fill('Layering through new wallets; pending review');
    await holdDialog.getByRole('button', { name: 'Hold the wallet' }).click();
    await staff.page.getByTestId('admin-notice').getByText(`on hold (case ${caseNumber})`).waitFor();
    await caseRegion.getByText('The wallet is on hold since').waitFor();
    await fitsBothWidths(staff.page, 'case');

    await customer.page.goto('/dashboard');
    const banner = customer.page.getByTestId('wallet-hold');
    await banner.getByText(`Wallet on hold (case ${caseNumber})`).waitFor();
    await customer.page.screenshot({ path: path.join(screenshotDir, 'compliance-hold-dashboard-375.png') });
    await sendToBank(customer.page);
    await customer.page
      .getByRole('alert')
      .filter({ hasText: `case ${caseNumber}` })
      .waitFor({ timeout: 30_000 });
    await expect(customer.page.getByText('Transfer of ₦1,000.00 successful!').count()).resolves.toBe(0);

    await caseRegion.getByRole('button', { name: 'Lift the hold' }).click();
    const liftDialog = staff.page.getByRole('dialog');
    await liftDialog.getByLabel('Reason').fill('Source of funds documented');
    await liftDialog.getByRole('button', { name: 'Lift the hold' }).click();
    await staff.page.getByTestId('admin-notice').getByText('The hold is lifted').waitFor();
    await caseRegion.getByText('The wallet is not on hold.').waitFor();
    await staff.page.getByRole('link', { name: 'Money laundering: cases' }).click();
    await staff.page.getByRole('link', { name: caseNumber! }).waitFor();
    await fitsBothWidths(staff.page, 'cases');
    await staff.page.getByRole('button', { name: 'Large transactions' }).click();
    await staff.page.getByText('No large-transaction record waits to be filed.').waitFor();
    await fitsBothWidths(staff.page, 'large');

    await customer.page.goto('/dashboard');
    await sendToBank(customer.page);
    await customer.page.getByText('Transfer of ₦1,000.00 successful!').waitFor({ timeout: 30_000 });
    await customer.page.goto('/dashboard');
    await expect.poll(() => customer.page.getByTestId('wallet-hold').count()).toBe(0);

    expect(pageProblems(customer.page)).toEqual([]);
    expect(pageProblems(staff.page)).toEqual([]);
    await customer.context.close();
    await staff.context.close();
  });

  it('closes a case as reported only when a second compliance member approves it in Approvals', async () => {
    const maker = await newPage(browser, baseUrl, desktopViewport);
    await signInToConsole(maker.page, demoStaff.admin);
    const customerId = await customerIdInConsole(maker.page, 'demo.customer');
    await maker.page.goto('/admin/aml');
    await maker.page.getByRole('button', { name: 'Open a case on a customer or vendor' }).click();
    const form = maker.page.getByRole('form', { name: 'Open a case' });
    await form.getByLabel('Customer or vendor id').fill(customerId);
    await form.getByLabel('Title').fill('Browser test: report to the NFIU');
    await form.getByRole('button', { name: 'Open the case' }).click();
    const heading = maker.page.getByRole('heading', { name: /^Case .+: Browser test: report/ });
    await heading.waitFor();
    const caseNumber = /^Case (\S+):/.exec((await heading.textContent()) ?? '')?.[1];
    const caseRegion = maker.page.getByRole('region', { name: 'The case' });
    await caseRegion.getByRole('button', { name: 'Close as reported' }).click();
    const dialog = maker.page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('Funds in from 14 new wallets, out to one account within minutes');
    await dialog.getByRole('button', { name: 'Ask for approval' }).click();
    await maker.page.getByTestId('admin-notice').getByText('another compliance member').waitFor();
    await caseRegion.getByText('Status: Open').waitFor();

    // The requester cannot approve their own report.
    await maker.page.locator('#admin-nav').getByRole('link', { name: 'Approvals' }).click();
    const own = maker.page.getByTestId('approval').filter({ hasText: `Close case ${caseNumber} (` });
    await own.getByText('Your request: another staff member must decide it.').waitFor();

    // demo.finance also has the compliance role: approves with a fresh code.
    const checker = await newPage(browser, baseUrl, desktopViewport);
    await signInToConsole(checker.page, demoStaff.finance);
    await checker.page.locator('#admin-nav').getByRole('link', { name: 'Approvals' }).click();
    const request = checker.page.getByTestId('approval').filter({ hasText: `Close case ${caseNumber} (` });
    await request.getByText('compliance_case.report').waitFor();
    await request.getByRole('button', { name: 'Approve' }).click();
    const approve = checker.page.getByRole('dialog');
    await submitTotp(
      checker.page,
      demoStaff.finance.secret,
      () => approve.getByRole('button', { name: 'Approve and carry out' }).click(),
      approve.getByLabel('Code from your authenticator app'),
    );
    await checker.page.getByText('Approved and carried out.').waitFor();

    await maker.page.goBack();
    await maker.page.reload();
    await maker.page.getByRole('region', { name: 'The case' }).getByText('Status: Reported').waitFor();
    expect(pageProblems(maker.page)).toEqual([]);
    expect(pageProblems(checker.page)).toEqual([]);
    await maker.context.close();
    await checker.context.close();
  });
});
