import { useLocation, useSearchParams } from 'react-router';
import { useProductDataDoor } from '../api/product-data-door';
import { parseRaffleId, useRaffleOffer, type RaffleOfferState } from '../api/raffle-offer';

/**
 * The raffle offer named by ?raffle_cycle_id=&raffle_type_id= (spec section 5, Raffle query parameters).
 * A type other than the page's own is an invalid combination: not found.
 */
export function useOfferFromQuery(pageTypeId: number): { offerState: RaffleOfferState; originPath: string } {
  const [params] = useSearchParams();
  const location = useLocation();
  const cycleId = parseRaffleId(params.get('raffle_cycle_id'));
  const typeId = parseRaffleId(params.get('raffle_type_id'));
  const wrongType = typeId !== null && typeId !== pageTypeId;
  const offerState = useRaffleOffer(
    wrongType ? null : cycleId,
    wrongType ? null : typeId,
    useProductDataDoor(),
  );
  return {
    offerState: wrongType && cycleId !== null ? { status: 'not-found' } : offerState,
    originPath: location.pathname + location.search,
  };
}
