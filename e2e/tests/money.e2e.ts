import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktopViewport, launchBrowser, newPage, pageProblems, phoneViewport } from '../support/browser';
import { repoRoot } from '../support/server';
import { chooseBank, transferAnswer } from '../support/banks';

const run = promisify(execFile);
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

async function logIn(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
}

async function screenshot(page: Page, name: string, width: number) {
  await page.screenshot({ path: path.join(screenshotDir, `money-${name}-${width}.png`), fullPage: true });
}

/** Reads a QR code out of a PNG file (the PDF page rendered by pdftoppm). */
async function decodeQr(pngPath: string): Promise<string | null> {
  const png = PNG.sync.read(await readFile(pngPath));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

describe('Dashboard money in the browser', () => {
  it('a customer with a balance transfers to the emulator success account and sees it Successful in Reports', async () => {
    const { context, page } = await newPage(browser, baseUrl, desktopViewport);
    await logIn(page, 'demo.customer');
    await page.getByTestId('wallet-balance').waitFor();
    const products = page.getByRole('list', { name: 'Active products' });
    await products.waitFor();
    await expect.poll(() => products.getByText('Transferable Amount').count()).toBeGreaterThan(0);
    await screenshot(page, 'customer-dashboard', 1280);

    await page.getByRole('link', { name: /Transfer Funds/ }).click();
    await page.waitForURL('**/dashboard/transfer');
    await chooseBank(page, 'GTBank');
    await page.getByLabel('Account No.').fill('1111111112');
    await page.getByTestId('account-name').getByText('ADAEZE OKAFOR', { exact: true }).waitFor();
    await page.getByLabel('Amount').fill('1500');
    await page.getByLabel(/Description/).fill('E2E rent');
    await page.getByLabel('Yes, send the money to ADAEZE OKAFOR').check();
    await screenshot(page, 'transfer-filled', 1280);
    await page.getByRole('button', { name: 'Transfer Now' }).click();
    // The review sheet, confirmed with the demo customer's transaction PIN (README, issue #27).
    const sheet = page.getByRole('dialog', { name: 'Review your transfer' });
    await sheet.getByLabel('Transaction PIN').fill('2580');
    await sheet.getByRole('button', { name: 'Send ₦1,500.00' }).click();
    await transferAnswer(page).getByText('Transfer of ₦1,500.00 successful!').waitFor({ timeout: 30_000 });
    await screenshot(page, 'transfer-done', 1280);

    await page
      .getByRole('navigation', { name: 'Dashboard', exact: true })
      .getByRole('link', { name: 'Reports' })
      .click();
    await page.waitForURL('**/dashboard/reports');
    // Newest first: this transfer's row, above earlier transfers to the same account.
    const row = page
      .getByRole('table', { name: 'Transaction Reports' })
      .getByRole('row')
      .filter({ hasText: 'ADAEZE OKAFOR (GTBank 1111111112)' })
      .first();
    await row.waitFor();
    await expect.poll(() => row.textContent()).toMatch(/Transfer.*₦1,500\.00.*Successful/);
    await page.getByLabel('Report Type').selectOption({ label: 'Transfers' });
    await page.getByLabel('Status').selectOption('Successful');
    await row.waitFor();
    await screenshot(page, 'reports', 1280);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('a vendor downloads the Scan To Pay PDF whose QR opens their Scan2Pay4Me URL', async () => {
    const { context, page } = await newPage(browser, baseUrl, desktopViewport);
    await logIn(page, 'demo.vendor');
    await page.getByRole('heading', { name: 'Mama Put Kitchen', level: 1 }).waitFor();
    await page.getByText(/welcome back/).waitFor();
    await screenshot(page, 'vendor-dashboard', 1280);
    const vendorId = await page.evaluate(async () => {
      const response = await fetch('/api/user/profile', {
        headers: { Authorization: `Bearer ${localStorage.getItem('auth_token')}` },
      });
      return ((await response.json()) as { data: { vendor: { vendor_id: string } } }).data.vendor.vendor_id;
    });

    const button = page.getByRole('button', { name: 'Download QR Code' });
    await expect.poll(() => button.isEnabled()).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe('Mama Put Kitchen_ScanToPay.pdf');
    const work = await mkdtemp(path.join(tmpdir(), 'chancepay-qr-'));
    try {
      const pdfPath = path.join(work, 'sheet.pdf');
      await download.saveAs(pdfPath);
      const { stdout: text } = await run('pdftotext', [pdfPath, '-']);
      expect(text).toContain('Scan To Pay');
      expect(text).toContain('Mama Put Kitchen');
      expect(text).toContain('Thank you!');
      await run('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', pdfPath, path.join(work, 'page')]);
      const [png] = (await readdir(work)).filter((name) => name.endsWith('.png'));
      expect(await decodeQr(path.join(work, png!))).toBe(
        `${baseUrl}/scan2pay4me?raffle_type_id=2&vendor_id=${vendorId}`,
      );
    } finally {
      await rm(work, { recursive: true, force: true });
    }
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('takes screenshots of the money pages at 375 px and 1280 px', async () => {
    for (const [viewport, width] of [
      [phoneViewport, 375],
      [desktopViewport, 1280],
    ] as const) {
      const customer = await newPage(browser, baseUrl, viewport);
      await logIn(customer.page, 'demo.customer');
      await customer.page.getByRole('list', { name: 'Active products' }).waitFor();
      if (width === 375) await screenshot(customer.page, 'customer-dashboard', width);
      await customer.page.goto('/dashboard/transfer');
      await chooseBank(customer.page, 'Heritage Bank (unavailable)');
      await customer.page
        .getByRole('region', { name: 'Transfer Funds' })
        .getByText(/The CBN revoked Heritage Bank/)
        .waitFor();
      await screenshot(customer.page, 'transfer-heritage', width);
      await customer.page.goto('/dashboard/reports');
      await customer.page.getByRole('table', { name: 'Transaction Reports' }).waitFor();
      if (width === 375) await screenshot(customer.page, 'reports', width);
      expect(pageProblems(customer.page)).toEqual([]);
      await customer.context.close();

      const vendor = await newPage(browser, baseUrl, viewport);
      await logIn(vendor.page, 'demo.vendor');
      await vendor.page.getByRole('heading', { name: 'Mama Put Kitchen', level: 1 }).waitFor();
      if (width === 375) await screenshot(vendor.page, 'vendor-dashboard', width);
      await vendor.page.goto('/dashboard/reports');
      await vendor.page.getByRole('table', { name: 'Transaction Reports' }).waitFor();
      await screenshot(vendor.page, 'vendor-reports', width);
      expect(pageProblems(vendor.page)).toEqual([]);
      await vendor.context.close();
    }
  });
});
