import { sql, type SQL } from 'drizzle-orm';

/**
 * Each cycle's kept orders by status (cycle_order_counts, which the public fairness page reads) against the
 * orders counted the same way: a full pass over the orders, which is what proves the cache (issue #28).
 */
export function cycleOrderCountsCheck(detailsMax: number): SQL {
  return sql`
    with actual as (
      select raffle_cycle_id, status, count(*) as orders from orders group by 1, 2
    ),
    kept as (
      select raffle_cycle_id, status, sum(orders) as orders from cycle_order_counts group by 1, 2
    )
    select 'cycle ' || raffle_cycle_id || ' ' || status as subject,
           'kept count ' || coalesce(kept.orders, 0) || ' orders; the orders say ' || coalesce(actual.orders, 0)
             as problem,
           (count(*) over ())::int as total
    from actual full join kept using (raffle_cycle_id, status)
    where coalesce(kept.orders, 0) <> coalesce(actual.orders, 0)
    order by 1 limit ${detailsMax}`;
}
