/**
 * Transaction reports (spec sections 2 "Reports page", 3 "Report row", 5 "Report filters"). The server builds
 * the rows; the page filters them with `filterReportRows`, the same function the server's tests pin down.
 */
import { lagosDateOf } from './lagos-time';
import type { MoneyDirection, ReceiptLink } from './receipts';

export const REPORT_STATUSES = ['Successful', 'Pending', 'Failed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * Row types. The spec names Payment (ticket payments) and Transfer; the others are ours and are named so a
 * person can tell what moved their money.
 */
export const REPORT_TYPES = {
  payment: 'Payment',
  transfer: 'Transfer',
  winning: 'Winning',
  refund: 'Refund',
  credit: 'Credit',
  paymentReceived: 'Payment Received',
  settlement: 'Settlement',
  /** A correcting entry made by staff with a second person's approval (the operator console). */
  adjustment: 'Adjustment',
  /** A card payment given back to the card through the gateway. */
  cardRefund: 'Card Refund',
  /** A transfer into the customer's own account number (issue #22). */
  topUp: 'Top-up by bank transfer',
} as const;
export type ReportType = (typeof REPORT_TYPES)[keyof typeof REPORT_TYPES];

/** One line of GET /api/user/reports: `date` is an ISO 8601 UTC instant, `amount` naira with 2 decimals. */
export interface ReportRow {
  date: string;
  type: string;
  amount: string;
  status: string;
  recipient: string;
  /** Who paid: the payer's masked phone ("+234803****109") on a Scan2Pay4Me payment a vendor received. */
  payer?: string;
  /**
   * Beside the spec's five columns, only when asked for (`?receipts=true`): our reference for the row, whether
   * the money came in or went out, and where its receipt is.
   */
  reference?: string;
  direction?: MoneyDirection;
  receipt?: ReceiptLink;
  /**
   * A winning's gross prize and the tax withheld or paid on it (DOMAIN.md "Winnings tax"), naira with 2
   * decimals; `amount` is the net that reached the wallet. Only with the receipts, on a taxed win.
   */
  winnings_tax?: { gross: string; tax: string; borne_by: 'winner' | 'operator' };
}

/** The page's filters; an empty string means "All" (or no filter). `date` is a Lagos day, YYYY-MM-DD. */
export interface ReportFilters {
  type: string;
  date: string;
  status: string;
  recipient: string;
}

export const NO_REPORT_FILTERS: ReportFilters = Object.freeze({
  type: '',
  date: '',
  status: '',
  recipient: '',
});

/**
 * Spec section 5: every filter is case-insensitive; type and status match exactly, the recipient is a
 * substring match, and the date must equal the chosen date (the Lagos calendar day of the row).
 */
export function reportRowMatches(row: ReportRow, filters: ReportFilters): boolean {
  const type = filters.type.trim().toLowerCase();
  if (type !== '' && row.type.toLowerCase() !== type) return false;
  const status = filters.status.trim().toLowerCase();
  if (status !== '' && row.status.toLowerCase() !== status) return false;
  const recipient = filters.recipient.trim().toLowerCase();
  if (recipient !== '' && !row.recipient.toLowerCase().includes(recipient)) return false;
  if (filters.date !== '' && lagosDateOf(row.date) !== filters.date) return false;
  return true;
}

export function filterReportRows<Row extends ReportRow>(rows: readonly Row[], filters: ReportFilters): Row[] {
  return rows.filter((row) => reportRowMatches(row, filters));
}
