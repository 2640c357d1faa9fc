import { isRecord, type Payload } from '../api/payload';
import { orderReceiptFrom, type OrderReceipt } from '../api/order-receipt';

export type VerificationStatus =
  'verifying' | 'winner_selected' | 'entry_processed' | 'amount_mismatch_wallet_updated' | 'payment_failed';

export interface Verification {
  status: VerificationStatus;
  /** The server's message (shown for payment_failed). */
  message: string | null;
  orderId: string | null;
  /** The buyer cancelled on the checkout page (gateway status "closed"): the purchase page's alert. */
  cancelled: boolean;
}

export const NO_REFERENCE_MESSAGE = 'No reference provided.';
export const VERIFICATION_FAILED_MESSAGE = 'Verification failed.';
export const WALLET_CREDITED_NOTICE =
  'Due to a payment discrepancy you could not join the raffle. Your wallet has been credited with the amount you paid.';

const RESULT_STATUSES = new Set<string>([
  'winner_selected',
  'entry_processed',
  'amount_mismatch_wallet_updated',
  'payment_failed',
]);
// Statuses meaning the gateway has not finished: keep checking (DOMAIN.md Settlement, step 5).
const WAITING_STATUSES = new Set<string>(['verifying', 'pending', 'processing']);

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

/** The result object: the answer itself, or its data / data.data (spec section 7). */
export function resultPayload(body: Payload): Payload {
  if (!isRecord(body.data)) return body;
  return isRecord(body.data.data) ? body.data.data : body.data;
}

/** The receipt carried by a verify answer (its `receipt`) or by a wallet order's answer (the order itself). */
export function receiptFromAnswer(body: unknown): OrderReceipt | null {
  if (!isRecord(body)) return null;
  const payload = resultPayload(body);
  // squad/verify puts the prize (wins only) beside its receipt rather than in it.
  const receipt = isRecord(payload.receipt)
    ? { prize_amount: payload.prize_amount, ...payload.receipt }
    : null;
  return orderReceiptFrom(receipt) ?? orderReceiptFrom(payload);
}

function transactionStatusOf(body: Payload, payload: Payload): string | null {
  const nested = isRecord(payload.transaction) ? payload.transaction.status : undefined;
  return text(payload.transaction_status) ?? text(body.transaction_status) ?? text(nested);
}

/** Reads a squad/verify answer into one of the spec's five states (section 4, Verification status). */
export function verificationFrom(body: unknown): Verification {
  if (!isRecord(body)) {
    return { status: 'payment_failed', message: null, orderId: null, cancelled: false };
  }
  const payload = resultPayload(body);
  const status = text(payload.status)?.toLowerCase() ?? null;
  const message = text(payload.message) ?? text(body.message);
  const orderId = text(payload.order_id) ?? text(payload.reference);
  const base = { message, orderId, cancelled: false };

  if (status !== null) {
    if (RESULT_STATUSES.has(status)) return { ...base, status: status as VerificationStatus };
    if (WAITING_STATUSES.has(status)) return { ...base, status: 'verifying' };
    if (status === 'closed' || status === 'cancelled') {
      return { ...base, status: 'payment_failed', cancelled: true };
    }
  }
  const success = typeof payload.success === 'boolean' ? payload.success : null;
  if (success === false) return { ...base, status: 'payment_failed' };

  // Spec: a result without success and status falls back on the transaction status.
  const transactionStatus = transactionStatusOf(body, payload)?.toLowerCase() ?? null;
  if (transactionStatus === 'success') return { ...base, status: 'entry_processed' };
  if (transactionStatus !== null && WAITING_STATUSES.has(transactionStatus)) {
    return { ...base, status: 'verifying' };
  }
  return { ...base, status: 'payment_failed' };
}

export function isTerminal(status: VerificationStatus): boolean {
  return status !== 'verifying';
}

export interface VerificationView {
  title: string;
  subtitle: string | null;
  text: string;
  notice: string | null;
  progress: 70 | 90 | 95 | 100;
  variant: 'primary' | 'success' | 'info' | 'warning' | 'danger';
}

/** Spec section 4's table, exactly: titles, texts and progress per state. */
export function verificationView(verification: Verification): VerificationView {
  switch (verification.status) {
    case 'verifying':
      return {
        title: 'Thank You!',
        subtitle: null,
        text: "We're processing your request-please wait.",
        notice: null,
        progress: 70,
        variant: 'primary',
      };
    case 'winner_selected':
      return {
        title: 'You Won!',
        subtitle: 'Congratulations!',
        text: 'You won the raffle!',
        notice: null,
        progress: 100,
        variant: 'success',
      };
    case 'entry_processed':
      return {
        title: 'Raffle Completed',
        subtitle: 'Better Luck Next Time!',
        text: 'Your entry was processed successfully.',
        notice: null,
        progress: 95,
        variant: 'info',
      };
    case 'amount_mismatch_wallet_updated':
      return {
        title: 'Wallet Credited',
        subtitle: null,
        text: 'We returned your funds.',
        notice: WALLET_CREDITED_NOTICE,
        progress: 90,
        variant: 'warning',
      };
    case 'payment_failed':
      return {
        title: 'Payment Failed',
        subtitle: null,
        text: verification.message ?? VERIFICATION_FAILED_MESSAGE,
        notice: null,
        progress: 100,
        variant: 'danger',
      };
  }
}

/** Spec section 8: 'Verification error: ' plus the server's message or error, else 'Unknown error'. */
export function verificationErrorMessage(error: unknown): string {
  const detail =
    error instanceof Error && error.message
      ? error.message
      : isRecord(error)
        ? (text(error.message) ?? text(error.error))
        : null;
  return `Verification error: ${detail ?? 'Unknown error'}`;
}

/** Waits between checks while the gateway says pending: 2 s, 3 s, 5 s, 8 s ... at most 30 s. */
export function pendingRetryDelayMs(attempt: number): number {
  const delays = [2000, 3000, 5000, 8000, 13_000, 21_000];
  return delays[attempt] ?? 30_000;
}
