import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LAST_REFERENCE_COOKIE,
  clearLastReference,
  readLastReference,
  rememberCheckoutOrigin,
} from '../checkout/last-reference';
import { fail, installFakeApi, ok, type FakeAnswer } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { GetCashPage } from './GetCashPage';
import { ThankYouPage } from './ThankYouPage';

const ORDER_ID = '5d2a8f9e-1111-4c55-9f0e-3d3f3e5d1a01';
const URL = `/thank-you?reference=${ORDER_ID}`;

// A receipt with the order's terms but without the server's odds: the page recomputes them.
const receipt = {
  order_id: ORDER_ID,
  raffle_cycle_id: 7,
  order_seq: 42,
  client_seed: '0123456789abcdef0123456789abcdef',
  server_seed_hash: 'f'.repeat(64),
  ticket_quantity: 2,
  ticket_price: '250.00',
  payout_ratio_bps: 7000,
  prize_amount: '50000.00',
  order_amount: '500.00',
};
// squad/verify's own receipt (feat/raffle's verificationPayload) carries the server's odds instead.
const verifyReceipt = {
  order_id: ORDER_ID,
  raffle_cycle_id: 7,
  raffle_type_id: 1,
  order_seq: 42,
  ticket_quantity: 2,
  client_seed: receipt.client_seed,
  server_seed_hash: receipt.server_seed_hash,
  odds: '1 in 143',
  win_probability: { numerator: '7', denominator: '1000' },
};

function install(verify: (body: Record<string, unknown>) => FakeAnswer) {
  return installFakeApi({ verify, actions: {} });
}

function progress() {
  return screen.getByRole('progressbar', { name: 'Payment progress' });
}

