import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '../../test/fake-server';
import { renderRoutes, signInAs, storedUser } from '../../test/render-app';
import { isolateSessionBetweenTests } from '../../test/isolate-session';
import { ProfilePage } from '../../features/profile/ProfilePage';
import { DashboardLayout } from './DashboardLayout';

const products = {
  success: true,
  data: {
    raffle_cycles: [
      {
        raffle_cycle_id: 7,
        winnable_amount: '50000.00',
        ticket_price: '250.00',
        raffle_status: 'open',
        associated_types: [
          { raffle_type_id: 1, raffle_type: 'Get Cash' },
          { raffle_type_id: 2, raffle_type: 'Pay4Me' },
        ],
      },
    ],
  },
};

const routes = [
  { path: '/login', element: <p>Login page</p> },
  {
    path: '/dashboard',
    element: <DashboardLayout />,
    children: [
      { index: true, handle: { roles: ['customer', 'vendor'] }, element: <p>Home</p> },
      { path: 'profile', handle: { roles: ['customer', 'vendor'] }, element: <ProfilePage /> },
      { path: 'reports', handle: { roles: ['customer', 'vendor'] }, element: <p>Reports page</p> },
    ],
  },
];

function me(role: 'customer' | 'vendor') {
  return { body: { success: true, data: storedUser(role) } };
}

