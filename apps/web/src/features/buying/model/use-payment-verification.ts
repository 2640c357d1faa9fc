import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import type { OrderReceipt } from '../api/order-receipt';
import { verifyPayment } from '../api/squad';
import { clearLastReference } from '../checkout/last-reference';
import {
  NO_REFERENCE_MESSAGE,
  isTerminal,
  pendingRetryDelayMs,
  receiptFromAnswer,
  verificationErrorMessage,
  verificationFrom,
  type Verification,
} from './verification';

export interface PaymentVerificationState {
  verification: Verification;
  receipt: OrderReceipt | null;
}

const VERIFYING: Verification = { status: 'verifying', message: null, orderId: null, cancelled: false };
// A dropped connection on slow mobile data is not an answer: try again a few times before saying so.
const NETWORK_ATTEMPTS = 4;

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/**
 * Verifies a payment reference until the answer is final (spec section 4): 'verifying' (70%) is kept while
 * the gateway says pending, checking again with back-off; any final state clears the last-reference cookie.
 */
export function usePaymentVerification(reference: string | null): PaymentVerificationState {
  const [state, setState] = useState<PaymentVerificationState>(() =>
    reference
      ? { verification: VERIFYING, receipt: null }
      : {
          verification: {
            status: 'payment_failed',
            message: NO_REFERENCE_MESSAGE,
            orderId: null,
            cancelled: false,
          },
          receipt: null,
        },
  );

  useEffect(() => {
    if (!reference) return;
    const controller = new AbortController();
    const { signal } = controller;

    async function run(reference: string) {
      let pendingAttempt = 0;
      let networkFailures = 0;
      for (;;) {
        let verification: Verification;
        let answer: unknown;
        try {
          answer = await verifyPayment(reference, signal);
          verification = verificationFrom(answer);
        } catch (error) {
          if (signal.aborted) return;
          if (
            error instanceof ApiError &&
            (error.kind === 'network' || error.kind === 'timeout') &&
            ++networkFailures < NETWORK_ATTEMPTS
          ) {
            await wait(pendingRetryDelayMs(networkFailures - 1), signal);
            continue;
          }
          const message = verificationErrorMessage(error);
          setState({
            verification: { status: 'payment_failed', message, orderId: reference, cancelled: false },
            receipt: null,
          });
          return;
        }
        networkFailures = 0;
        if (!isTerminal(verification.status)) {
          setState({ verification, receipt: null });
          await wait(pendingRetryDelayMs(pendingAttempt++), signal);
          continue;
        }
        clearLastReference();
        setState({ verification, receipt: receiptFromAnswer(answer) });
        return;
      }
    }

    run(reference).catch((error: unknown) => {
      if (!signal.aborted) console.error(error);
    });
    return () => controller.abort();
  }, [reference]);

  return state;
}
