import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '../../../test/fake-server';
import { isolateSessionBetweenTests } from '../../../test/isolate-session';
import { renderRoutes, signInAs, storedUser } from '../../../test/render-app';
import { MONEY_IN_ACCOUNT_PATH } from '../api/money-in-account';
import { AddMoneyPage } from './AddMoneyPage';

const GET = `GET ${MONEY_IN_ACCOUNT_PATH}`;
const POST = `POST ${MONEY_IN_ACCOUNT_PATH}`;
const CAP_NOTE = 'Tier 1 wallets hold up to ₦300,000.00; anything above it is held until you verify more.';
const OPEN = {
  status: 'open',
  account_number: '0123456789',
  bank_name: 'GTBank',
  account_name: 'CHANCEPAY/ADA OKAFOR',
  message: CAP_NOTE,
  credits: [
    {
      reference: 'ref-1',
      amount: '5000.00',
      fee: '5.00',
      received_at: '2027-05-21T13:05:00Z',
      status: 'posted',
      message: null,
    },
    {
      reference: 'ref-2',
      amount: '25000.00',
      fee: '0.00',
      received_at: '2027-05-21T14:10:00Z',
      status: 'frozen',
      message: 'The gateway holds transfers of ₦20,000.00 or more until your BVN is on the account.',
    },
    {
      reference: 'ref-3',
      amount: '400000.00',
      fee: '0.00',
      received_at: '2027-05-22T08:00:00Z',
      status: 'held',
      message: '₦100,000.00 is held above your wallet limit.',
    },
  ],
};
const NEEDS_BVN = {
  status: 'needs_bvn_again',
  name: 'ADA OKAFOR',
  message: 'Type your BVN again to open your own account number. We do not keep it.',
};
const answer = (data: unknown, status = 200) => ({ status, body: { success: true, data } });
const routes = [
  { path: '/dashboard/add-money', element: <AddMoneyPage /> },
  { path: '/dashboard/profile', element: <p>My Profile page</p> },
];

isolateSessionBetweenTests();
beforeEach(() => signInAs(storedUser('customer')));
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  return renderRoutes(routes, '/dashboard/add-money');
}

