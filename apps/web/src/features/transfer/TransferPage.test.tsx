import { makeValidNuban } from '@chancepay/shared/nuban';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeServer, type RecordedCall } from '../../test/fake-server';
import { renderRoutes, signInAs, storedUser } from '../../test/render-app';
import { isolateSessionBetweenTests } from '../../test/isolate-session';
import { TransferPage } from './TransferPage';

const routes = [{ path: '/dashboard/transfer', element: <TransferPage /> }];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const lookupAnswer = (name = 'ADAEZE OKAFOR') => ({
  body: { success: true, data: { account_name: name, bank: '058', bank_name: 'GTBank' } },
});
const transferAnswer = (
  status: 'Successful' | 'Pending' | 'Failed',
  message: string,
  amount = '1500.00',
) => ({
  status: status === 'Pending' ? 202 : 200,
  body: {
    success: status !== 'Failed',
    message,
    data: {
      transfer_id: 't-1',
      status,
      amount,
      fee: '0.00',
      bank: '058',
      bank_name: 'GTBank',
      recipientAccount: '1111111112',
      account_name: 'ADAEZE OKAFOR',
      wallet_balance: '0.00',
    },
  },
});

const pinState = (state: { has_pin: boolean; locked?: boolean; tries_left?: number }) => ({
  body: { success: true, data: { locked: false, tries_left: 5, ...state } },
});
const HAS_PIN = { 'GET /api/user/transaction-pin': pinState({ has_pin: true }) };

/** The review sheet (issue #27): the PIN typed on its number pad, then Send. */
async function confirmWithPin(user: ReturnType<typeof userEvent.setup>, pin = '2580') {
  const sheet = await screen.findByRole('dialog', { name: 'Review your transfer' });
  await user.type(await within(sheet).findByLabelText('Transaction PIN'), pin);
  await user.click(within(sheet).getByRole('button', { name: /^Send ₦/ }));
  return sheet;
}

isolateSessionBetweenTests();
beforeEach(() => {
  signInAs(storedUser('customer', { wallet_balance: '5000.00' }));
});

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { bank?: string; account?: string; amount?: string; description?: string },
) {
  if (values.bank !== undefined) {
    // The bank list is a searchable combobox: type part of the name, then pick the option.
    await user.type(
      screen.getByRole('combobox', { name: 'Bank' }),
      values.bank.replace(/ \(unavailable\)$/, ''),
    );
    await user.click(screen.getByRole('option', { name: values.bank }));
  }
  if (values.account !== undefined) await user.type(screen.getByLabelText('Account No.'), values.account);
  if (values.amount !== undefined) await user.type(screen.getByLabelText('Amount'), values.amount);
  if (values.description !== undefined)
    await user.type(screen.getByLabelText(/Description/), values.description);
}

