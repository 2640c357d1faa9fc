import {
  nairaAmountSchema,
  nairaFromKobo,
  nigerianPhoneSchema,
  raffleIdSchema,
  TICKETS_MAX_MESSAGE,
  TICKETS_MESSAGE,
  TICKETS_MIN_MESSAGE,
  TICKETS_WHOLE_MESSAGE,
} from '@chancepay/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../dependencies';
import { findCycle, listOpenCycles } from '../domain/raffle/cycle-views';
import { createOrder } from '../domain/raffle/place-order';
import { settleWalletOrder } from '../domain/raffle/settle-wallet-order';
import { shopPaymentOf } from '../domain/raffle/shop-payments';
import { findVendorDetails, listVendors } from '../domain/raffle/vendors';
import { accountKeys, balanceOf } from '../domain/ledger';
import { orderMessages } from '../domain/raffle/orders.messages';
import { storedStatusMessage } from '../domain/raffle/status-messages';
import { waitOf } from '../domain/users/waits';
import { localized, messagesFrom, type MessageText } from '../i18n/localized';
import { requireUser } from './auth';
import { apiBuyingMessages } from './buying.messages';
import { shopPaymentPayload, winningsTaxPayload } from './payments';
import { AppError, parseInput } from './errors';
import { formMessages } from './forms.messages';
import { inRequestLanguage } from './request-language';
import { activeProductPayload, appErrorFrom, cyclePayload, oddsOf } from './raffle-views';

/**
 * The data proxy's actions (spec section 7, "Action types"; CONVENTIONS.md "Raffle"). Both
 * POST /api/context-proxy/v1/action (public) and the signed-in /proxy dispatch here; the answer is
 * `{ success: true, data: {...} }` or the API's error shape with a 4xx.
 */

/** Who is asking: nobody (the public action endpoint) or the signed-in user behind /proxy. */
export type Viewer = { userId: string; role: string } | null;

/** Where the request came from (the per-address quota of signed-out orders), and the language it reads. */
export interface Caller {
  ip: string;
  /** A message in the language of the answer. */
  speak: (text: MessageText) => string;
}

const say = messagesFrom(apiBuyingMessages);
const form = formMessages.en;

const emptyParameters = z.strictObject({});
const optionalTypeParameters = z.strictObject({ raffle_type_id: raffleIdSchema.optional() });
const cycleIdParameters = z.strictObject({ raffle_cycle_id: raffleIdSchema });
const cycleAndTypeParameters = z.strictObject({
  raffle_cycle_id: raffleIdSchema,
  raffle_type_id: raffleIdSchema,
});
const vendorIdParameters = z.strictObject({
  vendor_id: z.uuid({ error: form.vendorFromList }),
});
const vendorListParameters = z.strictObject({
  search: z.string().max(100, form.searchTooLong).optional(),
});

const EMAIL_MESSAGE = form.emailOrEmpty;
const AGE_MESSAGE = form.confirmAdult;

/** Form fields may arrive empty ("") for "not given". */
const blankAsNull = (value: unknown) => (value === '' ? null : value);

export const createOrderParameters = z.strictObject({
  raffle_cycle_id: raffleIdSchema,
  raffle_type_id: raffleIdSchema.optional(),
  customer_phone: nigerianPhoneSchema,
  customer_email: z
    .preprocess(blankAsNull, z.email({ error: EMAIL_MESSAGE }).max(254, EMAIL_MESSAGE).nullable())
    .optional(),
  ticket_quantity: z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
    z
      .number({ error: TICKETS_MESSAGE })
      .int(TICKETS_WHOLE_MESSAGE)
      .min(1, TICKETS_MIN_MESSAGE)
      .max(100, TICKETS_MAX_MESSAGE),
  ),
  order_amount: nairaAmountSchema,
  amount_due: z.preprocess(blankAsNull, nairaAmountSchema.nullable()).optional(),
  vendor_id: z.preprocess(blankAsNull, z.uuid({ error: form.chooseVendor }).nullable()).optional(),
  purchase_platform: z
    .string({ error: 'purchase_platform must be text such as "web".' })
    .trim()
    .min(1, 'purchase_platform must be text such as "web".')
    .max(20, 'purchase_platform is at most 20 characters.')
    .optional(),
  payment_method_used: z.enum(['card', 'wallet', 'transfer'], { error: form.paymentMethod }).optional(),
  client_seed: z
    .string({ error: 'The client seed must be 32 hex characters (16 bytes).' })
    .regex(/^[0-9a-fA-F]{32}$/, 'The client seed must be 32 hex characters (16 bytes).')
    .optional(),
  // The spec's 18+ box. A customer whose verified record gives a date of birth is judged by it instead
  // (DOMAIN.md "Identity and wallet tiers"), so it may be left out; createOrder asks for it otherwise.
  age_confirmed: z.literal(true, { error: AGE_MESSAGE }).optional(),
});

