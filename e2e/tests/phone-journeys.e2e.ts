import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient, openCycleFor } from '../support/api';
import { launchBrowser, newPage, pageProblems, phoneViewport } from '../support/browser';
import { latestMessageTo } from '../support/outbox';
import { repoRoot } from '../support/server';

/**
 * Issue #27 items 7 and 9 on a 375 px phone: the header menu reaches Profile and Reports, a self-excluded
 * customer sees the products disabled with the end date, a reload during sign-up resumes the code step and the
 * code signs the person in, a reset by SMS code, and the inactivity logout's reason with the form kept.
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

let serial = 0;
/** A fresh number and username for each journey (a persistent server keeps earlier runs' accounts). */
function freshPerson(label: string) {
  serial += 1;
  const digits = `0813${String(Date.now() + serial * 7919).slice(-7)}`;
  const username = `${label}.${Date.now().toString(36).slice(-5)}${serial}`;
  return { username, email: `${username}@example.com`, digits, e164: `+234${digits.slice(1)}` };
}

/** A verified customer made through the API as the sign-up page would (register, then the texted code). */
async function verifiedCustomer(label: string, password: string) {
  const person = freshPerson(label);
  const api = new ApiClient(baseUrl);
  const registered = await api.post<{ data: { verification_token: string } }>('/api/user/register', {
    username: person.username,
    email: person.email,
    phone_number: person.digits,
    password,
    age_confirmed: true,
  });
  expect(registered.status).toBe(201);
  const sms = await latestMessageTo(baseUrl, person.e164, /code/);
  const verified = await api.post('/api/user/verify-phone', {
    verification_token: registered.body.data.verification_token,
    code: sms.code,
  });
  expect(verified.status).toBe(200);
  return person;
}

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
}

const password = 'a long enough phone passphrase';

describe('everyday account journeys on a phone', () => {
  it('opens Profile and Reports from the name in the header', async () => {
    const { context, page } = await newPage(browser, baseUrl, phoneViewport);
    await logIn(page, 'demo.customer', 'Demo-Password-1');
    const banner = page.getByRole('banner');
    const menu = banner.getByRole('button', { name: /demo\.customer.*account menu/ });
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await page.screenshot({ path: path.join(screenshotDir, 'phone-header-menu-375.png') });
    await banner.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL('**/dashboard/profile');
    await menu.click();
    await banner.getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL('**/dashboard/reports');
    // The spec's footer menu is still there, as it was.
    const footer = page.getByRole('navigation', { name: 'Dashboard menu' });
    expect(await footer.getByRole('link', { name: 'Transfer' }).count()).toBe(1);
    expect(await footer.getByRole('button', { name: 'Logout' }).count()).toBe(1);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('resumes the code step after a reload during sign-up, and the code signs the person in', async () => {
    const person = freshPerson('reload');
    const { context, page } = await newPage(browser, baseUrl, phoneViewport);
    await page.goto('/signup');
    await page.getByLabel('Username').fill(person.username);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Phone number').fill(person.digits);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByLabel('I am 18 years old or older').check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Verify your phone number' }).waitFor();

    // The tab reloads while the person reads the SMS.
    await page.reload();
    await page.getByRole('heading', { name: 'Verify your phone number' }).waitFor();
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toContain(password);

    const sms = await latestMessageTo(baseUrl, person.e164, /code/);
    await page.getByLabel('Code').fill(sms.code!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: `Welcome, ${person.username}` }).waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'phone-signed-up-dashboard-375.png') });
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('shows a self-excluded customer the products disabled, with the end date', async () => {
    const person = await verifiedCustomer('excluded', password);
    const { context, page } = await newPage(browser, baseUrl, phoneViewport);
    await logIn(page, person.username, password);
    const excludedUntil = await page.evaluate(async () => {
      const csrf = (await (await fetch('/api/context-proxy/v1/csrf')).json()) as { token: string };
      const response = await fetch('/api/user/self-exclusion', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-CSRF-Token': csrf.token,
          Authorization: `Bearer ${localStorage.getItem('auth_token')}`,
        },
        body: JSON.stringify({ period: '6_months' }),
      });
      return ((await response.json()) as { data: { excluded_until: string } }).data.excluded_until;
    });
    const endDate = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Lagos',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date(excludedUntil));
    await page.goto('/dashboard');
    await page.getByText(`You excluded yourself until ${endDate}`).waitFor();
    const products = page.getByRole('list', { name: 'Active products' });
    // Every product's tile says it; the first one saying it shows the list has been drawn so (no link below).
    await products.getByText('Not available to you now').first().waitFor();
    expect(await products.getByRole('link').count()).toBe(0);
    await page.screenshot({
      path: path.join(screenshotDir, 'phone-excluded-dashboard-375.png'),
      fullPage: true,
    });

    // The product page itself has no form and no Pay button either.
    const cycle = await openCycleFor(new ApiClient(baseUrl), 1);
    await page.goto(`/dashboard/get-cash?raffle_cycle_id=${cycle.raffle_cycle_id}&raffle_type_id=1`);
    await page.getByText(`You excluded yourself until ${endDate}`).waitFor();
    expect(await page.getByRole('button', { name: /^Pay / }).count()).toBe(0);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('resets a forgotten password by a code texted to the phone, then logs in with the new one', async () => {
    const person = await verifiedCustomer('smsreset', password);
    const { context, page } = await newPage(browser, baseUrl, phoneViewport);
    await page.goto('/reset-password');
    const bySms = page.getByRole('form', { name: 'Reset by SMS' });
    await bySms.getByLabel('Phone number').fill(`+234 ${person.digits.slice(1)}`);
    await bySms.getByRole('button', { name: 'Text me a code' }).click();
    await page.getByText(/we have texted it a 6-digit code/).waitFor();
    const sms = await latestMessageTo(baseUrl, person.e164, /password reset code/);
    await bySms.getByLabel('Code from the SMS').fill(sms.code!);
    await bySms.getByLabel('New password', { exact: true }).fill('my brand new phone passphrase');
    await bySms.getByLabel('Confirm new password').fill('my brand new phone passphrase');
    await page.screenshot({ path: path.join(screenshotDir, 'phone-reset-by-sms-375.png'), fullPage: true });
    await bySms.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Password reset successful! You can now log in.').waitFor();
    await page.waitForURL('**/login');
    await page.getByLabel('Username').fill(person.digits);
    await page.getByLabel('Password', { exact: true }).fill('my brand new phone passphrase');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard');
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('says why after the inactivity logout, counts down before it, and brings the half-filled transfer back', async () => {
    const { context, page } = await newPage(browser, baseUrl, phoneViewport);
    await page.clock.install();
    await logIn(page, 'demo.customer', 'Demo-Password-1');
    await page.goto('/dashboard/transfer');
    const form = page.getByRole('main');
    await form.getByLabel('Amount', { exact: true }).fill('1500');
    await page.clock.fastForward(61_000);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByText(/Logging out in 0:\d\d/).waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'phone-session-countdown-375.png') });
    await page.clock.fastForward(60_000);
    await page.waitForURL('**/login');
    await page
      .getByText('You were signed out after 2 minutes without activity to keep your money safe', {
        exact: false,
      })
      .waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'phone-signed-out-reason-375.png') });
    await page.getByLabel('Username').fill('demo.customer');
    await page.getByLabel('Password', { exact: true }).fill('Demo-Password-1');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard/transfer');
    await expect
      .poll(() => page.getByRole('main').getByLabel('Amount', { exact: true }).inputValue())
      .toBe('1500');
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain('1500');
    await context.close();
  });
});
