import type { ReactNode } from 'react';
import type { Column } from './columns';
import { DataTable } from './DataTable';

/** One line of a statement of figures: what it is, and its value as shown (₦, a count, a ratio). */
export interface Figure {
  name: string;
  value: ReactNode;
  /** `data-testid` of the value (the tests read a figure by it). */
  testId?: string;
  /** The line a reader looks for first (what is owed, the total). */
  emphasis?: boolean;
}

// Plain text in the cells, so a figure's value is the next cell after its name (what the tests read).
const figureColumns: Column<Figure>[] = [
  {
    key: 'name',
    header: 'Figure',
    cell: (figure) => (figure.emphasis ? <span className="fw-semibold">{figure.name}</span> : figure.name),
  },
  {
    key: 'value',
    header: 'Amount',
    align: 'end',
    className: 'text-nowrap',
    cell: (figure) =>
      figure.testId || figure.emphasis ? (
        <span data-testid={figure.testId} className={figure.emphasis ? 'fw-semibold' : undefined}>
          {figure.value}
        </span>
      ) : (
        figure.value
      ),
  },
];

/**
 * A short statement of figures (a report's totals, a month's tax): a two-column table whose header only screen
 * readers hear. Its order is the statement's own, so it neither sorts nor pages, and the screen's export covers it.
 */
export function FiguresTable(props: { label: string; figures: Figure[]; title?: string; bare?: boolean }) {
  return (
    <DataTable
      label={props.label}
      title={props.title}
      bare={props.bare}
      hiddenHeader
      columns={figureColumns}
      rows={props.figures}
      rowKey={(figure) => figure.name}
      empty="No figures."
    />
  );
}
