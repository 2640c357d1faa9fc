import { koboFromNairaValue, toNumberOrZero } from '@chancepay/shared/money';
import { useQuery } from '@tanstack/react-query';
import { ApiError, callProductAction, type ProductDataDoor } from '../../../lib/api-client';
import { isRecord, type Payload } from './payload';

/** One raffle type offered in one cycle, as a purchase page needs it (amounts in kobo). */
export interface RaffleOffer {
  cycleId: number;
  typeId: number;
  ticketPriceKobo: number;
  /** The prize (the spec's winnable_amount): the transferable amount, and the Scan2Pay4Me spendable amount. */
  winnableKobo: number;
  /** Share of ticket money returned as prizes (basis points); 0 when the server did not say. */
  payoutRatioBps: number;
  serverSeedHash: string | null;
  sponsor: string | null;
  /**
   * The prize after the winnings tax where the winner bears it (DOMAIN.md "Winnings tax"); null where the
   * operator bears it (the prize is paid whole) or the server did not say.
   */
  winnableAfterTaxKobo: number | null;
}

/** A query-string id: digits only, else null (spec: a missing parameter means nothing is loaded). */
export function parseRaffleId(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 ? id : null;
}

function payoutRatioBpsOf(cycle: Payload): number {
  const bps = toNumberOrZero(cycle.payout_ratio_bps);
  if (Number.isInteger(bps) && bps > 0 && bps <= 10_000) return bps;
  // "0.70": a ratio, not money; rounding to whole basis points is exact for any ratio the server stores.
  const ratio = toNumberOrZero(cycle.payout_ratio);
  const fromRatio = Math.round(ratio * 10_000);
  return fromRatio > 0 && fromRatio <= 10_000 ? fromRatio : 0;
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

/** Reads a raffle_cycle payload; amounts default to 0 when unreadable (spec section 5, Numbers). */
export function raffleOfferFromCycle(cycle: Payload, typeId: number): RaffleOffer {
  return {
    cycleId: toNumberOrZero(cycle.raffle_cycle_id),
    typeId: toNumberOrZero(cycle.raffle_type_id) || typeId,
    ticketPriceKobo: koboFromNairaValue(cycle.price_of_ticket ?? cycle.ticket_price),
    winnableKobo: koboFromNairaValue(cycle.winnable_amount),
    payoutRatioBps: payoutRatioBpsOf(cycle),
    serverSeedHash: textOrNull(cycle.server_seed_hash),
    sponsor: textOrNull(cycle.sponsor),
    winnableAfterTaxKobo: winnableAfterTaxOf(cycle, typeId),
  };
}

/** The type's `winnable_amount_after_tax` when its winner bears the tax; null otherwise. */
function winnableAfterTaxOf(cycle: Payload, typeId: number): number | null {
  const types = Array.isArray(cycle.associated_types) ? cycle.associated_types : [];
  const type = types.find(
    (candidate): candidate is Payload =>
      isRecord(candidate) && toNumberOrZero(candidate.raffle_type_id) === typeId,
  );
  if (!type || type.winnings_tax_borne_by !== 'winner') return null;
  const kobo = koboFromNairaValue(type.winnable_amount_after_tax);
  return kobo > 0 ? kobo : null;
}

function offersType(cycle: Payload, typeId: number): boolean {
  if (toNumberOrZero(cycle.raffle_type_id) === typeId) return true;
  const types = cycle.associated_types;
  return (
    Array.isArray(types) &&
    types.some((type) => isRecord(type) && toNumberOrZero(type.raffle_type_id) === typeId)
  );
}

/**
 * The validated (cycle, type) pair, or null when the cycle does not offer that type (spec section 5:
 * treated as not found). Network trouble is thrown, so the page can offer a retry instead of a 404.
 */
export async function fetchRaffleOffer(
  cycleId: number,
  typeId: number,
  door: ProductDataDoor = 'public',
): Promise<RaffleOffer | null> {
  let payload: Payload;
  try {
    payload = await callProductAction<Payload>(door, 'validate_raffle_cycle_type', {
      raffle_cycle_id: cycleId,
      raffle_type_id: typeId,
    });
  } catch (error) {
    // 404 (the cycle does not offer the type) and 400 (ids the server refuses) both mean "not found".
    if (error instanceof ApiError && error.kind === 'http' && error.status !== null && error.status < 500) {
      console.warn('Raffle cycle not found');
      return null;
    }
    throw error;
  }
  return raffleOfferFromAnswer(payload, typeId);
}

/** validate_raffle_cycle_type's answer as the page's offer; null (not found) when it does not offer the type. */
export function raffleOfferFromAnswer(payload: Payload, typeId: number): RaffleOffer | null {
  const cycle = payload.raffle_cycle;
  if (!isRecord(cycle) || !offersType(cycle, typeId)) {
    console.warn('Raffle cycle not found');
    return null;
  }
  return raffleOfferFromCycle(cycle, typeId);
}

/** The query holding the offer a product page names (also filled from a server-rendered page's answers). */
export const raffleOfferQueryKey = (cycleId: number | null, typeId: number | null, door: ProductDataDoor) =>
  ['raffle-offer', cycleId, typeId, door] as const;

export type RaffleOfferState =
  | { status: 'missing' }
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; offer: RaffleOffer };

/** The offer named by the page's query; 'missing' (nothing loaded) when either id is absent. */
export function useRaffleOffer(
  cycleId: number | null,
  typeId: number | null,
  door: ProductDataDoor = 'public',
): RaffleOfferState {
  const query = useQuery({
    queryKey: raffleOfferQueryKey(cycleId, typeId, door),
    queryFn: () => fetchRaffleOffer(cycleId!, typeId!, door),
    enabled: cycleId !== null && typeId !== null,
  });
  if (cycleId === null || typeId === null) return { status: 'missing' };
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'error', retry: () => void query.refetch() };
  return query.data ? { status: 'ready', offer: query.data } : { status: 'not-found' };
}
