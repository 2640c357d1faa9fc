import type { VirtualAccountWebhook } from '../../providers/virtual-accounts';
import { findOrder } from '../raffle/orders';
import type { MoneyInContext } from './context';
import { recordInboundCredit } from './credits';
import { recordAttempts } from './transfer-payments';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A signed webhook's credit (the route checked the signature before anything was read): a static account's
 * credit is posted here and now (once per reference); a one-time account's attempt is recorded, and a SUCCESS
 * names the order to settle (raffle settlement, which asks the gateway again and also trusts this record).
 */
export async function receiveWebhookCredit(
  context: Pick<MoneyInContext, 'db'>,
  webhook: VirtualAccountWebhook,
  now: Date,
): Promise<{ reference: string; settleOrderId: string | null }> {
  if (webhook.kind === 'static') {
    await recordInboundCredit(context.db, webhook.credit, 'webhook', now);
    return { reference: webhook.credit.transactionReference, settleOrderId: null };
  }
  const { attempt } = webhook;
  const orderId = attempt.merchantReference.toLowerCase();
  // An attempt for no order of ours: nothing to record (the gateway returns what it cannot place).
  if (!UUID.test(orderId) || !(await findOrder(context.db, orderId)))
    return { reference: attempt.transactionReference, settleOrderId: null };
  await recordAttempts(context.db, orderId, [attempt], 'webhook', now);
  return {
    reference: attempt.transactionReference,
    settleOrderId: attempt.status === 'SUCCESS' ? orderId : null,
  };
}
