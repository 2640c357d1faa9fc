import { nairaFromKobo } from '@chancepay/shared/money';
import { callAction } from './action';

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

export type PaymentMethod = 'card' | 'wallet';

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

/** create_order -> the new order's id. A missing id is an error the forms report (spec section 8). */
export async function createOrder(draft: OrderDraft, clientSeed: string): Promise<string> {
  const payload = await callAction('create_order', orderParameters(draft, clientSeed, 'card'));
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
    super(serverMessage ?? 'Could not create order.');
  }
}
