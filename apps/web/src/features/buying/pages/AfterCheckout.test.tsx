import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cycleAnswer, installFakeApi, ok, type FakeApiRoutes } from '../../../test/fake-api';
import { signInAs, storedUser } from '../../../test/render-app';
import { renderRoute } from '../../../test/render-route';
import { isolateSessionBetweenTests } from '../../../test/isolate-session';
import { clearLastReference, readLastReference, LAST_REFERENCE_COOKIE } from '../checkout/last-reference';
import { savePurchaseForm } from '../checkout/saved-purchase-form';
import type { WatchTimers } from '../model/watch-payment';
import { stubCheckoutNavigation } from '../test-support';
import { GetCashPage } from './GetCashPage';
import { Pay4MePage } from './Pay4MePage';
import { ThankYouPage } from './ThankYouPage';

/** After the card checkout (issue #27 items 5 and 6): not charged, try again, never completed, wins. */

const ORDER_ID = '0b7c6a43-8d8e-4c55-9f0e-3d3f3e5d1a01';
const GET_CASH = '/get-cash?raffle_cycle_id=7&raffle_type_id=1';
const THANK_YOU = `/thank-you?reference=${ORDER_ID}`;

function routes(verify: FakeApiRoutes['verify']): FakeApiRoutes {
  return {
    verify,
    actions: {
      validate_raffle_cycle_type: () => cycleAnswer(),
      create_order: () => ok({ order_id: ORDER_ID }),
    },
    initiate: () => ok({ checkout_url: `https://gateway.example/checkout/${ORDER_ID}` }),
  };
}

/** Time passes only when the page's polling sleeps: no real waiting. */
const instantTimers = (): WatchTimers => {
  let now = 0;
  return {
    now: () => now,
    sleep: async (ms) => {
      now += ms;
    },
  };
};

const pageRoutes = [
  { path: '/get-cash', element: <GetCashPage /> },
  { path: '/pay4me', element: <Pay4MePage /> },
  { path: '/signup', element: <p>Sign-up page</p> },
];

const assign = stubCheckoutNavigation();
isolateSessionBetweenTests();
beforeEach(() => {
  clearLastReference();
});
afterEach(() => {
  clearLastReference();
});

