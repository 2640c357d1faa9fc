import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeServer } from '../../test/fake-server';
import { isolateSessionBetweenTests } from '../../test/isolate-session';
import { renderRoutes } from '../../test/render-app';
import AdminApp from './AdminApp';

isolateSessionBetweenTests();

const routes = [{ path: '/admin/*', element: <AdminApp /> }];

const me = (roles: string[]) => ({
  success: true,
  data: {
    id: 'b5a4f3c2-0000-4000-8000-000000000001',
    username: 'demo.admin',
    display_name: 'ChancePay Admin',
    email: 'admin@demo.chancepay.ng',
    roles,
    idle_timeout_seconds: 900,
    recovery_codes_left: 10,
  },
});

const home = {
  success: true,
  data: {
    lagos_date: '2026-03-02',
    totals: { tickets_sold: 6, orders: 2, money_taken_kobo: 150_000, prizes_paid_kobo: 5_000_000 },
    products: [],
    stuck_orders: [],
    stuck_order_count: 0,
    open_approvals: 1,
  },
};

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the console shell', () => {
  it('asks for the password, then the code, then shows the home page', async () => {
    let signedIn = false;
    const server = installFakeServer({
      'GET /api/admin/me': () =>
        signedIn
          ? { body: me(['support']) }
          : { status: 401, body: { success: false, message: 'Sign in to the console to continue.' } },
      'POST /api/admin/auth/sign-in': {
        body: { success: true, data: { challenge: 'challenge-1', expires_in: 300 } },
      },
      'POST /api/admin/auth/second-factor': (call) => {
        if ((call.body as { code?: string }).code !== '123456')
          return { status: 401, body: { success: false, message: 'That code is not correct.' } };
        signedIn = true;
        return { body: me(['support']) };
      },
      'GET /api/admin/home': { body: home },
    });
    renderRoutes(routes, '/admin');
    await screen.findByRole('heading', { name: 'ChancePay console' });
    fill('Username or email', 'demo.admin');
    fill('Password', 'Demo-Password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('Code from your authenticator app');
    fill('Code from your authenticator app', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not correct.');
    fill('Code from your authenticator app', '123 456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Today in Lagos (2026-03-02)' });
    expect(screen.getByTestId('home-tickets')).toHaveTextContent('6');
    expect(server.callsTo('POST /api/admin/auth/second-factor').at(-1)!.body).toEqual({
      challenge: 'challenge-1',
      code: '123456',
    });
    // Support sees no Staff or Audit log entries: the server would refuse them.
    expect(screen.queryByRole('link', { name: 'Staff' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Audit log' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Approvals' })).toBeInTheDocument();
  });

  it('goes back to the sign-in page when a call finds the session ended', async () => {
    let live = true;
    installFakeServer({
      'GET /api/admin/me': () =>
        live ? { body: me(['staff_admin']) } : { status: 401, body: { success: false, message: 'ended' } },
      'GET /api/admin/home': () => {
        live = false;
        return {
          status: 401,
          body: { success: false, message: 'Your console session has ended. Sign in again.' },
        };
      },
    });
    renderRoutes(routes, '/admin');
    await screen.findByRole('heading', { name: 'ChancePay console' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Staff' })).toBeNull());
  });
});
