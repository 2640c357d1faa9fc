import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeServer } from '../../test/fake-server';
import { isolateSessionBetweenTests } from '../../test/isolate-session';
import { renderRoutes, signInAs, storedUser } from '../../test/render-app';
import { ProfilePage } from '../profile/ProfilePage';
import { IDENTITY_CONSENT_TEXT } from './IdentityNumberForm';
import { identityState, walletLimits } from './test-support';

const routes = [{ path: '/dashboard/profile', element: <ProfilePage /> }];
const open = () => renderRoutes(routes, '/dashboard/profile#verify-identity');

const TIER_ONE = identityState({
  tier: 1,
  date_of_birth: '1994-03-12',
  verified_name: 'CHIAMAKA EZE',
  bvn: { last4: '2222', verified_at: '2026-11-26T09:00:00.000Z' },
  next_step: 'nin',
  next_step_message: 'Verify your NIN to send up to ₦200,000.00 a day.',
});
const TIER_ONE_LIMITS = walletLimits({
  tier: 1,
  daily_out_kobo: 5_000_000,
  left_today_kobo: 5_000_000,
  next_step_message: 'Verify your NIN to send up to ₦200,000.00 a day.',
});
const TIER_TWO = identityState({
  ...TIER_ONE,
  tier: 2,
  nin: { last4: '7777', verified_at: '2026-11-26T09:05:00.000Z' },
  next_step: 'address',
  next_step_message: 'Upload a proof of address to send up to ₦5,000,000.00 a day.',
});

isolateSessionBetweenTests();
beforeEach(() => {
  signInAs(storedUser('customer'));
});

async function section() {
  return screen.findByRole('region', { name: 'Verify your identity' });
}

