import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktopViewport, launchBrowser, newPage, pageProblems, phoneViewport } from '../support/browser';
import { latestMessageTo } from '../support/outbox';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
}

const unique = Date.now().toString(36).slice(-6);
// A valid MTN number no demo account uses, different on every run of a persistent server.
const phoneDigits = `0803${String(Date.now()).slice(-7)}`;
const phoneE164 = `+234${phoneDigits.slice(1)}`;

describe('accounts in the browser', () => {
  it('signs up, verifies the phone with the texted code (which signs in), idles into the warning, stays, logs out', async () => {
    const { context, page } = await newPage(browser, baseUrl, desktopViewport);
    await page.clock.install();
    const username = `e2e.${unique}`;
    const password = 'a long enough e2e passphrase';

    await page.goto('/signup');
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('Sign up | ChancePay');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel('Phone number').fill(phoneDigits);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByLabel('I am 18 years old or older').check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Verify your phone number' }).waitFor();

    const sms = await latestMessageTo(baseUrl, phoneE164);
    expect(sms.channel).toBe('sms');
    await page.getByLabel('Code').fill(sms.code!);
    await page.getByRole('button', { name: 'Verify' }).click();
    // The right code signs the person in (issue #27 item 9): no second password entry.
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByRole('banner').textContent()).toContain(username);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('auth_token'),
      refresh: localStorage.getItem('refresh_token'),
      cookieVisible: document.cookie.includes('cp_refresh'),
    }));
    expect(stored.token).toBeTruthy();
    expect(stored.refresh).toBe('httponly-cookie');
    expect(stored.cookieVisible).toBe(false);

    // One idle minute (the refresh check runs against the real server meanwhile).
    await page.clock.fastForward(61_000);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Session Expiring');
    expect(await dialog.textContent()).toContain('You have been inactive. You will be logged out soon.');
    expect(await dialog.textContent()).toContain('Do you want to stay logged in?');
    await dialog.getByRole('button', { name: 'Stay Logged In' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Still signed in: the page can read the user's data with the (refreshed) token.
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    // The session is over on the server too: the refresh cookie no longer works.
    const refresh = await page.evaluate(async () => {
      const csrf = (await (await fetch('/api/context-proxy/v1/csrf')).json()) as { token: string };
      const response = await fetch('/api/jwt-auth/v1/token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf.token },
        body: '{}',
      });
      return response.status;
    });
    expect(refresh).toBe(401);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('logs out by itself two idle minutes after login', async () => {
    const { context, page } = await newPage(browser, baseUrl, desktopViewport);
    await page.clock.install();
    await logIn(page, 'demo.customer', 'Demo-Password-1');
    await page.clock.fastForward(61_000);
    await page.getByRole('dialog').waitFor();
    await page.clock.fastForward(60_000);
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await context.close();
  });

  it('resets a forgotten password through the mailed link and logs in with the new one', async () => {
    const { context, page } = await newPage(browser, baseUrl, phoneViewport);
    const username = `reset.${unique}`;
    const email = `${username}@example.com`;
    // A verified account to reset: sign up through the API like the page does.
    const csrfResponse = await fetch(`${baseUrl}/api/context-proxy/v1/csrf`);
    const cookie = csrfResponse.headers.get('set-cookie')!.split(';')[0]!;
    const { token: csrf } = (await csrfResponse.json()) as { token: string };
    const headers = { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf, cookie };
    const phone = `0805${String(Date.now()).slice(-7)}`;
    const registered = await fetch(`${baseUrl}/api/user/register`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        username,
        email,
        phone_number: phone,
        password: 'the old passphrase here',
        age_confirmed: true,
      }),
    });
    expect(registered.status).toBe(201);
    const { data } = (await registered.json()) as { data: { verification_token: string } };
    const code = (await latestMessageTo(baseUrl, `+234${phone.slice(1)}`)).code!;
    const verified = await fetch(`${baseUrl}/api/user/verify-phone`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ verification_token: data.verification_token, code }),
    });
    expect(verified.status).toBe(200);

    await page.goto('/reset-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Reset link sent! Please check your email.').waitFor();

    const mail = await latestMessageTo(baseUrl, email);
    const link = mail.links.find((candidate) => candidate.includes('/reset-password?token='))!;
    expect(link).toBeTruthy();
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('the brand new passphrase');
    await page.getByLabel('Confirm new password').fill('the brand new passphrase');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password reset successful! You can now log in.').waitFor();
    await page.waitForURL('**/login');

    // The link is spent: opening it again goes to /404.
    await page.goto(link);
    await page.waitForURL('**/404');

    await logIn(page, username, 'the brand new passphrase');
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('sends a visitor to /login and back to the page they wanted', async () => {
    const { context, page } = await newPage(browser, baseUrl, desktopViewport);
    await page.goto('/dashboard/profile');
    await page.waitForURL('**/login');
    await page.getByLabel('Username').fill('demo.vendor');
    await page.getByLabel('Password', { exact: true }).fill('Demo-Password-1');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard/profile');
    await page
      .getByRole('region', { name: 'My Profile' })
      .getByText('Mama Put Kitchen', { exact: true })
      .waitFor();
    await context.close();
  });

  it('takes screenshots of the account pages at 375 px and 1280 px', async () => {
    for (const [label, viewport] of [
      ['375', phoneViewport],
      ['1280', desktopViewport],
    ] as const) {
      const { context, page } = await newPage(browser, baseUrl, viewport);
      await page.goto('/login');
      await page.getByRole('button', { name: 'Login' }).waitFor();
      await page.screenshot({ path: `screenshots/accounts-login-${label}.png`, fullPage: true });
      await page.goto('/signup');
      await page.getByRole('button', { name: 'Sign up' }).waitFor();
      await page.screenshot({ path: `screenshots/accounts-signup-${label}.png`, fullPage: true });
      await logIn(page, 'demo.customer', 'Demo-Password-1');
      await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `screenshots/accounts-dashboard-${label}.png`, fullPage: true });
      if (viewport.width < 768) {
        // The phone footer menu fits the screen: its last entry, Logout, is not pushed off to the right.
        const footerLogout = page
          .getByRole('navigation', { name: 'Dashboard menu' })
          .getByRole('button', { name: 'Logout' });
        const box = await footerLogout.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      }
      await page.goto('/dashboard/profile');
      await page.getByRole('heading', { name: 'My Profile' }).waitFor();
      await page.screenshot({ path: `screenshots/accounts-profile-${label}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await page.goto('/');
      await page.getByRole('button', { name: /Ada Okafor/ }).waitFor();
      // Signed in, the top bar still fits the phone: nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await page.getByRole('button', { name: /Ada Okafor/ }).click();
      await page.screenshot({ path: `screenshots/accounts-topbar-menu-${label}.png` });
      expect(pageProblems(page)).toEqual([]);
      await context.close();
    }
  });
});
