import { koboFromNairaValue, toNumberOrZero } from '@chancepay/shared/money';
import { useQuery } from '@tanstack/react-query';

/** An order's public record (GET /api/fairness/orders/:id), amounts in kobo. */
export interface OrderRecord {
  orderId: string;
  cycleId: number;
  orderSeq: number;
  tickets: number;
  ticketPriceKobo: number;
  payoutRatioBps: number;
  prizeKobo: number;
  odds: string;
  clientSeed: string;
  serverSeedHash: string;
  /** Null until the cycle has ended (DOMAIN.md: revealed when it completes, closes or is cancelled). */
  serverSeed: string | null;
  status: string;
  outcome: 'won' | 'lost' | null;
  cycleStatus: string;
}

export interface CycleLogLine {
  orderSeq: number;
  phone: string;
  tickets: number;
  status: string;
  outcome: 'won' | 'lost' | null;
}

/** A cycle's public record (GET /api/fairness/cycles/:id). */
export interface CycleRecord {
  cycleId: number;
  status: string;
  ticketPriceKobo: number;
  winnableKobo: number;
  payoutRatioBps: number;
  prizeBudgetKobo: number;
  prizeBudgetRemainingKobo: number;
  prizesPaidKobo: number;
  winnerCount: number;
  orderCount: number;
  serverSeedHash: string;
  serverSeed: string | null;
  orders: CycleLogLine[];
}

export class RecordNotFoundError extends Error {
  override readonly name = 'RecordNotFoundError';
}

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function outcomeOf(value: unknown): 'won' | 'lost' | null {
  return value === 'won' || value === 'lost' ? value : null;
}

async function getData(path: string): Promise<Fields> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'include', headers: { Accept: 'application/json' } });
  } catch {
    throw new Error('Network error. Please check your internet connection and try again.');
  }
  const body = (await response.json().catch(() => null)) as unknown;
  if (response.status === 404 || response.status === 400) {
    throw new RecordNotFoundError(isFields(body) && text(body.message) ? text(body.message) : 'Not found.');
  }
  if (!response.ok || !isFields(body) || !isFields(body.data))
    throw new Error('Invalid API response format.');
  return body.data;
}

export function orderRecordFrom(data: Fields): OrderRecord {
  return {
    orderId: text(data.order_id),
    cycleId: toNumberOrZero(data.raffle_cycle_id),
    orderSeq: toNumberOrZero(data.order_seq),
    tickets: toNumberOrZero(data.ticket_quantity),
    ticketPriceKobo: koboFromNairaValue(data.ticket_price),
    payoutRatioBps: toNumberOrZero(data.payout_ratio_bps),
    prizeKobo: koboFromNairaValue(data.prize_amount),
    odds: text(data.odds),
    clientSeed: text(data.client_seed),
    serverSeedHash: text(data.server_seed_hash),
    serverSeed: text(data.server_seed) || null,
    status: text(data.status),
    outcome: outcomeOf(data.outcome),
    cycleStatus: text(data.cycle_status),
  };
}

export function cycleRecordFrom(data: Fields): CycleRecord {
  const cycle = isFields(data.raffle_cycle) ? data.raffle_cycle : {};
  const orders = Array.isArray(data.orders) ? data.orders.filter(isFields) : [];
  return {
    cycleId: toNumberOrZero(cycle.raffle_cycle_id),
    status: text(cycle.raffle_status),
    ticketPriceKobo: koboFromNairaValue(cycle.ticket_price),
    winnableKobo: koboFromNairaValue(cycle.winnable_amount),
    payoutRatioBps: toNumberOrZero(cycle.payout_ratio_bps),
    prizeBudgetKobo: koboFromNairaValue(cycle.prize_budget),
    prizeBudgetRemainingKobo: koboFromNairaValue(cycle.prize_budget_remaining),
    prizesPaidKobo: koboFromNairaValue(cycle.prizes_paid),
    winnerCount: toNumberOrZero(cycle.winner_count),
    orderCount: toNumberOrZero(cycle.order_count),
    serverSeedHash: text(cycle.server_seed_hash),
    serverSeed: text(cycle.server_seed) || null,
    orders: orders.map((line) => ({
      orderSeq: toNumberOrZero(line.order_seq),
      phone: text(line.phone),
      tickets: toNumberOrZero(line.ticket_quantity),
      status: text(line.status),
      outcome: outcomeOf(line.outcome),
    })),
  };
}

export function useOrderRecord(orderId: string | null) {
  return useQuery({
    queryKey: ['fairness-order', orderId],
    queryFn: async () =>
      orderRecordFrom(await getData(`/api/fairness/orders/${encodeURIComponent(orderId!)}`)),
    enabled: orderId !== null,
  });
}

export function useCycleRecord(cycleId: number | null) {
  return useQuery({
    queryKey: ['fairness-cycle', cycleId],
    queryFn: async () => cycleRecordFrom(await getData(`/api/fairness/cycles/${cycleId!}`)),
    enabled: cycleId !== null,
  });
}