interface ActionDefinition<Schema extends z.ZodType> {
  parameters: Schema;
  summary: string;
  run(
    deps: AppDependencies,
    parameters: z.output<Schema>,
    viewer: Viewer,
    caller: Caller,
  ): Promise<Record<string, unknown>>;
}

function action<Schema extends z.ZodType>(definition: ActionDefinition<Schema>): ActionDefinition<z.ZodType> {
  return definition as unknown as ActionDefinition<z.ZodType>;
}

/**
 * Orders bought signed out are throttled per phone and per client address (issue #12): anyone can type a
 * phone number, and unpaid orders count against its owner's spend limit until they close. Signed-in
 * customers are not throttled here (their hot path stays one statement). Both are counted by one statement.
 */
async function refuseOverSignedOutQuota(deps: AppDependencies, phone: string, caller: Caller): Promise<void> {
  const hour = 60 * 60_000;
  const { limiter } = deps.accounts;
  const quotas = [
    {
      key: `orders:phone:${phone}`,
      limit: deps.config.ORDER_QUOTA_PER_PHONE,
      refusal: 'tooManyOrdersForPhone' as const,
    },
    {
      key: `orders:address:${caller.ip}`,
      limit: deps.config.ORDER_QUOTA_PER_ADDRESS,
      refusal: 'tooManyOrdersFromNetwork' as const,
    },
  ];
  const decisions = await limiter.countAll(quotas, hour);
  for (const [index, decision] of decisions.entries()) {
    if (!decision.allowed)
      throw new AppError(
        'too_many_requests',
        say(quotas[index]!.refusal, { wait: waitOf(decision.retryAfterSeconds) }),
        undefined,
        { 'Retry-After': String(decision.retryAfterSeconds) },
      );
  }
}

async function requireCycle(deps: AppDependencies, cycleId: number) {
  const cycle = await findCycle(deps.database.db, cycleId);
  if (!cycle) throw new AppError('not_found', localized(orderMessages, 'cycleNotFound'));
  return cycle;
}

