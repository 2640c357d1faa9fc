import { isReceiptKind, RECEIPT_KINDS, type Receipt } from '@chancepay/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../dependencies';
import { orderReceiptByReference, ownersReceipt, receiptIn } from '../domain/receipts';
import type { ReportOwner } from '../domain/reports';
import { findVendorForUser } from '../domain/users';
import { squadTransferReference } from '../providers/squad/squad-client';
import { SQUAD_EMULATOR_MERCHANT_ID } from '../sandbox/squad/credentials';
import { requireUser } from './auth';
import { localized, messagesFrom } from '../i18n/localized';
import { AppError, parseInput } from './errors';
import { apiMoneyMessages } from './money.messages';
import { inRequestLanguage } from './request-language';
import { apiSiteMessages } from './site.messages';

const say = messagesFrom(apiSiteMessages);

export const RECEIPT_NOT_FOUND_MESSAGE = apiSiteMessages.en.receiptNotFound;
export const ORDER_RECEIPT_NOT_FOUND_MESSAGE = apiSiteMessages.en.orderReceiptNotFound;

const receiptParams = z.strictObject({
  kind: z.string().refine(isReceiptKind, `kind must be one of ${RECEIPT_KINDS.join(', ')}.`),
  id: z.string().min(1, 'id is missing.').max(64, 'That is not a receipt id.'),
});
const referenceParams = z.strictObject({
  reference: z.string().min(1, 'reference is missing.').max(64, 'That is not an order reference.'),
});

/**
 * Receipts (docs/API.md "Receipts"): the caller's own receipt of any row of their reports, and the order
 * receipt a signed-out buyer opens from /thank-you with the order's reference (the same capability /thank-you
 * and /fairness already use: the random order id).
 */
export async function receiptRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { database, config } = deps;
  const merchantId = config.SQUAD_MERCHANT_ID ?? SQUAD_EMULATOR_MERCHANT_ID;
  const options = { payoutReferenceOf: (id: string) => squadTransferReference(merchantId, id) };

  app.get(
    '/api/user/receipts/:kind/:id',
    {
      preHandler: requireUser(['customer', 'vendor']),
      config: {
        openapi: {
          summary: "One of the caller's receipts: the kind and id a report row's receipt gives",
          description: `kind: ${RECEIPT_KINDS.join(' | ')}. Someone else's id is 404, never 403.`,
          tags: ['dashboard money'],
          responses: {
            200: 'The receipt',
            400: 'Unknown kind',
            401: 'Not signed in',
            404: 'No such receipt',
          },
        },
      },
    },
    async (request): Promise<{ success: true; data: Receipt }> => {
      const { kind, id } = parseInput(receiptParams, request.params, 'params');
      const user = request.user!;
      let owner: ReportOwner;
      if (user.role === 'vendor') {
        const vendor = await findVendorForUser(database.db, user.id);
        if (!vendor) throw new AppError('unprocessable', localized(apiMoneyMessages, 'noVendor'));
        owner = { role: 'vendor', vendorId: vendor.id };
      } else {
        owner = { role: 'customer', userId: user.id };
      }
      const receipt = await ownersReceipt(database.db, owner, kind as Receipt['kind'], id, options);
      if (!receipt) throw new AppError('not_found', say('receiptNotFound'));
      return { success: true, data: receiptIn(receipt, (text) => inRequestLanguage(request, text)) };
    },
  );

  app.get(
    '/api/receipts/orders/:reference',
    {
      config: {
        openapi: {
          summary: "An order's receipt for whoever holds its reference (the signed-out buyer's /thank-you)",
          tags: ['payments'],
          responses: { 200: 'The receipt', 404: 'No order with that reference' },
        },
      },
    },
    async (request): Promise<{ success: true; data: Receipt }> => {
      const { reference } = parseInput(referenceParams, request.params, 'params');
      const receipt = await orderReceiptByReference(database.db, reference.trim());
      if (!receipt) throw new AppError('not_found', say('orderReceiptNotFound'));
      return { success: true, data: receiptIn(receipt, (text) => inRequestLanguage(request, text)) };
    },
  );
}
