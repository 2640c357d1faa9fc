import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestVendor, manualClock } from '../testing/accounts';
import { TestClient } from '../testing/http-client';
import { createTestOrder, defineDemoTypes, openTestCycle } from '../testing/raffle';
import { createTestApp, type TestApp } from '../testing/test-app';
import { PAGE_PRODUCTS_CACHE_MS, type PageRenderer } from './server-rendered-pages';

// Issue #27: the product pages and /thank-you are drawn from their own answers. The real renderer is the web
// build's (apps/web/src/entry-server.tsx: its tests draw these answers into the page, and e2e/tests/slow-network
// opens the built pages); this one writes down the address and the answers it was handed, as the page would
// show them, and asks for the status or redirect the real pages ask for.
type RenderData = Parameters<PageRenderer['render']>[1];
interface Answers {
  raffleOffer?: { answer: { raffle_cycle: { price_of_ticket: string; winnable_amount: string } } | null };
  activeOffer?: { answer: { raffle_cycle: { winnable_amount: string } } | null };
  vendor?: { answer: { vendor: { business_name: string; business_address: string } } | null };
  payment?: { order_amount: string | null };
}

function pageRenderer(): PageRenderer & { calls: { url: string; data: RenderData }[] } {
  const calls: { url: string; data: RenderData }[] = [];
  return {
    calls,
    paths: ['/get-cash', '/pay4me', '/on-the-house', '/scan2pay4me', '/thank-you'],
    styleHashes: [],
    async render(url, data) {
      calls.push({ url, data });
      const answers = (data.pageQueries ?? {}) as Answers;
      if (url === '/scan2pay4me') return { html: '', status: 302, location: '/dashboard' };
      if (answers.raffleOffer && !answers.raffleOffer.answer)
        return { html: '', status: 302, location: '/404' };
      const lines: string[] = [`<title>${url}</title>`];
      const offer = answers.raffleOffer?.answer?.raffle_cycle;
      if (offer)
        lines.push(`<p>Ticket price ₦${offer.price_of_ticket}</p><p>Prize ₦${offer.winnable_amount}</p>`);
      const shop = answers.vendor?.answer?.vendor;
      if (shop) lines.push(`<h2>${shop.business_name}</h2><p>${shop.business_address}</p>`);
      if (answers.vendor && !shop) lines.push('<p>We could not find this shop.</p>');
      const spendable = answers.activeOffer?.answer?.raffle_cycle.winnable_amount;
      if (spendable) lines.push(`<p>Spendable amount ₦${spendable}</p>`);
      if (url.startsWith('/thank-you'))
        lines.push(
          answers.payment?.order_amount
            ? `<p>Confirming your payment of ₦${answers.payment.order_amount}...</p>`
            : '<p>Confirming your payment...</p>',
        );
      return { html: lines.join(''), status: answers.vendor && !shop ? 404 : 200 };
    },
  };
}

let webRoot: string;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'chancepay-web-'));
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(
    path.join(webRoot, 'index.html'),
    '<!doctype html><title>ChancePay</title><div id="root"></div>',
  );
});

let t: TestApp | undefined;
afterEach(() => t?.close());

async function start() {
  const renderer = pageRenderer();
  const clock = manualClock(new Date('2026-03-02T10:00:00Z'));
  t = await createTestApp({ webRoot, pageRenderer: renderer, clock: clock.now });
  await defineDemoTypes(t.database.db);
  return { app: t.app, db: t.database.db, renderer, clock, testApp: t };
}

