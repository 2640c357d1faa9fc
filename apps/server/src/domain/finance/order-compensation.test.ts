import { lagosDateOf } from '@chancepay/shared';
import { describe, expect, it } from 'vitest';
import { createSquadClient } from '../../providers/squad/squad-client';
import { SQUAD_EMULATOR_MERCHANT_ID, SQUAD_EMULATOR_SECRET_KEY } from '../../sandbox/squad/credentials';
import { emulatorStoreOf, financeContextFor } from '../../testing/finance';
import { TestClient } from '../../testing/http-client';
import { loopbackFetch } from '../../testing/loopback-fetch';
import { signedInCustomer } from '../../testing/money';
import {
  createTestOrder,
  entryKeysOf,
  initiateCheckout,
  openTestCycle,
  payAtGateway,
  pressCheckoutButton,
  useRaffleTestApp,
  verifyOrder,
} from '../../testing/raffle';
import { findJob } from '../jobs/queue';
import { accountKeys, balanceOf, checkLedger } from '../ledger';
import { findOrder } from '../raffle/orders';
import { reconcileJobKind } from '../raffle/reconcile-schedule';
import { IN_REVIEW_MESSAGE } from '../raffle/hold-for-review';
import { verifyAndSettle } from '../raffle/settlement';
import { recordPaymentWebhook } from '../raffle/webhooks';
import { orderToCompensate, postAdjustment, type ApprovedAdjustment } from './adjustments';
import { checkBooks } from './books-check';
import {
  askGatewayAgain,
  gatewayTransactionsOf,
  resolveReconciliationItem,
  runReconciliation,
} from './reconciliation';

/**
 * Money audit F6 (a missed credit plus the late settlement credits twice), finding 12 (a paid order closed by
 * "resolve" without settling), 14 (a short page ends the gateway listing) and 15 (a gateway success we cannot
 * credit given up as a failure), against the Squad emulator.
 */
const HOUR = 3600_000;

