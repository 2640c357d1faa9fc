import { randomClientSeedHex } from '@chancepay/shared/draw';
import { callAction } from './action';
import { orderParameters, type OrderDraft } from './create-order';

/**
 * A signed-in customer's order paid from the wallet (DOMAIN.md: same draw, no card redirect): the server
 * debits the wallet, draws at once and answers with the verification result of the order.
 */
export async function payFromWallet(draft: OrderDraft): Promise<unknown> {
  const payload = await callAction('create_order', orderParameters(draft, randomClientSeedHex(), 'wallet'));
  return { data: payload };
}
