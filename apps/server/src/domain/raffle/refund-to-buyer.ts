import { formatNaira } from '@chancepay/shared';
import type { OrderStatus } from '../../db/schema';
import { accountKeys, lockWallets, type LedgerTransaction } from '../ledger';
import { postWithinCap } from '../wallet-limits';
import { buyerWallet } from './buyer-wallet';
import { setOrderFinal } from './order-final';
import type { OrderRow } from './orders';
import type { SettlementTrigger } from './settlement-context';

// The outcomes where a paid order cannot join the draw (a payment of the wrong amount, or one that arrived
// after the order ended): the money paid goes to the buyer's wallet.

export function latePaymentMessage(amountKobo: number): string {
  return `Your payment arrived late, after this order had ended, so it could not join the raffle; ${formatNaira(amountKobo)} was credited to your wallet.`;
}

export async function refundToBuyer(
  tx: LedgerTransaction,
  order: OrderRow,
  paidKobo: number,
  keySuffix: 'refund' | 'late',
  trigger: SettlementTrigger,
  now: Date,
  result: { status: OrderStatus; message: string },
): Promise<OrderRow> {
  const wallet = await buyerWallet(tx, order);
  await lockWallets(tx, [wallet]);
  await postWithinCap(tx, {
    idempotencyKey: `order:${order.id}:${keySuffix}`,
    kind: 'ticket_payment_refund',
    causeType: 'order',
    causeId: order.id,
    metadata: { trigger, expected_kobo: order.orderAmountKobo, paid_kobo: paidKobo },
    postings: [
      { account: accountKeys.gatewayClearing, amountKobo: -paidKobo },
      { account: wallet, amountKobo: paidKobo },
    ],
  });
  return setOrderFinal(tx, order.id, now, {
    status: result.status,
    paidAmountKobo: paidKobo,
    gatewayStatus: 'success',
    statusMessage: result.message,
  });
}
