/**
 * The one HTTP client of the web app (spec sections 7 and 8, issue #4). Every call:
 * - sends cookies (`credentials: 'include'`) and the access token when one is stored;
 * - on a state-changing call (and every proxy, action and payment call) sends the CSRF token in X-CSRF-Token
 *   with a JSON content type; the token is fetched when missing or shorter than 8 characters;
 * - on a 401 from the proxy, action and payment endpoints (and on a CSRF refusal anywhere) resets the token,
 *   fetches a fresh one, renews the session when it can, and retries once;
 * - times out after 8000 ms (15000 ms for payment verification);
 * - retries network errors and 5xx up to 3 times, 1 s apart, for reads and proxied calls; never a 4xx.
 */
import { fillPlaceholders } from '@chancepay/shared/i18n/messages';
import { apiErrorMessages } from './api-errors.messages';
import { saveFile } from './save-file';
import { deadline } from './deadline';
import { readStoredToken } from './session/storage';

// The client's own words stay English here (logs, tests); the page shows them translated with useApiErrorText.
export const INVALID_RESPONSE_MESSAGE = apiErrorMessages.en.invalidResponse;
export const NETWORK_ERROR_MESSAGE = apiErrorMessages.en.networkError;
export const TIMEOUT_MESSAGE = apiErrorMessages.en.timedOut;

export const CSRF_PATH = '/api/context-proxy/v1/csrf';
export const PROXY_PATH = '/api/context-proxy/v1/proxy';
export const ACTION_PATH = '/api/context-proxy/v1/action';
export const PAYMENT_PATH_PREFIX = '/api/context-proxy/v1/squad/';
export const VERIFY_PAYMENT_PATH = '/api/context-proxy/v1/squad/verify';

export const DEFAULT_TIMEOUT_MS = 8000;
export const VERIFICATION_TIMEOUT_MS = 15000;
export const MAX_RETRIES = 3;
export const RETRY_DELAY_MS = 1000;
const MIN_CSRF_TOKEN_LENGTH = 8;

export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'format';

/** A call that produced no usable answer. `message` is the server's message when it gave one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status: number | null = null,
    /** The parsed body of an error answer (field errors, verification details...). */
    readonly body: unknown = null,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a File or Blob is sent as its own bytes with its own Content-Type (a file upload). */
  body?: unknown;
  /** Appended as a query string; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  timeoutMs?: number;
  /** Retries on network errors and 5xx (default: GET and proxy calls only; a POST may not be safe to repeat). */
  retry?: boolean;
  signal?: AbortSignal;
  /** Extra headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  /** Given a 2xx answer's headers (e.g. a `Link` naming the next page), before its body is returned. */
  onHeaders?: (headers: Headers) => void;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const stateChanging = (method: string) => method !== 'GET';

function isProtectedDataPath(path: string): boolean {
  return path === PROXY_PATH || path === ACTION_PATH || path.startsWith(PAYMENT_PATH_PREFIX);
}

function timeoutFor(path: string): number {
  return path === VERIFY_PAYMENT_PATH ? VERIFICATION_TIMEOUT_MS : DEFAULT_TIMEOUT_MS;
}

// ---- CSRF token -----------------------------------------------------------------------------------------

let csrfToken: string | null = null;
let csrfRequest: Promise<string> | null = null;

export function resetCsrfToken(): void {
  csrfToken = null;
}

async function fetchCsrfToken(): Promise<string> {
  const response = await fetch(CSRF_PATH, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || !isRecord(body) || typeof body.token !== 'string')
    throw new ApiError(INVALID_RESPONSE_MESSAGE, 'format', response.status);
  return body.token;
}

/** The CSRF token, fetched once and shared by concurrent callers. */
export async function getCsrfToken(): Promise<string> {
  if (csrfToken && csrfToken.length >= MIN_CSRF_TOKEN_LENGTH) return csrfToken;
  csrfRequest ??= fetchCsrfToken().finally(() => {
    csrfRequest = null;
  });
  csrfToken = await csrfRequest;
  return csrfToken;
}

// ---- session renewal hook -------------------------------------------------------------------------------

let renewSession: (() => Promise<boolean>) | null = null;

/** The session logic registers how to get a new access token after a 401 (lib must not import features). */
export function setSessionRenewal(renew: (() => Promise<boolean>) | null): void {
  renewSession = renew;
}

// ---- the request ----------------------------------------------------------------------------------------

