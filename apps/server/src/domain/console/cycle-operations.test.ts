import { beforeAll, describe, expect, it } from 'vitest';
import type { GatewayTransaction, PaymentGateway } from '../../providers/payments';
import { TestClient } from '../../testing/http-client';
import { createTestOrder, openTestCycle, TEST_SERVER_SEED, useRaffleTestApp } from '../../testing/raffle';
import { findJob } from '../jobs/queue';
import { accountKeys, balanceOf, checkLedger } from '../ledger';
import { ensureOpenCycles } from '../raffle/cycles';
import { findCycle } from '../raffle/cycle-views';
import { findOrder } from '../raffle/orders';
import { reconcileJobKind } from '../raffle/reconcile-schedule';
import { verifyAndSettle } from '../raffle/settlement';
import type { SettlementContext } from '../raffle/settlement-context';
import { applyTemplateChange, listTemplates, templateVersions } from './template-operations';
import {
  cancelCycle,
  createScheduledCycle,
  CYCLE_CANCELLED_ORDER_MESSAGE,
  listCyclesForStaff,
  openCycleNow,
  staffCycleView,
} from './cycle-operations';
import { csvField } from './csv-field';
import { cycleOrderLogCsv } from './cycle-order-log';

/** A gateway that reports "paid" for the references in `paid` and "pending" for the rest. */
function scriptedGateway(paid: Map<string, number>): PaymentGateway {
  return {
    initiate: () => Promise.reject(new Error('not used')),
    verify: (reference): Promise<GatewayTransaction> =>
      Promise.resolve(
        paid.has(reference)
          ? { reference, status: 'success', amountKobo: paid.get(reference)!, currency: 'NGN', raw: null }
          : { reference, status: 'pending', amountKobo: null, currency: null, raw: null },
      ),
    verifyWebhookSignature: () => false,
    parseWebhook: () => {
      throw new Error('not used');
    },
  };
}

