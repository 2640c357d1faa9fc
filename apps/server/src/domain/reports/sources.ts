import {
  findBankByCbnCode,
  maskPhone,
  nairaFromKobo,
  raffleTypeInfo,
  REPORT_TYPES,
  type ReceiptKind,
  type ReportRow,
  type ReportStatus,
} from '@chancepay/shared';
import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/rows';
import {
  ledgerAccounts,
  orders,
  transfers,
  vendors,
  type OrderStatus,
  type TransferStatus,
} from '../../db/schema';
import { recipientMessages } from './recipients.messages';

/**
 * Where a source was read up to (keyset paging, issue #28): transfers and orders by (created_at, id), ledger
 * movements by entry id. The next page reads each source on from its own position, never by OFFSET.
 */
export type SourcePosition = { at: string; id: string } | { entryId: number };

/** A report row with the instant it sorts by and its place in its source. */
export interface DatedRow {
  at: Date;
  row: ReportRow;
  position: SourcePosition;
}

export interface SourceQuery {
  from: Date | undefined;
  to: Date | undefined;
  /** The newest this many rows are enough (the caller merges sources and keeps a page of them). */
  limit: number;
  /**
   * False: do not count every matching row (the spec's unpaged array shows no total). A count reads all of a
   * busy vendor's or customer's rows on every call, the cost that grew with the data (issue #28).
   */
  withTotal?: boolean | undefined;
  /** Only rows after this position (older), from the previous page's cursor. */
  after?: SourcePosition | undefined;
  /** The ledger: how many postings windows one read may take (default 1; the merge asks again). */
  windowBudget?: number | undefined;
}

export interface SourceRows {
  rows: DatedRow[];
  /** Matching rows of this source, beyond `limit` too, counted up to REPORT_TOTAL_CAP + 1. */
  total: number;
  /** The count stopped before the end (the ledger's reads a few windows): `total` is a lower bound. */
  totalCapped?: boolean | undefined;
  /** More rows may follow the ones read. */
  more: boolean;
  /**
   * The ledger read past its last row without finding more of its kinds: once `rows` are all taken, read on
   * from here, and nothing it has left is newer than `frontierAt` (so the merge may take other rows first).
   */
  resumeAt?: SourcePosition | undefined;
  frontierAt?: Date | undefined;
}

/**
 * Counts stop here: a pager needs "more than 1,000", not the exact number of a busy wallet's rows, which cost a
 * read of all of them on every page (issue #28). `total_capped` then says the total is a lower bound.
 */
export const REPORT_TOTAL_CAP = 1_000;

/** Rows of a (created_at, id) source older than the position, newest first (the row-value comparison). */
function afterTimeAndId(
  createdAt: typeof transfers.createdAt | typeof orders.createdAt,
  id: typeof transfers.id | typeof orders.id,
  after: SourcePosition | undefined,
): SQL[] {
  if (!after || !('at' in after)) return [];
  const at = new Date(after.at);
  return [or(lt(createdAt, at), and(eq(createdAt, at), lt(id, after.id)))!];
}

/** How many rows match, stopping at REPORT_TOTAL_CAP + 1 (an index walk that ends early). */
async function cappedCount(executor: Executor, matching: SQL): Promise<number> {
  const [row] = await queryRows<{ total: number | string }>(
    executor,
    sql`select count(*)::int as total from (${matching} limit ${REPORT_TOTAL_CAP + 1}) as matching`,
  );
  return Number(row?.total ?? 0);
}

/** How many rows of a (created_at, id) source match, unless the caller pages without a total. */
async function totalOfTimeAndId(
  executor: Executor,
  query: SourceQuery,
  table: typeof transfers | typeof orders,
  createdAt: typeof transfers.createdAt | typeof orders.createdAt,
  where: SQL | undefined,
): Promise<number> {
  return query.withTotal === false
    ? 0
    : cappedCount(executor, sql`select 1 from ${table} where ${where} order by ${createdAt} desc`);
}

