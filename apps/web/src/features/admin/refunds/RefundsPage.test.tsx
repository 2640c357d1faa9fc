import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeServer } from '../../../test/fake-server';
import { isolateSessionBetweenTests } from '../../../test/isolate-session';
import { renderRoute } from '../../../test/render-route';
import RefundsPage from './RefundsPage';

isolateSessionBetweenTests();

const inReview = {
  id: '11111111-1111-4111-8111-111111111111',
  order_id: '22222222-2222-4222-8222-222222222222',
  amount: '200.00',
  refund_type: 'Partial',
  reason: 'Buyer disputes the charge',
  status: 'review',
  gateway_message: 'Squad could not be reached',
  created_at: '2026-11-20T10:00:00.000Z',
  sent_at: '2026-11-20T10:00:01.000Z',
  resolution_evidence: null,
};

describe('Refunds screen', () => {
  it('F5: shows refunds in review and asks for approval to mark one failed, with the evidence', async () => {
    const server = installFakeServer({
      'GET /api/admin/refunds': { body: { success: true, data: { refunds: [inReview] } } },
      [`POST /api/admin/refunds/${inReview.id}/review`]: {
        status: 202,
        body: { success: true, message: 'Asked for approval.', data: { approval_id: 'a1' } },
      },
    });
    renderRoute('/admin/refunds', <RefundsPage />, '/admin/refunds');
    const row = (await screen.findByText(inReview.order_id)).closest('tr')!;
    expect(server.calls.find((call) => call.path === '/api/admin/refunds')?.url).toContain('status=review');
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Mark failed' }));
    await user.type(
      within(screen.getByRole('dialog')).getByLabelText('Reason'),
      'Squad support ticket 881: no refund on this charge',
    );
    await user.click(screen.getByRole('button', { name: 'Ask for approval' }));
    await screen.findByText(/Asked for approval/);
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      outcome: 'failed',
      evidence: 'Squad support ticket 881: no refund on this charge',
    });
  });

  it('F5: marking confirmed shows the server’s refusal', async () => {
    installFakeServer({
      'GET /api/admin/refunds': { body: { success: true, data: { refunds: [inReview] } } },
      [`POST /api/admin/refunds/${inReview.id}/review`]: {
        status: 409,
        body: {
          success: false,
          message:
            'A decision on this refund is already waiting for approval: approve or reject that request first.',
        },
      },
    });
    renderRoute('/admin/refunds', <RefundsPage />, '/admin/refunds');
    const row = (await screen.findByText(inReview.order_id)).closest('tr')!;
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Mark confirmed' }));
    await user.type(
      within(screen.getByRole('dialog')).getByLabelText('Reason'),
      'Bank statement shows it back',
    );
    await user.click(screen.getByRole('button', { name: 'Ask for approval' }));
    await screen.findByText(/already waiting for approval/);
  });

  it('keeps the status tab in the URL, sorts by amount and offers the list as CSV', async () => {
    const failed = (id: string, amount: string, orderId: string) => ({
      ...inReview,
      id,
      amount,
      order_id: orderId,
      status: 'failed',
    });
    const server = installFakeServer({
      'GET /api/admin/refunds': (call) => ({
        body: {
          success: true,
          data: {
            refunds: call.url.includes('status=failed')
              ? [failed('r1', '1500.00', 'order-big'), failed('r2', '20.00', 'order-small')]
              : [],
          },
        },
      }),
    });
    const view = renderRoute('/admin/refunds', <RefundsPage />, '/admin/refunds');
    expect(await screen.findByText('No refund is waiting for a decision.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Failed' }));
    const table = await screen.findByRole('table', { name: 'Refunds' });
    expect(view.router.state.location.search).toBe('?status=failed');
    expect(server.calls.at(-1)!.url).toContain('status=failed');
    const orders = () =>
      within(table)
        .getAllByText(/^order-/)
        .map((cell) => cell.textContent);
    expect(orders()).toEqual(['order-big', 'order-small']);
    fireEvent.click(within(table).getByRole('button', { name: 'Amount' }));
    expect(orders()).toEqual(['order-small', 'order-big']);
    expect(new URLSearchParams(view.router.state.location.search).get('sort')).toBe('amount');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    // No decision is offered outside the review tab.
    expect(within(table).queryByRole('button', { name: 'Mark failed' })).toBeNull();
    await waitFor(() => expect(screen.queryByText(/Loading/)).toBeNull());
  });
});
