import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient, createCardOrder, openCycleFor, type OpenProduct } from '../support/api';
import {
  desktopViewport,
  launchBrowser,
  newPage,
  pageProblems,
  phoneViewport,
  waitForUrlOrExplain,
} from '../support/browser';
import { screenshot, vendorIdByName, vendorQrPath } from '../support/buying';

// Issue #27, item 8 (finding 12): on slow mobile data the product pages, a shop's QR page and /thank-you must
// say what matters before any script has run. With JavaScript off, the page is exactly the server's HTML.
const baseUrl = inject('baseUrl');
const DEMO_VENDOR = 'Mama Put Kitchen';
let browser: Browser;
let getCash: OpenProduct;
let pay4me: OpenProduct;
let vendorId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const api = new ApiClient(baseUrl);
  getCash = await openCycleFor(api, 1);
  pay4me = await openCycleFor(api, 2);
  vendorId = await vendorIdByName(baseUrl, DEMO_VENDOR);
});
afterAll(async () => {
  await browser?.close();
});

const naira = (amount: string) =>
  `₦${Number(amount).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const getCashPath = () => `/get-cash?raffle_cycle_id=${getCash.raffle_cycle_id}&raffle_type_id=1`;

async function withoutJavaScript<T>(run: (context: BrowserContext) => Promise<T>): Promise<T> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: phoneViewport,
    javaScriptEnabled: false,
  });
  try {
    return await run(context);
  } finally {
    await context.close();
  }
}

describe('the first HTML, before any script (375 px, JavaScript off)', () => {
  it("Get Cash shows the cycle's ticket price, prize and odds, and the form", async () => {
    await withoutJavaScript(async (context) => {
      const page = await context.newPage();
      await page.goto(getCashPath());
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: 'Get Cash' }).waitFor();
      const summary = await main.textContent();
      expect(summary).toContain(`Ticket price${naira(getCash.ticket_price)}`);
      expect(summary).toContain(naira(getCash.winnable_amount));
      expect(summary).toMatch(/Your chance to win\s*1 in \d+/);
      expect(summary).not.toContain('Loading');
      expect(await main.getByRole('button', { name: `Pay ${naira(getCash.ticket_price)}` }).count()).toBe(1);
      await screenshot(page, 'slow-network-get-cash-no-js-375');
    });
  });

  it("Scan2Pay4Me (a shop's QR code) shows the shop's name and address, the price and the spendable amount", async () => {
    await withoutJavaScript(async (context) => {
      const page = await context.newPage();
      await page.goto(vendorQrPath(vendorId));
      const shop = page.getByRole('region', { name: DEMO_VENDOR });
      await shop.waitFor();
      expect(await shop.textContent()).toContain(`Spendable amount${naira(pay4me.winnable_amount)}`);
      expect(await shop.textContent()).toMatch(/Address.+Lagos/);
      expect(await page.getByRole('form', { name: 'Pay this shop' }).textContent()).toContain(
        `Ticket price${naira(pay4me.ticket_price)}`,
      );
      await screenshot(page, 'slow-network-scan2pay4me-no-js-375');
    });
  });

  it('an unknown shop: the page\'s "could not find this shop", answered with 404', async () => {
    await withoutJavaScript(async (context) => {
      const page = await context.newPage();
      const response = await page.goto(vendorQrPath('0b6f3c1e-8d2a-4c55-9a11-2f0e6c7d8e90'));
      expect(response?.status()).toBe(404);
      await page.getByRole('alert').getByText('We could not find this shop.').waitFor();
    });
  });

  it('/thank-you says "Confirming your payment of ₦..." at once', async () => {
    const order = await createCardOrder(new ApiClient(baseUrl), getCash, '08031234567');
    await withoutJavaScript(async (context) => {
      const page = await context.newPage();
      await page.goto(`/thank-you?reference=${order.orderId}`);
      await page
        .getByRole('status')
        .getByText(`Confirming your payment of ${naira(getCash.ticket_price)}...`)
        .waitFor();
      await screenshot(page, 'slow-network-thank-you-no-js-375');
    });
  });

  it('the home page cards on a phone show the ticket price and the odds of one ticket', async () => {
    await withoutJavaScript(async (context) => {
      const page = await context.newPage();
      await page.goto('/');
      const tile = page
        .getByRole('list', { name: 'Raffle products' })
        .getByRole('link', { name: /Get Cash/ });
      await tile.waitFor();
      expect(await tile.textContent()).toContain(`${naira(getCash.ticket_price)} a ticket`);
      expect(await tile.textContent()).toMatch(/Odds 1 in \d+/);
      await expect.poll(() => tile.isVisible()).toBe(true);
      const price = tile.getByText(`${naira(getCash.ticket_price)} a ticket`);
      expect(await price.isVisible()).toBe(true);
    });
  });
});

describe('then the browser takes over the same page (JavaScript on)', () => {
  it.each([
    ['Get Cash', getCashPath],
    ['Scan2Pay4Me', () => vendorQrPath(vendorId)],
    ['the home page', () => '/'],
  ])('%s hydrates without a hydration error in the console', async (_name, path) => {
    for (const viewport of [phoneViewport, desktopViewport]) {
      const { context, page } = await newPage(browser, baseUrl, viewport);
      try {
        await page.goto(path());
        await page.waitForLoadState('networkidle');
        expect(pageProblems(page)).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('the Get Cash form works after hydration: the total follows the tickets', async () => {
    const { context, page } = await newPage(browser, baseUrl, phoneViewport);
    try {
      await page.goto(getCashPath());
      await page.waitForLoadState('networkidle');
      const form = page.getByRole('form', { name: 'Buy tickets' });
      await form.getByLabel('Number of tickets').fill('2');
      const twoTickets = naira(String(Number(getCash.ticket_price) * 2));
      await form.getByRole('button', { name: `Pay ${twoTickets}` }).waitFor();
      expect(pageProblems(page)).toEqual([]);
      await screenshot(page, 'slow-network-get-cash-hydrated-375');
    } finally {
      await context.close();
    }
  });

  /** Holds every script back, as 3G does for seconds after the HTML has arrived; returns the release. */
  async function holdScripts(context: BrowserContext) {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\.js(\?.*)?$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  it('what is typed into Get Cash before the scripts arrive is kept when they do', async () => {
    const { context, page } = await newPage(browser, baseUrl, phoneViewport);
    try {
      const release = await holdScripts(context);
      await page.goto(getCashPath(), { waitUntil: 'commit' });
      const form = page.getByRole('form', { name: 'Buy tickets' });
      await form.getByLabel('Phone number').fill('0803 123 4567');
      await form.getByLabel('Number of tickets').fill('2');
      await form.getByLabel('I confirm that I am 18 years of age or older.').check();
      // Until the scripts run, Pay cannot submit the bare HTML form (that would reload the page and lose the query).
      expect(await form.getByRole('button', { name: /^Pay ₦/ }).isDisabled()).toBe(true);
      release();
      // The total follows the 2 typed before hydration, and the phone is there: the checkout opens.
      const twoTickets = naira(String(Number(getCash.ticket_price) * 2));
      await form.getByRole('button', { name: `Pay ${twoTickets}` }).click();
      await waitForUrlOrExplain(page, /\/sandbox\/squad\/checkout\//);
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("what is typed into a shop's Scan2Pay4Me page before the scripts arrive is kept when they do", async () => {
    const { context, page } = await newPage(browser, baseUrl, phoneViewport);
    try {
      const release = await holdScripts(context);
      await page.goto(vendorQrPath(vendorId), { waitUntil: 'commit' });
      const form = page.getByRole('form', { name: 'Pay this shop' });
      await form.getByLabel('Your phone number').fill('0803 123 4567');
      await form.getByLabel('Amount due (₦)').fill('1500');
      await form.getByLabel('I confirm that I am 18 years of age or older.').check();
      release();
      // ₦1,500.00 due plus the tickets: only there if the typed amount became the form's state.
      await form.getByRole('button', { name: new RegExp(`^Pay ₦1,[0-9]{3}\\.00$`) }).click();
      await waitForUrlOrExplain(page, /\/sandbox\/squad\/checkout\//);
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('/thank-you moves on from "Confirming your payment" to the verification states', async () => {
    const order = await createCardOrder(new ApiClient(baseUrl), getCash, '08031234567');
    const { context, page } = await newPage(browser, baseUrl, phoneViewport);
    try {
      await page.goto(`/thank-you?reference=${order.orderId}`);
      await page.getByRole('progressbar', { name: 'Payment progress' }).waitFor();
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('screenshots at 1280 px', async () => {
    const { context, page } = await newPage(browser, baseUrl, desktopViewport);
    try {
      for (const [name, path] of [
        ['get-cash', getCashPath()],
        ['scan2pay4me', vendorQrPath(vendorId)],
        ['home', '/'],
      ] as const) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await screenshot(page, `slow-network-${name}-1280`);
      }
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
