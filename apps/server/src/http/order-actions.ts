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
import { z } from 'zod';
import type { AppDependencies } from '../dependencies';
import { createOrder } from '../domain/raffle/place-order';
import { settleWalletOrder } from '../domain/raffle/settle-wallet-order';
import { shopPaymentOf } from '../domain/raffle/shop-payments';
import { accountKeys, balanceOf } from '../domain/ledger';
import { storedStatusMessage } from '../domain/raffle/status-messages';
import { waitOf } from '../domain/users/waits';
import { messagesFrom } from '../i18n/localized';
import { apiBuyingMessages } from './buying.messages';
import { shopPaymentPayload, winningsTaxPayload } from './payments';
import { AppError } from './errors';
import { formMessages } from './forms.messages';
import { oddsOf } from './raffle-views';
import { action, type ActionDefinition, type Caller } from './action-definition';

const say = messagesFrom(apiBuyingMessages);
const form = formMessages.en;

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

/** Placing an order (and paying it from the wallet at once, when that is the method). */
export const orderActions: Record<string, ActionDefinition<z.ZodType>> = {
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
