import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/rows';
import { cycleOrderCountsCheck } from '../raffle/cycle-order-counts-check';
import { buyerSpendDaysCheck } from '../responsible-play/buyer-spend-days-check';
import { orderDayTotalsCheck } from './order-day-totals-check';
import { phoneWalletDaysCheck } from './phone-wallet-days-check';
import { transferChecks } from './transfer-checks';
import { walletOutDaysCheck } from '../wallet-limits/money-out';
import { vendorSettledTotalsCheck } from './vendor-settled-totals-check';

/**
 * The business against the journal (issue 20 item 9; money audit, "`npm run ledger:check`: what it proves and
 * what it misses"). checkLedger proves the journal is internally sound; a balanced journal can still pay an
 * order twice or lose a transfer. These checks read the business tables beside the journal, keyed on the
 * entries' idempotency keys (`order:<id>:settle|refund|late|prize`, `transfer:<id>:debit|complete|reversal|
 * bank-reversal`, `refund:<card refund id>`, `adjustment:<approval id>`) and on final statuses only, so a new
 * in-between state (a transfer in review, a refund in review) counts as "no outcome entry yet".
 */
export const businessChecks = [
  'order_entries',
  'order_credited_twice',
  'refund_keeps_prize_or_vendor_credit',
  'transfer_entries',
  'payout_clearing',
  'card_refund_entries',
  'adjustment_entries',
  'house_account_sign',
  'ownerless_wallet',
  'postings_fingerprint',
  'order_day_totals',
  'vendor_settled_totals',
  'wallet_out_days',
  'cycle_order_counts',
  'phone_wallet_days',
  'buyer_spend_days',
] as const;
export type BusinessCheck = (typeof businessChecks)[number];

const detailsMax = 20;

/** Orders that got the ticket (paid and drawn), that had their payment credited back, that never paid. */
const drawnStatuses = sql`('winner_selected', 'entry_processed')`;
const creditedBackStatus = 'amount_mismatch_wallet_updated';
const unpaidStatuses = sql`('verifying', 'payment_failed', 'closed')`;
const adjustmentAction = 'ledger.adjustment';
/**
 * House accounts that only ever move one way: revenue is credited, prizes and refunds are expenses. The
 * winnings tax owed is never below zero (a remittance takes out at most what was withheld) and the tax the
 * operator bears is an expense. The adjustment accounts are left out: a debit adjustment rightly moves them
 * the other way.
 */
const revenueAccounts = sql`('revenue:tickets', 'revenue:fees', 'liability:winnings_tax')`;
const expenseAccounts = sql`('expense:prizes', 'expense:refunds', 'expense:winnings_tax')`;

/** The order an adjustment names (its entry's metadata, else its approval's payload), as other code writes it. */
const adjustmentOrderId = sql`coalesce(entry.metadata ->> 'order_id', entry.metadata ->> 'orderId',
                                       request.payload ->> 'order_id', request.payload ->> 'orderId')`;

type Finding = { subject: string; problem: string; total: number };

