import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeServer } from '../../../test/fake-server';
import { isolateSessionBetweenTests } from '../../../test/isolate-session';
import { renderRoutes } from '../../../test/render-app';
import AdminApp from '../AdminApp';

isolateSessionBetweenTests();

const transferId = '7d1c2b3a-0000-4000-8000-000000000020';
const payout = {
  id: transferId,
  purpose: 'customer_transfer',
  bank: 'GTBank',
  account_number: '1111111112',
  account_name: 'ADAEZE OKAFOR',
  amount: '10000.00',
  status: 'pending',
  tab: 'unknown',
  provider_message: 'Squad refused the credentials: IP not whitelisted',
  review_reason:
    'Needs review: the re-send with the same reference was refused (Squad refused the credentials: IP not whitelisted).',
  created_at: '2026-11-22T09:00:00Z',
  age_seconds: 3600,
  sla_breached: false,
  retried_by: null,
};

describe('the Payouts screen', () => {
  it('F1: a transfer in review offers no retry; "Mark failed…" asks a second finance member with the evidence', async () => {
    const server = installFakeServer({
      'GET /api/admin/me': {
        body: {
          success: true,
          data: {
            id: 'b5a4f3c2-0000-4000-8000-000000000001',
            username: 'fin.one',
            display_name: 'Finance One',
            email: 'fin.one@demo.chancepay.ng',
            roles: ['finance'],
            idle_timeout_seconds: 900,
            recovery_codes_left: 10,
          },
        },
      },
      'GET /api/admin/payouts': (call) => {
        const tab = new URL(call.url, 'http://x').searchParams.get('tab');
        return {
          body: {
            success: true,
            data: {
              tab,
              counts: { pending: 0, unknown: 1, failed: 0, successful: 1_000 },
              counts_capped: { pending: false, unknown: false, failed: false, successful: true },
              payouts: tab === 'unknown' ? [payout] : [],
            },
          },
        };
      },
      'GET /api/admin/payouts/vendor-batch': { status: 404, body: { success: false, message: 'none' } },
      [`POST /api/admin/payouts/${transferId}/decision`]: {
        status: 202,
        body: { success: true, message: 'Asked for approval.', data: { approval_id: 'a1' } },
      },
    });
    renderRoutes([{ path: '/admin/*', element: <AdminApp /> }], '/admin/payouts');
    // Issue #28: the server stops counting a tab at 1,000.
    expect((await screen.findByText('1,000+')).closest('a,button')!.textContent).toBe('Successful 1,000+');
    fireEvent.click(await screen.findByRole('button', { name: /Unknown/ }));
    const row = (await screen.findByText(/Needs review/)).closest('tr')!;
    expect(within(row).queryByRole('button', { name: /Retry/ })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Mark failed…' }));
    fireEvent.change(await screen.findByLabelText('Reason'), {
      target: { value: 'Squad statement: no transfer under this reference' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ask a second finance member' }));
    await waitFor(() =>
      expect(server.callsTo(`POST /api/admin/payouts/${transferId}/decision`)).toHaveLength(1),
    );
    expect(server.callsTo(`POST /api/admin/payouts/${transferId}/decision`)[0]!.body).toEqual({
      outcome: 'failed',
      evidence: 'Squad statement: no transfer under this reference',
    });
    expect(await screen.findByText(/Asked for approval/)).toBeTruthy();
  });
});
