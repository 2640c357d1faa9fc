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
import { refundableKobo, type EmulatedTransaction } from './store';

/**
 * GET /transaction (the merchant's transaction listing) and POST /transaction/refund (research doc §1,
 * "Related payment endpoints"). Dates are calendar dates, both included, read as UTC days; Squad refuses a
 * request without them or with more than a month between them ("Bad Request").
 */

const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)');
const positiveInteger = z
  .string()
  .regex(/^[1-9]\d{0,5}$/, 'must be a positive whole number')
  .transform(Number);

const listQuery = z.object({
  currency: z.enum(['NGN', 'USD']).optional(),
  start_date: calendarDate,
  end_date: calendarDate,
  page: positiveInteger.optional(),
  perpage: positiveInteger.optional(),
  perPage: positiveInteger.optional(),
  reference: z.string().min(1).max(100).optional(),
});

const refundRequest = z
  .object({
    gateway_transaction_ref: z.string().min(1),
    transaction_ref: z.string().min(1),
    refund_type: z.enum(['Full', 'Partial']),
    reason_for_refund: z.string().trim().min(1),
    refund_amount: z
      .union([z.number(), z.string().regex(/^\d+$/, 'must be a whole number of kobo').transform(Number)])
      .pipe(z.number().int().positive())
      .optional(),
  })
  .refine((body) => body.refund_type === 'Full' || body.refund_amount !== undefined, {
    message: 'is required for a partial refund',
    path: ['refund_amount'],
  });

const DAY_MS = 86_400_000;
const MAX_RANGE_DAYS = 31;
const PER_PAGE_MAX = 100;

export function registerReportingRoutes(app: FastifyInstance, context: EmulatorContext): void {
  const { store } = context;
  const preHandler = requireSecretKey(context.secretKey);

  app.get('/transaction', { preHandler }, async (request, reply) => {
    const parsed = listQuery.safeParse(request.query, { reportInput: true });
    if (!parsed.success) return reply.code(400).send(squadError(400, 'Bad Request'));
    const query = parsed.data;
    const from = new Date(`${query.start_date}T00:00:00.000Z`);
    const to = new Date(new Date(`${query.end_date}T00:00:00.000Z`).getTime() + DAY_MS);
    const days = (to.getTime() - from.getTime()) / DAY_MS;
    if (Number.isNaN(days) || days < 1 || days > MAX_RANGE_DAYS)
      return reply.code(400).send(squadError(400, 'Bad Request'));
    const perPage = Math.min(query.perpage ?? query.perPage ?? 20, PER_PAGE_MAX);
    const page = query.page ?? 1;
    const all = (await store.listTransactions({ from, to })).filter(
      (transaction) =>
        (query.reference === undefined || transaction.reference === query.reference) &&
        (query.currency === undefined || transaction.currency === query.currency),
    );
    const rows = all.slice((page - 1) * perPage, page * perPage);
    return reply.send({
      status: 200,
      success: true,
      message: 'Success',
      data: rows.map((transaction, index) =>
        listedRow(transaction, (page - 1) * perPage + index + 1, context),
      ),
    });
  });

  app.post('/transaction/refund', { preHandler }, async (request, reply) => {
    const parsed = refundRequest.safeParse(jsonBody(request), { reportInput: true });
    if (!parsed.success) return reply.code(400).send(squadError(400, validationMessage(parsed.error)));
    const input = parsed.data;
    const transaction = await store.getTransaction(input.transaction_ref);
    if (transaction === undefined || input.gateway_transaction_ref !== gatewayReferenceOf(transaction))
      return reply.code(400).send(squadError(400, 'Invalid transaction reference'));
    const amountKobo = input.refund_type === 'Full' ? refundableKobo(transaction) : input.refund_amount!;
    const refunded =
      amountKobo > 0 ? await store.refundTransaction(transaction.reference, amountKobo) : undefined;
    if (refunded === undefined)
      return reply.code(400).send(squadError(400, 'Transaction is not eligible for this refund'));
    // The documented sample answers "pending"; the emulator has already given the money back, and its
    // listing shows `is_refund: true` for the charge from now on.
    return reply.send({
      status: 200,
      success: true,
      message: 'Success',
      data: {
        gateway_refund_status: 'pending',
        refund_status: 2,
        refund_reference: `REFUND-${transaction.reference}-${randomBytes(4).toString('hex').toUpperCase()}`,
      },
    });
  });
}

/** What verify calls gateway_transaction_ref for this charge. */
export function gatewayReferenceOf(transaction: EmulatedTransaction): string {
  return `${transaction.reference}_1_1_1`;
}

function listedRow(transaction: EmulatedTransaction, id: number, context: EmulatorContext) {
  const amount = transaction.chargedAmountKobo ?? transaction.amountKobo;
  return {
    id,
    transaction_amount: amount,
    transaction_ref: transaction.reference,
    email: transaction.email,
    merchant_id: context.merchantId,
    merchant_amount: amount,
    merchant_name: context.merchantName,
    merchant_business_name: null,
    merchant_email: null,
    customer_email: transaction.email,
    customer_name: transaction.customerName,
    meta_data: JSON.stringify(transaction.metadata),
    meta: transaction.metadata,
    transaction_status: context.squadStatusName(transaction.status),
    transaction_charges: 0,
    transaction_currency_id: transaction.currency,
    transaction_gateway_id: '',
    transaction_type: 'Card',
    flat_charge: 0,
    is_suspicious: false,
    is_refund: (transaction.refundedAmountKobo ?? 0) > 0,
    created_at: transaction.createdAt.replace(/Z$/, '+00:00'),
  };
}
