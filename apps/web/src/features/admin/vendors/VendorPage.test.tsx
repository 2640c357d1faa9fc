import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeServer } from '../../../test/fake-server';
import { isolateSessionBetweenTests } from '../../../test/isolate-session';
import { renderRoutes } from '../../../test/render-app';
import AdminApp from '../AdminApp';

isolateSessionBetweenTests();

const VENDOR = 'f1e2d3c4-0000-4000-8000-000000000031';
const settlement = {
  account_number: '0123456785',
  account_name: 'MAMA PUT KITCHEN',
  provider_message: null,
};
const vendorRecord = {
  vendor: {
    id: VENDOR,
    username: 'mama.put',
    business_name: 'Mama Put Kitchen',
    business_address: '12 Allen Avenue, Ikeja, Lagos',
    industry: 'Food',
    cac_number: 'RC 1234567',
    contact_name: 'Bisi Ade',
    phone_number: '+2348031234567',
    email: 'bisi@example.com',
    bank_name: 'GTBank',
    bank_account_number: '0123456785',
    bank_account_name: 'MAMA PUT KITCHEN',
    suspended_at: null,
    suspended_reason: null,
    created_at: '2026-11-01T09:00:00.000Z',
  },
  qr_code: `/api/vendors/${VENDOR}/qr.svg`,
  scan_url: `https://chancepay.ng/scan/${VENDOR}`,
  wallet_balance: '1250.50',
  settled_total: '12500.00',
  settlements: [
    {
      ...settlement,
      id: 's-1',
      amount: '2500.00',
      status: 'successful',
      created_at: '2026-11-26T18:00:00.000Z',
    },
    {
      ...settlement,
      id: 's-2',
      amount: '10000.00',
      status: 'failed',
      provider_message: 'Beneficiary bank unavailable',
      created_at: '2026-11-25T18:00:00.000Z',
    },
  ],
};

describe("a vendor's page", () => {
  it('lists the settlements in the kit table: sortable with the sort in the URL, and exportable', async () => {
    installFakeServer({
      'GET /api/admin/me': {
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
      },
      [`GET /api/admin/vendors/${VENDOR}`]: { body: { success: true, data: vendorRecord } },
    });
    const { router } = renderRoutes(
      [{ path: '/admin/*', element: <AdminApp /> }],
      `/admin/vendors/${VENDOR}`,
    );
    expect(await screen.findByRole('heading', { name: 'Mama Put Kitchen' })).toBeVisible();
    expect(screen.getByText('₦1,250.50 (settled so far ₦12,500.00)')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Settlements' });
    const amounts = () =>
      within(table)
        .getAllByTestId('settlement-row')
        .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(amounts()).toEqual(['₦2,500.00', '₦10,000.00']);
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: /Amount/ }));
    await user.click(within(table).getByRole('button', { name: /Amount/ }));
    expect(router.state.location.search).toBe('?sort=-amount');
    expect(amounts()).toEqual(['₦10,000.00', '₦2,500.00']);
    expect(within(table).getByText('Beneficiary bank unavailable')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});
