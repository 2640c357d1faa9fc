import { ApiError } from '../../../lib/api-client';
import type { OrderReceipt } from '../api/order-receipt';
import { NO_DETAILS, paymentDetailsFrom, type PaymentDetails } from './payment-details';
import {
  isTerminal,
  pendingRetryDelayMs,
  receiptFromAnswer,
  verificationErrorMessage,
  verificationFrom,
  type Verification,
} from './verification';

/**
 * Why checking stopped before a final answer (issue #27 item 5, finding 5):
 * - 'not_completed': the gateway kept saying the payment was not made (an open, unpaid checkout, or no
 *   payment at all) for NOT_PAID_GIVE_UP_MS: the buyer left the checkout without paying;
 * - 'still_waiting': the schedule ran out without an answer either way (the gateway could not be reached).
 * Either way the page stops saying "processing" and offers what to do; a later check can still settle it.
 */
export type StoppedReason = 'not_completed' | 'still_waiting';

export interface PaymentWatchState {
  verification: Verification;
  receipt: OrderReceipt | null;
  details: PaymentDetails;
  stopped: StoppedReason | null;
}

/**
 * How long the gateway must go on saying "not paid" before the page says so. A payment confirmed just as
 * the buyer returns shows up within the first checks; a quarter of a minute of "not paid" is a checkout left.
 */
export const NOT_PAID_GIVE_UP_MS = 15_000;
/** Checks while waiting: 2, 3, 5, 8, 13, 21, 30 and 30 s apart (pendingRetryDelayMs), about two minutes. */
export const MAX_WAITING_CHECKS = 8;
// A dropped connection on slow mobile data is not an answer: try again a few times before saying so.
const NETWORK_ATTEMPTS = 4;

export interface WatchTimers {
  /** Milliseconds, for "how long has it been unpaid". */
  now: () => number;
  /** Resolves after ms, rejects when the signal aborts. */
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
}

export const realTimers: WatchTimers = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, ms);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    }),
};

/**
 * Asks squad/verify about a reference until the answer is final or the bounded schedule says to stop,
 * reporting each state. Returns the last one.
 */
export async function watchPayment(
  reference: string,
  verify: (reference: string, signal: AbortSignal) => Promise<unknown>,
  /** `final`: the server's answer is final (not a stop, not a failed request). */
  onUpdate: (state: PaymentWatchState, final: boolean) => void,
  signal: AbortSignal,
  timers: WatchTimers = realTimers,
): Promise<PaymentWatchState | null> {
  let waitingChecks = 0;
  let networkFailures = 0;
  let notPaidSince: number | null = null;
  for (;;) {
    let answer: unknown;
    let verification: Verification;
    try {
      answer = await verify(reference, signal);
      verification = verificationFrom(answer);
    } catch (error) {
      if (signal.aborted) return null;
      if (
        error instanceof ApiError &&
        (error.kind === 'network' || error.kind === 'timeout') &&
        ++networkFailures < NETWORK_ATTEMPTS
      ) {
        await timers.sleep(pendingRetryDelayMs(networkFailures - 1), signal);
        continue;
      }
      const failed: PaymentWatchState = {
        verification: {
          status: 'payment_failed',
          message: verificationErrorMessage(error),
          orderId: reference,
          cancelled: false,
        },
        receipt: null,
        details: NO_DETAILS,
        stopped: null,
      };
      onUpdate(failed, false);
      return failed;
    }
    networkFailures = 0;
    const details = paymentDetailsFrom(answer);
    if (isTerminal(verification.status)) {
      const final = { verification, receipt: receiptFromAnswer(answer), details, stopped: null };
      onUpdate(final, true);
      return final;
    }
    const gatewayStatus = details.waiting?.gatewayStatus ?? null;
    notPaidSince = gatewayStatus === null ? null : (notPaidSince ?? timers.now());
    waitingChecks += 1;
    const unpaidLongEnough = notPaidSince !== null && timers.now() - notPaidSince >= NOT_PAID_GIVE_UP_MS;
    const stopped: StoppedReason | null = unpaidLongEnough
      ? 'not_completed'
      : waitingChecks >= MAX_WAITING_CHECKS
        ? notPaidSince !== null
          ? 'not_completed'
          : 'still_waiting'
        : null;
    const state = { verification, receipt: null, details, stopped };
    onUpdate(state, false);
    if (stopped) return state;
    await timers.sleep(pendingRetryDelayMs(waitingChecks - 1), signal);
  }
}
