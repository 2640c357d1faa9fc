import { formatNaira } from '@chancepay/shared';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  cardRefunds,
  journalEntries,
  ledgerAccounts,
  liveRefundStatuses,
  orders,
  postings,
} from '../../db/schema';
import { FinanceError } from './errors';

type OrderRow = typeof orders.$inferSelect;

export interface RefundableOrder {
  order: OrderRow;
  paidKobo: number;
  /** What settlement already credited to the buyer's wallet for this order (`order:<id>:refund`/`:late`). */
  returnedToWalletKobo: number;
  /** Confirmed card refunds of this order. */
  refundedKobo: number;
  /** paid − returned to the wallet − refunded: the most a new refund may give back. */
  refundableKobo: number;
}

/** The wallet credits that settlement's mismatch and late-payment entries gave the buyer for this order. */
async function returnedToWallet(db: Executor, orderId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${postings.amountKobo}), 0)` })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .where(
      and(
        inArray(journalEntries.idempotencyKey, [`order:${orderId}:refund`, `order:${orderId}:late`]),
        eq(ledgerAccounts.kind, 'wallet'),
        gt(postings.amountKobo, 0),
      ),
    );
  return Number(row?.total ?? 0);
}

/** A Scan2Pay4Me order that settled paid the vendor its amount due in the same entry. */
function vendorWasCredited(order: OrderRow): boolean {
  return (
    order.amountDueKobo !== null &&
    order.vendorId !== null &&
    (order.status === 'entry_processed' || order.status === 'winner_selected')
  );
}

/**
 * What an order paid by card and what of it may still go back to the card, refusing orders that cannot be
 * refunded. `lock`: the order row is locked (FOR UPDATE) so racing approvals of one order run one at a time.
 */
export async function refundableOrder(
  db: Executor,
  orderId: string,
  options: { lock?: boolean } = {},
): Promise<RefundableOrder> {
  const query = db.select().from(orders).where(eq(orders.id, orderId));
  const [order] = options.lock ? await query.for('update') : await query;
  if (!order) throw new FinanceError('not_found', 'There is no order with that id.');
  if (order.paymentMethodUsed !== 'card' || order.gatewayStatus !== 'success' || !order.paidAmountKobo)
    throw new FinanceError('invalid', 'Only an order paid by card can be refunded to the card.');
  // A refund does not take a prize or a vendor's credit back: refunding these would pay twice (audit 3).
  if (order.outcome === 'won')
    throw new FinanceError(
      'conflict',
      `This order won ${formatNaira(order.prizeKobo)}: its prize has been paid, so it cannot be refunded to the card.`,
    );
  if (vendorWasCredited(order))
    throw new FinanceError(
      'conflict',
      `This order paid its vendor ${formatNaira(order.amountDueKobo!)}: the vendor keeps that credit, so it cannot be refunded to the card.`,
    );
  const live = await db
    .select({ status: cardRefunds.status, amountKobo: cardRefunds.amountKobo })
    .from(cardRefunds)
    .where(and(eq(cardRefunds.orderId, orderId), inArray(cardRefunds.status, [...liveRefundStatuses])));
  if (live.length > 0)
    throw new FinanceError('conflict', `This order already has a refund (${live[0]!.status}).`);
  const paidKobo = order.paidAmountKobo;
  const returnedToWalletKobo = await returnedToWallet(db, orderId);
  const refundedKobo = order.refundedKobo;
  const refundableKobo = paidKobo - returnedToWalletKobo - refundedKobo;
  if (refundableKobo <= 0)
    throw new FinanceError(
      'conflict',
      returnedToWalletKobo > 0
        ? `The ${formatNaira(returnedToWalletKobo)} this order paid is already in the buyer's wallet: they can withdraw it from there. A card refund would pay them twice.`
        : 'Nothing of this payment is left to refund.',
    );
  return { order, paidKobo, returnedToWalletKobo, refundedKobo, refundableKobo };
}
