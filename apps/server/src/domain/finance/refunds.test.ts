import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cardRefunds, orders, sandboxSquadTransactions } from '../../db/schema';
import { createSquadClient } from '../../providers/squad/squad-client';
import { SQUAD_EMULATOR_MERCHANT_ID, SQUAD_EMULATOR_SECRET_KEY } from '../../sandbox/squad/credentials';
import { createTestVendor } from '../../testing/accounts';
import { emulatorStoreOf, financeContextFor } from '../../testing/finance';
import { TestClient } from '../../testing/http-client';
import { loopbackFetch } from '../../testing/loopback-fetch';
import {
  createTestOrder,
  initiateCheckout,
  openTestCycle,
  payAtGateway,
  pressCheckoutButton,
  useRaffleTestApp,
  verifyOrder,
} from '../../testing/raffle';
import { accountKeys, balanceOf, checkLedger, gatewayClearing } from '../ledger';
import {
  checkPendingRefunds,
  checkRefund,
  recordApprovedRefund,
  refundExpense,
  REFUND_REVIEW_AFTER_MS,
  resolveRefundReview,
  sendApprovedRefund,
  submitRefund,
} from './refunds';
import { refundLookupWindow } from './refund-charge-lookup';
import type { RefundContext } from './refund-context';

describe('card refunds through the gateway', () => {
  const t = useRaffleTestApp();
  const client = new TestClient(() => t.app);

  async function paidOrder(phone: string) {
    const cycle = await openTestCycle(t.database.db, { prizeBudgetKobo: 500_000_000 });
    // A lost order: a win is refused (F2), and a random seed would win now and then.
    const orderId = await createTestOrder(client, t.database.db, { cycle, tickets: 2, phone, win: false });
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

  const refundsOf = (orderId: string) =>
    t.database.db.select().from(cardRefunds).where(eq(cardRefunds.orderId, orderId));
  const orderRow = async (orderId: string) =>
    (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

  it("F1: a mismatch or late payment, already credited to the buyer's wallet, is not refunded to the card as well", async () => {
    const cycle = await openTestCycle(t.database.db, { prizeBudgetKobo: 500_000_000 });
    // Charged ₦300 for a ₦250 order: settlement credits the ₦300 to the wallet (order:<id>:refund).
    const mismatch = await createTestOrder(client, t.database.db, {
      cycle,
      phone: '08032220011',
      win: false,
    });
    await pressCheckoutButton(
      client,
      await initiateCheckout(client, mismatch, 25_000),
      'pay-different-amount',
      '300',
    );
    expect((await verifyOrder(client, mismatch)).body.status).toBe('amount_mismatch_wallet_updated');
    // Declined, then paid after all: the late payment goes to the wallet (order:<id>:late).
    const late = await createTestOrder(client, t.database.db, { cycle, phone: '08032220012', win: false });
    await pressCheckoutButton(client, await initiateCheckout(client, late, 25_000), 'decline');
    await verifyOrder(client, late);
    await payAtGateway(t.database.db, late);
    expect((await verifyOrder(client, late)).body.status).toBe('amount_mismatch_wallet_updated');

    const context = financeContextFor(t);
    const before = await balanceOf(t.database.db, refundExpense);
    await expect(
      checkRefund(t.database.db, { orderId: mismatch, reason: 'charged and not entered' }),
    ).rejects.toMatchObject({
      code: 'conflict',
      message: expect.stringContaining("₦300.00 this order paid is already in the buyer's wallet"),
    });
    await expect(sendApprovedRefund(context, approval(mismatch))).rejects.toMatchObject({ code: 'conflict' });
    await expect(sendApprovedRefund(context, approval(late, 10_000))).rejects.toMatchObject({
      code: 'conflict',
    });
    expect(await refundsOf(mismatch)).toHaveLength(0);
    expect((await emulatorStoreOf(t).getTransaction(mismatch))?.refundedAmountKobo).toBeUndefined();
    expect(await balanceOf(t.database.db, accountKeys.phoneWallet('+2348032220011'))).toBe(30_000);
    expect(await balanceOf(t.database.db, refundExpense)).toBe(before);
  });

  it('F2: a won order, or a Scan2Pay4Me order whose vendor was paid, is refused; a refund is recorded on the order', async () => {
    const cycle = await openTestCycle(t.database.db, { prizeBudgetKobo: 500_000_000 });
    const won = await createTestOrder(client, t.database.db, { cycle, phone: '08032220021', win: true });
    await pressCheckoutButton(client, await initiateCheckout(client, won, 25_000), 'pay');
    expect((await verifyOrder(client, won)).body.status).toBe('winner_selected');
    await expect(
      checkRefund(t.database.db, { orderId: won, reason: 'buyer disputes' }),
    ).rejects.toMatchObject({
      code: 'conflict',
      message: expect.stringContaining('This order won ₦50,000.00'),
    });

    const { vendor } = await createTestVendor(t.database);
    const payForMe = await openTestCycle(t.database.db, {
      typeIds: [2],
      winnableAmountKobo: 100_000,
      prizeBudgetKobo: 100 * 100_000,
    });
    const scan = await createTestOrder(client, t.database.db, {
      cycle: payForMe,
      phone: '08032220022',
      vendorId: vendor.id,
      amountDueKobo: 50_000,
      win: false,
    });
    await pressCheckoutButton(client, await initiateCheckout(client, scan, 75_000), 'pay');
    expect((await verifyOrder(client, scan)).body.status).toBe('entry_processed');
    const context = financeContextFor(t);
    await expect(sendApprovedRefund(context, approval(scan))).rejects.toMatchObject({
      code: 'conflict',
      message: expect.stringContaining('This order paid its vendor ₦500.00'),
    });
    expect(await refundsOf(scan)).toHaveLength(0);
    expect(await balanceOf(t.database.db, accountKeys.vendorWallet(vendor.id))).toBe(50_000);

    // A lost order is refunded, and the order shows it.
    const lost = await paidOrder('08032220023');
    expect((await sendApprovedRefund(context, approval(lost, 15_000))).status).toBe('confirmed');
    expect((await orderRow(lost)).refundedKobo).toBe(15_000);
    expect((await orderRow(scan)).refundedKobo).toBe(0);
  });

  it('F3: racing approvals of one order record one refund; the database refuses a second live one', async () => {
    const orderId = await paidOrder('08032220031');
    // Each approval runs in its own transaction, as decideApproval does; the order row lock orders them.
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        t.database.db.transaction((tx) =>
          recordApprovedRefund(tx, { ...approval(orderId, 30_000), now: new Date() }),
        ),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((one) => one.status === 'rejected'))
      expect((result as PromiseRejectedResult).reason).toMatchObject({ code: 'conflict' });
    expect(await refundsOf(orderId)).toHaveLength(1);
    const [live] = await refundsOf(orderId);
    await expect(
      t.database.db.insert(cardRefunds).values({ ...live!, id: crypto.randomUUID() }),
    ).rejects.toThrow();
  });

  it('F4: a charge the gateway dated the day after the order is found; the refund is confirmed and posted', async () => {
    const orderId = await paidOrder('08032220041');
    // The order was created at 23:50Z, the charge dated 00:05Z the next day; the job runs a day later.
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date('2026-11-20T23:50:00Z') })
      .where(eq(orders.id, orderId));
    await t.database.db
      .update(sandboxSquadTransactions)
      .set({ createdAt: new Date('2026-11-21T00:05:00Z') })
      .where(eq(sandboxSquadTransactions.reference, orderId));
    expect(refundLookupWindow(new Date('2026-11-20T23:50:00Z'), new Date('2026-11-22T09:00:00Z'))).toEqual({
      startDate: '2026-11-19',
      endDate: '2026-11-22',
    });
    const context = financeContextFor(t, () => new Date('2026-11-22T09:00:00Z'));
    const before = await balanceOf(t.database.db, refundExpense);
    const refund = await sendApprovedRefund(context, approval(orderId, 12_000));
    expect(refund.status).toBe('confirmed');
    expect(await balanceOf(t.database.db, refundExpense)).toBe(before - 12_000);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('F4: a window longer than the gateway lists at once is cut at 31 days from the day before the order', () => {
    expect(refundLookupWindow(new Date('2026-10-01T10:00:00Z'), new Date('2026-11-22T09:00:00Z'))).toEqual({
      startDate: '2026-09-30',
      endDate: '2026-10-30',
    });
    // 23:30Z is already tomorrow in Lagos: the window reaches it.
    expect(
      refundLookupWindow(new Date('2026-11-22T08:00:00Z'), new Date('2026-11-22T23:30:00Z')).endDate,
    ).toBe('2026-11-23');
  });

  /** The real client and emulator, except that the refund call never arrives (a network failure). */
  function contextWhoseRefundIsLost(clock: () => Date): RefundContext {
    const inner = loopbackFetch(() => t.app, t.config.publicUrl);
    const gateway = createSquadClient({
      baseUrl: `${t.config.publicUrl}/sandbox/squad`,
      secretKey: SQUAD_EMULATOR_SECRET_KEY,
      merchantId: t.config.SQUAD_MERCHANT_ID ?? SQUAD_EMULATOR_MERCHANT_ID,
      timeoutMs: 30_000,
      fetchImpl: async (input, init) => {
        if (new Request(input, init).url.endsWith('/transaction/refund')) throw new TypeError('fetch failed');
        return inner(input, init);
      },
    });
    return { db: t.database.db, gateway, clock };
  }

  it('F5: an unknown refund goes to review after three days; marked failed, the order can be refunded again', async () => {
    const orderId = await paidOrder('08032220051');
    const sentAt = new Date();
    let now = sentAt;
    const context = contextWhoseRefundIsLost(() => now);
    const refund = await sendApprovedRefund(context, approval(orderId, 20_000));
    expect(refund.status).toBe('pending');
    now = new Date(sentAt.getTime() + REFUND_REVIEW_AFTER_MS - 60_000);
    await checkPendingRefunds(context);
    expect((await refundsOf(orderId))[0]!.status).toBe('pending');
    now = new Date(sentAt.getTime() + REFUND_REVIEW_AFTER_MS + 60_000);
    await checkPendingRefunds(context);
    expect((await refundsOf(orderId))[0]!.status).toBe('review');
    await expect(checkRefund(t.database.db, { orderId, reason: 'try again' })).rejects.toMatchObject({
      code: 'conflict',
      message: 'This order already has a refund (review).',
    });

    // Four eyes: nobody decides their own request.
    const requester = crypto.randomUUID();
    const decision = { refundId: refund.id, evidence: 'Squad support: no refund on this charge', now };
    await expect(
      resolveRefundReview(t.database.db, {
        ...decision,
        outcome: 'failed',
        requestedBy: requester,
        approvedBy: requester,
      }),
    ).rejects.toMatchObject({ code: 'invalid' });
    const failed = await resolveRefundReview(t.database.db, {
      ...decision,
      outcome: 'failed',
      requestedBy: requester,
      approvedBy: crypto.randomUUID(),
    });
    expect(failed).toMatchObject({ status: 'failed', resolutionEvidence: decision.evidence });
    await expect(checkRefund(t.database.db, { orderId, reason: 'try again' })).resolves.toMatchObject({
      refundableKobo: 50_000,
    });
    expect((await sendApprovedRefund(financeContextFor(t), approval(orderId))).status).toBe('confirmed');
  });

  it('F5: a refund in review marked confirmed posts its entry once, and the job leaves it alone', async () => {
    const orderId = await paidOrder('08032220052');
    const sentAt = new Date();
    let now = sentAt;
    const context = contextWhoseRefundIsLost(() => now);
    const refund = await sendApprovedRefund(context, approval(orderId, 20_000));
    now = new Date(sentAt.getTime() + REFUND_REVIEW_AFTER_MS + 60_000);
    await checkPendingRefunds(context);
    const before = await balanceOf(t.database.db, refundExpense);
    const decision = {
      refundId: refund.id,
      outcome: 'confirmed' as const,
      evidence: 'Bank statement shows the ₦200 back',
      requestedBy: crypto.randomUUID(),
      approvedBy: crypto.randomUUID(),
      now,
    };
    expect((await resolveRefundReview(t.database.db, decision)).status).toBe('confirmed');
    await expect(resolveRefundReview(t.database.db, decision)).rejects.toMatchObject({ code: 'conflict' });
    await checkPendingRefunds(context);
    expect(await balanceOf(t.database.db, refundExpense)).toBe(before - 20_000);
    expect((await orderRow(orderId)).refundedKobo).toBe(20_000);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('F5: a refund in review that the gateway then shows as refunded is confirmed by the job', async () => {
    const orderId = await paidOrder('08032220053');
    const sentAt = new Date();
    let now = sentAt;
    const context = contextWhoseRefundIsLost(() => now);
    await sendApprovedRefund(context, approval(orderId, 20_000));
    now = new Date(sentAt.getTime() + REFUND_REVIEW_AFTER_MS + 60_000);
    await checkPendingRefunds(context);
    expect((await refundsOf(orderId))[0]!.status).toBe('review');
    // Someone gave it back in Squad's dashboard after all.
    const store = emulatorStoreOf(t);
    await store.putTransaction({ ...(await store.getTransaction(orderId))!, refundedAmountKobo: 20_000 });
    expect(await checkPendingRefunds(context)).toBe(1);
    expect((await refundsOf(orderId))[0]!.status).toBe('confirmed');
  });
});
