import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubCheckoutNavigation } from '../test-support';
import { LAST_REFERENCE_COOKIE, clearLastReference, readLastReference } from '../checkout/last-reference';
import { cycleAnswer, fail, installFakeApi, ok, type FakeApiRoutes } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { isolateSessionBetweenTests } from '../../../test/isolate-session';
import { GetCashPage } from './GetCashPage';

const URL = '/get-cash?raffle_cycle_id=7&raffle_type_id=1';
const ORDER_ID = '0b7c6a43-8d8e-4c55-9f0e-3d3f3e5d1a01';

function happyRoutes(overrides: Partial<FakeApiRoutes> = {}): FakeApiRoutes {
  return {
    actions: {
      validate_raffle_cycle_type: () => cycleAnswer(),
      create_order: () => ok({ order_id: ORDER_ID }),
    },
    initiate: () => ok({ checkout_url: `/sandbox/squad/checkout/${ORDER_ID}` }),
    ...overrides,
  };
}

function summaryValue(label: string): string {
  const term = screen.getByText(label, { selector: '.purchase-summary dt' });
  return term.nextElementSibling?.textContent ?? '';
}

async function renderLoaded(routes = happyRoutes()) {
  const api = installFakeApi(routes);
  const view = renderRoute('/get-cash', <GetCashPage />, URL);
  await screen.findByText('₦50,000.00', { selector: 'dd' });
  return { api, user: userEvent.setup(), ...view };
}

const assign = stubCheckoutNavigation();
isolateSessionBetweenTests();
beforeEach(() => {
  clearLastReference();
  sessionStorage.clear();
});

