import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubCheckoutNavigation } from '../features/buying/test-support';
import { cycleAnswer, installFakeApi, ok } from '../test/fake-api';
import { renderRoutes, signInAs, storedUser } from '../test/render-app';
import { isolateSessionBetweenTests } from '../test/isolate-session';
import { buyingDashboardRoutes } from './buying-routes';
import { DashboardLayout } from './layouts/DashboardLayout';

const ORDER_ID = '3e0f3a52-1c1b-4c55-9f0e-3d3f3e5d1a01';
const routes = [
  { path: '/login', element: <p>Login page</p> },
  {
    path: '/dashboard',
    element: <DashboardLayout />,
    children: [
      { index: true, handle: { roles: ['customer', 'vendor'] }, element: <p>Dashboard home</p> },
      ...buyingDashboardRoutes,
    ],
  },
];

const assign = stubCheckoutNavigation();
isolateSessionBetweenTests();
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

function install(balances: string[]) {
  let meCalls = 0;
  const api = installFakeApi({
    actions: {
      get_active_raffle_products: () => ok({ raffle_cycles: [] }),
      validate_raffle_cycle_type: () => cycleAnswer(),
      create_order: (parameters) =>
        ok({
          order_id: ORDER_ID,
          status: parameters.payment_method_used === 'wallet' ? 'winner_selected' : 'verifying',
          message: 'You won the raffle!',
          raffle_cycle_id: 7,
          raffle_type_id: 1,
          order_seq: 5,
          client_seed: parameters.client_seed,
          server_seed_hash: 'ab'.repeat(32),
          ticket_quantity: parameters.ticket_quantity,
          prize_amount: '50000.00',
          odds: '1 in 286',
          payment_method_used: parameters.payment_method_used,
        }),
    },
    initiate: () => ok({ checkout_url: `/sandbox/squad/checkout/${ORDER_ID}` }),
  });
  api.route('GET /api/user/me', () => {
    const balance = balances[Math.min(meCalls++, balances.length - 1)]!;
    return { body: { success: true, data: storedUser('customer', { wallet_balance: balance }) } };
  });
  return api;
}

const URL = '/dashboard/get-cash?raffle_cycle_id=7&raffle_type_id=1';