describe('the Transfer page', () => {
  it("asks for the required fields before any call: 'Please fill in all required fields.'", async () => {
    const server = installFakeServer();
    const user = userEvent.setup();
    renderRoutes(routes, '/dashboard/transfer');
    await fill(user, { bank: 'GTBank', amount: '1500' });
    await user.click(screen.getByRole('button', { name: 'Transfer Now' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    expect(server.callsTo('POST /api/user/transfer')).toHaveLength(0);
  });

  it('catches a wrong NUBAN check digit as it is typed, without calling the bank', async () => {
    const server = installFakeServer();
    const user = userEvent.setup();
    renderRoutes(routes, '/dashboard/transfer');
    await fill(user, { bank: 'GTBank', account: '1111111111', amount: '1500' });
    expect(
      screen.getByText('That account number does not match the chosen bank. Check both and try again.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Transfer Now' }));
    expect(server.callsTo('POST /api/user/transfer/lookup')).toHaveLength(0);
    expect(server.callsTo('POST /api/user/transfer')).toHaveLength(0);
  });

  it('refuses Heritage Bank with the reason', async () => {
    const server = installFakeServer();
    const user = userEvent.setup();
    renderRoutes(routes, '/dashboard/transfer');
    await fill(user, {
      bank: 'Heritage Bank (unavailable)',
      account: makeValidNuban('030', '123456789'),
      amount: '500',
    });
    expect(screen.getAllByText(/The CBN revoked Heritage Bank’s licence on 3 June 2024/)[0]).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Transfer Now' }));
    expect(server.calls.filter((call) => call.path.startsWith('/api/user/transfer'))).toHaveLength(0);
  });

  it('shows the account name, needs it confirmed, sends once with an Idempotency-Key and refreshes the balance', async () => {
    let release: () => void = () => undefined;
    const server = installFakeServer({
      ...HAS_PIN,
      'POST /api/user/transfer/lookup': lookupAnswer(),
      'POST /api/user/transfer': () =>
        new Promise((resolve) => {
          release = () => resolve(transferAnswer('Successful', 'Transfer of ₦1,500.00 successful!'));
        }),
      'GET /api/user/me': {
        body: { success: true, data: storedUser('customer', { wallet_balance: '3500.00' }) },
      },
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/dashboard/transfer');
    await fill(user, { bank: 'GTBank', account: '1111111112', amount: '1500', description: 'Rent' });
    expect(await screen.findByText('ADAEZE OKAFOR')).toBeVisible();
    expect(server.callsTo('POST /api/user/transfer/lookup')[0]!.body).toEqual({
      bank: '058',
      recipientAccount: '1111111112',
    });

    await user.click(screen.getByRole('button', { name: 'Transfer Now' }));
    expect(screen.getByText("Confirm the account holder's name before sending.")).toBeVisible();
    expect(server.callsTo('POST /api/user/transfer')).toHaveLength(0);

    await user.click(screen.getByLabelText('Yes, send the money to ADAEZE OKAFOR'));
    await user.click(screen.getByRole('button', { name: 'Transfer Now' }));
    // The review sheet before any money moves: name, bank, account, amount, fee and total.
    const sheet = await screen.findByRole('dialog', { name: 'Review your transfer' });
    for (const text of ['ADAEZE OKAFOR', 'GTBank', '1111111112', 'Rent', '₦0.00'])
      expect(within(sheet).getByText(text)).toBeVisible();
    expect(within(sheet).getAllByText('₦1,500.00')).toHaveLength(2);
    expect(server.callsTo('POST /api/user/transfer')).toHaveLength(0);
    await confirmWithPin(user);
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(within(sheet).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Transfer of ₦1,500.00 successful!')).toBeVisible();
    const [sent] = server.callsTo('POST /api/user/transfer') as [RecordedCall];
    expect(sent.body).toEqual({
      bank: '058',
      recipientAccount: '1111111112',
      amount: '1500',
      description: 'Rent',
      pin: '2580',
    });
    expect(sent.headers['idempotency-key']).toMatch(UUID);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(server.callsTo('GET /api/user/me').length).toBeGreaterThan(0));
    expect(screen.getByLabelText('Account No.')).toHaveValue('');
  });

  it('retries a submission that got no answer with the same key, and a new submission with a new key', async () => {
    let attempts = 0;
    const server = installFakeServer({
      ...HAS_PIN,
      'POST /api/user/transfer/lookup': lookupAnswer(),
      'POST /api/user/transfer': () =>
        ++attempts === 1
          ? { status: 503, body: { success: false, message: 'Busy' } }
          : transferAnswer('Successful', 'ok', '200.00'),
      'GET /api/user/me': {
        body: { success: true, data: storedUser('customer', { wallet_balance: '5000.00' }) },
      },
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/dashboard/transfer');
    await fill(user, { bank: 'GTBank', account: '1111111112', amount: '200' });
    await user.click(await screen.findByLabelText('Yes, send the money to ADAEZE OKAFOR'));
    await user.click(screen.getByRole('button', { name: 'Transfer Now' }));
    await confirmWithPin(user);
    expect(await screen.findByText('Transfer of ₦200.00 successful!', {}, { timeout: 3000 })).toBeVisible();
    const [first, retry] = server.callsTo('POST /api/user/transfer');
    expect(retry!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);

    await fill(user, { account: '1111111112', amount: '200' });
    await user.click(await screen.findByLabelText('Yes, send the money to ADAEZE OKAFOR'));
    await user.click(screen.getByRole('button', { name: 'Transfer Now' }));
    await confirmWithPin(user);
    await waitFor(() => expect(server.callsTo('POST /api/user/transfer')).toHaveLength(3));
    expect(server.callsTo('POST /api/user/transfer')[2]!.headers['idempotency-key']).not.toBe(
      first!.headers['idempotency-key'],
    );
  });

  it('says a bank’s refusal without "Please try again", and a refusal on the field it concerns', async () => {
    const server = installFakeServer({
      ...HAS_PIN,
      'POST /api/user/transfer/lookup': lookupAnswer('EMEKA OBI'),
      'POST /api/user/transfer': transferAnswer(
        'Failed',
        'Transaction failed. Please try again. The bank did not accept the transfer; ₦1,500.00 is back in the wallet.',
      ),
      'GET /api/user/me': {
        body: { success: true, data: storedUser('customer', { wallet_balance: '5000.00' }) },
      },
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/dashboard/transfer');
    await fill(user, { bank: 'GTBank', account: '2222222223', amount: '1500' });
    await user.click(await screen.findByLabelText('Yes, send the money to EMEKA OBI'));
    await user.click(screen.getByRole('button', { name: 'Transfer Now' }));
    await confirmWithPin(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Transaction failed. Please try again.');
    expect(alert).toHaveTextContent('The bank did not accept this transfer.');
    expect(alert).toHaveTextContent('₦1,500.00 is back in the wallet.');
    expect(alert).toHaveTextContent('will be refused the same way');

    server.route('POST /api/user/transfer', {
      status: 422,
      body: {
        success: false,
        message: 'Your wallet balance is ₦5,000.00, not enough to send ₦9,000.00.',
        errors: [
          { field: 'amount', message: 'Your wallet balance is ₦5,000.00, not enough to send ₦9,000.00.' },
        ],
      },
    });
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '4000');
    await user.click(screen.getByRole('button', { name: 'Transfer Now' }));
    await confirmWithPin(user);
    // The spec's title, with the server's reason beside it and on the amount field it names.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Transaction failed. Please try again.Your wallet balance is ₦5,000.00, not enough to send ₦9,000.00.',
    );
    expect(screen.getByLabelText('Amount')).toHaveClass('is-invalid');
  });

  it("beside a refusal for the wallet's tier, links to the step that raises the limit (issue #21)", async () => {
    const tierRefusal =
      'Tier 1 lets you send ₦50,000.00 a day; ₦10,000.00 is left today. Verify your NIN to send up to ₦200,000.00 a day.';
    const server = installFakeServer({
      ...HAS_PIN,
      'POST /api/user/transfer/lookup': lookupAnswer('EMEKA OBI'),
      'POST /api/user/transfer': {
        status: 422,
        body: { success: false, message: tierRefusal, code: 'tier_limit' },
      },
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/dashboard/transfer');
    await fill(user, { bank: 'GTBank', account: '2222222223', amount: '1500' });
    await user.click(await screen.findByLabelText('Yes, send the money to EMEKA OBI'));
    await user.click(screen.getByRole('button', { name: 'Transfer Now' }));
    await confirmWithPin(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(tierRefusal);
    expect(
      within(alert).getByRole('link', { name: 'Verify your identity to raise your limit' }),
    ).toHaveAttribute('href', '/dashboard/profile#verify-identity');

    // Another refusal (the transfer limit that applies to every tier) has no such link.
    server.route('POST /api/user/transfer', {
      status: 422,
      body: { success: false, message: 'You can send at most ₦500,000.00 a day to banks.' },
    });
    await user.click(screen.getByRole('button', { name: 'Transfer Now' }));
    await confirmWithPin(user);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('You can send at most ₦500,000.00 a day to banks.'),
    );
    expect(within(screen.getByRole('alert')).queryByRole('link')).toBeNull();
  });

  it('says at once on the amount field when it is over the balance, and sends nothing', async () => {
    const server = installFakeServer({ 'POST /api/user/transfer/lookup': lookupAnswer() });
    const user = userEvent.setup();
    renderRoutes(routes, '/dashboard/transfer');
    await fill(user, { bank: 'GTBank', account: '1111111112', amount: '7000.50' });
    expect(screen.getByText('You have ₦5,000.00 – enter ₦5,000.00 or less')).toBeVisible();
    expect(screen.getByLabelText('Amount')).toHaveClass('is-invalid');
    await user.click(await screen.findByLabelText('Yes, send the money to ADAEZE OKAFOR'));
    await user.click(screen.getByRole('button', { name: 'Transfer Now' }));
    expect(server.callsTo('POST /api/user/transfer')).toHaveLength(0);
    expect(screen.queryByText(/Transaction failed/)).toBeNull();
  });

  it('keeps all ten digits of a pasted number with spaces or dashes, and says how many are missing', async () => {
    installFakeServer({ 'POST /api/user/transfer/lookup': lookupAnswer() });
    const user = userEvent.setup();
    renderRoutes(routes, '/dashboard/transfer');
    const accountField = screen.getByLabelText('Account No.');
    await user.click(accountField);
    await user.paste('111-111-111');
    expect(accountField).toHaveValue('111111111');
    expect(screen.getByText('1 more digit needed: account numbers have 10 digits.')).toBeVisible();
    await user.clear(accountField);
    await user.paste('1111 111 112');
    expect(accountField).toHaveValue('1111111112');
    expect(screen.queryByText(/more digit/)).toBeNull();
  });

  it('suggests banks for a number typed first (OPay and PalmPay first), and one tap runs the name enquiry', async () => {
    const server = installFakeServer({ 'POST /api/user/transfer/lookup': lookupAnswer() });
    const user = userEvent.setup();
    renderRoutes(routes, '/dashboard/transfer');
    await user.type(screen.getByLabelText('Account No.'), '1111111112');
    const suggested = screen.getByRole('group', { name: 'Suggested banks' });
    const names = within(suggested)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names.slice(0, 2)).toEqual(['OPay', 'PalmPay']);
    expect(names).toContain('GTBank');
    await user.click(within(suggested).getByRole('button', { name: 'GTBank' }));
    expect(screen.getByRole('combobox', { name: 'Bank' })).toHaveValue('GTBank');
    expect(await screen.findByText('ADAEZE OKAFOR')).toBeVisible();
    expect(server.callsTo('POST /api/user/transfer/lookup')[0]!.body).toEqual({
      bank: '058',
      recipientAccount: '1111111112',
    });
  });

  it('finds OPay by typing "opay" and picks it with the keyboard', async () => {
    const server = installFakeServer({ 'POST /api/user/transfer/lookup': lookupAnswer() });
    const user = userEvent.setup();
    renderRoutes(routes, '/dashboard/transfer');
    const picker = screen.getByRole('combobox', { name: 'Bank' });
    await user.type(picker, 'opay');
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['OPay']);
    await user.keyboard('{Enter}');
    expect(picker).toHaveValue('OPay');
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    await user.type(screen.getByLabelText('Account No.'), '8031234567');
    await waitFor(() =>
      expect(server.callsTo('POST /api/user/transfer/lookup')[0]?.body).toEqual({
        bank: '100004',
        recipientAccount: '8031234567',
      }),
    );
  });

  it('tells a pending transfer apart from a failed one', async () => {
    installFakeServer({
      ...HAS_PIN,
      'POST /api/user/transfer/lookup': lookupAnswer('BOLA ADEYEMI'),
      'POST /api/user/transfer': transferAnswer(
        'Pending',
        'Your transfer of ₦1,500.00 is being processed. Check Transaction Reports for the result.',
      ),
      'GET /api/user/me': {
        body: { success: true, data: storedUser('customer', { wallet_balance: '5000.00' }) },
      },
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/dashboard/transfer');
    await fill(user, { bank: 'GTBank', account: '3333333334', amount: '1500' });
    await user.click(await screen.findByLabelText('Yes, send the money to BOLA ADEYEMI'));
    await user.click(screen.getByRole('button', { name: 'Transfer Now' }));
    await confirmWithPin(user);
    expect(await screen.findByRole('status')).toHaveTextContent('is being processed');
    expect(screen.queryByText('Transaction failed. Please try again.')).toBeNull();
  });

  it('keeps the sheet open on a wrong PIN, says how many tries are left, and sends with the right one', async () => {
    const wrong = 'That PIN is not right. You have 4 tries left.';
    let tries = 0;
    const server = installFakeServer({
      ...HAS_PIN,
      'POST /api/user/transfer/lookup': lookupAnswer(),
      'POST /api/user/transfer': () =>
        ++tries === 1
          ? {
              status: 403,
              body: { success: false, message: wrong, errors: [{ field: 'pin', message: wrong }] },
            }
          : transferAnswer('Successful', 'Transfer of ₦1,500.00 successful!'),
      'GET /api/user/me': {
        body: { success: true, data: storedUser('customer', { wallet_balance: '5000.00' }) },
      },
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/dashboard/transfer');
    await fill(user, { bank: 'GTBank', account: '1111111112', amount: '1500' });
    await user.click(await screen.findByLabelText('Yes, send the money to ADAEZE OKAFOR'));
    await user.click(screen.getByRole('button', { name: 'Transfer Now' }));
    const sheet = await confirmWithPin(user, '1593');
    expect(await within(sheet).findByText(wrong)).toBeVisible();
    expect(within(sheet).getByLabelText('Transaction PIN')).toHaveValue('');
    expect(screen.queryByText('Transaction failed. Please try again.')).toBeNull();
    await confirmWithPin(user, '2580');
    expect(await screen.findByText('Transfer of ₦1,500.00 successful!')).toBeVisible();
    const [first, second] = server.callsTo('POST /api/user/transfer');
    expect((first!.body as { pin: string }).pin).toBe('1593');
    expect((second!.body as { pin: string }).pin).toBe('2580');
  });

  it('takes digits only in a masked PIN field on the number pad, and asks for all four', async () => {
    const server = installFakeServer({ ...HAS_PIN, 'POST /api/user/transfer/lookup': lookupAnswer() });
    const user = userEvent.setup();
    renderRoutes(routes, '/dashboard/transfer');
    await fill(user, { bank: 'GTBank', account: '1111111112', amount: '1500' });
    await user.click(await screen.findByLabelText('Yes, send the money to ADAEZE OKAFOR'));
    await user.click(screen.getByRole('button', { name: 'Transfer Now' }));
    const sheet = await screen.findByRole('dialog', { name: 'Review your transfer' });
    const field = await within(sheet).findByLabelText('Transaction PIN');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'off');
    await user.type(field, '2a5-8099');
    expect(field).toHaveValue('2580');
    await user.clear(field);
    await user.type(field, '25');
    await user.click(within(sheet).getByRole('button', { name: 'Send ₦1,500.00' }));
    expect(within(sheet).getByText('Enter your 4-digit transaction PIN.')).toBeVisible();
    expect(server.callsTo('POST /api/user/transfer')).toHaveLength(0);
  });

  it('asks a customer without a PIN to set one in the sheet, then to enter it', async () => {
    const server = installFakeServer({
      'GET /api/user/transaction-pin': pinState({ has_pin: false }),
      'POST /api/user/transaction-pin': {
        body: {
          success: true,
          message: 'Your transaction PIN is set. You will enter it to confirm every transfer.',
          data: { has_pin: true, locked: false, tries_left: 5 },
        },
      },
      'POST /api/user/transfer/lookup': lookupAnswer(),
      'POST /api/user/transfer': transferAnswer('Successful', 'Transfer of ₦1,500.00 successful!'),
      'GET /api/user/me': {
        body: { success: true, data: storedUser('customer', { wallet_balance: '5000.00' }) },
      },
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/dashboard/transfer');
    await fill(user, { bank: 'GTBank', account: '1111111112', amount: '1500' });
    await user.click(await screen.findByLabelText('Yes, send the money to ADAEZE OKAFOR'));
    await user.click(screen.getByRole('button', { name: 'Transfer Now' }));
    const sheet = await screen.findByRole('dialog', { name: 'Review your transfer' });
    expect(await within(sheet).findByRole('heading', { name: 'Set a transaction PIN' })).toBeVisible();
    await user.type(within(sheet).getByLabelText('New 4-digit PIN'), '2580');
    await user.type(within(sheet).getByLabelText('Type the new PIN again'), '2508');
    await user.type(within(sheet).getByLabelText('Your account password'), 'Correct-Horse-Battery-9');
    await user.click(within(sheet).getByRole('button', { name: 'Set PIN' }));
    expect(within(sheet).getByText('The two PINs are not the same. Type the new PIN again.')).toBeVisible();
    expect(server.callsTo('POST /api/user/transaction-pin')).toHaveLength(0);
    await user.clear(within(sheet).getByLabelText('Type the new PIN again'));
    await user.type(within(sheet).getByLabelText('Type the new PIN again'), '2580');
    await user.click(within(sheet).getByRole('button', { name: 'Set PIN' }));
    expect(server.callsTo('POST /api/user/transaction-pin')[0]!.body).toEqual({
      password: 'Correct-Horse-Battery-9',
      new_pin: '2580',
    });
    expect(await within(sheet).findByText(/Your transaction PIN is set/)).toBeVisible();
    await confirmWithPin(user, '2580');
    expect(await screen.findByText('Transfer of ₦1,500.00 successful!')).toBeVisible();
  });

  it('sends a locked PIN to the reset on My Profile', async () => {
    installFakeServer({
      'GET /api/user/transaction-pin': pinState({ has_pin: true, locked: true, tries_left: 0 }),
      'POST /api/user/transfer/lookup': lookupAnswer(),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/dashboard/transfer');
    await fill(user, { bank: 'GTBank', account: '1111111112', amount: '1500' });
    await user.click(await screen.findByLabelText('Yes, send the money to ADAEZE OKAFOR'));
    await user.click(screen.getByRole('button', { name: 'Transfer Now' }));
    const sheet = await screen.findByRole('dialog', { name: 'Review your transfer' });
    expect(await within(sheet).findByRole('link', { name: 'Reset your PIN on My Profile' })).toHaveAttribute(
      'href',
      '/dashboard/profile#transaction-pin',
    );
    expect(within(sheet).queryByLabelText('Transaction PIN')).toBeNull();
  });
});
