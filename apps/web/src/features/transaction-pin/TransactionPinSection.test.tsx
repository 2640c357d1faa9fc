import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeServer } from '../../test/fake-server';
import { isolateSessionBetweenTests } from '../../test/isolate-session';
import { renderRoutes, signInAs, storedUser } from '../../test/render-app';
import { TransactionPinSection } from './TransactionPinSection';

const routes = [{ path: '/dashboard/profile', element: <TransactionPinSection /> }];
const PASSWORD = 'Correct-Horse-Battery-9';
const state = (data: {
  has_pin: boolean;
  locked?: boolean;
  tries_left?: number;
  ussd_code?: string | null;
}) => ({
  body: { success: true, data: { locked: false, tries_left: 5, ...data } },
});
const answer = (message: string, data = { has_pin: true, locked: false, tries_left: 5 }) => ({
  body: { success: true, message, data },
});

isolateSessionBetweenTests();
beforeEach(() => signInAs(storedUser('customer')));

async function section() {
  renderRoutes(routes, '/dashboard/profile');
  return screen.findByRole('region', { name: 'Transaction PIN' });
}

describe('the Transaction PIN section of My Profile', () => {
  it('sets the first PIN with the password and shows the server’s answer', async () => {
    const server = installFakeServer({
      'GET /api/user/transaction-pin': state({ has_pin: false }),
      'POST /api/user/transaction-pin': answer(
        'Your transaction PIN is set. You will enter it to confirm every transfer.',
      ),
    });
    const user = userEvent.setup();
    const region = await section();
    await user.type(await within(region).findByLabelText('New 4-digit PIN'), '2580');
    await user.type(within(region).getByLabelText('Type the new PIN again'), '2580');
    await user.type(within(region).getByLabelText('Your account password'), PASSWORD);
    await user.click(within(region).getByRole('button', { name: 'Set PIN' }));
    expect(await within(region).findByRole('status')).toHaveTextContent('Your transaction PIN is set.');
    expect(server.callsTo('POST /api/user/transaction-pin')[0]!.body).toEqual({
      password: PASSWORD,
      new_pin: '2580',
    });
    expect(
      within(region).getByText('Your PIN is set. You enter it to confirm every transfer.'),
    ).toBeVisible();
  });

  it('shows a refused PIN’s reason on the field the server names', async () => {
    const obvious =
      'That PIN is too easy to guess (all the same digit, or digits in sequence like 1234 or 4321). Choose another.';
    installFakeServer({
      'GET /api/user/transaction-pin': state({ has_pin: false }),
      'POST /api/user/transaction-pin': {
        status: 400,
        body: { success: false, message: obvious, errors: [{ field: 'new_pin', message: obvious }] },
      },
    });
    const user = userEvent.setup();
    const region = await section();
    await user.type(await within(region).findByLabelText('New 4-digit PIN'), '1234');
    await user.type(within(region).getByLabelText('Type the new PIN again'), '1234');
    await user.type(within(region).getByLabelText('Your account password'), PASSWORD);
    await user.click(within(region).getByRole('button', { name: 'Set PIN' }));
    expect(await within(region).findByText(obvious)).toBeVisible();
    expect(within(region).getByLabelText('New 4-digit PIN')).toHaveValue('');
  });

  it('changes the PIN with the current one', async () => {
    const server = installFakeServer({
      'GET /api/user/transaction-pin': state({ has_pin: true }),
      'POST /api/user/transaction-pin': answer('Your transaction PIN is changed.'),
    });
    const user = userEvent.setup();
    const region = await section();
    await user.click(await within(region).findByRole('button', { name: 'Change PIN' }));
    await user.type(within(region).getByLabelText('Current PIN'), '2580');
    await user.type(within(region).getByLabelText('New 4-digit PIN'), '3691');
    await user.type(within(region).getByLabelText('Type the new PIN again'), '3691');
    await user.type(within(region).getByLabelText('Your account password'), PASSWORD);
    await user.click(within(region).getByRole('button', { name: 'Change PIN' }));
    expect(await within(region).findByRole('status')).toHaveTextContent('Your transaction PIN is changed.');
    expect(server.callsTo('POST /api/user/transaction-pin')[0]!.body).toEqual({
      password: PASSWORD,
      new_pin: '3691',
      current_pin: '2580',
    });
  });

  it('says the PIN also works by USSD, with the code to dial, only when the channel is open', async () => {
    installFakeServer({
      'GET /api/user/transaction-pin': state({ has_pin: true, ussd_code: '*347*250#' }),
    });
    const region = await section();
    expect(await within(region).findByText(/No data\? Dial/)).toHaveTextContent(
      'No data? Dial *347*250# on any phone with this number to buy tickets and check your balance with the same PIN.',
    );
  });

  it('says nothing of USSD when the server has it closed', async () => {
    installFakeServer({ 'GET /api/user/transaction-pin': state({ has_pin: true, ussd_code: null }) });
    const region = await section();
    await within(region).findByRole('button', { name: 'Change PIN' });
    expect(within(region).queryByText(/Dial/)).toBeNull();
  });

  it('resets a locked PIN with the code texted to the phone', async () => {
    const server = installFakeServer({
      'GET /api/user/transaction-pin': state({ has_pin: true, locked: true, tries_left: 0 }),
      'POST /api/user/transaction-pin/reset-code': {
        body: {
          success: true,
          message: 'We sent a 6-digit code to +234803****567. Enter it with a new PIN.',
          data: { phone: '+234803****567' },
        },
      },
      'POST /api/user/transaction-pin/reset': answer('Your new transaction PIN is set and unlocked.'),
    });
    const user = userEvent.setup();
    const region = await section();
    expect(
      await within(region).findByText(
        'Your PIN is locked after 5 wrong tries. Reset it with a code we text to your phone.',
      ),
    ).toBeVisible();
    expect(within(region).queryByRole('button', { name: 'Change PIN' })).toBeNull();
    await user.click(within(region).getByRole('button', { name: 'Forgot PIN?' }));
    await user.click(within(region).getByRole('button', { name: 'Text me a code' }));
    expect(await within(region).findByRole('status')).toHaveTextContent(
      'We sent a 6-digit code to +234803****567.',
    );
    await user.type(within(region).getByLabelText('Code from the SMS'), '123456');
    await user.type(within(region).getByLabelText('New 4-digit PIN'), '3691');
    await user.type(within(region).getByLabelText('Type the new PIN again'), '3691');
    await user.type(within(region).getByLabelText('Your account password'), PASSWORD);
    await user.click(within(region).getByRole('button', { name: 'Set new PIN' }));
    expect(await within(region).findByText('Your new transaction PIN is set and unlocked.')).toBeVisible();
    expect(server.callsTo('POST /api/user/transaction-pin/reset')[0]!.body).toEqual({
      code: '123456',
      new_pin: '3691',
      password: PASSWORD,
    });
  });
});
