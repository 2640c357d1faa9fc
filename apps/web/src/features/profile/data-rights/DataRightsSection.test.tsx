import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeServer } from '../../../test/fake-server';
import { isolateSessionBetweenTests } from '../../../test/isolate-session';
import { renderRoutes, signInAs, storedUser } from '../../../test/render-app';
import { readSignOutNote } from '../../../lib/session';
import { DataRightsSection } from './DataRightsSection';

const routes = [
  { path: '/dashboard/profile', element: <DataRightsSection /> },
  { path: '/login', element: <p>Login page</p> },
];
const open = () => renderRoutes(routes, '/dashboard/profile');

isolateSessionBetweenTests();
beforeEach(() => signInAs(storedUser('customer')));

describe('Close my account', () => {
  it('shows the server’s refusal naming the balance, and stays signed in', async () => {
    const server = installFakeServer({
      'POST /api/user/close-account': {
        status: 409,
        body: {
          success: false,
          message:
            'Your wallet holds ₦1,234.56. Send it to your bank account first (Dashboard, Transfer), then close your account.',
        },
      },
    });
    open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Close my account' }));
    expect(screen.getByText(/cannot sign in again/)).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Close my account for good' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Your password'), 'my password');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your wallet holds ₦1,234.56');
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({ password: 'my password' });
    expect(readSignOutNote()).toBeNull();
  });

  it('signs out once closed, leaving the server’s words for the login page', async () => {
    installFakeServer({
      'POST /api/user/close-account': {
        body: {
          success: true,
          message: 'Your account is closed and you are signed out everywhere.',
          data: {},
        },
      },
      'POST /api/jwt-auth/v1/logout': { body: { success: true } },
    });
    open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Close my account' }));
    await user.type(screen.getByLabelText('Your password'), 'my password');
    await user.click(screen.getByRole('button', { name: 'Close my account for good' }));
    await waitFor(() =>
      expect(readSignOutNote()).toMatchObject({
        reason: 'closed',
        message: 'Your account is closed and you are signed out everywhere.',
      }),
    );
  });
});

describe('Download my data', () => {
  it('says which file it downloaded, or why it could not', async () => {
    installFakeServer({
      'GET /api/user/data-export': {
        status: 429,
        body: {
          success: false,
          message: 'You have downloaded your data 10 times today. Try again tomorrow.',
        },
      },
    });
    open();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again tomorrow');
  });
});