/** The newest `limit` rows of a (created_at, id) source read one past the limit (to know whether more follow). */
function pageOfTimeAndId<Found extends { id: string; createdAt: Date }>(
  found: Found[],
  query: SourceQuery,
  total: number,
  row: (found: Found) => ReportRow,
): SourceRows {
  return {
    more: found.length > query.limit,
    rows: found.slice(0, query.limit).map((item) => ({
      at: item.createdAt,
      position: { at: item.createdAt.toISOString(), id: item.id },
      row: row(item),
    })),
    total,
  };
}

export const STATUS_LABEL: Record<TransferStatus, ReportStatus> = {
  pending: 'Pending',
  successful: 'Successful',
  failed: 'Failed',
  // The bank sent the money back after a success; the re-credit is its own row (transfer_bank_reversal).
  reversed: 'Failed',
};

function rangeFilters(
  column: typeof transfers.createdAt | typeof orders.createdAt,
  query: SourceQuery,
): SQL[] {
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
    .where(and(where, ...afterTimeAndId(transfers.createdAt, transfers.id, query.after)))
    .orderBy(desc(transfers.createdAt), desc(transfers.id))
    .limit(query.limit + 1);
  const total = await totalOfTimeAndId(executor, query, transfers, transfers.createdAt, where);
  return pageOfTimeAndId(found, query, total, (transfer) => ({
    date: transfer.createdAt.toISOString(),
    type: transfer.purpose === 'vendor_settlement' ? REPORT_TYPES.settlement : REPORT_TYPES.transfer,
    amount: nairaFromKobo(transfer.amountKobo),
    status: STATUS_LABEL[transfer.status],
    recipient: recipientOfTransfer(transfer),
    reference: transfer.id,
    direction: 'out',
    receipt: { kind: 'transfer', id: transfer.id },
  }));
}

function recipientOfTransfer(transfer: typeof transfers.$inferSelect): string {
  return `${transfer.accountName} (${bankNameFor(transfer.bankCode)} ${transfer.accountNumber})`;
}

function bankNameFor(cbnCode: string): string {
  return findBankByCbnCode(cbnCode)?.name ?? cbnCode;
}

const recipients = recipientMessages.en;

/** How a ledger entry kind reads in a report, for the wallets it appears in. */
export interface LedgerKindLabel {
  type: string;
  recipient: string;
  /** The entry is an order's payment: the row names the payer (masked phone) so a shop can tell who paid. */
  namesPayer?: true;
  /** Which receipt the movement has (GET /api/user/receipts/<kind>/<entry number>). */
  receipt: ReceiptKind;
}

/** Demo money and staff corrections read alike in a customer's and a vendor's report. */
const WALLET_CREDIT_AND_CORRECTION_KINDS: Record<string, LedgerKindLabel> = {
  demo_credit: { type: REPORT_TYPES.credit, recipient: recipients.walletDemoMoney, receipt: 'credit' },
  adjustment_credit: {
    type: REPORT_TYPES.adjustment,
    recipient: recipients.walletCorrectionCredit,
    receipt: 'adjustment',
  },
  adjustment_debit: {
    type: REPORT_TYPES.adjustment,
    recipient: recipients.walletCorrectionDebit,
    receipt: 'adjustment',
  },
};

/**
 * The ledger movements a customer's report shows. Ticket payments come from the orders (with their
 * Pending/Failed states) and transfers from the transfers table, so their ledger entries are not listed
 * twice. A new entry kind appears in reports once it is named here.
 */
export const CUSTOMER_LEDGER_KINDS: Record<string, LedgerKindLabel> = {
  prize: { type: REPORT_TYPES.winning, recipient: recipients.wallet, receipt: 'win' },
  ticket_payment_refund: { type: REPORT_TYPES.refund, recipient: recipients.wallet, receipt: 'refund' },
  phone_wallet_claim: { type: REPORT_TYPES.credit, recipient: recipients.wallet, receipt: 'credit' },
  // domain/money-in's TOP_UP_ENTRY_KIND: a transfer into the customer's own account number.
  wallet_top_up: { type: REPORT_TYPES.topUp, recipient: recipients.walletBankTransfer, receipt: 'credit' },
  transfer_bank_reversal: {
    type: REPORT_TYPES.refund,
    recipient: recipients.walletTransferReversed,
    receipt: 'refund',
  },
  ...WALLET_CREDIT_AND_CORRECTION_KINDS,
};

