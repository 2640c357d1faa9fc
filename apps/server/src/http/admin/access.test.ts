import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { amlConsoleRoutes } from '../../testing/aml-routes';
import { consoleScreenRoutes } from '../../testing/console-routes';
import { AdminAccessChecker, createTestStaff, signInStaff, type AdminRoute } from '../../testing/staff';

const t = useTestApp();
const someId = '00000000-0000-4000-8000-000000000000';

/** Every console route with the roles it needs; the list is checked against /api/docs below. */
const routes: AdminRoute[] = [
  { method: 'POST', url: '/api/admin/auth/sign-out', roles: [] },
  { method: 'GET', url: '/api/admin/me', roles: [] },
  { method: 'POST', url: '/api/admin/me/recovery-codes', body: { code: '123456' }, roles: [] },
  { method: 'POST', url: '/api/admin/me/authenticator', body: { code: '123456' }, roles: [] },
  { method: 'POST', url: '/api/admin/me/authenticator/confirm', body: { code: '123456' }, roles: [] },
  { method: 'GET', url: '/api/admin/home', roles: [] },
  { method: 'GET', url: '/api/admin/approvals', roles: [] },
  { method: 'GET', url: `/api/admin/approvals/${someId}`, roles: [] },
  { method: 'POST', url: `/api/admin/approvals/${someId}/approve`, body: { code: '123456' }, roles: [] },
  { method: 'POST', url: `/api/admin/approvals/${someId}/reject`, body: { reason: 'not needed' }, roles: [] },
  { method: 'GET', url: '/api/admin/audit-log', roles: ['auditor', 'compliance', 'staff_admin'] },
  { method: 'GET', url: '/api/admin/staff', roles: ['staff_admin'] },
  {
    method: 'POST',
    url: '/api/admin/staff',
    body: { username: 'newbie', email: 'newbie@example.com', display_name: 'New Bie' },
    roles: ['staff_admin'],
  },
  {
    method: 'POST',
    url: `/api/admin/staff/${someId}/roles`,
    body: { roles: ['support'], reason: 'joins support' },
    roles: ['staff_admin'],
  },
  {
    method: 'POST',
    url: `/api/admin/staff/${someId}/mfa-reset`,
    body: { reason: 'lost phone' },
    roles: ['staff_admin'],
  },
  {
    method: 'POST',
    url: `/api/admin/staff/${someId}/disable`,
    body: { reason: 'left the company' },
    roles: ['staff_admin'],
  },
  {
    method: 'POST',
    url: `/api/admin/staff/${someId}/enable`,
    body: { reason: 'came back' },
    roles: ['staff_admin'],
  },
  {
    method: 'POST',
    url: `/api/admin/staff/${someId}/sessions/end`,
    body: { reason: 'stolen laptop' },
    roles: ['staff_admin'],
  },
  ...consoleScreenRoutes,
  ...amlConsoleRoutes,
  // Operator console II: money operations (payouts, adjustment, refund, ledger and reconciliation routes)
  { method: 'GET', url: '/api/admin/payouts', roles: ['finance'] },
  { method: 'POST', url: `/api/admin/payouts/${someId}/requery`, roles: ['finance'] },
  { method: 'POST', url: `/api/admin/payouts/${someId}/retry`, roles: ['finance'] },
  {
    method: 'POST',
    url: `/api/admin/payouts/${someId}/decision`,
    body: { outcome: 'failed', evidence: 'Squad statement: no such transfer' },
    roles: ['finance'],
  },
  { method: 'GET', url: '/api/admin/payouts/vendor-batch', roles: ['finance'] },
  {
    method: 'POST',
    url: '/api/admin/payouts/vendor-batch/approval',
    body: { reason: 'big day at the market' },
    roles: ['finance'],
  },
  {
    method: 'POST',
    url: '/api/admin/adjustments',
    body: {
      customer_id: someId,
      house_account: 'expense:adjustments',
      direction: 'credit',
      amount: '100.00',
      reason_code: 'goodwill_credit',
      note: 'sorry for the outage',
    },
    roles: ['finance'],
  },
  {
    method: 'POST',
    url: '/api/admin/refunds',
    body: { order_id: someId, reason: 'buyer disputes it' },
    roles: ['finance'],
  },
  { method: 'GET', url: '/api/admin/refunds', roles: ['finance'] },
  {
    method: 'POST',
    url: `/api/admin/refunds/${someId}/review`,
    body: { outcome: 'failed', evidence: 'no refund at the gateway' },
    roles: ['finance'],
  },
  { method: 'GET', url: '/api/admin/ledger', roles: ['finance', 'auditor'] },
  {
    method: 'GET',
    url: '/api/admin/ledger/statement?account=clearing:gateway',
    roles: ['finance', 'auditor'],
  },
  { method: 'POST', url: '/api/admin/ledger/check', roles: ['finance'] },
  { method: 'GET', url: '/api/admin/reconciliation', roles: ['finance'] },
  {
    method: 'POST',
    url: '/api/admin/reconciliation/runs',
    body: { lagos_date: '2026-01-01' },
    roles: ['finance'],
  },
  { method: 'POST', url: `/api/admin/reconciliation/items/${someId}/ask-again`, roles: ['finance'] },
  {
    method: 'POST',
    url: `/api/admin/reconciliation/items/${someId}/resolve`,
    body: { reason: 'test payment by the gateway' },
    roles: ['finance'],
  },
  { method: 'GET', url: '/api/admin/winners', roles: ['raffle_ops', 'compliance'] },
  { method: 'GET', url: '/api/admin/reports', roles: ['finance', 'auditor'] },
  { method: 'GET', url: '/api/admin/responsible-play', roles: ['compliance'] },
  // Winnings tax (winnings-tax-routes.ts, issue #23 item 3)
  { method: 'GET', url: '/api/admin/winnings-tax?month=2026-01', roles: ['finance', 'auditor'] },
  { method: 'GET', url: '/api/admin/winnings-tax/export?month=2026-01', roles: ['finance', 'auditor'] },
  {
    method: 'POST',
    url: '/api/admin/winnings-tax/remittances',
    body: { month: '2026-01', reason: 'FIRS receipt 123' },
    roles: ['finance'],
  },
  // Identity: the compliance review of proofs of address (compliance-routes.ts, issue #21)
  { method: 'GET', url: '/api/admin/compliance/address-proofs', roles: ['compliance', 'auditor'] },
  { method: 'GET', url: `/api/admin/compliance/address-proofs/${someId}/file`, roles: ['compliance'] },
  {
    method: 'POST',
    url: `/api/admin/compliance/address-proofs/${someId}/decision`,
    body: { decision: 'accept', reason: 'Utility bill matches' },
    roles: ['compliance'],
  },
  // Personal data: the registers of data requests and breaches, the kept records (data-protection-routes.ts, #23)
  { method: 'GET', url: '/api/admin/compliance/data-requests', roles: ['compliance', 'auditor'] },
  {
    method: 'POST',
    url: '/api/admin/compliance/data-requests',
    body: { kind: 'access', requester: 'Ngozi, by mail', details: 'A copy of my data' },
    roles: ['compliance'],
  },
  {
    method: 'POST',
    url: `/api/admin/compliance/data-requests/${someId}/answer`,
    body: { answer: 'Sent by mail' },
    roles: ['compliance'],
  },
  { method: 'GET', url: '/api/admin/compliance/breaches', roles: ['compliance', 'auditor'] },
  {
    method: 'POST',
    url: '/api/admin/compliance/breaches',
    body: { description: 'x', found_at: '2026-01-01T00:00:00Z', affected: 'y', measures: 'z' },
    roles: ['compliance'],
  },
  {
    method: 'POST',
    url: `/api/admin/compliance/breaches/${someId}/notified`,
    body: { who: 'regulator' },
    roles: ['compliance'],
  },
  { method: 'GET', url: '/api/admin/compliance/retained-records', roles: ['compliance'] },
  { method: 'GET', url: `/api/admin/compliance/retained-records/${someId}`, roles: ['compliance'] },
];

