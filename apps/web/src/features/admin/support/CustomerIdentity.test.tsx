import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeServer } from '../../../test/fake-server';
import { isolateSessionBetweenTests } from '../../../test/isolate-session';
import { renderRoutes } from '../../../test/render-app';
import AdminApp from '../AdminApp';
import type { CustomerData, CustomerIdentityData } from './customer-data';

isolateSessionBetweenTests();

const routes = [{ path: '/admin/*', element: <AdminApp /> }];
const me = {
  body: {
    success: true,
    data: {
      id: 'b5a4f3c2-0000-4000-8000-000000000002',
      username: 'tunde.support',
      display_name: 'Tunde Support',
      email: 'tunde@chancepay.ng',
      roles: ['support'],
      idle_timeout_seconds: 900,
      recovery_codes_left: 10,
    },
  },
};

function customer(identity: CustomerIdentityData | null | undefined): CustomerData {
  return {
    profile: {
      id: 'u-42',
      username: 'chiamaka',
      display_name: 'Chiamaka Eze',
      email: 'chiamaka@example.com',
      phone: '+2348031234567',
      role: 'customer',
      vendor_id: null,
      created_at: '2026-11-01T09:00:00.000Z',
      locked_at: null,
    },
    verification: { phone_verified_at: '2026-11-01T09:01:00.000Z', age_confirmed_at: null },
    wallet: { balance: '1500.00', statement: [], statement_total: 0 },
    orders: [],
    transfers: [],
    limits: null,
    sessions: [],
    notes: [],
    ...(identity === undefined ? {} : { identity }),
  };
}

const open = (data: CustomerData) => {
  installFakeServer({
    'GET /api/admin/me': me,
    'GET /api/admin/customers/u-42': { body: { success: true, data } },
  });
  return renderRoutes(routes, '/admin/support/customers/u-42');
};

describe("the customer page's identity block", () => {
  it('shows the tier, the masked numbers, the date of birth, the verified name and every check', async () => {
    const view = open(
      customer({
        tier: 2,
        date_of_birth: '1994-03-12',
        verified_name: 'CHIAMAKA EZE',
        bvn: { masked: '•••• •••• 2222', verified_at: '2026-11-26T09:00:00.000Z' },
        // Sent whole by mistake: still shown masked.
        nin: { masked: '71234567777', verified_at: '2026-11-26T09:30:00.000Z' },
        address_verified_at: null,
        checks: [
          {
            id: 'c-1',
            kind: 'bvn',
            outcome: 'verified',
            provider: 'dojah',
            provider_reference: 'DJ-BVN-8812',
            masked_number: '•••• •••• 2222',
            returned_name: 'CHIAMAKA EZE',
            returned_date_of_birth: '1994-03-12',
            decided_by: null,
            reason: null,
            tier_before: 0,
            tier_after: 1,
            created_at: '2026-11-26T09:00:00.000Z',
          },
          {
            id: 'c-2',
            kind: 'address_decision',
            outcome: 'rejected',
            provider: null,
            provider_reference: null,
            masked_number: null,
            returned_name: null,
            returned_date_of_birth: null,
            decided_by: 'Ngozi Compliance',
            reason: 'The bill is older than 3 months.',
            tier_before: 2,
            tier_after: 2,
            created_at: '2026-11-26T10:00:00.000Z',
          },
        ],
      }),
    );
    const block = await screen.findByRole('region', { name: 'Identity and tier' });
    const facts = within(block).getByTestId('customer-identity');
    expect(facts).toHaveTextContent('Tier 2');
    expect(facts).toHaveTextContent('BVN•••• •••• 2222');
    expect(facts).toHaveTextContent('NIN•••••••7777');
    expect(facts).toHaveTextContent('Date of birth12 March 1994');
    expect(facts).toHaveTextContent('Verified nameCHIAMAKA EZE');
    expect(block).not.toHaveTextContent('71234567777');

    const rows = within(within(block).getByRole('table', { name: 'Identity history' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('BVN check');
    expect(rows[1]).toHaveTextContent('•••• 2222');
    expect(rows[1]).toHaveTextContent('DJ-BVN-8812');
    expect(rows[2]).toHaveTextContent('Proof of address decision');
    expect(rows[2]).toHaveTextContent('rejectedThe bill is older than 3 months.');
    expect(rows[2]).toHaveTextContent('Ngozi Compliance');

    // The kit's table: newest first by "When", the sort under the block's own key in the URL; a CSV to export.
    const history = within(block).getByRole('table', { name: 'Identity history' });
    const user = userEvent.setup();
    await user.click(within(history).getByRole('button', { name: /When/ }));
    await user.click(within(history).getByRole('button', { name: /When/ }));
    expect(new URLSearchParams(view.router.state.location.search).get('identity.sort')).toBe('-when');
    const checks = within(history).getAllByTestId('identity-check-row');
    expect(checks[0]).toHaveTextContent('Proof of address decision');
    expect(checks[1]).toHaveTextContent('BVN check');
    expect(within(block).getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('says tier 0 when the customer has verified nothing (or the server sends no identity yet)', async () => {
    open(customer(undefined));
    const block = await screen.findByRole('region', { name: 'Identity and tier' });
    expect(block).toHaveTextContent('Tier 0 No identity verified.');
    expect(within(block).queryByRole('table')).toBeNull();
  });
});
