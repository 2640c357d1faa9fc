import { nairaFromKobo, RAFFLE_TYPE } from '@chancepay/shared';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema';
import { findCycle } from '../raffle/cycle-views';
import { csvField } from './csv-field';

const orderLogHeader = [
  'order_seq',
  'order_id',
  'raffle_type_id',
  'product',
  'customer_phone',
  'tickets',
  'ticket_amount',
  'amount_due',
  'order_amount',
  'payment_method',
  'status',
  'outcome',
  'prize',
  'client_seed',
  'created_at',
  'settled_at',
];

/** A cycle's whole order log as CSV (staff see the phone in full; the public log hashes it). */
export async function cycleOrderLogCsv(executor: Executor, cycleId: number): Promise<string | null> {
  const cycle = await findCycle(executor, cycleId);
  if (!cycle) return null;
  const rows = await executor
    .select()
    .from(orders)
    .where(eq(orders.raffleCycleId, cycleId))
    .orderBy(asc(orders.orderSeq));
  const lines = [orderLogHeader.join(',')];
  for (const order of rows) {
    const product =
      order.raffleTypeId === RAFFLE_TYPE.pay4Me && order.amountDueKobo !== null
        ? 'Scan2Pay4Me'
        : (cycle.types.find((type) => type.id === order.raffleTypeId)?.name ?? String(order.raffleTypeId));
    lines.push(
      [
        order.orderSeq,
        order.id,
        order.raffleTypeId,
        product,
        order.customerPhone,
        order.ticketQuantity,
        nairaFromKobo(order.ticketAmountKobo),
        order.amountDueKobo === null ? null : nairaFromKobo(order.amountDueKobo),
        nairaFromKobo(order.orderAmountKobo),
        order.paymentMethodUsed,
        order.status,
        order.outcome,
        order.outcome === 'won' ? nairaFromKobo(order.prizeKobo) : null,
        order.clientSeed,
        order.createdAt.toISOString(),
        order.settledAt?.toISOString() ?? null,
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
