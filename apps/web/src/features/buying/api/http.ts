/**
 * TEMPORARY thin transport for the buying calls until src/lib/api-client.ts (feat/accounts: CSRF, retries,
 * timeouts) lands; then `postJson` is replaced by that client and the call sites below stay as they are.
 */

export type RequestFailureKind = 'network' | 'server' | 'format';

/** A call that did not produce a usable answer; `message` is already fit to show a person. */
export class RequestFailedError extends Error {
  override readonly name = 'RequestFailedError';

  constructor(
    message: string,
    readonly kind: RequestFailureKind,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

export const INVALID_RESPONSE_MESSAGE = 'Invalid API response format.';
export const ACTION_TIMEOUT_MS = 8000;

let csrfToken: string | null = null;

async function csrfHeader(): Promise<Record<string, string>> {
  if (csrfToken === null) {
    try {
      const response = await fetch('/api/context-proxy/v1/csrf', { credentials: 'include' });
      const body = (await response.json()) as { token?: unknown };
      csrfToken = response.ok && typeof body.token === 'string' ? body.token : '';
    } catch {
      csrfToken = '';
    }
  }
  return csrfToken ? { 'X-CSRF-Token': csrfToken } : {};
}

function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['message', 'error'] as const) {
      if (typeof record[key] === 'string' && record[key]) return record[key];
    }
  }
  return null;
}

/** POSTs JSON and returns the parsed body of a 2xx answer; every other outcome is a RequestFailedError. */
export async function postJson(
  path: string,
  body: unknown,
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<unknown> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? ACTION_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(await csrfHeader()) },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new RequestFailedError('Network error', 'network');
  }
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    parsed = null;
  }
  if (!response.ok) {
    const kind = response.status >= 500 ? 'network' : 'server';
    throw new RequestFailedError(
      messageOf(parsed) ?? `Request failed (${response.status})`,
      kind,
      response.status,
    );
  }
  if (parsed === null || typeof parsed !== 'object') {
    throw new RequestFailedError(INVALID_RESPONSE_MESSAGE, 'format', response.status);
  }
  return parsed;
}
