import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeServer } from '../../../test/fake-server';
import { isolateSessionBetweenTests } from '../../../test/isolate-session';
import { renderRoute } from '../../../test/render-route';
import LedgerPage from './LedgerPage';

isolateSessionBetweenTests();

function serve() {
  return installFakeServer({
    'GET /api/admin/ledger': {
      body: {
        success: true,
        data: {
          house_accounts: [
            { account: 'clearing:gateway', balance: '900.00' },
            { account: 'expense:adjustments', balance: '-50.00' },
            { account: 'revenue:tickets', balance: '12000.00' },
          ],
          wallets: [{ kind: 'customer', count: 3, total: '450.00' }],
          owed_total: '450.00',
          last_check: { checked_at: '2026-11-26T03:00:00Z', clean: true },
          last_clean_check_at: '2026-11-26T03:00:00Z',
        },
      },
    },
    'GET /api/admin/ledger/statement': (call) => ({
      body: {
        success: true,
        data: {
          total: 1,
          total_capped: false,
          per_page: 50,
          postings: [
            {
              entry_id: 41,
              kind: 'ticket_sale',
              cause_type: 'order',
              cause_id: 'order-1',
              amount:
                new URL(call.url, 'http://x').searchParams.get('account') === 'wallet:x' ? '1.00' : '5.00',
              created_at: '2026-11-26T09:00:00Z',
            },
          ],
        },
      },
    }),
  });
}

describe('the Ledger screen', () => {
  it('sorts the house accounts by balance (the sort in the URL) and offers them as CSV', async () => {
    serve();
    const view = renderRoute('/admin/ledger', <LedgerPage />, '/admin/ledger');
    const house = await screen.findByRole('table', { name: 'House accounts' });
    const accounts = () =>
      within(house)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    fireEvent.click(within(house).getByRole('button', { name: 'Balance' }));
    expect(accounts()).toEqual(['expense:adjustments', 'clearing:gateway', 'revenue:tickets']);
    expect(view.router.state.location.search).toBe('?house.sort=balance');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'What we owe people: ₦450.00' })).toBeVisible();
  });

  it('keeps the account of the statement in the URL, so a link opens it', async () => {
    const server = serve();
    const view = renderRoute('/admin/ledger', <LedgerPage />, '/admin/ledger?account=wallet:x');
    const postings = await screen.findByRole('table', { name: 'Postings' });
    expect(within(postings).getByText('₦1.00')).toBeVisible();
    expect(screen.getByLabelText('Account')).toHaveValue('wallet:x');
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'clearing:gateway' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?account=clearing%3Agateway'));
    expect(await screen.findByText('₦5.00')).toBeVisible();
    expect(server.callsTo('GET /api/admin/ledger/statement').at(-1)!.url).toContain(
      'account=clearing%3Agateway',
    );
  });
});
