import { sql, type SQL } from 'drizzle-orm';

/**
 * The vendors' kept settled totals (vendor_settled_totals, which the console's vendor page reads) against their
 * successful settlement transfers: a full pass over the settlements, which is what proves the cache (issue #28).
 */
export function vendorSettledTotalsCheck(detailsMax: number): SQL {
  return sql`
    with actual as (
      select vendor_id, sum(amount_kobo) as settled from transfers
      where purpose = 'vendor_settlement' and status = 'successful' and vendor_id is not null
      group by 1
    )
    select vendor_id::text as subject,
           'kept settled total ' || coalesce(kept.settled_kobo, 0) || ' kobo; its successful settlements say '
             || coalesce(actual.settled, 0) as problem,
           (count(*) over ())::int as total
    from actual full join vendor_settled_totals as kept using (vendor_id)
    where coalesce(kept.settled_kobo, 0) <> coalesce(actual.settled, 0)
    order by 1 limit ${detailsMax}`;
}
