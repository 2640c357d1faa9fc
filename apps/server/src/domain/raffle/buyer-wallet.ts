import { RAFFLE_TYPE } from '@chancepay/shared';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { preparedQuery } from '../../db/rows';
import { users } from '../../db/schema';
import { accountKeys, lockWallets, type LedgerTransaction } from '../ledger';
import type { OrderRow } from './orders';

/**
 * The wallet a buyer's money goes to (DOMAIN.md "Anonymous buyers"): the customer's wallet when the order
 * was placed signed in or its phone belongs to a verified customer; the phone's wallet only while no
 * customer has verified that phone. The phone wallet is locked BEFORE the phone's owner is read: a
 * verification claims the phone wallet under the same lock after marking the phone verified, so either it
 * commits first and is seen here, or it waits for this credit and claims it. No money is stranded.
 */
export async function buyerWallet(
  tx: LedgerTransaction,
  order: Pick<OrderRow, 'customerUserId' | 'customerPhone'>,
): Promise<string> {
  if (order.customerUserId) return accountKeys.customerWallet(order.customerUserId);
  const phoneWallet = accountKeys.phoneWallet(order.customerPhone);
  await lockWallets(tx, [phoneWallet]);
  const [owner] = await verifiedCustomerOfPhone(tx, { phone: order.customerPhone });
  return owner ? accountKeys.customerWallet(owner.id) : phoneWallet;
}

const verifiedCustomerOfPhone = preparedQuery('raffle_verified_customer_of_phone', (executor, name) =>
  executor
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.phone, sql.placeholder('phone')),
        isNotNull(users.phoneVerifiedAt),
        eq(users.role, 'customer'),
      ),
    )
    .limit(1)
    .prepare(name),
);

/** Where a winning order's prize goes (DOMAIN.md "Outcomes per product"). */
export async function prizeRecipient(
  tx: LedgerTransaction,
  order: Pick<OrderRow, 'raffleTypeId' | 'vendorId' | 'amountDueKobo' | 'customerUserId' | 'customerPhone'>,
): Promise<string> {
  if (order.raffleTypeId === RAFFLE_TYPE.pay4Me && order.amountDueKobo === null && order.vendorId)
    return accountKeys.vendorWallet(order.vendorId);
  // Get Cash, On The House, and Scan2Pay4Me (the amount due comes back: the purchase was on the house).
  return buyerWallet(tx, order);
}
