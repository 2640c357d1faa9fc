import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cycleAnswer, installFakeApi, ok, type FakeApiRoutes } from '../../../test/fake-api';
import { isolateSessionBetweenTests } from '../../../test/isolate-session';
import { signInAs, storedUser } from '../../../test/render-app';
import { renderRoute } from '../../../test/render-route';
import { bankTransferPolling, orderBankTransferPath } from '../../money-in/api/order-bank-transfer';
import { rememberPendingTransfer } from '../../money-in/model/pending-transfer';
import { clearLastReference } from '../checkout/last-reference';
import { mamaPutVendor, stubCheckoutNavigation } from '../test-support';
import { DashboardGetCashPage } from './DashboardGetCashPage';
import { GetCashPage } from './GetCashPage';
import { Pay4MePage } from './Pay4MePage';
import { ScanToPayPage } from './ScanToPayPage';

const GET_CASH_URL = '/get-cash?raffle_cycle_id=7&raffle_type_id=1';
const ORDER_ID = '5f0c2b1e-0d8e-4a51-9b7e-2a1c3d4e5f60';
const PATH = orderBankTransferPath(ORDER_ID);
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/**
 * The countdown reads the clock: stop it (Date only; timers still run) so the expiry the fake server gives and
 * the time the page shows are read at the same instant, however long a loaded machine takes to fill the form.
 */
function holdTheClock() {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
}
afterEach(() => {
  vi.useRealTimers();
});

function transferState(overrides: Record<string, unknown> = {}) {
  return {
    order_id: ORDER_ID,
    account_number: '9876543210',
    account_name: 'CHANCEPAY CHECKOUT',
    bank_name: 'GTBank',
    amount: '500.00',
    expires_at: inMinutes(30),
    status: 'waiting',
    attempts: [],
    message: null,
    ...overrides,
  };
}

function ThankYouStub() {
  const [params] = useSearchParams();
  return <p>Thank-you page for {params.get('reference')}</p>;
}

function install(routes: FakeApiRoutes['actions'] = {}) {
  const api = installFakeApi({
    actions: {
      validate_raffle_cycle_type: () => cycleAnswer(),
      create_order: () => ok({ order_id: ORDER_ID }),
      ...routes,
    },
  });
  api.route(`POST ${PATH}`, { status: 201, body: { success: true, data: transferState() } });
  api.route(`GET ${PATH}`, { body: { success: true, data: transferState() } });
  return api;
}

const thankYou = [{ path: '/thank-you', element: <ThankYouStub /> }];

async function payGetCashByTransfer(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('₦50,000.00', { selector: 'dd' });
  await user.type(screen.getByLabelText('Phone number'), '08031234567');
  const tickets = screen.getByLabelText('Number of tickets');
  await user.clear(tickets);
  await user.type(tickets, '2');
  await user.click(screen.getByLabelText('I confirm that I am 18 years of age or older.'));
  await user.click(screen.getByRole('button', { name: 'Pay by bank transfer' }));
  return screen.findByTestId('bank-transfer-panel');
}

const assign = stubCheckoutNavigation();
isolateSessionBetweenTests();
beforeEach(() => {
  clearLastReference();
  sessionStorage.clear();
  vi.spyOn(bankTransferPolling, 'delayMs').mockReturnValue(30);
});

