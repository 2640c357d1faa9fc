import { raffleIdSchema } from '@chancepay/shared';
import { z } from 'zod';
import type { AppDependencies } from '../dependencies';
import { findCycle, listOpenCycles } from '../domain/raffle/cycle-views';
import { orderMessages } from '../domain/raffle/orders.messages';
import { localized, messagesFrom } from '../i18n/localized';
import { apiBuyingMessages } from './buying.messages';
import { AppError } from './errors';
import { activeProductPayload, cyclePayload } from './raffle-views';
import { action, type ActionDefinition } from './action-definition';

const say = messagesFrom(apiBuyingMessages);

const emptyParameters = z.strictObject({});
const optionalTypeParameters = z.strictObject({ raffle_type_id: raffleIdSchema.optional() });
const cycleIdParameters = z.strictObject({ raffle_cycle_id: raffleIdSchema });
const cycleAndTypeParameters = z.strictObject({
  raffle_cycle_id: raffleIdSchema,
  raffle_type_id: raffleIdSchema,
});

async function requireCycle(deps: AppDependencies, cycleId: number) {
  const cycle = await findCycle(deps.database.db, cycleId);
  if (!cycle) throw new AppError('not_found', localized(orderMessages, 'cycleNotFound'));
  return cycle;
}

/** The cycles and products on sale (the buying pages read them before an order). */
export const cycleActions: Record<string, ActionDefinition<z.ZodType>> = {
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
};
