import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

/** Renders a page inside a router and a fresh query client, as the app does. */
export function renderWithApp(element: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, queryClient, router };
}

export interface FakeServer {
  /** Answers to POST /api/context-proxy/v1/action, one per call (the last one repeats). */
  actionAnswers: { status: number; body: unknown }[];
  csrf: { status: number; body?: unknown };
  calls: { url: string; init: RequestInit | undefined }[];
}

/**
 * A stand-in for the server at the network boundary (window.fetch): the raffle API is built on another
 * branch, so component tests answer with the contract's JSON (CONVENTIONS.md, Raffle).
 */
export function installFakeServer(server: Partial<FakeServer> = {}): FakeServer {
  const fake: FakeServer = {
    actionAnswers: server.actionAnswers ?? [
      { status: 200, body: { success: true, data: { raffle_cycles: [] } } },
    ],
    csrf: server.csrf ?? { status: 200, body: { token: 'test-csrf-token-0001' } },
    calls: [],
  };
  let actionCalls = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      fake.calls.push({ url, init });
      if (url.endsWith('/api/context-proxy/v1/csrf'))
        return new Response(JSON.stringify(fake.csrf.body ?? {}), { status: fake.csrf.status });
      if (url.endsWith('/api/context-proxy/v1/action')) {
        const answer = fake.actionAnswers[Math.min(actionCalls++, fake.actionAnswers.length - 1)]!;
        if (answer.status === 0) throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify(answer.body), { status: answer.status });
      }
      return new Response(JSON.stringify({ success: false, message: 'Not found' }), { status: 404 });
    }),
  );
  return fake;
}

export function actionCallsOf(fake: FakeServer) {
  return fake.calls.filter((call) => call.url.endsWith('/action'));
}

export function cycle(id: number, types: [number, string][], winnable = '5000.00') {
  return {
    raffle_cycle_id: id,
    winnable_amount: winnable,
    ticket_price: '250.00',
    raffle_status: 'open',
    associated_types: types.map(([raffle_type_id, raffle_type]) => ({ raffle_type_id, raffle_type })),
  };
}

export function productsAnswer(cycles: ReturnType<typeof cycle>[]) {
  return { status: 200, body: { success: true, data: { raffle_cycles: cycles } } };
}

/** A stand-in matchMedia: it answers the mobile query for the given window width. */
export function setWindowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  });
}
