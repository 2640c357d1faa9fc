import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { mamaPutVendor, stubCheckoutNavigation } from '../test-support';
import { cycleAnswer, fail, installFakeApi, ok, type FakeAnswer } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { isolateSessionBetweenTests } from '../../../test/isolate-session';
import { ScanToPayPage } from './ScanToPayPage';

const URL = '/scan2pay4me?raffle_type_id=2&vendor_id=vendor-1';
const assign = stubCheckoutNavigation();
isolateSessionBetweenTests();

function install(
  createOrder: () => FakeAnswer = () => ok({ order_id: 'order-s2p-1' }),
  phone = '+2348051112222',
) {
  return installFakeApi({
    actions: {
      get_vendor_details: () => ok(mamaPutVendor(phone)),
      get_active_raffle_cycle: () =>
        cycleAnswer({ raffle_cycle_id: 8, raffle_type_id: 2, winnable_amount: '20000.00' }),
      create_order: createOrder,
    },
    initiate: () => ok({ checkout_url: '/sandbox/squad/checkout/order-s2p-1' }),
  });
}

function summaryValue(label: string): string {
  return (
    screen.getByText(label, { selector: 'form .purchase-summary dt' }).nextElementSibling?.textContent ?? ''
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>, amountDue: string) {
  await user.type(screen.getByLabelText('Your phone number'), '08031234567');
  await user.type(screen.getByLabelText('Amount due (₦)'), amountDue);
  await user.click(screen.getByLabelText('I confirm that I am 18 years of age or older.'));
}

it("shows the vendor's details and spendable amount, and pays amount due plus tickets", async () => {
  const api = install();
  renderRoute('/scan2pay4me', <ScanToPayPage />, URL);
  expect(await screen.findByRole('heading', { name: 'Mama Put Foods' })).toBeInTheDocument();
  for (const text of ['12 Allen Avenue, Ikeja', 'Food', '+2348051112222', 'Ngozi Okafor', '₦20,000.00']) {
    expect(screen.getByText(text)).toBeInTheDocument();
  }
  expect(api.actionCalls('get_active_raffle_cycle')).toEqual([{ raffle_type_id: 2 }]);
  expect(api.actionCalls('get_vendor_details')).toEqual([{ vendor_id: 'vendor-1' }]);

  const user = userEvent.setup();
  await fill(user, '1,500');
  expect(summaryValue('Amount due to the shop')).toBe('₦1,500.00');
  expect(summaryValue('Total to pay')).toBe('₦1,750.00');
  // prize = amount due: p = 250 x 0.7 / 1500 -> 1 in 9 (rounded from 8.57)
  expect(summaryValue('Your chance to win')).toBe('1 in 9');

  await user.click(screen.getByRole('button', { name: 'Pay ₦1,750.00' }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/squad/checkout/order-s2p-1'));
  expect(api.actionCalls('create_order')[0]).toMatchObject({
    raffle_cycle_id: 8,
    raffle_type_id: 2,
    vendor_id: 'vendor-1',
    amount_due: '1500.00',
    order_amount: '1750.00',
    ticket_quantity: 1,
    customer_phone: '+2348031234567',
  });
  expect(api.callsTo('POST /api/context-proxy/v1/squad/initiate')[0]?.body).toMatchObject({ amount: 175000 });
});

it('redirects to /dashboard when a parameter is missing', async () => {
  install();
  renderRoute('/scan2pay4me', <ScanToPayPage />, '/scan2pay4me?vendor_id=vendor-1');
  expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
});

it('needs phone, recipient phone, amount due and tickets, then an amount within the spendable amount', async () => {
  install(undefined, '');
  renderRoute('/scan2pay4me', <ScanToPayPage />, URL);
  await screen.findByRole('heading', { name: 'Mama Put Foods' });
  const user = userEvent.setup();
  await fill(user, '25000');
  await user.click(screen.getByRole('button', { name: /^Pay ₦/ }));
  // The vendor has no phone on record: the spec's recipient phone is missing.
  expect(screen.getByRole('alert')).toHaveTextContent('Please fill out all required fields correctly.');
});

it('refuses an amount due above the spendable amount, and an amount below ₦1', async () => {
  install();
  renderRoute('/scan2pay4me', <ScanToPayPage />, URL);
  await screen.findByRole('heading', { name: 'Mama Put Foods' });
  const user = userEvent.setup();
  await fill(user, '0.50');
  await user.click(screen.getByRole('button', { name: /^Pay ₦/ }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please fill out all required fields correctly.');
  await user.clear(screen.getByLabelText('Amount due (₦)'));
  await user.type(screen.getByLabelText('Amount due (₦)'), '20000.01');
  await user.click(screen.getByRole('button', { name: /^Pay ₦/ }));
  expect(screen.getByRole('alert')).toHaveTextContent(
    'The amount due can be at most ₦20,000.00 for this shop.',
  );
});

it("says 'Could not create order.' when the server gives no order id", async () => {
  install(() => ok({}));
  renderRoute('/scan2pay4me', <ScanToPayPage />, URL);
  await screen.findByRole('heading', { name: 'Mama Put Foods' });
  const user = userEvent.setup();
  await fill(user, '1500');
  await user.click(screen.getByRole('button', { name: 'Pay ₦1,750.00' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not create order.');
});

it("says 'Error: ' plus the server's message when the order is refused", async () => {
  install(() => fail(400, 'This shop cannot take payments right now.'));
  renderRoute('/scan2pay4me', <ScanToPayPage />, URL);
  await screen.findByRole('heading', { name: 'Mama Put Foods' });
  const user = userEvent.setup();
  await fill(user, '1500');
  await user.click(screen.getByRole('button', { name: 'Pay ₦1,750.00' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Error: This shop cannot take payments right now.',
  );
});

it("says 'Failed to process payment. Please try again.' for any other failure", async () => {
  install(() => 'network-error');
  renderRoute('/scan2pay4me', <ScanToPayPage />, URL);
  await screen.findByRole('heading', { name: 'Mama Put Foods' });
  const user = userEvent.setup();
  await fill(user, '1500');
  await user.click(screen.getByRole('button', { name: 'Pay ₦1,750.00' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to process payment. Please try again.');
});
