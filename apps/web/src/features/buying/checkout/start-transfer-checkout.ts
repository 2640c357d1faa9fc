import { randomClientSeedHex } from '@chancepay/shared/draw';
import { startOrderBankTransfer, type OrderBankTransfer } from '../../money-in/api/order-bank-transfer';
import { rememberPendingTransfer } from '../../money-in/model/pending-transfer';
import { createOrder, type OrderDraft } from '../api/create-order';
import { CheckoutError } from './start-card-checkout';

/** An order waiting for its bank transfer; `started` is absent when the page came back and reads it again. */
export interface BankTransferOrder {
  orderId: string;
  started?: OrderBankTransfer;
}

/**
 * Pay by bank transfer (issue #22 item 5): create the order as for a card (a fresh client seed, DOMAIN.md The
 * draw), then ask for its one-time account. The order is kept in the tab's storage so the panel comes back if
 * the phone drops the tab while the buyer is in their bank app. Errors name their step, as the card's do.
 */
export async function startTransferCheckout(
  draft: OrderDraft,
  options: { originPath: string; signedIn: boolean },
): Promise<BankTransferOrder> {
  let orderId: string;
  try {
    orderId = await createOrder(draft, randomClientSeedHex(), options.signedIn, 'transfer');
  } catch (error) {
    throw new CheckoutError('create-order', error);
  }
  let started: OrderBankTransfer;
  try {
    started = await startOrderBankTransfer(orderId);
  } catch (error) {
    throw new CheckoutError('initiate-payment', error);
  }
  rememberPendingTransfer(options.originPath, orderId);
  return { orderId, started };
}
