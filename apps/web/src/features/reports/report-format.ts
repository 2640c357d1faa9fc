import type { reportsMessages } from './reports.messages';

/** How a report row's instant is written (the page in the reader's language, the CSV in en-NG). */
export const REPORT_DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: 'Africa/Lagos',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
};

const lagosFormat = new Intl.DateTimeFormat('en-NG', REPORT_DATE_OPTIONS);

/** A report row's instant on a Lagos clock (DOMAIN.md "Time"): "21 Nov 2026, 19:29". */
export function lagosDateTime(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : lagosFormat.format(instant);
}

type ReportKey = keyof typeof reportsMessages.en;

/** The row types the page names in the reader's language: [the filter's plural label, the row's own word]. */
export const REPORT_TYPE_KEYS: Record<string, readonly [ReportKey, ReportKey]> = {
  Payment: ['typesPayment', 'typePayment'],
  Transfer: ['typesTransfer', 'typeTransfer'],
  Winning: ['typesWinning', 'typeWinning'],
  Refund: ['typesRefund', 'typeRefund'],
  Credit: ['typesCredit', 'typeCredit'],
  'Payment Received': ['typesPaymentReceived', 'typePaymentReceived'],
  Settlement: ['typesSettlement', 'typeSettlement'],
};

/** The report statuses (REPORT_STATUSES) in the reader's language. */
export const REPORT_STATUS_KEYS: Record<string, ReportKey> = {
  Successful: 'statusSuccessful',
  Pending: 'statusPending',
  Failed: 'statusFailed',
};

export const STATUS_BADGE: Record<string, string> = {
  successful: 'success',
  pending: 'warning',
  failed: 'danger',
};
