import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/rows';
import { ledgerAccounts } from '../../db/schema';
import { accountKindOf } from './accounts';
import { LedgerError } from './errors';

export interface HistoryOptions {
  /** Inclusive. */
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
  /** Only entries of these kinds (`prize`, `ticket_payment`, ...). */
  kinds?: string[] | undefined;
  /** 1-based. */
  page?: number | undefined;
  perPage?: number | undefined;
  /**
   * Keyset paging: only entries older than this one (the last of the previous page). Reading on from there
   * costs the same on page 50 as on page 1, where an OFFSET reads and drops every row before it (issue #28).
   */
  beforeEntryId?: number | undefined;
  /** False: skip counting every matching posting (the caller read `total` on the first page already). */
  withTotal?: boolean | undefined;
  /**
   * Count at most this many matching postings (`totalCapped` says when there are more): a house account has a
   * posting per settlement, and counting them all on each page grew with the ledger (issue #28).
   */
  totalCap?: number | undefined;
}

export interface HistoryItem {
  entryId: number;
  kind: string;
  causeType: string | null;
  causeId: string | null;
  metadata: Record<string, unknown>;
  /** Signed: positive raised this account's balance. */
  amountKobo: number;
  createdAt: Date;
}

export interface HistoryPage {
  items: HistoryItem[];
  page: number;
  perPage: number;
  /** Postings matching the filters across all pages (0 when `withTotal` was false; at most `totalCap`). */
  total: number;
  /** True when more than `totalCap` postings match: `total` is then a lower bound. */
  totalCapped: boolean;
}

const perPageMax = 100;

function checkPaging(options: HistoryOptions): { page: number; perPage: number } {
  const page = options.page ?? 1;
  const perPage = options.perPage ?? 20;
  if (!Number.isSafeInteger(page) || page < 1) throw new LedgerError('invalid', 'page must be 1 or more');
  if (!Number.isSafeInteger(perPage) || perPage < 1 || perPage > perPageMax)
    throw new LedgerError('invalid', `perPage must be 1 to ${perPageMax}`);
  return { page, perPage };
}

/** The postings of one account, newest first, with the entry each belongs to. */
export async function history(
  executor: Executor,
  account: string,
  options: HistoryOptions = {},
): Promise<HistoryPage> {
  accountKindOf(account);
  const { page, perPage } = checkPaging(options);
  if (options.kinds?.length === 0) return { items: [], page, perPage, total: 0, totalCapped: false };
  // The account's id first, then its postings by that id: the planner sees the real account (its statistics
  // know revenue:tickets holds half the postings) and walks its postings index backwards from the newest
  // entry, stopping at the page. Joined on the key, it costed an average account's few postings and sorted
  // all 480,000 of revenue:tickets for every page (issue #28).
  const [found] = await executor
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, account));
  if (!found) return { items: [], page, perPage, total: 0, totalCapped: false };
  // The entry's filters (its day, its kind) are asked of each posting's own entry, one lookup by key per
  // posting walked newest first, fenced by `offset 0` so the planner cannot flatten it into a join. Joined
  // plainly, the planner knew revenue:tickets holds 494,000 postings and chose a merge join walking the whole
  // journal backwards from its newest entry: 116,000 entries of other accounts read for a 50-row page, 30 ms
  // growing with the journal (issue #28).
  const entryFilters: SQL[] = [sql`entry.id = posting.entry_id`];
  if (options.from) entryFilters.push(sql`entry.created_at >= ${options.from.toISOString()}::timestamptz`);
  if (options.to) entryFilters.push(sql`entry.created_at < ${options.to.toISOString()}::timestamptz`);
  if (options.kinds) entryFilters.push(inArray(sql`entry.kind`, options.kinds));
  const filtered = entryFilters.length > 1;
  const postingFilters: SQL[] = [sql`posting.account_id = ${found.id}`];
  const pageFilters =
    options.beforeEntryId === undefined
      ? postingFilters
      : [...postingFilters, sql`posting.entry_id < ${options.beforeEntryId}`];
  const rows = await queryRows<{
    id: string | number;
    kind: string;
    cause_type: string | null;
    cause_id: string | null;
    metadata: Record<string, unknown>;
    amount_kobo: string | number;
    created_at: Date | string;
  }>(
    executor,
    sql`select entry.id, entry.kind, entry.cause_type, entry.cause_id, entry.metadata, posting.amount_kobo,
          entry.created_at
        from postings as posting
        cross join lateral (
          select entry.id, entry.kind, entry.cause_type, entry.cause_id, entry.metadata, entry.created_at
          from journal_entries as entry where ${sql.join(entryFilters, sql` and `)} offset 0
        ) as entry
        where ${sql.join(pageFilters, sql` and `)}
        order by posting.entry_id desc
        limit ${perPage} offset ${(page - 1) * perPage}`,
  );
  const items: HistoryItem[] = rows.map((row) => ({
    entryId: Number(row.id),
    kind: row.kind,
    causeType: row.cause_type,
    causeId: row.cause_id,
    metadata: row.metadata,
    amountKobo: Number(row.amount_kobo),
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
  }));
  if (options.withTotal === false) return { items, page, perPage, total: 0, totalCapped: false };
  // Unfiltered, the count is of the account's postings alone (its index, no journal); filtered, each posting's
  // entry is asked as the page asks it. Newest first with a cap, the walk stops at the cap.
  const matching = filtered
    ? sql`select 1 from postings as posting
          where ${sql.join(postingFilters, sql` and `)}
            and exists (select 1 from journal_entries as entry where ${sql.join(entryFilters, sql` and `)} offset 0)`
    : sql`select 1 from postings as posting where ${sql.join(postingFilters, sql` and `)}`;
  const cap = options.totalCap;
  const [counted] = await queryRows<{ total: number }>(
    executor,
    cap === undefined
      ? sql`select count(*)::int as total from (${matching}) as matching`
      : sql`select count(*)::int as total from (${matching} order by posting.entry_id desc limit ${cap + 1}) as matching`,
  );
  const total = Number(counted?.total ?? 0);
  if (cap === undefined) return { items, page, perPage, total, totalCapped: false };
  return { items, page, perPage, total: Math.min(total, cap), totalCapped: total > cap };
}
