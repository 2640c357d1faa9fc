import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktopViewport, launchBrowser, newPage, pageProblems, phoneViewport } from '../support/browser';
import { repoRoot } from '../support/server';
import { transferAnswer } from '../support/banks';

/**
 * Issue 27 item 1 at 375 px: a winner cashes out to OPay (the emulator pays its test accounts at every
 * institution), finding it by name in the searchable list, with a number pasted from WhatsApp; and a number
 * typed first suggests the banks it can belong to.
 */
const baseUrl = inject('baseUrl');
const screenshotDir = path.join(repoRoot, 'e2e/screenshots');
const demoPassword = 'Demo-Password-1';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir(screenshotDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function openTransfer(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Username').fill('demo.customer');
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
  await page.goto('/dashboard/transfer');
  await page.getByRole('heading', { name: 'Transfer Funds' }).waitFor();
}

async function screenshot(page: Page, name: string, width: number) {
  await page.screenshot({ path: path.join(screenshotDir, `banks-${name}-${width}.png`), fullPage: true });
}

describe('every bank and fintech on the Transfer page', () => {
  it('a customer searches "opay", picks OPay, pastes "111-111-1112", sees the name at once and cashes out', async () => {
    // A phone: taps are touch events, so the list must work without a mouse.
    const context = await browser.newContext({ baseURL: baseUrl, viewport: phoneViewport, hasTouch: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openTransfer(page);

    const picker = page.getByRole('combobox', { name: 'Bank', exact: true });
    await picker.tap();
    await picker.pressSequentially('opay');
    const list = page.getByRole('listbox', { name: 'Banks' });
    await expect.poll(() => list.getByRole('option').allTextContents()).toEqual(['OPay']);
    await screenshot(page, 'search-opay', 375);
    const axe = await new AxeBuilder({ page }).include('.bank-picker').analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await list.getByRole('option', { name: 'OPay', exact: true }).tap();
    expect(await picker.inputValue()).toBe('OPay');

    // A paste arrives as one input of the whole text, separators and all.
    const accountField = page.getByLabel('Account No.');
    await accountField.focus();
    await page.keyboard.insertText('111-111-1112');
    expect(await accountField.inputValue()).toBe('1111111112');
    // Name enquiry runs on its own as soon as a bank and ten digits are in.
    await page.getByTestId('account-name').getByText('ADAEZE OKAFOR', { exact: true }).waitFor();

    await page.getByLabel('Amount').fill('1000');
    await page.getByLabel('Yes, send the money to ADAEZE OKAFOR').check();
    await screenshot(page, 'opay-filled', 375);
    await page.getByRole('button', { name: 'Transfer Now' }).click();
    // The review sheet, confirmed with the demo customer's transaction PIN (README).
    const sheet = page.getByRole('dialog', { name: 'Review your transfer' });
    await sheet.getByText('OPay', { exact: true }).waitFor();
    await sheet.getByLabel('Transaction PIN').fill('2580');
    await sheet.getByRole('button', { name: 'Send ₦1,000.00' }).tap();
    await transferAnswer(page).getByText('Transfer of ₦1,000.00 successful!').waitFor({ timeout: 30_000 });
    await screenshot(page, 'opay-done', 375);

    await page.goto('/dashboard/reports');
    // Newest first: earlier runs' transfers to the same account sit below this one.
    await page
      .getByRole('table', { name: 'Transaction Reports' })
      .getByRole('row')
      .filter({ hasText: 'ADAEZE OKAFOR (OPay 1111111112)' })
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('typing the number first suggests OPay, PalmPay and the banks whose check digit fits; one tap names it', async () => {
    for (const [viewport, width] of [
      [phoneViewport, 375],
      [desktopViewport, 1280],
    ] as const) {
      const { context, page } = await newPage(browser, baseUrl, viewport);
      await openTransfer(page);
      await page.getByLabel('Account No.').fill('111111111');
      await page.getByText('1 more digit needed: account numbers have 10 digits.').waitFor();
      await page.getByLabel('Account No.').fill('1111111112');
      const suggestions = page.getByRole('group', { name: 'Suggested banks' });
      const names = await suggestions.getByRole('button').allTextContents();
      expect(names.slice(0, 2)).toEqual(['OPay', 'PalmPay']);
      expect(names).toContain('GTBank');
      await screenshot(page, 'number-first', width);
      await suggestions.getByRole('button', { name: 'PalmPay', exact: true }).click();
      expect(await page.getByRole('combobox', { name: 'Bank', exact: true }).inputValue()).toBe('PalmPay');
      await page.getByTestId('account-name').getByText('ADAEZE OKAFOR', { exact: true }).waitFor();

      // Over the balance: said on the amount field before anything is sent.
      await page.getByLabel('Amount').fill('99999999');
      await page.getByText(/^You have ₦[\d,.]+ – enter ₦[\d,.]+ or less$/).waitFor();
      await screenshot(page, 'over-balance', width);
      expect(pageProblems(page)).toEqual([]);
      await context.close();
    }
  });
});
