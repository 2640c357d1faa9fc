import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { vendors } from '../db/schema';
import type { AppDependencies } from '../dependencies';
import { walletHoldMessage } from '../domain/compliance/support';
import { inRequestLanguage } from './request-language';
import { accountKeys, debitHoldOn } from '../domain/ledger';
import { requireUser } from './auth';
import { parseInput } from './errors';

export const WALLET_HOLD_PATH = '/api/user/wallet-hold';

const noQuery = z.strictObject({});

/**
 * DOMAIN.md "Money-laundering controls": a hold is never silent. The dashboard (customer or vendor) asks
 * whether the caller's own wallet is on hold and shows the case number and how to reach support; never the
 * reason (tipping off is forbidden).
 */
export async function walletHoldRoutes(app: FastifyInstance, { database, config }: AppDependencies) {
  app.get(
    WALLET_HOLD_PATH,
    {
      preHandler: requireUser(['customer', 'vendor']),
      config: {
        openapi: {
          summary: "Whether the caller's wallet is on hold (post-no-debit), with the case number and support",
          tags: ['dashboard money'],
          query: noQuery,
          responses: {
            200: '{ success, data: { on_hold, case_number, message } } (case_number and message null when not held)',
            401: 'Not signed in',
            403: 'Neither a customer nor a vendor',
          },
        },
      },
    },
    async (request) => {
      parseInput(noQuery, request.query, 'query');
      const user = request.user!;
      let accountKey = accountKeys.customerWallet(user.id);
      if (user.role === 'vendor') {
        const [vendor] = await database.db
          .select({ id: vendors.id })
          .from(vendors)
          .where(eq(vendors.userId, user.id));
        if (!vendor) return { success: true, data: { on_hold: false, case_number: null, message: null } };
        accountKey = accountKeys.vendorWallet(vendor.id);
      }
      const caseNumber = await debitHoldOn(database.db, accountKey);
      return {
        success: true,
        data:
          caseNumber === null
            ? { on_hold: false, case_number: null, message: null }
            : {
                on_hold: true,
                case_number: `C-${caseNumber}`,
                message: inRequestLanguage(
                  request,
                  walletHoldMessage(caseNumber, { email: config.SUPPORT_EMAIL, phone: config.SUPPORT_PHONE }),
                ),
              },
      };
    },
  );
}
