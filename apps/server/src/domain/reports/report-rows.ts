import { lagosDayRange, type ReportRow } from '@chancepay/shared';
import type { Executor } from '../../db/client';
import { accountKeys } from '../ledger';
import {
  CUSTOMER_LEDGER_KINDS,
  ledgerRows,
  orderRows,
  transferRows,
  VENDOR_LEDGER_KINDS,
  type SourceQuery,
  type SourceRows,
} from './sources';

/** Whose report: a customer (their wallet and orders) or a vendor (their business's wallet). */
export type ReportOwner = { role: 'customer'; userId: string } | { role: 'vendor'; vendorId: string };

export interface ReportOptions {
  /** Lagos calendar days, inclusive, YYYY-MM-DD. */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  perPage: number;
  /** False: skip the counts (`total` is then 0), for the unpaged array, which shows none. */
  withTotal?: boolean | undefined;
}

export interface ReportPage {
  rows: ReportRow[];
  page: number;
  perPage: number;
  total: number;
}

/** The spec's plain array has no paging; it carries at most this many newest rows. */
export const UNPAGED_REPORT_ROWS_MAX = 1000;
/** page x per_page beyond this is refused: deep pages cost every source that many rows. */
export const REPORT_DEPTH_MAX = 10_000;

async function sourcesFor(executor: Executor, owner: ReportOwner, query: SourceQuery): Promise<SourceRows[]> {
  if (owner.role === 'vendor') {
    const wallet = accountKeys.vendorWallet(owner.vendorId);
    return Promise.all([
      transferRows(executor, wallet, query),
      ledgerRows(executor, wallet, VENDOR_LEDGER_KINDS, query),
    ]);
  }
  const wallet = accountKeys.customerWallet(owner.userId);
  return Promise.all([
    transferRows(executor, wallet, query),
    ledgerRows(executor, wallet, CUSTOMER_LEDGER_KINDS, query),
    orderRows(executor, owner.userId, query),
  ]);
}

/**
 * One page of the owner's report rows, newest first. Each source gives its newest page x per_page rows,
 * so merging them and cutting the page out is exact without reading a whole long history.
 */
export async function reportPage(
  executor: Executor,
  owner: ReportOwner,
  options: ReportOptions,
): Promise<ReportPage> {
  const query: SourceQuery = {
    from: options.from ? lagosDayRange(options.from).start : undefined,
    to: options.to ? lagosDayRange(options.to).end : undefined,
    limit: options.page * options.perPage,
    withTotal: options.withTotal,
  };
  const sources = await sourcesFor(executor, owner, query);
  const merged = sources.flatMap((source) => source.rows).sort((a, b) => b.at.getTime() - a.at.getTime());
  const start = (options.page - 1) * options.perPage;
  return {
    rows: merged.slice(start, start + options.perPage).map((dated) => dated.row),
    page: options.page,
    perPage: options.perPage,
    total: sources.reduce((sum, source) => sum + source.total, 0),
  };
}
