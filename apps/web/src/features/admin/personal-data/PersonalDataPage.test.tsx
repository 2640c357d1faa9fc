import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeServer } from '../../../test/fake-server';
import { isolateSessionBetweenTests } from '../../../test/isolate-session';
import { renderRoutes } from '../../../test/render-app';
import AdminApp from '../AdminApp';
import type { Breach, DataRequest } from './api';

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

const request = (overrides: Partial<DataRequest>): DataRequest => ({
  id: 'd0000000-0000-4000-8000-000000000001',
  kind: 'access',
  source: 'mail',
  user_id: null,
  username: null,
  requester: 'Emeka, by post',
  details: 'A copy of my data.',
  received_at: '2026-10-20T09:00:00.000Z',
  due_at: '2026-11-19T09:00:00.000Z',
  days_left: -7,
  overdue: true,
  answered_at: null,
  answer: null,
  answered_by: null,
  ...overrides,
});

const breach: Breach = {
  id: 'b0000000-0000-4000-8000-000000000001',
  description: 'A support laptop was stolen.',
  found_at: '2026-11-25T08:00:00.000Z',
  affected: '40 customers: names, phones',
  measures: 'Wiped remotely.',
  recorded_at: '2026-11-26T08:00:00.000Z',
  recorded_by: 'Ngozi Compliance',
  notify_by: '2026-11-29T08:00:00.000Z',
  hours_left: 65,
  overdue: false,
  regulator_notified_at: null,
  subjects_notified_at: null,
};

describe('the Personal data screen', () => {
  it('shows each request’s 30-day clock and each breach’s 72-hour clock, and marks the NDPC notified', async () => {
    const server = installFakeServer({
      'GET /api/admin/me': me(['compliance']),
      'GET /api/admin/compliance/data-requests': {
        body: {
          success: true,
          data: {
            requests: [
              request({}),
              request({
                id: 'd0000000-0000-4000-8000-000000000002',
                kind: 'erasure',
                source: 'profile',
                username: 'ada',
                days_left: 12,
                overdue: false,
              }),
            ],
          },
        },
      },
      'GET /api/admin/compliance/breaches': { body: { success: true, data: { breaches: [breach] } } },
      'POST /api/admin/compliance/breaches/b0000000-0000-4000-8000-000000000001/notified': {
        body: { success: true, message: 'The NDPC is marked as notified.' },
      },
    });
    renderRoutes(routes, '/admin/personal-data');
    expect(await screen.findByText('Overdue by 7 d')).toBeInTheDocument();
    expect(screen.getByText('12 days left')).toBeInTheDocument();
    expect(await screen.findByText('65 hours left')).toBeInTheDocument();
    const row = screen.getByText('A support laptop was stolen.').closest('tr')!;
    await userEvent.setup().click(within(row).getByRole('button', { name: 'NDPC notified' }));
    expect(await screen.findByText('The NDPC is marked as notified.')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({ who: 'regulator' });
  });

  it('keeps each register’s tab and sort in the URL under its own name, and offers each as CSV', async () => {
    const later: Breach = {
      ...breach,
      id: 'b0000000-0000-4000-8000-000000000002',
      description: 'A mail sent to the wrong customer.',
      recorded_at: '2026-11-27T08:00:00.000Z',
      notify_by: '2026-11-30T08:00:00.000Z',
      hours_left: 89,
    };
    const server = installFakeServer({
      'GET /api/admin/me': me(['auditor']),
      'GET /api/admin/compliance/data-requests': {
        body: { success: true, data: { requests: [request({})] } },
      },
      'GET /api/admin/compliance/breaches': { body: { success: true, data: { breaches: [later, breach] } } },
    });
    const { router } = renderRoutes(routes, '/admin/personal-data?requests.status=all');
    const breaches = await screen.findByRole('table', { name: 'Breaches' });
    expect(server.callsTo('GET /api/admin/compliance/data-requests')[0]!.url).toContain('status=all');
    const described = () =>
      within(breaches)
        .getAllByTestId('breach-row')
        .map((row) => within(row).getAllByRole('cell')[1]!.firstChild!.textContent);
    expect(described()).toEqual(['A mail sent to the wrong customer.', 'A support laptop was stolen.']);
    const user = userEvent.setup();
    await user.click(within(breaches).getByRole('button', { name: /Tell the NDPC by/ }));
    expect(described()).toEqual(['A support laptop was stolen.', 'A mail sent to the wrong customer.']);
    const search = () => new URLSearchParams(router.state.location.search);
    expect(search().get('breaches.sort')).toBe('notify_by');
    expect(search().get('requests.status')).toBe('all');
    await user.click(screen.getByRole('button', { name: 'Answered' }));
    await waitFor(() => expect(search().get('requests.status')).toBe('answered'));
    expect(search().get('breaches.sort')).toBe('notify_by');
    expect(screen.getAllByRole('button', { name: 'Export CSV' })).toHaveLength(2);
  });

  it('lets an auditor read the registers without acting on them', async () => {
    installFakeServer({
      'GET /api/admin/me': me(['auditor']),
      'GET /api/admin/compliance/data-requests': {
        body: { success: true, data: { requests: [request({})] } },
      },
      'GET /api/admin/compliance/breaches': { body: { success: true, data: { breaches: [breach] } } },
    });
    renderRoutes(routes, '/admin/personal-data');
    expect(await screen.findByText('65 hours left')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'NDPC notified' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark answered' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record the breach' })).toBeNull();
  });
});