export const actions: Record<string, ActionDefinition<z.ZodType>> = {
  get_raffle_cycle: action({
    parameters: optionalTypeParameters,
    summary: 'The open raffle cycles (optionally those offering one type): data.raffle_cycles[]',
    run: async (deps, parameters) => ({
      raffle_cycles: (await listOpenCycles(deps.database.db, parameters.raffle_type_id)).map((cycle) =>
        cyclePayload(cycle, deps.config.WINNINGS_TAX_BPS),
      ),
    }),
  }),
  get_active_raffle_cycle: action({
    parameters: optionalTypeParameters,
    summary: 'The open cycle (of a type, when raffle_type_id is given): data.raffle_cycle; 404 when none',
    run: async (deps, parameters) => {
      const [cycle] = await listOpenCycles(deps.database.db, parameters.raffle_type_id);
      if (!cycle) throw new AppError('not_found', say('noActiveCycle'));
      return { raffle_cycle: cyclePayload(cycle, deps.config.WINNINGS_TAX_BPS) };
    },
  }),
  get_raffle_cycle_by_id: action({
    parameters: cycleIdParameters,
    summary: 'One cycle by id, whatever its status: data.raffle_cycle; 404 when unknown',
    run: async (deps, parameters) => ({
      raffle_cycle: cyclePayload(
        await requireCycle(deps, parameters.raffle_cycle_id),
        deps.config.WINNINGS_TAX_BPS,
      ),
    }),
  }),
  get_active_raffle_products: action({
    parameters: emptyParameters,
    summary: 'Products on sale: data.raffle_cycles[] of open cycles with their associated_types',
    run: async (deps) => ({
      raffle_cycles: (await listOpenCycles(deps.database.db)).map((cycle) =>
        activeProductPayload(cycle, deps.config.WINNINGS_TAX_BPS),
      ),
    }),
  }),
  validate_raffle_cycle_type: action({
    parameters: cycleAndTypeParameters,
    summary: 'Whether a cycle offers a type: data.raffle_cycle with price_of_ticket; 404 when it does not',
    run: async (deps, parameters) => {
      const cycle = await findCycle(deps.database.db, parameters.raffle_cycle_id);
      const type = cycle?.types.find((candidate) => candidate.id === parameters.raffle_type_id);
      if (!cycle || !type) throw new AppError('not_found', localized(orderMessages, 'cycleNotFound'));
      return {
        raffle_cycle: {
          ...cyclePayload(cycle, deps.config.WINNINGS_TAX_BPS),
          raffle_type_id: type.id,
          raffle_type: type.name,
        },
      };
    },
  }),
  get_vendors: action({
    parameters: vendorListParameters,
    summary:
      'Registered vendors for Pay4Me: data.success + data.vendors[] of { vendor_id, vendor_name, business_address }',
    run: async (deps, parameters) => ({
      success: true,
      vendors: (await listVendors(deps.database.db, parameters.search)).map((vendor) => ({
        vendor_id: vendor.id,
        vendor_name: vendor.businessName,
        // Public (as on the Scan2Pay4Me page): two shops called "Mama Put" are told apart by where they are.
        business_address: vendor.businessAddress,
      })),
    }),
  }),
  get_vendor_details: action({
    parameters: vendorIdParameters,
    summary: 'One vendor for the Scan2Pay4Me page: data.vendor (public fields only); 404 when unknown',
    run: async (deps, parameters) => {
      const vendor = await findVendorDetails(deps.database.db, parameters.vendor_id);
      if (!vendor) throw new AppError('not_found', say('vendorNotFound'));
      const [payForMe] = await listOpenCycles(deps.database.db, 2);
      return {
        vendor: {
          vendor_id: vendor.id,
          business_name: vendor.businessName,
          business_address: vendor.businessAddress,
          industry: vendor.industry,
          phone_number: vendor.phoneNumber,
          contact_name: vendor.contactName,
          email: vendor.email,
          display_name: vendor.businessName,
          logo_url: vendor.logoUrl,
          // The largest amount due a Scan2Pay4Me order may carry (DOMAIN.md): the open Pay4Me prize.
          spendable_amount: payForMe ? nairaFromKobo(payForMe.winnableAmountKobo) : '0.00',
        },
      };
    },
  }),
  create_order: action({
    parameters: createOrderParameters,
    summary:
      'Creates an order (price from the cycle); data.order_id. A signed-in customer may pay with payment_method_used "wallet"',
    run: async (deps, parameters: z.output<typeof createOrderParameters>, viewer, caller) => {
      const customerUserId = viewer?.role === 'customer' ? viewer.userId : null;
      if (customerUserId === null) await refuseOverSignedOutQuota(deps, parameters.customer_phone, caller);
      const { order, cycle } = await createOrder(deps.database.db, {
        raffleCycleId: parameters.raffle_cycle_id,
        raffleTypeId: parameters.raffle_type_id,
        customerPhone: parameters.customer_phone,
        customerEmail: parameters.customer_email ?? null,
        ticketQuantity: parameters.ticket_quantity,
        orderAmountKobo: parameters.order_amount,
        amountDueKobo: parameters.amount_due ?? null,
        vendorId: parameters.vendor_id ?? null,
        purchasePlatform: parameters.purchase_platform ?? 'web',
        paymentMethodUsed: parameters.payment_method_used ?? 'card',
        clientSeedHex: parameters.client_seed,
        ageConfirmed: parameters.age_confirmed === true,
        customerUserId,
        now: deps.clock(),
      });
      const settled =
        order.paymentMethodUsed === 'wallet'
          ? (await settleWalletOrder(deps.settlement, order.id)).order
          : order;
      return {
        order_id: settled.id,
        status: settled.status,
        message: settled.statusMessage
          ? caller.speak(storedStatusMessage(settled.statusMessage))
          : settled.paymentMethodUsed === 'card'
            ? caller.speak(say('orderCreatedCard'))
            : settled.paymentMethodUsed === 'transfer'
              ? caller.speak(say('orderCreatedTransfer'))
              : null,
        raffle_cycle_id: settled.raffleCycleId,
        raffle_type_id: settled.raffleTypeId,
        order_seq: settled.orderSeq,
        client_seed: settled.clientSeed,
        server_seed_hash: cycle.serverSeedHash,
        ticket_quantity: settled.ticketQuantity,
        ticket_price: nairaFromKobo(settled.ticketPriceKobo),
        order_amount: nairaFromKobo(settled.orderAmountKobo),
        amount_due: settled.amountDueKobo === null ? null : nairaFromKobo(settled.amountDueKobo),
        prize_amount: nairaFromKobo(settled.prizeKobo),
        winnings_tax: winningsTaxPayload(settled),
        payment_method_used: settled.paymentMethodUsed,
        ...oddsOf(settled),
        // A Scan2Pay4Me order paid from the wallet: the proof the buyer shows at the counter.
        shop_payment: shopPaymentPayload(settled.id, await shopPaymentOf(deps.database.db, settled)),
        // A wallet order is always the caller's own: the balance after it, for the result's "now in your wallet".
        ...(settled.paymentMethodUsed === 'wallet' && customerUserId
          ? {
              wallet_balance: nairaFromKobo(
                await balanceOf(deps.database.db, accountKeys.customerWallet(customerUserId)),
              ),
            }
          : {}),
      };
    },
  }),
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