describe('Pay by bank transfer', () => {
  it('creates a transfer order, shows the one-time account and exact amount, and goes to the result when paid', async () => {
    holdTheClock();
    const api = install();
    const user = userEvent.setup();
    renderRoute('/get-cash', <GetCashPage />, GET_CASH_URL, { routes: thankYou });
    // The card's button keeps the spec's words; the transfer option sits beside it.
    expect(await screen.findByRole('button', { name: 'Pay ₦250.00' })).toBeInTheDocument();
    const panel = await payGetCashByTransfer(user);

    expect(api.actionCalls('create_order')[0]).toMatchObject({
      payment_method_used: 'transfer',
      order_amount: '500.00',
      ticket_quantity: 2,
      customer_phone: '+2348031234567',
    });
    // Signed out: the public action, not the proxy.
    expect(api.proxiedActionCalls('create_order')).toEqual([]);
    expect(api.callsTo(`POST ${PATH}`)).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();

    expect(within(panel).getByRole('heading', { name: 'Pay by bank transfer' })).toHaveFocus();
    expect(within(panel).getByText('Send exactly', { exact: false })).toHaveTextContent(
      'Send exactly ₦500.00',
    );
    expect(within(panel).getByTestId('account-number')).toHaveTextContent('9876543210');
    expect(within(panel).getByText('GTBank')).toBeVisible();
    expect(within(panel).getByText('CHANCEPAY CHECKOUT')).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Copy account number' })).toBeVisible();
    expect(within(panel).getByTestId('countdown').textContent).toMatch(/^(30:00|29:5\d)$/);
    expect(screen.queryByRole('button', { name: /^Pay ₦/ })).toBeNull();

    // A wrong amount is returned by the gateway and said plainly; the wait goes on.
    const returned = 'We received ₦450.00, not ₦500.00: returned to your bank by the bank’s rules.';
    api.route(`GET ${PATH}`, {
      body: {
        success: true,
        data: transferState({
          attempts: [{ amount: '450.00', status: 'MISMATCH', returned: true, message: returned }],
        }),
      },
    });
    expect(await within(panel).findByText(returned, { exact: false })).toBeVisible();
    expect(within(panel).getByText(/Waiting for your transfer/)).toBeVisible();

    api.route(`GET ${PATH}`, { body: { success: true, data: transferState({ status: 'paid' }) } });
    expect(await screen.findByText(`Thank-you page for ${ORDER_ID}`)).toBeVisible();
    // The order is done with: coming back to the product page shows the form, not this order again.
    expect(sessionStorage.length).toBe(0);
  });

  it('says plainly when the account number expired, and Start again brings the form back as it was', async () => {
    const api = install();
    const user = userEvent.setup();
    renderRoute('/get-cash', <GetCashPage />, GET_CASH_URL, { routes: thankYou });
    const panel = await payGetCashByTransfer(user);
    api.route(`GET ${PATH}`, {
      body: {
        success: true,
        data: transferState({
          status: 'expired',
          expires_at: inMinutes(-1),
          attempts: [{ amount: '500.00', status: 'EXPIRED', returned: true, message: null }],
        }),
      },
    });
    expect(await within(panel).findByText(/This account number has expired/)).toBeVisible();
    // No message from the server: the panel words it itself.
    expect(
      within(panel).getByText(
        '₦500.00 was not taken as payment because it arrived after the account number expired: returned to your bank by the bank’s rules.',
        { exact: false },
      ),
    ).toBeVisible();
    const callsAtExpiry = api.callsTo(`GET ${PATH}`).length;

    await user.click(within(panel).getByRole('button', { name: 'Start again' }));
    expect(await screen.findByLabelText('Phone number')).toHaveValue('08031234567');
    expect(screen.getByLabelText('Number of tickets')).toHaveValue(2);
    expect(sessionStorage.length).toBe(0);
    // Expired is final: no more checks.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.callsTo(`GET ${PATH}`).length).toBe(callsAtExpiry);
  });

  it('asks nothing while the tab is hidden (the buyer is in the bank app) and asks at once on return', async () => {
    const api = install();
    const user = userEvent.setup();
    renderRoute('/get-cash', <GetCashPage />, GET_CASH_URL, { routes: thankYou });
    await payGetCashByTransfer(user);
    await waitFor(() => expect(api.callsTo(`GET ${PATH}`).length).toBeGreaterThan(0));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((resolve) => setTimeout(resolve, 60));
    const whileHidden = api.callsTo(`GET ${PATH}`).length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.callsTo(`GET ${PATH}`).length).toBe(whileHidden);

    api.route(`GET ${PATH}`, { body: { success: true, data: transferState({ status: 'paid' }) } });
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await screen.findByText(`Thank-you page for ${ORDER_ID}`)).toBeVisible();
    visibility.mockRestore();
  });

  it('announces the time left only at its marks', async () => {
    holdTheClock();
    const api = install();
    api.route(`POST ${PATH}`, {
      status: 201,
      body: { success: true, data: transferState({ expires_at: inMinutes(1.5) }) },
    });
    api.route(`GET ${PATH}`, {
      body: { success: true, data: transferState({ expires_at: inMinutes(1.5) }) },
    });
    const user = userEvent.setup();
    renderRoute('/get-cash', <GetCashPage />, GET_CASH_URL);
    const panel = await payGetCashByTransfer(user);
    expect(within(panel).getByTestId('countdown').textContent).toMatch(/^01:(30|29|28)$/);
    expect(within(panel).getByText('2 minutes left to send the transfer.')).toHaveAttribute('role', 'status');
  });

  it('shows the same account again when the phone dropped the tab while the buyer was in the bank app', async () => {
    const api = install();
    rememberPendingTransfer(GET_CASH_URL, ORDER_ID);
    renderRoute('/get-cash', <GetCashPage />, GET_CASH_URL, { routes: thankYou });
    const panel = await screen.findByTestId('bank-transfer-panel');
    expect(await within(panel).findByText('Send exactly', { exact: false })).toHaveTextContent(
      'Send exactly ₦500.00',
    );
    expect(api.actionCalls('create_order')).toEqual([]);
    expect(api.callsTo(`POST ${PATH}`)).toEqual([]);
  });

  it('shows why the transfer could not start, and keeps the form', async () => {
    const api = install();
    api.route(`POST ${PATH}`, {
      status: 502,
      body: {
        success: false,
        message: 'Bank transfer is not available just now. Pay by card, or try again soon.',
      },
    });
    const user = userEvent.setup();
    renderRoute('/get-cash', <GetCashPage />, GET_CASH_URL);
    await screen.findByText('₦50,000.00', { selector: 'dd' });
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    await user.click(screen.getByLabelText('I confirm that I am 18 years of age or older.'));
    await user.click(screen.getByRole('button', { name: 'Pay by bank transfer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bank transfer is not available just now. Pay by card, or try again soon.',
    );
    expect(screen.getByRole('button', { name: 'Pay by bank transfer' })).toBeEnabled();
  });

  it('checks the form as the card does before creating any order', async () => {
    const api = install();
    const user = userEvent.setup();
    renderRoute('/get-cash', <GetCashPage />, GET_CASH_URL);
    await screen.findByText('₦50,000.00', { selector: 'dd' });
    await user.click(screen.getByRole('button', { name: 'Pay by bank transfer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill out all required fields correctly.');
    expect(api.actionCalls('create_order')).toEqual([]);
  });

  it('sends a signed-in order through the proxy, whatever the wallet choice shows', async () => {
    signInAs(storedUser('customer', { wallet_balance: '5000.00' }));
    const api = install();
    const user = userEvent.setup();
    renderRoute('/dashboard/get-cash', <DashboardGetCashPage />, `/dashboard${GET_CASH_URL}`);
    expect(await screen.findByRole('button', { name: 'Pay ₦250.00 from my wallet' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('I confirm that I am 18 years of age or older.'));
    await user.click(screen.getByRole('button', { name: 'Pay by bank transfer' }));
    await screen.findByTestId('bank-transfer-panel');
    expect(api.proxiedActionCalls('create_order')).toHaveLength(1);
    expect(api.actionCalls('create_order')[0]).toMatchObject({ payment_method_used: 'transfer' });
  });

  it('is on Pay4Me beside the card', async () => {
    const api = install({
      validate_raffle_cycle_type: () =>
        cycleAnswer({ raffle_cycle_id: 8, raffle_type_id: 2, winnable_amount: '20000.00' }),
      get_vendors: () =>
        ok({ success: true, vendors: [{ vendor_id: 'vendor-1', vendor_name: 'Mama Put Foods' }] }),
    });
    const user = userEvent.setup();
    renderRoute('/pay4me', <Pay4MePage />, '/pay4me?raffle_cycle_id=8&raffle_type_id=2');
    await screen.findByText(/we pay the shop ₦20,000.00/);
    await user.type(screen.getByLabelText('Your phone number'), '08031234567');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByRole('combobox', { name: 'Vendor' }), 'mama');
    await user.click(await screen.findByRole('option', { name: 'Mama Put Foods' }));
    await user.click(screen.getByLabelText('I confirm that I am 18 years of age or older.'));
    expect(screen.getByRole('button', { name: 'Pay ₦250.00' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Pay by bank transfer' }));
    await screen.findByTestId('bank-transfer-panel');
    expect(api.actionCalls('create_order')[0]).toMatchObject({
      payment_method_used: 'transfer',
      vendor_id: 'vendor-1',
    });
  });

  it('is on Scan2Pay4Me beside the card', async () => {
    const api = install({
      get_vendor_details: () => ok(mamaPutVendor()),
      get_active_raffle_cycle: () =>
        cycleAnswer({ raffle_cycle_id: 8, raffle_type_id: 2, winnable_amount: '20000.00' }),
    });
    const user = userEvent.setup();
    renderRoute('/scan2pay4me', <ScanToPayPage />, '/scan2pay4me?raffle_type_id=2&vendor_id=vendor-1');
    await screen.findByRole('heading', { name: 'Mama Put Foods' });
    await user.type(screen.getByLabelText('Your phone number'), '08031234567');
    await user.type(screen.getByLabelText('Amount due (₦)'), '1500');
    await user.click(screen.getByLabelText('I confirm that I am 18 years of age or older.'));
    expect(screen.getByRole('button', { name: 'Pay ₦1,750.00' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Pay by bank transfer' }));
    await screen.findByTestId('bank-transfer-panel');
    await waitFor(() =>
      expect(api.actionCalls('create_order')[0]).toMatchObject({
        payment_method_used: 'transfer',
        amount_due: '1500.00',
        order_amount: '1750.00',
      }),
    );
  });
});
