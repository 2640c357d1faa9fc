import { koboFromNairaValue } from '@chancepay/shared/money';
import type { QueryClient } from '@tanstack/react-query';
import { activeOfferFromAnswer, activeOfferQueryKey } from './active-cycle';
import type { Payload } from './payload';
import { raffleOfferFromAnswer, raffleOfferQueryKey } from './raffle-offer';
import { vendorDetailsFromAnswer, vendorDetailsQueryKey } from './vendors';

/**
 * What the server read for a product page or /thank-you (apps/server/src/http/page-data.ts): the public
 * actions' answers for the page's address, `null` where the action found nothing. The server draws the page
 * from them and the browser hydrates from the same answers, so neither the first HTML nor the first render
 * in the browser shows "Loading..." (issue #27: a shop's QR code opened on slow mobile data).
 */
export interface PageQueryAnswers {
  raffleOffer?: { raffle_cycle_id: number; raffle_type_id: number; answer: Payload | null };
  activeOffer?: { raffle_type_id: number; answer: Payload | null };
  vendor?: { vendor_id: string; answer: Payload | null };
  payment?: { reference: string; order_amount: string | null };
}

/** /thank-you's first screen: the amount of the order being confirmed (null when the server knows no such order). */
export const paymentAmountQueryKey = (reference: string | null) => ['payment-amount', reference] as const;

/**
 * Puts the answers into the cache the pages read, dated `fetchedAt` (when the server read them), so the
 * usual freshness counts from the server's read.
 */
export function seedPageQueries(
  queryClient: QueryClient,
  answers: PageQueryAnswers,
  fetchedAt: number,
): void {
  const options = { updatedAt: fetchedAt };
  const { raffleOffer, activeOffer, vendor, payment } = answers;
  if (raffleOffer) {
    const { raffle_cycle_id: cycleId, raffle_type_id: typeId, answer } = raffleOffer;
    const offer = answer ? raffleOfferFromAnswer(answer, typeId) : null;
    // Only the public pages are server-rendered: their data comes through the public door.
    queryClient.setQueryData(raffleOfferQueryKey(cycleId, typeId, 'public'), offer, options);
  }
  if (activeOffer) {
    const { raffle_type_id: typeId, answer } = activeOffer;
    queryClient.setQueryData(activeOfferQueryKey(typeId), activeOfferFromAnswer(answer, typeId), options);
  }
  if (vendor) {
    const { vendor_id: vendorId, answer } = vendor;
    queryClient.setQueryData(
      vendorDetailsQueryKey(vendorId),
      vendorDetailsFromAnswer(answer, vendorId),
      options,
    );
  }
  if (payment) {
    const amountKobo = payment.order_amount === null ? null : koboFromNairaValue(payment.order_amount);
    queryClient.setQueryData(paymentAmountQueryKey(payment.reference), amountKobo, options);
  }
}
