import { koboFromNairaValue } from '@chancepay/shared/money';
import { isRecord } from './payload';

/**
 * The proof of a Scan2Pay4Me payment (the server's `shop_payment`): what the buyer shows the shop owner at the
 * counter. Only present once the shop was paid (the order was drawn, win or lose).
 */
export interface ShopPayment {
  vendorName: string;
  amountKobo: number;
  paidAt: string;
  reference: string;
}

/** Null unless the answer carries a complete shop payment. */
export function shopPaymentFrom(value: unknown): ShopPayment | null {
  if (!isRecord(value)) return null;
  const { vendor_name: vendorName, paid_at: paidAt, reference } = value;
  const amountKobo = koboFromNairaValue(value.amount);
  if (typeof vendorName !== 'string' || !vendorName.trim()) return null;
  if (typeof paidAt !== 'string' || Number.isNaN(Date.parse(paidAt))) return null;
  if (typeof reference !== 'string' || !reference || amountKobo <= 0) return null;
  return { vendorName, amountKobo, paidAt, reference };
}
