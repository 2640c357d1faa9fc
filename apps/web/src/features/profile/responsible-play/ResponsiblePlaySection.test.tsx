import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '../../../test/fake-server';
import { renderRoutes, signInAs, storedUser } from '../../../test/render-app';
import { isolateSessionBetweenTests } from '../../../test/isolate-session';
import { ProfilePage } from '../ProfilePage';
import type { PlayLimitsState } from './api';

const routes = [{ path: '/dashboard/profile', element: <ProfilePage /> }];
const open = () => renderRoutes(routes, '/dashboard/profile');

function playState(overrides: Partial<PlayLimitsState> = {}): PlayLimitsState {
  return {
    daily: { limit: '1000.00', spent: '750.00', remaining: '250.00', pending: null },
    monthly: { limit: null, spent: '3250.00', remaining: null, pending: null },
    excluded_until: null,
    ...overrides,
  };
}
const answer = (data: PlayLimitsState, message?: string) => ({
  body: { success: true, ...(message ? { message } : {}), data },
});

isolateSessionBetweenTests();
beforeEach(() => {
  // Only Date is faked: the exclusion dates the page computes are then known, and user events still run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T11:00:00Z'));
  signInAs(storedUser('customer'));
});

describe('responsible play on the profile page', () => {
  it('shows what was spent today and this month against the limits, and a pending increase with its time', async () => {
    installFakeServer({
      'GET /api/user/play-limits': answer(
        playState({
          daily: {
            limit: '1000.00',
            spent: '750.00',
            remaining: '250.00',
            pending: { limit: '2500.00', effective_at: '2026-11-22T11:00:00.000Z' },
          },
        }),
      ),
    });
    open();
    const section = await screen.findByRole('region', { name: 'Responsible play' });
    const today = await within(section).findByTestId('spend-daily');
    expect(today).toHaveTextContent('₦750.00 spent of ₦1,000.00');
    expect(today).toHaveTextContent('₦250.00 left today');
    expect(today).toHaveTextContent('Your daily limit will rise to ₦2,500.00 on 22 November 2026 at 12:00.');
    expect(within(today).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
    expect(within(section).getByTestId('spend-monthly')).toHaveTextContent('₦3,250.00 spent');
    expect(within(section).getByTestId('spend-monthly')).toHaveTextContent('No monthly limit');
    expect(screen.getByLabelText('Daily limit')).toHaveValue('1000');
    expect(screen.getByLabelText('Monthly limit')).toHaveValue('');
  });

  it('keeps the current limit when the customer cancels a pending increase, and can save again at once', async () => {
    const pending = playState({
      daily: {
        limit: '1000.00',
        spent: '0.00',
        remaining: '1000.00',
        pending: { limit: '2500.00', effective_at: '2026-11-22T11:00:00.000Z' },
      },
    });
    let answers = 0;
    const server = installFakeServer({
      'GET /api/user/play-limits': answer(pending),
      'POST /api/user/play-limits': () =>
        ++answers === 1
          ? answer(pending, 'Your daily limit is unchanged.')
          : answer(
              playState(),
              'Your daily limit stays at ₦1,000.00; the increase you asked for is cancelled.',
            ),
    });
    const user = userEvent.setup();
    open();
    // Asking again for the increase already pending: the server changes nothing, the form stays usable.
    const daily = await screen.findByLabelText('Daily limit');
    await user.clear(daily);
    await user.type(daily, '2500');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('Your daily limit is unchanged.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save limits' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Keep ₦1,000.00' }));
    expect(
      await screen.findByText(
        'Your daily limit stays at ₦1,000.00; the increase you asked for is cancelled.',
      ),
    ).toBeVisible();
    expect(server.callsTo('POST /api/user/play-limits').map((call) => call.body)).toEqual([
      { daily_limit: '2500' },
      { daily_limit: '1000.00' },
    ]);
    expect(screen.queryByText(/will rise to/)).toBeNull();
  });

  it('checks the limits as they are typed and sends nothing that is not valid', async () => {
    const server = installFakeServer({ 'GET /api/user/play-limits': answer(playState()) });
    const user = userEvent.setup();
    open();
    const daily = await screen.findByLabelText('Daily limit');
    await user.clear(daily);
    await user.type(daily, '-5');
    expect(
      screen.getByText('The amount cannot be negative. Enter an amount like 250 or 250.50.'),
    ).toBeVisible();
    await user.clear(daily);
    await user.type(daily, '10.005');
    expect(screen.getByText('Use at most 2 decimal places (kobo), like 250.50.')).toBeVisible();
    await user.clear(daily);
    await user.type(daily, '0');
    expect(screen.getByText('A limit must be at least ₦1.00. Leave it empty for no limit.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(server.callsTo('POST /api/user/play-limits')).toHaveLength(0);

    await user.clear(daily);
    await user.type(daily, '1000');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(screen.getByText('Change a limit before saving.')).toBeVisible();
    expect(server.callsTo('POST /api/user/play-limits')).toHaveLength(0);
  });

  it('sends only the changed limit and shows what the server says changed', async () => {
    const after = playState({
      monthly: { limit: '20000.00', spent: '3250.00', remaining: '16750.00', pending: null },
    });
    const server = installFakeServer({
      'GET /api/user/play-limits': answer(playState()),
      'POST /api/user/play-limits': answer(after, 'Your monthly limit is now ₦20,000.00.'),
    });
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText('Monthly limit'), '20,000');
    expect(screen.getByText('₦20,000.00 a month')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('Your monthly limit is now ₦20,000.00.')).toBeVisible();
    const [call] = server.callsTo('POST /api/user/play-limits');
    expect(call!.body).toEqual({ monthly_limit: '20,000' });
    expect(call!.headers['x-csrf-token']).toBe('csrf-token-123456');
    expect(screen.getByTestId('spend-monthly')).toHaveTextContent('₦16,750.00 left this month');
  });

  it("shows the server's refusal next to the field", async () => {
    installFakeServer({
      'GET /api/user/play-limits': answer(playState()),
      'POST /api/user/play-limits': {
        status: 400,
        body: {
          success: false,
          message: 'A limit can be at most ₦100,000,000.00. (daily_limit)',
          errors: [{ field: 'daily_limit', message: 'A limit can be at most ₦100,000,000.00.' }],
        },
      },
    });
    const user = userEvent.setup();
    open();
    const daily = await screen.findByLabelText('Daily limit');
    await user.clear(daily);
    await user.type(daily, '500');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A limit can be at most ₦100,000,000.00. (daily_limit)',
    );
    expect(screen.getByText('A limit can be at most ₦100,000,000.00.')).toBeVisible();
  });

  it('excludes only after a confirmation that says it cannot be undone', async () => {
    const server = installFakeServer({
      'GET /api/user/play-limits': answer(playState()),
      'POST /api/user/self-exclusion': answer(
        playState({ excluded_until: '2027-05-21T11:00:00.000Z' }),
        'You have excluded yourself from buying tickets until 21 May 2027.',
      ),
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Exclude me' }));
    expect(screen.getByText('Choose how long you want to stop buying tickets.')).toBeVisible();
    await user.click(screen.getByLabelText('6 months (until 21 May 2027)'));
    await user.click(screen.getByRole('button', { name: 'Exclude me' }));
    const confirmation = screen.getByRole('alertdialog');
    expect(confirmation).toHaveTextContent(
      'You will not be able to buy tickets until 21 May 2027. This cannot be undone: a self-exclusion cannot be shortened or cancelled.',
    );
    await user.click(within(confirmation).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.callsTo('POST /api/user/self-exclusion')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Exclude me' }));
    await user.click(screen.getByRole('button', { name: 'Yes, exclude me until 21 May 2027' }));
    expect(
      await screen.findByText('You have excluded yourself from buying tickets until 21 May 2027.'),
    ).toBeVisible();
    expect(server.callsTo('POST /api/user/self-exclusion')[0]!.body).toEqual({ period: '6_months' });
    // Running now: it can only be extended, so the period that would end on the same day is not offered.
    expect(screen.getByRole('heading', { name: 'Extend your self-exclusion' })).toBeVisible();
    expect(screen.getByLabelText('6 months (until 21 May 2027)')).toBeDisabled();
    expect(screen.getByLabelText('1 year (until 21 November 2027)')).toBeEnabled();
  });

  it('is not shown to a vendor, and asks nothing of the server', async () => {
    signInAs(storedUser('vendor'));
    const server = installFakeServer();
    open();
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Responsible play' })).toBeNull();
    await waitFor(() => expect(server.callsTo('GET /api/user/play-limits')).toHaveLength(0));
  });
});
