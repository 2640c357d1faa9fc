import type { AdminRoute } from './staff';

const someId = '00000000-0000-4000-8000-000000000000';
const reason = { reason: 'checking access' };

/**
 * The cycles, vendors and support routes (issue 15, items 6-8) with the roles that may call them, for the
 * console's access test (access.test.ts): valid bodies, so a refusal is never mistaken for a 400.
 */
export const consoleScreenRoutes: AdminRoute[] = [
  { method: 'GET', url: '/api/admin/cycles', roles: ['raffle_ops', 'auditor'] },
  {
    method: 'POST',
    url: '/api/admin/cycles',
    body: { raffle_type_ids: [1], ticket_price: '250', winnable_amount: '50000', payout_ratio: '70' },
    roles: ['raffle_ops'],
  },
  { method: 'GET', url: '/api/admin/cycles/{id}', roles: ['raffle_ops', 'auditor'] },
  {
    method: 'POST',
    url: '/api/admin/cycles/{id}/open',
    body: { replace_open: false },
    roles: ['raffle_ops'],
  },
  { method: 'POST', url: '/api/admin/cycles/{id}/cancel', body: reason, roles: ['raffle_ops'] },
  { method: 'GET', url: '/api/admin/cycles/{id}/orders.csv', roles: ['raffle_ops', 'auditor'] },
  { method: 'GET', url: '/api/admin/templates/{id}', roles: ['raffle_ops', 'auditor'] },
  {
    method: 'POST',
    url: '/api/admin/templates/{id}',
    body: {
      ticket_price: '250',
      winnable_amount: '50000',
      payout_ratio: '70',
      prize_budget: '50000',
      expected_version: 1,
      reason: 'festive',
    },
    roles: ['raffle_ops'],
  },
  { method: 'GET', url: '/api/admin/vendors', roles: ['support', 'finance', 'auditor'] },
  {
    method: 'POST',
    url: '/api/admin/vendors/name-enquiry',
    body: { bank_code: '058', account_number: '1111111112' },
    roles: ['support', 'finance'],
  },
  {
    method: 'POST',
    url: '/api/admin/vendors/cac-check',
    body: { cac_number: 'RC 1234567' },
    roles: ['support', 'finance'],
  },
  {
    method: 'POST',
    url: '/api/admin/vendors',
    body: {
      username: 'newshop',
      email: 'newshop@example.com',
      phone: '08031234567',
      business_name: 'New Shop',
      business_address: '1 Broad Street, Lagos',
      industry: 'Retail',
      cac_number: 'RC 3123456',
      accepted_company_name: 'TEST BUSINESS 3123456 LIMITED',
      contact_name: 'Ade Ola',
      bank_code: '058',
      account_number: '1111111112',
      accepted_account_name: 'ADAEZE OKAFOR',
    },
    roles: ['support', 'finance'],
  },
  { method: 'GET', url: `/api/admin/vendors/${someId}`, roles: ['support', 'finance', 'auditor'] },
  {
    method: 'POST',
    url: `/api/admin/vendors/${someId}/suspend`,
    body: reason,
    roles: ['support', 'finance'],
  },
  {
    method: 'POST',
    url: `/api/admin/vendors/${someId}/unsuspend`,
    body: reason,
    roles: ['support', 'finance'],
  },
  {
    method: 'POST',
    url: `/api/admin/vendors/${someId}/bank`,
    body: {
      bank_code: '058',
      account_number: '1111111112',
      accepted_account_name: 'ADAEZE OKAFOR',
      ...reason,
    },
    roles: ['support', 'finance'],
  },
  { method: 'GET', url: '/api/admin/search?q=08031234567', roles: ['support', 'auditor'] },
  { method: 'GET', url: `/api/admin/customers/${someId}`, roles: ['support', 'auditor'] },
  { method: 'POST', url: `/api/admin/customers/${someId}/lock`, body: reason, roles: ['support'] },
  { method: 'POST', url: `/api/admin/customers/${someId}/unlock`, body: reason, roles: ['support'] },
  { method: 'POST', url: `/api/admin/customers/${someId}/sessions/end`, body: reason, roles: ['support'] },
  { method: 'POST', url: `/api/admin/customers/${someId}/reset-link`, body: reason, roles: ['support'] },
  {
    method: 'POST',
    url: `/api/admin/customers/${someId}/notes`,
    body: { note: 'called' },
    roles: ['support'],
  },
  { method: 'GET', url: `/api/admin/orders/${someId}`, roles: ['support', 'auditor'] },
  { method: 'POST', url: `/api/admin/orders/${someId}/verify`, roles: ['support'] },
];
