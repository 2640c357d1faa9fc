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
    cell: (row) => value(row) ?? '—',
    sortValue: value,
    csv: (row) => value(row),
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
    align: 'end',
    className: 'text-nowrap',
    cell: (row) => nairaText(value(row)),
    sortValue: (row) => {
      const amount = value(row);
      return amount == null ? null : koboFromNairaValue(amount);
    },
    csv: (row) => value(row),
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
    align: 'end',
    className: 'text-nowrap',
    cell: (row) => {
      const kobo = value(row);
      return kobo == null ? '—' : naira(kobo);
    },
    sortValue: value,
    csv: (row) => {
      const kobo = value(row);
      return kobo == null ? null : (kobo / 100).toFixed(2);
    },
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
    cell: (row) => when(value(row)),
    sortValue: (row) => {
      const text = value(row);
      return text ? Date.parse(text) : null;
    },
    csv: (row) => value(row),
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