/** A vendor's takings: Scan2Pay4Me bills (paid by card or from a wallet) and Pay4Me prizes. */
export const VENDOR_LEDGER_KINDS: Record<string, LedgerKindLabel> = {
  ticket_payment: {
    type: REPORT_TYPES.paymentReceived,
    recipient: recipients.walletScan2Pay4Me,
    namesPayer: true,
    receipt: 'payment-received',
  },
  ticket_payment_wallet: {
    type: REPORT_TYPES.paymentReceived,
    recipient: recipients.walletScan2Pay4Me,
    namesPayer: true,
    receipt: 'payment-received',
  },
  prize: {
    type: REPORT_TYPES.paymentReceived,
    recipient: recipients.walletPay4Me,
    receipt: 'payment-received',
  },
  transfer_bank_reversal: {
    type: REPORT_TYPES.refund,
    recipient: recipients.walletSettlementReversed,
    receipt: 'refund',
  },
  ...WALLET_CREDIT_AND_CORRECTION_KINDS,
};

/** The wallet's postings read per step, newest first; doubled while a step finds too few rows of the kinds. */
const LEDGER_WINDOW_FIRST = 200;
const LEDGER_WINDOW_MAX = 12_800;

/** A movement's reference: the order or transfer it came from, else the ledger entry's own number. */
export function referenceOfEntry(entry: { entryId: number; causeId: string | null }): string {
  return entry.causeId ?? String(entry.entryId);
}

interface LedgerMatch {
  entry_id: number | string | null;
  kind: string;
  cause_type: string | null;
  cause_id: string | null;
  metadata: Record<string, unknown>;
  amount_kobo: number | string;
  created_at: Date | string;
  /** The oldest entry of the postings window read (id and time), and how many postings it held. */
  window_end: number | string | null;
  window_end_at: Date | string | null;
  window_size: number | string;
}

interface LedgerScan {
  matches: LedgerMatch[];
  /** Every posting of the kinds with an entry id >= this was read (null: the wallet's first was reached). */
  scannedTo: number | null;
  /** When the oldest entry read was made: what is left unread is older (about: ids and times rise together). */
  frontierAt: Date | null;
}

/**
 * The wallet's postings of the given kinds, newest first, read in windows of its newest postings by the
 * account's index (postings_account_entry_idx backwards), each window then joined to its entries, until
 * `wanted` are found or `windowBudget` windows were read. One statement over the whole account let the
 * planner guess how many had the kinds (1% of all entries are prizes, but half of a winner's postings) and it
 * then read and sorted every posting the wallet ever had on every call (issue #28: 10,001 postings, 200 ms).
 * A window costs its size, whatever the history; a wallet whose newest postings are all of other kinds (a
 * vendor's settlements) costs more windows, which is why the merge asks for one only when it needs it.
 */
