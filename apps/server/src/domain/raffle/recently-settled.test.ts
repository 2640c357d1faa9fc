import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import type { PaymentGateway } from '../../providers/payments';
import { TestClient } from '../../testing/http-client';
import { createTestOrder, openTestCycle, useRaffleTestApp } from '../../testing/raffle';
import type { OrderRow } from './orders';
import { RecentlySettled, type SettlementContext } from './settlement-context';
import { verifyAndSettle } from './settlement';

const order = (id: string, status: OrderRow['status']) =>
  ({ id, status, paymentMethodUsed: 'card' }) as OrderRow;

describe('RecentlySettled', () => {
  it('keeps settled orders only, for its time, and forgets the oldest past its capacity', async () => {
    const recent = new RecentlySettled(60_000, 2);
    recent.remember({ order: order('a', 'verifying'), serverSeedHash: 'h' });
    recent.remember({ order: order('b', 'payment_failed'), serverSeedHash: 'h' });
    expect(recent.get('a')).toBeUndefined();
    // A declined card order has ended but may still be paid late: it is not final, so never kept.
    expect(recent.get('b')).toBeUndefined();
    for (const id of ['c', 'd', 'e'])
      recent.remember({ order: order(id, 'entry_processed'), serverSeedHash: 'h' });
    expect(recent.get('c')).toBeUndefined();
    expect(recent.get('d')?.order.id).toBe('d');
    expect(recent.get('e')?.serverSeedHash).toBe('h');

    const brief = new RecentlySettled(1);
    brief.remember({ order: order('f', 'winner_selected'), serverSeedHash: null });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(brief.get('f')).toBeUndefined();
  });
});

describe('verify of an order this process just settled', () => {
  const t = useRaffleTestApp();
  const client = new TestClient(() => t.app);

  it('answers from memory, without the database or the gateway, and says it settled nothing now', async () => {
    const cycle = await openTestCycle(t.database.db);
    const orderId = await createTestOrder(client, t.database.db, { cycle, win: false });
    const amountKobo = cycle.ticketPriceKobo;
    const gateway = {
      verify: async (reference: string) => ({
        reference,
        status: 'success' as const,
        amountKobo,
        currency: 'NGN',
        raw: {},
      }),
    } as unknown as PaymentGateway;
    const recentlySettled = new RecentlySettled();
    const context: SettlementContext = {
      db: t.database.db,
      gateway,
      clock: () => new Date(),
      recentlySettled,
    };
    const first = await verifyAndSettle(context, orderId, 'webhook');
    expect(first).toMatchObject({ settledNow: true, order: { status: 'entry_processed' } });

    const unreachable = new Proxy({} as Database, {
      get: () => {
        throw new Error('the database was used');
      },
    });
    const offline = {
      verify: async () => {
        throw new Error('the gateway was asked');
      },
    } as unknown as PaymentGateway;
    const again = await verifyAndSettle({ ...context, db: unreachable, gateway: offline }, orderId, 'verify');
    expect(again).toEqual({ order: first.order, serverSeedHash: first.serverSeedHash, settledNow: false });
  });
});