describe('Verify your identity on the profile', () => {
  it('checks a BVN pasted with spaces, with consent, then says back the name on the record and the new tier', async () => {
    let limits = walletLimits();
    const server = installFakeServer({
      'GET /api/user/identity': { body: { success: true, data: identityState() } },
      'GET /api/user/wallet-limits': () => ({ body: { success: true, data: limits } }),
      'POST /api/user/identity/bvn': () => {
        limits = TIER_ONE_LIMITS;
        return { body: { success: true, data: { ...TIER_ONE, returned_name: 'CHIAMAKA EZE' } } };
      },
    });
    const user = userEvent.setup();
    open();
    const verify = await section();
    expect(await within(verify).findByTestId('identity-tier')).toHaveTextContent('Tier 0');
    expect(
      await within(verify).findByText(/Verifying a BVN or NIN lets you pay from your wallet and send money/),
    ).toBeVisible();
    expect(within(verify).getByRole('radio', { name: 'BVN' })).toBeChecked();

    const number = within(verify).getByLabelText('Your BVN');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    await user.click(number);
    await user.paste('222 2222 2222');
    expect(number).toHaveValue('22222222222');
    await user.type(within(verify).getByLabelText('First name'), 'Chiamaka');
    await user.type(within(verify).getByLabelText('Last name'), 'Eze');
    await user.click(within(verify).getByRole('button', { name: 'Verify BVN' }));
    // No consent, no call.
    expect(within(verify).getByText('Tick the box to let us check the number.')).toBeVisible();
    expect(server.callsTo('POST /api/user/identity/bvn')).toHaveLength(0);

    await user.click(within(verify).getByLabelText(IDENTITY_CONSENT_TEXT));
    await user.click(within(verify).getByRole('button', { name: 'Verify BVN' }));
    const result = within(verify).getByTestId('identity-result');
    expect(result).toHaveAttribute('aria-live', 'polite');
    await within(result).findByText(/Your BVN is verified/);
    expect(result).toHaveTextContent('The name on the record is CHIAMAKA EZE.');
    expect(result).toHaveTextContent('You are now on Tier 1.');
    await waitFor(() =>
      expect(result).toHaveTextContent(
        'You can send up to ₦50,000.00 a day from your wallet and keep up to ₦300,000.00 in it.',
      ),
    );
    const [call] = server.callsTo('POST /api/user/identity/bvn');
    expect(call!.body).toEqual({
      number: '22222222222',
      first_name: 'Chiamaka',
      last_name: 'Eze',
      consent: true,
    });
    expect(call!.headers['x-csrf-token']).toBe('csrf-token-123456');
    // Masked only, and the next step: the NIN alone.
    expect(within(verify).getByText('BVN ending 2222, verified 26 November 2026')).toBeVisible();
    expect(within(verify).queryByText(/22222222222/)).toBeNull();
    expect(within(verify).getByTestId('identity-next-step')).toHaveTextContent(
      'Verify your NIN to send up to ₦200,000.00 a day.',
    );
    expect(within(verify).queryByRole('radio')).toBeNull();
    expect(within(verify).getByLabelText('Your NIN')).toHaveValue('');
  });

  it('says what is wrong with the number and names before sending anything', async () => {
    const server = installFakeServer({
      'GET /api/user/identity': { body: { success: true, data: TIER_ONE } },
      'GET /api/user/wallet-limits': { body: { success: true, data: TIER_ONE_LIMITS } },
    });
    const user = userEvent.setup();
    open();
    const verify = await section();
    await user.type(await within(verify).findByLabelText('Your NIN'), '71a2-3');
    expect(within(verify).getByLabelText('Your NIN')).toHaveValue('7123');
    await user.click(within(verify).getByRole('button', { name: 'Verify NIN' }));
    expect(within(verify).getByText('A NIN has 11 digits; you entered 4.')).toBeVisible();
    expect(within(verify).getByText('Enter your first name as it is on your NIN record.')).toBeVisible();
    expect(within(verify).getByText('Enter your last name as it is on your NIN record.')).toBeVisible();
    expect(server.callsTo('POST /api/user/identity/nin')).toHaveLength(0);
  });

  it("shows the server's refusal as it is and keeps the form", async () => {
    const refusal =
      'The name on this NIN record does not match the name you typed. Type it as it is on your NIN slip.';
    installFakeServer({
      'GET /api/user/identity': { body: { success: true, data: TIER_ONE } },
      'GET /api/user/wallet-limits': { body: { success: true, data: TIER_ONE_LIMITS } },
      'POST /api/user/identity/nin': { status: 422, body: { success: false, message: refusal } },
    });
    const user = userEvent.setup();
    open();
    const verify = await section();
    await user.type(await within(verify).findByLabelText('Your NIN'), '71234567890');
    await user.type(within(verify).getByLabelText('First name'), 'Chioma');
    await user.type(within(verify).getByLabelText('Last name'), 'Eze');
    await user.click(within(verify).getByLabelText(IDENTITY_CONSENT_TEXT));
    await user.click(within(verify).getByRole('button', { name: 'Verify NIN' }));
    expect(await within(verify).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(verify).getByLabelText('First name')).toHaveValue('Chioma');
    expect(within(verify).getByTestId('identity-tier')).toHaveTextContent('Tier 1');
  });

  it('reads an answer sent without the { success, data } envelope too', async () => {
    installFakeServer({
      'GET /api/user/identity': { body: TIER_ONE },
      'GET /api/user/wallet-limits': { body: TIER_ONE_LIMITS },
    });
    open();
    const verify = await section();
    expect(await within(verify).findByTestId('identity-tier')).toHaveTextContent('Tier 1');
  });

  it('at tier 2 takes a proof of address, refusing a wrong file before any upload', async () => {
    const server = installFakeServer({
      'GET /api/user/identity': { body: { success: true, data: TIER_TWO } },
      'GET /api/user/wallet-limits': { body: { success: true, data: TIER_ONE_LIMITS } },
      'POST /api/user/identity/address-proof': {
        body: {
          success: true,
          data: {
            ...TIER_TWO,
            address: { status: 'pending', reason: null, uploaded_at: '2026-11-26T10:00:00.000Z' },
            next_step: 'address_pending',
            next_step_message: 'We are checking your proof of address.',
          },
        },
      },
    });
    // A file input's accept list is only a hint: a file of another type can still be chosen.
    const user = userEvent.setup({ applyAccept: false });
    open();
    const verify = await section();
    const input = await within(verify).findByLabelText('Proof of address');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,application/pdf');
    expect(within(verify).getByText('BVN ending 2222, verified 26 November 2026')).toBeVisible();
    expect(within(verify).getByText('NIN ending 7777, verified 26 November 2026')).toBeVisible();

    await user.upload(input, new File(['hello'], 'bill.docx', { type: 'application/msword' }));
    expect(within(verify).getByText('Choose a JPEG, PNG or PDF up to 5 MB.')).toBeVisible();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'bill.pdf', { type: 'application/pdf' });
    await user.upload(input, big);
    await user.click(within(verify).getByRole('button', { name: 'Upload proof of address' }));
    expect(within(verify).getByText('Choose a JPEG, PNG or PDF up to 5 MB.')).toBeVisible();
    expect(server.callsTo('POST /api/user/identity/address-proof')).toHaveLength(0);

    const bill = new File(['%PDF-1.7 bill'], 'nepa-bill.pdf', { type: 'application/pdf' });
    await user.upload(input, bill);
    await user.click(within(verify).getByRole('button', { name: 'Upload proof of address' }));
    expect(await within(verify).findByText('We are checking your proof of address.')).toBeVisible();
    const [call] = server.callsTo('POST /api/user/identity/address-proof');
    // The file's own bytes, as the server reads them (its type is checked from the bytes there).
    expect(call!.body).toBe(bill);
    expect(call!.headers['content-type']).toBe('application/pdf');
    expect(within(verify).getByTestId('identity-result')).toHaveTextContent('We have your proof of address.');
  });

  it('shows why a proof of address was rejected, and takes another', async () => {
    installFakeServer({
      'GET /api/user/identity': {
        body: {
          success: true,
          data: {
            ...TIER_TWO,
            address: {
              status: 'rejected',
              reason: 'The bill is older than 3 months.',
              uploaded_at: '2026-11-20T10:00:00.000Z',
            },
          },
        },
      },
      'GET /api/user/wallet-limits': { body: { success: true, data: TIER_ONE_LIMITS } },
      'POST /api/user/identity/address-proof': {
        status: 415,
        body: { success: false, message: 'That file is not a JPEG, PNG or PDF.' },
      },
    });
    const user = userEvent.setup();
    open();
    const verify = await section();
    expect(await within(verify).findByText('Reason: The bill is older than 3 months.')).toBeVisible();
    expect(within(verify).getByText(/was not accepted/)).toHaveTextContent(
      'Your proof of address from 20 November 2026 was not accepted.',
    );
    await user.upload(
      within(verify).getByLabelText('Proof of address'),
      new File(['not really'], 'bill.png', { type: 'image/png' }),
    );
    await user.click(within(verify).getByRole('button', { name: 'Upload proof of address' }));
    expect(await within(verify).findByRole('alert')).toHaveTextContent(
      'That file is not a JPEG, PNG or PDF.',
    );
  });

  it('says so when everything is verified', async () => {
    installFakeServer({
      'GET /api/user/identity': {
        body: {
          success: true,
          data: {
            ...TIER_TWO,
            tier: 3,
            address: { status: 'accepted', reason: null, uploaded_at: '2026-11-20T10:00:00.000Z' },
            next_step: null,
            next_step_message: null,
          },
        },
      },
      'GET /api/user/wallet-limits': {
        body: {
          success: true,
          data: walletLimits({ tier: 3, daily_out_kobo: 500_000_000, balance_cap_kobo: null }),
        },
      },
    });
    open();
    const verify = await section();
    expect(await within(verify).findByText(/Your identity is fully verified/)).toBeVisible();
    expect(
      await within(verify).findByText(
        'You can send up to ₦5,000,000.00 a day from your wallet and keep any amount in it.',
      ),
    ).toBeVisible();
    expect(within(verify).queryByRole('form')).toBeNull();
  });

  it('is not shown to a vendor, and asks nothing of the server', async () => {
    signInAs(storedUser('vendor'));
    const server = installFakeServer();
    open();
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Verify your identity' })).toBeNull();
    await waitFor(() => expect(server.callsTo('GET /api/user/identity')).toHaveLength(0));
  });
});
