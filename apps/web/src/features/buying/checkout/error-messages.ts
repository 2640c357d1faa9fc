import { MissingOrderIdError } from '../api/create-order';
import { ApiError } from '../../../lib/api-client';
import { knownMessageIn } from '../../auth/known-message';
import {
  englishValidation,
  validationMessages,
  type ValidationTranslator,
} from '../model/validation.messages';
import { CheckoutError } from './start-card-checkout';

function causeOf(error: unknown): unknown {
  return error instanceof CheckoutError ? error.cause : error;
}

/** "Error: " and the detail, the detail in the reader's words when it is ours (a server's is shown as sent). */
function errorWithDetail(t: ValidationTranslator, detail: string): string {
  return t('errorWithDetail', { detail: knownMessageIn(t, validationMessages, detail) });
}

/** Spec section 8, Pay4Me network / other error (used by Get Cash and On The House as well). */
export function purchaseErrorMessage(error: unknown, t: ValidationTranslator = englishValidation): string {
  const cause = causeOf(error);
  if (cause instanceof ApiError && (cause.kind === 'network' || cause.kind === 'timeout')) {
    return t('networkError');
  }
  if (cause instanceof Error && cause.message) return errorWithDetail(t, cause.message);
  return t('submitFailed');
}

/**
 * Get Cash and On The House: the spec's "Error: " prefix belongs to Pay4Me (section 8); here a refusal the
 * server worded for the person (a spend limit, a self-exclusion) is shown as it is (ux-walk finding 27).
 */
export function ticketPurchaseErrorMessage(
  error: unknown,
  t: ValidationTranslator = englishValidation,
): string {
  const cause = causeOf(error);
  if (cause instanceof ApiError && cause.kind === 'http' && cause.status !== null && cause.status < 500)
    return cause.message || t('submitFailed');
  return purchaseErrorMessage(error, t);
}

/** Spec section 8, Scan2Pay: no order id -> 'Error: ' + message or 'Could not create order.'; else failed. */
export function scanToPayErrorMessage(error: unknown, t: ValidationTranslator = englishValidation): string {
  if (error instanceof CheckoutError && error.step === 'create-order') {
    const cause = error.cause;
    if (cause instanceof MissingOrderIdError) {
      return cause.serverMessage ? errorWithDetail(t, cause.serverMessage) : t('createOrderFailed');
    }
    if (cause instanceof ApiError && cause.kind === 'http' && cause.status !== null && cause.status < 500) {
      return errorWithDetail(t, cause.message);
    }
  }
  return t('scanToPayFailed');
}
