import { sql, type SQL } from 'drizzle-orm';

/**
 * Each cycle's kept orders by status (cycle_order_counts: the statuses after 'verifying'; the public fairness
 * page reads them, and the waiting ones as last_order_seq less the rest) against the orders counted the same
 * way, and each cycle's last_order_seq against its number of orders: a full pass over the orders, which is
 * what proves the cache (issue #28).
 */
export function cycleOrderCountsCheck(detailsMax: number): SQL {
  return sql`
    with actual as (
      select raffle_cycle_id, status, count(*) as orders from orders where status <> 'verifying' group by 1, 2
    ),
    kept as (
      select raffle_cycle_id, status, sum(orders) as orders from cycle_order_counts group by 1, 2
    ),
    per_cycle as (
      select raffle_cycle_id, count(*) as orders from orders group by 1
    ),
    problems as (
      select 'cycle ' || raffle_cycle_id || ' ' || status as subject,
             'kept count ' || coalesce(kept.orders, 0) || ' orders; the orders say ' || coalesce(actual.orders, 0)
               as problem
      from actual full join kept using (raffle_cycle_id, status)
      where coalesce(kept.orders, 0) <> coalesce(actual.orders, 0)
      union all
      select 'cycle ' || cycle.id, 'last_order_seq ' || cycle.last_order_seq || ' but ' || coalesce(per_cycle.orders, 0)
               || ' orders: its waiting orders would be miscounted'
      from raffle_cycles as cycle left join per_cycle on per_cycle.raffle_cycle_id = cycle.id
      where cycle.last_order_seq <> coalesce(per_cycle.orders, 0)
    )
    select subject, problem, (count(*) over ())::int as total from problems order by 1 limit ${detailsMax}`;
}
