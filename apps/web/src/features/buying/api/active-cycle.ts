import { useQuery } from '@tanstack/react-query';
import { callAction } from '../../../lib/api-client';
import { isRecord, type Payload } from './payload';
import { raffleOfferFromCycle, type RaffleOffer } from './raffle-offer';

/** The open cycle of a raffle type (Scan2Pay4Me has no cycle in its QR URL); null when none resolves. */
export async function fetchActiveOffer(typeId: number): Promise<RaffleOffer | null> {
  try {
    const payload = await callAction<Payload>('get_active_raffle_cycle', { raffle_type_id: typeId });
    return activeOfferFromAnswer(payload, typeId);
  } catch (error) {
    console.error(error);
  }
  return activeOfferFromAnswer(null, typeId);
}

/** get_active_raffle_cycle's answer (null: none) as the offer. */
export function activeOfferFromAnswer(payload: Payload | null, typeId: number): RaffleOffer | null {
  if (payload && isRecord(payload.raffle_cycle)) return raffleOfferFromCycle(payload.raffle_cycle, typeId);
  // Spec section 8: an active-cycle failure returns null and logs this warning.
  console.warn('Could not resolve an active raffle cycle');
  return null;
}

export const activeOfferQueryKey = (typeId: number | null) => ['active-offer', typeId] as const;

export function useActiveOffer(typeId: number | null) {
  return useQuery({
    queryKey: activeOfferQueryKey(typeId),
    queryFn: () => fetchActiveOffer(typeId!),
    enabled: typeId !== null,
  });
}