function messageOf(body: unknown): string | null {
  if (!isRecord(body)) return null;
  for (const key of ['message', 'error'] as const) {
    const value = body[key];
    if (typeof value === 'string' && value) return value;
  }
  return null;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function urlOf(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function sendOnce(
  path: string,
  options: RequestOptions,
): Promise<{ response: Response; body: unknown }> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // A file goes up as its bytes, not multipart: the server reads the type from the bytes themselves.
  const file = options.body instanceof Blob ? options.body : null;
  if (stateChanging(method) || isProtectedDataPath(path)) {
    headers['Content-Type'] = file ? file.type || 'application/octet-stream' : 'application/json';
    headers['X-CSRF-Token'] = await getCsrfToken();
  }
  const token = readStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const limit = deadline(options.timeoutMs ?? timeoutFor(path), options.signal);
  let response: Response;
  try {
    response = await fetch(urlOf(path, options.query), {
      method,
      credentials: 'include',
      headers,
      body: !stateChanging(method) ? undefined : (file ?? JSON.stringify(options.body ?? {})),
      signal: limit.signal,
    });
  } catch (error) {
    limit.clear();
    if (options.signal?.aborted) throw error;
    if (limit.timedOut) throw new ApiError(TIMEOUT_MESSAGE, 'timeout');
    throw new ApiError(NETWORK_ERROR_MESSAGE, 'network');
  }
  // The deadline covers the body too: a body that stalls is read as none.
  const body: unknown = await response.json().catch(() => null);
  limit.clear();
  return { response, body };
}

function errorFrom(response: Response, body: unknown): ApiError {
  const retryAfter = Number(response.headers.get('Retry-After'));
  return new ApiError(
    messageOf(body) ??
      fillPlaceholders(apiErrorMessages.en.requestFailedWithStatus, { status: response.status }),
    'http',
    response.status,
    body,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  );
}

/** Sends a request and returns the parsed JSON body of a 2xx answer; anything else throws ApiError. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const retries = (options.retry ?? (method === 'GET' || path === PROXY_PATH)) ? MAX_RETRIES : 0;
  let retriedUnauthorized = false;
  for (let attempt = 0; ; attempt++) {
    let result: { response: Response; body: unknown };
    try {
      result = await sendOnce(path, options);
    } catch (error) {
      const transient = error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
      if (transient && attempt < retries) {
        await delay(RETRY_DELAY_MS);
        continue;
      }
      throw error;
    }
    const { response, body } = result;
    if (response.ok) {
      if (body === null) throw new ApiError(INVALID_RESPONSE_MESSAGE, 'format', response.status);
      options.onHeaders?.(response.headers);
      return body as T;
    }
    const csrfRefused = response.status === 403 && response.headers.get('X-CSRF-Invalid') === '1';
    const unauthorized = response.status === 401 && isProtectedDataPath(path);
    if ((csrfRefused || unauthorized) && !retriedUnauthorized) {
      retriedUnauthorized = true;
      resetCsrfToken();
      await getCsrfToken().catch(() => undefined);
      if (unauthorized && renewSession) await renewSession().catch(() => false);
      attempt--;
      continue;
    }
    if (response.status >= 500 && attempt < retries) {
      await delay(RETRY_DELAY_MS);
      continue;
    }
    throw errorFrom(response, body);
  }
}

/** The `data` of a `{ success, data }` answer; a missing `data` is 'Invalid API response format.' (spec 8). */
export function dataOf<T = Record<string, unknown>>(body: unknown): T {
  if (!isRecord(body) || body.data === undefined || body.data === null)
    throw new ApiError(INVALID_RESPONSE_MESSAGE, 'format');
  if (body.success === false)
    throw new ApiError(messageOf(body) ?? apiErrorMessages.en.requestFailed, 'http', null, body);
  return body.data as T;
}

/**
 * Downloads a file the API serves as an attachment (the data download, CSV statements) and hands it to the
 * browser as a file named as the server named it. Signed in like any call; an error answer throws ApiError.
 */
export async function downloadFile(path: string, query?: RequestOptions['query']): Promise<string> {
  const headers: Record<string, string> = {};
  const token = readStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(urlOf(path, query), { credentials: 'include', headers });
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 'network');
  }
  if (!response.ok) throw errorFrom(response, await response.json().catch(() => null));
  const fileName =
    /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'download';
  saveFile(await response.blob(), fileName, 10_000);
  return fileName;
}

export const apiClient = {
  get: <T = unknown>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
};

/**
 * POST /api/context-proxy/v1/action { action_type, parameters }; the payload is read from data or data.data
 * (spec section 7).
 */
export async function callAction<T = Record<string, unknown>>(
  actionType: string,
  parameters: Record<string, unknown> = {},
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<T> {
  const body = await apiClient.post(ACTION_PATH, { action_type: actionType, parameters }, options);
  const data = dataOf<Record<string, unknown>>(body);
  return (isRecord(data.data) ? data.data : data) as T;
}

/**
 * POST /api/context-proxy/v1/proxy with { path, method, body } (spec section 7): GET for action types that
 * start with get_ or fetch_, else POST. Retried on network errors and 5xx.
 */
export async function callProxy<T = Record<string, unknown>>(
  actionPath: string,
  actionType: string,
  parameters: Record<string, unknown> = {},
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<T> {
  const method = /^(get_|fetch_)/.test(actionType) ? 'GET' : 'POST';
  const body = await apiClient.post(
    PROXY_PATH,
    { path: actionPath, method, body: { action_type: actionType, parameters } },
    options,
  );
  return dataOf<T>(body);
}

/**
 * Which door product data goes through (spec section 7, Data proxy): the signed-in dashboard uses the proxy,
 * only the public purchase pages use /action.
 */
export type ProductDataDoor = 'public' | 'dashboard';

/** A raffle action through the door the page is behind. */
export function callProductAction<T = Record<string, unknown>>(
  door: ProductDataDoor,
  actionType: string,
  parameters: Record<string, unknown> = {},
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<T> {
  return door === 'dashboard'
    ? callProxy<T>(ACTION_PATH, actionType, parameters, options)
    : callAction<T>(actionType, parameters, options);
}
