import { lagosDateOf, lagosDayRange } from '@chancepay/shared';
import { and, asc, eq, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/rows';
import { largeTransactionRecords } from '../../db/schema';
import { ComplianceError } from './errors';

export interface LargeTransactionThresholds {
  /** LARGE_TRANSACTION_PERSON_KOBO: a person's money in or out per Lagos day (₦5,000,000). */
  personKobo: number;
  /** LARGE_TRANSACTION_BUSINESS_KOBO: a business's, i.e. a vendor's (₦10,000,000). */
  businessKobo: number;
}

export type LargeTransactionRecord = typeof largeTransactionRecords.$inferSelect;

/**
 * DOMAIN.md: a person's money in or out of ₦5m or more in a Lagos day (single or summed), a business's ₦10m
 * or more, becomes a record for compliance to file. Money in is every credit a person receives, whichever of
 * their accounts it lands in: the wallet, held money (`held:customer:<user>`, the part of a credit above the
 * tier's cap) or, for a buyer without an account, the phone wallet (`wallet:phone:<phone>`, whose subject is
 * the phone); plus what the person paid for orders by card or bank transfer. Money out is every debit.
 * Recomputed from the ledger and the orders for the day (one statement), so a later entry the same day raises
 * the record's total; a record is never removed (kept five years).
 */
export async function refreshLargeTransactions(
  db: Executor,
  lagosDay: string,
  thresholds: LargeTransactionThresholds,
  now: Date,
): Promise<number> {
  const { start, end } = lagosDayRange(lagosDay);
  const from = start.toISOString();
  const to = end.toISOString();
  const rows = await queryRows<{ id: string }>(
    db,
    // Each entry counts once per subject, by what it moved net across that subject's accounts: a credit split
    // at the cap (wallet + held) is one receipt of its whole amount, and held money released into the wallet
    // (held_release) nets to nothing, so it is not received a second time nor sent out. A phone-wallet claim
    // moves money already counted under the phone to the phone's verified owner: neither in nor out.
    sql`with person_postings as (
          select entry.id as entry_id,
                 split_part(account.key, ':', 2) as subject_type, split_part(account.key, ':', 3) as subject_id,
                 posting.amount_kobo
          from journal_entries as entry
          join postings as posting on posting.entry_id = entry.id
          join ledger_accounts as account on account.id = posting.account_id
          where entry.created_at >= ${from}::timestamptz and entry.created_at < ${to}::timestamptz
            and entry.kind <> 'phone_wallet_claim'
            and (account.key like 'wallet:customer:%' or account.key like 'held:customer:%'
                 or account.key like 'wallet:vendor:%' or account.key like 'wallet:phone:%')
        ),
        entry_movements as (
          select subject_type, subject_id, sum(amount_kobo)::bigint as net_kobo
          from person_postings group by entry_id, subject_type, subject_id
        ),
        movements as (
          select subject_type, subject_id, case when net_kobo > 0 then 'in' else 'out' end as direction,
                 abs(net_kobo) as amount_kobo
          from entry_movements
          where net_kobo <> 0
          union all
          select 'customer', customer_user_id::text, 'in', paid_amount_kobo
          from orders
          where customer_user_id is not null and payment_method_used in ('card', 'transfer')
            and paid_amount_kobo > 0 and settled_at >= ${from}::timestamptz and settled_at < ${to}::timestamptz
        ),
        totals as (
          select subject_type, subject_id, direction, sum(amount_kobo)::bigint as total_kobo,
                 count(*)::int as entry_count,
                 case when subject_type = 'vendor' then ${thresholds.businessKobo}::bigint
                      else ${thresholds.personKobo}::bigint end as threshold_kobo
          from movements group by subject_type, subject_id, direction
        )
        insert into large_transaction_records
          (subject_type, subject_id, lagos_day, direction, total_kobo, entry_count, threshold_kobo, created_at, updated_at)
        select subject_type, subject_id, ${lagosDay}::date, direction, total_kobo, entry_count, threshold_kobo,
               ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
        from totals where total_kobo >= threshold_kobo
        on conflict (subject_type, subject_id, lagos_day, direction) do update
          set total_kobo = excluded.total_kobo, entry_count = excluded.entry_count, updated_at = excluded.updated_at
          where large_transaction_records.total_kobo <> excluded.total_kobo
        returning id`,
  );
  return rows.length;
}

/** The job's work: today, and yesterday until its last entries are counted (a minute after midnight). */
export async function refreshRecentLargeTransactions(
  db: Executor,
  thresholds: LargeTransactionThresholds,
  now: Date,
): Promise<number> {
  const today = lagosDateOf(now);
  const yesterday = lagosDateOf(new Date(now.getTime() - 10 * 60_000));
  let changed = await refreshLargeTransactions(db, today, thresholds, now);
  if (yesterday !== today) changed += await refreshLargeTransactions(db, yesterday, thresholds, now);
  return changed;
}

export interface LargeTransactionFilter {
  from: string;
  to: string;
  unfiledOnly?: boolean;
}

/** The records of the days from `from` to `to` (Lagos dates, both included), or only those not filed yet. */
function inFilter(filter: LargeTransactionFilter) {
  return and(
    gte(largeTransactionRecords.lagosDay, filter.from),
    lte(largeTransactionRecords.lagosDay, filter.to),
    filter.unfiledOnly ? isNull(largeTransactionRecords.filedAt) : undefined,
  );
}

export async function listLargeTransactions(
  db: Executor,
  filter: LargeTransactionFilter,
): Promise<LargeTransactionRecord[]> {
  return db
    .select()
    .from(largeTransactionRecords)
    .where(inFilter(filter))
    .orderBy(asc(largeTransactionRecords.lagosDay), asc(largeTransactionRecords.createdAt));
}

/** One page of the records in a range, after a (day, id) cursor: what the streamed CSV export reads. */
export async function largeTransactionsPage(
  db: Executor,
  filter: LargeTransactionFilter,
  after: { lagosDay: string; id: string } | undefined,
  limit: number,
): Promise<LargeTransactionRecord[]> {
  return db
    .select()
    .from(largeTransactionRecords)
    .where(
      and(
        inFilter(filter),
        after
          ? or(
              gt(largeTransactionRecords.lagosDay, after.lagosDay),
              and(
                eq(largeTransactionRecords.lagosDay, after.lagosDay),
                gt(largeTransactionRecords.id, after.id),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(asc(largeTransactionRecords.lagosDay), asc(largeTransactionRecords.id))
    .limit(limit);
}

/** Compliance filed the record with the NFIU (goAML): when, by whom, the filing's reference. */
export async function markLargeTransactionFiled(
  db: Executor,
  input: { recordId: string; staffId: string; reference: string },
  now: Date,
): Promise<LargeTransactionRecord> {
  const [filed] = await db
    .update(largeTransactionRecords)
    .set({ filedAt: now, filedByStaffId: input.staffId, filingReference: input.reference })
    .where(and(eq(largeTransactionRecords.id, input.recordId), isNull(largeTransactionRecords.filedAt)))
    .returning();
  if (filed) return filed;
  const [exists] = await db
    .select({ id: largeTransactionRecords.id })
    .from(largeTransactionRecords)
    .where(eq(largeTransactionRecords.id, input.recordId));
  throw exists
    ? new ComplianceError('conflict', 'This record is already marked filed.')
    : new ComplianceError('not_found', 'No such large-transaction record.');
}
