import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryPreparedRows, tableRow } from '../../db/rows';
import { orders } from '../../db/schema';
import { completeJobByKeyStatement } from '../jobs/queue';
import { insertNotificationsStatement, orderEvents, orderPaidEvents } from '../notifications/record';
import { checkEntry, postingSteps, withLedgerErrors } from '../ledger';
import { finalOrderValues } from './order-final';
import { orderMessages } from './orders.messages';
import type { OrderRow } from './orders';
import { reconcileJobKind } from './reconcile-schedule';
import { drawFor, paymentEntry } from './settle-paid-order';
import type { SettlementTrigger } from './settlement-context';

/**
 * Most paid card orders lose and notify nobody: those are settled by ONE statement, without the transaction's
 * round trips (begin, lock, post, final, commit). The draw is computed first from what never changes once
 * the order exists (its seq, client seed and terms, and its cycle's seed); then the statement locks the order
 * only if it is still a verifying card order, posts the payment only if it got that lock, and marks the
 * order final, its job done and its payment text recorded only if the entry went in. Null when it did not
 * settle the order: the draw won, a notification beside the payment's is due, someone else settled it first, or a ledger account does not exist yet; the
 * transaction path then decides again under the lock, as for every other verdict.
 */
export async function settleLostCardOrder(
  db: Database,
  order: OrderRow,
  serverSeed: string | null,
  paidKobo: number,
  trigger: SettlementTrigger,
  now: Date,
): Promise<OrderRow | null> {
  if (order.paymentMethodUsed !== 'card' || order.amountDueKobo !== null) return null;
  if (drawFor(order, serverSeed).won || orderEvents(order, false, now).length > 0) return null;
  const entry = checkEntry(paymentEntry(order, 'card', trigger));
  if (entry.postings.length !== 2) return null;
  const [row] = await withLedgerErrors(() =>
    queryPreparedRows<Record<string, unknown>>(
      db,
      'raffle_settle_lost_card_order',
      sql`
      with settling as materialized (
        select id from orders
        where id = ${order.id} and status = 'verifying' and payment_method_used = 'card'
        for update
      ),
      ${postingSteps(entry, sql`exists (select 1 from settling)`)},
      job_done as (
        ${completeJobByKeyStatement(reconcileJobKind, order.id, now)} and exists (select 1 from entry)
      ),
      notified as (
        ${insertNotificationsStatement(orderPaidEvents(order, now), now, sql`exists (select 1 from entry)`)}
      )
      update orders set ${finalOrderValues(now, {
        status: 'entry_processed',
        outcome: 'lost',
        paidAmountKobo: paidKobo,
        gatewayStatus: 'success',
        statusMessage: orderMessages.en.entryProcessed,
      })}
      where id = ${order.id} and exists (select 1 from entry)
      returning *`,
    ),
  );
  return row ? tableRow(orders, row) : null;
}
