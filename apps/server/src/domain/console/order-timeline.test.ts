import { describe, expect, it } from 'vitest';
import type { GatewayTransaction, PaymentGateway } from '../../providers/payments';
import { TestClient } from '../../testing/http-client';
import { createTestOrder, initiateCheckout, openTestCycle, useRaffleTestApp } from '../../testing/raffle';
import { endCycle } from '../raffle/cycles';
import type { SettlementContext } from '../raffle/settlement-context';
import { askGatewayAgain, orderTimeline } from './order-timeline';

function gatewaySaying(answer: () => Partial<GatewayTransaction> | Error): PaymentGateway {
  return {
    initiate: () => Promise.reject(new Error('not used')),
    verify: (reference) => {
      const given = answer();
      if (given instanceof Error) return Promise.reject(given);
      return Promise.resolve({
        reference,
        status: 'pending',
        amountKobo: null,
        currency: 'NGN',
        raw: null,
        ...given,
      });
    },
    verifyWebhookSignature: () => false,
    parseWebhook: () => {
      throw new Error('not used');
    },
  };
}

describe('console: order page', () => {
  const t = useRaffleTestApp();
  const client = new TestClient(() => t.app);

  it('asks the gateway again: pending changes nothing, paid settles once, by the usual rules', async () => {
    const cycle = await openTestCycle(t.database.db, { typeIds: [1] });
    const orderId = await createTestOrder(client, t.database.db, { cycle, tickets: 2, win: false });
    await initiateCheckout(client, orderId, 50_000);
    let answer: Partial<GatewayTransaction> = { status: 'pending' };
    const context: SettlementContext = {
      db: t.database.db,
      clock: () => new Date(),
      gateway: gatewaySaying(() => answer),
    };

    expect(await askGatewayAgain(context, orderId)).toMatchObject({
      before: { status: 'verifying' },
      after: { status: 'verifying' },
      settledNow: false,
    });
    answer = { status: 'success', amountKobo: 50_000 };
    expect(await askGatewayAgain(context, orderId)).toMatchObject({
      after: { status: 'entry_processed', gatewayStatus: 'success' },
      settledNow: true,
    });
    expect(await askGatewayAgain(context, orderId)).toMatchObject({ settledNow: false });
    await expect(askGatewayAgain(context, crypto.randomUUID())).rejects.toMatchObject({ code: 'not_found' });

    const timeline = await orderTimeline(t.database.db, orderId);
    const kinds = timeline.events.map((event) => event.kind);
    // Same-millisecond steps may tie; the order's creation and checkout always come first.
    expect(kinds.slice(0, 2)).toEqual(['created', 'checkout']);
    expect([...kinds].sort()).toEqual(['checkout', 'created', 'job', 'ledger', 'settled']);
    expect(timeline.events.find((event) => event.kind === 'job')?.detail).toMatchObject({ status: 'done' });
    const ledger = timeline.events.find((event) => event.kind === 'ledger')!;
    expect(ledger.detail).toMatchObject({
      idempotencyKey: `order:${orderId}:settle`,
      postings: [
        { account: 'clearing:gateway', amountKobo: -50_000 },
        { account: 'revenue:tickets', amountKobo: 50_000 },
      ],
    });
    expect(ledger.detail).toMatchObject({ entryKind: 'ticket_payment' });
    // The seed stays secret while the cycle is open, for staff as for the buyer.
    expect(timeline.draw).toMatchObject({ serverSeed: null, recomputed: null, orderSeq: 1, outcome: 'lost' });

    await endCycle(t.database.db, cycle.id, 'closed', new Date());
    const after = await orderTimeline(t.database.db, orderId);
    expect(after.draw).toMatchObject({ recomputed: { won: false, agrees: true } });
    expect(after.draw.serverSeed).toMatch(/^[0-9a-f]{64}$/);
  });

  it('an unreachable gateway is no verdict', async () => {
    const cycle = await openTestCycle(t.database.db, { typeIds: [1] });
    const orderId = await createTestOrder(client, t.database.db, { cycle });
    const { PaymentGatewayError } = await import('../../providers/payments');
    const context: SettlementContext = {
      db: t.database.db,
      clock: () => new Date(),
      gateway: gatewaySaying(() => new PaymentGatewayError('timed out', 'unavailable', null)),
    };
    expect(await askGatewayAgain(context, orderId)).toMatchObject({
      after: { status: 'verifying' },
      gatewayUnavailable: 'timed out',
    });
  });
});
