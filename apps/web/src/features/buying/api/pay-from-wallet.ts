import { randomClientSeedHex } from '@chancepay/shared/draw';
import { sendOrder, type OrderDraft } from './create-order';

/**
 * A signed-in customer's order paid from the wallet (DOMAIN.md: same draw, no card redirect): the server
 * debits the wallet, draws at once and answers with the order's status and receipt fields.
 */
export async function payFromWallet(draft: OrderDraft): Promise<unknown> {
  return { data: await sendOrder(draft, randomClientSeedHex(), 'wallet', true) };
}
