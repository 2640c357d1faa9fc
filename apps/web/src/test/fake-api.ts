import { installFakeServer } from './fake-server';

/**
 * The raffle API on top of the fake server: answers per action_type (public /action and signed-in /proxy
 * alike), and the card-payment calls. Every call is still recorded by the fake server.
 */
export type FakeAnswer = { status?: number; body: unknown } | 'network-error';
type Handler = (body: Record<string, unknown>) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeApiRoutes {
  /** action_type -> answer (given the parameters). */
  actions?: Record<string, Handler>;
  initiate?: Handler;
  verify?: Handler;
}

export function ok(data: unknown): FakeAnswer {
  return { status: 200, body: { success: true, data } };
}

export function fail(status: number, message: string): FakeAnswer {
  return { status, body: { success: false, message } };
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

export function installFakeApi(routes: FakeApiRoutes) {
  const runAction = (request: Record<string, unknown>) => {
    const handler = routes.actions?.[String(request.action_type)];
    return handler
      ? handler(record(request.parameters))
      : fail(400, `Unknown action ${String(request.action_type)}`);
  };
  const server = installFakeServer({
    'POST /api/context-proxy/v1/action': (call) => runAction(record(call.body)),
    'POST /api/context-proxy/v1/proxy': (call) => runAction(record(record(call.body).body)),
    ...(routes.initiate
      ? { 'POST /api/context-proxy/v1/squad/initiate': (call) => routes.initiate!(record(call.body)) }
      : {}),
    ...(routes.verify
      ? { 'POST /api/context-proxy/v1/squad/verify': (call) => routes.verify!(record(call.body)) }
      : {}),
  });
  const actionRequests = () =>
    [
      ...server.callsTo('POST /api/context-proxy/v1/action'),
      ...server.callsTo('POST /api/context-proxy/v1/proxy'),
    ].map((call) => ({
      call,
      request: call.path.endsWith('/proxy') ? record(record(call.body).body) : record(call.body),
    }));
  return {
    ...server,
    /** The parameters of every call of this action, public or proxied, in order. */
    actionCalls: (actionType: string) =>
      actionRequests()
        .filter(({ request }) => request.action_type === actionType)
        .map(({ request }) => record(request.parameters)),
    /** Calls of this action that went through the signed-in /proxy. */
    proxiedActionCalls: (actionType: string) =>
      server
        .callsTo('POST /api/context-proxy/v1/proxy')
        .filter((call) => record(record(call.body).body).action_type === actionType),
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
