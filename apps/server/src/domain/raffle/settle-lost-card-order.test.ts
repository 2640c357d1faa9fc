import { describe, expect, it } from 'vitest';
import { TestClient } from '../../testing/http-client';
import { createTestOrder, entryKeysOf, openTestCycle, useRaffleTestApp } from '../../testing/raffle';
import { findJob } from '../jobs/queue';
import { checkLedger } from '../ledger';
import type { CycleView } from './cycle-views';
import { findOrder } from './orders';
import { reconcileJobKind } from './reconcile-schedule';
import { applyVerdict } from './settlement';
import { findOrderWithSeedHash } from './order-lock';
import { settleLostCardOrder } from './settle-lost-card-order';

/**
 * The one-statement settlement of a paid card order that lost (settlement.ts settleLostCardOrder). On
 * PostgreSQL (DATABASE_URL) the parallel calls race for real.
 */
describe('a lost card order settled in one statement', () => {
  const t = useRaffleTestApp();
  const client = new TestClient(() => t.app);
  const now = new Date();
  let cycle: CycleView;

  const placeOrder = async (win: boolean) => {
    cycle ??= await openTestCycle(t.database.db);
    const orderId = await createTestOrder(client, t.database.db, { cycle, win });
    return (await findOrderWithSeedHash(t.database.db, orderId))!;
  };
  const settle = (known: Awaited<ReturnType<typeof placeOrder>>) =>
    settleLostCardOrder(
      t.database.db,
      known.order,
      known.serverSeed,
      known.order.orderAmountKobo,
      'verify',
      now,
    );

  it('declines when a ledger account does not exist yet, then posts, finalises and ends the job at once', async () => {
    const first = await placeOrder(false);
    // A fresh database has no gateway clearing or revenue account: the transaction path creates them.
    expect(await settle(first)).toBeNull();
    expect(await entryKeysOf(t.database.db, first.order.id)).toEqual([]);
    await applyVerdict(
      t.database.db,
      first.order.id,
      { kind: 'paid', amountKobo: first.order.orderAmountKobo, gatewayStatus: 'success' },
      'verify',
      now,
    );

    const known = await placeOrder(false);
    const settled = await settle(known);
    expect(settled).toMatchObject({
      id: known.order.id,
      status: 'entry_processed',
      outcome: 'lost',
      paidAmountKobo: known.order.orderAmountKobo,
      gatewayStatus: 'success',
    });
    expect(await entryKeysOf(t.database.db, known.order.id)).toEqual([`order:${known.order.id}:settle`]);
    expect((await findJob(t.database.db, reconcileJobKind, known.order.id))?.status).toBe('done');
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true });
  });

  it('leaves a winning order and an order already settled to the transaction path, changing nothing', async () => {
    const won = await placeOrder(true);
    expect(await settle(won)).toBeNull();
    expect(await findOrder(t.database.db, won.order.id)).toMatchObject({ status: 'verifying' });
    expect(await entryKeysOf(t.database.db, won.order.id)).toEqual([]);

    const lost = await placeOrder(false);
    expect(await settle(lost)).not.toBeNull();
    // The caller's copy still says verifying; the statement decides on the row as it is now.
    expect(await settle(lost)).toBeNull();
    expect(await entryKeysOf(t.database.db, lost.order.id)).toEqual([`order:${lost.order.id}:settle`]);
  });

  it('settles once when 40 calls race for the same order', async () => {
    const known = await placeOrder(false);
    const results = await Promise.all(Array.from({ length: 40 }, () => settle(known)));
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    expect(await entryKeysOf(t.database.db, known.order.id)).toEqual([`order:${known.order.id}:settle`]);
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true });
  });
});
