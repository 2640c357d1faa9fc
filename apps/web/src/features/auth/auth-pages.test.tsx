import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '../../test/fake-server';
import { renderRoutes, signInAs, storedUser } from '../../test/render-app';
import { isolateSessionBetweenTests } from '../../test/isolate-session';
import { LoginPage } from './LoginPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { SignupPage } from './SignupPage';

/** Typing letter by letter is slow in the test DOM; a change event is what the form reads. */
function fill(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/signup', element: <SignupPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/dashboard/*', element: <Where /> },
  { path: '/404', element: <Where /> },
];

const loginAnswer = {
  success: true,
  message: 'Login successful.',
  data: { token: 'jwt', ...storedUser('customer') },
};

isolateSessionBetweenTests();

describe('/login', () => {
  it('asks for both fields before calling the server', async () => {
    const server = installFakeServer();
    renderRoutes(routes, '/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your username and password.');
    expect(server.callsTo('POST /api/jwt-auth/v1/token')).toHaveLength(0);
  });

  it("shows the server's message, or 'Login failed. Try again.'", async () => {
    installFakeServer({
      'POST /api/jwt-auth/v1/token': {
        status: 401,
        body: { success: false, message: 'The username or password is incorrect.' },
      },
    });
    renderRoutes(routes, '/login');
    await userEvent.type(await screen.findByLabelText('Username'), 'ada');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The username or password is incorrect.');

    installFakeServer({ 'POST /api/jwt-auth/v1/token': { status: 502, body: null } });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Login failed. Try again.'));
  });

  it('toggles the password between hidden and shown', async () => {
    installFakeServer();
    renderRoutes(routes, '/login');
    const input = await screen.findByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/reset-password');
  });

  it('goes to the page the guard came from 500 ms after success', async () => {
    installFakeServer({ 'POST /api/jwt-auth/v1/token': { body: loginAnswer } });
    const { router } = renderRoutes(routes, '/login');
    await act(() => router.navigate('/login', { state: { from: { pathname: '/dashboard/reports' } } }));
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'ada' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByTestId('where')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/reports');
    expect(localStorage.getItem('auth_token')).toBe('jwt');
  });

  it('sends a signed-in user to the dashboard', async () => {
    installFakeServer();
    signInAs(storedUser('customer'));
    renderRoutes(routes, '/login');
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard');
  });

  it('after the inactivity logout says why, and returns to the page the person was on', async () => {
    sessionStorage.setItem(
      'chancepay_signed_out',
      JSON.stringify({ reason: 'inactivity', returnTo: '/dashboard/transfer?x=1', at: Date.now() }),
    );
    installFakeServer({ 'POST /api/jwt-auth/v1/token': { body: loginAnswer } });
    renderRoutes(routes, '/login');
    expect(
      await screen.findByText(/You were signed out after 2 minutes without activity to keep your money safe/),
    ).toBeInTheDocument();
    fill(screen.getByLabelText('Username'), 'ada');
    fill(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/transfer'));
    expect(sessionStorage.getItem('chancepay_signed_out')).toBeNull();
  });

  it('signs the person in once an unverified account’s code is right', async () => {
    installFakeServer({
      'POST /api/jwt-auth/v1/token': {
        status: 403,
        body: {
          success: false,
          message: 'Verify your phone number to finish signing up.',
          verification: { verification_token: 'v', phone: '+234803****567' },
        },
      },
      'POST /api/user/verify-phone': {
        body: {
          success: true,
          message: 'Your phone number is verified. Welcome to ChancePay!',
          data: { claimed_amount: '0.00', token: 'jwt', ...storedUser('customer') },
        },
      },
    });
    renderRoutes(routes, '/login');
    fill(await screen.findByLabelText('Username'), '08031234567');
    fill(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    fill(await screen.findByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard'));
    expect(localStorage.getItem('auth_token')).toBe('jwt');
  });

  it('asks an unverified account for its SMS code', async () => {
    installFakeServer({
      'POST /api/jwt-auth/v1/token': {
        status: 403,
        body: {
          success: false,
          message: 'Verify your phone number to finish signing up.',
          verification: { verification_token: 'v', phone: '+234803****567' },
        },
      },
    });
    renderRoutes(routes, '/login');
    await userEvent.type(await screen.findByLabelText('Username'), 'new');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Verify your phone number' })).toBeInTheDocument();
    expect(screen.getByText('Verify your phone number to finish signing up.')).toBeInTheDocument();
  });
});

describe('/signup', () => {
  it('names every field that is wrong', async () => {
    const server = installFakeServer();
    renderRoutes(routes, '/signup');
    fill(await screen.findByLabelText('Username'), 'x');
    fill(screen.getByLabelText('Email'), 'not-an-email');
    fill(screen.getByLabelText('Phone number'), '12345');
    fill(screen.getByLabelText('Password'), 'short');
    fill(screen.getByLabelText('Confirm password'), 'different');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText(/Use 3 to 30 letters, digits/)).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address, like ada@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid Nigerian phone number, like 08031234567.')).toBeInTheDocument();
    expect(screen.getByText('Use at least 12 characters for your password.')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(screen.getByText('You must be 18 or older to use ChancePay.')).toBeInTheDocument();
    expect(server.callsTo('POST /api/user/register')).toHaveLength(0);
  });

  it('moves to the code step, survives a reload there, and the code signs the person in to the dashboard', async () => {
    const server = installFakeServer({
      'POST /api/user/register': {
        status: 201,
        body: {
          success: true,
          message: 'We sent a 6-digit code to +234803****567. Enter it to verify your phone number.',
          data: { verification_token: 'vt', phone: '+234803****567' },
        },
      },
      'POST /api/user/verify-phone': {
        body: {
          success: true,
          message: 'Your phone number is verified. Welcome to ChancePay!',
          data: { claimed_amount: '0.00', token: 'jwt', ...storedUser('customer') },
        },
      },
    });
    const first = renderRoutes(routes, '/signup');
    fill(await screen.findByLabelText('Username'), 'chidi');
    fill(screen.getByLabelText('Email'), 'chidi@example.com');
    fill(screen.getByLabelText('Phone number'), '0803 123 4567');
    fill(screen.getByLabelText('Password'), 'a long enough passphrase');
    fill(screen.getByLabelText('Confirm password'), 'a long enough passphrase');
    await userEvent.click(screen.getByLabelText('I am 18 years old or older'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(/We sent a 6-digit code to \+234803\*\*\*\*567/)).toBeInTheDocument();
    expect(server.callsTo('POST /api/user/register')[0]!.body).toEqual({
      username: 'chidi',
      email: 'chidi@example.com',
      phone_number: '0803 123 4567',
      password: 'a long enough passphrase',
      age_confirmed: true,
    });
    // What the tab keeps for a reload: the verification token and the masked phone, never the password.
    const kept = JSON.stringify({ ...sessionStorage });
    expect(kept).toContain('vt');
    expect(kept).not.toContain('a long enough passphrase');

    first.unmount();
    renderRoutes(routes, '/signup');
    expect(await screen.findByRole('heading', { name: 'Verify your phone number' })).toBeInTheDocument();
    expect(screen.getByText(/We sent a 6-digit code to \+234803\*\*\*\*567/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Enter the 6-digit code from the SMS.')).toBeInTheDocument();
    fill(screen.getByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard');
    expect(server.callsTo('POST /api/user/verify-phone')[0]!.body).toEqual({
      verification_token: 'vt',
      code: '123456',
    });
    expect(localStorage.getItem('auth_token')).toBe('jwt');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('vt');
  });

  it('starts again with other details from the code step', async () => {
    sessionStorage.setItem(
      'chancepay_pending_sign_up',
      JSON.stringify({ token: 'vt', phone: '+234803****567', message: '', savedAt: Date.now() }),
    );
    installFakeServer();
    renderRoutes(routes, '/signup');
    await userEvent.click(await screen.findByRole('button', { name: 'Start again with other details' }));
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(sessionStorage.getItem('chancepay_pending_sign_up')).toBeNull();
  });

  it("shows the server's refusal on the right field", async () => {
    installFakeServer({
      'POST /api/user/register': {
        status: 409,
        body: {
          success: false,
          message: 'That username is taken. Choose another.',
          errors: [{ field: 'username', message: 'That username is taken. Choose another.' }],
        },
      },
    });
    renderRoutes(routes, '/signup');
    fill(await screen.findByLabelText('Username'), 'taken');
    fill(screen.getByLabelText('Email'), 'taken@example.com');
    fill(screen.getByLabelText('Phone number'), '08031234567');
    fill(screen.getByLabelText('Password'), 'a long enough passphrase');
    fill(screen.getByLabelText('Confirm password'), 'a long enough passphrase');
    await userEvent.click(screen.getByLabelText('I am 18 years old or older'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findAllByText('That username is taken. Choose another.')).toHaveLength(2);
  });
});

describe('/reset-password', () => {
  it("without a token asks for the email and says 'Reset link sent! Please check your email.'", async () => {
    const server = installFakeServer({
      'GET /api/send-reset-link': { body: { success: true, message: 'If an account uses that email...' } },
    });
    renderRoutes(routes, '/reset-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Reset link sent! Please check your email.')).toBeInTheDocument();
    expect(server.callsTo('GET /api/send-reset-link')[0]!.url).toContain('email=ada%40example.com');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it("says 'Failed to send reset link.' on a refusal and 'An error occurred. Please try again.' on a network error", async () => {
    installFakeServer({
      'GET /api/send-reset-link': {
        status: 400,
        body: { success: false, message: 'Enter a valid email address.' },
      },
    });
    renderRoutes(routes, '/reset-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Failed to send reset link.')).toBeInTheDocument();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    installFakeServer({ 'GET /api/send-reset-link': 'network-error' });
    fireEvent.submit(screen.getByRole('button', { name: 'Send Reset Link' }).closest('form')!);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
  });

  it('resets by a code texted to the phone, beside the email link', async () => {
    const server = installFakeServer({
      'POST /api/password-reset/send-code': {
        body: {
          success: true,
          message:
            'If an account uses that phone number, we have texted it a 6-digit code. It works for 10 minutes.',
        },
      },
      'POST /api/password-reset/with-code': {
        body: { success: true, message: 'Password reset successful! You can now log in.' },
      },
    });
    renderRoutes(routes, '/reset-password');
    const bySms = await screen.findByRole('form', { name: 'Reset by SMS' });
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    fill(within(bySms).getByLabelText('Phone number'), '+44 7911 123456');
    await userEvent.click(within(bySms).getByRole('button', { name: 'Text me a code' }));
    expect(within(bySms).getByText(/Only Nigerian phone numbers can be used/)).toBeInTheDocument();
    fill(within(bySms).getByLabelText('Phone number'), '0803 123 4567');
    await userEvent.click(within(bySms).getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByText(/we have texted it a 6-digit code/)).toBeInTheDocument();
    const step2 = screen.getByRole('form', { name: 'Reset by SMS' });
    fill(within(step2).getByLabelText('Code from the SMS'), '123456');
    fill(within(step2).getByLabelText('New password'), 'my new passphrase');
    fill(within(step2).getByLabelText('Confirm new password'), 'my new passphrase');
    await userEvent.click(within(step2).getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password reset successful! You can now log in.')).toBeInTheDocument();
    expect(server.callsTo('POST /api/password-reset/with-code')[0]!.body).toEqual({
      phone_number: '0803 123 4567',
      code: '123456',
      password: 'my new passphrase',
    });
  });

  it('sends an invalid token to /404', async () => {
    installFakeServer({ 'GET /api/verify-token': { body: { valid: false } } });
    renderRoutes(routes, '/reset-password?token=bad');
    expect(await screen.findByTestId('where')).toHaveTextContent('/404');
  });

  it('with a valid token checks the passwords match, then resets and says so', async () => {
    const server = installFakeServer({
      'GET /api/verify-token': { body: { valid: true } },
      'POST /api/reset-password': {
        body: { success: true, message: 'Password reset successful! You can now log in.' },
      },
    });
    renderRoutes(routes, '/reset-password?token=good');
    await userEvent.type(await screen.findByLabelText('New password'), 'my new passphrase');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'my other passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'my new passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password reset successful! You can now log in.')).toBeInTheDocument();
    expect(server.callsTo('POST /api/reset-password')[0]!.body).toEqual({
      token: 'good',
      password: 'my new passphrase',
    });
  });

  it("says 'Failed to reset password.' with the reason under the field", async () => {
    installFakeServer({
      'GET /api/verify-token': { body: { valid: true } },
      'POST /api/reset-password': {
        status: 400,
        body: {
          success: false,
          message: 'Use at least 12 characters for your password.',
          errors: [{ field: 'password', message: 'Use at least 12 characters for your password.' }],
        },
      },
    });
    renderRoutes(routes, '/reset-password?token=good');
    await userEvent.type(await screen.findByLabelText('New password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Failed to reset password.')).toBeInTheDocument();
    expect(screen.getByText('Use at least 12 characters for your password.')).toBeInTheDocument();
  });
});