describe('dashboard purchase pages', () => {
  it('pays from the wallet when it covers the total and shows the result at once', async () => {
    signInAs(storedUser('customer', { wallet_balance: '1250.50' }));
    const api = install(['1250.50', '50000.50']);
    const { router } = renderRoutes(routes, URL);
    expect(await screen.findByText('Available balance')).toBeInTheDocument();
    expect(screen.getByText('₦1,250.50', { selector: 'strong' })).toBeInTheDocument();
    await screen.findByText('1 in 286');
    expect(screen.getByLabelText('Phone number')).toHaveValue('08031234567');
    expect(screen.getByLabelText('Email (optional)')).toHaveValue('customer@demo.chancepay.ng');
    expect(screen.getByLabelText('My wallet (balance ₦1,250.50)')).toBeChecked();

    const user = userEvent.setup();
    await user.click(screen.getByLabelText('I confirm that I am 18 years of age or older.'));
    await user.click(screen.getByRole('button', { name: 'Pay ₦250.00 from my wallet' }));

    expect(await screen.findByRole('heading', { name: 'You Won!' })).toBeInTheDocument();
    expect(screen.getByText('Your receipt')).toBeInTheDocument();
    expect(screen.getByText('Order number in cycle').nextElementSibling).toHaveTextContent('5');
    expect(router.state.location.pathname).toBe('/dashboard/get-cash');
    expect(assign).not.toHaveBeenCalled();
    // Signed in: the order goes through /proxy so the prize lands in the customer's own wallet.
    expect(api.proxiedActionCalls('create_order')).toHaveLength(1);
    expect(api.actionCalls('create_order')[0]).toMatchObject({
      payment_method_used: 'wallet',
      customer_phone: '+2348031234567',
      order_amount: '250.00',
      age_confirmed: true,
    });
    expect(api.callsTo('POST /api/context-proxy/v1/squad/initiate')).toEqual([]);
    // The balance is fetched again after the payment.
    expect(await screen.findByText('₦50,000.50', { selector: 'strong' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Buy more tickets' }));
    expect(screen.getByRole('button', { name: 'Pay ₦250.00 from my wallet' })).toBeEnabled();
  });

  it('falls back to the card when the wallet does not cover the total', async () => {
    signInAs(storedUser('customer', { wallet_balance: '100.00' }));
    const api = install(['100.00']);
    renderRoutes(routes, URL);
    await screen.findByText('1 in 286');
    expect(screen.getByLabelText('My wallet (balance ₦100.00)')).toBeDisabled();
    expect(screen.getByText('Your balance does not cover this total.')).toBeInTheDocument();
    expect(screen.getByLabelText('Card, bank transfer or USSD')).toBeChecked();

    const user = userEvent.setup();
    await user.click(screen.getByLabelText('I confirm that I am 18 years of age or older.'));
    await user.click(screen.getByRole('button', { name: 'Pay ₦250.00 by card, transfer or USSD' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/sandbox/squad/checkout/${ORDER_ID}`));
    expect(api.proxiedActionCalls('create_order')).toHaveLength(1);
    expect(api.actionCalls('create_order')[0]).toMatchObject({ payment_method_used: 'card' });
  });

  it('asks for product data through the signed-in proxy (spec section 7), never the public /action', async () => {
    signInAs(storedUser('customer', { wallet_balance: '1250.50' }));
    const api = install(['1250.50']);
    api.route('POST /api/context-proxy/v1/proxy', (call) => {
      const request = (call.body as { body: { action_type: string } }).body;
      if (request.action_type === 'get_vendors')
        return ok({ success: true, vendors: [{ vendor_id: 'v-1', vendor_name: 'Mama Put Foods' }] });
      if (request.action_type === 'validate_raffle_cycle_type') return cycleAnswer({ raffle_type_id: 2 });
      return ok({ raffle_cycles: [] });
    });
    renderRoutes(routes, '/dashboard/pay4me?raffle_cycle_id=7&raffle_type_id=2');
    await waitFor(() => expect(api.proxiedActionCalls('get_vendors')).toHaveLength(1));
    await waitFor(() => expect(api.proxiedActionCalls('validate_raffle_cycle_type')).toHaveLength(1));
    expect(api.proxiedActionCalls('get_vendors')[0]!.body).toEqual({
      path: '/api/context-proxy/v1/action',
      method: 'GET',
      body: { action_type: 'get_vendors', parameters: {} },
    });
    expect(api.proxiedActionCalls('validate_raffle_cycle_type')[0]!.body).toEqual({
      path: '/api/context-proxy/v1/action',
      method: 'POST',
      body: {
        action_type: 'validate_raffle_cycle_type',
        parameters: { raffle_cycle_id: 7, raffle_type_id: 2 },
      },
    });
    expect(api.callsTo('POST /api/context-proxy/v1/action')).toHaveLength(0);
  });

  it('sends a vendor back to /dashboard (no role list on these routes)', async () => {
    signInAs(storedUser('vendor'));
    installFakeApi({ actions: { get_active_raffle_products: () => ok({ raffle_cycles: [] }) } });
    for (const path of ['/dashboard/get-cash', '/dashboard/pay4me', '/dashboard/on-the-house']) {
      const view = renderRoutes(routes, path);
      expect(await screen.findByText('Dashboard home')).toBeInTheDocument();
      expect(view.router.state.location.pathname).toBe('/dashboard');
      view.unmount();
    }
  });

  it('sends a signed-out visitor to /login', async () => {
    installFakeApi({});
    renderRoutes(routes, '/dashboard/pay4me');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });
});
