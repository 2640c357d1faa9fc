import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema';
import { setOrderFinal } from './order-final';
import { orderMessages } from './orders.messages';
import type { OrderRow } from './orders';

export const IN_REVIEW_MESSAGE = orderMessages.en.inReview;

/**
 * A gateway "success" that cannot be credited (a non-NGN currency, no amount; money audit finding 15): the
 * money is at the gateway, so the order is not given up as an ordinary failure but held for a person, with
 * the reason, where the console's reconciliation and support screens show it. The buyer is told it is being
 * reviewed. Ended (nothing is drawn for it); a later NGN success still settles it as a late payment.
 */
export async function holdForReview(
  tx: Executor,
  orderId: string,
  now: Date,
  reason: string,
): Promise<OrderRow> {
  await tx.update(orders).set({ reviewReason: reason }).where(eq(orders.id, orderId));
  return setOrderFinal(tx, orderId, now, {
    status: 'payment_failed',
    gatewayStatus: 'success',
    statusMessage: IN_REVIEW_MESSAGE,
  });
}
