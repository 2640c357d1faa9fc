const lagosFormat = new Intl.DateTimeFormat('en-NG', {
  timeZone: 'Africa/Lagos',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** A report row's instant on a Lagos clock (DOMAIN.md "Time"): "21 Nov 2026, 19:29". */
export function lagosDateTime(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : lagosFormat.format(instant);
}

/** Plural labels for the Report Type filter; the value is the row type it matches exactly. */
export const REPORT_TYPE_LABELS: Record<string, string> = {
  Payment: 'Payments',
  Transfer: 'Transfers',
  Winning: 'Winnings',
  Refund: 'Refunds',
  Credit: 'Credits',
  'Payment Received': 'Payments Received',
  Settlement: 'Settlements',
};

export const STATUS_BADGE: Record<string, string> = {
  successful: 'success',
  pending: 'warning',
  failed: 'danger',
};