/** Each query returns (subject, problem, total = count(*) over ()) for its problems only. */
const checkQueries: Record<BusinessCheck, SQL> = {
  // Every order's money entries agree with its final status and amounts: a drawn order was paid exactly once
  // (settle, for its amount, nothing credited back); a credited-back order got exactly one refund or late
  // credit of what it paid; an unpaid order moved nothing; a winner got its prize, and only a winner.
  order_entries: sql`
    with order_entry as (
      select split_part(entry.idempotency_key, ':', 2) as order_id,
             split_part(entry.idempotency_key, ':', 3) as step, entry.id
      from journal_entries as entry
      where entry.idempotency_key like 'order:%'
        and split_part(entry.idempotency_key, ':', 3) in ('settle', 'refund', 'late', 'prize')
    ),
    per_order as (
      select order_id,
             count(distinct order_entry.id) filter (where step = 'settle') as settles,
             count(distinct order_entry.id) filter (where step in ('refund', 'late')) as credits,
             count(distinct order_entry.id) filter (where step = 'prize') as prizes,
             -coalesce(sum(posting.amount_kobo) filter (where step = 'settle' and posting.amount_kobo < 0), 0)
               as settled_kobo,
             coalesce(sum(posting.amount_kobo) filter (where step in ('refund', 'late') and posting.amount_kobo > 0), 0)
               as credited_kobo,
             -coalesce(sum(posting.amount_kobo) filter (where step = 'prize' and account.key = 'expense:prizes'), 0)
               as prize_paid_kobo,
             coalesce(sum(posting.amount_kobo)
                      filter (where step = 'prize' and account.key = 'liability:winnings_tax'), 0) as tax_withheld_kobo,
             -coalesce(sum(posting.amount_kobo)
                       filter (where step = 'prize' and account.key = 'expense:winnings_tax'), 0) as tax_borne_kobo
      from order_entry join postings as posting on posting.entry_id = order_entry.id
      join ledger_accounts as account on account.id = posting.account_id
      group by order_id
    ),
    judged as (
      select coalesce(o.id::text, per_order.order_id) as subject,
        case
          when o.id is null then 'ledger entries for an order that does not exist'
          when o.status in ${drawnStatuses} and coalesce(settles, 0) = 0
            then o.status || ' but no order:<id>:settle entry'
          when o.status in ${drawnStatuses} and credits > 0
            then o.status || ' (paid and drawn) and also credited back to a wallet by a refund/late entry'
          when o.status in ${drawnStatuses} and settled_kobo <> o.order_amount_kobo
            then 'the settle entry took ' || settled_kobo || ' kobo; the order is for ' || o.order_amount_kobo
          when o.status in ${drawnStatuses} and o.paid_amount_kobo is distinct from o.order_amount_kobo
            then 'drawn with paid_amount_kobo ' || coalesce(o.paid_amount_kobo::text, 'null') || ' for an order of '
                 || o.order_amount_kobo
          -- An order made up for by an approved adjustment (money audit F6) is credited under adjustment:<id>,
          -- which adjustment_entries checks; settlement must have moved nothing for it.
          when o.status = ${creditedBackStatus} and o.compensated_by_adjustment_id is not null
               and coalesce(settles, 0) + coalesce(credits, 0) + coalesce(prizes, 0) > 0
            then 'made up for by an adjustment, and also credited by settlement'
          when o.status = ${creditedBackStatus} and o.compensated_by_adjustment_id is not null then null
          when o.status = ${creditedBackStatus} and coalesce(settles, 0) + coalesce(prizes, 0) > 0
            then 'credited back to the wallet but also has a settle or prize entry'
          when o.status = ${creditedBackStatus} and coalesce(credits, 0) = 0
            then 'credited back to the wallet, but no order:<id>:refund or :late entry'
          when o.status = ${creditedBackStatus} and credited_kobo is distinct from o.paid_amount_kobo
            then 'the wallet was credited ' || credited_kobo || ' kobo; the buyer paid '
                 || coalesce(o.paid_amount_kobo::text, 'null')
          when o.status in ${unpaidStatuses} and coalesce(settles, 0) + coalesce(credits, 0) + coalesce(prizes, 0) > 0
            then o.status || ' but money moved for it (settle, refund, late or prize entries)'
          when o.status = 'winner_selected' and coalesce(prizes, 0) = 0 then 'won but no order:<id>:prize entry'
          when o.status = 'winner_selected' and prize_paid_kobo <> o.prize_kobo
            then 'the prize entry paid ' || prize_paid_kobo || ' kobo; the prize is ' || o.prize_kobo
          -- DOMAIN.md "Winnings tax": the prize entry withholds exactly the tax the order records, and the
          -- operator's expense carries it only when the operator bore it.
          when o.status = 'winner_selected' and tax_withheld_kobo is distinct from o.winnings_tax_kobo
            then 'the prize entry withheld ' || tax_withheld_kobo || ' kobo of tax; the order records '
                 || coalesce(o.winnings_tax_kobo::text, 'none')
          when o.status = 'winner_selected'
               and tax_borne_kobo <> case when o.winnings_tax_bearer = 'operator' then o.winnings_tax_kobo else 0 end
            then 'the operator bore ' || tax_borne_kobo || ' kobo of tax on a win whose tax the '
                 || o.winnings_tax_bearer || ' bears'
          when o.status <> 'winner_selected' and prizes > 0 then o.status || ' but a prize was paid'
        end as problem
      from orders as o full join per_order on per_order.order_id = o.id::text
      where o.id is null or per_order.order_id is not null or o.status in ${drawnStatuses}
         or o.status = ${creditedBackStatus}
    )
    select subject, problem, (count(*) over ())::int as total from judged where problem is not null
    order by subject limit ${detailsMax}`,

  // No order returns more to the buyer than it was paid, under whatever keys: the wallet credit of a refund or
  // late payment, confirmed card refunds, and adjustments naming the order (money audit F1 and F6).
  order_credited_twice: sql`
    with returned as (
      select split_part(entry.idempotency_key, ':', 2) as order_id, posting.amount_kobo as kobo,
             'wallet credit' as way
      from journal_entries as entry join postings as posting on posting.entry_id = entry.id
      where entry.idempotency_key like 'order:%' and split_part(entry.idempotency_key, ':', 3) in ('refund', 'late')
        and posting.amount_kobo > 0
      union all
      select refund.order_id::text, posting.amount_kobo, 'card refund'
      from card_refunds as refund
      join journal_entries as entry on entry.idempotency_key = 'refund:' || refund.id::text
      join postings as posting on posting.entry_id = entry.id
      join ledger_accounts as account on account.id = posting.account_id and account.key = 'clearing:gateway'
      union all
      select ${adjustmentOrderId}, posting.amount_kobo, 'adjustment'
      from journal_entries as entry
      left join approval_requests as request on entry.idempotency_key = 'adjustment:' || request.id::text
      join postings as posting on posting.entry_id = entry.id
      join ledger_accounts as account on account.id = posting.account_id and account.kind in ('wallet', 'held')
      where entry.idempotency_key like 'adjustment:%' and ${adjustmentOrderId} is not null
    ),
    per_order as (
      select order_id, sum(kobo) as returned_kobo, string_agg(distinct way, ' + ' order by way) as ways
      from returned group by order_id
    )
    select o.id::text as subject,
           'returned ' || returned_kobo || ' kobo to the buyer (' || ways || ') for a payment of '
             || coalesce(o.paid_amount_kobo, o.order_amount_kobo) || ' kobo' as problem,
           (count(*) over ())::int as total
    from per_order join orders as o on o.id::text = per_order.order_id
    where returned_kobo > coalesce(o.paid_amount_kobo, o.order_amount_kobo)
    order by 1 limit ${detailsMax}`,

  // A card refund of an order whose prize or vendor credit was left in place pays out twice (money audit F2):
  // the refund must come with the prize (or vendor credit) taken back, in any entry about the order.
  refund_keeps_prize_or_vendor_credit: sql`
    with refunded as (
      select refund.order_id, sum(refund.amount_kobo) as refunded_kobo
      from card_refunds as refund
      join journal_entries as entry on entry.idempotency_key = 'refund:' || refund.id::text
      group by refund.order_id
    ),
    -- Entries about a refunded order, joined on equalities (hashable, one pass over the journal): its own
    -- order:<id>:* keys, its cause, metadata naming it, and its refunds' entries.
    about_order as (
      select refunded.order_id, entry.id as entry_id
      from refunded join journal_entries as entry
        on entry.idempotency_key like 'order:%'
       and split_part(entry.idempotency_key, ':', 2) = refunded.order_id::text
      union
      select refunded.order_id, entry.id
      from refunded join journal_entries as entry
        on entry.cause_type = 'order' and entry.cause_id = refunded.order_id::text
      union
      select refunded.order_id, entry.id
      from refunded join journal_entries as entry on entry.metadata ->> 'order_id' = refunded.order_id::text
      union
      select refund.order_id, entry.id
      from card_refunds as refund
      join refunded on refunded.order_id = refund.order_id
      join journal_entries as entry on entry.idempotency_key = 'refund:' || refund.id::text
    ),
    kept as (
      select about.order_id,
             -coalesce(sum(posting.amount_kobo) filter (where account.key = 'expense:prizes'), 0) as prize_kept_kobo,
             coalesce(sum(posting.amount_kobo) filter (where account.key = 'wallet:vendor:' || o.vendor_id::text), 0)
               as vendor_kept_kobo
      from about_order as about
      join orders as o on o.id = about.order_id
      join postings as posting on posting.entry_id = about.entry_id
      join ledger_accounts as account on account.id = posting.account_id
      group by about.order_id
    )
    select o.id::text as subject,
           'refunded ' || refunded.refunded_kobo || ' kobo but kept '
             || case when o.status = 'winner_selected' and kept.prize_kept_kobo >= o.prize_kobo
                     then 'its prize of ' || o.prize_kobo || ' kobo'
                     else 'the vendor credit of ' || o.amount_due_kobo || ' kobo' end as problem,
           (count(*) over ())::int as total
    from refunded join orders as o on o.id = refunded.order_id join kept on kept.order_id = o.id
    where (o.status = 'winner_selected' and kept.prize_kept_kobo >= o.prize_kobo)
       or (o.amount_due_kobo is not null and kept.vendor_kept_kobo >= o.amount_due_kobo)
    order by 1 limit ${detailsMax}`,

  // A confirmed card refund has its refund:<id> entry for its amount; no other refund has one; no refund
  // entry lacks its card refund.
  card_refund_entries: sql`
    with refund_entry as (
      select substr(entry.idempotency_key, 8) as refund_id,
             coalesce(sum(posting.amount_kobo) filter (where account.key = 'clearing:gateway'), 0) as gateway_kobo
      from journal_entries as entry
      join postings as posting on posting.entry_id = entry.id
      join ledger_accounts as account on account.id = posting.account_id
      where entry.idempotency_key like 'refund:%'
      group by entry.idempotency_key
    ),
    problems as (
      select coalesce(refund.id::text, refund_entry.refund_id) as subject,
        case
          when refund.id is null then 'a refund:<id> entry with no card refund'
          when refund.status = 'confirmed' and refund_entry.refund_id is null
            then 'confirmed but no refund:<id> entry: money left that the ledger does not know of'
          when refund.status = 'confirmed' and refund_entry.gateway_kobo <> refund.amount_kobo
            then 'confirmed for ' || refund.amount_kobo || ' kobo; its entry moved ' || refund_entry.gateway_kobo
          when refund.status <> 'confirmed' and refund_entry.refund_id is not null
            then refund.status || ' but has a refund:<id> entry'
        end as problem
      from card_refunds as refund full join refund_entry on refund_entry.refund_id = refund.id::text
    )
    select subject, problem, (count(*) over ())::int as total from problems where problem is not null
    order by subject limit ${detailsMax}`,

  // An approved adjustment posted its adjustment:<approval id> entry; no adjustment entry lacks an approval.
  adjustment_entries: sql`
    with adjustment_entry as (
      select substr(idempotency_key, 12) as request_id from journal_entries where idempotency_key like 'adjustment:%'
    ),
    request as (
      select id::text as id, status from approval_requests where action_type = ${adjustmentAction}
    ),
    problems as (
      select coalesce(request.id, adjustment_entry.request_id) as subject,
        case
          when request.id is null then 'an adjustment entry with no adjustment approval request'
          when request.status = 'approved' and adjustment_entry.request_id is null
            then 'approved but no adjustment:<id> entry'
          when request.status <> 'approved' and adjustment_entry.request_id is not null
            then request.status || ' but its adjustment was posted'
        end as problem
      from request full join adjustment_entry on adjustment_entry.request_id = request.id
    )
    select subject, problem, (count(*) over ())::int as total from problems where problem is not null
    order by subject limit ${detailsMax}`,

  // Revenue and tax owed are never below zero, prize, refund and borne-tax expense never above,
  // clearing:payouts never below.
  house_account_sign: sql`
    with balances as (
      select account.key, coalesce(sum(posting.amount_kobo), 0) as kobo
      from ledger_accounts as account left join postings as posting on posting.account_id = account.id
      where account.key in ${revenueAccounts} or account.key in ${expenseAccounts} or account.key = 'clearing:payouts'
      group by account.key
    )
    select key as subject,
           'balance ' || kobo || ' kobo has the wrong sign for ' || split_part(key, ':', 1) as problem,
           (count(*) over ())::int as total
    from balances
    where (key in ${revenueAccounts} and kobo < 0) or (key in ${expenseAccounts} and kobo > 0)
       or (key = 'clearing:payouts' and kobo < 0)
    order by 1 limit ${detailsMax}`,

  // Customer and vendor wallets, and customers' held money, belong to someone (money audit finding 10). Phone
  // wallets wait for the phone's owner to sign up, so they have none by design.
  ownerless_wallet: sql`
    select account.key as subject, 'no ' || split_part(account.key, ':', 2) || ' owns this wallet' as problem,
           (count(*) over ())::int as total
    from ledger_accounts as account
    where ((account.key like 'wallet:customer:%' or account.key like 'held:customer:%')
           and not exists (select 1 from users where users.id::text = split_part(account.key, ':', 3)))
       or (account.key like 'wallet:vendor:%'
           and not exists (select 1 from vendors where vendors.id::text = split_part(account.key, ':', 3)))
    order by 1 limit ${detailsMax}`,

  // An entry's postings are still the ones its fingerprint was taken of (entry.ts: SHA-256 of
  // "account=amount\\n" lines in account order). Keys are ASCII, so "C" order is the code's order.
  postings_fingerprint: sql`
    with actual as (
      select entry.id, entry.idempotency_key, entry.postings_fingerprint,
             encode(sha256(convert_to(
               string_agg(account.key || '=' || posting.amount_kobo::text || chr(10), '' order by account.key collate "C"),
               'UTF8')), 'hex') as fingerprint
      from journal_entries as entry
      join postings as posting on posting.entry_id = entry.id
      join ledger_accounts as account on account.id = posting.account_id
      group by entry.id
    )
    select idempotency_key as subject, 'its postings no longer match its fingerprint' as problem,
           (count(*) over ())::int as total
    from actual where fingerprint <> postings_fingerprint
    order by id limit ${detailsMax}`,
  ...transferChecks(detailsMax),
  order_day_totals: orderDayTotalsCheck(drawnStatuses, detailsMax),
  vendor_settled_totals: vendorSettledTotalsCheck(detailsMax),
  wallet_out_days: walletOutDaysCheck(detailsMax),
  cycle_order_counts: cycleOrderCountsCheck(detailsMax),
  phone_wallet_days: phoneWalletDaysCheck(detailsMax),
  buyer_spend_days: buyerSpendDaysCheck(detailsMax),
};

export async function runCheck(
  executor: Executor,
  check: BusinessCheck,
): Promise<{ rows: Finding[]; count: number }> {
  const rows = await queryRows<Finding>(executor, checkQueries[check]);
  return { rows, count: rows[0]?.total ?? 0 };
}
