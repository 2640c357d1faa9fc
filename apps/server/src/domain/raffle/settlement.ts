import { DEFAULT_WINNINGS_TAX_BPS, formatNaira } from '@chancepay/shared';
import type { Database } from '../../db/client';
import { PaymentGatewayError } from '../../providers/payments';
import { localized } from '../../i18n/localized';
import { RaffleError } from './errors';
import { holdForReview } from './hold-for-review';
import { findOrderWithSeedHash, lockOrder } from './order-lock';
import { setOrderFinal } from './order-final';
import { orderMessages } from './orders.messages';
import { hasEnded, isSettled, type OrderRow } from './orders';
import { latePaymentMessage, refundToBuyer } from './refund-to-buyer';
import { settleLostCardOrder } from './settle-lost-card-order';
import { settlePaidOrder } from './settle-paid-order';
import { settleWalletOrder } from './settle-wallet-order';
import type { SettleOptions, SettleResult, SettlementContext, SettlementTrigger } from './settlement-context';
import { verdictFromGateway, type Verdict } from './verdict';

/**
 * Settlement of a paid order, exactly once (DOMAIN.md "Settlement of a card payment"). The browser's
 * verify, the gateway's webhook and the reconciliation job all call verifyAndSettle; they may race.
 *
 *  1. Ask the gateway (never the browser or the webhook body) what happened, outside any transaction.
 *  2. In ONE transaction: lock the order row; if it is already settled, stop; else post the payment, draw,
 *     post the prize, update the cycle's budget (completing it and opening the next when it runs out),
 *     record the status, and mark the order's reconciliation job done.
 *     The common case, a paid card order that lost with nobody to notify, is the same steps in ONE statement
 *     (settleLostCardOrder): the order's row lock, then the payment and the final status only under it.
 *
 * The row lock makes the racers queue; the first settles, the others find it settled. The ledger's
 * idempotency keys (order:<id>:settle, order:<id>:prize, order:<id>:refund) are a second guard.
 */

/**
 * Asks the gateway about the order and settles it if the answer is final. `giveUp` (the job, after 24 h)
 * turns a still-pending answer into payment_failed.
 */
export async function verifyAndSettle(
  context: SettlementContext,
  orderId: string,
  trigger: SettlementTrigger,
  options: SettleOptions = {},
): Promise<SettleResult> {
  const recent = options.giveUp ? undefined : context.recentlySettled?.get(orderId);
  if (recent) return { order: recent.order, serverSeedHash: recent.serverSeedHash, settledNow: false };
  const running = context.inFlight?.get(orderId);
  if (running && !options.giveUp) return running;
  const settlement = askAndSettle(context, orderId, trigger, options).then((result) => {
    if (result.settledNow) context.onSettled?.(trigger);
    context.recentlySettled?.remember(result);
    return result;
  });
  if (!context.inFlight || options.giveUp) return settlement;
  const inFlight = context.inFlight;
  inFlight.set(orderId, settlement);
  try {
    return await settlement;
  } finally {
    if (inFlight.get(orderId) === settlement) inFlight.delete(orderId);
  }
}