describe('console: cycles and templates', () => {
  let now = new Date('2026-11-21T09:00:00Z');
  const t = useRaffleTestApp({ clock: () => now });
  const client = new TestClient(() => t.app);
  const paid = new Map<string, number>();
  let context: SettlementContext;
  beforeAll(() => {
    context = { db: t.database.db, clock: () => now, gateway: scriptedGateway(paid) };
  });

  it('cancels an open cycle: paid orders settle and are drawn, unpaid ones close, the seed is revealed', async () => {
    const cycle = await openTestCycle(t.database.db, { typeIds: [1], now });
    const settledBefore = await createTestOrder(client, t.database.db, { cycle, win: false });
    paid.set(settledBefore, 25_000);
    await verifyAndSettle(context, settledBefore, 'verify');
    const paidNotVerified = await createTestOrder(client, t.database.db, {
      cycle,
      win: true,
      phone: '08031110001',
    });
    paid.set(paidNotVerified, 25_000);
    const unpaid = await createTestOrder(client, t.database.db, { cycle, phone: '08031110002' });
    expect((await staffCycleView(t.database.db, cycle.id))?.serverSeed).toBeNull();
    // The console's list (one statement) says what the cycle's own view says: no seed, three orders.
    const listed = async () =>
      (await listCyclesForStaff(t.database.db, {})).find((candidate) => candidate.id === cycle.id);
    expect(await listed()).toEqual(await staffCycleView(t.database.db, cycle.id));
    expect(await listed()).toMatchObject({ serverSeed: null, orderCount: 3 });

    const result = await cancelCycle(context, cycle.id);
    expect(await listed()).toEqual(result.cycle);

    expect(result.settledOrderIds).toEqual([paidNotVerified]);
    expect(result.closedOrderIds).toEqual([unpaid]);
    expect(await findOrder(t.database.db, paidNotVerified)).toMatchObject({ status: 'winner_selected' });
    // The prize less the winner's 5% winnings tax (Get Cash, DOMAIN.md "Winnings tax").
    expect(await balanceOf(t.database.db, accountKeys.phoneWallet('+2348031110001'))).toBe(4_750_000);
    expect(await findOrder(t.database.db, settledBefore)).toMatchObject({ status: 'entry_processed' });
    expect(await findOrder(t.database.db, unpaid)).toMatchObject({
      status: 'payment_failed',
      gatewayStatus: null,
      statusMessage: CYCLE_CANCELLED_ORDER_MESSAGE,
    });
    expect(result.cycle).toMatchObject({ status: 'cancelled', serverSeed: TEST_SERVER_SEED, orderCount: 3 });
    await expect(createTestOrder(client, t.database.db, { cycle })).rejects.toThrow(
      /create_order failed: 400/,
    );

    // The buyer pays after all: credited to their wallet, never drawn against the now public seed.
    paid.set(unpaid, 25_000);
    await verifyAndSettle(context, unpaid, 'webhook');
    expect(await findOrder(t.database.db, unpaid)).toMatchObject({
      status: 'amount_mismatch_wallet_updated',
      outcome: null,
    });
    expect(await balanceOf(t.database.db, accountKeys.phoneWallet('+2348031110002'))).toBe(25_000);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('keeps asking the gateway about a closed order until the 24-hour deadline, then stops', async () => {
    const cycle = await openTestCycle(t.database.db, { typeIds: [1], now });
    const unpaid = await createTestOrder(client, t.database.db, { cycle, phone: '08031110003' });
    await cancelCycle(context, cycle.id);
    now = new Date(now.getTime() + 60 * 60_000);
    await t.app.jobs.runDue();
    expect((await findJob(t.database.db, reconcileJobKind, unpaid))?.status).toBe('pending');
    now = new Date(now.getTime() + 24 * 60 * 60_000);
    await t.app.jobs.runDue();
    expect((await findJob(t.database.db, reconcileJobKind, unpaid))?.status).toBe('done');
    expect(await findOrder(t.database.db, unpaid)).toMatchObject({ status: 'payment_failed' });
  });

  it('settles each paid order exactly once when the cancellation races its webhooks', async () => {
    const cycle = await openTestCycle(t.database.db, { typeIds: [1], now, prizeBudgetKobo: 50 * 5_000_000 });
    const orderIds: string[] = [];
    for (let index = 0; index < 12; index++) {
      const orderId = await createTestOrder(client, t.database.db, {
        cycle,
        phone: `0803222${String(index).padStart(4, '0')}`,
      });
      if (index % 3 !== 0) paid.set(orderId, 25_000);
      orderIds.push(orderId);
    }
    await Promise.all([
      cancelCycle(context, cycle.id),
      ...orderIds.map((orderId) => verifyAndSettle(context, orderId, 'webhook')),
    ]);
    for (const [index, orderId] of orderIds.entries()) {
      const order = await findOrder(t.database.db, orderId);
      if (index % 3 === 0) expect(order?.status, orderId).toBe('payment_failed');
      else expect(['winner_selected', 'entry_processed'], orderId).toContain(order?.status);
    }
    expect((await staffCycleView(t.database.db, cycle.id))?.serverSeed).toBe(TEST_SERVER_SEED);
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true, unbalancedEntryCount: 0 });
  });

  it('refuses to cancel a cycle that has ended', async () => {
    const cycle = await openTestCycle(t.database.db, { typeIds: [1], now });
    await cancelCycle(context, cycle.id);
    await expect(cancelCycle(context, cycle.id)).rejects.toMatchObject({ code: 'conflict' });
    await expect(cancelCycle(context, 999_999)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('opens a scheduled cycle at its start time, taking over from the open one', async () => {
    const current = await openTestCycle(t.database.db, { typeIds: [3], now });
    const startsAt = new Date(now.getTime() + 2 * 60 * 60_000);
    const scheduled = await createScheduledCycle(
      t.database.db,
      {
        raffleTypeIds: [3],
        ticketPriceKobo: 10_000,
        winnableAmountKobo: 2_000_000,
        payoutRatioBps: 6_000,
        prizeBudgetKobo: 4_000_000,
        sponsor: 'Indomie',
        startsAt,
      },
      now,
    );
    expect(scheduled).toMatchObject({
      status: 'scheduled',
      startsAt,
      serverSeedHash: null,
      sponsor: 'Indomie',
    });
    await ensureOpenCycles(t.database.db, new Date(startsAt.getTime() - 60_000));
    expect((await findCycle(t.database.db, scheduled.id))?.status).toBe('scheduled');
    await ensureOpenCycles(t.database.db, startsAt);
    expect((await findCycle(t.database.db, scheduled.id))?.status).toBe('open');
    expect((await findCycle(t.database.db, current.id))?.status).toBe('closed');
    const listed = await listCyclesForStaff(t.database.db, { typeId: 3, status: 'open' });
    expect(listed.map((cycle) => cycle.id)).toEqual([scheduled.id]);
    expect(listed[0]).toMatchObject({ budgetRemainingKobo: 4_000_000, budgetOverrunKobo: 0 });
  });

  it('refuses a start time in the past', async () => {
    await expect(
      createScheduledCycle(
        t.database.db,
        {
          raffleTypeIds: [1],
          ticketPriceKobo: 100,
          winnableAmountKobo: 1_000,
          payoutRatioBps: 5_000,
          startsAt: new Date(now.getTime() - 3_600_000),
        },
        now,
      ),
    ).rejects.toMatchObject({ code: 'invalid', field: 'starts_at' });
  });

  it('opens a scheduled cycle now only when told to replace the open one', async () => {
    const current = await openTestCycle(t.database.db, { typeIds: [2], now });
    const scheduled = await createScheduledCycle(
      t.database.db,
      { raffleTypeIds: [2], ticketPriceKobo: 25_000, winnableAmountKobo: 5_000_000, payoutRatioBps: 7_000 },
      now,
    );
    await expect(
      openCycleNow(t.database.db, scheduled.id, now, { replaceOpen: false }),
    ).rejects.toMatchObject({
      code: 'conflict',
    });
    expect((await findCycle(t.database.db, scheduled.id))?.status).toBe('scheduled');
    const opened = await openCycleNow(t.database.db, scheduled.id, now, { replaceOpen: true });
    expect(opened).toMatchObject({ status: 'open', openedAt: now });
    expect(opened.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await findCycle(t.database.db, current.id))?.status).toBe('closed');
    await expect(openCycleNow(t.database.db, scheduled.id, now, { replaceOpen: true })).rejects.toMatchObject(
      {
        code: 'conflict',
      },
    );
  });

  it('versions template changes and refuses one made against an older version', async () => {
    const staff = {
      requestedByStaffId: crypto.randomUUID(),
      approvedByStaffId: crypto.randomUUID(),
      reason: 'Festive prize',
    };
    const before = (await listTemplates(t.database.db)).find((template) => template.id === 1)!;
    const change = {
      ticketPriceKobo: 30_000,
      winnableAmountKobo: 6_000_000,
      payoutRatioBps: 7_500,
      prizeBudgetKobo: 12_000_000,
    };
    const after = await applyTemplateChange(
      t.database.db,
      1,
      { ...change, expectedVersion: before.version },
      staff,
      now,
    );
    expect(after).toMatchObject({ ...change, version: before.version + 1 });
    const versions = await templateVersions(t.database.db, 1);
    expect(versions.map((version) => version.version)).toEqual([before.version + 1, before.version]);
    expect(versions[0]).toMatchObject({ ...change, ...staff });
    expect(versions[1]).toMatchObject({ ticketPriceKobo: before.ticketPriceKobo, requestedByStaffId: null });

    await expect(
      applyTemplateChange(t.database.db, 1, { ...change, expectedVersion: before.version }, staff, now),
    ).rejects.toMatchObject({ code: 'conflict' });
    await expect(
      applyTemplateChange(
        t.database.db,
        1,
        { ...change, prizeBudgetKobo: 1, expectedVersion: after.version },
        staff,
        now,
      ),
    ).rejects.toMatchObject({ code: 'invalid' });
    // History is append-only in the database itself.
    await expect(t.database.db.execute('update raffle_type_versions set reason = null')).rejects.toThrow();
  });

  it("exports a cycle's order log as CSV", async () => {
    const cycle = await openTestCycle(t.database.db, { typeIds: [1], now });
    const first = await createTestOrder(client, t.database.db, { cycle, tickets: 2, phone: '08031110009' });
    const csv = (await cycleOrderLogCsv(t.database.db, cycle.id))!;
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'order_seq,order_id,raffle_type_id,product,customer_phone,tickets,ticket_amount,amount_due,order_amount,payment_method,status,outcome,prize,client_seed,created_at,settled_at',
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^1,${first},1,Get Cash,\\+2348031110009,2,500\\.00,,500\\.00,card,verifying,,,[0-9a-f]{32},`,
      ),
    );
    expect(await cycleOrderLogCsv(t.database.db, 999_999)).toBeNull();
    expect(csvField('a,"b"')).toBe('"a,""b"""');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+2348031110009')).toBe('+2348031110009');
  });
});
