import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentWebhookEvents } from '../../db/schema';
import { scheduleJobNoLaterThan } from '../jobs/queue';
import { reconcileJobKind } from './reconcile-schedule';

/**
 * Records a signed gateway webhook (once per provider, reference and event; repeats only count deliveries)
 * and, in the same transaction, makes the order's reconciliation job due now. Whatever happens to the
 * process after the 200, the job will ask the gateway and settle the order.
 */
export async function recordPaymentWebhook(
  db: Database,
  input: { provider: string; reference: string; event: string; rawBody: string; orderId: string | null; now: Date },
): Promise<{ firstDelivery: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paymentWebhookEvents)
      .values({
        provider: input.provider,
        reference: input.reference,
        event: input.event,
        rawBody: input.rawBody,
        receivedAt: input.now,
        lastReceivedAt: input.now,
      })
      .onConflictDoUpdate({
        target: [paymentWebhookEvents.provider, paymentWebhookEvents.reference, paymentWebhookEvents.event],
        set: { deliveries: sql`${paymentWebhookEvents.deliveries} + 1`, lastReceivedAt: input.now },
      })
      .returning({ deliveries: paymentWebhookEvents.deliveries });
    if (input.orderId !== null)
      await scheduleJobNoLaterThan(tx, {
        kind: reconcileJobKind,
        key: input.orderId,
        runAt: input.now,
        now: input.now,
      });
    return { firstDelivery: row?.deliveries === 1 };
  });
}
