import type { ReactNode } from 'react';
import { koboFromNairaValue } from '@chancepay/shared/money';
import { naira, when } from '../format';
import { nairaText } from '../money';
import type { CsvValue } from './csv';

/**
 * One column of a console table, declared once per screen: what the cell shows, what it sorts by, what the
 * CSV gets. A column without `sortValue` does not sort; one without `csv` (buttons, links) is left out of the
 * export.
 */
export interface Column<Row> {
  key: string;
  header: string;
  cell(row: Row): ReactNode;
  sortValue?(row: Row): string | number | null | undefined;
  csv?(row: Row): CsvValue;
  /** The CSV column's name when the cell shows more than its CSV value (default: `header`). */
  csvHeader?: string;
  align?: 'end';
  /** Classes for the body cells (`small`, `text-nowrap`, `text-break`). */
  className?: string;
  /** The header is read by screen readers only (an actions column). */
  hiddenHeader?: boolean;
}

type ColumnExtras<Row> = Partial<Omit<Column<Row>, 'key' | 'header'>>;

/** How a column of one value per row shows, sorts and exports that value. */
interface ValueFormat<Value> {
  cell(value: Value): ReactNode;
  sortValue(value: Value): string | number | null | undefined;
  csv(value: Value): CsvValue;
}

/** A column's cell, sort key and CSV value, each read from the row's one value. */
function byValue<Row, Value>(value: (row: Row) => Value, format: ValueFormat<Value>) {
  return {
    cell: (row: Row) => format.cell(value(row)),
    sortValue: (row: Row) => format.sortValue(value(row)),
    csv: (row: Row) => format.csv(value(row)),
  };
}

/** Money is right-aligned on one line. */
const moneyLayout = { align: 'end', className: 'text-nowrap' } as const;

/** Text: sorts and exports as shown. */
export function textColumn<Row>(
  key: string,
  header: string,
  value: (row: Row) => string | number | null | undefined,
  extras: ColumnExtras<Row> = {},
): Column<Row> {
  return {
    key,
    header,
    ...byValue(value, { cell: (text) => text ?? '—', sortValue: (text) => text, csv: (text) => text }),
    ...extras,
  };
}

/**
 * Money as the API sends it (a naira string, "1500.00", DOMAIN.md "Display"): shown as ₦1,500.00 on one
 * line, right-aligned, sorted by its kobo, exported as the plain figure a spreadsheet adds up.
 */
export function moneyColumn<Row>(
  key: string,
  header: string,
  value: (row: Row) => string | null | undefined,
  extras: ColumnExtras<Row> = {},
): Column<Row> {
  return {
    key,
    header,
    ...moneyLayout,
    ...byValue(value, {
      cell: nairaText,
      sortValue: (amount) => (amount == null ? null : koboFromNairaValue(amount)),
      csv: (amount) => amount,
    }),
    ...extras,
  };
}

/** Money in kobo (integer minor units). */
export function koboColumn<Row>(
  key: string,
  header: string,
  value: (row: Row) => number | null | undefined,
  extras: ColumnExtras<Row> = {},
): Column<Row> {
  return {
    key,
    header,
    ...moneyLayout,
    ...byValue(value, {
      cell: (kobo) => (kobo == null ? '—' : naira(kobo)),
      sortValue: (kobo) => kobo,
      csv: (kobo) => (kobo == null ? null : (kobo / 100).toFixed(2)),
    }),
    ...extras,
  };
}

/** A moment (ISO 8601 from the API): shown in Lagos time, sorted by the instant, exported as sent. */
export function dateColumn<Row>(
  key: string,
  header: string,
  value: (row: Row) => string | null | undefined,
  extras: ColumnExtras<Row> = {},
): Column<Row> {
  return {
    key,
    header,
    className: 'text-nowrap small',
    ...byValue(value, {
      cell: when,
      sortValue: (text) => (text ? Date.parse(text) : null),
      csv: (text) => text,
    }),
    ...extras,
  };
}

/** Buttons or links for a row: no sort, no CSV, header for screen readers only. */
export function actionsColumn<Row>(
  cell: (row: Row) => ReactNode,
  header = 'Actions',
  extras: ColumnExtras<Row> = {},
): Column<Row> {
  return {
    key: 'actions',
    header,
    hiddenHeader: true,
    align: 'end',
    className: 'text-nowrap',
    cell,
    ...extras,
  };
}
