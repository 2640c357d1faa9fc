import { koboFromNairaValue, toNumberOrZero } from '@chancepay/shared/money';
import { oddsText } from '../model/amounts';
import { isRecord } from './payload';
import { shopPaymentFrom, type ShopPayment } from './shop-payment';

/** What a buyer needs to check their draw later (DOMAIN.md The draw: shown on the receipt). */
export interface OrderReceipt {
  orderId: string;
  cycleId: number;
  /** 0 when the answer did not say. */
  typeId: number;
  orderSeq: number;
  clientSeed: string;
  serverSeedHash: string;
  tickets: number;
  /** "1 in 286" */
  odds: string | null;
  /** 0 when the answer did not carry it. */
  prizeKobo: number;
  /** A Scan2Pay4Me order whose shop was paid: the proof for the counter (ShopPaymentProof). */
  shopPayment?: ShopPayment | null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * Reads a receipt: the `receipt` of a squad/verify answer, or a wallet order's create_order answer. The odds are the server's own when it sends them,
 * else recomputed with the shared draw rule from the order's terms. Null when the draw fields are missing.
 */
export function orderReceiptFrom(order: unknown): OrderReceipt | null {
  if (!isRecord(order)) return null;
  const tickets = toNumberOrZero(order.ticket_quantity);
  const prizeKobo = koboFromNairaValue(order.prize_amount ?? order.prize);
  const odds =
    text(order.odds) ||
    oddsText({
      tickets,
      ticketPriceKobo: koboFromNairaValue(order.ticket_price),
      payoutRatioBps: toNumberOrZero(order.payout_ratio_bps),
      prizeKobo,
    });
  const receipt: OrderReceipt = {
    orderId: text(order.order_id),
    cycleId: toNumberOrZero(order.raffle_cycle_id),
    typeId: toNumberOrZero(order.raffle_type_id),
    orderSeq: toNumberOrZero(order.order_seq),
    clientSeed: text(order.client_seed),
    serverSeedHash: text(order.server_seed_hash),
    tickets,
    odds,
    prizeKobo,
    shopPayment: shopPaymentFrom(order.shop_payment),
  };
  const complete = receipt.orderId && receipt.cycleId > 0 && receipt.orderSeq > 0 && receipt.clientSeed;
  return complete ? receipt : null;
}
