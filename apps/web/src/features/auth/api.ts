import { apiClient, ApiError } from '../../lib/api-client';

/** Sign-up and password-reset calls (docs/API.md). None is retried: each one either counts or sends mail. */

export interface SignUpInput {
  username: string;
  email: string;
  phone_number: string;
  password: string;
  age_confirmed: true;
}

export interface PendingVerification {
  token: string;
  /** Masked, e.g. +234803****567 */
  phone: string | null;
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export async function signUp(input: SignUpInput): Promise<PendingVerification> {
  const body = await apiClient.post('/api/user/register', input, { retry: false });
  const data = isRecord(body) && isRecord(body.data) ? body.data : {};
  return {
    token: String(data.verification_token ?? ''),
    phone: typeof data.phone === 'string' ? data.phone : null,
    message: isRecord(body) && typeof body.message === 'string' ? body.message : '',
  };
}

/** The phone check; its answer signs the customer in (login shape: data.token and the user fields). */
export async function verifyPhone(
  verificationToken: string,
  code: string,
): Promise<{ message: string; body: unknown }> {
  const body = await apiClient.post(
    '/api/user/verify-phone',
    { verification_token: verificationToken, code },
    { retry: false },
  );
  const message =
    isRecord(body) && typeof body.message === 'string' ? body.message : 'Your phone number is verified.';
  return { message, body };
}

export async function resendCode(verificationToken: string): Promise<string> {
  const body = await apiClient.post(
    '/api/user/resend-code',
    { verification_token: verificationToken },
    { retry: false },
  );
  return isRecord(body) && typeof body.message === 'string' ? body.message : 'We sent a new code.';
}

/** GET /api/send-reset-link?email= -> success flag (spec section 7, Password reset). */
export async function sendResetLink(email: string): Promise<boolean> {
  const body = await apiClient.get('/api/send-reset-link', { query: { email }, retry: false });
  return isRecord(body) && body.success === true;
}

/** POST /api/password-reset/send-code { phone_number }: the same answer whether or not the phone has an account. */
export async function sendResetCode(phone: string): Promise<string> {
  const body = await apiClient.post(
    '/api/password-reset/send-code',
    { phone_number: phone },
    { retry: false },
  );
  return isRecord(body) && typeof body.message === 'string' ? body.message : 'We have texted you a code.';
}

/** POST /api/password-reset/with-code { phone_number, code, password }. */
export async function resetPasswordWithCode(phone: string, code: string, password: string): Promise<string> {
  const body = await apiClient.post(
    '/api/password-reset/with-code',
    { phone_number: phone, code, password },
    { retry: false },
  );
  return isRecord(body) && typeof body.message === 'string' ? body.message : 'Your password is reset.';
}

/** GET /api/verify-token?token= -> valid. */
export async function verifyResetToken(token: string): Promise<boolean> {
  const body = await apiClient.get('/api/verify-token', { query: { token } });
  return isRecord(body) && body.valid === true;
}

/** POST /api/reset-password { token, password } (a deliberate deviation from the spec's GET: DOMAIN.md). */
export async function resetPassword(token: string, password: string): Promise<boolean> {
  const body = await apiClient.post('/api/reset-password', { token, password }, { retry: false });
  return isRecord(body) && body.success === true;
}

/** Per-field messages of a 400 answer, keyed by field name. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !isRecord(error.body) || !Array.isArray(error.body.errors)) return {};
  const result: Record<string, string> = {};
  for (const item of error.body.errors) {
    if (isRecord(item) && typeof item.field === 'string' && typeof item.message === 'string')
      result[item.field] ??= item.message;
  }
  return result;
}
