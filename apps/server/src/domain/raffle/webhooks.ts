import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reconcileJobKind } from './reconcile-schedule';

/**
 * Records a signed gateway webhook (once per provider, reference and event; repeats only count deliveries)
 * and, in the same statement, makes the order's reconciliation job due now. Whatever happens to the
 * process after the 200, the job will ask the gateway and settle the order.
 */
export async function recordPaymentWebhook(
  db: Database,
  input: {
    provider: string;
    reference: string;
    event: string;
    rawBody: string;
    orderId: string | null;
    now: Date;
  },
): Promise<{ firstDelivery: boolean }> {
  const now = input.now.toISOString();
  const result = await db.execute(sql`
    with event as (
      insert into payment_webhook_events (provider, reference, event, raw_body, deliveries, received_at, last_received_at)
      values (${input.provider}, ${input.reference}, ${input.event}, ${input.rawBody}, 1, ${now}, ${now})
      on conflict (provider, reference, event)
        do update set deliveries = payment_webhook_events.deliveries + 1, last_received_at = excluded.last_received_at
      returning deliveries
    ), due as (
      update jobs set run_at = least(run_at, ${now}::timestamptz), updated_at = ${now}
      where kind = ${reconcileJobKind} and key = ${input.orderId ?? ''} and status = 'pending' and ${input.orderId !== null}
    )
    select deliveries from event`);
  const [row] = (result as unknown as { rows: { deliveries: number }[] }).rows;
  return { firstDelivery: Number(row?.deliveries) === 1 };
}
