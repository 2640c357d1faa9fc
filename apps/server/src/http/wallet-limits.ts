import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../dependencies';
import { walletLimitsOf } from '../domain/wallet-limits';
import { requireUser } from './auth';
import { parseInput } from './errors';
import { inRequestLanguage } from './request-language';

export const WALLET_LIMITS_PATH = '/api/user/wallet-limits';

const noQuery = z.strictObject({});

/**
 * DOMAIN.md "Identity and wallet tiers": the caller's tier, what is left to send today and any money held
 * above the tier's cap, with the step that lifts each (the dashboard shows them). Customers only; acts on
 * the caller's own wallet (no route takes a user id).
 */
export async function walletLimitRoutes(app: FastifyInstance, { database, clock }: AppDependencies) {
  app.get(
    WALLET_LIMITS_PATH,
    {
      preHandler: requireUser(['customer']),
      config: {
        openapi: {
          summary: "The caller's wallet tier, today's money-out allowance and held money (kobo)",
          description:
            'Amounts are integer kobo. balance_cap_kobo is null at tier 3 (no cap); held_message is null when nothing is held; next_step_message is null at tier 3.',
          tags: ['dashboard money'],
          query: noQuery,
          responses: {
            200: '{ success, data: { tier, daily_out_kobo, used_today_kobo, left_today_kobo, balance_cap_kobo, held_kobo, held_message, next_step_message } }',
            401: 'Not signed in',
            403: 'Not a customer',
          },
        },
      },
    },
    async (request) => {
      parseInput(noQuery, request.query, 'query');
      const limits = await walletLimitsOf(database.db, request.user!.id, clock());
      return {
        success: true,
        data: {
          tier: limits.tier,
          daily_out_kobo: limits.dailyOutKobo,
          used_today_kobo: limits.usedTodayKobo,
          left_today_kobo: limits.leftTodayKobo,
          balance_cap_kobo: limits.balanceCapKobo,
          held_kobo: limits.heldKobo,
          held_message: limits.heldMessage && inRequestLanguage(request, limits.heldMessage),
          next_step_message: limits.nextStepMessage && inRequestLanguage(request, limits.nextStepMessage),
        },
      };
    },
  );
}
