import type { StaffRole } from '@chancepay/shared/staff';
import { ApiError, apiRequest, dataOf, type RequestOptions } from '../../lib/api-client';

/** The console's calls (`/api/admin`, apps/server/src/http/admin). The session is an HttpOnly cookie. */
export const ADMIN_API = '/api/admin';

export interface StaffMe {
  id: string;
  username: string;
  display_name: string;
  email: string;
  roles: StaffRole[];
  idle_timeout_seconds: number;
  recovery_codes_left: number;
}

/** Fired when the server says the console session is gone (idle 15 minutes, ended by an admin). */
export const STAFF_SIGNED_OUT_EVENT = 'chancepay:staff-signed-out';

export interface AdminCallOptions extends Omit<RequestOptions, 'method' | 'body'> {
  /**
   * A 401 normally means the console session ended (the shell then shows the sign-in page). Calls whose 401
   * means "wrong code" (approving, replacing recovery codes) set this to false.
   */
  signedOutOn401?: boolean;
}

/** The whole answer body of a console call (most callers want its `data`: adminApi). */
export async function adminRequest<T = unknown>(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  options: AdminCallOptions = {},
): Promise<T> {
  const { signedOutOn401 = true, ...rest } = options;
  try {
    return await apiRequest<T>(`${ADMIN_API}${path}`, {
      ...rest,
      method,
      ...(method === 'POST' ? { body } : {}),
    });
  } catch (error) {
    if (signedOutOn401 && error instanceof ApiError && error.status === 401)
      window.dispatchEvent(new Event(STAFF_SIGNED_OUT_EVENT));
    throw error;
  }
}

async function call<T>(method: 'GET' | 'POST', path: string, body: unknown, options: AdminCallOptions = {}) {
  return dataOf<T>(await adminRequest(method, path, body, options));
}

export const adminApi = {
  get: <T>(path: string, options?: AdminCallOptions) => call<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: AdminCallOptions) =>
    call<T>('POST', path, body ?? {}, options),
};

/** The `message` of a successful answer (dataOf drops it), for confirmations. */
export async function adminPostWithMessage<T>(
  path: string,
  body: unknown,
  options: AdminCallOptions = {},
): Promise<{ data: T; message: string }> {
  const answer = await adminRequest<{ message?: string }>('POST', path, body, options);
  return { data: dataOf<T>(answer), message: answer.message ?? '' };
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}
