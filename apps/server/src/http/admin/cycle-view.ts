import { nairaFromKobo } from '@chancepay/shared';
import type { StaffCycleView } from '../../domain/console/cycle-operations';
import type { TemplateView } from '../../domain/console/template-operations';

// The console's JSON for a cycle and a template (naira, percent), shared by the cycles list, the template
// screen and the audit rows of both.
export const percent = (bps: number) => `${(bps / 100).toFixed(2).replace(/\.?0+$/, '')}`;

export function cycleView(cycle: StaffCycleView) {
  return {
    id: cycle.id,
    status: cycle.status,
    types: cycle.types,
    ticket_price: nairaFromKobo(cycle.ticketPriceKobo),
    winnable_amount: nairaFromKobo(cycle.winnableAmountKobo),
    payout_ratio: percent(cycle.payoutRatioBps),
    prize_budget: nairaFromKobo(cycle.prizeBudgetKobo),
    prizes_paid: nairaFromKobo(cycle.prizesPaidKobo),
    budget_remaining: nairaFromKobo(cycle.budgetRemainingKobo),
    budget_overrun: nairaFromKobo(cycle.budgetOverrunKobo),
    winner_count: cycle.winnerCount,
    order_count: cycle.orderCount,
    sponsor: cycle.sponsor,
    server_seed_hash: cycle.serverSeedHash,
    server_seed: cycle.serverSeed,
    seed_revealed: cycle.serverSeed !== null,
    starts_at: cycle.startsAt,
    opened_at: cycle.openedAt,
    ended_at: cycle.endedAt,
  };
}

export function templateView(template: TemplateView) {
  return {
    id: template.id,
    name: template.name,
    version: template.version,
    ticket_price: nairaFromKobo(template.ticketPriceKobo),
    winnable_amount: nairaFromKobo(template.winnableAmountKobo),
    payout_ratio: percent(template.payoutRatioBps),
    prize_budget: nairaFromKobo(template.prizeBudgetKobo),
    winnings_tax_bearer: template.winningsTaxBearer,
    auto_open: template.autoOpen,
    updated_at: template.updatedAt,
  };
}
