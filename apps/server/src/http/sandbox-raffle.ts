import { nairaAmountSchema, raffleIdSchema } from '@chancepay/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../dependencies';
import { findRaffleType } from '../domain/raffle/cycle-views';
import { openCycle } from '../domain/raffle/cycles';
import { AppError, parseInput } from './errors';
import { appErrorFrom, cyclePayload } from './raffle-views';

/**
 * Sandbox only (never registered in production): POST /sandbox/raffle/cycles opens a cycle with a FIXED
 * server seed, closing the type's current one, so a browser test knows an order's outcome in advance.
 * Terms default to the type's template.
 */
export const sandboxCycleRequest = z.strictObject({
  raffle_type_id: raffleIdSchema.optional(),
  raffle_type_ids: z.array(raffleIdSchema).min(1).max(7).optional(),
  server_seed: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'server_seed must be 64 hex characters (32 bytes).')
    .optional(),
  ticket_price: nairaAmountSchema.optional(),
  winnable_amount: nairaAmountSchema.optional(),
  payout_ratio_bps: z.number().int().min(1).max(10_000).optional(),
  prize_budget: nairaAmountSchema.optional(),
  sponsor: z.string().max(200).optional(),
});

export async function sandboxRaffleRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  if (deps.config.NODE_ENV === 'production' || !deps.config.sandboxes)
    throw new Error('The raffle sandbox is refused in production');
  app.setErrorHandler((error) => {
    throw appErrorFrom(error);
  });

  app.post('/sandbox/raffle/cycles', async (request) => {
    const body = parseInput(sandboxCycleRequest, request.body);
    const typeIds = body.raffle_type_ids ?? (body.raffle_type_id ? [body.raffle_type_id] : []);
    if (typeIds.length === 0)
      throw new AppError('bad_request', 'Say which raffle type the cycle offers (raffle_type_id).');
    const template = await findRaffleType(deps.database.db, typeIds[0]!);
    if (!template) throw new AppError('not_found', `Raffle type ${typeIds[0]} does not exist.`);
    const winnableAmountKobo = body.winnable_amount ?? template.winnableAmountKobo;
    const cycle = await openCycle(deps.database.db, {
      raffleTypeIds: typeIds,
      ticketPriceKobo: body.ticket_price ?? template.ticketPriceKobo,
      winnableAmountKobo,
      payoutRatioBps: body.payout_ratio_bps ?? template.payoutRatioBps,
      prizeBudgetKobo: body.prize_budget ?? Math.max(template.prizeBudgetKobo, winnableAmountKobo),
      sponsor: body.sponsor ?? null,
      ...(body.server_seed ? { serverSeedHex: body.server_seed } : {}),
      replaceOpen: true,
      now: deps.clock(),
    });
    return { success: true, data: { raffle_cycle: cyclePayload(cycle, deps.config.WINNINGS_TAX_BPS) } };
  });
}
