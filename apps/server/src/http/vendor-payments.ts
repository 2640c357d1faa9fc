import { createHash } from 'node:crypto';
import { nairaFromKobo } from '@chancepay/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../dependencies';
import { accountKeys, balanceOf } from '../domain/ledger';
import {
  decodeFeedCursor,
  encodeFeedCursor,
  FEED_PAGE_MAX,
  shopPaymentsReceived,
  takingsOfLagosDay,
} from '../domain/raffle/shop-payments';
import { findVendorForUser } from '../domain/users';
import { requireUser } from './auth';
import { localized } from '../i18n/localized';
import { AppError, parseInput } from './errors';
import { apiMoneyMessages } from './money.messages';

export const VENDOR_PAYMENTS_PATH = '/api/vendor/payments';
const CURSOR_MESSAGE = 'before must be the next_before of an earlier page of this feed.';

export const vendorPaymentsQuery = z.strictObject({
  limit: z
    .string()
    .regex(/^\d+$/, 'limit must be a whole number.')
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, 'limit must be 1 or more.')
        .max(FEED_PAGE_MAX, `limit must be at most ${FEED_PAGE_MAX}.`),
    )
    .optional(),
  before: z.string().max(100, CURSOR_MESSAGE).optional(),
});

/**
 * The vendor's live till (ux-walk finding 16): today's takings, the wallet balance and the newest Scan2Pay4Me
 * payments. The dashboard polls it every few seconds; each copy of the server reads the same database, so a
 * poll answered by any copy sees a payment settled by any other. The ETag is a hash of the answer: an idle
 * poll with If-None-Match gets an empty 304 instead of the page again.
 */
export async function vendorPaymentRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { database } = deps;

  app.get(
    VENDOR_PAYMENTS_PATH,
    {
      preHandler: requireUser(['vendor']),
      config: {
        openapi: {
          summary: "The vendor's takings today (Lagos day), balance and Scan2Pay4Me payments, newest first",
          description:
            `Vendors only. { success, data: { today: { day, total, count }, balance, payments: [{ reference, payer, amount, paid_at }], next_before, etag } }. ` +
            `limit 1-${FEED_PAGE_MAX} (default 20); before = next_before of the previous page. ETag / If-None-Match: 304 when nothing changed.`,
          tags: ['dashboard money'],
          query: vendorPaymentsQuery,
          responses: { 200: 'The feed', 304: 'Unchanged since the ETag sent', 403: 'Not a vendor' },
        },
      },
    },
    async (request, reply) => {
      const query = parseInput(vendorPaymentsQuery, request.query, 'query');
      const before = query.before === undefined ? null : decodeFeedCursor(query.before);
      if (query.before !== undefined && before === null)
        throw new AppError('bad_request', CURSOR_MESSAGE, [{ field: 'before', message: CURSOR_MESSAGE }]);
      const vendor = await findVendorForUser(database.db, request.user!.id);
      if (!vendor) throw new AppError('unprocessable', localized(apiMoneyMessages, 'noVendor'));
      // One after another: every open dashboard polls, and a poll should hold one pooled connection, not three.
      const today = await takingsOfLagosDay(database.db, vendor.id, deps.clock());
      const balanceKobo = await balanceOf(database.db, accountKeys.vendorWallet(vendor.id));
      const page = await shopPaymentsReceived(database.db, {
        vendorId: vendor.id,
        before,
        limit: query.limit ?? 20,
      });
      const data = {
        today: { day: today.day, total: nairaFromKobo(today.totalKobo), count: today.count },
        balance: nairaFromKobo(balanceKobo),
        payments: page.payments.map((payment) => ({
          reference: payment.orderId,
          payer: payment.payerPhoneMasked,
          amount: nairaFromKobo(payment.amountKobo),
          paid_at: payment.paidAt.toISOString(),
        })),
        next_before: page.nextBefore ? encodeFeedCursor(page.nextBefore) : null,
      };
      const etag = `"${createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 27)}"`;
      // The answer stays no-store (app.ts). The ETag is also in the body (`etag`), so a page that cannot read
      // response headers through its API client can still send it back in If-None-Match.
      reply.header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return { success: true, data: { ...data, etag } };
    },
  );
}
