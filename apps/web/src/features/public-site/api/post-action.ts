/**
 * A minimal client for the action API (POST /api/context-proxy/v1/action), enough for the public pages.
 * The shared request helper (src/lib/api-client.ts, CSRF, retries) is being built on feat/accounts; when it
 * lands, `postAction` should delegate to it and this file shrinks to that one call.
 */

export const actionUrl = '/api/context-proxy/v1/action';
export const csrfUrl = '/api/context-proxy/v1/csrf';

/** Spec section 9: proxy and action calls give up after 8000 ms. */
const timeoutMs = 8000;

export class ActionError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ActionError';
  }
}

// undefined: not asked yet; null: the server has no CSRF endpoint (404), so requests go without the header.
let csrfToken: string | null | undefined;

/** Forgets the CSRF token so the next request fetches a fresh one (after a 401, and between tests). */
export function resetCsrfToken(): void {
  csrfToken = undefined;
}

async function currentCsrfToken(): Promise<string | null> {
  // Spec section 7: fetch the token when missing or shorter than 8 characters.
  if (csrfToken === null || (csrfToken !== undefined && csrfToken.length >= 8)) return csrfToken;
  const response = await fetch(csrfUrl, {
    credentials: 'same-origin',
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (response.status === 404) {
    csrfToken = null;
    return null;
  }
  if (!response.ok)
    throw new ActionError('Could not start a secure session. Please try again.', response.status);
  const body = (await response.json()) as { token?: unknown };
  csrfToken = typeof body.token === 'string' ? body.token : null;
  return csrfToken;
}

async function send(actionType: string, parameters: Record<string, unknown>): Promise<Response> {
  const token = await currentCsrfToken();
  return fetch(actionUrl, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', ...(token ? { 'X-CSRF-Token': token } : {}) },
    body: JSON.stringify({ action_type: actionType, parameters }),
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/**
 * Sends one action and returns its `data` (or `data.data`, spec section 7). A `{ success: false }` answer or
 * an HTTP error becomes an ActionError carrying the server's message.
 */
export async function postAction<Data = unknown>(
  actionType: string,
  parameters: Record<string, unknown> = {},
): Promise<Data> {
  let response = await send(actionType, parameters);
  if (response.status === 401 || response.status === 403) {
    // Spec section 7: on a 401 the token is reset, re-fetched and the request retried once; a 403 is how a
    // stale CSRF token is refused, so it gets the same single retry.
    resetCsrfToken();
    response = await send(actionType, parameters);
  }
  const body = (await response.json().catch(() => null)) as {
    success?: boolean;
    message?: unknown;
    data?: unknown;
  } | null;
  if (!response.ok || !body || body.success === false) {
    const message =
      typeof body?.message === 'string' ? body.message : `The server answered ${response.status}.`;
    throw new ActionError(message, response.status);
  }
  if (body.data === undefined) throw new ActionError('Invalid API response format.', response.status);
  const data = body.data as { data?: unknown };
  return (data && typeof data === 'object' && 'data' in data ? data.data : data) as Data;
}
