import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '../../test/fake-server';
import { isolateSessionBetweenTests } from '../../test/isolate-session';
import { renderRoutes, signInAs, storedUser } from '../../test/render-app';
import { DashboardPage } from '../dashboard/DashboardPage';
import { walletLimits } from './test-support';

const routes = [{ path: '/dashboard', element: <DashboardPage /> }];
const limitsAnswer = (overrides: Parameters<typeof walletLimits>[0]) => ({
  body: { success: true, data: walletLimits(overrides) },
});

isolateSessionBetweenTests();
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  signInAs(storedUser('customer'));
});

describe("the dashboard's wallet tier", () => {
  it('at tier 0 says plainly that a BVN or NIN lets them pay and send from the wallet, with the way there', async () => {
    installFakeServer({ 'GET /api/user/wallet-limits': limitsAnswer({}) });
    renderRoutes(routes, '/dashboard');
    const card = await screen.findByRole('region', { name: /Wallet limits/ });
    expect(card).toHaveTextContent('Tier 0');
    expect(card).toHaveTextContent(
      'Verify your BVN or NIN to pay from your wallet and send money from it. Wins still arrive in your wallet.',
    );
    expect(within(card).getByRole('link', { name: 'Verify now' })).toHaveAttribute(
      'href',
      '/dashboard/profile#verify-identity',
    );
    expect(within(card).queryByTestId('left-today')).toBeNull();
  });

  it('shows what is left to send today and the next step', async () => {
    installFakeServer({
      'GET /api/user/wallet-limits': limitsAnswer({
        tier: 1,
        daily_out_kobo: 5_000_000,
        used_today_kobo: 1_250_050,
        left_today_kobo: 3_749_950,
        next_step_message: 'Verify your NIN to send up to ₦200,000.00 a day.',
      }),
    });
    renderRoutes(routes, '/dashboard');
    const card = await screen.findByRole('region', { name: /Wallet limits/ });
    expect(card).toHaveTextContent('Tier 1');
    expect(within(card).getByTestId('left-today')).toHaveTextContent(
      '₦37,499.50 left to send today of ₦50,000.00',
    );
    expect(card).toHaveTextContent('Verify your NIN to send up to ₦200,000.00 a day.');
    expect(within(card).getByRole('link', { name: 'Raise your limits' })).toHaveAttribute(
      'href',
      '/dashboard/profile#verify-identity',
    );
  });

  it('shows money held above the cap with its message and the step that releases it', async () => {
    installFakeServer({
      'GET /api/user/wallet-limits': limitsAnswer({
        tier: 1,
        daily_out_kobo: 5_000_000,
        left_today_kobo: 5_000_000,
        held_kobo: 1_200_000,
        held_message: '₦12,000.00 is waiting for you: verify your NIN to receive it.',
        next_step_message: 'Verify your NIN to send up to ₦200,000.00 a day.',
      }),
    });
    renderRoutes(routes, '/dashboard');
    const held = await screen.findByTestId('held-money');
    expect(held).toHaveTextContent('₦12,000.00 is waiting for you: verify your NIN to receive it.');
    expect(within(held).getByRole('link', { name: 'Take the next step' })).toHaveAttribute(
      'href',
      '/dashboard/profile#verify-identity',
    );
  });

  it('leaves the dashboard as it was when the limits cannot be read, and is not asked for by a vendor', async () => {
    const server = installFakeServer({
      'GET /api/user/wallet-limits': { status: 404, body: { success: false, message: 'Not found' } },
    });
    const view = renderRoutes(routes, '/dashboard');
    await waitFor(() => expect(server.callsTo('GET /api/user/wallet-limits')).toHaveLength(1));
    expect(screen.getByTestId('wallet-balance')).toBeVisible();
    expect(screen.queryByRole('region', { name: /Wallet limits/ })).toBeNull();
    view.unmount();

    signInAs(storedUser('vendor'));
    renderRoutes(routes, '/dashboard');
    await screen.findByText(/Mama Put Kitchen/);
    expect(server.callsTo('GET /api/user/wallet-limits')).toHaveLength(1);
  });
});