async function ledgerScan(
  executor: Executor,
  accountId: number,
  kinds: string[],
  query: SourceQuery,
  wanted: number,
  windowBudget: number,
  firstWindow = Math.max(LEDGER_WINDOW_FIRST, wanted * 2),
): Promise<LedgerScan> {
  const matches: LedgerMatch[] = [];
  let before = query.after && 'entryId' in query.after ? query.after.entryId : undefined;
  let window = firstWindow;
  for (let windows = 0; ; windows++) {
    const entryFilters: SQL[] = [
      sql`entry.kind in (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})`,
    ];
    if (query.from) entryFilters.push(sql`entry.created_at >= ${query.from.toISOString()}::timestamptz`);
    if (query.to) entryFilters.push(sql`entry.created_at < ${query.to.toISOString()}::timestamptz`);
    const found = await queryRows<LedgerMatch>(
      executor,
      sql`with window_postings as materialized (
            select posting.entry_id, posting.amount_kobo from postings as posting
            where posting.account_id = ${accountId}
              ${before === undefined ? sql`` : sql`and posting.entry_id < ${before}`}
            order by posting.entry_id desc limit ${window}
          ), bounds as (
            select window_end, window_size,
                   (select created_at from journal_entries where id = window_end) as window_end_at
            from (select min(entry_id) as window_end, count(*) as window_size from window_postings) as counted
          )
          select entry.id as entry_id, entry.kind, entry.cause_type, entry.cause_id, entry.metadata,
                 window_postings.amount_kobo, entry.created_at, bounds.window_end, bounds.window_end_at,
                 bounds.window_size
          from bounds
          left join (window_postings join journal_entries as entry on entry.id = window_postings.entry_id
                     and ${sql.join(entryFilters, sql` and `)}) on true
          order by window_postings.entry_id desc
          limit ${wanted - matches.length}`,
    );
    const first = found[0];
    matches.push(...found.filter((row) => row.entry_id !== null));
    const exhausted = !first || Number(first.window_size) < window || first.window_end === null;
    if (exhausted) return { matches, scannedTo: null, frontierAt: null };
    if (matches.length >= wanted) {
      // Cut by the limit: the rows after the last match are unread.
      const last = Number(matches.at(-1)!.entry_id);
      return { matches, scannedTo: last, frontierAt: new Date(matches.at(-1)!.created_at) };
    }
    before = Number(first.window_end);
    if (windows + 1 >= windowBudget)
      return { matches, scannedTo: before, frontierAt: new Date(first.window_end_at!) };
    window = Math.min(window * 2, LEDGER_WINDOW_MAX);
  }
}

/** Postings a report's count reads at most (one window): past them it says "at least" (total_capped). */
const LEDGER_COUNT_POSTINGS = 1_000;

/**
 * The wallet's ledger movements of the named kinds, newest first, as report rows (always Successful): the
 * first window's worth, or more when `query.windowBudget` allows. `more` and `scannedTo` say where to go on.
 */
export async function ledgerRows(
  executor: Executor,
  walletAccount: string,
  kinds: Record<string, LedgerKindLabel>,
  query: SourceQuery,
): Promise<SourceRows> {
  const [account] = await executor
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, walletAccount));
  if (!account) return { rows: [], total: 0, more: false };
  const kindNames = Object.keys(kinds);
  const scan = await ledgerScan(
    executor,
    account.id,
    kindNames,
    query,
    query.limit + 1,
    query.windowBudget ?? 1,
  );
  let total = 0;
  let totalCapped = false;
  if (query.withTotal !== false) {
    const counted = await ledgerScan(
      executor,
      account.id,
      kindNames,
      { ...query, after: undefined },
      REPORT_TOTAL_CAP + 1,
      1,
      LEDGER_COUNT_POSTINGS,
    );
    total = counted.matches.length;
    totalCapped = counted.scannedTo !== null;
  }
  const rows: DatedRow[] = [];
  const payerOrders = new Map<ReportRow, string>();
  for (const item of scan.matches.slice(0, query.limit)) {
    const label = kinds[item.kind];
    if (!label) continue;
    const entryId = Number(item.entry_id);
    const amountKobo = Number(item.amount_kobo);
    const createdAt = new Date(item.created_at);
    const row: ReportRow = {
      date: createdAt.toISOString(),
      type: label.type,
      amount: nairaFromKobo(Math.abs(amountKobo)),
      status: 'Successful',
      recipient: label.recipient,
      reference: referenceOfEntry({ entryId, causeId: item.cause_id }),
      direction: amountKobo > 0 ? 'in' : 'out',
      receipt: { kind: label.receipt, id: String(entryId) },
    };
    const tax = item.kind === 'prize' ? prizeTaxOfEntry(item.metadata) : null;
    if (tax) row.winnings_tax = tax;
    if (label.namesPayer && item.cause_type === 'order' && item.cause_id) payerOrders.set(row, item.cause_id);
    rows.push({ at: createdAt, row, position: { entryId } });
  }
  await namePayers(executor, rows, payerOrders);
  const cut = scan.matches.length > query.limit;
  return {
    rows,
    total,
    totalCapped,
    more: cut || scan.scannedTo !== null,
    // Cut by the limit: read on after the last row kept. Else every match down to scannedTo is in `rows`.
    resumeAt: cut ? undefined : scan.scannedTo === null ? undefined : { entryId: scan.scannedTo },
    frontierAt: cut ? undefined : (scan.frontierAt ?? undefined),
  };
}

