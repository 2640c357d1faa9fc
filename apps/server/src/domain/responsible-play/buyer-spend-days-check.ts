import { sql, type SQL } from 'drizzle-orm';
import { uncountedOrderStatuses } from './spend';

/**
 * Each buyer's kept ticket money per Lagos day (buyer_spend_days, which the responsible-play limits read)
 * against the orders summed the same way (every status but the uncounted ones, by the Lagos day of created_at):
 * a full pass over the orders, which is what proves the cache (issue #28).
 */
export function buyerSpendDaysCheck(detailsMax: number): SQL {
  const uncounted = sql.join(
    uncountedOrderStatuses.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql`
    with actual as (
      select case when customer_user_id is not null then 'user:' || customer_user_id
                  else 'phone:' || customer_phone end as buyer,
             ((created_at at time zone 'UTC') + interval '1 hour')::date as lagos_day,
             sum(ticket_amount_kobo) as ticket_kobo
      from orders where status not in (${uncounted})
      group by 1, 2
    )
    select buyer || ' on ' || lagos_day as subject,
           'kept ' || coalesce(kept.ticket_kobo, 0) || ' kobo of tickets; the orders say '
             || coalesce(actual.ticket_kobo, 0) as problem,
           (count(*) over ())::int as total
    from actual full join buyer_spend_days as kept using (buyer, lagos_day)
    where coalesce(kept.ticket_kobo, 0) <> coalesce(actual.ticket_kobo, 0)
    order by 1 limit ${detailsMax}`;
}
