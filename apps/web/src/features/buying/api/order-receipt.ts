import { koboFromNairaValue, toNumberOrZero } from '@chancepay/shared/money';
import { isRecord, type Payload } from './action';

/** What a buyer needs to check their draw later (DOMAIN.md The draw: shown on the receipt). */
export interface OrderReceipt {
  orderId: string;
  cycleId: number;
  orderSeq: number;
  clientSeed: string;
  serverSeedHash: string;
  tickets: number;
  ticketPriceKobo: number;
  payoutRatioBps: number;
  prizeKobo: number;
  orderAmountKobo: number;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function payoutRatioBps(order: Payload): number {
  const bps = toNumberOrZero(order.payout_ratio_bps);
  return bps > 0 ? bps : Math.round(toNumberOrZero(order.payout_ratio) * 10_000);
}

/** Reads an order's receipt fields; null when the answer lacks what the draw needs. */
export function orderReceiptFrom(order: unknown): OrderReceipt | null {
  if (!isRecord(order)) return null;
  const receipt: OrderReceipt = {
    orderId: text(order.order_id),
    cycleId: toNumberOrZero(order.raffle_cycle_id ?? order.cycle_id),
    orderSeq: toNumberOrZero(order.order_seq),
    clientSeed: text(order.client_seed),
    serverSeedHash: text(order.server_seed_hash),
    tickets: toNumberOrZero(order.ticket_quantity ?? order.tickets),
    ticketPriceKobo: koboFromNairaValue(order.ticket_price ?? order.price_of_ticket),
    payoutRatioBps: payoutRatioBps(order),
    prizeKobo: koboFromNairaValue(order.prize ?? order.prize_amount),
    orderAmountKobo: koboFromNairaValue(order.order_amount),
  };
  const complete = receipt.orderId && receipt.cycleId > 0 && receipt.orderSeq > 0 && receipt.clientSeed;
  return complete ? receipt : null;
}

/** The order's public record (GET /api/fairness/orders/:id); null when it cannot be read. */
export async function fetchOrderReceipt(orderId: string, signal?: AbortSignal): Promise<OrderReceipt | null> {
  try {
    const response = await fetch(`/api/fairness/orders/${encodeURIComponent(orderId)}`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      ...(signal ? { signal } : {}),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as unknown;
    const data = isRecord(body) && isRecord(body.data) ? body.data : body;
    return orderReceiptFrom(isRecord(data) && isRecord(data.order) ? data.order : data);
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error(error);
    return null;
  }
}