/** Routes a stranger may call: the sign-in steps and the set-up link. */
const publicRoutes = new Set([
  'post /api/admin/auth/sign-in',
  'post /api/admin/auth/second-factor',
  'get /api/admin/auth/setup',
  'post /api/admin/auth/setup',
  'post /api/admin/auth/setup/confirm',
]);

describe('who may call the console API', () => {
  const checker = new AdminAccessChecker(t);
  for (const route of routes) {
    it(`${route.method} ${route.url}: 401 anonymous, 403 (audited) for customer, vendor and staff without ${route.roles.join('/') || 'a staff session'}`, async () => {
      await checker.expectRefusals(route);
    });
  }

  it('covers every /api/admin route of the OpenAPI document', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(docs.paths)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    const tested = new Set(
      routes.map(
        (route) => `${route.method.toLowerCase()} ${route.url.replace(someId, '{id}').split('?')[0]}`,
      ),
    );
    const untested = documented.filter((entry) => !tested.has(entry) && !publicRoutes.has(entry));
    expect(untested).toEqual([]);
  });

  it('lets a staff member with the role through', async () => {
    const admin = await createTestStaff(t.database, { roles: ['staff_admin'] });
    const client = await signInStaff(t.app, t.database, admin);
    expect((await client.get('/api/admin/staff')).statusCode).toBe(200);
    expect((await client.get('/api/admin/audit-log')).statusCode).toBe(200);
    const me = await client.get('/api/admin/me');
    expect(me.json().data).toMatchObject({
      username: admin.username,
      roles: ['staff_admin'],
      idle_timeout_seconds: 900,
    });
  });
});
