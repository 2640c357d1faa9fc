import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeServer } from '../../../test/fake-server';
import { isolateSessionBetweenTests } from '../../../test/isolate-session';
import { renderRoutes } from '../../../test/render-app';
import { renderRoute } from '../../../test/render-route';
import AdjustmentsPage from './AdjustmentsPage';

isolateSessionBetweenTests();

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), 'demo.customer');
  await user.type(screen.getByLabelText('Amount (naira)'), '1234.56');
  await user.selectOptions(screen.getByLabelText('Reason code'), 'double_credit_recovery');
  await user.selectOptions(screen.getByLabelText('Direction'), 'debit');
  await user.type(screen.getByLabelText('Note (why)'), 'Credited twice on Monday');
  await user.click(screen.getByRole('button', { name: 'Request adjustment' }));
}

describe('Adjustments screen', () => {
  it('asks for approval with the wallet, direction, amount, reason code and note; nothing is said to be posted', async () => {
    const server = installFakeServer({
      'POST /api/admin/adjustments': { status: 202, body: { success: true, data: { approval_id: 'a1' } } },
    });
    renderRoute('/admin/adjustments', <AdjustmentsPage />, '/admin/adjustments');
    await fillAndSubmit();
    await screen.findByText(/Asked for approval/);
    const call = server.calls.find((entry) => entry.path === '/api/admin/adjustments');
    expect(call?.body).toEqual({
      customer_username: 'demo.customer',
      house_account: 'expense:adjustments',
      direction: 'debit',
      amount: '1234.56',
      reason_code: 'double_credit_recovery',
      note: 'Credited twice on Monday',
    });
  });

  it('F6, F7: a missed credit names its order, and the answer names the wallet’s owner', async () => {
    const server = installFakeServer({
      'POST /api/admin/adjustments': {
        status: 202,
        body: {
          success: true,
          data: { approval_id: 'a2', owner_name: 'demo.customer', wallet_account: 'wallet:customer:c1' },
        },
      },
    });
    renderRoute('/admin/adjustments', <AdjustmentsPage />, '/admin/adjustments');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'demo.customer');
    await user.type(screen.getByLabelText('Amount (naira)'), '250');
    await user.selectOptions(screen.getByLabelText('Reason code'), 'missed_credit');
    await user.selectOptions(screen.getByLabelText('House account'), 'clearing:gateway');
    await user.type(
      screen.getByLabelText('Order id (the order this credit makes up for)'),
      '6f1c1c52-5d4e-4a57-9a43-0c5e3c1f7a10',
    );
    await user.type(screen.getByLabelText('Note (why)'), 'Bank debit shown by the buyer');
    await user.click(screen.getByRole('button', { name: 'Request adjustment' }));
    await screen.findByText(/Asked for approval for the wallet of demo\.customer/);
    const call = server.calls.find((entry) => entry.path === '/api/admin/adjustments');
    expect(call?.body).toMatchObject({
      reason_code: 'missed_credit',
      order_id: '6f1c1c52-5d4e-4a57-9a43-0c5e3c1f7a10',
    });
  });

  it('shows the server’s refusal', async () => {
    installFakeServer({
      'POST /api/admin/adjustments': {
        status: 404,
        body: { success: false, message: 'There is no customer with that username.' },
      },
    });
    renderRoute('/admin/adjustments', <AdjustmentsPage />, '/admin/adjustments');
    await fillAndSubmit();
    await screen.findByText('There is no customer with that username.');
    expect(screen.queryByText(/Asked for approval/)).toBeNull();
  });

  it('lists the adjustment requests, filtered by status in the URL, sortable and exported as CSV', async () => {
    const asked = (id: string, amountKobo: number, owner: string, at: string) => ({
      id,
      action_type: 'ledger.adjustment',
      entity_type: 'ledger_account',
      entity_id: `wallet:customer:${id}`,
      summary: `Credit to ${owner}`,
      payload: {
        wallet_account: `wallet:customer:${id}`,
        house_account: 'expense:adjustments',
        direction: 'credit',
        amount_kobo: amountKobo,
        reason_code: 'goodwill_credit',
        owner_name: owner,
      },
      reason: 'Goodwill after an outage',
      status: 'pending',
      requested_by: { id: 's1', username: 'fin.one' },
      requested_at: at,
      expires_at: '2026-11-30T09:00:00Z',
      decided_by: null,
      decided_at: null,
      decision_reason: null,
      approver_roles: ['finance'],
    });
    const server = installFakeServer({
      'GET /api/admin/approvals': {
        body: {
          success: true,
          data: {
            approvals: [
              asked('c1', 123_456, 'Ada Obi', '2026-11-22T09:00:00Z'),
              asked('c2', 5_000, 'Bola Ade', '2026-11-21T09:00:00Z'),
            ],
          },
        },
      },
    });
    const view = renderRoutes(
      [{ path: '/admin/adjustments', element: <AdjustmentsPage /> }],
      '/admin/adjustments?status=pending',
    );
    const history = await screen.findByRole('table', { name: 'Adjustment requests' });
    const url = server.callsTo('GET /api/admin/approvals').at(-1)!.url;
    expect(url).toContain('status=pending');
    expect(url).toContain('entity_type=ledger_account');
    expect(screen.getByLabelText('Requests')).toHaveValue('pending');
    const owners = () =>
      within(history)
        .getAllByTestId('adjustment-request')
        .map((row) => within(row).getByText(/Ada Obi|Bola Ade/).textContent);
    expect(owners()).toEqual(['Ada Obi', 'Bola Ade']);
    expect(within(history).getByText('₦1,234.56')).toBeVisible();
    fireEvent.click(within(history).getByRole('button', { name: 'Amount' }));
    expect(owners()).toEqual(['Bola Ade', 'Ada Obi']);
    expect(new URLSearchParams(view.router.state.location.search).get('sort')).toBe('amount');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();

    fireEvent.change(screen.getByLabelText('Requests'), { target: { value: 'all' } });
    await waitFor(() =>
      expect(server.callsTo('GET /api/admin/approvals').at(-1)!.url).toContain('status=all'),
    );
    expect(new URLSearchParams(view.router.state.location.search).get('status')).toBeNull();
  });
});
