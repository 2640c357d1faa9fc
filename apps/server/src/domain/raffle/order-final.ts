import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryPreparedRows, tableRow } from '../../db/rows';
import { orders } from '../../db/schema';
import { completeJobByKeyStatement } from '../jobs/queue';
import { insertNotificationsStatement, type NotificationEvent } from '../notifications/record';
import type { OrderRow } from './orders';
import { reconcileJobKind } from './reconcile-schedule';

/**
 * The order's final state, and its reconciliation job marked done in the same statement (nothing is left
 * for the job to do). Every settlement ends here, inside its transaction, after the ledger postings.
 * `keepJob`: the order ended without money (a decline, a cancel) but the job keeps asking the gateway until
 * 24 hours after creation, in case the buyer pays after all.
 * `notify`: notifications recorded by the same statement (a data-modifying CTE, no extra round trip).
 */
export async function setOrderFinal(
  tx: Executor,
  orderId: string,
  now: Date,
  values: FinalOrderValues,
  options: { keepJob?: boolean; notify?: readonly NotificationEvent[] } = {},
): Promise<OrderRow> {
  const notify = options.notify ?? [];
  const steps = [
    ...(options.keepJob
      ? []
      : [sql`job_done as (${completeJobByKeyStatement(reconcileJobKind, orderId, now)})`]),
    // The events travel as one JSON parameter, so the text stays the same for any number of them.
    ...(notify.length > 0 ? [sql`notified as (${insertNotificationsStatement(notify, now)})`] : []),
  ];
  // One text per variant (prepared statements); an absent outcome or amount keeps the column's value.
  const name = `raffle_set_order_${options.keepJob ? 'ended' : 'final'}${notify.length > 0 ? '_notify' : ''}`;
  const [row] = await queryPreparedRows<Record<string, unknown>>(
    tx,
    name,
    sql`
    ${steps.length > 0 ? sql`with ${sql.join(steps, sql`, `)}` : sql``}
    update orders set ${finalOrderValues(now, values)}
    where id = ${orderId}
    returning *`,
  );
  return tableRow(orders, row!);
}

type FinalOrderValues = Pick<OrderRow, 'status' | 'gatewayStatus' | 'statusMessage'> &
  Partial<
    Pick<OrderRow, 'outcome' | 'paidAmountKobo' | 'winningsTaxKobo' | 'winningsTaxBps' | 'winningsTaxBearer'>
  >;

/** The SET list of an order's final state; an absent outcome or amount keeps the column's value. */
export function finalOrderValues(now: Date, values: FinalOrderValues) {
  const at = now.toISOString();
  return sql`status = ${values.status},
      outcome = coalesce(${values.outcome ?? null}, outcome),
      paid_amount_kobo = coalesce(${values.paidAmountKobo ?? null}::bigint, paid_amount_kobo),
      winnings_tax_kobo = coalesce(${values.winningsTaxKobo ?? null}::bigint, winnings_tax_kobo),
      winnings_tax_bps = coalesce(${values.winningsTaxBps ?? null}::integer, winnings_tax_bps),
      winnings_tax_bearer = coalesce(${values.winningsTaxBearer ?? null}::text, winnings_tax_bearer),
      gateway_status = ${values.gatewayStatus},
      status_message = ${values.statusMessage},
      settled_at = ${at}, updated_at = ${at}`;
}
