import type { ReportRow } from '@chancepay/shared/reports';
import { saveFile } from '../../lib/save-file';
import { lagosDateTime } from './report-format';

// The spec's columns, then ours beside them: the signed amount (+ in, - out) and the reference for support.
// The file stays in English whatever the page's language (headers, types, statuses, en-NG dates): it is data
// for spreadsheets and for support, read by formulas and people alike, the same for every customer.
const HEADER = [
  '#',
  'Date (Lagos)',
  'Type',
  'Amount (NGN)',
  'Status',
  'Recipient',
  'In/Out (NGN)',
  'Reference',
];

const SIGNED_AMOUNT_COLUMN = HEADER.indexOf('In/Out (NGN)');

/** "+100.00" / "-250.50": a spreadsheet can sum the column into the period's net movement. */
function signedAmount(row: ReportRow): string {
  if (!row.direction) return '';
  return `${row.direction === 'in' ? '+' : '-'}${row.amount}`;
}

/**
 * One CSV cell (RFC 4180 quoting). A cell that a spreadsheet would read as a formula (=, +, -, @, tab, CR)
 * is prefixed with an apostrophe: recipient names come from banks and must never run as formulas.
 */
function cell(value: string, column: number): string {
  // The signed amount is ours and always a number: it is left as one so a spreadsheet can sum it.
  const numeric = column === SIGNED_AMOUNT_COLUMN && /^[+-]\d+\.\d{2}$/.test(value);
  const safe = !numeric && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The filtered rows as they appear on the page, numbered the same way. */
export function reportRowsToCsv(rows: readonly ReportRow[]): string {
  // A vendor's Scan2Pay4Me payments name who paid (masked phone); the column is there only when a row has one.
  const withPayer = rows.some((row) => row.payer);
  // A taxed win's gross prize and its tax (DOMAIN.md "Winnings tax"); the amount column is the net.
  const withTax = rows.some((row) => row.winnings_tax);
  const lines = [
    [
      ...HEADER,
      ...(withPayer ? ['Payer'] : []),
      ...(withTax ? ['Prize gross (NGN)', 'Winnings tax (NGN)', 'Tax borne by'] : []),
    ],
    ...rows.map((row, index) => [
      String(index + 1),
      lagosDateTime(row.date),
      row.type,
      row.amount,
      row.status,
      row.recipient,
      signedAmount(row),
      row.reference ?? '',
      ...(withPayer ? [row.payer ?? ''] : []),
      ...(withTax
        ? [row.winnings_tax?.gross ?? '', row.winnings_tax?.tax ?? '', row.winnings_tax?.borne_by ?? '']
        : []),
    ]),
  ];
  return `${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}

export function downloadCsv(fileName: string, csv: string): void {
  // The byte-order mark makes Excel read the naira sign and names as UTF-8.
  const blob = new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' });
  saveFile(blob, fileName);
}
