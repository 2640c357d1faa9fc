import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { stubCheckoutNavigation } from '../test-support';
import { clearLastReference } from '../checkout/last-reference';
import { cycleAnswer, installFakeApi, ok } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { isolateSessionBetweenTests } from '../../../test/isolate-session';
import { OnTheHousePage } from './OnTheHousePage';

const URL = '/on-the-house?raffle_cycle_id=9&raffle_type_id=3';
const assign = stubCheckoutNavigation();
isolateSessionBetweenTests();

beforeEach(() => {
  clearLastReference();
});

function install() {
  return installFakeApi({
    actions: {
      validate_raffle_cycle_type: () =>
        cycleAnswer({
          raffle_cycle_id: 9,
          raffle_type_id: 3,
          winnable_amount: '10000.00',
          sponsor: 'Mama Put Foods',
        }),
      create_order: () => ok({ order_id: 'order-oth-1' }),
    },
    initiate: () => ok({ checkout_url: '/sandbox/squad/checkout/order-oth-1' }),
  });
}

it("uses On The House's own alert for missing fields, then buys like Get Cash", async () => {
  const api = install();
  renderRoute('/on-the-house', <OnTheHousePage />, URL);
  expect(await screen.findByText(/Sponsored by Mama Put Foods\./)).toBeInTheDocument();
  expect(document.title).toBe('On The House | ChancePay');
  const user = userEvent.setup();

  await user.click(screen.getByRole('button', { name: 'Pay ₦250.00' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please fill out all fields correctly.');

  await user.type(screen.getByLabelText('Phone number'), '08031234567');
  await user.click(screen.getByLabelText('I confirm that I am 18 years of age or older.'));
  await user.click(screen.getByRole('button', { name: 'Pay ₦250.00' }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/squad/checkout/order-oth-1'));
  expect(api.actionCalls('create_order')[0]).toMatchObject({ raffle_cycle_id: 9, raffle_type_id: 3 });
});

it('shows the cancelled alert when /thank-you sent the buyer back', async () => {
  install();
  renderRoute('/on-the-house', <OnTheHousePage />, URL, { state: { paymentCancelled: true } });
  expect(await screen.findByRole('alert')).toHaveTextContent('Payment was cancelled. Please try again.');
});
