import { MissingOrderIdError } from '../api/create-order';
import { ApiError } from '../../../lib/api-client';
import {
  CREATE_ORDER_FAILED_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  SCAN_TO_PAY_FAILED_MESSAGE,
  SUBMIT_FAILED_MESSAGE,
} from '../model/validation';
import { CheckoutError } from './start-card-checkout';

function causeOf(error: unknown): unknown {
  return error instanceof CheckoutError ? error.cause : error;
}

/** Spec section 8, Pay4Me network / other error (used by Get Cash and On The House as well). */
export function purchaseErrorMessage(error: unknown): string {
  const cause = causeOf(error);
  if (cause instanceof ApiError && (cause.kind === 'network' || cause.kind === 'timeout')) {
    return NETWORK_ERROR_MESSAGE;
  }
  if (cause instanceof Error && cause.message) return `Error: ${cause.message}`;
  return SUBMIT_FAILED_MESSAGE;
}

/**
 * Get Cash and On The House: the spec's "Error: " prefix belongs to Pay4Me (section 8); here a refusal the
 * server worded for the person (a spend limit, a self-exclusion) is shown as it is (ux-walk finding 27).
 */
export function ticketPurchaseErrorMessage(error: unknown): string {
  const cause = causeOf(error);
  if (cause instanceof ApiError && cause.kind === 'http' && cause.status !== null && cause.status < 500)
    return cause.message || SUBMIT_FAILED_MESSAGE;
  return purchaseErrorMessage(error);
}

/** Spec section 8, Scan2Pay: no order id -> 'Error: ' + message or 'Could not create order.'; else failed. */
export function scanToPayErrorMessage(error: unknown): string {
  if (error instanceof CheckoutError && error.step === 'create-order') {
    const cause = error.cause;
    if (cause instanceof MissingOrderIdError) {
      return cause.serverMessage ? `Error: ${cause.serverMessage}` : CREATE_ORDER_FAILED_MESSAGE;
    }
    if (cause instanceof ApiError && cause.kind === 'http' && cause.status !== null && cause.status < 500) {
      return `Error: ${cause.message}`;
    }
  }
  return SCAN_TO_PAY_FAILED_MESSAGE;
}
