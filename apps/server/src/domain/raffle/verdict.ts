import type { GatewayTransaction, GatewayTransactionStatus } from '../../providers/payments';
import type { OrderRow } from './orders';

/** What the gateway's answer means for an order. */
export type Verdict =
  | { kind: 'paid'; amountKobo: number; gatewayStatus: GatewayTransactionStatus }
  | { kind: 'mismatch'; amountKobo: number; gatewayStatus: GatewayTransactionStatus }
  | {
      kind: 'failed';
      status: 'payment_failed' | 'closed';
      gatewayStatus: GatewayTransactionStatus;
      message: string;
    }
  | { kind: 'pending'; gatewayStatus: GatewayTransactionStatus | null; message: string };

export function verdictFromGateway(
  order: Pick<OrderRow, 'orderAmountKobo'>,
  transaction: GatewayTransaction,
): Verdict {
  switch (transaction.status) {
    case 'success': {
      if (transaction.amountKobo === null)
        return { kind: 'pending', gatewayStatus: 'success', message: 'The gateway gave no amount.' };
      // Squad reports NGN or USD; we only ever ask for NGN, so anything else waits for a person to look.
      if (transaction.currency !== null && transaction.currency.toUpperCase() !== 'NGN')
        return {
          kind: 'pending',
          gatewayStatus: 'success',
          message: `The gateway reports a ${transaction.currency} payment.`,
        };
      return transaction.amountKobo === order.orderAmountKobo
        ? { kind: 'paid', amountKobo: transaction.amountKobo, gatewayStatus: 'success' }
        : { kind: 'mismatch', amountKobo: transaction.amountKobo, gatewayStatus: 'success' };
    }
    case 'failed':
      return {
        kind: 'failed',
        status: 'payment_failed',
        gatewayStatus: 'failed',
        message: 'The payment was declined.',
      };
    case 'abandoned':
    case 'cancelled':
      // The emulator's "Cancel payment" and a checkout the buyer walked away from: the spec's `closed`.
      return {
        kind: 'failed',
        status: 'closed',
        gatewayStatus: transaction.status,
        message: 'Payment was cancelled.',
      };
    case 'pending':
    case 'not_found':
      return {
        kind: 'pending',
        gatewayStatus: transaction.status,
        message: 'The payment is not complete yet.',
      };
  }
}