describe('the purchase form comes back as it was', () => {
  it('is saved when the checkout starts, and a declined card offers Try again with phone, email, tickets', async () => {
    installFakeApi(
      routes(() =>
        ok({
          success: false,
          status: 'payment_failed',
          message: 'The payment was declined.',
          charged: false,
        }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderRoute('/get-cash', <GetCashPage />, GET_CASH, {
      routes: [{ path: '/thank-you', element: <ThankYouPage timers={instantTimers()} /> }],
    });
    await screen.findByText('₦50,000.00', { selector: 'dd' });
    await user.type(screen.getByLabelText('Phone number'), '0803 123 4567');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    const tickets = screen.getByLabelText('Number of tickets');
    await user.clear(tickets);
    await user.type(tickets, '3');
    await user.click(screen.getByLabelText('I confirm that I am 18 years of age or older.'));
    await user.click(screen.getByRole('button', { name: 'Pay ₦750.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    // Nothing about a card is kept: only what the form showed.
    const saved = JSON.parse(sessionStorage.getItem(`chancepay.purchase-form:${ORDER_ID}`) ?? '{}') as object;
    expect(Object.keys(saved).sort()).toEqual([
      'ageConfirmed',
      'email',
      'path',
      'phone',
      'savedAt',
      'ticketsText',
    ]);

    // The gateway returns the buyer to /thank-you: declined.
    await router.navigate(THANK_YOU);
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText('The payment was declined.')).toBeInTheDocument();
    expect(screen.getByText('You were not charged')).toBeInTheDocument();
    expect(screen.getByText('Payment did not go through.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Try again' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/get-cash'));
    expect(await screen.findByLabelText('Phone number')).toHaveValue('0803 123 4567');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Number of tickets')).toHaveValue(3);
    expect(screen.getByLabelText('I confirm that I am 18 years of age or older.')).toBeChecked();
  }, 20_000);

  it("comes back after the phone's Back button from the checkout (the last-reference cookie names it)", async () => {
    savePurchaseForm(ORDER_ID, GET_CASH, { phone: '08031234567', ticketsText: '3', ageConfirmed: true });
    document.cookie = `${LAST_REFERENCE_COOKIE}=${ORDER_ID}; Path=/`;
    installFakeApi(routes(() => ok({ status: 'verifying', order_id: ORDER_ID })));
    renderRoute('/get-cash', <GetCashPage />, GET_CASH);
    expect(await screen.findByLabelText('Phone number')).toHaveValue('08031234567');
    expect(screen.getByLabelText('Number of tickets')).toHaveValue(3);
    // Said as it was: seconds ago is "just now", not "a few minutes ago".
    expect(await screen.findByText(/You started a payment just now\./)).toBeInTheDocument();
  });

  it('is not used on another purchase page, nor without a reference naming it', async () => {
    savePurchaseForm(ORDER_ID, '/get-cash?raffle_cycle_id=6&raffle_type_id=1', {
      phone: '08031234567',
      ticketsText: '3',
      ageConfirmed: true,
    });
    document.cookie = `${LAST_REFERENCE_COOKIE}=${ORDER_ID}; Path=/`;
    installFakeApi(routes(() => ok({ status: 'verifying', order_id: ORDER_ID })));
    renderRoute('/get-cash', <GetCashPage />, GET_CASH);
    expect(await screen.findByLabelText('Phone number')).toHaveValue('');
    expect(screen.getByLabelText('Number of tickets')).toHaveValue(1);
  });

  it('brings Pay4Me back at step 2 with the shop and tickets', async () => {
    const path = '/pay4me?raffle_cycle_id=7&raffle_type_id=2';
    savePurchaseForm(ORDER_ID, path, {
      phone: '08051112222',
      ticketsText: '2',
      ageConfirmed: true,
      vendor: { vendorId: 'v-1', vendorName: 'Mama Put Kitchen' },
    });
    installFakeApi({
      actions: {
        validate_raffle_cycle_type: () => cycleAnswer({ raffle_type_id: 2 }),
        get_vendors: () => ok({ vendors: [{ vendor_id: 'v-1', vendor_name: 'Mama Put Kitchen' }] }),
      },
    });
    document.cookie = `${LAST_REFERENCE_COOKIE}=${ORDER_ID}; Path=/`;
    renderRoute('/pay4me', <Pay4MePage />, path);
    expect(await screen.findByRole('combobox', { name: 'Vendor' })).toHaveValue('Mama Put Kitchen');
    expect(screen.getByText(/Your phone: \+2348051112222/)).toBeInTheDocument();
    expect(screen.getByLabelText('Number of tickets')).toHaveValue(2);
  });
});

describe('a checkout that never completed', () => {
  it("ends in 'Payment not completed' with Continue payment and Start again, not 'processing' for ever", async () => {
    savePurchaseForm(ORDER_ID, GET_CASH, { phone: '08031234567', ticketsText: '3', ageConfirmed: false });
    let checks = 0;
    installFakeApi(
      routes(() => {
        checks += 1;
        return ok({
          status: 'verifying',
          order_id: ORDER_ID,
          charged: null,
          payment: {
            gateway_status: 'pending',
            checkout_url: `https://gateway.example/checkout/${ORDER_ID}`,
          },
        });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderRoute('/thank-you', <ThankYouPage timers={instantTimers()} />, THANK_YOU, {
      routes: pageRoutes,
    });
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeInTheDocument();
    expect(screen.getByText('You have not been charged.')).toBeInTheDocument();
    expect(screen.queryByText("We're processing your request-please wait.")).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue payment' })).toHaveAttribute(
      'href',
      `https://gateway.example/checkout/${ORDER_ID}`,
    );
    const stoppedAt = checks;
    expect(stoppedAt).toBe(5);
    // Checking stopped; Check again starts one more round.
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(checks).toBe(stoppedAt * 2));
    await user.click(await screen.findByRole('link', { name: 'Start again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-cash'));
    expect(await screen.findByLabelText('Phone number')).toHaveValue('08031234567');
  });
});

describe('wins, losses and refunds', () => {
  it('shows a signed-in win large, with the new balance, wallet actions and a share card', async () => {
    signInAs(storedUser('customer'));
    installFakeApi(
      routes(() =>
        ok({
          success: true,
          status: 'winner_selected',
          order_id: ORDER_ID,
          charged: true,
          prize_amount: '10000.00',
          wallet_balance: '11250.50',
          receipt: {
            order_id: ORDER_ID,
            raffle_cycle_id: 7,
            raffle_type_id: 3,
            order_seq: 1,
            ticket_quantity: 1,
            client_seed: 'ab'.repeat(16),
            server_seed_hash: 'f'.repeat(64),
          },
        }),
      ),
    );
    renderRoute('/thank-you', <ThankYouPage />, THANK_YOU);
    expect(await screen.findByRole('heading', { name: 'You Won!' })).toBeInTheDocument();
    const win = screen.getByRole('region', { name: 'Your win' });
    expect(within(win).getByText('You won ₦10,000.00')).toBeInTheDocument();
    expect(win).toHaveTextContent('Now in your wallet – balance ₦11,250.50');
    expect(within(win).getByRole('link', { name: 'Go to my wallet' })).toHaveAttribute('href', '/dashboard');
    expect(within(win).getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/dashboard/transfer',
    );
    const whatsapp = within(win).getByRole('link', { name: 'Share on WhatsApp' });
    const text = decodeURIComponent(new URL(whatsapp.getAttribute('href')!).searchParams.get('text')!);
    expect(text).toMatch(/^I just won ₦10,000 on ChancePay! /);
    expect(text).not.toMatch(/0803|Ada|\+234/);
    // The amount is in the win card; the receipt below has it once more as "Prize".
    expect(screen.getByText('Paid and drawn: a win.')).toBeInTheDocument();
  });

  it("says where a win went: a Pay4Me prize to the shop, a Scan2Pay4Me win back to the buyer's phone wallet", async () => {
    const receiptOf = {
      order_id: ORDER_ID,
      raffle_cycle_id: 7,
      raffle_type_id: 2,
      order_seq: 1,
      ticket_quantity: 1,
      client_seed: 'ab'.repeat(16),
      server_seed_hash: 'f'.repeat(64),
    };
    installFakeApi(
      routes(() =>
        ok({ status: 'winner_selected', prize_amount: '20000.00', amount_due: null, receipt: receiptOf }),
      ),
    );
    const first = renderRoute('/thank-you', <ThankYouPage />, THANK_YOU);
    const shop = await screen.findByRole('region', { name: 'Your win' });
    expect(shop).toHaveTextContent('You won ₦20,000.00');
    expect(shop).toHaveTextContent('We pay it to the shop you chose.');
    expect(within(shop).queryByRole('link', { name: 'Sign up to use it' })).not.toBeInTheDocument();
    first.unmount();

    installFakeApi(
      routes(() =>
        ok({ status: 'winner_selected', prize_amount: '1500.00', amount_due: '1500.00', receipt: receiptOf }),
      ),
    );
    renderRoute('/thank-you', <ThankYouPage />, THANK_YOU);
    const back = await screen.findByRole('region', { name: 'Your win' });
    expect(back).toHaveTextContent('₦1,500.00 is saved for the phone number you paid with');
    expect(within(back).getByRole('link', { name: 'Sign up to use it' })).toBeInTheDocument();
  });

  it('after a signed-in loss offers Back to wallet and Set a limit beside Buy more tickets', async () => {
    signInAs(storedUser('customer'));
    installFakeApi(
      routes(() => ok({ status: 'entry_processed', order_id: ORDER_ID, charged: true, prize_amount: null })),
    );
    renderRoute('/thank-you', <ThankYouPage />, THANK_YOU);
    expect(await screen.findByRole('heading', { name: 'Raffle Completed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy more tickets' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to wallet' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Set a limit' })).toHaveAttribute(
      'href',
      '/dashboard/profile#responsible-play-title',
    );
    expect(screen.getByText('Paid and drawn: no win this time.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your win' })).not.toBeInTheDocument();
  });

  it("shows a signed-out buyer's refund with its amount, the masked phone, and sign-up with the phone filled in", async () => {
    savePurchaseForm(ORDER_ID, GET_CASH, { phone: '0803 876 4787', ticketsText: '2', ageConfirmed: true });
    installFakeApi(
      routes(() =>
        ok({
          status: 'amount_mismatch_wallet_updated',
          order_id: ORDER_ID,
          paid_amount: '450.00',
          charged: true,
        }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderRoute('/thank-you', <ThankYouPage />, THANK_YOU, { routes: pageRoutes });
    expect(await screen.findByRole('heading', { name: 'Wallet Credited' })).toBeInTheDocument();
    const refund = screen.getByRole('region', { name: 'Your money back' });
    expect(refund).toHaveTextContent('₦450.00 returned to you');
    expect(refund).toHaveTextContent(
      '₦450.00 is saved for 0803…787 – sign up with this number to withdraw it.',
    );
    await user.click(within(refund).getByRole('link', { name: 'Sign up to use it' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(router.state.location.state).toEqual({ prefillPhone: '08038764787' });
    expect(router.state.location.search).toBe('');
  });

  it('explains /thank-you without a reference and offers a way back, keeping the spec state', async () => {
    document.cookie = `${LAST_REFERENCE_COOKIE}=${ORDER_ID}; Path=/`;
    installFakeApi(routes(() => ok({})));
    renderRoute('/thank-you', <ThankYouPage />, '/thank-you');
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText('No reference provided.')).toBeInTheDocument();
    expect(screen.getByText(/nothing was paid here/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my last payment' })).toHaveAttribute('href', THANK_YOU);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(readLastReference()).toBe(ORDER_ID);
  });
});
