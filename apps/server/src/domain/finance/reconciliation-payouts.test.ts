import { findBankByCbnCode, lagosDateOf } from '@chancepay/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardRefunds } from '../../db/schema';
import { SQUAD_EMULATOR_MERCHANT_ID } from '../../sandbox/squad/credentials';
import { emulatorStoreOf, financeContextFor } from '../../testing/finance';
import { TestClient } from '../../testing/http-client';
import { fundWallet, signedInCustomer, transferContextFor } from '../../testing/money';
import {
  createTestOrder,
  initiateCheckout,
  openTestCycle,
  pressCheckoutButton,
  useRaffleTestApp,
  verifyOrder,
} from '../../testing/raffle';
import { debitWallet, recordOutcome, submitToProvider } from '../transfers/payout';
import { askGatewayAgain, runReconciliation } from './reconciliation';

/**
 * Money audit finding 8: the nightly reconciliation also compares every transfer of the day, in any status,
 * with Squad's transfer list (`GET /payout/list`), and the card listing's refund flag (`is_refund`) with our
 * confirmed card refunds. Each discrepancy is planted in the Squad emulator or our tables and must be reported.
 */
describe('F8: payout and refund reconciliation', () => {
  const t = useRaffleTestApp();
  const client = new TestClient(() => t.app);
  const transfers: Record<'failedButPaid' | 'paidNotThere' | 'amountDiffers' | 'paid' | 'failed', string> = {
    failedButPaid: '',
    paidNotThere: '',
    amountDiffers: '',
    paid: '',
    failed: '',
  };
  const orders: Record<'refundedThere' | 'refundedHere' | 'refundedBoth' | 'oldRefundedHere', string> = {
    refundedThere: '',
    refundedHere: '',
    refundedBoth: '',
    oldRefundedHere: '',
  };
  const strangerReference = `${SQUAD_EMULATOR_MERCHANT_ID}_${crypto.randomUUID()}`;

  async function debit(account: { number: string; name: string }, amountKobo: number) {
    const customer = await signedInCustomer(t);
    await fundWallet(t, customer.wallet, 1_000_000);
    const ctx = transferContextFor(t);
    const { transfer } = await debitWallet(ctx, {
      purpose: 'customer_transfer',
      walletAccount: customer.wallet,
      requestedByUserId: customer.user.id,
      vendorId: null,
      idempotencyKey: crypto.randomUUID(),
      fingerprint: 'f',
      bank: findBankByCbnCode('058')!,
      accountNumber: account.number,
      accountName: account.name,
      amount: { kobo: amountKobo },
      feeKobo: 0,
      description: 'rent',
      dailyLimitKobo: null,
    });
    return { ctx, transfer };
  }
  const succeeds = { number: '1111111112', name: 'ADAEZE OKAFOR' };
  const fails = { number: '2222222223', name: 'EMEKA OBI' };

  async function paidOrder(phone: string) {
    const cycle = await openTestCycle(t.database.db, { prizeBudgetKobo: 500_000_000 });
    const orderId = await createTestOrder(client, t.database.db, { cycle, tickets: 2, phone });
    const checkout = await initiateCheckout(client, orderId, 50_000);
    await pressCheckoutButton(client, checkout, 'pay');
    await verifyOrder(client, orderId);
    return orderId;
  }

  async function confirmedRefund(orderId: string, amountKobo: number, at = new Date()) {
    await t.database.db.insert(cardRefunds).values({
      id: crypto.randomUUID(),
      orderId,
      amountKobo,
      refundType: 'Full',
      reason: 'Customer asked for a refund',
      status: 'confirmed',
      createdAt: at,
      updatedAt: at,
    });
  }

  beforeAll(async () => {
    const store = emulatorStoreOf(t);
    // Finding 1's damage: paid at Squad, recorded failed here (a refused re-send before the fix).
    const failedButPaid = await debit(succeeds, 100_000);
    await failedButPaid.ctx.payouts.transfer({
      reference: failedButPaid.transfer.id,
      nipBankCode: failedButPaid.transfer.nipBankCode,
      accountNumber: succeeds.number,
      accountName: succeeds.name,
      amountKobo: 100_000,
      remark: 'first',
    });
    await recordOutcome(
      failedButPaid.ctx,
      failedButPaid.transfer.id,
      { status: 'failed', message: 'Squad refused the credentials: IP not whitelisted' },
      null,
    );
    transfers.failedButPaid = failedButPaid.transfer.id;

    // Counted paid here; Squad holds no such transfer.
    const paidNotThere = await debit(succeeds, 120_000);
    await recordOutcome(
      paidNotThere.ctx,
      paidNotThere.transfer.id,
      { status: 'success', message: 'Success' },
      null,
    );
    transfers.paidNotThere = paidNotThere.transfer.id;

    // Both paid, another amount at Squad.
    const amountDiffers = await debit(succeeds, 130_000);
    await submitToProvider(amountDiffers.ctx, amountDiffers.transfer);
    const reference = `${SQUAD_EMULATOR_MERCHANT_ID}_${amountDiffers.transfer.id}`;
    await store.putTransfer({ ...(await store.getTransfer(reference))!, amountKobo: 140_000 });
    transfers.amountDiffers = amountDiffers.transfer.id;

    // Ordinary ones that agree: paid on both sides, failed on both sides.
    const paid = await debit(succeeds, 50_000);
    expect((await submitToProvider(paid.ctx, paid.transfer)).status).toBe('successful');
    transfers.paid = paid.transfer.id;
    const failed = await debit(fails, 60_000);
    expect((await submitToProvider(failed.ctx, failed.transfer)).status).toBe('failed');
    transfers.failed = failed.transfer.id;

    // A transfer under our merchant id that is none of ours.
    await store.putTransfer({
      reference: strangerReference,
      amountKobo: 90_000,
      nipBankCode: '000013',
      accountNumber: '1111111112',
      accountName: 'ADAEZE OKAFOR',
      remark: 'made in the dashboard',
      status: 'success',
      nipSessionId: '1'.repeat(30),
      responseDescription: 'Approved or completed successfully',
      createdAt: new Date().toISOString(),
    });

    // Refunds: given back at the gateway (e.g. in Squad's dashboard) with no refund of ours...
    orders.refundedThere = await paidOrder('08031120001');
    expect(await store.refundTransaction(orders.refundedThere, 50_000)).toBeDefined();
    // ...confirmed here, not at the gateway...
    orders.refundedHere = await paidOrder('08031120002');
    await confirmedRefund(orders.refundedHere, 50_000);
    // ...and both (agrees).
    orders.refundedBoth = await paidOrder('08031120003');
    expect(await store.refundTransaction(orders.refundedBoth, 50_000)).toBeDefined();
    await confirmedRefund(orders.refundedBoth, 50_000);
    // A charge of three days ago whose refund we confirmed today; the gateway shows no refund on it.
    orders.oldRefundedHere = await paidOrder('08031120004');
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    await t.database.db.execute(
      sql`update orders set created_at = ${threeDaysAgo.toISOString()} where id = ${orders.oldRefundedHere}`,
    );
    const old = (await store.getTransaction(orders.oldRefundedHere))!;
    await store.putTransaction({ ...old, createdAt: threeDaysAgo.toISOString() });
    await confirmedRefund(orders.oldRefundedHere, 50_000);
  });

  it('F8: every transfer of the day in any status is compared with Squad’s transfer list; each discrepancy is an item', async () => {
    const context = financeContextFor(t);
    const { run, items } = await runReconciliation(context, {
      lagosDay: lagosDateOf(new Date()),
      trigger: 'job',
    });
    const byReference = new Map(items.map((item) => [item.reference, item]));
    expect(byReference.get(transfers.failedButPaid)).toMatchObject({
      kind: 'transfer_status_differs',
      gatewayStatus: 'success',
      ledgerStatus: 'failed',
      gatewayAmountKobo: 100_000,
      ledgerAmountKobo: 100_000,
    });
    expect(byReference.get(transfers.paidNotThere)).toMatchObject({
      kind: 'transfer_not_at_gateway',
      gatewayStatus: null,
      ledgerStatus: 'successful',
      ledgerAmountKobo: 120_000,
    });
    expect(byReference.get(transfers.amountDiffers)).toMatchObject({
      kind: 'transfer_amount_differs',
      gatewayAmountKobo: 140_000,
      ledgerAmountKobo: 130_000,
    });
    expect(byReference.get(strangerReference)).toMatchObject({
      kind: 'transfer_not_ours',
      gatewayAmountKobo: 90_000,
    });
    expect(byReference.has(transfers.paid)).toBe(false);
    expect(byReference.has(transfers.failed)).toBe(false);
    expect(run.unmatchedCount).toBe(items.length);

    // A transfer that is none of ours is reported once, not by every later run.
    const next = await runReconciliation(context, { lagosDay: lagosDateOf(new Date()), trigger: 'staff' });
    expect(next.items.some((item) => item.reference === strangerReference)).toBe(false);
    expect(next.items.some((item) => item.reference === transfers.failedButPaid)).toBe(true);

    // "Ask again" is for card charges; a transfer item is refused with what to do instead.
    await expect(
      askGatewayAgain(context, byReference.get(transfers.failedButPaid)!.id),
    ).rejects.toMatchObject({
      code: 'conflict',
      message: expect.stringMatching(/Requery on the Payouts screen/),
    });
  });

  it('F8: a gateway refund our ledger does not know, and a confirmed refund the gateway does not show, are items', async () => {
    const context = financeContextFor(t);
    const { items } = await runReconciliation(context, {
      lagosDay: lagosDateOf(new Date()),
      trigger: 'job',
    });
    const byReference = new Map(items.map((item) => [item.reference, item]));
    expect(byReference.get(orders.refundedThere)).toMatchObject({
      kind: 'refund_not_in_ledger',
      orderId: orders.refundedThere,
      gatewayAmountKobo: 50_000,
      ledgerAmountKobo: 0,
    });
    expect(byReference.get(orders.refundedHere)).toMatchObject({
      kind: 'refund_not_at_gateway',
      orderId: orders.refundedHere,
      ledgerAmountKobo: 50_000,
    });
    expect(byReference.get(orders.oldRefundedHere)).toMatchObject({
      kind: 'refund_not_at_gateway',
      gatewayStatus: 'success',
      ledgerAmountKobo: 50_000,
    });
    expect(byReference.has(orders.refundedBoth)).toBe(false);
    await expect(askGatewayAgain(context, byReference.get(orders.refundedHere)!.id)).rejects.toMatchObject({
      code: 'conflict',
    });
    // Only confirmed refunds count as ours: a failed one does not excuse the gateway's refund flag.
    await t.database.db
      .update(cardRefunds)
      .set({ status: 'failed' })
      .where(eq(cardRefunds.orderId, orders.refundedBoth));
    const again = await runReconciliation(context, { lagosDay: lagosDateOf(new Date()), trigger: 'staff' });
    expect(again.items.find((item) => item.reference === orders.refundedBoth)).toMatchObject({
      kind: 'refund_not_in_ledger',
    });
  });
});
