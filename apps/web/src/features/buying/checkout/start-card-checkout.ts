import { randomClientSeedHex } from '@chancepay/shared/draw';
import { createOrder, type OrderDraft } from '../api/create-order';
import { initiatePayment } from '../api/squad';
import { rememberCheckoutOrigin, rememberLastReference } from './last-reference';
import { savePurchaseForm, type PurchaseFormFields } from './saved-purchase-form';

export type CheckoutStep = 'create-order' | 'initiate-payment';

/** Which step failed, so each form can give the spec's message for that step. */
export class CheckoutError extends Error {
  override readonly name = 'CheckoutError';
  constructor(
    readonly step: CheckoutStep,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

export interface CardCheckoutOptions {
  /** The purchase page's path and query, to come back to if the buyer cancels. */
  originPath: string;
  /** A signed-in customer's order goes through the proxy (see sendOrder). */
  signedIn: boolean;
  /** What the form showed, to bring it back if the payment does not go through (never card data). */
  form?: PurchaseFormFields | undefined;
}

/** The full-page navigation to the hosted checkout: the browser boundary, swapped by component tests. */
export const checkoutNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Spec section 4, Purchase flow: create the order (with a fresh client seed, DOMAIN.md The draw), obtain
 * the checkout link for it, remember the reference, then leave for the card payment page.
 */
export async function startCardCheckout(draft: OrderDraft, options: CardCheckoutOptions): Promise<void> {
  let orderId: string;
  try {
    // A fresh seed from this browser for every order: the server committed to its own seed before it saw
    // this one, so neither side alone decides the draw (DOMAIN.md The draw).
    orderId = await createOrder(draft, randomClientSeedHex(), options.signedIn);
  } catch (error) {
    throw new CheckoutError('create-order', error);
  }
  let checkoutUrl: string;
  try {
    checkoutUrl = await initiatePayment({
      email: draft.customerEmail,
      amountKobo: draft.orderAmountKobo,
      orderId,
      returnUrl: `${window.location.origin}/thank-you`,
    });
  } catch (error) {
    throw new CheckoutError('initiate-payment', error);
  }
  rememberLastReference(orderId);
  rememberCheckoutOrigin(orderId, options.originPath);
  if (options.form) savePurchaseForm(orderId, options.originPath, options.form);
  checkoutNavigation.assign(checkoutUrl);
}
