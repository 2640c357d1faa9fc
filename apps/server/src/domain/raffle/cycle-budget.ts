import type { CycleView } from './cycle-views';

/** What is left of the prize budget (never below zero; an overrun is reported separately). */
export function budgetRemainingKobo(cycle: Pick<CycleView, 'prizeBudgetKobo' | 'prizesPaidKobo'>): number {
  return Math.max(0, cycle.prizeBudgetKobo - cycle.prizesPaidKobo);
}

export function budgetOverrunKobo(cycle: Pick<CycleView, 'prizeBudgetKobo' | 'prizesPaidKobo'>): number {
  return Math.max(0, cycle.prizesPaidKobo - cycle.prizeBudgetKobo);
}

/** A cycle completes when what is left of its budget can no longer cover one more prize. */
export function budgetExhausted(
  cycle: Pick<CycleView, 'prizeBudgetKobo' | 'prizesPaidKobo' | 'winnableAmountKobo'>,
): boolean {
  return cycle.prizeBudgetKobo - cycle.prizesPaidKobo < cycle.winnableAmountKobo;
}
