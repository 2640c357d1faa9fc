import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '../test/fake-server';
import {
  ACTION_PATH,
  apiClient,
  ApiError,
  callAction,
  dataOf,
  INVALID_RESPONSE_MESSAGE,
  PROXY_PATH,
  resetCsrfToken,
  setSessionRenewal,
  VERIFY_PAYMENT_PATH,
} from './api-client';

beforeEach(() => {
  resetCsrfToken();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setSessionRenewal(null);
});

describe('the API client', () => {
  it('sends cookies on every call, and the CSRF token with a JSON content type on state-changing calls', async () => {
    const server = installFakeServer({
      'POST /api/thing': { body: { success: true } },
      'GET /api/thing': { body: { ok: 1 } },
    });
    localStorage.setItem('auth_token', 'access-token');
    await apiClient.post('/api/thing', { a: 1 });
    await apiClient.get('/api/thing');
    const [post] = server.callsTo('POST /api/thing');
    expect(post!.headers['x-csrf-token']).toBe('csrf-token-123456');
    expect(post!.headers['content-type']).toBe('application/json');
    expect(post!.headers.authorization).toBe('Bearer access-token');
    expect(post!.body).toEqual({ a: 1 });
    const [get] = server.callsTo('GET /api/thing');
    expect(get!.headers['x-csrf-token']).toBeUndefined();
    const fetchMock = vi.mocked(fetch);
    for (const [, init] of fetchMock.mock.calls) expect(init?.credentials).toBe('include');
  });

  it('sends a file as its own bytes with its own type, with the CSRF token', async () => {
    const server = installFakeServer({ 'POST /api/upload': { body: { success: true } } });
    const bill = new File(['%PDF-1.7'], 'bill.pdf', { type: 'application/pdf' });
    await apiClient.post('/api/upload', bill, { query: { file_name: 'bill.pdf' } });
    const [post] = server.callsTo('POST /api/upload');
    expect(post!.url).toContain('?file_name=bill.pdf');
    expect(post!.headers['x-csrf-token']).toBe('csrf-token-123456');
    expect(post!.headers['content-type']).toBe('application/pdf');
    expect(post!.body).toBe(bill);
  });

  it('fetches the CSRF token once, and again when the one held is shorter than 8 characters', async () => {
    const server = installFakeServer({ 'POST /api/thing': { body: { success: true } } });
    await apiClient.post('/api/thing');
    await apiClient.post('/api/thing');
    expect(server.callsTo('GET /api/context-proxy/v1/csrf')).toHaveLength(1);
    server.route('GET /api/context-proxy/v1/csrf', { body: { token: 'short' } });
    resetCsrfToken();
    await apiClient.post('/api/thing');
    await apiClient.post('/api/thing');
    expect(server.callsTo('GET /api/context-proxy/v1/csrf')).toHaveLength(3);
  });

  it('on a 401 from an action call resets the token, re-fetches it, renews the session and retries once', async () => {
    let answers = 0;
    const server = installFakeServer({
      [`POST ${ACTION_PATH}`]: () =>
        ++answers === 1
          ? { status: 401, body: { success: false, message: 'expired' } }
          : { body: { success: true, data: { x: 1 } } },
    });
    const renew = vi.fn(async () => true);
    setSessionRenewal(renew);
    expect(await callAction('get_vendors')).toEqual({ x: 1 });
    expect(server.callsTo(`POST ${ACTION_PATH}`)).toHaveLength(2);
    expect(server.callsTo('GET /api/context-proxy/v1/csrf')).toHaveLength(2);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('retries a 401 only once, then reports it', async () => {
    const server = installFakeServer({
      [`POST ${ACTION_PATH}`]: {
        status: 401,
        body: { success: false, message: 'Please log in to continue.' },
      },
    });
    await expect(callAction('get_vendors')).rejects.toMatchObject({
      status: 401,
      message: 'Please log in to continue.',
    });
    expect(server.callsTo(`POST ${ACTION_PATH}`)).toHaveLength(2);
  });

  it('recovers from a CSRF refusal on any call with a fresh token', async () => {
    let answers = 0;
    const server = installFakeServer({
      'POST /api/user/register': () =>
        ++answers === 1
          ? { status: 403, body: { success: false, message: 'expired' }, headers: { 'X-CSRF-Invalid': '1' } }
          : { status: 201, body: { success: true } },
    });
    await apiClient.post('/api/user/register', {});
    expect(server.callsTo('POST /api/user/register')).toHaveLength(2);
  });

  it('does not retry a 4xx', async () => {
    const server = installFakeServer({
      'GET /api/thing': { status: 400, body: { success: false, message: 'Bad thing.' } },
    });
    const error = await apiClient.get('/api/thing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Bad thing.', kind: 'http' });
    expect(server.callsTo('GET /api/thing')).toHaveLength(1);
  });

  it('retries network errors and 5xx up to 3 times, 1 second apart, on reads and proxy calls', async () => {
    vi.useFakeTimers();
    const server = installFakeServer({
      [`POST ${PROXY_PATH}`]: { status: 503, body: { success: false, message: 'down' } },
      'GET /api/thing': 'network-error',
    });
    const proxied = apiClient.post(PROXY_PATH, {}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(999);
    expect(server.callsTo(`POST ${PROXY_PATH}`)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.callsTo(`POST ${PROXY_PATH}`)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await proxied).toMatchObject({ status: 503 });
    expect(server.callsTo(`POST ${PROXY_PATH}`)).toHaveLength(4);

    const read = apiClient.get('/api/thing').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(3000);
    expect(await read).toMatchObject({ kind: 'network' });
    expect(server.callsTo('GET /api/thing')).toHaveLength(4);
  });

  it('does not repeat a plain POST that failed with a 5xx unless asked', async () => {
    const server = installFakeServer({
      'POST /api/thing': { status: 500, body: { success: false, message: 'oops' } },
    });
    await expect(apiClient.post('/api/thing')).rejects.toMatchObject({ status: 500 });
    expect(server.callsTo('POST /api/thing')).toHaveLength(1);
  });

  it('works on a browser without AbortSignal.timeout and AbortSignal.any (Chrome before 103 and 116)', async () => {
    vi.useFakeTimers();
    // The same AbortSignal (a test DOM may build its AbortController's signal from the global one), less the two
    // static methods older browsers lack.
    class OldAbortSignal extends AbortSignal {}
    Object.defineProperties(OldAbortSignal, { timeout: { value: undefined }, any: { value: undefined } });
    vi.stubGlobal('AbortSignal', OldAbortSignal);
    installFakeServer({ [`POST ${ACTION_PATH}`]: 'hang' });
    let settled: unknown = 'pending';
    const caller = new AbortController();
    void apiClient
      .post(ACTION_PATH, {}, { retry: false, signal: caller.signal })
      .catch((e: unknown) => (settled = e));
    await vi.advanceTimersByTimeAsync(8000);
    expect(settled).toMatchObject({ kind: 'timeout' });
  });

  it('times out after 8000 ms, and after 15000 ms for payment verification', async () => {
    vi.useFakeTimers();
    installFakeServer({ [`POST ${ACTION_PATH}`]: 'hang', [`POST ${VERIFY_PAYMENT_PATH}`]: 'hang' });
    let settled: unknown = 'pending';
    void apiClient.post(ACTION_PATH, {}, { retry: false }).catch((e: unknown) => (settled = e));
    await vi.advanceTimersByTimeAsync(7999);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toMatchObject({ kind: 'timeout' });

    let verify: unknown = 'pending';
    void apiClient.post(VERIFY_PAYMENT_PATH, {}, { retry: false }).catch((e: unknown) => (verify = e));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(verify).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(verify).toMatchObject({ kind: 'timeout' });
  });

  it("says 'Invalid API response format.' when data is missing", async () => {
    installFakeServer({ [`POST ${ACTION_PATH}`]: { body: { success: true } } });
    await expect(callAction('get_vendors')).rejects.toMatchObject({ message: INVALID_RESPONSE_MESSAGE });
    expect(() => dataOf({ success: true })).toThrow(INVALID_RESPONSE_MESSAGE);
    expect(dataOf({ success: true, data: { a: 1 } })).toEqual({ a: 1 });
  });

  it('reads an action payload from data or data.data', async () => {
    installFakeServer({
      [`POST ${ACTION_PATH}`]: { body: { success: true, data: { data: { vendors: [] } } } },
    });
    expect(await callAction('get_vendors')).toEqual({ vendors: [] });
  });
});
