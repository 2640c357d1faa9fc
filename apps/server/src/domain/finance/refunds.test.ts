import { describe, expect, it } from 'vitest';
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
import { balanceOf, checkLedger, gatewayClearing } from '../ledger';
import {
  checkPendingRefunds,
  checkRefund,
  recordApprovedRefund,
  refundExpense,
  sendApprovedRefund,
  submitRefund,
} from './refunds';

describe('card refunds through the gateway', () => {
  const t = useRaffleTestApp();
  const client = new TestClient(() => t.app);

  async function paidOrder(phone: string) {
    const cycle = await openTestCycle(t.database.db, { prizeBudgetKobo: 500_000_000 });
    const orderId = await createTestOrder(client, t.database.db, { cycle, tickets: 2, phone });
    const checkout = await initiateCheckout(client, orderId, 50_000);
    await pressCheckoutButton(client, checkout, 'pay');
    await verifyOrder(client, orderId);
    return orderId;
  }

  const approval = (orderId: string, amountKobo?: number) => ({
    refundId: crypto.randomUUID(),
    orderId,
    ...(amountKobo === undefined ? {} : { amountKobo }),
    reason: 'Buyer disputes the charge',
    requestedBy: crypto.randomUUID(),
    approvedBy: crypto.randomUUID(),
  });

  it('refunds part of a payment once the gateway confirms, posts once, and refuses a second refund', async () => {
    const orderId = await paidOrder('08032220001');
    const context = financeContextFor(t);
    const clearingBefore = await balanceOf(t.database.db, gatewayClearing);
    const request = approval(orderId, 20_000);
    const refund = await sendApprovedRefund(context, request);
    expect(refund).toMatchObject({ status: 'confirmed', amountKobo: 20_000, refundType: 'Partial' });
    expect(refund.gatewayRefundReference).toMatch(/^REFUND-/);
    expect(await balanceOf(t.database.db, gatewayClearing)).toBe(clearingBefore + 20_000);
    expect(await balanceOf(t.database.db, refundExpense)).toBe(-20_000);
    expect((await emulatorStoreOf(t).getTransaction(orderId))?.refundedAmountKobo).toBe(20_000);

    // The same approval executed again is the same refund; another one for the order is refused.
    await expect(sendApprovedRefund(context, request)).resolves.toMatchObject({
      id: refund.id,
      status: 'confirmed',
    });
    await expect(sendApprovedRefund(context, approval(orderId))).rejects.toMatchObject({ code: 'conflict' });
    expect(await balanceOf(t.database.db, refundExpense)).toBe(-20_000);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('refunds the whole payment by default and refuses more than was paid or self-approval', async () => {
    const orderId = await paidOrder('08032220002');
    const context = financeContextFor(t);
    await expect(
      checkRefund(t.database.db, { orderId, amountKobo: 50_001, reason: 'too much' }),
    ).rejects.toMatchObject({
      code: 'invalid',
    });
    const self = crypto.randomUUID();
    await expect(
      sendApprovedRefund(context, { ...approval(orderId), requestedBy: self, approvedBy: self }),
    ).rejects.toMatchObject({ code: 'invalid' });
    const refund = await sendApprovedRefund(context, approval(orderId));
    expect(refund).toMatchObject({ status: 'confirmed', amountKobo: 50_000, refundType: 'Full' });
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('a refund the gateway refuses moves no money', async () => {
    const orderId = await paidOrder('08032220003');
    const store = emulatorStoreOf(t);
    // Someone already gave the money back at the gateway's dashboard: nothing is left to refund.
    const charge = (await store.getTransaction(orderId))!;
    await store.putTransaction({ ...charge, refundedAmountKobo: 50_000 });
    const before = await balanceOf(t.database.db, refundExpense);
    const refund = await sendApprovedRefund(financeContextFor(t), approval(orderId));
    expect(refund.status).toBe('failed');
    expect(await balanceOf(t.database.db, refundExpense)).toBe(before);
  });

  it('only card orders the gateway paid can be refunded', async () => {
    const cycle = await openTestCycle(t.database.db);
    const unpaid = await createTestOrder(client, t.database.db, { cycle, tickets: 1, phone: '08032220004' });
    await expect(checkRefund(t.database.db, { orderId: unpaid, reason: 'never paid' })).rejects.toMatchObject(
      {
        code: 'invalid',
      },
    );
    await expect(
      checkRefund(t.database.db, { orderId: crypto.randomUUID(), reason: 'no such order' }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });

  it('an approval records the refund; the job sends it once and never sends a pending one again', async () => {
    const orderId = await paidOrder('08032220005');
    const context = financeContextFor(t);
    const recorded = await recordApprovedRefund(t.database.db, {
      ...approval(orderId, 10_000),
      now: new Date(),
    });
    expect(recorded.status).toBe('approved');
    expect((await emulatorStoreOf(t).getTransaction(orderId))?.refundedAmountKobo).toBeUndefined();
    const before = await balanceOf(t.database.db, refundExpense);
    await checkPendingRefunds(context);
    await checkPendingRefunds(context);
    expect((await emulatorStoreOf(t).getTransaction(orderId))?.refundedAmountKobo).toBe(10_000);
    expect(await balanceOf(t.database.db, refundExpense)).toBe(before - 10_000);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('twenty racing senders of one approved refund call the gateway once and post once', async () => {
    const orderId = await paidOrder('08032220006');
    const context = financeContextFor(t);
    const recorded = await recordApprovedRefund(t.database.db, {
      ...approval(orderId, 5_000),
      now: new Date(),
    });
    const before = await balanceOf(t.database.db, refundExpense);
    const results = await Promise.all(Array.from({ length: 20 }, () => submitRefund(context, recorded.id)));
    expect(results.every((refund) => refund.id === recorded.id)).toBe(true);
    expect((await emulatorStoreOf(t).getTransaction(orderId))?.refundedAmountKobo).toBe(5_000);
    expect(await balanceOf(t.database.db, refundExpense)).toBe(before - 5_000);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });
});
