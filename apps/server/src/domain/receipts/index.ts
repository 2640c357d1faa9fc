import type { ReceiptKind } from '@chancepay/shared';
import type { Executor } from '../../db/client';
import { accountKeys } from '../ledger';
import { CUSTOMER_LEDGER_KINDS, VENDOR_LEDGER_KINDS, type ReportOwner } from '../reports';
import { cardRefundReceipt, findOrder, orderReceipt } from './order-receipts';
import type { ReceiptText } from './receipt-text';
import { entryReceipt, transferReceipt } from './wallet-receipts';

export { receiptIn, type ReceiptText } from './receipt-text';

/**
 * Receipts (README.md here): one per money event the owner's reports list, and the order receipt a
 * signed-out buyer reaches with the order's reference.
 */

export interface ReceiptOptions {
  /** Squad's payout reference for one of our transfers (the merchant's prefix + the transfer id). */
  payoutReferenceOf: (transferId: string) => string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ENTRY_NUMBER = /^[1-9]\d{0,15}$/;

/** The owner's receipt of this kind and id; null when there is none or it is someone else's. */
export async function ownersReceipt(
  executor: Executor,
  owner: ReportOwner,
  kind: ReceiptKind,
  id: string,
  options: ReceiptOptions,
): Promise<ReceiptText | null> {
  const wallet =
    owner.role === 'vendor'
      ? accountKeys.vendorWallet(owner.vendorId)
      : accountKeys.customerWallet(owner.userId);
  if (kind === 'transfer')
    return UUID.test(id)
      ? transferReceipt(executor, id.toLowerCase(), wallet, options.payoutReferenceOf)
      : null;
  if (kind === 'order' || kind === 'card-refund') {
    // A vendor's sales are "payment-received" receipts; orders and card refunds are a buyer's.
    if (owner.role !== 'customer' || !UUID.test(id)) return null;
    if (kind === 'card-refund') return cardRefundReceipt(executor, id.toLowerCase(), owner.userId);
    const found = await findOrder(executor, id.toLowerCase(), owner.userId);
    return found ? orderReceipt(found) : null;
  }
  if (!ENTRY_NUMBER.test(id) || !Number.isSafeInteger(Number(id))) return null;
  return entryReceipt(executor, {
    kind,
    entryId: Number(id),
    walletAccount: wallet,
    kinds: owner.role === 'vendor' ? VENDOR_LEDGER_KINDS : CUSTOMER_LEDGER_KINDS,
    payoutReferenceOf: options.payoutReferenceOf,
  });
}

/**
 * A signed-out buyer's order receipt. The order id is the reference /thank-you was given by the gateway and
 * shows the order with (a random UUID, so receipts cannot be enumerated); the receipt says no more than
 * /thank-you does about the buyer (the phone is masked).
 */
export async function orderReceiptByReference(
  executor: Executor,
  reference: string,
): Promise<ReceiptText | null> {
  if (!UUID.test(reference)) return null;
  const found = await findOrder(executor, reference.toLowerCase());
  return found ? orderReceipt(found) : null;
}
