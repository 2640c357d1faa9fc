import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '../../test/fake-server';
import { renderRoutes, signInAs, storedUser } from '../../test/render-app';
import { isolateSessionBetweenTests } from '../../test/isolate-session';
import { DashboardPage } from './DashboardPage';

const routes = [{ path: '/dashboard', element: <DashboardPage /> }];

function cycles(count: number) {
  return {
    success: true,
    data: {
      raffle_cycles: Array.from({ length: count }, (_, index) => ({
        raffle_cycle_id: 10 + index,
        winnable_amount: `${(index + 1) * 10000}.00`,
        ticket_price: '250.00',
        raffle_status: 'open',
        associated_types: [
          { raffle_type_id: (index % 3) + 1, raffle_type: ['Get Cash', 'Pay4Me', 'On The House'][index % 3] },
        ],
      })),
    },
  };
}

isolateSessionBetweenTests();
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe("the customer's dashboard", () => {
  it("shows the balance, a card per product with its 'Transferable Amount' linking to the product, and the fixed cards", async () => {
    signInAs(storedUser('customer', { wallet_balance: '25000.00' }));
    installFakeServer({ 'POST /api/context-proxy/v1/proxy': { body: cycles(3) } });
    renderRoutes(routes, '/dashboard');
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('₦25,000.00');
    const list = await screen.findByRole('list', { name: 'Active products' });
    const cards = within(list).getAllByRole('link');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Get Cash');
    expect(cards[0]).toHaveTextContent('Transferable Amount');
    expect(cards[0]).toHaveTextContent('₦10,000.00');
    expect(cards[0]).toHaveAttribute('href', '/dashboard/get-cash?raffle_cycle_id=10&raffle_type_id=1');
    expect(cards[1]).toHaveAttribute('href', '/dashboard/pay4me?raffle_cycle_id=11&raffle_type_id=2');
    expect(list).toHaveClass('row-cols-lg-3');
    expect(screen.getByRole('link', { name: /Transfer Funds/ })).toHaveAttribute(
      'href',
      '/dashboard/transfer',
    );
    expect(screen.getByRole('link', { name: /Transaction Reports/ })).toHaveAttribute(
      'href',
      '/dashboard/reports',
    );
    // Issue #22: the way to top up sits on the balance card itself.
    expect(screen.getByRole('link', { name: 'Add money' })).toHaveAttribute('href', '/dashboard/add-money');
  });

  it('shows a self-excluded customer the products disabled, with the end date', async () => {
    signInAs(storedUser('customer'));
    const noLimit = { limit: null, spent: '0.00', remaining: null, pending: null };
    installFakeServer({
      'POST /api/context-proxy/v1/proxy': { body: cycles(3) },
      'GET /api/user/play-limits': {
        body: {
          success: true,
          data: { daily: noLimit, monthly: noLimit, excluded_until: '2027-05-24T23:00:00.000Z' },
        },
      },
    });
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByText(/You excluded yourself until 25 May 2027/)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Active products' });
    expect(within(list).queryAllByRole('link')).toHaveLength(0);
    expect(within(list).getAllByText('Not available to you now')).toHaveLength(3);
  });

  it('says which limit is used up and until when, and what is left otherwise', async () => {
    signInAs(storedUser('customer'));
    const limit = (remaining: string, resetsAt: string) => ({
      limit: '1000.00',
      spent: '0.00',
      remaining,
      pending: null,
      resets_at: resetsAt,
    });
    const day = '2026-11-21T23:00:00.000Z';
    const month = '2026-11-30T23:00:00.000Z';
    const server = installFakeServer({
      'POST /api/context-proxy/v1/proxy': { body: cycles(1) },
      'GET /api/user/play-limits': {
        body: {
          success: true,
          data: { daily: limit('0.00', day), monthly: limit('0.00', month), excluded_until: null },
        },
      },
    });
    const first = renderRoutes(routes, '/dashboard');
    expect(
      await screen.findByText(
        /You have reached your monthly ticket limit of ₦1,000.00 until 1 December 2026/,
      ),
    ).toBeInTheDocument();
    first.unmount();
    server.route('GET /api/user/play-limits', {
      body: {
        success: true,
        data: { daily: limit('0.00', day), monthly: limit('750.00', month), excluded_until: null },
      },
    });
    const second = renderRoutes(routes, '/dashboard');
    expect(
      await screen.findByText(/You have reached your daily ticket limit of ₦1,000.00 until tomorrow/),
    ).toBeInTheDocument();
    second.unmount();
    server.route('GET /api/user/play-limits', {
      body: {
        success: true,
        data: { daily: limit('250.00', day), monthly: limit('750.00', month), excluded_until: null },
      },
    });
    renderRoutes(routes, '/dashboard');
    expect(
      await screen.findByText('Your ticket limits: ₦250.00 left today, ₦750.00 left this month.', {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Active products' })).getAllByRole('link')).toHaveLength(
      1,
    );
  });

  it('never uses more than 4 columns', async () => {
    signInAs(storedUser('customer'));
    installFakeServer({ 'POST /api/context-proxy/v1/proxy': { body: cycles(6) } });
    renderRoutes(routes, '/dashboard');
    const list = await screen.findByRole('list', { name: 'Active products' });
    expect(within(list).getAllByRole('link')).toHaveLength(6);
    expect(list).toHaveClass('row-cols-lg-4');
  });

  it("says 'No active products available.' and still offers Transfer Funds and Transaction Reports", async () => {
    signInAs(storedUser('customer'));
    installFakeServer({ 'POST /api/context-proxy/v1/proxy': { body: cycles(0) } });
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByText('No active products available.')).toBeVisible();
    expect(screen.getByRole('link', { name: /Transfer Funds/ })).toBeVisible();
  });
});

describe("the vendor's dashboard", () => {
  const vendorRecord = {
    body: {
      success: true,
      data: {
        ...storedUser('vendor'),
        vendor: { vendor_id: 'v-123', business_name: 'Mama Put Kitchen', logo_url: null },
      },
    },
  };

  it('shows the business, the Lagos date with an ordinal day, the greeting and the three cards', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T17:05:00Z')); // 18:05 in Lagos
    signInAs(storedUser('vendor', { wallet_balance: '7500.00' }));
    installFakeServer({ 'GET /api/user/profile': vendorRecord });
    renderRoutes(routes, '/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Mama Put Kitchen' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Mama Put Kitchen logo' })).toHaveTextContent('MP');
    expect(screen.getByText('Saturday, 21st November 2026')).toBeVisible();
    expect(screen.getByText('Good evening, welcome back')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Business Details' })).toBeVisible();
    expect(screen.getByText('GTBank')).toBeVisible();
    expect(screen.getByText('0123456785')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Wallet Details' })).toBeVisible();
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('₦7,500.00');
    expect(screen.getByRole('heading', { name: 'Download QR Code' })).toBeVisible();
    // The server's image of the code (vendor_details.qr_code), so the vendor sees what they will print.
    expect(screen.getByRole('img', { name: 'Your payment QR code' })).toHaveAttribute(
      'src',
      '/api/vendors/v-123/qr.svg',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download QR Code' })).toBeEnabled());
  });

  it('settles the wallet to the bank after a confirmation, with an Idempotency-Key', async () => {
    signInAs(storedUser('vendor', { wallet_balance: '7500.00' }));
    const server = installFakeServer({
      'GET /api/user/profile': vendorRecord,
      'POST /api/user/settlement': {
        body: {
          success: true,
          message: 'Settlement of ₦7,500.00 successful!',
          data: {
            transfer_id: 's-1',
            status: 'Successful',
            amount: '7500.00',
            fee: '0.00',
            bank: '058',
            bank_name: 'GTBank',
            recipientAccount: '0123456785',
            account_name: 'MAMA PUT',
            wallet_balance: '0.00',
          },
        },
      },
      'GET /api/user/me': { body: { success: true, data: storedUser('vendor', { wallet_balance: '0.00' }) } },
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/dashboard');
    await user.click(screen.getByRole('button', { name: 'Settle to bank' }));
    expect(screen.getByText('Send ₦7,500.00 to GTBank 0123456785 now?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Yes, settle now' }));
    expect(await screen.findByText('Settlement of ₦7,500.00 successful!')).toBeVisible();
    const [call] = server.callsTo('POST /api/user/settlement');
    expect(call!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("leads with today's takings and a feed of payments that updates without a reload, balance too", async () => {
    signInAs(storedUser('vendor', { wallet_balance: '7500.00' }));
    const till = (count: number, etag: string) => ({
      body: {
        success: true,
        data: {
          today: { day: '2026-11-26', total: `${count * 1500}.00`, count },
          balance: `${7500 + count * 1500}.00`,
          payments: Array.from({ length: count }, (_, index) => ({
            reference: `order-${count - index}`,
            payer: count - index === 2 ? '+234805****123' : '+234803****109',
            amount: '1500.00',
            paid_at: '2026-11-26T13:05:00.000Z',
          })),
          next_before: null,
          etag,
        },
      },
    });
    const answers = [till(1, '"one"'), { status: 304 }, till(2, '"two"')];
    const server = installFakeServer({
      'GET /api/user/profile': vendorRecord,
      'GET /api/vendor/payments': () => answers.shift() ?? { status: 304 },
    });
    renderRoutes(routes, '/dashboard');
    const takings = screen.getByRole('region', { name: "Today's takings" });
    await waitFor(() => expect(within(takings).getByTestId('takings-total')).toHaveTextContent('₦1,500.00'));
    expect(takings).toHaveTextContent('1 payment by Scan2Pay4Me today');
    const feed = screen.getByRole('region', { name: 'Payments received' });
    expect(within(feed).getByText('+234803****109')).toBeVisible();
    expect(within(feed).getByText('14:05')).toBeVisible();
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('₦9,000.00');
    // The next polls: one unchanged (304 keeps the page), then a second payment arrives.
    await waitFor(() => expect(within(feed).getByText('+234805****123')).toBeVisible(), { timeout: 12_000 });
    expect(takings).toHaveTextContent('₦3,000.00');
    expect(takings).toHaveTextContent('2 payments by Scan2Pay4Me today');
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('₦10,500.00');
    const polls = server.callsTo('GET /api/vendor/payments');
    expect(polls[0]!.headers['if-none-match']).toBeUndefined();
    expect(polls[1]!.headers['if-none-match']).toBe('"one"');
    expect(polls[2]!.headers['if-none-match']).toBe('"one"');
  }, 20_000);
});
