import { DEFAULT_WINNINGS_TAX_BPS } from '@chancepay/shared';
import { localized } from '../../i18n/localized';
import { LedgerError } from '../ledger';
import { WalletLimitError } from '../wallet-limits';
import { RaffleError } from './errors';
import { lockOrder } from './order-lock';
import { setOrderFinal } from './order-final';
import { orderMessages } from './orders.messages';
import { isSettled } from './orders';
import { settlePaidOrder } from './settle-paid-order';
import type { SettleResult, SettlementContext } from './settlement-context';

/**
 * A signed-in customer's wallet payment: same draw, no card. The order was created in its own short
 * transaction (taking the cycle's lock for its seq); this one locks the order, then wallets, then (on a
 * win) the cycle, the same order as card settlement, so the two never deadlock.
 */
export async function settleWalletOrder(context: SettlementContext, orderId: string): Promise<SettleResult> {
  const now = context.clock();
  return context.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) throw new RaffleError('not_found', localized(orderMessages, 'orderNotFound'), 'reference');
    const { order, serverSeed, serverSeedHash } = locked;
    const taxTerms = {
      rateBps: context.winningsTaxBps ?? DEFAULT_WINNINGS_TAX_BPS,
      bearer: locked.winningsTaxBearer,
    };
    if (isSettled(order) || order.paymentMethodUsed !== 'wallet')
      return { order, serverSeedHash, settledNow: false };
    try {
      // A savepoint: a refused debit must not spoil the transaction that records the refusal.
      const settled = await tx.transaction((savepoint) =>
        settlePaidOrder(
          savepoint,
          order,
          serverSeed,
          'wallet',
          order.orderAmountKobo,
          'wallet',
          now,
          taxTerms,
        ),
      );
      return { order: settled, serverSeedHash, settledNow: true };
    } catch (error) {
      // The tier's daily limit, passed by debits that raced this one since the order was placed.
      const overLimit = error instanceof WalletLimitError;
      if (!overLimit && (!(error instanceof LedgerError) || error.code !== 'insufficient_funds')) throw error;
      const failed = await setOrderFinal(tx, order.id, now, {
        status: 'payment_failed',
        gatewayStatus: 'failed',
        statusMessage: overLimit ? error.message : orderMessages.en.walletNotEnoughForOrder,
      });
      return { order: failed, serverSeedHash, settledNow: true };
    }
  });
}
