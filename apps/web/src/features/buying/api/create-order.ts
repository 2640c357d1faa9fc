import { nairaFromKobo } from '@chancepay/shared/money';
import { ACTION_PATH, callAction, callProxy } from '../../../lib/api-client';
import { validationMessages } from '../model/validation.messages';
import type { Payload } from './payload';

/** What a purchase form hands to the checkout (amounts in kobo; the API gets naira strings). */
export interface OrderDraft {
  raffleCycleId: number;
  raffleTypeId: number;
  /** E.164 */
  customerPhone: string;
  customerEmail: string;
  ticketQuantity: number;
  /** What the buyer pays: tickets x price, plus amount due for Scan2Pay4Me. */
  orderAmountKobo: number;
  /** Scan2Pay4Me only: what the vendor is paid. */
  amountDueKobo?: number;
  vendorId?: string;
  /** DOMAIN.md Responsible play: the 18+ confirmation is stored with the order. */
  ageConfirmed: boolean;
}

/** 'transfer': paid by bank transfer to a one-time account for the exact amount (issue #22). */
export type PaymentMethod = 'card' | 'wallet' | 'transfer';

export function orderParameters(draft: OrderDraft, clientSeed: string, method: PaymentMethod) {
  return {
    customer_email: draft.customerEmail,
    customer_phone: draft.customerPhone,
    ticket_quantity: draft.ticketQuantity,
    order_amount: nairaFromKobo(draft.orderAmountKobo),
    raffle_cycle_id: draft.raffleCycleId,
    raffle_type_id: draft.raffleTypeId,
    ...(draft.vendorId ? { vendor_id: draft.vendorId } : {}),
    ...(draft.amountDueKobo !== undefined ? { amount_due: nairaFromKobo(draft.amountDueKobo) } : {}),
    purchase_platform: 'web',
    payment_method_used: method,
    client_seed: clientSeed,
    age_confirmed: draft.ageConfirmed,
  };
}

/**
 * create_order, public or as the signed-in customer. A signed-in order goes through the proxy so the server
 * ties it to the customer: a prize then lands in their wallet, not in a phone wallet (DOMAIN.md Outcomes).
 */
export async function sendOrder(
  draft: OrderDraft,
  clientSeed: string,
  method: PaymentMethod,
  signedIn: boolean,
): Promise<Payload> {
  const parameters = orderParameters(draft, clientSeed, method);
  return signedIn
    ? callProxy<Payload>(ACTION_PATH, 'create_order', parameters)
    : callAction<Payload>('create_order', parameters);
}

/** create_order for a card or transfer payment -> the new order's id. A missing id is an error (spec 8). */
export async function createOrder(
  draft: OrderDraft,
  clientSeed: string,
  signedIn: boolean,
  method: Exclude<PaymentMethod, 'wallet'> = 'card',
): Promise<string> {
  const payload = await sendOrder(draft, clientSeed, method, signedIn);
  const orderId = payload.order_id;
  if (typeof orderId !== 'string' || !orderId) {
    const message = typeof payload.message === 'string' && payload.message ? payload.message : null;
    throw new MissingOrderIdError(message);
  }
  return orderId;
}

export class MissingOrderIdError extends Error {
  override readonly name = 'MissingOrderIdError';
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? validationMessages.en.createOrderFailed);
  }
}
