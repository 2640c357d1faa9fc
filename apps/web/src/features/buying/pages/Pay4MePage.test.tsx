import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { raffleOfferFromCycle } from '../api/raffle-offer';
import { stubCheckoutNavigation } from '../test-support';
import { Pay4MeForm } from '../components/Pay4MeForm';
import { cycleAnswer, fail, installFakeApi, ok, type FakeAnswer } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { isolateSessionBetweenTests } from '../../../test/isolate-session';
import { Pay4MePage } from './Pay4MePage';

const URL = '/pay4me?raffle_cycle_id=8&raffle_type_id=2';
const vendorsAnswer = ok({
  success: true,
  vendors: [
    { vendor_id: 'vendor-1', vendor_name: 'Mama Put Foods' },
    { ID: 'vendor-2', vendor_name: 'Ikeja Phones' },
    { id: 'vendor-3' },
  ],
});

const assign = stubCheckoutNavigation();
isolateSessionBetweenTests();

function install(createOrder: () => FakeAnswer = () => ok({ order_id: 'order-p4m-1' })) {
  return installFakeApi({
    actions: {
      validate_raffle_cycle_type: () =>
        cycleAnswer({ raffle_cycle_id: 8, raffle_type_id: 2, winnable_amount: '20000.00' }),
      get_vendors: () => vendorsAnswer,
      create_order: createOrder,
    },
    initiate: () => ok({ checkout_url: '/sandbox/squad/checkout/order-p4m-1' }),
  });
}

async function toStepTwo() {
  const user = userEvent.setup();
  await screen.findByText(/we pay the shop ₦20,000.00/);
  await user.type(screen.getByLabelText('Your phone number'), '0803-123-4567');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('combobox', { name: 'Vendor' });
  return user;
}

/** Step 2: search, pick Mama Put Foods, confirm 18+ and pay one ticket. */
async function payForMamaPut(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('combobox', { name: 'Vendor' }), 'mama');
  await user.click(await screen.findByRole('option', { name: 'Mama Put Foods' }));
  await user.click(screen.getByLabelText('I confirm that I am 18 years of age or older.'));
  await user.click(screen.getByRole('button', { name: 'Pay ₦250.00' }));
}

describe('Pay4Me', () => {
  it('asks for the phone first and refuses an invalid one', async () => {
    install();
    renderRoute('/pay4me', <Pay4MePage />, URL);
    const user = userEvent.setup();
    await screen.findByText(/we pay the shop ₦20,000.00/);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter a valid Nigerian phone number, like 08031234567.',
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('searches vendors, keeps Submit disabled until one is chosen, and goes Back and forth', async () => {
    install();
    renderRoute('/pay4me', <Pay4MePage />, URL);
    const user = await toStepTwo();
    expect(screen.getByText('Step 2 of 2 · Your phone: +2348031234567')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Pay ₦250.00' });
    expect(submit).toBeDisabled();

    await user.type(screen.getByRole('combobox', { name: 'Vendor' }), 'PHONES');
    await user.click(await screen.findByRole('option', { name: 'Ikeja Phones' }));
    expect(submit).toBeEnabled();

    await user.clear(screen.getByLabelText('Number of tickets'));
    expect(screen.getByRole('button', { name: 'Pay ₦0.00' })).toBeDisabled();
    await user.type(screen.getByLabelText('Number of tickets'), '3');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Your phone number')).toHaveValue('0803-123-4567');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('combobox', { name: 'Vendor' })).toHaveValue('Ikeja Phones');

    await user.click(screen.getByLabelText('I confirm that I am 18 years of age or older.'));
    await user.click(screen.getByRole('button', { name: 'Pay ₦750.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/squad/checkout/order-p4m-1'));
  });

  it('lists an unnamed vendor as Unnamed Vendor', async () => {
    install();
    renderRoute('/pay4me', <Pay4MePage />, URL);
    const user = await toStepTwo();
    await user.click(screen.getByRole('combobox', { name: 'Vendor' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Mama Put Foods',
      'Ikeja Phones',
      'Unnamed Vendor',
    ]);
  });

  it('sends the vendor, the placeholder email and the 18+ confirmation with the order', async () => {
    const api = install();
    renderRoute('/pay4me', <Pay4MePage />, URL);
    const user = await toStepTwo();
    await payForMamaPut(user);
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(api.actionCalls('create_order')[0]).toMatchObject({
      vendor_id: 'vendor-1',
      customer_phone: '+2348031234567',
      customer_email: '2348031234567@guest.chancepay.ng',
      raffle_type_id: 2,
      order_amount: '250.00',
      age_confirmed: true,
    });
  });

  it('gives the network error message of section 8', async () => {
    install(() => 'network-error');
    renderRoute('/pay4me', <Pay4MePage />, URL);
    const user = await toStepTwo();
    await payForMamaPut(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error. Please check your internet connection and try again.',
    );
  });

  it("gives 'Error: ' plus the server's message for any other failure", async () => {
    install(() => fail(400, 'This raffle cycle is no longer open.'));
    renderRoute('/pay4me', <Pay4MePage />, URL);
    const user = await toStepTwo();
    await payForMamaPut(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: This raffle cycle is no longer open.');
  });
});

describe('Pay4Me checks, in the spec order', () => {
  const offer = raffleOfferFromCycle(
    {
      raffle_cycle_id: 8,
      raffle_type_id: 2,
      winnable_amount: '20000.00',
      price_of_ticket: '250.00',
      payout_ratio_bps: 7000,
    },
    2,
  );

  function renderForm(props: { offer: typeof offer | null; online: boolean }) {
    installFakeApi({ actions: { get_vendors: () => vendorsAnswer } });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <Pay4MeForm offer={props.offer} originPath="/pay4me" isOnline={() => props.online} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  async function stepTwo() {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your phone number'), '08031234567');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    return user;
  }

  // The disabled Submit keeps most of these from a person; the checks still guard a submit by Enter.
  const submit = () => fireEvent.submit(screen.getByRole('form', { name: 'Choose the vendor and tickets' }));

  it('1. offline comes first, even with everything else missing', async () => {
    renderForm({ offer: null, online: false });
    await stepTwo();
    submit();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You are offline. Please check your internet connection and try again.',
    );
  });

  it('2. then the raffle details', async () => {
    renderForm({ offer: null, online: true });
    await stepTwo();
    submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Please wait for raffle details to load.');
  });

  it('3. then the vendor, 4. then the tickets, 5. then the ticket price', async () => {
    renderForm({ offer: { ...offer, ticketPriceKobo: 0 }, online: true });
    const user = await stepTwo();
    await user.clear(screen.getByLabelText('Number of tickets'));
    submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a registered vendor.');

    await user.type(screen.getByRole('combobox', { name: 'Vendor' }), 'ikeja');
    await user.click(await screen.findByRole('option', { name: 'Ikeja Phones' }));
    submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one ticket.');

    await user.type(screen.getByLabelText('Number of tickets'), '2');
    submit();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ticket price is unavailable at the moment. Please try again shortly.',
    );
  });

  it('then the 18+ confirmation', async () => {
    renderForm({ offer, online: true });
    const user = await stepTwo();
    await user.type(screen.getByRole('combobox', { name: 'Vendor' }), 'ikeja');
    await user.click(await screen.findByRole('option', { name: 'Ikeja Phones' }));
    submit();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please confirm that you are 18 or older to take part.',
    );
  });
});
