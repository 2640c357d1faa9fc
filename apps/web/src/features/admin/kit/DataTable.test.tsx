import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-app';
import { actionsColumn, dateColumn, moneyColumn, textColumn } from './columns';
import { DataTable, type DataTableProps } from './DataTable';
import { useUrlFilters } from './url-state';

interface Winner {
  id: string;
  name: string;
  prize: string;
  paid_at: string | null;
}

const winners: Winner[] = [
  { id: 'a', name: 'Chidi', prize: '900.00', paid_at: '2026-11-20T09:00:00Z' },
  { id: 'b', name: 'Ada', prize: '10000.00', paid_at: null },
  { id: 'c', name: 'Bola, Jr', prize: '-50.00', paid_at: '2026-11-21T09:00:00Z' },
];

const columns = [
  textColumn<Winner>('name', 'Name', (row) => row.name),
  moneyColumn<Winner>('prize', 'Prize', (row) => row.prize),
  dateColumn<Winner>('paid', 'Paid', (row) => row.paid_at),
  actionsColumn<Winner>((row) => <button type="button">Open {row.name}</button>),
];

function renderTable(props: Partial<DataTableProps<Winner>> = {}, url = '/admin/t') {
  return renderRoutes(
    [
      {
        path: '/admin/t',
        element: (
          <DataTable
            label="Winners"
            columns={columns}
            rows={winners}
            rowKey={(row) => row.id}
            rowTestId="winner-row"
            empty="No winners yet."
            {...props}
          />
        ),
      },
    ],
    url,
  );
}

const names = () =>
  screen.getAllByTestId('winner-row').map((row) => within(row).getAllByRole('cell')[0]!.textContent);

afterEach(() => vi.restoreAllMocks());

