import {
  formatNaira,
  maskPhone,
  nairaFromKobo,
  raffleTypeInfo,
  storedWinningsTax,
  winningsTaxLines,
  type Receipt,
  type ReceiptLine,
} from '@chancepay/shared';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cardRefunds, orders, vendors, type PaymentMethod, type RefundStatus } from '../../db/schema';
import { ORDER_STATUS_LABEL } from '../reports';

/**
 * Receipts of ticket orders (card or wallet, Scan2Pay4Me included) and of card refunds. The order id is the
 * reference the buyer holds (/thank-you?reference=...) and also Squad's transaction_ref for a card payment,
 * since the checkout is started with it.
 */

export type OrderWithVendor = { order: typeof orders.$inferSelect; vendorName: string | null };

export async function findOrder(
  executor: Executor,
  orderId: string,
  customerUserId?: string,
): Promise<OrderWithVendor | null> {
  const [found] = await executor
    .select({ order: orders, vendorName: vendors.businessName })
    .from(orders)
    .leftJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(
      and(
        eq(orders.id, orderId),
        ...(customerUserId === undefined ? [] : [eq(orders.customerUserId, customerUserId)]),
      ),
    );
  return found ?? null;
}

/** "Get Cash", "Pay4Me", or "Scan2Pay4Me" (a Pay4Me order that carries a bill for the shop). */
export function productOf(order: typeof orders.$inferSelect): string {
  return order.amountDueKobo !== null ? 'Scan2Pay4Me' : raffleTypeInfo(order.raffleTypeId).name;
}

function outcomeOf(order: typeof orders.$inferSelect): string {
  if (order.outcome === 'won') return `Won ${formatNaira(order.prizeKobo)}`;
  if (order.outcome === 'lost') return 'Not a winning ticket this time';
  if (order.status === 'verifying') return 'Waiting for the payment to be confirmed';
  if (order.status === 'amount_mismatch_wallet_updated') return 'Not entered: the money went to your wallet';
  return 'Not entered: the payment did not go through';
}

/** The draw's facts, shared by the order's receipt and its prize's. */
export function drawLines(order: typeof orders.$inferSelect): ReceiptLine[] {
  return [
    { label: 'Product', value: productOf(order) },
    {
      label: 'Tickets',
      value: `${order.ticketQuantity} × ${formatNaira(order.ticketPriceKobo)}`,
    },
    { label: 'Raffle cycle', value: String(order.raffleCycleId) },
    { label: 'Order number in cycle', value: String(order.orderSeq) },
  ];
}

/** A win's gross, tax and net (DOMAIN.md "Winnings tax"), from what settlement stored; none for other orders. */
export function prizeTaxLines(order: typeof orders.$inferSelect): ReceiptLine[] {
  const tax = storedWinningsTax(order);
  return tax ? winningsTaxLines(tax) : [];
}

/** How an order was paid, in a receipt's words ('transfer': to its one-time account, issue #22). */
export function paidWithLabel(method: PaymentMethod, cardLabel = 'Card'): string {
  return method === 'card' ? cardLabel : method === 'transfer' ? 'Bank transfer' : 'ChancePay wallet';
}

export function orderReceipt({ order, vendorName }: OrderWithVendor): Receipt {
  const scanToPay = order.amountDueKobo !== null;
  const card = order.paymentMethodUsed === 'card';
  const details: ReceiptLine[] = [
    ...drawLines(order),
    ...(scanToPay ? [{ label: 'Bill for the shop', value: formatNaira(order.amountDueKobo!) }] : []),
    { label: 'Tickets cost', value: formatNaira(order.ticketAmountKobo) },
    { label: 'Paid with', value: paidWithLabel(order.paymentMethodUsed, 'Card (Squad checkout)') },
    { label: 'Phone', value: maskPhone(order.customerPhone) },
    { label: 'Outcome', value: outcomeOf(order) },
    ...prizeTaxLines(order),
    ...(order.refundedKobo > 0
      ? [{ label: 'Refunded to the card', value: formatNaira(order.refundedKobo) }]
      : []),
  ];
  return {
    kind: 'order',
    id: order.id,
    title: scanToPay ? 'Scan2Pay4Me payment' : 'Ticket payment',
    amount: nairaFromKobo(order.orderAmountKobo),
    direction: 'out',
    status: ORDER_STATUS_LABEL[order.status],
    date: (order.settledAt ?? order.createdAt).toISOString(),
    reference: order.id,
    provider_reference: card ? { label: 'Squad transaction ref', value: order.id } : null,
    other_party: {
      label: 'Paid to',
      value: scanToPay && vendorName ? vendorName : `ChancePay (${productOf(order)})`,
    },
    bank: null,
    details,
    fairness_reference: order.id,
  };
}

const REFUND_STATUS_LABEL: Record<RefundStatus, string> = {
  approved: 'Pending',
  pending: 'Pending',
  review: 'Pending',
  confirmed: 'Successful',
  failed: 'Failed',
};

/** A card payment given back to the card: only the buyer who was signed in when paying sees it. */
export async function cardRefundReceipt(
  executor: Executor,
  refundId: string,
  customerUserId: string,
): Promise<Receipt | null> {
  const [found] = await executor
    .select({ refund: cardRefunds, order: orders })
    .from(cardRefunds)
    .innerJoin(orders, eq(orders.id, cardRefunds.orderId))
    .where(and(eq(cardRefunds.id, refundId), eq(orders.customerUserId, customerUserId)));
  if (!found) return null;
  const { refund, order } = found;
  return {
    kind: 'card-refund',
    id: refund.id,
    title: 'Card refund',
    amount: nairaFromKobo(refund.amountKobo),
    direction: 'in',
    status: REFUND_STATUS_LABEL[refund.status],
    date: refund.updatedAt.toISOString(),
    reference: refund.id,
    provider_reference: refund.gatewayRefundReference
      ? { label: 'Squad refund ref', value: refund.gatewayRefundReference }
      : null,
    other_party: { label: 'Refunded to', value: 'The card that paid the order' },
    bank: null,
    details: [
      { label: 'Order reference', value: order.id },
      { label: 'Refund', value: refund.refundType },
      { label: 'Reason', value: refund.reason },
    ],
    fairness_reference: null,
  };
}
