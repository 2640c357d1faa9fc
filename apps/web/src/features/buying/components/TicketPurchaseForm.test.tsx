import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUserData } from '../../../lib/session';
import { cycleAnswer, installFakeApi, ok, type FakeAnswer } from '../../../test/fake-api';
import { renderRoutes, signInAs, storedUser } from '../../../test/render-app';
import { isolateSessionBetweenTests } from '../../../test/isolate-session';
import { stubCheckoutNavigation } from '../test-support';
import { DashboardGetCashPage } from '../pages/DashboardGetCashPage';

/**
 * The payment method of a signed-in buyer: a default may apply only until they choose, and the answers that
 * arrive after their choice (the cycle, a fresher balance) never change it.
 */

const ORDER_ID = '3e0f3a52-1c1b-4c55-9f0e-3d3f3e5d1a01';
const URL = '/dashboard/get-cash?raffle_cycle_id=7&raffle_type_id=1';

/** Keeps the stored user's balance fresh, as the dashboard layout does. */
function WithUserData() {
  useUserData();
  return <Outlet />;
}
const routes = [
  {
    element: <WithUserData />,
    children: [{ path: '/dashboard/get-cash', element: <DashboardGetCashPage /> }],
  },
];

/** A reply the test releases when it wants the answer to arrive. */
function held(answer: FakeAnswer) {
  let release = () => undefined as void;
  const reply = new Promise<FakeAnswer>((resolve) => {
    release = () => resolve(answer);
  });
  return { reply: () => reply, release: () => release() };
}

const assign = stubCheckoutNavigation();
isolateSessionBetweenTests();

function install({ cycle, me }: { cycle: () => Promise<FakeAnswer>; me: () => Promise<FakeAnswer> }) {
  const api = installFakeApi({
    actions: {
      get_active_raffle_products: () => ok({ raffle_cycles: [] }),
      validate_raffle_cycle_type: cycle,
      create_order: (parameters) =>
        ok({ order_id: ORDER_ID, status: 'verifying', payment_method_used: parameters.payment_method_used }),
    },
    initiate: () => ok({ checkout_url: `/sandbox/squad/checkout/${ORDER_ID}` }),
  });
  api.route('GET /api/user/me', async () => {
    const answer = await me();
    return answer === 'network-error' ? answer : { status: answer.status, body: answer.body };
  });
  return api;
}

async function payAndExpectCard(api: ReturnType<typeof install>) {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText('I confirm that I am 18 years of age or older.'));
  await user.click(screen.getByRole('button', { name: 'Pay ₦250.00 by card, transfer or USSD' }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith(`/sandbox/squad/checkout/${ORDER_ID}`));
  expect(api.actionCalls('create_order')).toHaveLength(1);
  expect(api.actionCalls('create_order')[0]).toMatchObject({ payment_method_used: 'card' });
}

describe('the payment method of a signed-in buyer', () => {
  it('keeps the card chosen while the cycle was loading once the wallet turns out to cover the total', async () => {
    signInAs(storedUser('customer', { wallet_balance: '25000.00' }));
    const cycle = held(cycleAnswer());
    const api = install({
      cycle: cycle.reply,
      me: async () => ok(storedUser('customer', { wallet_balance: '25000.00' })),
    });
    renderRoutes(routes, URL);
    const card = await screen.findByLabelText('Card, bank transfer or USSD');
    // The total is not known yet, so no option looks chosen: clicking the card really chooses it.
    expect(card).not.toBeChecked();
    await userEvent.setup().click(card);
    expect(card).toBeChecked();

    cycle.release();
    await screen.findByText('1 in 286');
    expect(screen.getByLabelText('My wallet (balance ₦25,000.00)')).toBeEnabled();
    expect(screen.getByLabelText('Card, bank transfer or USSD')).toBeChecked();
    await payAndExpectCard(api);
  });

  it('keeps the card chosen when a fresher balance makes the wallet cover the total', async () => {
    signInAs(storedUser('customer', { wallet_balance: '100.00' }));
    const me = held(ok(storedUser('customer', { wallet_balance: '25000.00' })));
    const api = install({ cycle: async () => cycleAnswer(), me: me.reply });
    renderRoutes(routes, URL);
    await screen.findByText('1 in 286');
    // The default while the wallet does not cover the total; clicking it makes it the buyer's choice.
    const card = screen.getByLabelText('Card, bank transfer or USSD');
    expect(card).toBeChecked();
    await userEvent.setup().click(card);

    me.release();
    expect(await screen.findByText('₦25,000.00', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByLabelText('My wallet (balance ₦25,000.00)')).toBeEnabled();
    expect(screen.getByLabelText('Card, bank transfer or USSD')).toBeChecked();
    await payAndExpectCard(api);
  });

  it('does not switch a wallet choice to the card when the total outgrows the balance', async () => {
    signInAs(storedUser('customer', { wallet_balance: '300.00' }));
    const api = install({
      cycle: async () => cycleAnswer(),
      me: async () => ok(storedUser('customer', { wallet_balance: '300.00' })),
    });
    renderRoutes(routes, URL);
    await screen.findByText('1 in 286');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('My wallet (balance ₦300.00)'));
    await user.clear(screen.getByLabelText('Number of tickets'));
    await user.type(screen.getByLabelText('Number of tickets'), '2');
    await user.click(screen.getByLabelText('I confirm that I am 18 years of age or older.'));
    await user.click(screen.getByRole('button', { name: 'Pay ₦500.00 from my wallet' }));
    expect(
      await screen.findByText(
        'Your wallet balance does not cover ₦500.00. Choose card, bank transfer or USSD, or buy fewer tickets.',
      ),
    ).toBeInTheDocument();
    expect(api.actionCalls('create_order')).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it("beside a wallet payment refused for the wallet's tier, links to Verify your identity (issue #21)", async () => {
    signInAs(storedUser('customer', { wallet_balance: '25000.00' }));
    const refusal = 'Verify your BVN or NIN to pay from your wallet. You can still pay by card.';
    const api = install({
      cycle: async () => cycleAnswer(),
      me: async () => ok(storedUser('customer', { wallet_balance: '25000.00' })),
    });
    api.route('POST /api/context-proxy/v1/proxy', (call) => {
      const request = (call.body as { body: { action_type: string } }).body;
      if (request.action_type === 'create_order')
        return { status: 403, body: { success: false, message: refusal, code: 'tier_limit' } };
      if (request.action_type === 'validate_raffle_cycle_type') return cycleAnswer() as { body: unknown };
      return { body: { success: true, data: { raffle_cycles: [] } } };
    });
    renderRoutes(routes, URL);
    await screen.findByText('1 in 286');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('My wallet (balance ₦25,000.00)'));
    await user.click(screen.getByLabelText('I confirm that I am 18 years of age or older.'));
    await user.click(screen.getByRole('button', { name: 'Pay ₦250.00 from my wallet' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    expect(within(alert).getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/dashboard/profile#verify-identity',
    );
    expect(assign).not.toHaveBeenCalled();
  });
});
