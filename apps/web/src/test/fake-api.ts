import { vi } from 'vitest';

/**
 * A fake of the server at the network boundary (global fetch) for component tests: each test says what the
 * API answers; every request is recorded so tests can assert what the page sent.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  headers: Headers;
}

export type FakeAnswer = { status?: number; body: unknown } | 'network-error';
type Handler = (body: Record<string, unknown>) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeApiRoutes {
  /** action_type -> answer for POST /api/context-proxy/v1/action (parameters passed in). */
  actions?: Record<string, Handler>;
  initiate?: Handler;
  verify?: Handler;
  /** GET /api/fairness/... (path after /api/fairness/) */
  fairness?: (path: string) => FakeAnswer;
}

export function ok(data: unknown): FakeAnswer {
  return { status: 200, body: { success: true, data } };
}

export function fail(status: number, message: string): FakeAnswer {
  return { status, body: { success: false, message } };
}

function toResponse(answer: FakeAnswer): Response {
  if (answer === 'network-error') throw new TypeError('Failed to fetch');
  return new Response(JSON.stringify(answer.body), {
    status: answer.status ?? 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function installFakeApi(routes: FakeApiRoutes) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    requests.push({ method, path: url.pathname, body, headers: new Headers(init?.headers) });
    if (init?.signal?.aborted) throw new DOMException('Aborted', 'AbortError');

    if (url.pathname === '/api/context-proxy/v1/csrf')
      return toResponse({ body: { token: 'csrf-test-token' } });
    if (url.pathname === '/api/context-proxy/v1/action' && body) {
      const handler = routes.actions?.[String(body.action_type)];
      if (!handler) return toResponse(fail(400, `Unknown action ${String(body.action_type)}`));
      return toResponse(await handler((body.parameters ?? {}) as Record<string, unknown>));
    }
    if (url.pathname === '/api/context-proxy/v1/squad/initiate' && body && routes.initiate) {
      return toResponse(await routes.initiate(body));
    }
    if (url.pathname === '/api/context-proxy/v1/squad/verify' && body && routes.verify) {
      return toResponse(await routes.verify(body));
    }
    if (url.pathname.startsWith('/api/fairness/') && routes.fairness) {
      return toResponse(routes.fairness(url.pathname.slice('/api/fairness/'.length)));
    }
    return toResponse(fail(404, 'Not found'));
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    actionCalls: (actionType: string) =>
      requests
        .filter(
          (request) =>
            request.path === '/api/context-proxy/v1/action' && request.body?.action_type === actionType,
        )
        .map((request) => request.body?.parameters as Record<string, unknown>),
    callsTo: (path: string) => requests.filter((request) => request.path === path),
  };
}

/** An open cycle as validate_raffle_cycle_type answers it (naira strings, ratio in basis points). */
export function cycleAnswer(overrides: Record<string, unknown> = {}): FakeAnswer {
  return ok({
    raffle_cycle: {
      raffle_cycle_id: 7,
      raffle_type_id: 1,
      winnable_amount: '50000.00',
      price_of_ticket: '250.00',
      payout_ratio_bps: 7000,
      server_seed_hash: 'ab'.repeat(32),
      ...overrides,
    },
  });
}
