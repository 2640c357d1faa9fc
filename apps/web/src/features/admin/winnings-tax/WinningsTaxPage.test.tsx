import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeServer } from '../../../test/fake-server';
import { isolateSessionBetweenTests } from '../../../test/isolate-session';
import { renderRoute } from '../../../test/render-route';
import WinningsTaxPage from './WinningsTaxPage';

isolateSessionBetweenTests();

const october = {
  month: '2026-10',
  ended: true,
  winners: 2,
  gross: '70000.00',
  tax: '3500.00',
  withheld_from_winners: '2500.00',
  borne_by_operator: '1000.00',
  remitted: '0.00',
  owed: '3500.00',
  remittances: [],
  can_remit: true,
  remit_problem: null,
  lines: [
    {
      order_id: 'aaaaaaaa-1111-4111-8111-111111111111',
      settled_at: '2026-10-20T10:00:00.000Z',
      winner: '+234803****001',
      product: 'Get Cash',
      gross: '50000.00',
      tax: '2500.00',
      net: '47500.00',
      rate_bps: 500,
      borne_by: 'winner',
    },
    {
      order_id: 'bbbbbbbb-2222-4222-8222-222222222222',
      settled_at: '2026-10-21T10:00:00.000Z',
      winner: 'Mama Put (for +234803****002)',
      product: 'Pay4Me',
      gross: '20000.00',
      tax: '1000.00',
      net: '20000.00',
      rate_bps: 500,
      borne_by: 'operator',
    },
  ],
  lines_truncated: false,
};

describe('Winnings tax screen (issue #23 item 3)', () => {
  it('lists one line per winner with gross, tax, net and bearer, and asks for a remittance with a reason', async () => {
    const server = installFakeServer({
      'GET /api/admin/winnings-tax': { body: { success: true, data: october } },
      'POST /api/admin/winnings-tax/remittances': {
        status: 202,
        body: {
          success: true,
          message: 'Asked for approval: another finance member must approve the remittance.',
          data: { approval_id: 'cccccccc-3333-4333-8333-333333333333' },
        },
      },
    });
    renderRoute('/admin/winnings-tax', <WinningsTaxPage />, '/admin/winnings-tax');
    expect(await screen.findByTestId('winnings-tax-owed')).toHaveTextContent('₦3,500.00');
    const rows = screen.getAllByRole('row').filter((row) => row.textContent?.includes('aaaaaaaa'));
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'aaaaaaaa-1111-4111-8111-111111111111',
      '+234803****001',
      '₦50,000.00',
      '₦2,500.00',
      '₦47,500.00',
      'Winner',
      expect.any(String),
    ]);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/winnings-tax/export?month=2026-10',
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Tax authority receipt or reference'), 'FIRS receipt 0001');
    await user.click(screen.getByRole('button', { name: 'Record remittance of ₦3,500.00' }));
    await screen.findByText('Asked for approval: another finance member must approve the remittance.');
    const posted = server.calls.find((call) => call.method === 'POST' && call.path.endsWith('/remittances'));
    expect(posted?.body).toEqual({ month: '2026-10', reason: 'FIRS receipt 0001' });
  });

  it('sorts the lines by a column and keeps the sort and the month in the URL', async () => {
    const server = installFakeServer({
      'GET /api/admin/winnings-tax': { body: { success: true, data: october } },
    });
    const view = renderRoute(
      '/admin/winnings-tax',
      <WinningsTaxPage />,
      '/admin/winnings-tax?month=2026-10&sort=-gross',
    );
    const lines = await screen.findByRole('table', { name: 'Winnings tax lines' });
    expect(server.callsTo('GET /api/admin/winnings-tax')[0]!.url).toContain('month=2026-10');
    expect(screen.getByLabelText('Month')).toHaveValue('2026-10');
    const winners = () =>
      within(lines)
        .getAllByTestId('winnings-tax-line')
        .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    // Opened as the link says: the biggest prize first.
    expect(winners()).toEqual(['+234803****001', 'Mama Put (for +234803****002)']);
    fireEvent.click(within(lines).getByRole('button', { name: /Gross/ }));
    expect(view.router.state.location.search).toBe('?month=2026-10');
    fireEvent.click(within(lines).getByRole('button', { name: /Gross/ }));
    expect(new URLSearchParams(view.router.state.location.search).get('sort')).toBe('gross');
    expect(winners()).toEqual(['Mama Put (for +234803****002)', '+234803****001']);
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-09' } });
    await waitFor(() =>
      expect(server.callsTo('GET /api/admin/winnings-tax').at(-1)!.url).toContain('month=2026-09'),
    );
    expect(new URLSearchParams(view.router.state.location.search).get('month')).toBe('2026-09');
  });

  it('says why a month cannot be remitted instead of offering the button', async () => {
    installFakeServer({
      'GET /api/admin/winnings-tax': {
        body: {
          success: true,
          data: {
            ...october,
            can_remit: false,
            remit_problem: 'The winnings tax of 2026-10 has been remitted; nothing more is owed for it.',
          },
        },
      },
    });
    renderRoute('/admin/winnings-tax', <WinningsTaxPage />, '/admin/winnings-tax');
    await screen.findByText('The winnings tax of 2026-10 has been remitted; nothing more is owed for it.');
    expect(screen.queryByRole('button', { name: /Record remittance/ })).toBeNull();
  });
});
