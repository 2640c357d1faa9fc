import { useCallback, useEffect, useState } from 'react';
import { verifyPayment } from '../api/squad';
import { clearLastReference } from '../checkout/last-reference';
import { NO_DETAILS } from './payment-details';
import { NO_REFERENCE_MESSAGE } from './verification';
import { realTimers, watchPayment, type PaymentWatchState, type WatchTimers } from './watch-payment';

export type PaymentVerificationState = PaymentWatchState;

const VERIFYING: PaymentWatchState = {
  verification: { status: 'verifying', message: null, orderId: null, cancelled: false },
  receipt: null,
  details: NO_DETAILS,
  stopped: null,
};

/**
 * Verifies a payment reference until the answer is final (spec section 4): 'verifying' (70%) is kept while
 * the gateway says pending, checking again with back-off, at most on the bounded schedule of watchPayment;
 * any final state clears the last-reference cookie. `checkAgain` starts a new round after a stop.
 */
export function usePaymentVerification(
  reference: string | null,
  timers: WatchTimers | undefined = realTimers,
): PaymentVerificationState & { checkAgain: () => void } {
  const [round, setRound] = useState(0);
  const [state, setState] = useState<PaymentWatchState>(() =>
    reference
      ? VERIFYING
      : {
          ...VERIFYING,
          verification: {
            status: 'payment_failed',
            message: NO_REFERENCE_MESSAGE,
            orderId: null,
            cancelled: false,
          },
        },
  );

  useEffect(() => {
    if (!reference) return;
    const controller = new AbortController();
    const { signal } = controller;
    setState((current) => (current.stopped ? { ...current, stopped: null } : current));
    watchPayment(
      reference,
      verifyPayment,
      (next, final) => {
        if (signal.aborted) return;
        if (final) clearLastReference();
        setState(next);
      },
      signal,
      timers ?? realTimers,
    ).catch((error: unknown) => {
      if (!signal.aborted) console.error(error);
    });
    return () => controller.abort();
    // timers are fixed for a page's life; a new round starts only on checkAgain.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reference, round]);

  const checkAgain = useCallback(() => setRound((value) => value + 1), []);
  return { ...state, checkAgain };
}
