import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktopViewport, launchBrowser, newPage, pageProblems } from '../support/browser';
import { freePort, startServer, type StartedServer } from '../support/server';

/**
 * Sign-up codes over real SMS protocols (issue 14): this file's server has Termii configured with a key,
 * pointed at the built-in Termii emulator, and Africa's Talking (no key) on its emulator as the second
 * provider. The code a new customer gets is read from GET /sandbox/sms/messages.
 */

let server: StartedServer | undefined;
let browser: Browser;

beforeAll(async () => {
  const port = await freePort();
  server = await startServer({
    PORT: String(port),
    LOG_LEVEL: 'fatal',
    // A key beside the sandboxes is a test deployment, and has to say so (issue #12).
    SANDBOX: 'on',
    SMS_PROVIDERS: 'termii,africastalking',
    TERMII_API_KEY: 'e2e-termii-key',
    TERMII_SECRET_KEY: 'e2e-termii-secret',
    TERMII_BASE_URL: `http://127.0.0.1:${port}/sandbox/termii`,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface EmulatedText {
  provider: string;
  to: string;
  text: string;
  status: string;
}

async function textsTo(e164: string): Promise<EmulatedText[]> {
  const response = await fetch(`${server!.baseUrl}/sandbox/sms/messages?to=${encodeURIComponent(e164)}`);
  return ((await response.json()) as { messages: EmulatedText[] }).messages;
}

async function signUp(page: Page, username: string, phone: string) {
  const password = 'a long enough e2e passphrase';
  await page.goto('/signup');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('I am 18 years old or older').check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('heading', { name: 'Verify your phone number' }).waitFor();
}

async function verifyWith(page: Page, text: EmulatedText) {
  const code = /\b(\d{6})\b/.exec(text.text)?.[1];
  expect(code).toBeDefined();
  await page.getByLabel('Code').fill(code!);
  await page.getByRole('button', { name: 'Verify' }).click();
  // The right code signs the person in (issue #27 item 9): the dashboard, not the login page.
  await page.waitForURL('**/dashboard');
}

describe('sign-up codes through the SMS emulators', () => {
  it('texts the code through Termii, which reports it delivered; verifying it works', async () => {
    const { context, page } = await newPage(browser, server!.baseUrl, desktopViewport);
    await signUp(page, `sms.${Date.now().toString(36)}`, '0809 000 0001');
    let texts: EmulatedText[] = [];
    await expect
      .poll(async () => (texts = await textsTo('+2348090000001')).length, { timeout: 10_000 })
      .toBe(1);
    expect(texts[0]).toMatchObject({ provider: 'termii', to: '+2348090000001' });
    await verifyWith(page, texts[0]!);
    // The emulator's signed delivery report came back a moment later.
    await expect
      .poll(async () => (await textsTo('+2348090000001'))[0]?.status, { timeout: 10_000 })
      .toBe('DELIVERED | Message delivered to handset');
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it("texts the code through Africa's Talking when Termii is down", async () => {
    const down = await fetch(`${server!.baseUrl}/sandbox/termii/outage`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ down: true }),
    });
    expect(down.status).toBe(200);
    try {
      const { context, page } = await newPage(browser, server!.baseUrl, desktopViewport);
      await signUp(page, `sms2.${Date.now().toString(36)}`, '0809 000 0007');
      let texts: EmulatedText[] = [];
      await expect
        .poll(async () => (texts = await textsTo('+2348090000007')).length, { timeout: 10_000 })
        .toBe(1);
      expect(texts[0]).toMatchObject({ provider: 'africastalking' });
      await verifyWith(page, texts[0]!);
      await context.close();
    } finally {
      await fetch(`${server!.baseUrl}/sandbox/termii/outage`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ down: false }),
      });
    }
  });
});
