import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryPreparedRows, tableRow } from '../../db/rows';
import { orders } from '../../db/schema';
import type { OrderRow } from './orders';
import { reconcileJobKind } from './reconcile-schedule';

/**
 * Records a signed gateway webhook (once per provider, reference and event; repeats only count deliveries)
 * and, in the same statement, makes the order's reconciliation job due now and reads where the order
 * stands. Whatever happens to the process after the 200, the job will ask the gateway and settle the order.
 * A `charge_successful` for an order that is not settled also revives a job that had finished (the order
 * ended, or was given up on after 24 hours): the webhook is always honoured (DOMAIN.md Settlement step 6),
 * through the durable job, never only through work in this process's memory. The order comes back whole,
 * with its cycle's seed and seed hash, so settling it in the background need not read it again.
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
): Promise<{
  firstDelivery: boolean;
  order: OrderRow | null;
  serverSeed: string | null;
  serverSeedHash: string | null;
}> {
  const now = input.now.toISOString();
  const revive = input.event === 'charge_successful';
  const [row] = await queryPreparedRows<
    Record<string, unknown> & {
      deliveries: number | string;
      server_seed: string | null;
      server_seed_hash: string | null;
    }
  >(
    db,
    'raffle_record_payment_webhook',
    sql`
    with found as (
      select orders.*, raffle_cycles.server_seed, raffle_cycles.server_seed_hash from orders
      join raffle_cycles on raffle_cycles.id = orders.raffle_cycle_id
      where orders.id = ${input.orderId}::uuid
    ), event as (
      insert into payment_webhook_events (provider, reference, event, raw_body, deliveries, received_at, last_received_at)
      values (${input.provider}, ${input.reference}, ${input.event}, ${input.rawBody}, 1, ${now}, ${now})
      on conflict (provider, reference, event)
        do update set deliveries = payment_webhook_events.deliveries + 1, last_received_at = excluded.last_received_at
      returning deliveries
    ), due as (
      update jobs set
        run_at = case when jobs.status = 'pending' then least(jobs.run_at, ${now}::timestamptz) else ${now}::timestamptz end,
        locked_until = case when jobs.status = 'pending' then jobs.locked_until end,
        status = 'pending', updated_at = ${now}
      where kind = ${reconcileJobKind} and key = ${input.orderId ?? ''} and ${input.orderId !== null}
        and (jobs.status = 'pending' or (${revive} and exists (
          select 1 from found where found.payment_method_used = 'card'
            and found.status in ('verifying', 'payment_failed', 'closed'))))
    )
    select event.deliveries, found.* from event left join found on true`,
  );
  const found = row?.id ? tableRow(orders, row) : null;
  return {
    firstDelivery: Number(row?.deliveries) === 1,
    order: found,
    serverSeed: found ? (row!.server_seed ?? null) : null,
    serverSeedHash: found ? (row!.server_seed_hash ?? null) : null,
  };
}
