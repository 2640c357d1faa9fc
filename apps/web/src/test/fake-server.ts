import { vi } from 'vitest';

/** One recorded call to the fake server. */
export interface RecordedCall {
  method: string;
  path: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> } | 'network-error' | 'hang';
type Handler = (call: RecordedCall) => Reply | Promise<Reply>;

/**
 * Stands in for the API server at `fetch` (the network is outside the web app): routes by "METHOD /path",
 * records every call, and answers the CSRF endpoint by default.
 */
export function installFakeServer(routes: Record<string, Handler | Reply> = {}) {
  const calls: RecordedCall[] = [];
  const table: Record<string, Handler | Reply> = {
    'GET /api/context-proxy/v1/csrf': { body: { token: 'csrf-token-123456' } },
    ...routes,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0]!;
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(
      Object.entries((init.headers as Record<string, string>) ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const call: RecordedCall = {
      method,
      path,
      url,
      headers,
      // A file upload is recorded as the File it is; everything else the app sends is JSON.
      body: init.body instanceof Blob ? init.body : init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const route = table[`${method} ${path}`];
    const reply =
      typeof route === 'function'
        ? await route(call)
        : (route ?? { status: 404, body: { success: false, message: 'Not found' } });
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    if (reply === 'hang')
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(init.signal?.reason ?? new DOMException('Aborted', 'AbortError')),
        );
      });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    route(key: string, handler: Handler | Reply) {
      table[key] = handler;
    },
    callsTo(key: string) {
      const [method, path] = key.split(' ');
      return calls.filter((call) => call.method === method && call.path === path);
    },
  };
}
