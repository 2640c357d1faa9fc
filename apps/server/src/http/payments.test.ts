import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountKeys, balanceOf, checkLedger } from '../domain/ledger';
import { TestClient } from '../testing/http-client';
import {
  createTestOrder,
  defineDemoTypes,
  initiateCheckout,
  openTestCycle,
  pressCheckoutButton,
  verifyOrder,
} from '../testing/raffle';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('card payment through the emulator', () => {
  let t: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    client = new TestClient(t.app);
    await defineDemoTypes(t.database.db);
  });
  afterAll(() => t.close());

  it('creates an order, checks out, pays and verifies to a win paid into the phone wallet', async () => {
    const cycle = await openTestCycle(t.database.db, { winnableAmountKobo: 100_000 });
    const phone = '08030000001';
    const orderId = await createTestOrder(client, t.database.db, { cycle, tickets: 2, phone, win: true });
    const checkoutPath = await initiateCheckout(client, orderId, 50_000);
    const page = await client.get(checkoutPath);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pay');
    const paid = await pressCheckoutButton(client, checkoutPath, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${t.config.publicUrl}/thank-you?reference=${orderId}`);

    const verified = await verifyOrder(client, orderId);
    expect(verified.statusCode).toBe(200);
    expect(verified.body).toMatchObject({ success: true, status: 'winner_selected', order_id: orderId });
    expect(await balanceOf(t.database.db, accountKeys.phoneWallet('+2348030000001'))).toBe(100_000);
    expect(await balanceOf(t.database.db, accountKeys.ticketRevenue)).toBe(50_000);
    await vi.waitFor(async () => expect((await checkLedger(t.database.db)).ok).toBe(true));
  });
});
