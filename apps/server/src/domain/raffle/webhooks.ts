import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import type { OrderRow } from './orders';
import { reconcileJobKind } from './reconcile-schedule';

/**
 * Records a signed gateway webhook (once per provider, reference and event; repeats only count deliveries)
 * and, in the same statement, makes the order's reconciliation job due now and reads where the order
 * stands. Whatever happens to the process after the 200, the job will ask the gateway and settle the order.
 * (A settled order's job is already done, so making it "due" changes nothing.)
 */
export async function recordPaymentWebhook(
  db: Database,
  input: {
    provider: string;
    reference: string;
    event: string;
    rawBody: string;
    /** The order the reference names, when it has the shape of an order id. */
    orderId: string | null;
    now: Date;
  },
): Promise<{ firstDelivery: boolean; order: Pick<OrderRow, 'id' | 'status' | 'gatewayStatus'> | null }> {
  const now = input.now.toISOString();
  const [row] = await queryRows<{
    deliveries: number | string;
    order_id: string | null;
    status: OrderRow['status'] | null;
    gateway_status: string | null;
  }>(
    db,
    sql`
    with event as (
      insert into payment_webhook_events (provider, reference, event, raw_body, deliveries, received_at, last_received_at)
      values (${input.provider}, ${input.reference}, ${input.event}, ${input.rawBody}, 1, ${now}, ${now})
      on conflict (provider, reference, event)
        do update set deliveries = payment_webhook_events.deliveries + 1, last_received_at = excluded.last_received_at
      returning deliveries
    ), due as (
      update jobs set run_at = least(run_at, ${now}::timestamptz), updated_at = ${now}
      where kind = ${reconcileJobKind} and key = ${input.orderId ?? ''} and status = 'pending' and ${input.orderId !== null}
    ), found as (
      select id, status, gateway_status from orders where id = ${input.orderId}::uuid
    )
    select event.deliveries, found.id as order_id, found.status, found.gateway_status
    from event left join found on true`,
  );
  return {
    firstDelivery: Number(row?.deliveries) === 1,
    order:
      row?.order_id && row.status
        ? { id: row.order_id, status: row.status, gatewayStatus: row.gateway_status }
        : null,
  };
}
