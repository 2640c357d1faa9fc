import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  jsonBody,
  requireSecretKey,
  squadError,
  validationMessage,
  type EmulatorContext,
} from './emulator-context';
import { gatewayReferenceOf } from './reporting-routes';
import type { EmulatedTransaction } from './store';

/** POST /transaction/initiate and GET /transaction/verify/:reference (research doc §1-2). */

const initiateRequest = z.object({
  email: z.email(),
  // Documented as an integer in kobo; the newer docs page labels it String, so accept digits too.
  amount: z
    .union([z.number(), z.string().regex(/^\d+$/, 'must be a whole number of kobo').transform(Number)])
    .pipe(z.number().int().positive()),
  currency: z.enum(['NGN', 'USD']),
  initiate_type: z.literal('inline'),
  transaction_ref: z.string().trim().min(1).max(100).optional(),
  customer_name: z.string().optional(),
  callback_url: z.url({ protocol: /^https?$/ }).optional(),
  payment_channels: z.array(z.enum(['card', 'bank', 'ussd', 'transfer'])).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  pass_charge: z.boolean().optional(),
  is_recurring: z.boolean().optional(),
});

const initiateUnauthorized = { status: 401, message: 'Initiate transaction Unauthorized', data: null };

export function registerTransactionRoutes(app: FastifyInstance, context: EmulatorContext): void {
  const { store } = context;

  app.post(
    '/transaction/initiate',
    { preHandler: requireSecretKey(context.secretKey, initiateUnauthorized) },
    async (request, reply) => {
      const parsed = initiateRequest.safeParse(jsonBody(request), { reportInput: true });
      if (!parsed.success) return reply.code(400).send(squadError(400, validationMessage(parsed.error)));
      const input = parsed.data;
      const reference =
        input.transaction_ref ?? `SQ${context.merchantId}${randomBytes(8).toString('hex').toUpperCase()}`;

      const now = new Date().toISOString();
      const transaction: EmulatedTransaction = {
        reference,
        amountKobo: input.amount,
        chargedAmountKobo: null,
        currency: input.currency,
        email: input.email,
        customerName: input.customer_name ?? null,
        callbackUrl: input.callback_url ?? null,
        metadata: input.metadata ?? {},
        paymentChannels: input.payment_channels ?? ['card', 'bank', 'ussd', 'transfer'],
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      };
      if (!(await store.insertTransaction(transaction)))
        return reply.code(400).send(squadError(400, 'Transaction reference already exists'));
      return reply.send(initiateResponse(transaction, context));
    },
  );

  app.get<{ Params: { reference: string } }>(
    '/transaction/verify/:reference',
    { preHandler: requireSecretKey(context.secretKey) },
    async (request, reply) => {
      const transaction = await store.getTransaction(request.params.reference);
      if (transaction === undefined)
        return reply.code(400).send(squadError(400, 'Invalid transaction reference'));
      return reply.send(verifyResponse(transaction, context));
    },
  );
}

function initiateResponse(transaction: EmulatedTransaction, context: EmulatorContext) {
  return {
    status: 200,
    message: 'success',
    data: {
      auth_url: null,
      access_token: null,
      merchant_info: {
        merchant_response: null,
        merchant_name: context.merchantName,
        merchant_logo: null,
        merchant_id: context.merchantId,
      },
      currency: transaction.currency,
      recurring: { frequency: null, duration: null, type: 0, plan_code: null, customer_name: null },
      is_recurring: false,
      plan_code: null,
      callback_url: transaction.callbackUrl,
      transaction_ref: transaction.reference,
      transaction_memo: null,
      transaction_amount: transaction.amountKobo,
      authorized_channels: transaction.paymentChannels,
      checkout_url: context.checkoutUrlFor(transaction.reference),
    },
  };
}

function verifyResponse(transaction: EmulatedTransaction, context: EmulatorContext) {
  return {
    status: 200,
    success: true,
    message: 'Success',
    data: {
      transaction_amount: transaction.chargedAmountKobo ?? transaction.amountKobo,
      transaction_ref: transaction.reference,
      email: transaction.email,
      transaction_status: context.squadStatusName(transaction.status),
      transaction_currency_id: transaction.currency,
      created_at: transaction.createdAt.replace(/Z$/, ''),
      transaction_type: 'Card',
      merchant_name: context.merchantName,
      merchant_business_name: null,
      gateway_transaction_ref: gatewayReferenceOf(transaction),
      recurring: null,
      merchant_email: null,
      plan_code: null,
      meta: transaction.metadata,
    },
  };
}
