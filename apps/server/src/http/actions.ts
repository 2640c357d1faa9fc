import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../dependencies';
import { requireUser } from './auth';
import { AppError, parseInput } from './errors';
import { inRequestLanguage } from './request-language';
import { appErrorFrom } from './raffle-views';
import type { ActionDefinition, Caller, Viewer } from './action-definition';
import { cycleActions } from './cycle-actions';
import { orderActions } from './order-actions';
import { vendorActions } from './vendor-actions';

/**
 * The data proxy's actions (spec section 7, "Action types"; CONVENTIONS.md "Raffle"). Both
 * POST /api/context-proxy/v1/action (public) and the signed-in /proxy dispatch here; the answer is
 * `{ success: true, data: {...} }` or the API's error shape with a 4xx.
 */

/** Every action by name, family by family; the order is the one the API documents. */
export const actions: Record<string, ActionDefinition<z.ZodType>> = {
  ...cycleActions,
  ...vendorActions,
  ...orderActions,
};

export const actionRequest = z.strictObject({
  action_type: z
    .string({ error: 'Say which action to run (action_type).' })
    .min(1, 'Say which action to run (action_type).'),
  parameters: z.record(z.string(), z.unknown(), { error: 'parameters must be an object.' }).optional(),
});

/** Validates and runs one action; unknown names and bad parameters are 400s with a message. */
export async function runAction(
  deps: AppDependencies,
  request: z.output<typeof actionRequest>,
  viewer: Viewer,
  caller: Caller,
): Promise<{ success: true; data: Record<string, unknown> }> {
  const definition = Object.hasOwn(actions, request.action_type) ? actions[request.action_type] : undefined;
  if (!definition)
    throw new AppError('bad_request', `Unknown action_type "${request.action_type.slice(0, 60)}".`, [
      { field: 'action_type', message: `Known actions: ${Object.keys(actions).join(', ')}.` },
    ]);
  const parameters = parseInput(definition.parameters, request.parameters ?? {}, 'parameters');
  try {
    return { success: true, data: await definition.run(deps, parameters, viewer, caller) };
  } catch (error) {
    throw appErrorFrom(error);
  }
}

/** The only paths /proxy forwards to: it is a signed-in door to the actions, not an open proxy. */
export const proxyAllowedPaths: ReadonlySet<string> = new Set([
  '/context-proxy/v1/action',
  '/api/context-proxy/v1/action',
]);

export const proxyRequest = z.strictObject({
  path: z
    .string({ error: 'Say which path to call (path).' })
    .max(200, 'That path is not available through the proxy.'),
  method: z.enum(['GET', 'POST'], { error: 'method is GET or POST.' }),
  body: actionRequest,
});

/** The spec's rule for the proxy's method: GET for actions named get_* or fetch_*, else POST. */
function expectedMethod(actionType: string): 'GET' | 'POST' {
  return actionType.startsWith('get_') || actionType.startsWith('fetch_') ? 'GET' : 'POST';
}

const callerOf = (request: FastifyRequest): Caller => ({
  ip: request.ip,
  speak: (text) => inRequestLanguage(request, text),
});

export async function actionRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  app.post(
    '/api/context-proxy/v1/proxy',
    {
      preHandler: requireUser(),
      config: {
        openapi: {
          summary:
            'Runs a raffle action as the signed-in user: { path, method, body: { action_type, parameters } }',
          description: `path must be one of ${[...proxyAllowedPaths].join(', ')}; method is GET for get_*/fetch_* actions, else POST. A signed-in customer may pay from the wallet (create_order with payment_method_used "wallet"). Answer: { success: true, data }.`,
          tags: ['raffle'],
          body: proxyRequest,
        },
      },
    },
    async (request) => {
      const body = parseInput(proxyRequest, request.body);
      if (!proxyAllowedPaths.has(body.path))
        throw new AppError('bad_request', 'That path is not available through the proxy.', [
          { field: 'path', message: `Use ${[...proxyAllowedPaths][0]}.` },
        ]);
      if (body.method !== expectedMethod(body.body.action_type))
        throw new AppError(
          'bad_request',
          `Use method ${expectedMethod(body.body.action_type)} for ${body.body.action_type.slice(0, 60)}.`,
          [{ field: 'method', message: 'GET for get_* and fetch_* actions, POST for the others.' }],
        );
      const user = request.user!;
      return runAction(deps, body.body, { userId: user.id, role: user.role }, callerOf(request));
    },
  );

  app.post(
    '/api/context-proxy/v1/action',
    {
      config: {
        openapi: {
          summary: 'Runs a raffle action (public)',
          description: `action_type is one of: ${Object.entries(actions)
            .map(([name, definition]) => `${name} (${definition.summary})`)
            .join('; ')}. Answer: { success: true, data }.`,
          tags: ['raffle'],
          body: actionRequest,
        },
      },
    },
    async (request) => runAction(deps, parseInput(actionRequest, request.body), null, callerOf(request)),
  );
}
