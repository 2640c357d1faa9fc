import { normaliseNigerianPhone, placeholderEmailForPhone } from '@chancepay/shared/phone';
import { MAX_TICKETS_PER_ORDER } from './amounts';

// The spec's alerts (sections 5 and 8), word for word.
export const GET_CASH_INCOMPLETE_MESSAGE = 'Please fill out all required fields correctly.';
export const ON_THE_HOUSE_INCOMPLETE_MESSAGE = 'Please fill out all fields correctly.';
export const SCAN_TO_PAY_INCOMPLETE_MESSAGE = 'Please fill out all required fields correctly.';
export const OFFLINE_MESSAGE = 'You are offline. Please check your internet connection and try again.';
export const RAFFLE_NOT_LOADED_MESSAGE = 'Please wait for raffle details to load.';
export const NO_VENDOR_MESSAGE = 'Please select a registered vendor.';
export const NO_TICKETS_MESSAGE = 'Please select at least one ticket.';
export const PRICE_UNAVAILABLE_MESSAGE =
  'Ticket price is unavailable at the moment. Please try again shortly.';
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your internet connection and try again.';
export const SUBMIT_FAILED_MESSAGE = 'Failed to submit order. Please try again.';
export const CREATE_ORDER_FAILED_MESSAGE = 'Could not create order.';
export const SCAN_TO_PAY_FAILED_MESSAGE = 'Failed to process payment. Please try again.';
export const PAYMENT_CANCELLED_MESSAGE = 'Payment was cancelled. Please try again.';

// Ours, for rules the spec states without an alert text (section 5 Terms, DOMAIN.md Responsible play).
export const AGE_CONFIRMATION_MESSAGE = 'Please confirm that you are 18 or older to take part.';
export const EMAIL_MESSAGE = 'Enter a valid email address, like name@example.com, or leave it empty.';
export const TOO_MANY_TICKETS_MESSAGE = `You can buy at most ${MAX_TICKETS_PER_ORDER} tickets in one order.`;

export type CheckResult<T> = { ok: true; value: T } | { ok: false; message: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface BuyerFields {
  phone: string;
  email: string;
}

export interface Buyer {
  /** E.164 */
  phone: string;
  /** The email typed, or the placeholder built from the phone (spec section 5, Get Cash). */
  email: string;
}

/** Phone validity, then the optional email: the checks after each form's own required-fields rule. */
export function checkBuyer(fields: BuyerFields): CheckResult<Buyer> {
  const phone = normaliseNigerianPhone(fields.phone);
  if (!phone.ok) return { ok: false, message: phone.message };
  const email = fields.email.trim();
  if (email && !EMAIL.test(email)) return { ok: false, message: EMAIL_MESSAGE };
  return { ok: true, value: { phone: phone.e164, email: email || placeholderEmailForPhone(phone.e164) } };
}

export interface TicketFormFields extends BuyerFields {
  tickets: number;
  ageConfirmed: boolean;
}

/**
 * Get Cash and On The House (spec section 5): phone present and tickets >= 1 first, with the page's own
 * alert; then the phone must be a Nigerian mobile number, the email (if any) well formed, and the buyer 18+.
 */
export function checkTicketForm(fields: TicketFormFields, incompleteMessage: string): CheckResult<Buyer> {
  if (!fields.phone.trim() || fields.tickets < 1) return { ok: false, message: incompleteMessage };
  if (fields.tickets > MAX_TICKETS_PER_ORDER) return { ok: false, message: TOO_MANY_TICKETS_MESSAGE };
  const buyer = checkBuyer(fields);
  if (!buyer.ok) return buyer;
  if (!fields.ageConfirmed) return { ok: false, message: AGE_CONFIRMATION_MESSAGE };
  return buyer;
}

export interface Pay4MeFields {
  online: boolean;
  raffleLoaded: boolean;
  vendorId: string | null;
  tickets: number;
  ticketPriceKobo: number;
  ageConfirmed: boolean;
}

/** Pay4Me step 2: the spec's five checks in the spec's order, then ours (ticket limit, 18+). */
export function checkPay4Me(fields: Pay4MeFields): CheckResult<{ vendorId: string }> {
  if (!fields.online) return { ok: false, message: OFFLINE_MESSAGE };
  if (!fields.raffleLoaded) return { ok: false, message: RAFFLE_NOT_LOADED_MESSAGE };
  if (!fields.vendorId) return { ok: false, message: NO_VENDOR_MESSAGE };
  if (fields.tickets < 1) return { ok: false, message: NO_TICKETS_MESSAGE };
  if (!(fields.ticketPriceKobo > 0)) return { ok: false, message: PRICE_UNAVAILABLE_MESSAGE };
  if (fields.tickets > MAX_TICKETS_PER_ORDER) return { ok: false, message: TOO_MANY_TICKETS_MESSAGE };
  if (!fields.ageConfirmed) return { ok: false, message: AGE_CONFIRMATION_MESSAGE };
  return { ok: true, value: { vendorId: fields.vendorId } };
}

export interface ScanToPayFields {
  phone: string;
  /** The vendor's phone (the spec's "recipient phone"), from the vendor's details. */
  recipientPhone: string;
  amountDueKobo: number;
  /** The open cycle's winnable amount: the largest amount due accepted (DOMAIN.md Outcomes). */
  spendableKobo: number;
  tickets: number;
  ageConfirmed: boolean;
}

export function amountDueTooLargeMessage(spendable: string): string {
  return `The amount due can be at most ${spendable} for this shop.`;
}

/** Scan2Pay4Me (spec section 5): all four required first, then phone validity, the spendable cap and 18+. */
export function checkScanToPay(
  fields: ScanToPayFields,
  formatSpendable: (kobo: number) => string,
): CheckResult<string> {
  if (
    !fields.phone.trim() ||
    !fields.recipientPhone.trim() ||
    fields.amountDueKobo < 100 ||
    fields.tickets < 1
  ) {
    return { ok: false, message: SCAN_TO_PAY_INCOMPLETE_MESSAGE };
  }
  if (fields.tickets > MAX_TICKETS_PER_ORDER) return { ok: false, message: TOO_MANY_TICKETS_MESSAGE };
  const phone = normaliseNigerianPhone(fields.phone);
  if (!phone.ok) return { ok: false, message: phone.message };
  if (fields.amountDueKobo > fields.spendableKobo) {
    return { ok: false, message: amountDueTooLargeMessage(formatSpendable(fields.spendableKobo)) };
  }
  if (!fields.ageConfirmed) return { ok: false, message: AGE_CONFIRMATION_MESSAGE };
  return { ok: true, value: phone.e164 };
}
