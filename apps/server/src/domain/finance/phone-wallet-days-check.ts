import { sql, type SQL } from 'drizzle-orm';

/**
 * The phone wallets' kept money by day of last credit (phone_wallet_credit_days, which the console's unclaimed
 * money reads) against the phone wallets grouped the same way: a pass over every phone wallet, which is what
 * proves the cache (issue #28).
 */
export function phoneWalletDaysCheck(detailsMax: number): SQL {
  return sql`
    with actual as (
      select coalesce(((last_credit_at at time zone 'UTC') + interval '1 hour')::date, 'infinity'::date)
               as last_credit_day,
             count(*) as wallets, sum(balance_kobo) as balance
      from ledger_accounts where key like 'wallet:phone:%' and balance_kobo > 0
      group by 1
    ),
    kept as (
      select last_credit_day, wallets, balance_kobo as balance from phone_wallet_credit_days
    )
    select 'phone wallets last credited ' || last_credit_day as subject,
           'kept ' || coalesce(kept.wallets, 0) || ' wallets, ' || coalesce(kept.balance, 0)
             || ' kobo; the wallets say ' || coalesce(actual.wallets, 0) || ', ' || coalesce(actual.balance, 0)
             as problem,
           (count(*) over ())::int as total
    from actual full join kept using (last_credit_day)
    where (coalesce(kept.wallets, 0), coalesce(kept.balance, 0))
          is distinct from (coalesce(actual.wallets, 0), coalesce(actual.balance, 0))
    order by 1 limit ${detailsMax}`;
}