describe('the console kit table', () => {
  it('sorts by a column: ascending, descending, back to the server order, kept in the URL', async () => {
    const view = renderTable();
    expect(names()).toEqual(['Chidi', 'Ada', 'Bola, Jr']);
    fireEvent.click(screen.getByRole('button', { name: /Prize/ }));
    expect(names()).toEqual(['Bola, Jr', 'Chidi', 'Ada']);
    expect(screen.getByRole('columnheader', { name: /Prize/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(view.router.state.location.search).toBe('?sort=prize');
    fireEvent.click(screen.getByRole('button', { name: /Prize/ }));
    expect(names()).toEqual(['Ada', 'Chidi', 'Bola, Jr']);
    expect(view.router.state.location.search).toBe('?sort=-prize');
    fireEvent.click(screen.getByRole('button', { name: /Prize/ }));
    expect(names()).toEqual(['Chidi', 'Ada', 'Bola, Jr']);
    // A date sorts by the instant, and a row without one goes last.
    fireEvent.click(screen.getByRole('button', { name: /Paid/ }));
    expect(names()).toEqual(['Chidi', 'Bola, Jr', 'Ada']);
    fireEvent.click(screen.getByRole('button', { name: /Paid/ }));
    expect(names()).toEqual(['Bola, Jr', 'Chidi', 'Ada']);
  });

  it('opens sorted as a link says, with money and dates in their display format', () => {
    renderTable({}, '/admin/t?sort=-name');
    expect(names()).toEqual(['Chidi', 'Bola, Jr', 'Ada']);
    const ada = screen.getAllByTestId('winner-row')[2]!;
    expect(within(ada).getByText('₦10,000.00')).toHaveClass('text-end');
    expect(within(ada).getByText('—')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Actions' })).not.toHaveAttribute('aria-sort');
  });

  it('says what is loading, what failed and that nothing matched, in words', () => {
    const retry = vi.fn();
    const { unmount } = renderTable({ rows: undefined, loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading winners…');
    unmount();
    const failed = renderTable({ rows: undefined, error: new Error('The server is busy.'), onRetry: retry });
    expect(screen.getByText('Could not load winners: The server is busy.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
    failed.unmount();
    renderTable({ rows: [], csv: { filename: 'winners.csv' } });
    expect(screen.getByText('No winners yet.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('exports every row shown, in the shown order, with the columns that have a CSV value', async () => {
    let exported: Blob | undefined;
    // The test DOM makes no downloads: the download is the browser's part, the file's text is ours.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        exported = blob;
        return 'blob:csv';
      },
      revokeObjectURL: () => undefined,
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderTable(
      { csv: { filename: 'winners.csv' }, paging: { kind: 'client', pageSize: 2 } },
      '/admin/t?sort=name',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalledOnce();
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('winners.csv');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(exported!);
    });
    expect(text).toBe(
      'Name,Prize,Paid\r\n' +
        'Ada,10000.00,\r\n' +
        '"Bola, Jr",-50.00,2026-11-21T09:00:00Z\r\n' +
        'Chidi,900.00,2026-11-20T09:00:00Z\r\n',
    );
  });

  it('links to the server export when the screen gives one', () => {
    renderTable({ csv: { href: '/api/admin/winners?format=csv' } });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/winners?format=csv',
    );
  });

  it('pages over a returned list, the page in the URL', () => {
    const view = renderTable({ paging: { kind: 'client', pageSize: 2 } });
    expect(names()).toEqual(['Chidi', 'Ada']);
    expect(screen.getByText('Rows 1–2 of 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(names()).toEqual(['Bola, Jr']);
    expect(view.router.state.location.search).toBe('?page=2');
    expect(screen.getByText('Rows 3–3 of 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('pages by the server cursor: "Load more" while the server has more', () => {
    const loadMore = vi.fn();
    const { unmount } = renderTable({
      paging: { kind: 'cursor', hasMore: true, loadingMore: false, loadMore },
    });
    expect(screen.getByText('3 shown; there are more.')).toBeVisible();
    // Sorting part of the list would mislead: it comes back once every page is loaded.
    expect(screen.queryByRole('button', { name: /Prize/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(loadMore).toHaveBeenCalledOnce();
    unmount();
    renderTable({ paging: { kind: 'cursor', hasMore: false, loadingMore: false, loadMore } });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByRole('button', { name: /Prize/ })).toBeVisible();
  });
});

function Filters() {
  const [filters, setFilters] = useUrlFilters({ status: '', q: '', tab: 'pending' });
  return (
    <>
      <output data-testid="filters">{JSON.stringify(filters)}</output>
      <button type="button" onClick={() => setFilters({ status: 'open', q: ' Ada & co ' })}>
        filter
      </button>
      <button type="button" onClick={() => setFilters({ status: '', tab: 'pending' })}>
        clear
      </button>
    </>
  );
}

describe('filters in the URL', () => {
  it('round-trips: set, read back from the URL on a fresh load, cleared values and defaults leave it', async () => {
    const view = renderRoutes([{ path: '/admin/f', element: <Filters /> }], '/admin/f?page=3&tab=failed');
    expect(JSON.parse(screen.getByTestId('filters').textContent!)).toEqual({
      status: '',
      q: '',
      tab: 'failed',
    });
    fireEvent.click(screen.getByRole('button', { name: 'filter' }));
    const search = view.router.state.location.search;
    // A new filter starts at the first page.
    expect(new URLSearchParams(search).get('page')).toBeNull();
    expect(new URLSearchParams(search).get('q')).toBe('Ada & co');
    view.unmount();

    const reloaded = renderRoutes([{ path: '/admin/f', element: <Filters /> }], `/admin/f${search}`);
    expect(JSON.parse(screen.getByTestId('filters').textContent!)).toEqual({
      status: 'open',
      q: 'Ada & co',
      tab: 'failed',
    });
    fireEvent.click(screen.getByRole('button', { name: 'clear' }));
    expect(reloaded.router.state.location.search).toBe('?q=Ada+%26+co');
    await act(async () => {
      await reloaded.router.navigate(-1);
    });
    expect(JSON.parse(screen.getByTestId('filters').textContent!).status).toBe('open');
  });
});
