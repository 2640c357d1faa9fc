import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows';
import { TestClient } from '../../testing/http-client';
import { createTestUser } from '../../testing/accounts';
import { transferContextFor } from '../../testing/money';
import {
  createTestOrder,
  initiateCheckout,
  openTestCycle,
  pressCheckoutButton,
  useRaffleTestApp,
  verifyOrder,
} from '../../testing/raffle';
import { createTestStaff } from '../../testing/staff';
import { findBankByCbnCode } from '@chancepay/shared';
import { accountKeys, feeRevenue, gatewayClearing, payoutClearing, post } from '../ledger';
import { debitWallet } from '../transfers/payout';
import { postAdjustment } from './adjustments';
import { checkBooks } from './books-check';
import { ticketSpend } from '../responsible-play/spend';
import { findCycle } from '../raffle/cycle-views';
import { orderCounts } from '../raffle/fairness';
import { moneyReport } from './money-reports';
import type { BusinessCheck } from './business-checks';
import { refundExpense } from './refunds';

/**
 * Issue 20 item 9: every business check of `npm run ledger:check` reports the defect planted for it, with
 * plain SQL or the domain functions, on a database whose real flows it first passes. The tests run in order
 * on one database: each plant stays, so each test looks for its own finding only.
 */
const t = useRaffleTestApp();
const client = new TestClient(() => t.app);
let cycle: Awaited<ReturnType<typeof openTestCycle>>;

beforeAll(async () => {
  cycle = await openTestCycle(t.database.db, { prizeBudgetKobo: 500_000_000 });
});

async function cardOrder(phone: string, options: { win?: boolean; payNaira?: string } = {}) {
  const orderId = await createTestOrder(client, t.database.db, {
    cycle,
    tickets: 2,
    phone,
    ...(options.win === undefined ? {} : { win: options.win }),
  });
  const checkout = await initiateCheckout(client, orderId, 50_000);
  if (options.payNaira) await pressCheckoutButton(client, checkout, 'pay-different-amount', options.payNaira);
  else await pressCheckoutButton(client, checkout, 'pay');
  await verifyOrder(client, orderId);
  const [order] = await queryRows<{ status: string; paid: number; wallet: string }>(
    t.database.db,
    sql`select status, paid_amount_kobo as paid, 'wallet:phone:' || customer_phone as wallet
        from orders where id = ${orderId}`,
  );
  return { orderId, ...order! };
}

/** A card refund the gateway confirmed, recorded as refunds.ts records one (row and `refund:<id>` entry). */
async function confirmedCardRefund(orderId: string, amountKobo: number, options: { entry?: boolean } = {}) {
  const id = randomUUID();
  await t.database.db.execute(
    sql`insert into card_refunds (id, order_id, amount_kobo, refund_type, reason, status, created_at, updated_at)
        values (${id}, ${orderId}, ${amountKobo}, 'Partial', 'planted', 'confirmed', now(), now())`,
  );
  if (options.entry !== false)
    await post(t.database.db, {
      idempotencyKey: `refund:${id}`,
      kind: 'card_refund',
      causeType: 'card_refund',
      causeId: id,
      metadata: { order_id: orderId },
      postings: [
        { account: gatewayClearing, amountKobo },
        { account: refundExpense, amountKobo: -amountKobo },
      ],
    });
  return id;
}

async function findingsOf(check: BusinessCheck) {
  const report = await checkBooks(t.database.db);
  expect(report.ok).toBe(false);
  return report.business!.findings.filter((finding) => finding.check === check);
}

