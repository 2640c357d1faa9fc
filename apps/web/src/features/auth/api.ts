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

/** The server's words for what happened; null when it sent none (the page then says it in the reader's language). */
const messageOf = (body: unknown): string | null =>
  isRecord(body) && typeof body.message === 'string' && body.message !== '' ? body.message : null;

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
): Promise<{ message: string | null; body: unknown }> {
  const body = await apiClient.post(
    '/api/user/verify-phone',
    { verification_token: verificationToken, code },
    { retry: false },
  );
  return { message: messageOf(body), body };
}

export async function resendCode(verificationToken: string): Promise<string | null> {
  const body = await apiClient.post(
    '/api/user/resend-code',
    { verification_token: verificationToken },
    { retry: false },
  );
  return messageOf(body);
}

/** GET /api/send-reset-link?email= -> success flag (spec section 7, Password reset). */
export async function sendResetLink(email: string): Promise<boolean> {
  const body = await apiClient.get('/api/send-reset-link', { query: { email }, retry: false });
  return isRecord(body) && body.success === true;
}

/** POST /api/password-reset/send-code { phone_number }: the same answer whether or not the phone has an account. */
export async function sendResetCode(phone: string): Promise<string | null> {
  const body = await apiClient.post(
    '/api/password-reset/send-code',
    { phone_number: phone },
    { retry: false },
  );
  return messageOf(body);
}

/** POST /api/password-reset/with-code { phone_number, code, password }. */
export async function resetPasswordWithCode(
  phone: string,
  code: string,
  password: string,
): Promise<string | null> {
  const body = await apiClient.post(
    '/api/password-reset/with-code',
    { phone_number: phone, code, password },
    { retry: false },
  );
  return messageOf(body);
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
