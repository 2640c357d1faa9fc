import { eq } from 'drizzle-orm';
import { inboundCredits } from '../../db/schema';
import type { VirtualAccountWebhook } from '../../providers/virtual-accounts';
import { findOrder } from '../raffle/orders';
import type { MoneyInContext } from './context';
import { recordInboundCredit } from './credits';

async function isHeldFrozen(context: Pick<MoneyInContext, 'db'>, reference: string): Promise<boolean> {
  const [row] = await context.db
    .select({ status: inboundCredits.status })
    .from(inboundCredits)
    .where(eq(inboundCredits.transactionReference, reference));
  return row?.status === 'frozen';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A signed webhook's credit (the route checked the signature before anything was read): a static account's
 * credit is posted here and now (once per reference); a one-time account's attempt names the order to settle
 * (raffle settlement, which asks the gateway for the attempts and trusts only what it lists).
 */
export async function receiveWebhookCredit(
  context: Pick<MoneyInContext, 'db' | 'virtualAccounts'>,
  webhook: VirtualAccountWebhook,
  now: Date,
): Promise<{ reference: string; settleOrderId: string | null }> {
  if (webhook.kind === 'static') {
    const { credit } = webhook;
    // A v2 signature does not cover `meta`, where the hold is said: a release (a credit we hold as frozen now
    // reported without it) is taken from the gateway's own listing of the customer's credits, not the body.
    if (credit.frozen === null && (await isHeldFrozen(context, credit.transactionReference))) {
      const listed = (await context.virtualAccounts.customerCredits(credit.customerIdentifier)).find(
        (entry) => entry.transactionReference === credit.transactionReference,
      );
      if (listed) await recordInboundCredit(context.db, listed, 'requery', now);
      return { reference: credit.transactionReference, settleOrderId: null };
    }
    await recordInboundCredit(context.db, credit, 'webhook', now);
    return { reference: credit.transactionReference, settleOrderId: null };
  }
  const { attempt } = webhook;
  const orderId = attempt.merchantReference.toLowerCase();
  // An attempt for no order of ours: nothing to record (the gateway returns what it cannot place).
  if (!UUID.test(orderId) || !(await findOrder(context.db, orderId)))
    return { reference: attempt.transactionReference, settleOrderId: null };
  // The one-time account's signature covers only the references and the amount received, not the status: a
  // replayed body could say SUCCESS of a transfer the gateway returned (late, or after another one paid). So
  // the webhook is only a prompt: settlement asks the gateway for the order's attempts, records them as the
  // gateway lists them, and pays the order only for a SUCCESS the gateway itself reports.
  return { reference: attempt.transactionReference, settleOrderId: orderId };
}
