import { MissingOrderIdError } from '../api/create-order';
import { RequestFailedError } from '../api/http';
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
  if (cause instanceof RequestFailedError && cause.kind === 'network') return NETWORK_ERROR_MESSAGE;
  if (cause instanceof Error && cause.message) return `Error: ${cause.message}`;
  return SUBMIT_FAILED_MESSAGE;
}

/** Spec section 8, Scan2Pay: no order id -> 'Error: ' + message or 'Could not create order.'; else failed. */
export function scanToPayErrorMessage(error: unknown): string {
  if (error instanceof CheckoutError && error.step === 'create-order') {
    const cause = error.cause;
    if (cause instanceof MissingOrderIdError) {
      return cause.serverMessage ? `Error: ${cause.serverMessage}` : CREATE_ORDER_FAILED_MESSAGE;
    }
    if (cause instanceof RequestFailedError && cause.kind === 'server') return `Error: ${cause.message}`;
  }
  return SCAN_TO_PAY_FAILED_MESSAGE;
}