beforeEach(() => {
  document.cookie = `${LAST_REFERENCE_COOKIE}=${ORDER_ID}; Path=/`;
  sessionStorage.clear();
});
afterEach(() => {
  clearLastReference();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/thank-you verification states (spec section 4)', () => {
  it("says 'No reference provided.' as a failed payment when there is no reference", async () => {
    const api = install(() => ok({}));
    renderRoute('/thank-you', <ThankYouPage />, '/thank-you');
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText('No reference provided.')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    expect(api.callsTo('POST /api/context-proxy/v1/squad/verify')).toEqual([]);
  });

  it('starts at Thank You! 70% and shows a win with its receipt at 100%', async () => {
    const api = install(() => ({
      body: {
        success: true,
        status: 'winner_selected',
        message: 'You won the raffle!',
        order_id: ORDER_ID,
        receipt: verifyReceipt,
      },
    }));
    renderRoute('/thank-you', <ThankYouPage />, URL);
    expect(screen.getByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(screen.getByText("We're processing your request-please wait.")).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '70');

    expect(await screen.findByRole('heading', { name: 'You Won!' })).toBeInTheDocument();
    expect(screen.getByText('Congratulations!')).toBeInTheDocument();
    expect(screen.getByText('You won the raffle!')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    expect(api.callsTo('POST /api/context-proxy/v1/squad/verify')[0]?.body).toEqual({ reference: ORDER_ID });
    expect(readLastReference()).toBeNull();

    expect(await screen.findByText('Your receipt')).toBeInTheDocument();
    expect(screen.getByText('Tickets').nextElementSibling).toHaveTextContent('2');
    // 2 x 250 x 0.7 / 50,000 = 1/142.86
    expect(screen.getByText('Your odds').nextElementSibling).toHaveTextContent('1 in 143');
    expect(screen.getByText('Order number in cycle').nextElementSibling).toHaveTextContent('42');
    expect(screen.getByText('Client seed').nextElementSibling).toHaveTextContent(receipt.client_seed);
    expect(screen.getByText('Server seed hash').nextElementSibling).toHaveTextContent(
      receipt.server_seed_hash,
    );
    expect(screen.getByRole('link', { name: 'Verify this draw on the fairness page' })).toHaveAttribute(
      'href',
      `/fairness?order_id=${ORDER_ID}`,
    );
    // An anonymous Get Cash winner's prize waits in their phone wallet: signing up claims it.
    expect(screen.getByRole('link', { name: 'Sign up to use it' })).toHaveAttribute('href', '/signup');
  });

  it('lists a taxed win’s gross, the tax withheld and the net (DOMAIN.md "Winnings tax")', async () => {
    install(() =>
      ok({
        success: true,
        status: 'winner_selected',
        order_id: ORDER_ID,
        prize_amount: '50000.00',
        winnings_tax: {
          gross_amount: '50000.00',
          tax_amount: '2500.00',
          net_amount: '47500.00',
          rate_bps: 500,
          borne_by: 'winner',
        },
        receipt: verifyReceipt,
      }),
    );
    renderRoute('/thank-you', <ThankYouPage />, URL);
    const tax = await screen.findByLabelText('Prize and winnings tax');
    expect(within(tax).getByText('Prize (gross)').nextElementSibling).toHaveTextContent('₦50,000.00');
    expect(within(tax).getByText('Winnings tax withheld (5%)').nextElementSibling).toHaveTextContent(
      '₦2,500.00',
    );
    expect(within(tax).getByText('Prize paid (net)').nextElementSibling).toHaveTextContent('₦47,500.00');
    expect(screen.getByText('You won ₦50,000.00')).toBeInTheDocument();
  });

  it('says the operator paid the tax on a win whose tax it bears, and the prize is whole', async () => {
    install(() =>
      ok({
        success: true,
        status: 'winner_selected',
        order_id: ORDER_ID,
        prize_amount: '50000.00',
        winnings_tax: {
          gross_amount: '50000.00',
          tax_amount: '2500.00',
          net_amount: '50000.00',
          rate_bps: 500,
          borne_by: 'operator',
        },
        receipt: verifyReceipt,
      }),
    );
    renderRoute('/thank-you', <ThankYouPage />, URL);
    const tax = await screen.findByLabelText('Prize and winnings tax');
    expect(
      within(tax).getByText('Winnings tax (5%, paid by ChancePay)').nextElementSibling,
    ).toHaveTextContent('₦2,500.00');
    expect(within(tax).getByText('Prize paid (net)').nextElementSibling).toHaveTextContent('₦50,000.00');
  });

  it('shows a loss as Raffle Completed / Better Luck Next Time! at 95%, recomputing the odds', async () => {
    install(() => ok({ status: 'entry_processed', order_id: ORDER_ID, receipt }));
    renderRoute('/thank-you', <ThankYouPage />, URL);
    expect(await screen.findByRole('heading', { name: 'Raffle Completed' })).toBeInTheDocument();
    expect(screen.getByText('Better Luck Next Time!')).toBeInTheDocument();
    expect(screen.getByText('Your entry was processed successfully.')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '95');
    expect(await screen.findByText('Your receipt')).toBeInTheDocument();
    // 2 x 250 x 0.7 / 50,000 = 1/142.86, recomputed with the shared rule
    expect(screen.getByText('Your odds').nextElementSibling).toHaveTextContent('1 in 143');
    // A loss has no prize line, even when the answer carries the cycle's prize (issue #27 finding 15: on a
    // wallet-paid loss "Prize ₦50,000.00" read as a win).
    expect(screen.queryByText('Prize')).not.toBeInTheDocument();
  });

  it('shows Wallet Credited with the discrepancy notice at 90%', async () => {
    install(() => ok({ status: 'amount_mismatch_wallet_updated', order_id: ORDER_ID }));
    renderRoute('/thank-you', <ThankYouPage />, URL);
    expect(await screen.findByRole('heading', { name: 'Wallet Credited' })).toBeInTheDocument();
    expect(screen.getByText('We returned your funds.')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Due to a payment discrepancy you could not join the raffle. Your wallet has been credited',
    );
    expect(progress()).toHaveAttribute('aria-valuenow', '90');
    expect(readLastReference()).toBeNull();
  });

  it("shows Payment Failed with the server's message, or 'Verification failed.'", async () => {
    install(() => ok({ success: false, status: 'payment_failed', message: 'Your card was declined.' }));
    const first = renderRoute('/thank-you', <ThankYouPage />, URL);
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    first.unmount();

    install(() => ok({ status: 'payment_failed' }));
    renderRoute('/thank-you', <ThankYouPage />, URL);
    expect(await screen.findByText('Verification failed.')).toBeInTheDocument();
  });

  it('falls back on the transaction status when the result has neither success nor status', async () => {
    install(() => ok({ transaction_status: 'success', order_id: ORDER_ID }));
    const first = renderRoute('/thank-you', <ThankYouPage />, URL);
    expect(await screen.findByRole('heading', { name: 'Raffle Completed' })).toBeInTheDocument();
    first.unmount();

    install(() => ok({ transaction_status: 'failed' }));
    renderRoute('/thank-you', <ThankYouPage />, URL);
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
  });

  it('keeps checking at 70% while the gateway says pending, and keeps the cookie until the end', async () => {
    let calls = 0;
    const api = install(() =>
      ++calls < 2
        ? ok({ status: 'verifying', order_id: ORDER_ID })
        : ok({ status: 'entry_processed', order_id: ORDER_ID }),
    );
    renderRoute('/thank-you', <ThankYouPage />, URL);
    await waitFor(() => expect(api.callsTo('POST /api/context-proxy/v1/squad/verify')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '70');
    expect(readLastReference()).toBe(ORDER_ID);
    expect(
      await screen.findByRole('heading', { name: 'Raffle Completed' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/context-proxy/v1/squad/verify')).toHaveLength(2);
    expect(readLastReference()).toBeNull();
  });

  it("says 'Verification error: ' plus the server's message when the check is refused", async () => {
    install(() => fail(400, 'Unknown payment reference.'));
    renderRoute('/thank-you', <ThankYouPage />, URL);
    expect(await screen.findByText('Verification error: Unknown payment reference.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
  });

  it('sends a cancelled Get Cash payment back to its page with the cancelled alert', async () => {
    rememberCheckoutOrigin(ORDER_ID, '/get-cash?raffle_cycle_id=7&raffle_type_id=1');
    installFakeApi({
      verify: () => ok({ success: false, status: 'closed', order_id: ORDER_ID }),
      actions: {
        validate_raffle_cycle_type: () =>
          ok({
            raffle_cycle: {
              raffle_cycle_id: 7,
              raffle_type_id: 1,
              winnable_amount: '500.00',
              price_of_ticket: '250.00',
            },
          }),
      },
    });
    const { router } = renderRoute('/thank-you', <ThankYouPage />, URL, {
      routes: [{ path: '/get-cash', element: <GetCashPage /> }],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-cash'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment was cancelled. Please try again.');
    expect(screen.queryByRole('heading', { name: 'Payment Failed' })).not.toBeInTheDocument();
    expect(readLastReference()).toBeNull();
  });

  it('shows the cancellation itself when it does not know where the payment started', async () => {
    install(() => ok({ success: false, status: 'closed', order_id: ORDER_ID }));
    renderRoute('/thank-you', <ThankYouPage />, URL);
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText('Payment was cancelled. Please try again.')).toBeInTheDocument();
  });
});
