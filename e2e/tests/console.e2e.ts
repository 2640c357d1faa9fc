import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktopViewport, launchBrowser, newPage, pageProblems, phoneViewport } from '../support/browser';
import { repoRoot } from '../support/server';
import { demoStaff, signInToConsole, submitTotp } from '../support/staff';

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

describe('the operator console', () => {
  let admin: Page;
  let adminContext: BrowserContext;

  it('the demo staff member signs in with a TOTP code computed from the printed secret and sees the home page', async () => {
    ({ context: adminContext, page: admin } = await newPage(browser, baseUrl, phoneViewport));
    await admin.goto('/admin');
    await admin.waitForURL('**/admin/sign-in');
    await admin.getByRole('heading', { name: 'ChancePay console' }).waitFor();
    await admin.screenshot({ path: path.join(screenshotDir, 'console-sign-in-375.png'), fullPage: true });
    await admin.setViewportSize(desktopViewport);
    await admin.screenshot({ path: path.join(screenshotDir, 'console-sign-in-1280.png'), fullPage: true });

    // The whole sign-in (no session kept from an earlier test): this test is about signing in.
    await signInToConsole(admin, demoStaff.admin, { fresh: true });
    await admin.getByRole('heading', { name: /^Today in Lagos/ }).waitFor();
    expect(await admin.getByTestId('home-tickets').textContent()).toMatch(/^\d+$/);
    await admin.getByText('Per product').waitFor();
    // At 1280 px the whole menu is a sidebar left of the page, every entry and sign-out in view without scrolling.
    const menu = admin.locator('#admin-nav');
    const main = (await admin.locator('main').boundingBox())!;
    for (const entry of [
      menu.getByRole('link', { name: 'Home' }),
      menu.getByRole('link', { name: 'Audit log' }),
      menu.getByRole('link', { name: 'My security' }),
      menu.getByRole('button', { name: 'Sign out' }),
    ]) {
      const box = (await entry.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(main.x);
      expect(box.y + box.height).toBeLessThanOrEqual(desktopViewport.height);
    }
    await admin.screenshot({ path: path.join(screenshotDir, 'console-home-1280.png'), fullPage: true });
    await admin.setViewportSize(phoneViewport);
    await admin.getByRole('button', { name: 'Toggle navigation' }).waitFor();
    await admin.screenshot({ path: path.join(screenshotDir, 'console-home-375.png'), fullPage: true });
    await admin.setViewportSize(desktopViewport);
    expect(pageProblems(admin)).toEqual([]);
  });

  it('four eyes in the browser: one staff admin asks to grant a role, the other approves it with a fresh code', async () => {
    const username = `e2e.${Date.now().toString(36)}`;
    await admin.getByRole('link', { name: 'Staff', exact: true }).click();
    await admin.getByRole('button', { name: 'Invite a staff member' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Name', { exact: true }).fill('Eki Test');
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Email (the set-up link goes there)').fill(`${username}@example.com`);
    await dialog.getByLabel('Support').check();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await admin
      .getByText('Invitation sent. The roles take effect once another staff administrator approves them.')
      .waitFor();
    await admin.screenshot({ path: path.join(screenshotDir, 'console-staff-1280.png'), fullPage: true });

    // The requester cannot approve their own request.
    await admin.locator('#admin-nav').getByRole('link', { name: 'Approvals' }).click();
    const own = admin.getByTestId('approval').filter({ hasText: username });
    await own.getByText('Your request: another staff member must decide it.').waitFor();

    const { context: financeContext, page: finance } = await newPage(browser, baseUrl, phoneViewport);
    await signInToConsole(finance, demoStaff.finance);
    await finance.getByRole('button', { name: 'Toggle navigation' }).click();
    await finance.locator('#admin-nav').getByRole('link', { name: 'Approvals' }).click();
    const request = finance.getByTestId('approval').filter({ hasText: username });
    await request.getByRole('button', { name: 'Approve' }).click();
    const approveDialog = finance.getByRole('dialog');
    await submitTotp(
      finance,
      demoStaff.finance.secret,
      () => approveDialog.getByRole('button', { name: 'Approve and carry out' }).click(),
      approveDialog.getByLabel('Code from your authenticator app'),
    );
    await finance.getByText('Approved and carried out.').waitFor();
    await finance.screenshot({ path: path.join(screenshotDir, 'console-approvals-375.png'), fullPage: true });

    // The audit log shows the request and the change.
    await admin.getByRole('link', { name: 'Audit log', exact: true }).click();
    await admin.getByLabel('Action starts with').fill('staff.set_roles');
    await admin.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => admin.getByTestId('audit-row').count()).toBeGreaterThanOrEqual(2);
    await admin.screenshot({ path: path.join(screenshotDir, 'console-audit-log-1280.png'), fullPage: true });
    expect(pageProblems(admin)).toEqual([]);
    expect(pageProblems(finance)).toEqual([]);
    await financeContext.close();
    await adminContext.close();
  });
});
