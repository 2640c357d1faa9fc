import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { verifyPayment } from '../api/squad';
import { clearLastReference, readLastReference } from '../checkout/last-reference';
import { verificationFrom } from './verification';

function cameBackCancelled(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { paymentCancelled?: unknown }).paymentCancelled === true
  );
}

/**
 * Spec section 2: Get Cash and On The House show 'Payment was cancelled. Please try again.' when the payment
 * comes back closed, whether the buyer returned through /thank-you or with the phone's back button (then
 * the last-reference cookie names the payment to ask about). A finished payment found that way is offered
 * as a link to its result instead.
 */
export function usePaymentCancelledAlert() {
  const location = useLocation();
  const [cancelled, setCancelled] = useState(() => cameBackCancelled(location.state));
  const [unfinishedReference, setUnfinishedReference] = useState<string | null>(null);

  useEffect(() => {
    // Arriving from /thank-you while this page is already showing: the navigation state says it all.
    if (cameBackCancelled(location.state)) {
      setCancelled(true);
      return;
    }
    const reference = readLastReference();
    if (!reference) return;
    const controller = new AbortController();
    verifyPayment(reference, controller.signal)
      .then((body) => {
        const verification = verificationFrom(body);
        if (verification.cancelled) {
          clearLastReference();
          setCancelled(true);
        } else {
          setUnfinishedReference(reference);
        }
      })
      .catch(() => {
        // Nothing to tell: the page works without it.
      });
    return () => controller.abort();
  }, [location.state]);

  return {
    cancelled,
    dismissCancelled: () => setCancelled(false),
    unfinishedReference,
    dismissUnfinished: () => setUnfinishedReference(null),
  };
}
