import { lagosDateOf } from '@chancepay/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorStoreOf, financeContextFor } from '../../testing/finance';
import { TestClient } from '../../testing/http-client';
import {
  createTestOrder,
  initiateCheckout,
  openTestCycle,
  pressCheckoutButton,
  useRaffleTestApp,
  verifyOrder,
} from '../../testing/raffle';
import { checkLedger } from '../ledger';
import { findOrder } from '../raffle/orders';
import { FinanceError } from './errors';
import { askGatewayAgain, resolveReconciliationItem, runReconciliation } from './reconciliation';

/**
 * Reconciliation against the Squad emulator holding: a paid order whose webhook and verify were lost, an
 * amount difference, a gateway transaction with no order, an order settled here that the gateway does not
 * count as paid, and an ordinary matched payment.
 */
describe('reconciliation of a Lagos day', () => {
  const t = useRaffleTestApp();
  const client = new TestClient(() => t.app);
  const staffId = crypto.randomUUID();
  const orders: Record<'lost' | 'differs' | 'matched' | 'unknownThere', string> = {
    lost: '',
    differs: '',
    matched: '',
    unknownThere: '',
  };
  const strayReference = `SQSTRAY${Date.now()}`;

  async function paidOrder(phone: string) {
    const cycle = await openTestCycle(t.database.db, { prizeBudgetKobo: 500_000_000 });
    const orderId = await createTestOrder(client, t.database.db, { cycle, tickets: 2, phone });
    const checkout = await initiateCheckout(client, orderId, 50_000);
    return { orderId, checkout };
  }

  beforeAll(async () => {
    const store = emulatorStoreOf(t);
    const matched = await paidOrder('08031110001');
    await pressCheckoutButton(client, matched.checkout, 'pay');
    await verifyOrder(client, matched.orderId);
    orders.matched = matched.orderId;

    // Paid at the gateway, but neither the webhook nor the browser's verify ever reached us.
    const lost = await paidOrder('08031110002');
    await store.endCheckout(lost.orderId, {
      status: 'success',
      charged: 'asked',
      updatedAt: new Date().toISOString(),
    });
    orders.lost = lost.orderId;

    // Settled here at 500.00; the gateway's books now say another amount.
    const differs = await paidOrder('08031110003');
    await pressCheckoutButton(client, differs.checkout, 'pay');
    await verifyOrder(client, differs.orderId);
    const charged = (await store.getTransaction(differs.orderId))!;
    await store.putTransaction({ ...charged, chargedAmountKobo: 45_000 });
    orders.differs = differs.orderId;

    // Settled here; the gateway has since lost its success (shown as pending there).
    const unknownThere = await paidOrder('08031110004');
    await pressCheckoutButton(client, unknownThere.checkout, 'pay');
    await verifyOrder(client, unknownThere.orderId);
    const there = (await store.getTransaction(unknownThere.orderId))!;
    await store.putTransaction({ ...there, status: 'pending' });
    orders.unknownThere = unknownThere.orderId;

    // Money taken at the gateway under a reference that is none of our orders.
    const at = new Date().toISOString();
    await store.putTransaction({
      reference: strayReference,
      amountKobo: 70_000,
      chargedAmountKobo: 70_000,
      currency: 'NGN',
      email: 'someone@example.com',
      customerName: null,
      callbackUrl: null,
      metadata: {},
      paymentChannels: ['card'],
      status: 'success',
      createdAt: at,
      updatedAt: at,
    });
  });

  it('lists each unmatched item on either side with the matched totals', async () => {
    const context = financeContextFor(t);
    const { run, items } = await runReconciliation(context, {
      lagosDay: lagosDateOf(new Date()),
      trigger: 'staff',
      requestedBy: staffId,
    });
    const byReference = new Map(items.map((item) => [item.reference, item]));
    expect(byReference.get(orders.lost)).toMatchObject({
      kind: 'paid_not_settled',
      gatewayAmountKobo: 50_000,
      ledgerAmountKobo: 0,
      resolution: null,
    });
    expect(byReference.get(orders.differs)).toMatchObject({
      kind: 'amount_differs',
      gatewayAmountKobo: 45_000,
      ledgerAmountKobo: 50_000,
    });
    expect(byReference.get(strayReference)).toMatchObject({
      kind: 'no_order',
      orderId: null,
      gatewayAmountKobo: 70_000,
    });
    expect(byReference.get(orders.unknownThere)).toMatchObject({
      kind: 'settled_not_at_gateway',
      gatewayStatus: 'pending',
      ledgerAmountKobo: 50_000,
    });
    expect(byReference.has(orders.matched)).toBe(false);
    expect(items).toHaveLength(4);
    expect(run).toMatchObject({
      matchedCount: 1,
      matchedTotalKobo: 50_000,
      unmatchedCount: 4,
      gatewayCount: 4,
      gatewayTotalKobo: 50_000 + 50_000 + 45_000 + 70_000,
      ledgerCount: 3,
      ledgerTotalKobo: 150_000,
      trigger: 'staff',
      requestedBy: staffId,
    });
  });

  it('"ask the gateway again" settles the lost payment exactly once and closes its item', async () => {
    const context = financeContextFor(t);
    const { items } = await runReconciliation(context, { lagosDay: lagosDateOf(new Date()), trigger: 'job' });
    const lost = items.find((item) => item.reference === orders.lost)!;
    expect((await findOrder(t.database.db, orders.lost))?.status).toBe('verifying');

    const first = await askGatewayAgain(context, lost.id);
    expect(first).toMatchObject({ settledNow: true, gatewayStatus: 'success' });
    expect(first.item).toMatchObject({ resolution: 'matched_on_recheck', ledgerAmountKobo: 50_000 });
    expect((await findOrder(t.database.db, orders.lost))?.status).toMatch(
      /^(winner_selected|entry_processed)$/,
    );
    const again = await askGatewayAgain(context, lost.id);
    expect(again.settledNow).toBe(false);

    // The differing amount stays open: asking again changes nothing and moves no money.
    const differs = items.find((item) => item.reference === orders.differs)!;
    const asked = await askGatewayAgain(context, differs.id);
    expect(asked).toMatchObject({ settledNow: false, item: { resolution: null } });

    const next = await runReconciliation(context, { lagosDay: lagosDateOf(new Date()), trigger: 'staff' });
    expect(next.items.map((item) => item.reference).sort()).toEqual(
      [orders.differs, strayReference, orders.unknownThere].sort(),
    );
    expect(next.run).toMatchObject({ matchedCount: 2, matchedTotalKobo: 100_000 });
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('"resolve with a reason" records who and why, once, and refuses a short reason', async () => {
    const context = financeContextFor(t);
    const { items } = await runReconciliation(context, {
      lagosDay: lagosDateOf(new Date()),
      trigger: 'staff',
    });
    const stray = items.find((item) => item.reference === strayReference)!;
    await expect(
      resolveReconciliationItem(t.database.db, {
        itemId: stray.id,
        reason: ' no ',
        staffId,
        now: new Date(),
      }),
    ).rejects.toBeInstanceOf(FinanceError);
    const resolved = await resolveReconciliationItem(t.database.db, {
      itemId: stray.id,
      reason: 'Test payment by the gateway support team',
      staffId,
      now: new Date(),
    });
    expect(resolved).toMatchObject({ resolution: 'resolved', resolvedBy: staffId });
    await expect(
      resolveReconciliationItem(t.database.db, {
        itemId: stray.id,
        reason: 'again and again',
        staffId,
        now: new Date(),
      }),
    ).rejects.toMatchObject({ code: 'conflict' });
  });

  it('a day with nothing at the gateway or here is clean', async () => {
    const { run, items } = await runReconciliation(financeContextFor(t), {
      lagosDay: '2020-01-01',
      trigger: 'job',
    });
    expect(items).toEqual([]);
    expect(run).toMatchObject({ gatewayCount: 0, ledgerCount: 0, matchedCount: 0, unmatchedCount: 0 });
  });
});
