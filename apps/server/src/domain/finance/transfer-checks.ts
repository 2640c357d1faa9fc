import { sql, type SQL } from 'drizzle-orm';

/** Transfer statuses with an outcome; any other status (pending, or a review state) is still in flight. */
const finalTransferStatuses = sql`('successful', 'failed', 'reversed')`;

/**
 * The business checks of transfers against the journal (business-checks.ts: the same (subject, problem, total)
 * shape, keyed on the `transfer:<id>:debit|complete|reversal|bank-reversal` entries).
 */
export function transferChecks(detailsMax: number): Record<'transfer_entries' | 'payout_clearing', SQL> {
  return {
    // Every transfer has its debit, and exactly the outcome entries its status says: successful → complete;
    // failed → reversal; reversed → complete and bank-reversal; still in flight → none. Its net on
    // clearing:payouts is its amount while in flight, 0 once it has an outcome.
    transfer_entries: sql`
      with transfer_entry as (
        select split_part(entry.idempotency_key, ':', 2) as transfer_id,
               split_part(entry.idempotency_key, ':', 3) as step, entry.id
        from journal_entries as entry
        where entry.idempotency_key like 'transfer:%'
          and split_part(entry.idempotency_key, ':', 3) in ('debit', 'complete', 'reversal', 'bank-reversal')
      ),
      per_transfer as (
        select transfer_id, array_agg(distinct step order by step) as steps,
               coalesce(sum(posting.amount_kobo) filter (where account.key = 'clearing:payouts'), 0) as in_clearing_kobo
        from transfer_entry
        join postings as posting on posting.entry_id = transfer_entry.id
        join ledger_accounts as account on account.id = posting.account_id
        group by transfer_id
      ),
      judged as (
        select coalesce(t.id::text, per_transfer.transfer_id) as subject, t.status, t.amount_kobo, in_clearing_kobo,
               coalesce(array_to_string(steps, ', '), 'none') as found,
               case
                 when t.status = 'successful' then 'complete, debit'
                 when t.status = 'failed' then 'debit, reversal'
                 when t.status = 'reversed' then 'bank-reversal, complete, debit'
                 else 'debit'
               end as expected
        from transfers as t full join per_transfer on per_transfer.transfer_id = t.id::text
      ),
      problems as (
        select subject,
          case
            when status is null then 'ledger entries for a transfer that does not exist'
            when found <> expected then status || ' transfer with entries [' || found || ']; expected [' || expected || ']'
            when status in ${finalTransferStatuses} and in_clearing_kobo <> 0
              then status || ' transfer still holds ' || in_clearing_kobo || ' kobo in clearing:payouts'
            when status not in ${finalTransferStatuses} and in_clearing_kobo <> amount_kobo
              then status || ' transfer of ' || amount_kobo || ' kobo holds ' || in_clearing_kobo
                   || ' kobo in clearing:payouts'
          end as problem
        from judged
      )
      select subject, problem, (count(*) over ())::int as total from problems where problem is not null
      order by subject limit ${detailsMax}`,

    // clearing:payouts holds exactly the transfers in flight, plus what adjustments put there.
    payout_clearing: sql`
      with clearing as (select id from ledger_accounts where key = 'clearing:payouts'),
      held as (
        select coalesce(sum(amount_kobo), 0) as kobo from postings where account_id in (select id from clearing)
      ),
      adjusted as (
        select coalesce(sum(posting.amount_kobo), 0) as kobo
        from postings as posting join journal_entries as entry on entry.id = posting.entry_id
        where posting.account_id in (select id from clearing) and entry.idempotency_key like 'adjustment:%'
      ),
      in_flight as (
        select coalesce(sum(amount_kobo), 0) as kobo, count(*) as transfers
        from transfers where status not in ${finalTransferStatuses}
      )
      select 'clearing:payouts' as subject,
             'holds ' || held.kobo || ' kobo; the ' || in_flight.transfers || ' transfers in flight make '
               || in_flight.kobo || ' and adjustments ' || adjusted.kobo as problem,
             1 as total
      from held, adjusted, in_flight
      where held.kobo <> in_flight.kobo + adjusted.kobo`,
  };
}
