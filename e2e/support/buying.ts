import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { drawOrder } from '@chancepay/shared/draw';
import { hexFromBytes } from '@chancepay/shared/sha256';
import type { Browser, Page } from 'playwright-core';
import { repoRoot } from './server';

/**
 * Helpers for the buying tests: cycles opened through the sandbox with a FIXED server seed, and a client
 * seed the test chooses, so every order's outcome is known before the card is "charged".
 */

export const FIXED_SERVER_SEED = '5e'.repeat(32);

export interface SandboxCycle {
  cycleId: number;
  ticketPriceKobo: number;
  winnableKobo: number;
  payoutRatioBps: number;
}

/** POST /sandbox/raffle/cycles (sandbox only): opens a cycle for the types, closing their current one. */
export async function openFixedSeedCycle(
  baseUrl: string,
  options: { typeId: number; ticketPrice?: string; winnableAmount?: string; payoutRatioBps?: number },
): Promise<SandboxCycle> {
  const body = {
    raffle_type_id: options.typeId,
    server_seed: FIXED_SERVER_SEED,
    ticket_price: options.ticketPrice ?? '250.00',
    winnable_amount: options.winnableAmount ?? '1000.00',
    payout_ratio_bps: options.payoutRatioBps ?? 7000,
  };
  const response = await fetch(`${baseUrl}/sandbox/raffle/cycles`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data?: { raffle_cycle?: { raffle_cycle_id: number } } };
  const cycleId = answer.data?.raffle_cycle?.raffle_cycle_id;
  if (!response.ok || !cycleId) throw new Error(`Could not open a sandbox cycle: ${JSON.stringify(answer)}`);
  return {
    cycleId,
    ticketPriceKobo: Math.round(Number(body.ticket_price) * 100),
    winnableKobo: Math.round(Number(body.winnable_amount) * 100),
    payoutRatioBps: body.payout_ratio_bps,
  };
}

export interface WantedDraw {
  orderSeq: number;
  tickets: number;
  win: boolean;
  /** The cycle's prize unless given (Scan2Pay4Me: the amount due). */
  prizeKobo?: number;
}

/**
 * A client seed that gives every listed order of the cycle its wanted outcome (the page's seed is fixed
 * for the whole test, so a test that buys twice in one cycle asks for both orders at once).
 */
export function clientSeedFor(cycle: SandboxCycle, ...wanted: WantedDraw[]): string {
  for (let attempt = 0; attempt < 100_000; attempt++) {
    const clientSeedHex = hexFromBytes(crypto.getRandomValues(new Uint8Array(16)));
    const fits = wanted.every(
      (order) =>
        drawOrder({
          serverSeedHex: FIXED_SERVER_SEED,
          cycleId: cycle.cycleId,
          orderSeq: order.orderSeq,
          clientSeedHex,
          tickets: order.tickets,
          ticketPriceKobo: cycle.ticketPriceKobo,
          payoutRatioBps: cycle.payoutRatioBps,
          prizeKobo: order.prizeKobo ?? cycle.winnableKobo,
        }).won === order.win,
    );
    if (fits) return clientSeedHex;
  }
  throw new Error('No client seed found for the wanted outcomes');
}

/**
 * Makes the page's CSPRNG hand out this client seed whenever 16 random bytes are asked for (the browser's
 * client seed, DOMAIN.md The draw). Installed before any page script runs; other sizes stay random.
 */
export async function chooseClientSeed(page: Page, clientSeedHex: string): Promise<void> {
  await page.addInitScript((hex: string) => {
    const bytes = new Uint8Array(hex.match(/../g)!.map((pair) => parseInt(pair, 16)));
    const original = crypto.getRandomValues.bind(crypto);
    crypto.getRandomValues = (<T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint8Array && array.length === 16) {
        array.set(bytes);
        return array;
      }
      return original(array as never) as T;
    }) as typeof crypto.getRandomValues;
  }, clientSeedHex);
}

export const screenshotsDir = path.join(repoRoot, 'e2e', 'screenshots');

export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(screenshotsDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage: true });
}

export const DEMO_PASSWORD = 'Demo-Password-1';

/** A demo user's wallet balance in naira text ("1000.00"), read through the real login API. */
export async function walletBalanceOf(browser: Browser, baseUrl: string, username: string): Promise<string> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const csrf = (await (await context.request.get('/api/context-proxy/v1/csrf')).json()) as {
      token: string;
    };
    const login = await context.request.post('/api/jwt-auth/v1/token', {
      data: { username, password: DEMO_PASSWORD },
      headers: { 'X-CSRF-Token': csrf.token },
    });
    const body = (await login.json()) as { data?: { wallet_balance?: string } };
    if (!login.ok() || typeof body.data?.wallet_balance !== 'string') {
      throw new Error(`Could not log in as ${username}: ${JSON.stringify(body)}`);
    }
    return body.data.wallet_balance;
  } finally {
    await context.close();
  }
}

/** The id of a registered vendor, from the public vendor list (what the Pay4Me dropdown shows). */
export async function vendorIdByName(baseUrl: string, name: string): Promise<string> {
  const csrfResponse = await fetch(`${baseUrl}/api/context-proxy/v1/csrf`);
  const { token } = (await csrfResponse.json()) as { token: string };
  const cookie = csrfResponse.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const response = await fetch(`${baseUrl}/api/context-proxy/v1/action`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': token, Cookie: cookie },
    body: JSON.stringify({ action_type: 'get_vendors', parameters: {} }),
  });
  const body = (await response.json()) as {
    data?: { vendors?: { vendor_id: string; vendor_name: string }[] };
  };
  const vendor = body.data?.vendors?.find((candidate) => candidate.vendor_name === name);
  if (!vendor) throw new Error(`No vendor named ${name}: ${JSON.stringify(body)}`);
  return vendor.vendor_id;
}

/** The URL a vendor's QR code encodes (DOMAIN.md Vendors). */
export function vendorQrPath(vendorId: string): string {
  return `/scan2pay4me?raffle_type_id=2&vendor_id=${encodeURIComponent(vendorId)}`;
}

/** Naira text ("1,250.00" or "1250.00") as kobo, for comparing balances. */
export function koboOf(naira: string): number {
  return Math.round(Number(naira.replace(/[₦,]/g, '')) * 100);
}

/** Signs demo.customer in on the login page and waits for the dashboard. */
export async function logInAsDemoCustomer(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill('demo.customer');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /log ?in/i }).click();
  await page.waitForURL(/\/dashboard$/);
}

/** A line of the "Your receipt" card under a payment's result ("Order number in cycle" -> "1"). */
export async function resultReceiptValue(page: Page, label: string): Promise<string | null> {
  return page
    .getByRole('region', { name: 'Your receipt' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::dd')
    .textContent();
}

/** The open receipt's value for a label ("Reference" -> the order id; "Tax withheld (5%)" as written). */
export async function receiptValue(page: Page, label: string): Promise<string> {
  const receipt = page.getByRole('region', { name: 'Receipt', exact: true });
  return (
    (await receipt
      .locator('.receipt-line')
      .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label.replace(/[()%]/g, '\\$&')}$`) }) })
      .locator('dd')
      .textContent()) ?? ''
  );
}