async function pendingTransfer(amountKobo: number) {
  const user = await createTestUser(t.database);
  const wallet = accountKeys.customerWallet(user.id);
  await post(t.database.db, {
    idempotencyKey: `test:${randomUUID()}:deposit`,
    kind: 'test_deposit',
    postings: [
      { account: gatewayClearing, amountKobo: -(amountKobo + 5_000) },
      { account: wallet, amountKobo: amountKobo + 5_000 },
    ],
  });
  const { transfer } = await debitWallet(transferContextFor(t), {
    purpose: 'customer_transfer',
    walletAccount: wallet,
    requestedByUserId: user.id,
    vendorId: null,
    idempotencyKey: randomUUID(),
    fingerprint: 'f',
    bank: findBankByCbnCode('058')!,
    accountNumber: '0123456789',
    accountName: 'ADA OBI',
    amount: { kobo: amountKobo },
    feeKobo: 5_000,
    description: '',
    dailyLimitKobo: null,
  });
  return transfer;
}

describe('ledger:check reconciles the business with the journal', () => {
  it('passes real flows: won, lost and mismatched card orders, a confirmed refund, a transfer in flight', async () => {
    await cardOrder('08035550001', { win: true });
    await cardOrder('08035550002', { win: false });
    await cardOrder('08035550003', { payNaira: '300' });
    const refunded = await cardOrder('08035550004', { win: false });
    await confirmedCardRefund(refunded.orderId, 20_000);
    await pendingTransfer(40_000);
    const report = await checkBooks(t.database.db);
    expect(report.business?.findings).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it('order_day_totals (issue #28): kept by settlement, proven against the orders, a tampered total found', async () => {
    await cardOrder('08035550091', { win: true });
    await cardOrder('08035550092', { win: false });
    const clean = await checkBooks(t.database.db);
    expect(clean.business?.counts.order_day_totals).toBe(0);
    expect(clean.ok).toBe(true);
    // The cache the console's reports read, changed behind the triggers' back (as its owner could).
    await t.database.db.execute(
      sql`update order_day_totals set ticket_money_kobo = ticket_money_kobo + 100
          where ctid = (select ctid from order_day_totals limit 1)`,
    );
    expect(await findingsOf('order_day_totals')).toEqual([
      expect.objectContaining({
        check: 'order_day_totals',
        problem: expect.stringMatching(/kept day totals/),
      }),
    ]);
  });

  it('cycle_order_counts (issue #28): kept as orders are settled, proven against the orders, a tampered count found', async () => {
    const won = await cardOrder('08035550093', { win: true });
    const placed = await createTestOrder(client, t.database.db, { cycle, tickets: 1, phone: '08035550094' });
    // What the fairness page shows (kept counts, the waiting ones from the cycle's last seq) against a count.
    const shown = async () => orderCounts(t.database.db, (await findCycle(t.database.db, cycle.id))!);
    const actual = async () =>
      Object.fromEntries(
        (
          await queryRows<{ status: string; orders: number | string }>(
            t.database.db,
            sql`select status, count(*) as orders from orders where raffle_cycle_id = ${cycle.id} group by 1`,
          )
        ).map((row) => [row.status, Number(row.orders)]),
      );
    expect(won.status).toBe('winner_selected');
    expect(await shown()).toEqual(await actual());
    expect((await shown()).verifying).toBeGreaterThanOrEqual(1);
    const clean = await checkBooks(t.database.db);
    expect(clean.business?.counts.cycle_order_counts).toBe(0);
    // The order still waiting moves to payment_failed: its count moves with it.
    const before = await shown();
    await t.database.db.execute(sql`update orders set status = 'payment_failed' where id = ${placed}`);
    const after = await shown();
    expect(after.verifying ?? 0).toBe((before.verifying ?? 0) - 1);
    expect(after.payment_failed ?? 0).toBe((before.payment_failed ?? 0) + 1);
    expect(after).toEqual(await actual());
    expect((await checkBooks(t.database.db)).business?.counts.cycle_order_counts).toBe(0);
    // The count the fairness page reads, changed behind the triggers' back (as its owner could); and a cycle
    // whose last seq is not its number of orders (its waiting orders would be shown wrong).
    await t.database.db.execute(
      sql`update cycle_order_counts set orders = orders + 1
          where ctid = (select ctid from cycle_order_counts where raffle_cycle_id = ${cycle.id} limit 1)`,
    );
    const other = await openTestCycle(t.database.db, { typeIds: [2] });
    await t.database.db.execute(sql`update raffle_cycles set last_order_seq = 3 where id = ${other.id}`);
    const findings = await findingsOf('cycle_order_counts');
    expect(findings).toContainEqual(
      expect.objectContaining({
        problem: expect.stringMatching(/^kept count \d+ orders; the orders say \d+$/),
      }),
    );
    expect(findings).toContainEqual(
      expect.objectContaining({
        subject: `cycle ${other.id}`,
        problem: expect.stringMatching(/^last_order_seq 3 but 0 orders/),
      }),
    );
  });

  it('phone_wallet_days (issue #28): the unclaimed ages follow a phone wallet credited and emptied, proven against the wallets, a tampered day found', async () => {
    const wallet = 'wallet:phone:+2348035550095';
    const today = new Date();
    const tenDaysOn = new Date(today.getTime() + 10 * 86_400_000);
    const bucket = async (now: Date, name: string) =>
      (
        await moneyReport(t.database.db, { period: 'day', label: '2026-01-01', now })
      ).unclaimedPhoneWallets.find((line) => line.bucket === name)!;
    const fresh = await bucket(today, '0-7 days');
    const older = await bucket(tenDaysOn, '8-30 days');
    await post(t.database.db, {
      idempotencyKey: `test-phone-credit:${randomUUID()}`,
      kind: 'prize',
      postings: [
        { account: gatewayClearing, amountKobo: -50_000 },
        { account: wallet, amountKobo: 50_000 },
      ],
    });
    // Credited today: 0-7 days now, 8-30 days ten days on.
    expect(await bucket(today, '0-7 days')).toEqual({
      bucket: '0-7 days',
      wallets: fresh.wallets + 1,
      totalKobo: fresh.totalKobo + 50_000,
    });
    expect(await bucket(tenDaysOn, '8-30 days')).toEqual({
      bucket: '8-30 days',
      wallets: older.wallets + 1,
      totalKobo: older.totalKobo + 50_000,
    });
    expect((await checkBooks(t.database.db)).business?.counts.phone_wallet_days).toBe(0);
    // Part claimed: still waiting, with less; all claimed: no longer waiting.
    const claim = (amountKobo: number) =>
      post(t.database.db, {
        idempotencyKey: `test-phone-claim:${randomUUID()}`,
        kind: 'transfer_debit',
        postings: [
          { account: wallet, amountKobo: -amountKobo },
          { account: gatewayClearing, amountKobo },
        ],
      });
    await claim(20_000);
    expect((await bucket(today, '0-7 days')).totalKobo).toBe(fresh.totalKobo + 30_000);
    await claim(30_000);
    expect(await bucket(today, '0-7 days')).toEqual(fresh);
    expect((await checkBooks(t.database.db)).business?.counts.phone_wallet_days).toBe(0);
    // The kept day the console reads, changed behind the trigger's back (as its owner could).
    await post(t.database.db, {
      idempotencyKey: `test-phone-credit:${randomUUID()}`,
      kind: 'prize',
      postings: [
        { account: gatewayClearing, amountKobo: -10_000 },
        { account: wallet, amountKobo: 10_000 },
      ],
    });
    await t.database.db.execute(sql`update phone_wallet_credit_days set balance_kobo = balance_kobo + 1`);
    expect(await findingsOf('phone_wallet_days')).toContainEqual(
      expect.objectContaining({
        check: 'phone_wallet_days',
        problem: expect.stringMatching(/^kept \d+ wallets, \d+ kobo; the wallets say \d+, \d+$/),
      }),
    );
  });

  it("buyer_spend_days (issue #28): the limits read a buyer's kept spend, which follows a failed payment, proven against the orders, a tampered day found", async () => {
    const user = await createTestUser(t.database);
    const account = { userId: user.id, phone: '+2348035550096' };
    const before = await ticketSpend(t.database.db, account, new Date());
    // Bought signed out with the phone, two tickets of ₦250 each (cardOrder), paid and drawn.
    await cardOrder('08035550096', { win: false });
    const waiting = await createTestOrder(client, t.database.db, { cycle, tickets: 1, phone: '08035550096' });
    const after = await ticketSpend(t.database.db, account, new Date());
    expect(after.todayKobo - before.todayKobo).toBe(75_000);
    expect(after.thisMonthKobo - before.thisMonthKobo).toBe(75_000);
    // The waiting order's payment fails: it no longer counts.
    await t.database.db.execute(sql`update orders set status = 'payment_failed' where id = ${waiting}`);
    expect((await ticketSpend(t.database.db, account, new Date())).todayKobo - before.todayKobo).toBe(50_000);
    expect((await checkBooks(t.database.db)).business?.counts.buyer_spend_days).toBe(0);
    await t.database.db.execute(
      sql`update buyer_spend_days set ticket_kobo = ticket_kobo - 100 where buyer = 'phone:+2348035550096'`,
    );
    expect(await findingsOf('buyer_spend_days')).toContainEqual(
      expect.objectContaining({
        check: 'buyer_spend_days',
        subject: expect.stringMatching(/^phone:\+2348035550096 on /),
        problem: expect.stringMatching(/^kept \d+ kobo of tickets; the orders say \d+$/),
      }),
    );
  });

  it('order_entries: a drawn order also credited back to a wallet (a second late credit under its own key)', async () => {
    const order = await cardOrder('08035550011', { win: false });
    await post(t.database.db, {
      idempotencyKey: `order:${order.orderId}:late`,
      kind: 'ticket_payment_refund',
      causeType: 'order',
      causeId: order.orderId,
      postings: [
        { account: gatewayClearing, amountKobo: -order.paid },
        { account: order.wallet, amountKobo: order.paid },
      ],
    });
    expect(await findingsOf('order_entries')).toContainEqual({
      check: 'order_entries',
      subject: order.orderId,
      problem: expect.stringMatching(/entry_processed \(paid and drawn\) and also credited back/),
    });
  });

  it('order_entries: an order marked failed by hand after its money moved, and a winner whose prize entry is missing', async () => {
    const failed = await cardOrder('08035550012', { win: false });
    await t.database.db.execute(
      sql`update orders set status = 'payment_failed', outcome = null where id = ${failed.orderId}`,
    );
    const lost = await cardOrder('08035550013', { win: false });
    await t.database.db.execute(
      sql`update orders set status = 'winner_selected', outcome = 'won', winnings_tax_kobo = 0,
          winnings_tax_bps = 500, winnings_tax_bearer = 'winner' where id = ${lost.orderId}`,
    );
    const findings = await findingsOf('order_entries');
    expect(findings).toContainEqual(
      expect.objectContaining({
        subject: failed.orderId,
        problem: expect.stringMatching(/payment_failed but money moved/),
      }),
    );
    expect(findings).toContainEqual(
      expect.objectContaining({ subject: lost.orderId, problem: 'won but no order:<id>:prize entry' }),
    );
  });

  it('order_credited_twice (F1): a mismatch order credited to the wallet and refunded to the card as well', async () => {
    const mismatch = await cardOrder('08035550021', { payNaira: '300' });
    expect(mismatch.status).toBe('amount_mismatch_wallet_updated');
    await confirmedCardRefund(mismatch.orderId, mismatch.paid);
    expect(await findingsOf('order_credited_twice')).toContainEqual({
      check: 'order_credited_twice',
      subject: mismatch.orderId,
      problem: `returned ${2 * mismatch.paid} kobo to the buyer (card refund + wallet credit) for a payment of ${mismatch.paid} kobo`,
    });
  });

  it('order_credited_twice (F6): an adjustment naming the order plus its late credit', async () => {
    const mismatch = await cardOrder('08035550022', { payNaira: '300' });
    const adjustmentId = randomUUID();
    await post(t.database.db, {
      idempotencyKey: `adjustment:${adjustmentId}`,
      kind: 'adjustment_credit',
      causeType: 'adjustment',
      causeId: adjustmentId,
      metadata: { order_id: mismatch.orderId, reason_code: 'missed_credit' },
      postings: [
        { account: 'expense:adjustments', amountKobo: -mismatch.paid },
        { account: mismatch.wallet, amountKobo: mismatch.paid },
      ],
    });
    expect(await findingsOf('order_credited_twice')).toContainEqual(
      expect.objectContaining({
        subject: mismatch.orderId,
        problem: expect.stringMatching(/adjustment \+ wallet credit/),
      }),
    );
  });

  it('refund_keeps_prize_or_vendor_credit (F2): a winner refunded in full keeps its prize', async () => {
    const winner = await cardOrder('08035550031', { win: true });
    expect(winner.status).toBe('winner_selected');
    await confirmedCardRefund(winner.orderId, winner.paid);
    expect(await findingsOf('refund_keeps_prize_or_vendor_credit')).toContainEqual(
      expect.objectContaining({
        subject: winner.orderId,
        problem: expect.stringMatching(/kept its prize of/),
      }),
    );
  });

  it('transfer_entries: a transfer in flight marked successful by hand, and one with a reversal but still pending', async () => {
    const marked = await pendingTransfer(30_000);
    await t.database.db.execute(
      sql`update transfers set status = 'successful', completed_at = now() where id = ${marked.id}`,
    );
    const reversed = await pendingTransfer(20_000);
    await post(t.database.db, {
      idempotencyKey: `transfer:${reversed.id}:reversal`,
      kind: 'transfer_reversal',
      causeType: 'transfer',
      causeId: reversed.id,
      postings: [
        { account: reversed.walletAccount, amountKobo: 25_000 },
        { account: payoutClearing, amountKobo: -20_000 },
        { account: feeRevenue, amountKobo: -5_000 },
      ],
    });
    const findings = await findingsOf('transfer_entries');
    expect(findings).toContainEqual({
      check: 'transfer_entries',
      subject: marked.id,
      problem: 'successful transfer with entries [debit]; expected [complete, debit]',
    });
    expect(findings).toContainEqual(
      expect.objectContaining({
        subject: reversed.id,
        problem: 'pending transfer with entries [debit, reversal]; expected [debit]',
      }),
    );
  });

  it('payout_clearing: money put in clearing:payouts under no transfer', async () => {
    await post(t.database.db, {
      idempotencyKey: `stray:${randomUUID()}`,
      kind: 'stray',
      postings: [
        { account: gatewayClearing, amountKobo: -7_000 },
        { account: payoutClearing, amountKobo: 7_000 },
      ],
    });
    const [finding] = await findingsOf('payout_clearing');
    expect(finding).toMatchObject({
      subject: 'clearing:payouts',
      problem: expect.stringMatching(/^holds \d+ kobo/),
    });
  });

  it('card_refund_entries: a confirmed refund with no entry, and a refund entry with no refund', async () => {
    const order = await cardOrder('08035550041', { win: false });
    const unposted = await confirmedCardRefund(order.orderId, 1_000, { entry: false });
    const orphan = randomUUID();
    await post(t.database.db, {
      idempotencyKey: `refund:${orphan}`,
      kind: 'card_refund',
      postings: [
        { account: gatewayClearing, amountKobo: 500 },
        { account: refundExpense, amountKobo: -500 },
      ],
    });
    const findings = await findingsOf('card_refund_entries');
    expect(findings).toContainEqual(
      expect.objectContaining({
        subject: unposted,
        problem: expect.stringMatching(/^confirmed but no refund:<id> entry/),
      }),
    );
    expect(findings).toContainEqual(
      expect.objectContaining({ subject: orphan, problem: 'a refund:<id> entry with no card refund' }),
    );
  });

  it('adjustment_entries: an approved adjustment that never posted, and one posted with no approval', async () => {
    const staff = await createTestStaff(t.database, { roles: ['finance'] });
    const [request] = await queryRows<{ id: string }>(
      t.database.db,
      sql`insert into approval_requests (action_type, entity_type, entity_id, payload, summary, reason, status,
                                         requested_by, requested_at, expires_at)
          values ('ledger.adjustment', 'ledger_account', 'wallet:phone:+2348035550051', '{}'::jsonb, 'Credit',
                  'planted', 'approved', ${staff.id}, now(), now() + interval '1 day')
          returning id`,
    );
    const user = await createTestUser(t.database);
    const unapproved = randomUUID();
    await postAdjustment(t.database.db, {
      adjustmentId: unapproved,
      walletAccount: accountKeys.customerWallet(user.id),
      houseAccount: 'expense:adjustments',
      direction: 'credit',
      amountKobo: 1_000,
      reasonCode: 'goodwill_credit',
      note: 'Posted without any approval request',
      requestedBy: randomUUID(),
      approvedBy: randomUUID(),
    });
    const findings = await findingsOf('adjustment_entries');
    expect(findings).toContainEqual(
      expect.objectContaining({ subject: request!.id, problem: 'approved but no adjustment:<id> entry' }),
    );
    expect(findings).toContainEqual(
      expect.objectContaining({
        subject: unapproved,
        problem: 'an adjustment entry with no adjustment approval request',
      }),
    );
  });

  it('house_account_sign: fee revenue taken below zero', async () => {
    const [before] = await queryRows<{ kobo: number }>(
      t.database.db,
      sql`select coalesce(sum(amount_kobo), 0)::bigint as kobo from postings
          where account_id = (select id from ledger_accounts where key = ${feeRevenue})`,
    );
    await post(t.database.db, {
      idempotencyKey: `stray:${randomUUID()}`,
      kind: 'stray',
      postings: [
        { account: feeRevenue, amountKobo: -(before!.kobo + 1) },
        { account: gatewayClearing, amountKobo: before!.kobo + 1 },
      ],
    });
    expect(await findingsOf('house_account_sign')).toContainEqual({
      check: 'house_account_sign',
      subject: feeRevenue,
      problem: 'balance -1 kobo has the wrong sign for revenue',
    });
  });

  it('ownerless_wallet (F7): an adjustment to the wallet of a customer who does not exist', async () => {
    const nobody = accountKeys.customerWallet(randomUUID());
    // Adjustments now refuse a wallet without an owner, so the defect is planted the way only a hand-made entry
    // (or code from before that refusal) could make it: an adjustment credit straight into the journal.
    await post(t.database.db, {
      idempotencyKey: `adjustment:${randomUUID()}`,
      kind: 'adjustment_credit',
      postings: [
        { account: 'expense:adjustments', amountKobo: -1_000_000 },
        { account: nobody, amountKobo: 1_000_000 },
      ],
    });
    expect(await findingsOf('ownerless_wallet')).toContainEqual({
      check: 'ownerless_wallet',
      subject: nobody,
      problem: 'no customer owns this wallet',
    });
  });

  it('postings_fingerprint: an entry whose fingerprint is not of its postings', async () => {
    const wallet = accountKeys.phoneWallet('+2348035550061');
    const key = `by-hand:${randomUUID()}`;
    await post(t.database.db, {
      idempotencyKey: `test:${randomUUID()}:deposit`,
      kind: 'test_deposit',
      postings: [
        { account: gatewayClearing, amountKobo: -1 },
        { account: wallet, amountKobo: 1 },
      ],
    });
    await t.database.db.transaction(async (tx) => {
      const [entry] = await queryRows<{ id: number }>(
        tx,
        sql`insert into journal_entries (idempotency_key, kind, postings_fingerprint)
            values (${key}, 'by_hand', ${'0'.repeat(64)}) returning id`,
      );
      await tx.execute(
        sql`insert into postings (entry_id, account_id, amount_kobo)
            select ${entry!.id}, id, case when key = ${wallet} then 1 else -1 end
            from ledger_accounts where key in (${wallet}, ${gatewayClearing})`,
      );
    });
    const findings = await findingsOf('postings_fingerprint');
    expect(findings).toEqual([
      {
        check: 'postings_fingerprint',
        subject: key,
        problem: 'its postings no longer match its fingerprint',
      },
    ]);
  });
});
