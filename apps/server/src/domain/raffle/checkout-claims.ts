import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedQuery } from '../../db/rows';
import { orders } from '../../db/schema';
import { orderMessages } from './orders.messages';
import { findOrder, paidAtGateway, type OrderRow } from './orders';

// The claim on an order's checkout (a card's hosted checkout, a transfer's one-time account): taken once,
// recorded, or given up so the order can be closed.

const claimCheckoutStatement = preparedQuery('raffle_claim_checkout', (executor, name) =>
  executor
    .update(orders)
    .set({
      checkoutStartedAt: sql`${sql.placeholder('now')}::timestamptz`,
      updatedAt: sql`${sql.placeholder('now')}::timestamptz`,
    })
    .where(
      and(
        eq(orders.id, sql.placeholder('id')),
        sql`${orders.checkoutStartedAt} is null`,
        eq(orders.status, 'verifying'),
        eq(orders.paymentMethodUsed, 'card'),
        eq(orders.orderAmountKobo, sql.placeholder('amount')),
      ),
    )
    .returning()
    .prepare(name),
);

/**
 * Claims the order's checkout (once), in one statement when all is well: only a card order still awaiting
 * payment, for exactly its amount, whose checkout nobody has started. Otherwise the order as it is, so the
 * caller can say why (not found, a wallet order, finished, another amount, or already started).
 */
export async function claimCheckout(
  executor: Executor,
  orderId: string,
  amountKobo: number,
  now: Date,
): Promise<{ claimed: true; order: OrderRow } | { claimed: false; order: OrderRow | null }> {
  const [claimed] = await claimCheckoutStatement(executor, {
    id: orderId,
    amount: amountKobo,
    now: now.toISOString(),
  });
  if (claimed) return { claimed: true, order: claimed };
  return { claimed: false, order: await findOrder(executor, orderId) };
}

const recordCheckoutUrl = preparedQuery('raffle_record_checkout', (executor, name) =>
  executor
    .update(orders)
    .set({
      checkoutUrl: sql`${sql.placeholder('url')}`,
      updatedAt: sql`${sql.placeholder('now')}::timestamptz`,
    })
    .where(eq(orders.id, sql.placeholder('id')))
    .prepare(name),
);

/** The hosted checkout's URL once the gateway gave it; null releases the claim so a later attempt can retry. */
export async function recordCheckout(
  executor: Executor,
  orderId: string,
  checkoutUrl: string | null,
  now: Date,
): Promise<void> {
  if (checkoutUrl !== null) {
    await recordCheckoutUrl(executor, { id: orderId, url: checkoutUrl, now: now.toISOString() });
    return;
  }
  await executor
    .update(orders)
    .set({ checkoutStartedAt: null, updatedAt: now })
    .where(eq(orders.id, orderId));
}

/**
 * A card order whose hosted checkout was never started is closed this long after it was placed (issue #12):
 * nobody can pay it (no checkout link exists), yet while it waits it counts against the spend limits of the
 * phone it names, which anyone can type.
 */
export const UNSTARTED_CHECKOUT_CLOSE_AFTER_MS = 30 * 60_000;
export const UNSTARTED_CHECKOUT_CLOSED_MESSAGE = orderMessages.en.unstartedCheckoutClosed;

/**
 * A card order still waiting for its buyer to open the checkout, or a transfer order whose one-time account
 * was never asked for (the same claim, `checkout_started_at`, domain/money-in).
 */
export function awaitsCheckout(
  order: Pick<OrderRow, 'status' | 'paymentMethodUsed' | 'checkoutStartedAt'>,
): boolean {
  return order.status === 'verifying' && paidAtGateway(order) && order.checkoutStartedAt === null;
}

/**
 * Closes the order if its checkout has still not been started; false when it has (or the order moved on).
 * One conditional statement, so it cannot interleave with claimCheckout: either the checkout is claimed
 * first and the order stays open, or the order is closed first and the claim finds it no longer verifying.
 */
export async function closeUnstartedCheckout(
  executor: Executor,
  orderId: string,
  now: Date,
): Promise<boolean> {
  const closed = await executor
    .update(orders)
    .set({
      status: 'closed',
      statusMessage: UNSTARTED_CHECKOUT_CLOSED_MESSAGE,
      settledAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, 'verifying'),
        inArray(orders.paymentMethodUsed, ['card', 'transfer']),
        sql`${orders.checkoutStartedAt} is null`,
      ),
    )
    .returning({ id: orders.id });
  return closed.length > 0;
}

/**
 * Claims a transfer order's one-time account (issue #22), once, in one statement: only a transfer order still
 * waiting whose account nobody has asked for. Null when it was not claimed (the caller reads why). Releasing
 * a claim whose gateway call failed is recordCheckout(..., null).
 */
export async function claimTransferCheckout(
  executor: Executor,
  orderId: string,
  now: Date,
): Promise<OrderRow | null> {
  const [claimed] = await executor
    .update(orders)
    .set({ checkoutStartedAt: now, updatedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        sql`${orders.checkoutStartedAt} is null`,
        eq(orders.status, 'verifying'),
        eq(orders.paymentMethodUsed, 'transfer'),
      ),
    )
    .returning();
  return claimed ?? null;
}
