import {
  formatNaira,
  maskPhone,
  nairaFromKobo,
  raffleTypeInfo,
  storedWinningsTax,
  taxRateLabel,
} from '@chancepay/shared';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cardRefunds, orders, vendors, type PaymentMethod, type RefundStatus } from '../../db/schema';
import { messagesFrom, type LocalizedMessage } from '../../i18n/localized';
import { ORDER_STATUS_LABEL } from '../reports';
import type { ReceiptLineText, ReceiptText } from './receipt-text';
import { receiptMessages } from './receipts.messages';

const say = messagesFrom(receiptMessages);

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

function outcomeOf(order: typeof orders.$inferSelect): LocalizedMessage {
  if (order.outcome === 'won') return say('won', { amount: formatNaira(order.prizeKobo) });
  if (order.outcome === 'lost') return say('notWinning');
  if (order.status === 'verifying') return say('waitingForPayment');
  if (order.status === 'amount_mismatch_wallet_updated') return say('notEnteredMoneyToWallet');
  return say('notEnteredPaymentFailed');
}

/** The draw's facts, shared by the order's receipt and its prize's. */
export function drawLines(order: typeof orders.$inferSelect): ReceiptLineText[] {
  return [
    { label: say('product'), value: productOf(order) },
    {
      label: say('tickets'),
      value: `${order.ticketQuantity} × ${formatNaira(order.ticketPriceKobo)}`,
    },
    { label: say('raffleCycle'), value: String(order.raffleCycleId) },
    { label: say('orderNumberInCycle'), value: String(order.orderSeq) },
  ];
}

/**
 * A win's gross, tax and net (DOMAIN.md "Winnings tax"), from what settlement stored; none for other orders.
 * The words are packages/shared's winningsTaxLines' (a test holds them equal), in the reader's language.
 */
export function prizeTaxLines(order: typeof orders.$inferSelect): ReceiptLineText[] {
  const tax = storedWinningsTax(order);
  if (!tax) return [];
  const rate = taxRateLabel(tax.rateBps);
  return [
    { label: say('prizeGross'), value: formatNaira(tax.grossKobo) },
    {
      label: tax.bearer === 'winner' ? say('taxWithheld', { rate }) : say('taxPaidByChancePay', { rate }),
      value: formatNaira(tax.taxKobo),
    },
    { label: say('prizeNet'), value: formatNaira(tax.netKobo) },
  ];
}

/** How an order was paid, in a receipt's words ('transfer': to its one-time account, issue #22). */
export function paidWithLabel(method: PaymentMethod, cardLabel = say('card')): LocalizedMessage {
  return method === 'card'
    ? cardLabel
    : method === 'transfer'
      ? say('byBankTransfer')
      : say('chancePayWallet');
}

export function orderReceipt({ order, vendorName }: OrderWithVendor): ReceiptText {
  const scanToPay = order.amountDueKobo !== null;
  const card = order.paymentMethodUsed === 'card';
  const details: ReceiptLineText[] = [
    ...drawLines(order),
    ...(scanToPay ? [{ label: say('billForShop'), value: formatNaira(order.amountDueKobo!) }] : []),
    { label: say('ticketsCost'), value: formatNaira(order.ticketAmountKobo) },
    { label: say('paidWith'), value: paidWithLabel(order.paymentMethodUsed, say('cardSquadCheckout')) },
    { label: say('phone'), value: maskPhone(order.customerPhone) },
    { label: say('outcome'), value: outcomeOf(order) },
    ...prizeTaxLines(order),
    ...(order.refundedKobo > 0
      ? [{ label: say('refundedToCard'), value: formatNaira(order.refundedKobo) }]
      : []),
  ];
  return {
    kind: 'order',
    id: order.id,
    title: scanToPay ? say('scan2Pay4MePayment') : say('ticketPayment'),
    amount: nairaFromKobo(order.orderAmountKobo),
    direction: 'out',
    status: ORDER_STATUS_LABEL[order.status],
    date: (order.settledAt ?? order.createdAt).toISOString(),
    reference: order.id,
    provider_reference: card ? { label: say('squadTransactionRef'), value: order.id } : null,
    other_party: {
      label: say('paidTo'),
      value: scanToPay && vendorName ? vendorName : say('chancePayProduct', { product: productOf(order) }),
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
): Promise<ReceiptText | null> {
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
    title: say('cardRefund'),
    amount: nairaFromKobo(refund.amountKobo),
    direction: 'in',
    status: REFUND_STATUS_LABEL[refund.status],
    date: refund.updatedAt.toISOString(),
    reference: refund.id,
    provider_reference: refund.gatewayRefundReference
      ? { label: say('squadRefundRef'), value: refund.gatewayRefundReference }
      : null,
    other_party: { label: say('refundedTo'), value: say('cardThatPaid') },
    bank: null,
    details: [
      { label: say('orderReference'), value: order.id },
      { label: say('refund'), value: refund.refundType },
      { label: say('reason'), value: refund.reason },
    ],
    fairness_reference: null,
  };
}
