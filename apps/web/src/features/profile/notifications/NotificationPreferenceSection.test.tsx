import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeServer } from '../../../test/fake-server';
import { isolateSessionBetweenTests } from '../../../test/isolate-session';
import { renderRoutes, signInAs, storedUser } from '../../../test/render-app';
import { ProfilePage } from '../ProfilePage';

const routes = [{ path: '/dashboard/profile', element: <ProfilePage /> }];
const open = () => renderRoutes(routes, '/dashboard/profile');
const playLimits = {
  body: {
    success: true,
    data: {
      daily: { limit: null, spent: '0.00', remaining: null, pending: null },
      monthly: { limit: null, spent: '0.00', remaining: null, pending: null },
      excluded_until: null,
    },
  },
};

isolateSessionBetweenTests();
beforeEach(() => signInAs(storedUser('customer')));

describe('messages on the profile page', () => {
  it("shows the customer's choice and saves a change, showing the server's answer", async () => {
    const server = installFakeServer({
      'GET /api/user/play-limits': playLimits,
      'GET /api/user/notification-preferences': { body: { success: true, data: { money_by_email: true } } },
      'POST /api/user/notification-preferences': {
        body: {
          success: true,
          message: 'Wins and payments will come by text message only.',
          data: { money_by_email: false },
        },
      },
    });
    open();
    const toggle = await screen.findByRole('checkbox', { name: /Also email me wins and payments/ });
    expect(toggle).toBeChecked();
    expect(
      screen.getByText(/We always text your sign-up codes, wins, payments and transfers/),
    ).toBeInTheDocument();
    await userEvent.setup().click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Wins and payments will come by text message only.',
    );
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({ money_by_email: false });
  });

  it('says so when the choice cannot be saved, and leaves the switch as it was', async () => {
    installFakeServer({
      'GET /api/user/play-limits': playLimits,
      'GET /api/user/notification-preferences': { body: { success: true, data: { money_by_email: false } } },
      'POST /api/user/notification-preferences': {
        status: 400,
        body: { success: false, message: 'Send { "money_by_email": true } or { "money_by_email": false }.' },
      },
    });
    open();
    const toggle = await screen.findByRole('checkbox', { name: /Also email me wins and payments/ });
    expect(toggle).not.toBeChecked();
    await userEvent.setup().click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('money_by_email');
    expect(toggle).not.toBeChecked();
  });
});