async function askAndSettle(
  context: SettlementContext,
  orderId: string,
  trigger: SettlementTrigger,
  options: SettleOptions,
): Promise<SettleResult> {
  const found =
    options.known?.order.id === orderId ? options.known : await findOrderWithSeedHash(context.db, orderId);
  if (!found) throw new RaffleError('not_found', localized(orderMessages, 'orderNotFound'), 'reference');
  const { order, serverSeed, serverSeedHash } = found;
  if (isSettled(order)) return { order, serverSeedHash, settledNow: false };
  if (order.paymentMethodUsed === 'wallet') return settleWalletOrder(context, orderId);

  let verdict: Verdict;
  try {
    // An order paid by transfer is asked about through its one-time account, never the card checkout.
    if (order.paymentMethodUsed === 'transfer')
      verdict = context.transferVerdict
        ? await context.transferVerdict(order, context.clock())
        : { kind: 'pending', gatewayStatus: null, message: 'The transfer is not confirmed yet.' };
    else verdict = verdictFromGateway(order, await context.gateway.verify(orderId));
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    // A gateway error or timeout is never a verdict, not even at the 24-hour give-up: ask again later.
    return { order, serverSeedHash, settledNow: false, gatewayUnavailable: error.message };
  }
  if (verdict.kind === 'pending' && !options.giveUp)
    return { order, serverSeedHash, settledNow: false, pendingAtGateway: verdict.gatewayStatus };
  // An ended order (declined, abandoned, given up) changes only when the gateway now says it was paid.
  if (hasEnded(order) && verdict.kind !== 'paid' && verdict.kind !== 'mismatch')
    return { order, serverSeedHash, settledNow: false };
  const now = context.clock();
  if (verdict.kind === 'paid' && order.status === 'verifying') {
    const settled = await settleLostCardOrder(
      context.db,
      order,
      serverSeed,
      verdict.amountKobo,
      trigger,
      now,
    );
    if (settled) return { order: settled, serverSeedHash, settledNow: true };
  }
  return applyVerdict(context.db, orderId, verdict, trigger, now, context.winningsTaxBps);
}

/** Step 2: everything that changes, in one transaction under the order's row lock. */
export async function applyVerdict(
  db: Database,
  orderId: string,
  verdict: Verdict,
  trigger: SettlementTrigger,
  now: Date,
  winningsTaxBps: number = DEFAULT_WINNINGS_TAX_BPS,
): Promise<SettleResult> {
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) throw new RaffleError('not_found', localized(orderMessages, 'orderNotFound'), 'reference');
    const { order, serverSeed, serverSeedHash } = locked;
    const taxTerms = { rateBps: winningsTaxBps, bearer: locked.winningsTaxBearer };
    if (isSettled(order)) return { order, serverSeedHash, settledNow: false };

    let updated: OrderRow;
    if (hasEnded(order)) {
      // The buyer was told this order ended (declined, cancelled, or given up after 24 hours); the gateway now
      // says it was paid after all (DOMAIN.md Settlement step 6). The draw is over for it (its cycle's seed may
      // be public by now), so the paid amount goes to the buyer's wallet instead.
      if (verdict.kind !== 'paid' && verdict.kind !== 'mismatch')
        return { order, serverSeedHash, settledNow: false };
      updated = await refundToBuyer(tx, order, verdict.amountKobo, 'late', trigger, now, {
        status: 'amount_mismatch_wallet_updated',
        message: latePaymentMessage(verdict.amountKobo),
      });
    } else {
      switch (verdict.kind) {
        case 'paid':
          // 'card': the money is at the gateway, from a card charge or a transfer to the order's one-time
          // account (issue #22): either way it comes out of clearing:gateway, drawn the same.
          updated = await settlePaidOrder(
            tx,
            order,
            serverSeed,
            'card',
            verdict.amountKobo,
            trigger,
            now,
            taxTerms,
          );
          break;
        case 'mismatch':
          updated = await refundToBuyer(tx, order, verdict.amountKobo, 'refund', trigger, now, {
            status: 'amount_mismatch_wallet_updated',
            message: `Due to a payment discrepancy you could not join the raffle; ${formatNaira(verdict.amountKobo)} was credited to your wallet.`,
          });
          break;
        case 'failed':
          // Ended for the buyer, but only "success" is final at the gateway: the reconciliation job keeps
          // asking until 24 hours after creation, so its job stays pending.
          updated = await setOrderFinal(
            tx,
            order.id,
            now,
            { status: verdict.status, gatewayStatus: verdict.gatewayStatus, statusMessage: verdict.message },
            { keepJob: true },
          );
          break;
        case 'pending':
          updated =
            verdict.gatewayStatus === 'success'
              ? await holdForReview(tx, order.id, now, verdict.message)
              : await setOrderFinal(tx, order.id, now, {
                  status: 'payment_failed',
                  gatewayStatus: verdict.gatewayStatus,
                  statusMessage: orderMessages.en.notConfirmedIn24Hours,
                });
          break;
      }
    }
    return { order: updated, serverSeedHash, settledNow: true };
  });
}