describe('an adjustment that makes up for an order, and orders the gateway says were paid', () => {
  let now = new Date('2026-11-21T09:00:00Z');
  const t = useRaffleTestApp({ clock: () => now });
  const client = new TestClient(() => t.app);
  const context = () => financeContextFor(t, () => now);

  function missedCredit(orderId: string, wallet: string): ApprovedAdjustment {
    return {
      adjustmentId: crypto.randomUUID(),
      walletAccount: wallet,
      houseAccount: 'clearing:gateway',
      direction: 'credit',
      amountKobo: 25_000,
      reasonCode: 'missed_credit',
      note: 'Buyer shows a bank debit for this order',
      orderId,
      requestedBy: crypto.randomUUID(),
      approvedBy: crypto.randomUUID(),
    };
  }

  it('F6: declined, a second card succeeds, a missed_credit, then the late settlement: the wallet is credited once', async () => {
    const start = new Date('2026-11-21T09:00:00Z');
    now = start;
    const cycle = await openTestCycle(t.database.db, { now });
    const orderId = await createTestOrder(client, t.database.db, { cycle, phone: '08036660001' });
    const wallet = accountKeys.phoneWallet('+2348036660001');
    await pressCheckoutButton(client, await initiateCheckout(client, orderId, 25_000), 'decline');
    expect((await verifyOrder(client, orderId)).body.status).toBe('payment_failed');

    // While the order's job still asks the gateway, it can settle by itself: no adjustment for it.
    await expect(postAdjustment(t.database.db, missedCredit(orderId, wallet))).rejects.toMatchObject({
      code: 'conflict',
      message: expect.stringMatching(/Ask the gateway again/),
    });
    // A missed credit always names its order.
    await expect(
      postAdjustment(t.database.db, { ...missedCredit(orderId, wallet), orderId: null }),
    ).rejects.toMatchObject({ code: 'invalid' });

    // 24 hours on, the gateway still says declined: the job gives up, and finance makes up for the order.
    now = new Date(start.getTime() + 24 * HOUR + 1_000);
    await t.app.jobs.runDue();
    expect((await findJob(t.database.db, reconcileJobKind, orderId))?.status).toBe('done');
    // Only the order's buyer is made up for.
    const stranger = await signedInCustomer(t);
    await expect(postAdjustment(t.database.db, missedCredit(orderId, stranger.wallet))).rejects.toMatchObject(
      {
        code: 'invalid',
        message: 'This order was not placed by the owner of this wallet.',
      },
    );
    const adjustment = missedCredit(orderId, wallet);
    await postAdjustment(t.database.db, adjustment);
    await postAdjustment(t.database.db, adjustment); // an approval executed twice
    expect(await balanceOf(t.database.db, wallet)).toBe(25_000);
    expect(await findOrder(t.database.db, orderId)).toMatchObject({
      status: 'amount_mismatch_wallet_updated',
      compensatedByAdjustmentId: adjustment.adjustmentId,
    });
    await expect(postAdjustment(t.database.db, missedCredit(orderId, wallet))).rejects.toMatchObject({
      code: 'conflict',
    });

    // The second card's success reaches us late: webhook, job and "ask again" credit nobody a second time.
    now = new Date(start.getTime() + 48 * HOUR);
    await payAtGateway(t.database.db, orderId);
    await recordPaymentWebhook(t.database.db, {
      provider: 'squad',
      reference: orderId,
      event: 'charge_successful',
      rawBody: '{}',
      orderId,
      now,
    });
    await t.app.jobs.runDue();
    await verifyAndSettle(context().settlement, orderId, 'job');
    await verifyOrder(client, orderId);
    expect(await balanceOf(t.database.db, wallet)).toBe(25_000);
    expect(await entryKeysOf(t.database.db, orderId)).toEqual([]);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
    // The books agree: an order made up for by an adjustment needs no order:<id> entry of its own.
    const books = await checkBooks(t.database.db);
    expect(books.business?.findings.filter((finding) => finding.subject === orderId)).toEqual([]);
    expect(books.business?.counts.order_entries).toBe(0);

    // Reconciliation counts the missed credit booked against clearing:gateway as the order's receipt.
    const charged = (await emulatorStoreOf(t).getTransaction(orderId))!;
    const { items, run } = await runReconciliation(context(), {
      lagosDay: lagosDateOf(new Date(charged.createdAt)),
      trigger: 'staff',
    });
    expect(run.gatewayCount).toBeGreaterThanOrEqual(1);
    expect(items.filter((item) => item.reference === orderId)).toEqual([]);
    expect(run.matchedCount).toBeGreaterThanOrEqual(1);
  });

  it('15: a gateway success in another currency is held for review after 24 hours, not given up as a failure', async () => {
    const start = new Date('2026-11-23T09:00:00Z');
    now = start;
    const cycle = await openTestCycle(t.database.db, { now });
    const orderId = await createTestOrder(client, t.database.db, { cycle, phone: '08036660002' });
    await initiateCheckout(client, orderId, 25_000);
    const store = emulatorStoreOf(t);
    const charge = (await store.getTransaction(orderId))!;
    await store.putTransaction({ ...charge, status: 'success', currency: 'USD', chargedAmountKobo: 25_000 });

    now = new Date(start.getTime() + 24 * HOUR + 1_000);
    await t.app.jobs.runDue();
    const order = await findOrder(t.database.db, orderId);
    expect(order).toMatchObject({
      status: 'payment_failed',
      gatewayStatus: 'success',
      reviewReason: 'The gateway reports a USD payment.',
      statusMessage: IN_REVIEW_MESSAGE,
    });
    expect((await findJob(t.database.db, reconcileJobKind, orderId))?.status).toBe('done');
    // Its money is at the gateway: a wallet credit for it is refused (a card refund is the way back).
    await expect(
      orderToCompensate(t.database.db, { orderId, walletAccount: accountKeys.phoneWallet('+2348036660002') }),
    ).rejects.toMatchObject({ code: 'conflict', message: expect.stringMatching(/review/) });
    expect(await entryKeysOf(t.database.db, orderId)).toEqual([]);
  });

  it('12: a paid_not_settled item is resolved with a reason only after "ask the gateway again" ran', async () => {
    const start = new Date('2026-11-25T09:00:00Z');
    now = start;
    const cycle = await openTestCycle(t.database.db, { now });
    const orderId = await createTestOrder(client, t.database.db, { cycle, phone: '08036660003' });
    const wallet = accountKeys.phoneWallet('+2348036660003');
    await pressCheckoutButton(client, await initiateCheckout(client, orderId, 25_000), 'decline');
    await verifyOrder(client, orderId);
    now = new Date(start.getTime() + 24 * HOUR + 1_000);
    await t.app.jobs.runDue();
    // Made up for from expense:adjustments; the gateway then shows the charge as paid after all.
    await postAdjustment(t.database.db, {
      ...missedCredit(orderId, wallet),
      houseAccount: 'expense:adjustments',
    });
    await payAtGateway(t.database.db, orderId);
    const charge = (await emulatorStoreOf(t).getTransaction(orderId))!;
    const { items } = await runReconciliation(context(), {
      lagosDay: lagosDateOf(new Date(charge.createdAt)),
      trigger: 'staff',
    });
    const item = items.find((row) => row.reference === orderId)!;
    expect(item.kind).toBe('paid_not_settled');
    const resolve = () =>
      resolveReconciliationItem(t.database.db, {
        itemId: item.id,
        reason: 'Made up for by a missed credit from expenses',
        staffId: crypto.randomUUID(),
        now,
      });
    await expect(resolve()).rejects.toMatchObject({
      code: 'conflict',
      message: expect.stringMatching(/^Ask the gateway again first/),
    });

    // Asking again cannot settle it (the adjustment did); then a person may resolve it with a reason.
    expect(await askGatewayAgain(context(), item.id)).toMatchObject({
      settledNow: false,
      item: { resolution: null },
    });
    expect(await resolve()).toMatchObject({ resolution: 'resolved' });
    expect(await balanceOf(t.database.db, wallet)).toBe(25_000);
  });

  it('14: the gateway listing reads on past a short page and stops at an empty one', async () => {
    now = new Date();
    const cycle = await openTestCycle(t.database.db, { now });
    const references: string[] = [];
    for (let index = 0; index < 3; index++) {
      const orderId = await createTestOrder(client, t.database.db, {
        cycle,
        phone: `0803667000${index}`,
      });
      await initiateCheckout(client, orderId, 25_000);
      references.push(orderId);
    }
    const squad = createSquadClient({
      baseUrl: `${t.config.publicUrl}/sandbox/squad`,
      secretKey: SQUAD_EMULATOR_SECRET_KEY,
      merchantId: SQUAD_EMULATOR_MERCHANT_ID,
      timeoutMs: 30_000,
      fetchImpl: loopbackFetch(() => t.app, t.config.publicUrl),
    });
    // A gateway that silently caps perPage at 2, below the 100 we ask for.
    const capped = {
      listTransactions: (query: Parameters<typeof squad.listTransactions>[0]) =>
        squad.listTransactions({ ...query, perPage: Math.min(query.perPage ?? 2, 2) }),
    };
    const listed = await gatewayTransactionsOf(capped as typeof squad, lagosDateOf(now));
    expect(listed.map((row) => row.reference)).toEqual(expect.arrayContaining(references));
  });
});
