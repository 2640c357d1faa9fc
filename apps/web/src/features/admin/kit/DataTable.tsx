import { useMemo, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import type { Column } from './columns';
import { downloadCsv, toCsv } from './csv';
import { EmptyState, ErrorState, LoadingState } from './states';
import { useUrlValue } from './url-state';

export type { Column } from './columns';

/** Paging over a list the server returned whole: `pageSize` rows a page, the page in the URL. */
export interface ClientPaging {
  kind: 'client';
  pageSize: number;
}

/** Paging by the server's cursor (useCursorList): the rows loaded so far, and "Load more". */
export interface CursorPaging {
  kind: 'cursor';
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
}

export interface DataTableProps<Row> {
  /** What the rows are, in words: the table's name, and "Loading …", "Could not load …". */
  label: string;
  columns: Column<Row>[];
  /** Undefined until loaded. */
  rows: Row[] | undefined;
  rowKey(row: Row): string | number;
  /** `data-testid` of each row (the browser tests find rows by it). */
  rowTestId?: string;
  loading?: boolean;
  error?: unknown;
  onRetry?(): void;
  /** Words for an empty list: what is missing and, where it helps, what to do. */
  empty: ReactNode;
  paging?: ClientPaging | CursorPaging;
  /** The sort and page keys in the URL: `${urlKey}sort`, `${urlKey}page` (two tables on one screen). */
  urlKey?: string;
  /** "Export CSV": of every row shown (filtered, all pages) as `filename`, or the server's export at `href`. */
  csv?: { filename: string } | { href: string };
  /** A heading above the table (a screen with several). */
  title?: string;
  /** Above the table, beside the export (a count, a note). */
  toolbar?: ReactNode;
  /** Header row for screen readers only (a two-column list of figures). */
  hiddenHeader?: boolean;
  /** Without the card around it (inside another card). */
  bare?: boolean;
  className?: string;
}

type SortValue = string | number | null | undefined;

const missing = (value: SortValue) => value == null || value === '';

/** Numbers as numbers, text as a person reads it ("Cycle 9" before "Cycle 10"); missing values last either way. */
function sortRows<Row>(rows: Row[], column: Column<Row> | undefined, descending: boolean): Row[] {
  if (!column?.sortValue) return rows;
  const value = column.sortValue;
  const order = rows.map((row, index) => ({ row, index, key: value(row) }));
  order.sort((x, y) => {
    if (missing(x.key) !== missing(y.key)) return missing(x.key) ? 1 : -1;
    let byValue = 0;
    if (!missing(x.key))
      byValue =
        typeof x.key === 'number' && typeof y.key === 'number'
          ? x.key - y.key
          : String(x.key).localeCompare(String(y.key), 'en-NG', { numeric: true, sensitivity: 'base' });
    return (descending ? -byValue : byValue) || x.index - y.index;
  });
  return order.map((entry) => entry.row);
}

function SortHeader<Row>({
  column,
  direction,
  onSort,
}: {
  column: Column<Row>;
  direction: 'ascending' | 'descending' | undefined;
  onSort(): void;
}) {
  return (
    <Button
      variant="link"
      size="sm"
      className="admin-sort p-0 text-reset fw-semibold text-decoration-none text-start"
      onClick={onSort}
    >
      {column.header}
      <span aria-hidden="true" className="ms-1 text-body-secondary">
        {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
      </span>
    </Button>
  );
}

function Pager({
  page,
  pages,
  first,
  last,
  total,
  onPage,
}: {
  page: number;
  pages: number;
  first: number;
  last: number;
  total: number;
  onPage(page: number): void;
}) {
  return (
    <nav className="d-flex flex-wrap align-items-center gap-2 p-2 small" aria-label="Pages">
      <span>
        Rows {first}–{last} of {total}
      </span>
      <Button size="sm" variant="outline-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <Button size="sm" variant="outline-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}

/**
 * The console's table: sortable columns (sort kept in the URL), paging over the whole list or by the server's
 * cursor, loading, error and empty states in words, CSV export, and a frame that scrolls sideways inside
 * itself so the page never does.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, columns, rows, rowKey, paging, urlKey = '' } = props;
  const [sortParam, setSort] = useUrlValue(`${urlKey}sort`);
  const [pageParam, setPage] = useUrlValue(`${urlKey}page`);
  const descending = sortParam?.startsWith('-') ?? false;
  const sortKey = sortParam?.replace(/^-/, '');
  // Sorting the rows loaded while the server holds more would pass a part for the whole: a cursor-paged list
  // sorts once every page is in.
  const canSort = !(paging?.kind === 'cursor' && paging.hasMore);
  const sortable = (column: Column<Row>) => canSort && !!column.sortValue;
  const sortColumn = columns.find((column) => column.key === sortKey && sortable(column));
  const sorted = useMemo(
    () => (rows ? sortRows(rows, sortColumn, descending) : undefined),
    [rows, sortColumn, descending],
  );

  const pageSize = paging?.kind === 'client' ? paging.pageSize : Infinity;
  const total = sorted?.length ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(pages, Math.max(1, Number(pageParam) || 1));
  const shown =
    sorted && paging?.kind === 'client' ? sorted.slice((page - 1) * pageSize, page * pageSize) : sorted;

  const exportCsv = () => {
    if (!sorted || !props.csv || !('filename' in props.csv)) return;
    const exported = columns.filter((column) => column.csv);
    downloadCsv(
      props.csv.filename,
      toCsv(
        exported.map((column) => column.csvHeader ?? column.header),
        sorted.map((row) => exported.map((column) => column.csv!(row))),
      ),
    );
  };

  const toolbar = (props.title || props.toolbar || props.csv) && (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-2 admin-table-toolbar">
      {props.title && <h2 className="h5 mb-0">{props.title}</h2>}
      {props.toolbar}
      {props.csv &&
        ('href' in props.csv ? (
          <a className="btn btn-sm btn-outline-primary ms-auto" href={props.csv.href} download>
            Export CSV
          </a>
        ) : (
          <Button
            size="sm"
            variant="outline-primary"
            className="ms-auto"
            disabled={!sorted || sorted.length === 0}
            onClick={exportCsv}
          >
            Export CSV
          </Button>
        ))}
    </div>
  );

  let body: ReactNode;
  if (props.error)
    body = <ErrorState what={label.toLowerCase()} error={props.error} onRetry={props.onRetry} />;
  else if (!shown) body = props.loading === false ? null : <LoadingState what={label.toLowerCase()} />;
  else if (shown.length === 0) body = <EmptyState>{props.empty}</EmptyState>;
  else
    body = (
      <div className="admin-table-wrap">
        <Table size="sm" className="mb-0 align-middle" aria-label={label}>
          <thead className={props.hiddenHeader ? 'visually-hidden' : undefined}>
            <tr>
              {columns.map((column) => {
                const direction =
                  sortColumn === column ? (descending ? 'descending' : 'ascending') : undefined;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={sortable(column) ? (direction ?? 'none') : undefined}
                    className={column.align === 'end' ? 'text-end' : undefined}
                  >
                    {column.hiddenHeader ? (
                      <span className="visually-hidden">{column.header}</span>
                    ) : sortable(column) ? (
                      <SortHeader
                        column={column}
                        direction={direction}
                        onSort={() =>
                          setSort(
                            direction === 'ascending' ? `-${column.key}` : direction ? null : column.key,
                          )
                        }
                      />
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={rowKey(row)} data-testid={props.rowTestId}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={
                      [column.align === 'end' ? 'text-end' : '', column.className ?? ''].join(' ').trim() ||
                      undefined
                    }
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    );

  const footer =
    shown && paging?.kind === 'client' && total > pageSize ? (
      <Pager
        page={page}
        pages={pages}
        first={(page - 1) * pageSize + 1}
        last={Math.min(total, page * pageSize)}
        total={total}
        onPage={(next) => setPage(next === 1 ? null : String(next))}
      />
    ) : shown && paging?.kind === 'cursor' && paging.hasMore ? (
      <div className="d-flex flex-wrap align-items-center gap-2 p-2 small">
        <span>{total} shown; there are more.</span>
        <Button size="sm" variant="outline-secondary" disabled={paging.loadingMore} onClick={paging.loadMore}>
          {paging.loadingMore ? 'Loading more…' : 'Load more'}
        </Button>
      </div>
    ) : null;

  const content = (
    <>
      {body}
      {footer}
    </>
  );
  return (
    <div className={['admin-data-table', props.className ?? 'mb-3'].join(' ')}>
      {toolbar}
      {props.bare ? content : <Card>{content}</Card>}
    </div>
  );
}
