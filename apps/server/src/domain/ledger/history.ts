import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { journalEntries, ledgerAccounts, postings } from '../../db/schema';
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
  const filters: SQL[] = [eq(postings.accountId, found.id)];
  if (options.from) filters.push(gte(journalEntries.createdAt, options.from));
  if (options.to) filters.push(lt(journalEntries.createdAt, options.to));
  if (options.kinds) filters.push(inArray(journalEntries.kind, options.kinds));
  const where = and(...filters);
  const pageWhere =
    options.beforeEntryId === undefined ? where : and(where, lt(postings.entryId, options.beforeEntryId));
  const items = await executor
    .select({
      entryId: journalEntries.id,
      kind: journalEntries.kind,
      causeType: journalEntries.causeType,
      causeId: journalEntries.causeId,
      metadata: journalEntries.metadata,
      amountKobo: postings.amountKobo,
      createdAt: journalEntries.createdAt,
    })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(pageWhere)
    .orderBy(desc(postings.entryId))
    .limit(perPage)
    .offset((page - 1) * perPage);
  if (options.withTotal === false) return { items, page, perPage, total: 0, totalCapped: false };
  if (options.totalCap !== undefined) {
    const matching = executor
      .select({ one: sql`1` })
      .from(postings)
      .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
      .where(where)
      // Newest first, as the page is read: the planner then walks the account's index backwards and stops
      // at the cap (unordered, it hashed all of the account's postings).
      .orderBy(desc(postings.entryId))
      .limit(options.totalCap + 1)
      .as('matching');
    const [counted] = await executor.select({ total: sql<number>`count(*)::int` }).from(matching);
    const total = Number(counted?.total ?? 0);
    return {
      items,
      page,
      perPage,
      total: Math.min(total, options.totalCap),
      totalCapped: total > options.totalCap,
    };
  }
  const [counted] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(where);
  return { items, page, perPage, total: counted?.total ?? 0, totalCapped: false };
}
