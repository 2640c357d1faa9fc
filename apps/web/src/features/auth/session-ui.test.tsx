import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '../../test/fake-server';
import { renderRoutes, signInAs, storedUser } from '../../test/render-app';
import { isolateSessionBetweenTests } from '../../test/isolate-session';
import { AccountMenu } from './AccountMenu';
import { SessionWarning } from './SessionWarning';

const routes = [
  {
    path: '/',
    element: (
      <>
        <AccountMenu />
        <SessionWarning />
      </>
    ),
  },
  { path: '/login', element: <p>Login page</p> },
];

isolateSessionBetweenTests();

describe('the Session Expiring modal', () => {
  it('appears after 1 idle minute with the spec texts; Stay Logged In keeps the session', async () => {
    installFakeServer({
      'POST /api/jwt-auth/v1/token': {
        body: { success: true, data: { token: 't2', ...storedUser('customer') } },
      },
    });
    signInAs(storedUser('customer'));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { controller } = renderRoutes(routes, '/');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Session Expiring');
    expect(dialog).toHaveTextContent('You have been inactive. You will be logged out soon.');
    expect(dialog).toHaveTextContent('Do you want to stay logged in?');
    // Beside the spec's texts, the time left (issue #27 item 9, ux-walk finding 7).
    expect(dialog).toHaveTextContent(/Logging out in (1:00|0:59)/);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(dialog).toHaveTextContent(/Logging out in 0:(50|49)/);
    await userEvent.click(screen.getByRole('button', { name: 'Stay Logged In' }));
    expect(controller.getState().showWarning).toBe(false);
    expect(controller.getState().token).not.toBeNull();
  });

  it('Logout ends the session and goes to /login', async () => {
    const server = installFakeServer({
      'POST /api/jwt-auth/v1/token': {
        body: { success: true, data: { token: 't2', ...storedUser('customer') } },
      },
      'POST /api/jwt-auth/v1/logout': { body: { success: true } },
    });
    signInAs(storedUser('customer'));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderRoutes(routes, '/');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(server.callsTo('POST /api/jwt-auth/v1/logout')).toHaveLength(1);
  });
});

describe('the top bar account menu', () => {
  it('offers Login when signed out', () => {
    installFakeServer();
    renderRoutes(routes, '/');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('shows the display name, balance in NGN, phone, My Profile, Dashboard and Logout when signed in', async () => {
    installFakeServer();
    signInAs(storedUser('customer'));
    renderRoutes(routes, '/');
    await userEvent.click(screen.getByRole('button', { name: /Ada Okafor/ }));
    expect(screen.getByText('Balance: ₦1,250.50')).toBeInTheDocument();
    expect(screen.getByText('+2348031234567')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/dashboard/profile');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it("says 'User' when there is no display name", async () => {
    installFakeServer();
    signInAs(storedUser('customer', { displayName: '' }));
    renderRoutes(routes, '/');
    expect(screen.getByRole('button', { name: /User/ })).toBeInTheDocument();
  });
});
