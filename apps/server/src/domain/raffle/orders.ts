import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedQuery } from '../../db/rows';
import { orders, type OrderStatus } from '../../db/schema';

// An order and what every step asks of it. Placing one is place-order.ts; its checkout claim is
// checkout-claims.ts.

export type OrderRow = typeof orders.$inferSelect;

/** Statuses after which the buyer sees the order as over (see isSettled for which of them are final). */
export const finalOrderStatuses: readonly OrderStatus[] = [
  'winner_selected',
  'entry_processed',
  'amount_mismatch_wallet_updated',
  'payment_failed',
  'closed',
];

type SettledFields = Pick<OrderRow, 'status' | 'paymentMethodUsed'>;

/** Paid through the gateway (a card checkout, or a transfer to a one-time account): only its success is final. */
export function paidAtGateway(order: Pick<OrderRow, 'paymentMethodUsed'>): boolean {
  return order.paymentMethodUsed === 'card' || order.paymentMethodUsed === 'transfer';
}

/** The buyer was told the order is over without money moving: declined, cancelled, expired, or given up on. */
export function hasEnded(order: SettledFields): boolean {
  return paidAtGateway(order) && (order.status === 'payment_failed' || order.status === 'closed');
}

/**
 * True when nothing can change the order any more: it was paid (drawn, or credited to a wallet), or it was a
 * wallet payment that was refused. A card order that ended without money (hasEnded) is not settled: only
 * "success" is final at the gateway, so a late success still credits the buyer (DOMAIN.md Settlement step 6).
 */
export function isSettled(order: SettledFields): boolean {
  return order.status !== 'verifying' && !hasEnded(order);
}

const selectOrder = preparedQuery('raffle_find_order', (executor, name) =>
  executor
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')))
    .prepare(name),
);

export async function findOrder(executor: Executor, orderId: string): Promise<OrderRow | null> {
  const [row] = await selectOrder(executor, { id: orderId });
  return row ?? null;
}
