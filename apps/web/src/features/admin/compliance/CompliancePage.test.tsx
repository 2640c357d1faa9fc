import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeServer } from '../../../test/fake-server';
import { isolateSessionBetweenTests } from '../../../test/isolate-session';
import { renderRoutes } from '../../../test/render-app';
import AdminApp from '../AdminApp';
import type { AddressProof } from './api';

isolateSessionBetweenTests();

const routes = [{ path: '/admin/*', element: <AdminApp /> }];
const me = (roles: string[]) => ({
  body: {
    success: true,
    data: {
      id: 'b5a4f3c2-0000-4000-8000-000000000009',
      username: 'ngozi.compliance',
      display_name: 'Ngozi Compliance',
      email: 'ngozi@chancepay.ng',
      roles,
      idle_timeout_seconds: 900,
      recovery_codes_left: 10,
    },
  },
});

const PROOF_ID = '7c1f5a8e-2b3d-4e5f-8a9b-0c1d2e3f4a5b';
const proof = (overrides: Partial<AddressProof> = {}): AddressProof => ({
  id: PROOF_ID,
  user_id: 'u-42',
  username: 'chiamaka.eze',
  display_name: 'Chiamaka Eze',
  decided_by: null,
  decided_at: null,
  reason: null,
  uploaded_at: '2026-11-26T09:30:00.000Z',
  content_type: 'application/pdf',
  file_name: 'nepa-bill.pdf',
  size_bytes: 312_000,
  status: 'pending',
  tier: 2,
  verified_name: 'CHIAMAKA EZE',
  ...overrides,
});
const listOf = (items: AddressProof[]) => ({ body: { success: true, data: { proofs: items } } });
const DECISION = `POST /api/admin/compliance/address-proofs/${PROOF_ID}/decision`;

describe('the Compliance screen', () => {
  it('lists the proofs waiting, opens the document, and accepts one with a reason', async () => {
    let decided = false;
    const server = installFakeServer({
      'GET /api/admin/me': me(['compliance']),
      'GET /api/admin/compliance/address-proofs': (call) =>
        listOf(
          new URL(call.url, 'http://x').searchParams.get('status') === 'pending' && !decided ? [proof()] : [],
        ),
      [DECISION]: () => {
        decided = true;
        return {
          body: { success: true, message: 'Chiamaka Eze is now at tier 3.', data: { id: PROOF_ID } },
        };
      },
    });
    renderRoutes(routes, '/admin/compliance');
    expect(await screen.findByRole('link', { name: 'Compliance' })).toBeVisible();
    const row = (await screen.findByText('CHIAMAKA EZE')).closest('tr')!;
    expect(row).toHaveTextContent('chiamaka.eze');
    expect(row).toHaveTextContent('PDF, 305 KB');
    const document = within(row).getByRole('link', { name: 'nepa-bill.pdf' });
    expect(document).toHaveAttribute('href', `/api/admin/compliance/address-proofs/${PROOF_ID}/file`);
    expect(document).toHaveAttribute('download', 'nepa-bill.pdf');

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason'), 'EKEDC bill of October, name and address match');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByTestId('admin-notice')).toHaveTextContent('Chiamaka Eze is now at tier 3.');
    expect(server.callsTo(DECISION)[0]!.body).toEqual({
      decision: 'accept',
      reason: 'EKEDC bill of October, name and address match',
    });
    expect(await screen.findByText('No proof of address is waiting for a decision.')).toBeVisible();
  });

  it("shows the server's refusal of a decision (the reviewer's own account) in the dialog", async () => {
    const refusal = 'You cannot decide on a proof of address for your own customer account.';
    installFakeServer({
      'GET /api/admin/me': me(['compliance']),
      'GET /api/admin/compliance/address-proofs': listOf([proof()]),
      [DECISION]: { status: 403, body: { success: false, message: refusal } },
    });
    renderRoutes(routes, '/admin/compliance');
    const row = (await screen.findByText('CHIAMAKA EZE')).closest('tr')!;
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'The bill is older than 3 months.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(refusal)).toBeVisible();
  });

  it('keeps the status in the URL and shows decided proofs without actions', async () => {
    const server = installFakeServer({
      'GET /api/admin/me': me(['compliance', 'support']),
      'GET /api/admin/compliance/address-proofs': listOf([proof({ status: 'rejected' })]),
    });
    const { router } = renderRoutes(routes, '/admin/compliance?status=rejected');
    const row = (await screen.findByText('CHIAMAKA EZE')).closest('tr')!;
    expect(server.callsTo('GET /api/admin/compliance/address-proofs')[0]!.url).toContain('status=rejected');
    expect(within(row).queryByRole('button')).toBeNull();
    // A support member may open the customer page from here.
    expect(within(row).getByRole('link', { name: 'Chiamaka Eze' })).toHaveAttribute(
      'href',
      '/admin/support/customers/u-42',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accepted' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=accepted'));
  });

  it('sorts the queue by a column kept in the URL beside the status, and offers the list as CSV', async () => {
    installFakeServer({
      'GET /api/admin/me': me(['compliance']),
      'GET /api/admin/compliance/address-proofs': listOf([
        proof(),
        proof({
          id: '8d2a6b9f-3c4e-4f60-9bac-1d2e3f4a5b6c',
          user_id: 'u-7',
          username: 'ade.bello',
          display_name: 'Ade Bello',
          verified_name: 'ADE BELLO',
          uploaded_at: '2026-11-26T11:00:00.000Z',
        }),
      ]),
    });
    const { router } = renderRoutes(routes, '/admin/compliance?status=rejected');
    const table = await screen.findByRole('table', { name: 'Proofs of address' });
    const names = () =>
      within(table)
        .getAllByTestId('address-proof-row')
        .map((row) => within(row).getAllByRole('cell')[2]!.textContent);
    expect(names()).toEqual(['CHIAMAKA EZE', 'ADE BELLO']);
    await userEvent.setup().click(within(table).getByRole('button', { name: /Customer/ }));
    expect(names()).toEqual(['ADE BELLO', 'CHIAMAKA EZE']);
    // The same table, re-sorted: a change of the URL does not remount the screen (its notice and dialog stay).
    expect(table.isConnected).toBe(true);
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('customer');
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('rejected');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('is closed to staff without the compliance role', async () => {
    const server = installFakeServer({ 'GET /api/admin/me': me(['support']) });
    renderRoutes(routes, '/admin/compliance');
    expect(await screen.findByText(/Your roles do not include this screen/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Compliance' })).toBeNull();
    expect(server.callsTo('GET /api/admin/compliance/address-proofs')).toHaveLength(0);
  });
});
