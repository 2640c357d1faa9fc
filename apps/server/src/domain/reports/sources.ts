import {
  findBankByCbnCode,
  nairaFromKobo,
  REPORT_TYPES,
  type ReportRow,
  type ReportStatus,
} from '@chancepay/shared';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { transfers, type TransferStatus } from '../../db/schema';
import { history } from '../ledger';

/** A report row with the instant it sorts by. */
export interface DatedRow {
  at: Date;
  row: ReportRow;
}

export interface SourceQuery {
  from: Date | undefined;
  to: Date | undefined;
  /** The newest this many rows are enough (the caller merges sources and keeps a page of them). */
  limit: number;
}

export interface SourceRows {
  rows: DatedRow[];
  /** All matching rows of this source, beyond `limit` too. */
  total: number;
}

export const STATUS_LABEL: Record<TransferStatus, ReportStatus> = {
  pending: 'Pending',
  successful: 'Successful',
  failed: 'Failed',
};

function rangeFilters(column: typeof transfers.createdAt, query: SourceQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.from) filters.push(gte(column, query.from));
  if (query.to) filters.push(lt(column, query.to));
  return filters;
}

/** Bank transfers and settlements paid out of this wallet. */
export async function transferRows(
  executor: Executor,
  walletAccount: string,
  query: SourceQuery,
): Promise<SourceRows> {
  const where = and(eq(transfers.walletAccount, walletAccount), ...rangeFilters(transfers.createdAt, query));
  const found = await executor
    .select()
    .from(transfers)
    .where(where)
    .orderBy(desc(transfers.createdAt), desc(transfers.id))
    .limit(query.limit);
  const [counted] = await executor.select({ total: count() }).from(transfers).where(where);
  return {
    rows: found.map((transfer) => ({
      at: transfer.createdAt,
      row: {
        date: transfer.createdAt.toISOString(),
        type: transfer.purpose === 'vendor_settlement' ? REPORT_TYPES.settlement : REPORT_TYPES.transfer,
        amount: nairaFromKobo(transfer.amountKobo),
        status: STATUS_LABEL[transfer.status],
        recipient: recipientOfTransfer(transfer),
      },
    })),
    total: Number(counted?.total ?? 0),
  };
}

function recipientOfTransfer(transfer: typeof transfers.$inferSelect): string {
  return `${transfer.accountName} (${bankNameFor(transfer.bankCode)} ${transfer.accountNumber})`;
}

function bankNameFor(cbnCode: string): string {
  return findBankByCbnCode(cbnCode)?.name ?? cbnCode;
}

/** How a ledger entry kind reads in a report, for the wallets it appears in. */
export interface LedgerKindLabel {
  type: string;
  recipient: string;
}

/**
 * The ledger movements a customer's report shows. Ticket payments come from the orders (with their
 * Pending/Failed states) and transfers from the transfers table, so their ledger entries are not listed
 * twice. A new entry kind appears in reports once it is named here.
 */
export const CUSTOMER_LEDGER_KINDS: Record<string, LedgerKindLabel> = {
  prize: { type: REPORT_TYPES.winning, recipient: 'Your wallet' },
  ticket_payment_refund: { type: REPORT_TYPES.refund, recipient: 'Your wallet' },
  phone_wallet_claim: { type: REPORT_TYPES.credit, recipient: 'Your wallet' },
};

/** A vendor's takings: Scan2Pay4Me bills (paid by card or from a wallet) and Pay4Me prizes. */
export const VENDOR_LEDGER_KINDS: Record<string, LedgerKindLabel> = {
  ticket_payment: { type: REPORT_TYPES.paymentReceived, recipient: 'Your wallet (Scan2Pay4Me)' },
  ticket_payment_wallet: { type: REPORT_TYPES.paymentReceived, recipient: 'Your wallet (Scan2Pay4Me)' },
  prize: { type: REPORT_TYPES.paymentReceived, recipient: 'Your wallet (Pay4Me)' },
};

const LEDGER_PAGE_SIZE = 100;

/** The wallet's ledger movements of the named kinds, newest first, as report rows (always Successful). */
export async function ledgerRows(
  executor: Executor,
  walletAccount: string,
  kinds: Record<string, LedgerKindLabel>,
  query: SourceQuery,
): Promise<SourceRows> {
  const rows: DatedRow[] = [];
  let total = 0;
  for (let page = 1; rows.length < query.limit; page++) {
    const found = await history(executor, walletAccount, {
      from: query.from,
      to: query.to,
      kinds: Object.keys(kinds),
      page,
      perPage: LEDGER_PAGE_SIZE,
    });
    total = found.total;
    for (const item of found.items) {
      const label = kinds[item.kind];
      if (!label) continue;
      rows.push({
        at: item.createdAt,
        row: {
          date: item.createdAt.toISOString(),
          type: label.type,
          amount: nairaFromKobo(Math.abs(item.amountKobo)),
          status: 'Successful',
          recipient: label.recipient,
        },
      });
    }
    if (found.items.length < LEDGER_PAGE_SIZE) break;
  }
  return { rows: rows.slice(0, query.limit), total };
}