/**
 * The gross and tax of a prize, from what its entry recorded when settlement posted it (prize-entry.ts), so a
 * report reads no order to show them. Prizes posted before the tax existed carry none and show none.
 */
function prizeTaxOfEntry(metadata: Record<string, unknown>): ReportRow['winnings_tax'] | null {
  const { gross_kobo: gross, winnings_tax_kobo: tax, winnings_tax_bearer: bearer } = metadata;
  if (typeof gross !== 'number' || typeof tax !== 'number' || tax <= 0) return null;
  if (bearer !== 'winner' && bearer !== 'operator') return null;
  return { gross: nairaFromKobo(gross), tax: nairaFromKobo(tax), borne_by: bearer };
}

/** Sets `payer` (the masked phone) on the rows that are an order's payment, with one read of those orders. */
async function namePayers(
  executor: Executor,
  rows: DatedRow[],
  payerOrders: Map<ReportRow, string>,
): Promise<void> {
  const orderIds = [...new Set(rows.flatMap(({ row }) => payerOrders.get(row) ?? []))];
  if (orderIds.length === 0) return;
  const phones = await executor
    .select({ id: orders.id, phone: orders.customerPhone })
    .from(orders)
    .where(inArray(orders.id, orderIds));
  const phoneOf = new Map(phones.map((order) => [order.id, maskPhone(order.phone)]));
  for (const { row } of rows) {
    const phone = phoneOf.get(payerOrders.get(row) ?? '');
    if (phone) row.payer = phone;
  }
}

export const ORDER_STATUS_LABEL: Record<OrderStatus, ReportStatus> = {
  verifying: 'Pending',
  winner_selected: 'Successful',
  entry_processed: 'Successful',
  amount_mismatch_wallet_updated: 'Successful',
  payment_failed: 'Failed',
  closed: 'Failed',
};

/** Who a ticket payment went to: the product, and the vendor for Pay4Me and Scan2Pay4Me. */
function recipientOfOrder(
  raffleTypeId: number,
  amountDueKobo: number | null,
  vendorName: string | null,
): string {
  const product = amountDueKobo !== null ? 'Scan2Pay4Me' : raffleTypeInfo(raffleTypeId).name;
  return vendorName ? `${product} (${vendorName})` : product;
}

/** The customer's ticket payments (spec: type Payment), by card or from the wallet, in every state. */
export async function orderRows(executor: Executor, userId: string, query: SourceQuery): Promise<SourceRows> {
  const where = and(eq(orders.customerUserId, userId), ...rangeFilters(orders.createdAt, query));
  const found = await executor
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      raffleTypeId: orders.raffleTypeId,
      amountDueKobo: orders.amountDueKobo,
      orderAmountKobo: orders.orderAmountKobo,
      status: orders.status,
      vendorName: vendors.businessName,
    })
    .from(orders)
    .leftJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(and(where, ...afterTimeAndId(orders.createdAt, orders.id, query.after)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.limit + 1);
  const total = await totalOfTimeAndId(executor, query, orders, orders.createdAt, where);
  return pageOfTimeAndId(found, query, total, (order) => ({
    date: order.createdAt.toISOString(),
    type: REPORT_TYPES.payment,
    amount: nairaFromKobo(order.orderAmountKobo),
    status: ORDER_STATUS_LABEL[order.status],
    recipient: recipientOfOrder(order.raffleTypeId, order.amountDueKobo, order.vendorName),
    reference: order.id,
    direction: 'out',
    receipt: { kind: 'order', id: order.id },
  }));
}
