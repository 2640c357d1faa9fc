import { saveFile } from '../../../lib/save-file';

/**
 * CSV of what a console table shows, built in the browser (the filtered rows, every page of them): RFC 4180
 * quoting, and a leading apostrophe on text a spreadsheet would run as a formula (=, +, -, @), because an
 * exported customer name is untrusted input (OWASP "CSV injection"). Plain numbers, negative ones included,
 * stay numbers.
 */
export type CsvValue = string | number | boolean | null | undefined;

const plainNumber = /^-?\d+(\.\d+)?$/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !plainNumber.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Hands the text to the browser as a file download. */
export function downloadCsv(filename: string, text: string): void {
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), filename, 0);
}
