import { nairaFromKobo, oddsLabel, winningsTax, winProbability } from '@chancepay/shared';
import { budgetOverrunKobo, budgetRemainingKobo } from '../domain/raffle/cycle-budget';
import type { CycleView } from '../domain/raffle/cycle-views';
import { RaffleError } from '../domain/raffle/errors';
import type { OrderRow } from '../domain/raffle/orders';
import { domainAppError, type ErrorCode } from './errors';

/** The API's shapes for raffle data: the spec's field names, amounts as naira strings ("250.00"). */

/**
 * `winningsTaxBps` is WINNINGS_TAX_BPS: each product says who bears the tax and, where the winner does, the
 * prize after tax, so a product page can say "Win ₦50,000.00 (₦47,500.00 after tax)" (DOMAIN.md).
 */
export function cyclePayload(cycle: CycleView, winningsTaxBps: number) {
  return {
    raffle_cycle_id: cycle.id,
    winnable_amount: nairaFromKobo(cycle.winnableAmountKobo),
    ticket_price: nairaFromKobo(cycle.ticketPriceKobo),
    // The spec reads the price as ticket_price or price_of_ticket depending on the call; both are sent.
    price_of_ticket: nairaFromKobo(cycle.ticketPriceKobo),
    raffle_status: cycle.status,
    associated_types: cycle.types.map((type) => ({
      raffle_type_id: type.id,
      raffle_type: type.name,
      winnings_tax_borne_by: type.winningsTaxBearer,
      winnable_amount_after_tax: nairaFromKobo(
        winningsTax(cycle.winnableAmountKobo, winningsTaxBps, type.winningsTaxBearer).netKobo,
      ),
    })),
    winnings_tax_bps: winningsTaxBps,
    payout_ratio_bps: cycle.payoutRatioBps,
    prize_budget: nairaFromKobo(cycle.prizeBudgetKobo),
    prize_budget_remaining: nairaFromKobo(budgetRemainingKobo(cycle)),
    prize_budget_overrun: nairaFromKobo(budgetOverrunKobo(cycle)),
    winner_count: cycle.winnerCount,
    server_seed_hash: cycle.serverSeedHash,
    sponsor: cycle.sponsor,
    opened_at: cycle.openedAt?.toISOString() ?? null,
    ended_at: cycle.endedAt?.toISOString() ?? null,
  };
}

/** One open cycle as get_active_raffle_products answers it, and as the server-rendered pages draw it. */
export function activeProductPayload(cycle: CycleView, winningsTaxBps: number) {
  const payload = cyclePayload(cycle, winningsTaxBps);
  return {
    raffle_cycle_id: payload.raffle_cycle_id,
    winnable_amount: payload.winnable_amount,
    ticket_price: payload.ticket_price,
    raffle_status: payload.raffle_status,
    associated_types: payload.associated_types,
    // Beside the spec's fields: the home page's cards show the odds of one ticket (issue #27, finding 18).
    payout_ratio_bps: payload.payout_ratio_bps,
    winnings_tax_bps: payload.winnings_tax_bps,
  };
}

export function oddsOf(
  order: Pick<OrderRow, 'ticketQuantity' | 'ticketPriceKobo' | 'payoutRatioBps' | 'prizeKobo'>,
) {
  const probability = winProbability({
    tickets: order.ticketQuantity,
    ticketPriceKobo: order.ticketPriceKobo,
    payoutRatioBps: order.payoutRatioBps,
    prizeKobo: order.prizeKobo,
  });
  return {
    odds: oddsLabel(probability),
    win_probability: {
      numerator: probability.numerator.toString(),
      denominator: probability.denominator.toString(),
    },
  };
}

const raffleErrorStatus: Record<RaffleError['code'], ErrorCode> = {
  invalid: 'bad_request',
  not_found: 'not_found',
  conflict: 'conflict',
  forbidden: 'forbidden',
  unavailable: 'unavailable',
};

/** A domain refusal as the API's error (status + message + the field it is about). */
export function appErrorFrom(error: unknown): unknown {
  if (!(error instanceof RaffleError)) return error;
  return domainAppError(raffleErrorStatus[error.code], error);
}
