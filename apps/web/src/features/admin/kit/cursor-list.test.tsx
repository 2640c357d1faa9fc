import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeServer } from '../../../test/fake-server';
import { isolateSessionBetweenTests } from '../../../test/isolate-session';
import { renderRoutes } from '../../../test/render-app';
import { textColumn } from './columns';
import { useCursorList } from './cursor-list';
import { DataTable } from './DataTable';

isolateSessionBetweenTests();

interface Page {
  winners: { id: string }[];
  next_cursor?: string | null;
  has_more?: boolean;
}

function Winners() {
  const list = useCursorList<Page, { id: string }>({
    queryKey: ['test', 'winners'],
    path: '/winners?cycle_id=3',
    rowsOf: (page) => page.winners,
  });
  return (
    <DataTable
      label="Winners"
      columns={[textColumn('id', 'Order', (row: { id: string }) => row.id)]}
      rows={list.rows}
      loading={list.loading}
      error={list.error}
      rowKey={(row) => row.id}
      rowTestId="winner-row"
      empty="No winners."
      paging={list.paging}
    />
  );
}

const ok = (data: Page) => ({ body: { success: true, data } });

describe('paging by the server cursor', () => {
  it('asks for the next page with the cursor the last one gave, until the server has no more', async () => {
    const server = installFakeServer({
      'GET /api/admin/winners': (call) =>
        new URL(call.url, 'http://x').searchParams.get('cursor') === 'after-b'
          ? ok({ winners: [{ id: 'c' }], next_cursor: null, has_more: false })
          : ok({ winners: [{ id: 'a' }, { id: 'b' }], next_cursor: 'after-b', has_more: true }),
    });
    renderRoutes([{ path: '/admin/w', element: <Winners /> }], '/admin/w');
    await screen.findByText('2 shown; there are more.');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('c');
    expect(screen.getAllByTestId('winner-row')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(
      server.callsTo('GET /api/admin/winners').map((call) => call.url.replace(/^https?:\/\/[^/]+/, '')),
    ).toEqual(['/api/admin/winners?cycle_id=3', '/api/admin/winners?cycle_id=3&cursor=after-b']);
  });

  it('shows a list the server still sends whole as its only page', async () => {
    installFakeServer({ 'GET /api/admin/winners': ok({ winners: [{ id: 'a' }] }) });
    renderRoutes([{ path: '/admin/w', element: <Winners /> }], '/admin/w');
    await screen.findByText('a');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