describe('Get Cash', () => {
  it('shows the ticket price, total, transferable amount and odds from the validated cycle', async () => {
    const { api, user } = await renderLoaded();
    expect(api.actionCalls('validate_raffle_cycle_type')).toEqual([
      { raffle_cycle_id: 7, raffle_type_id: 1 },
    ]);
    // A public purchase page uses /action, not the signed-in proxy (spec section 7).
    expect(api.proxiedActionCalls('validate_raffle_cycle_type')).toEqual([]);
    expect(document.title).toBe('Get Cash | ChancePay');
    expect(summaryValue('Ticket price')).toBe('₦250.00');
    expect(summaryValue('Transferable amount')).toBe('₦50,000.00');
    expect(summaryValue('Total to pay')).toBe('₦250.00');
    // p = 1 x 250 x 0.70 / 50,000 = 1/285.7 -> "1 in 286" (DOMAIN.md's own example)
    expect(summaryValue('Your chance to win')).toBe('1 in 286');

    const tickets = screen.getByLabelText('Number of tickets');
    await user.clear(tickets);
    await user.type(tickets, '4');
    expect(summaryValue('Total to pay')).toBe('₦1,000.00');
    expect(summaryValue('Your chance to win')).toBe('1 in 71');
    expect(screen.getByRole('button', { name: 'Pay ₦1,000.00' })).toBeEnabled();

    await user.clear(tickets);
    expect(summaryValue('Total to pay')).toBe('₦0.00');
    expect(summaryValue('Your chance to win')).toBe('—');
  });

  it('adds what the winner is paid after tax beside the spec\'s sentence (DOMAIN.md "Winnings tax")', async () => {
    await renderLoaded(
      happyRoutes({
        actions: {
          validate_raffle_cycle_type: () =>
            cycleAnswer({
              associated_types: [
                {
                  raffle_type_id: 1,
                  raffle_type: 'Get Cash',
                  winnings_tax_borne_by: 'winner',
                  winnable_amount_after_tax: '47500.00',
                },
              ],
              winnings_tax_bps: 500,
            }),
        },
      }),
    );
    expect(
      screen.getByText(
        'Buy tickets for an instant, provably fair chance to win ₦50,000.00 into your wallet.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Win ₦50,000.00 (₦47,500.00 after tax)')).toBeVisible();
  });

  it('says nothing about tax where the operator bears it or the server does not say', async () => {
    await renderLoaded();
    expect(screen.queryByText(/after tax/)).toBeNull();
  });

  it('checks the required fields first, then the phone, then the email, then the 18+ box', async () => {
    const { api, user } = await renderLoaded();
    const pay = () => user.click(screen.getByRole('button', { name: /^Pay ₦/ }));

    await pay();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill out all required fields correctly.');

    await user.type(screen.getByLabelText('Phone number'), '0803123456');
    await user.clear(screen.getByLabelText('Number of tickets'));
    await pay();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill out all required fields correctly.');

    await user.type(screen.getByLabelText('Number of tickets'), '2');
    await pay();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter a valid Nigerian phone number, like 08031234567.',
    );

    await user.type(screen.getByLabelText('Phone number'), '7');
    await user.type(screen.getByLabelText('Email (optional)'), 'not-an-email');
    await pay();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter a valid email address, like name@example.com, or leave it empty.',
    );

    await user.clear(screen.getByLabelText('Email (optional)'));
    await pay();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please confirm that you are 18 or older to take part.',
    );
    expect(api.actionCalls('create_order')).toEqual([]);
  });

  it('creates the order with a fresh client seed and the placeholder email, initiates, and leaves for the checkout', async () => {
    const { api, user } = await renderLoaded();
    await user.type(screen.getByLabelText('Phone number'), '0803 123 4567');
    await user.clear(screen.getByLabelText('Number of tickets'));
    await user.type(screen.getByLabelText('Number of tickets'), '2');
    await user.click(screen.getByLabelText('I confirm that I am 18 years of age or older.'));
    await user.click(screen.getByRole('button', { name: 'Pay ₦500.00' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/sandbox/squad/checkout/${ORDER_ID}`));
    const [order] = api.actionCalls('create_order');
    expect(order).toEqual({
      customer_email: '2348031234567@guest.chancepay.ng',
      customer_phone: '+2348031234567',
      ticket_quantity: 2,
      order_amount: '500.00',
      raffle_cycle_id: 7,
      raffle_type_id: 1,
      purchase_platform: 'web',
      payment_method_used: 'card',
      client_seed: expect.stringMatching(/^[0-9a-f]{32}$/),
      age_confirmed: true,
    });
    const [initiate] = api.callsTo('POST /api/context-proxy/v1/squad/initiate');
    expect(initiate?.body).toEqual({
      email: '2348031234567@guest.chancepay.ng',
      amount: 50000,
      currency: 'NGN',
      transaction_ref: ORDER_ID,
      payment_channels: ['card', 'bank', 'ussd', 'transfer'],
      metadata: { order_id: ORDER_ID },
      return_url: `${window.location.origin}/thank-you`,
    });
    expect(initiate?.headers['x-csrf-token']).toBe('csrf-token-123456');
    expect(readLastReference()).toBe(ORDER_ID);
    expect(document.cookie).toContain(`${LAST_REFERENCE_COOKIE}=${ORDER_ID}`);
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();

    // A second purchase gets a different client seed.
    expect(api.actionCalls('create_order')).toHaveLength(1);
  });

  it('uses the email given instead of the placeholder', async () => {
    const { api, user } = await renderLoaded();
    await user.type(screen.getByLabelText('Email (optional)'), 'ada@example.com');
    await user.type(screen.getByLabelText('Phone number'), '+2348031234567');
    await user.click(screen.getByLabelText('I confirm that I am 18 years of age or older.'));
    await user.click(screen.getByRole('button', { name: 'Pay ₦250.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(api.actionCalls('create_order')[0]?.customer_email).toBe('ada@example.com');
  });

  it("says 'No checkout_url from server' when the initiator answers without one", async () => {
    const { user } = await renderLoaded(happyRoutes({ initiate: () => ok({ status: 200 }) }));
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    await user.click(screen.getByLabelText('I confirm that I am 18 years of age or older.'));
    await user.click(screen.getByRole('button', { name: 'Pay ₦250.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: No checkout_url from server');
    expect(assign).not.toHaveBeenCalled();
    expect(readLastReference()).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay ₦250.00' })).toBeEnabled();
  });

  it('reads checkout_url from data.data as well', async () => {
    const { user } = await renderLoaded(
      happyRoutes({ initiate: () => ok({ data: { checkout_url: 'https://checkout.example/pay/1' } }) }),
    );
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    await user.click(screen.getByLabelText('I confirm that I am 18 years of age or older.'));
    await user.click(screen.getByRole('button', { name: 'Pay ₦250.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/pay/1'));
  });

  it('gives the network error message when the order cannot be sent', async () => {
    const routes = happyRoutes();
    routes.actions!.create_order = () => 'network-error';
    const { user } = await renderLoaded(routes);
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    await user.click(screen.getByLabelText('I confirm that I am 18 years of age or older.'));
    await user.click(screen.getByRole('button', { name: 'Pay ₦250.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error. Please check your internet connection and try again.',
    );
  });

  it('loads nothing when the query is missing', async () => {
    const api = installFakeApi(happyRoutes());
    renderRoute('/get-cash', <GetCashPage />, '/get-cash');
    expect(await screen.findByText(/No raffle was chosen/)).toBeInTheDocument();
    expect(api.actionCalls('validate_raffle_cycle_type')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Pay ₦0.00' })).toBeDisabled();
  });

  it('goes to /404 when the cycle does not offer the type', async () => {
    installFakeApi(
      happyRoutes({ actions: { validate_raffle_cycle_type: () => fail(404, 'Raffle cycle not found') } }),
    );
    renderRoute('/get-cash', <GetCashPage />, URL);
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
  });

  it('goes to /404 when the query names another product', async () => {
    const api = installFakeApi(happyRoutes());
    renderRoute('/get-cash', <GetCashPage />, '/get-cash?raffle_cycle_id=7&raffle_type_id=3');
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
    expect(api.actionCalls('validate_raffle_cycle_type')).toEqual([]);
  });

  it('shows the dismissible cancelled alert when the payment came back closed', async () => {
    document.cookie = `${LAST_REFERENCE_COOKIE}=${ORDER_ID}; Path=/`;
    const { user } = await renderLoaded(
      happyRoutes({ verify: () => ok({ success: false, status: 'closed', order_id: ORDER_ID }) }),
    );
    const alert = await screen.findByText('Payment was cancelled. Please try again.');
    expect(readLastReference()).toBeNull();
    await user.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Close' }),
    );
    expect(screen.queryByText('Payment was cancelled. Please try again.')).not.toBeInTheDocument();
  });

  it('reads unreadable amounts as zero', async () => {
    await renderLoaded(
      happyRoutes({
        actions: {
          validate_raffle_cycle_type: () =>
            cycleAnswer({ price_of_ticket: 'abc', winnable_amount: '50000.00' }),
        },
      }),
    );
    expect(summaryValue('Ticket price')).toBe('₦0.00');
    expect(summaryValue('Total to pay')).toBe('₦0.00');
  });
});