describe('Add money', () => {
  it('shows the open account: the number, bank and name, how it works, the cap note and recent credits', async () => {
    installFakeServer({ [GET]: answer(OPEN) });
    renderPage();
    expect(await screen.findByTestId('account-number')).toHaveTextContent('0123456789');
    expect(screen.getByText('GTBank')).toBeVisible();
    expect(screen.getByText('CHANCEPAY/ADA OKAFOR')).toBeVisible();
    expect(
      screen.getByText(
        'Send any amount from any bank app to this account. It arrives in your wallet in a minute or two.',
      ),
    ).toBeVisible();
    expect(screen.getByText(CAP_NOTE)).toBeVisible();

    const credits = within(screen.getByRole('list', { name: 'Recent top-ups' })).getAllByRole('listitem');
    expect(credits).toHaveLength(3);
    expect(credits[0]).toHaveTextContent('₦5,000.00');
    expect(credits[0]).toHaveTextContent('In your wallet');
    expect(credits[0]).toHaveTextContent('21 May 2027 at 14:05');
    expect(credits[0]).toHaveTextContent('Fee ₦5.00');
    expect(credits[1]).toHaveTextContent('Waiting for the gateway to release it');
    expect(credits[1]).toHaveTextContent('until your BVN is on the account');
    expect(credits[2]).toHaveTextContent('Held over your wallet limit');
    expect(credits[2]).toHaveTextContent('₦100,000.00 is held above your wallet limit.');
  });

  it('copies the account number and says so in a live region', async () => {
    installFakeServer({ [GET]: answer(OPEN) });
    const user = userEvent.setup();
    // user-event installs its own clipboard stub; ours records what was written.
    const writeText = vi.fn(async () => undefined);
    renderPage();
    await screen.findByTestId('account-number');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy account number' }));
    expect(writeText).toHaveBeenCalledWith('0123456789');
    expect(await screen.findByRole('status')).toHaveTextContent('Copied');
  });

  it('still helps when the browser has no clipboard: the number is selected and the person told how', async () => {
    installFakeServer({ [GET]: answer(OPEN) });
    const user = userEvent.setup();
    renderPage();
    const number = await screen.findByTestId('account-number');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy account number' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Could not copy here. The account number is selected: press and hold it, then choose Copy.',
    );
    expect(window.getSelection()?.toString()).toBe(number.textContent);
  });

  it('opens the account with the BVN typed again, showing a refused field on that field, then the number', async () => {
    const refused = 'That is not the BVN you verified. Type the 11 digits of your own BVN.';
    const server = installFakeServer({
      [GET]: answer(NEEDS_BVN),
      [POST]: {
        status: 400,
        body: { success: false, message: refused, errors: [{ field: 'bvn', message: refused }] },
      },
    });
    const user = userEvent.setup();
    renderPage();
    const form = await screen.findByRole('form', { name: 'Get your account number' });
    expect(screen.getByText(NEEDS_BVN.message)).toBeVisible();
    expect(screen.getByText('ADA OKAFOR')).toBeVisible();

    // Checked here first: nothing is sent with a short BVN or without gender and address.
    await user.type(within(form).getByLabelText('Your BVN'), '2222 2222');
    await user.click(within(form).getByRole('button', { name: 'Get my account number' }));
    expect(within(form).getByLabelText('Your BVN')).toHaveAccessibleDescription(
      expect.stringContaining('A BVN has 11 digits; you entered 8.'),
    );
    expect(within(form).getByText('Choose male or female, as your bank has it.')).toBeVisible();
    expect(server.callsTo(POST)).toHaveLength(0);

    await user.type(within(form).getByLabelText('Your BVN'), '333');
    await user.click(within(form).getByLabelText('Female'));
    await user.type(within(form).getByLabelText('Home address'), '12 Allen Avenue, Ikeja, Lagos');
    await user.click(within(form).getByRole('button', { name: 'Get my account number' }));
    expect(await within(form).findByText(refused)).toBeVisible();
    expect(within(form).getByLabelText('Your BVN')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Your BVN')).toHaveAccessibleDescription(
      expect.stringContaining(refused),
    );
    expect(server.callsTo(POST)[0]!.body).toEqual({
      bvn: '22222222333',
      gender: 'female',
      address: '12 Allen Avenue, Ikeja, Lagos',
    });

    server.route(POST, {
      status: 201,
      body: { success: true, message: 'Your account number is ready.', data: { ...OPEN, credits: [] } },
    });
    server.route(GET, answer({ ...OPEN, credits: [] }));
    const bvn = within(form).getByLabelText('Your BVN');
    await user.clear(bvn);
    await user.type(bvn, '22222222222');
    await user.click(within(form).getByRole('button', { name: 'Get my account number' }));
    expect(await screen.findByTestId('account-number')).toHaveTextContent('0123456789');
    expect(screen.getByText(/Nothing has arrived yet/)).toBeVisible();
  });

  it('shows a gateway refusal above the form', async () => {
    installFakeServer({
      [GET]: answer(NEEDS_BVN),
      [POST]: {
        status: 502,
        body: { success: false, message: 'The bank did not answer. Try again in a minute.' },
      },
    });
    const user = userEvent.setup();
    renderPage();
    const form = await screen.findByRole('form', { name: 'Get your account number' });
    await user.type(within(form).getByLabelText('Your BVN'), '22222222222');
    await user.click(within(form).getByLabelText('Male'));
    await user.type(within(form).getByLabelText('Home address'), '12 Allen Avenue, Ikeja, Lagos');
    await user.click(within(form).getByRole('button', { name: 'Get my account number' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The bank did not answer. Try again in a minute.',
    );
  });

  it('tells a customer who is not eligible why, with the way to My Profile', async () => {
    installFakeServer({
      [GET]: answer({
        status: 'not_eligible',
        message: 'Your own account number comes with a verified BVN.',
        next_step: 'Verify your BVN on My Profile to get your own account number.',
      }),
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Your own account number comes with a verified BVN.')).toBeVisible();
    expect(screen.getByText('Verify your BVN on My Profile to get your own account number.')).toBeVisible();
    const link = screen.getByRole('link', { name: 'Go to My Profile' });
    expect(link).toHaveAttribute('href', '/dashboard/profile#verify-identity');
    await user.click(link);
    expect(await screen.findByText('My Profile page')).toBeVisible();
  });

  it('says what to do when the account cannot load, and tries again', async () => {
    const server = installFakeServer({ [GET]: { status: 400, body: { success: false, message: 'Bad' } } });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your account number. Check your connection, then try again.',
    );
    server.route(GET, answer(OPEN));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('account-number')).toHaveTextContent('0123456789');
  });
});
