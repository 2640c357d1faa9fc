import type { cycleStatusesForFilter } from '@chancepay/shared';

export interface AdminCycle {
  id: number;
  status: (typeof cycleStatusesForFilter)[number];
  types: { id: number; name: string }[];
  ticket_price: string;
  winnable_amount: string;
  payout_ratio: string;
  prize_budget: string;
  prizes_paid: string;
  budget_remaining: string;
  budget_overrun: string;
  winner_count: number;
  order_count: number;
  sponsor: string | null;
  server_seed_hash: string | null;
  server_seed: string | null;
  seed_revealed: boolean;
  starts_at: string | null;
  opened_at: string | null;
  ended_at: string | null;
}

export interface AdminTemplate {
  id: number;
  name: string;
  version: number;
  ticket_price: string;
  winnable_amount: string;
  payout_ratio: string;
  prize_budget: string;
  /** Who bears the winnings tax on this product's wins (DOMAIN.md "Winnings tax"). */
  winnings_tax_bearer: 'winner' | 'operator';
  auto_open: boolean;
}

/** The products a cycle can offer today (4-7 are announced only). */
export const PRODUCTS = [
  { id: 1, name: 'Get Cash' },
  { id: 2, name: 'Pay4Me' },
  { id: 3, name: 'On The House' },
];
