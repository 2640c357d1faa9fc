import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeServer } from '../../test/fake-server';
import { isolateSessionBetweenTests } from '../../test/isolate-session';
import { renderRoutes } from '../../test/render-app';
import AdminApp from './AdminApp';

isolateSessionBetweenTests();

const myId = 'b5a4f3c2-0000-4000-8000-000000000001';

const request = (overrides: Record<string, unknown>) => ({
  id: 'a0000000-0000-4000-8000-000000000001',
  action_type: 'ledger.adjustment',
  entity_type: 'ledger_account',
  entity_id: 'wallet:customer:c1',
  summary: 'Credit ₦1,234.56 to demo.customer',
  payload: {},
  reason: 'Goodwill after an outage',
  status: 'pending',
  requested_by: { id: 'c0000000-0000-4000-8000-000000000009', username: 'fin.two' },
  requested_at: '2026-11-20T09:00:00Z',
  expires_at: '2026-11-21T09:00:00Z',
  decided_by: null,
  decided_at: null,
  decision_reason: null,
  approver_roles: ['finance'],
  ...overrides,
});

const theirs = request({});
const mine = request({
  id: 'a0000000-0000-4000-8000-000000000002',
  summary: 'Refund ₦200.00 on order 22222222',
  requested_by: { id: myId, username: 'fin.one' },
  requested_at: '2026-11-19T09:00:00Z',
});

function serve() {
  return installFakeServer({
    'GET /api/admin/me': {
      body: {
        success: true,
        data: {
          id: myId,
          username: 'fin.one',
          display_name: 'Finance One',
          email: 'fin.one@demo.chancepay.ng',
          roles: ['finance'],
          idle_timeout_seconds: 900,
          recovery_codes_left: 10,
        },
      },
    },
    'GET /api/admin/approvals': { body: { success: true, data: { approvals: [theirs, mine] } } },
    [`POST /api/admin/approvals/${theirs.id}/approve`]: { body: { success: true, data: {} } },
  });
}

const routes = [{ path: '/admin/*', element: <AdminApp /> }];
const summaries = () =>
  screen.getAllByTestId('approval').map((row) => within(row).getByText(/Credit|Refund/).textContent);

describe('the Approvals inbox', () => {
  it('keeps the status tab and the sort in the URL, and offers the list as CSV', async () => {
    const server = serve();
    const view = renderRoutes(routes, '/admin/approvals?status=all');
    await screen.findAllByTestId('approval', {}, { timeout: 10_000 });
    expect(server.callsTo('GET /api/admin/approvals').at(-1)!.url).toContain('status=all');
    fireEvent.click(screen.getByRole('button', { name: 'rejected' }));
    await waitFor(() =>
      expect(server.callsTo('GET /api/admin/approvals').at(-1)!.url).toContain('status=rejected'),
    );
    expect(view.router.state.location.search).toBe('?status=rejected');

    await screen.findAllByTestId('approval');
    expect(summaries()).toEqual([theirs.summary, mine.summary]);
    fireEvent.click(screen.getByRole('button', { name: 'Asked' }));
    expect(summaries()).toEqual([mine.summary, theirs.summary]);
    expect(new URLSearchParams(view.router.state.location.search).get('sort')).toBe('asked');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('four eyes: one’s own request cannot be decided; another’s is approved with a fresh code', async () => {
    const server = serve();
    renderRoutes(routes, '/admin/approvals');
    await screen.findAllByTestId('approval', {}, { timeout: 10_000 });
    const [theirRow, myRow] = screen.getAllByTestId('approval');
    expect(within(myRow!).getByText('Your request: another staff member must decide it.')).toBeVisible();
    expect(within(myRow!).queryByRole('button', { name: 'Approve' })).toBeNull();
    fireEvent.click(within(theirRow!).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Code from your authenticator app'), {
      target: { value: '123 456' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve and carry out' }));
    expect(await screen.findByText('Approved and carried out.')).toBeVisible();
    expect(server.callsTo(`POST /api/admin/approvals/${theirs.id}/approve`)[0]!.body).toEqual({
      code: '123456',
    });
  });
});
