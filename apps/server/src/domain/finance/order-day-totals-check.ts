import { sql, type SQL } from 'drizzle-orm';

/**
 * The paid orders' kept day totals (order_day_totals, which the console's reports read) against the orders
 * grouped the same way: a full pass over the orders, which is what proves the cache (issue #28).
 */
export function orderDayTotalsCheck(drawnStatuses: SQL, detailsMax: number): SQL {
  return sql`
    with actual as (
      select ((settled_at at time zone 'UTC') + interval '1 hour')::date as lagos_day, raffle_type_id,
             amount_due_kobo is not null as scan2pay, count(*) as orders, sum(ticket_quantity) as tickets,
             sum(ticket_amount_kobo) as ticket_money, sum(order_amount_kobo) as money_taken,
             coalesce(sum(prize_kobo) filter (where outcome = 'won'), 0) as prizes
      from orders where status in ${drawnStatuses} and settled_at is not null
      group by 1, 2, 3
    ),
    kept as (
      select lagos_day, raffle_type_id, scan2pay, sum(orders) as orders, sum(tickets) as tickets,
             sum(ticket_money_kobo) as ticket_money, sum(money_taken_kobo) as money_taken,
             sum(prizes_kobo) as prizes
      from order_day_totals group by 1, 2, 3
    )
    select to_char(lagos_day, 'YYYY-MM-DD') || ' type ' || raffle_type_id || case when scan2pay then ' Scan2Pay4Me' else '' end
             as subject,
           'kept day totals ' || coalesce(kept.orders, 0) || ' orders, ' || coalesce(kept.ticket_money, 0)
             || ' kobo; the orders say ' || coalesce(actual.orders, 0) || ', ' || coalesce(actual.ticket_money, 0)
             as problem,
           (count(*) over ())::int as total
    from actual full join kept using (lagos_day, raffle_type_id, scan2pay)
    where (coalesce(kept.orders, 0), coalesce(kept.tickets, 0), coalesce(kept.ticket_money, 0),
           coalesce(kept.money_taken, 0), coalesce(kept.prizes, 0))
          is distinct from
          (coalesce(actual.orders, 0), coalesce(actual.tickets, 0), coalesce(actual.ticket_money, 0),
           coalesce(actual.money_taken, 0), coalesce(actual.prizes, 0))
    order by 1 limit ${detailsMax}`;
}
