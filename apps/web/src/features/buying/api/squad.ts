import { apiClient } from '../../../lib/api-client';
import { validationMessages } from '../model/validation.messages';
import { isRecord } from './payload';

export const PAYMENT_CHANNELS = ['card', 'bank', 'ussd', 'transfer'] as const;
export const NO_CHECKOUT_URL_MESSAGE = validationMessages.en.noCheckoutUrl;

export interface InitiatePaymentInput {
  email: string;
  amountKobo: number;
  orderId: string;
  /** Where the gateway returns the browser; it appends ?reference=<order id>. */
  returnUrl: string;
}

/** Spec section 7: checkout_url may sit at the top, in data, or in data.data. */
export function checkoutUrlFrom(body: unknown): string {
  let level: unknown = body;
  for (let depth = 0; depth < 3 && isRecord(level); depth++) {
    if (typeof level.checkout_url === 'string' && level.checkout_url) return level.checkout_url;
    level = level.data;
  }
  throw new Error(NO_CHECKOUT_URL_MESSAGE);
}

/** POST /api/context-proxy/v1/squad/initiate -> the hosted checkout's URL. */
export async function initiatePayment(input: InitiatePaymentInput): Promise<string> {
  const body = await apiClient.post('/api/context-proxy/v1/squad/initiate', {
    email: input.email,
    amount: input.amountKobo,
    currency: 'NGN',
    transaction_ref: input.orderId,
    payment_channels: [...PAYMENT_CHANNELS],
    metadata: { order_id: input.orderId },
    return_url: input.returnUrl,
  });
  return checkoutUrlFrom(body);
}

/**
 * POST /api/context-proxy/v1/squad/verify -> the raw answer; model/verification reads it. The client gives
 * it the spec's 15 s timeout; repeating after a dropped connection is the thank-you page's decision.
 */
export async function verifyPayment(reference: string, signal?: AbortSignal): Promise<unknown> {
  return apiClient.post('/api/context-proxy/v1/squad/verify', { reference }, signal ? { signal } : {});
}