describe('the product pages and /thank-you in the first HTML (issue #27)', () => {
  it("Get Cash, Pay4Me and On The House arrive with their cycle's ticket price and prize", async () => {
    const { app, db, renderer } = await start();
    const cycle = await openTestCycle(db, {
      typeIds: [1, 2, 3],
      ticketPriceKobo: 25_000,
      winnableAmountKobo: 5_000_000,
    });
    for (const [pathname, typeId] of [
      ['/get-cash', 1],
      ['/pay4me', 2],
      ['/on-the-house', 3],
    ] as const) {
      const response = await app.inject({
        method: 'GET',
        url: `${pathname}?raffle_cycle_id=${cycle.id}&raffle_type_id=${typeId}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Ticket price ₦250.00');
      expect(response.body).toContain('Prize ₦50000.00');
    }
    // The answers are exactly what the page's own call would get, so the browser hydrates from them.
    const client = new TestClient(app);
    const action = await client.post('/api/context-proxy/v1/action', {
      action_type: 'validate_raffle_cycle_type',
      parameters: { raffle_cycle_id: cycle.id, raffle_type_id: 1 },
    });
    expect(renderer.calls[0]!.data.pageQueries).toEqual({
      raffleOffer: { raffle_cycle_id: cycle.id, raffle_type_id: 1, answer: action.json().data },
    });
    // DOMAIN.md "Winnings tax": the answer says who bears it per product and, for the winner, the net prize.
    expect(action.json().data.raffle_cycle.associated_types).toEqual([
      {
        raffle_type_id: 1,
        raffle_type: 'Get Cash',
        winnings_tax_borne_by: 'winner',
        winnable_amount_after_tax: '47500.00',
      },
      {
        raffle_type_id: 2,
        raffle_type: 'Pay4Me',
        winnings_tax_borne_by: 'operator',
        winnable_amount_after_tax: '50000.00',
      },
      {
        raffle_type_id: 3,
        raffle_type: 'On The House',
        winnings_tax_borne_by: 'winner',
        winnable_amount_after_tax: '47500.00',
      },
    ]);
  });

  it('is drawn once per address the page reads, whatever else the query carries', async () => {
    const { app, db, renderer, clock } = await start();
    const cycle = await openTestCycle(db, { typeIds: [1] });
    const address = `raffle_cycle_id=${cycle.id}&raffle_type_id=1`;
    for (const query of [
      address,
      `utm_source=sms&${address}`,
      `raffle_type_id=1&raffle_cycle_id=${cycle.id}`,
    ])
      expect((await app.inject({ method: 'GET', url: `/get-cash?${query}` })).statusCode).toBe(200);
    expect(renderer.calls.map((call) => call.url)).toEqual([`/get-cash?${address}`]);
    clock.advance(PAGE_PRODUCTS_CACHE_MS);
    await app.inject({ method: 'GET', url: `/get-cash?${address}` });
    expect(renderer.calls).toHaveLength(2);
  });

  it('a cycle that does not offer the type: the redirect the page asks for (to /404), never a 500', async () => {
    const { app, db } = await start();
    const cycle = await openTestCycle(db, { typeIds: [1] });
    for (const query of [
      `raffle_cycle_id=${cycle.id}&raffle_type_id=2`,
      'raffle_cycle_id=999999&raffle_type_id=1',
    ]) {
      const response = await app.inject({ method: 'GET', url: `/pay4me?${query}` });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/404');
    }
  });

  it("Scan2Pay4Me arrives with the shop's name and address and the spendable amount; an unknown shop with 404", async () => {
    const { app, db, testApp } = await start();
    await openTestCycle(db, { typeIds: [2], winnableAmountKobo: 2_000_000 });
    const { vendor } = await createTestVendor(testApp.database);
    const shop = await app.inject({
      method: 'GET',
      url: `/scan2pay4me?raffle_type_id=2&vendor_id=${vendor.id}`,
    });
    expect(shop.statusCode).toBe(200);
    expect(shop.body).toContain('<h2>Bukka Hut</h2>');
    expect(shop.body).toContain('3 Adeola Odeku, Victoria Island, Lagos');
    expect(shop.body).toContain('Spendable amount ₦20000.00');

    for (const vendorId of ['0b6f3c1e-8d2a-4c55-9a11-2f0e6c7d8e90', 'not-a-shop']) {
      const unknown = await app.inject({
        method: 'GET',
        url: `/scan2pay4me?raffle_type_id=2&vendor_id=${vendorId}`,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('We could not find this shop.');
    }
    const noShop = await app.inject({ method: 'GET', url: '/scan2pay4me?raffle_type_id=2' });
    expect(noShop.statusCode).toBe(302);
    expect(noShop.headers.location).toBe('/dashboard');
  });

  it('/thank-you says "Confirming your payment of ₦..." for a known order, drawn per request and kept private', async () => {
    const { app, db, renderer } = await start();
    const cycle = await openTestCycle(db, { typeIds: [1], ticketPriceKobo: 25_000 });
    const orderId = await createTestOrder(new TestClient(app), db, { cycle, tickets: 2 });
    for (let visit = 0; visit < 2; visit++) {
      const response = await app.inject({
        method: 'GET',
        url: `/thank-you?reference=${orderId.toUpperCase()}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.body).toContain('Confirming your payment of ₦500.00...');
    }
    expect(renderer.calls.filter((call) => call.url.startsWith('/thank-you'))).toHaveLength(2);
    for (const reference of ['0b6f3c1e-8d2a-4c55-9a11-2f0e6c7d8e90', 'x'.repeat(300)]) {
      const unknown = await app.inject({ method: 'GET', url: `/thank-you?reference=${reference}` });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toContain('Confirming your payment...');
    }
    expect((await app.inject({ method: 'GET', url: '/thank-you' })).body).toContain(
      'Confirming your payment...',
    );
  });
});
