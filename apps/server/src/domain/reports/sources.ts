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
import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders, transfers, vendors, type OrderStatus, type TransferStatus } from '../../db/schema';
import { history } from '../ledger';
import { recipientMessages } from './recipients.messages';

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
  /**
   * False: do not count every matching row (the spec's unpaged array shows no total). A count reads all of a
   * busy vendor's or customer's rows on every call, the cost that grew with the data (issue #28).
   */
  withTotal?: boolean | undefined;
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
    .where(where)
    .orderBy(desc(transfers.createdAt), desc(transfers.id))
    .limit(query.limit);
  const [counted] =
    query.withTotal === false ? [] : await executor.select({ total: count() }).from(transfers).where(where);
  return {
    rows: found.map((transfer) => ({
      at: transfer.createdAt,
      row: {
        date: transfer.createdAt.toISOString(),
        type: transfer.purpose === 'vendor_settlement' ? REPORT_TYPES.settlement : REPORT_TYPES.transfer,
        amount: nairaFromKobo(transfer.amountKobo),
        status: STATUS_LABEL[transfer.status],
        recipient: recipientOfTransfer(transfer),
        reference: transfer.id,
        direction: 'out',
        receipt: { kind: 'transfer', id: transfer.id },
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

const LEDGER_PAGE_SIZE = 100;

/** A movement's reference: the order or transfer it came from, else the ledger entry's own number. */
export function referenceOfEntry(entry: { entryId: number; causeId: string | null }): string {
  return entry.causeId ?? String(entry.entryId);
}

/** The wallet's ledger movements of the named kinds, newest first, as report rows (always Successful). */
export async function ledgerRows(
  executor: Executor,
  walletAccount: string,
  kinds: Record<string, LedgerKindLabel>,
  query: SourceQuery,
): Promise<SourceRows> {
  const rows: DatedRow[] = [];
  const payerOrders = new Map<ReportRow, string>();
  let total = 0;
  // Counted once, then read on from the last entry seen (not by OFFSET, which re-reads every earlier row).
  let beforeEntryId: number | undefined;
  for (let first = true; rows.length < query.limit; first = false) {
    const found = await history(executor, walletAccount, {
      from: query.from,
      to: query.to,
      kinds: Object.keys(kinds),
      perPage: LEDGER_PAGE_SIZE,
      beforeEntryId,
      withTotal: first && query.withTotal !== false,
    });
    if (first) total = found.total;
    beforeEntryId = found.items.at(-1)?.entryId;
    for (const item of found.items) {
      const label = kinds[item.kind];
      if (!label) continue;
      const row: ReportRow = {
        date: item.createdAt.toISOString(),
        type: label.type,
        amount: nairaFromKobo(Math.abs(item.amountKobo)),
        status: 'Successful',
        recipient: label.recipient,
        reference: referenceOfEntry(item),
        direction: item.amountKobo > 0 ? 'in' : 'out',
        receipt: { kind: label.receipt, id: String(item.entryId) },
      };
      const tax = item.kind === 'prize' ? prizeTaxOfEntry(item.metadata) : null;
      if (tax) row.winnings_tax = tax;
      if (label.namesPayer && item.causeType === 'order' && item.causeId) payerOrders.set(row, item.causeId);
      rows.push({ at: item.createdAt, row });
    }
    if (found.items.length < LEDGER_PAGE_SIZE) break;
  }
  const kept = rows.slice(0, query.limit);
  await namePayers(executor, kept, payerOrders);
  return { rows: kept, total };
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
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.limit);
  const [counted] =
    query.withTotal === false ? [] : await executor.select({ total: count() }).from(orders).where(where);
  return {
    rows: found.map((order) => ({
      at: order.createdAt,
      row: {
        date: order.createdAt.toISOString(),
        type: REPORT_TYPES.payment,
        amount: nairaFromKobo(order.orderAmountKobo),
        status: ORDER_STATUS_LABEL[order.status],
        recipient: recipientOfOrder(order.raffleTypeId, order.amountDueKobo, order.vendorName),
        reference: order.id,
        direction: 'out',
        receipt: { kind: 'order', id: order.id },
      },
    })),
    total: Number(counted?.total ?? 0),
  };
}
