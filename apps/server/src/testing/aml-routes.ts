import type { AdminRoute } from './staff';

const someId = '00000000-0000-4000-8000-000000000000';
const reason = { reason: 'checking access' };

/** The money-laundering controls' console routes (issue #23 items 4 and 6) with the roles that may call them. */
export const amlConsoleRoutes: AdminRoute[] = [
  { method: 'GET', url: '/api/admin/compliance/alerts', roles: ['compliance', 'auditor'] },
  {
    method: 'POST',
    url: `/api/admin/compliance/alerts/${someId}/dismiss`,
    body: reason,
    roles: ['compliance'],
  },
  { method: 'GET', url: '/api/admin/compliance/cases', roles: ['compliance', 'auditor'] },
  {
    method: 'POST',
    url: '/api/admin/compliance/cases',
    body: { subject_type: 'customer', subject_id: someId, title: 'Velocity', alert_ids: [] },
    roles: ['compliance'],
  },
  { method: 'GET', url: `/api/admin/compliance/cases/${someId}`, roles: ['compliance', 'auditor'] },
  {
    method: 'POST',
    url: `/api/admin/compliance/cases/${someId}/alerts`,
    body: { alert_ids: [someId] },
    roles: ['compliance'],
  },
  {
    method: 'POST',
    url: `/api/admin/compliance/cases/${someId}/notes`,
    body: { note: 'called' },
    roles: ['compliance'],
  },
  {
    method: 'POST',
    url: `/api/admin/compliance/cases/${someId}/hold`,
    body: { note: 'review' },
    roles: ['compliance'],
  },
  {
    method: 'POST',
    url: `/api/admin/compliance/cases/${someId}/hold/lift`,
    body: reason,
    roles: ['compliance'],
  },
  { method: 'POST', url: `/api/admin/compliance/cases/${someId}/close`, body: reason, roles: ['compliance'] },
  {
    method: 'POST',
    url: `/api/admin/compliance/cases/${someId}/report`,
    body: { grounds: 'Structuring below the reporting threshold' },
    roles: ['compliance'],
  },
  {
    method: 'POST',
    url: `/api/admin/compliance/cases/${someId}/documents`,
    body: 'x',
    roles: ['compliance'],
  },
  { method: 'GET', url: `/api/admin/compliance/case-documents/${someId}`, roles: ['compliance'] },
  { method: 'GET', url: '/api/admin/compliance/reports.csv', roles: ['compliance', 'auditor'] },
  { method: 'GET', url: '/api/admin/compliance/large-transactions', roles: ['compliance', 'auditor'] },
  { method: 'GET', url: '/api/admin/compliance/large-transactions.csv', roles: ['compliance', 'auditor'] },
  {
    method: 'POST',
    url: `/api/admin/compliance/large-transactions/${someId}/filed`,
    body: { reference: 'NFIU-1' },
    roles: ['compliance'],
  },
];
