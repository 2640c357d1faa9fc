import { isRecord, type Payload } from '../api/payload';
import { orderReceiptFrom, type OrderReceipt } from '../api/order-receipt';
import {
  englishVerification,
  verificationMessages,
  type VerificationTranslator,
} from './verification.messages';

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

// The messages this page writes itself, kept in English in a Verification (state, not text on screen) and said
// in the reader's words by verificationView.
const { en } = verificationMessages;
export const NO_REFERENCE_MESSAGE = en.noReference;
export const PAYMENT_CANCELLED_MESSAGE = en.paymentCancelled;

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

/** Spec section 4's table, exactly: titles, texts and progress per state, in the reader's words. */
export function verificationView(
  verification: Verification,
  t: VerificationTranslator = englishVerification,
): VerificationView {
  switch (verification.status) {
    case 'verifying':
      return {
        title: t('verifyingTitle'),
        subtitle: null,
        text: t('verifyingText'),
        notice: null,
        progress: 70,
        variant: 'primary',
      };
    case 'winner_selected':
      return {
        title: t('wonTitle'),
        subtitle: t('wonSubtitle'),
        text: t('wonText'),
        notice: null,
        progress: 100,
        variant: 'success',
      };
    case 'entry_processed':
      return {
        title: t('lostTitle'),
        subtitle: t('lostSubtitle'),
        text: t('lostText'),
        notice: null,
        progress: 95,
        variant: 'info',
      };
    case 'amount_mismatch_wallet_updated':
      return {
        title: t('creditedTitle'),
        subtitle: null,
        text: t('creditedText'),
        notice: t('creditedNotice'),
        progress: 90,
        variant: 'warning',
      };
    case 'payment_failed':
      return {
        title: t('failedTitle'),
        subtitle: null,
        text: verification.message ? failureTextIn(t, verification.message) : t('verificationFailed'),
        notice: null,
        progress: 100,
        variant: 'danger',
      };
  }
}

// 'Verification error: ' (verificationErrorMessage writes it, with the detail after it).
const VERIFICATION_ERROR_PREFIX = en.verificationError.replace('{detail}', '');

/** A failure's message in the reader's words when this page wrote it; the server's own as it came. */
function failureTextIn(t: VerificationTranslator, message: string): string {
  if (message === en.noReference) return t('noReference');
  if (message === en.paymentCancelled) return t('paymentCancelled');
  if (!message.startsWith(VERIFICATION_ERROR_PREFIX)) return message;
  const detail = message.slice(VERIFICATION_ERROR_PREFIX.length);
  return t('verificationError', { detail: detail === en.unknownError ? t('unknownError') : detail });
}

/** Spec section 8: 'Verification error: ' plus the server's message or error, else 'Unknown error'. */
export function verificationErrorMessage(error: unknown): string {
  const detail =
    error instanceof Error && error.message
      ? error.message
      : isRecord(error)
        ? (text(error.message) ?? text(error.error))
        : null;
  return englishVerification('verificationError', { detail: detail ?? en.unknownError });
}

/** Waits between checks while the gateway says pending: 2 s, 3 s, 5 s, 8 s ... at most 30 s. */
export function pendingRetryDelayMs(attempt: number): number {
  const delays = [2000, 3000, 5000, 8000, 13_000, 21_000];
  return delays[attempt] ?? 30_000;
}