isolateSessionBetweenTests();
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the dashboard layout', () => {
  it("shows the nicename, and a customer's product links with the active one highlighted", async () => {
    const server = installFakeServer({
      'POST /api/context-proxy/v1/proxy': { body: products },
      'GET /api/user/me': me('customer'),
    });
    signInAs(storedUser('customer'));
    renderRoutes(routes, '/dashboard');
    expect(screen.getByRole('banner')).toHaveTextContent('demo.customer');
    const sidebar = screen.getByRole('navigation', { name: 'Dashboard' });
    const getCash = await within(sidebar).findByRole('link', { name: 'Get Cash' });
    expect(getCash).toHaveAttribute('href', '/dashboard/get-cash?raffle_cycle_id=7&raffle_type_id=1');
    expect(within(sidebar).getByRole('link', { name: 'Pay4Me' })).toHaveAttribute(
      'href',
      '/dashboard/pay4me?raffle_cycle_id=7&raffle_type_id=2',
    );
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).toHaveClass('active');
    for (const name of ['Transfer', 'Reports', 'My Profile'])
      expect(within(sidebar).getByRole('link', { name })).toBeInTheDocument();
    const footer = screen.getByRole('navigation', { name: 'Dashboard menu' });
    for (const name of ['Home', 'Get Cash', 'Pay4Me', 'Transfer'])
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
    expect(within(footer).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    // Spec section 7: a signed-in user's product data goes through the proxy, GET for a get_ action.
    expect(server.callsTo('POST /api/context-proxy/v1/proxy')[0]!.body).toEqual({
      path: '/api/context-proxy/v1/action',
      method: 'GET',
      body: { action_type: 'get_active_raffle_products', parameters: {} },
    });
    expect(server.callsTo('POST /api/context-proxy/v1/action')).toHaveLength(0);
  });

  it("shows 'User' without a nicename and 'No products available.' when the list cannot load", async () => {
    installFakeServer({
      'POST /api/context-proxy/v1/proxy': {
        status: 404,
        body: { success: false, message: 'Unknown action' },
      },
      'GET /api/user/me': me('customer'),
    });
    signInAs(storedUser('customer', { nicename: '' }));
    renderRoutes(routes, '/dashboard');
    expect(screen.getByRole('banner')).toHaveTextContent('User');
    const sidebar = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(sidebar).getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
    expect(await within(sidebar).findByText('No products available.')).toBeInTheDocument();
  });

  it('gives a vendor no product links', async () => {
    const server = installFakeServer({
      'POST /api/context-proxy/v1/proxy': { body: products },
      'GET /api/user/me': me('vendor'),
    });
    signInAs(storedUser('vendor'));
    renderRoutes(routes, '/dashboard');
    const sidebar = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(sidebar).queryByRole('link', { name: 'Get Cash' })).toBeNull();
    // Transfer would only bounce a vendor back to the dashboard (ux-walk finding 26).
    expect(within(sidebar).queryByRole('link', { name: 'Transfer' })).toBeNull();
    for (const name of ['Dashboard', 'Reports', 'My Profile'])
      expect(within(sidebar).getByRole('link', { name })).toBeInTheDocument();
    expect(server.callsTo('POST /api/context-proxy/v1/proxy')).toHaveLength(0);
  });

  it('refreshes the wallet balance from the user data', async () => {
    installFakeServer({
      'POST /api/context-proxy/v1/proxy': { body: products },
      'GET /api/user/me': {
        body: { success: true, data: storedUser('customer', { wallet_balance: '9999.00' }) },
      },
    });
    signInAs(storedUser('customer'));
    const { controller } = renderRoutes(routes, '/dashboard');
    await vi.waitFor(() => expect(controller.getState().user?.wallet_balance).toBe('9999.00'));
    expect(JSON.parse(localStorage.getItem('user')!).wallet_balance).toBe('9999.00');
  });

  it('opens Profile, Reports and Logout from the name in the header (a disclosure button)', async () => {
    installFakeServer({
      'POST /api/context-proxy/v1/proxy': { body: products },
      'GET /api/user/me': me('customer'),
      'GET /api/user/profile': me('customer'),
      'POST /api/jwt-auth/v1/logout': { body: { success: true } },
    });
    signInAs(storedUser('customer'));
    renderRoutes(routes, '/dashboard');
    const banner = screen.getByRole('banner');
    const toggle = within(banner).getByRole('button', { name: /demo\.customer.*account menu/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(banner).getByRole('link', { name: 'Reports' }));
    expect(await screen.findByText('Reports page')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(within(banner).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/dashboard/profile',
    );
    await userEvent.click(within(banner).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('logs out from the sidebar: storage cleared, endpoint called, /login', async () => {
    const server = installFakeServer({
      'POST /api/context-proxy/v1/proxy': { body: products },
      'GET /api/user/me': me('customer'),
      'POST /api/jwt-auth/v1/logout': { body: { success: true } },
    });
    signInAs(storedUser('customer'));
    renderRoutes(routes, '/dashboard');
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Dashboard' })).getByRole('button', { name: 'Logout' }),
    );
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(server.callsTo('POST /api/jwt-auth/v1/logout')).toHaveLength(1);
  });
});

describe('the profile page', () => {
  it('shows a vendor name, address, phone, CAC number and balance', async () => {
    installFakeServer({ 'GET /api/user/me': me('vendor') });
    signInAs(storedUser('vendor'));
    renderRoutes(routes, '/dashboard/profile');
    const card = await screen.findByRole('heading', { name: 'My Profile' });
    const section = card.closest('section')!;
    expect(section).toHaveTextContent('NameMama Put Kitchen');
    expect(section).toHaveTextContent('Address12 Allen Avenue, Ikeja, Lagos');
    expect(section).toHaveTextContent('Phone+2348031234567');
    expect(section).toHaveTextContent('CAC NumberRC 1234567');
    expect(section).toHaveTextContent(/Balance₦1,250\.50/);
  });

  it('shows a customer username, email, phone and balance, with N/A for what is missing', async () => {
    installFakeServer({
      'GET /api/user/me': { body: { success: true, data: storedUser('customer', { phone_number: null }) } },
    });
    signInAs(storedUser('customer', { phone_number: null }));
    renderRoutes(routes, '/dashboard/profile');
    const section = (await screen.findByRole('heading', { name: 'My Profile' })).closest('section')!;
    expect(section).toHaveTextContent('Usernamedemo.customer');
    expect(section).toHaveTextContent('Emailcustomer@demo.chancepay.ng');
    expect(section).toHaveTextContent('PhoneN/A');
  });

  it('fetches the profile when the stored user has no nicename, and says so when that fails', async () => {
    const server = installFakeServer({
      'GET /api/user/me': { status: 500, body: null },
      'GET /api/user/profile': { status: 500, body: null },
    });
    signInAs(storedUser('customer', { nicename: '' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderRoutes(routes, '/dashboard/profile');
    await vi.advanceTimersByTimeAsync(4000);
    expect(await screen.findByText('Failed to load profile data. Please try again.')).toBeInTheDocument();
    expect(server.callsTo('GET /api/user/profile').length).toBeGreaterThan(0);
    vi.useRealTimers();
  });
});
