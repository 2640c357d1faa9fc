import { normaliseNigerianPhone, placeholderEmailForPhone } from '@chancepay/shared/phone';
import { MAX_TICKETS_PER_ORDER } from './amounts';
import { englishValidation, validationMessages, type ValidationTranslator } from './validation.messages';

// The words are in model/validation.messages.ts (the spec's alerts, sections 5 and 8, word for word, and ours);
// every check takes the reader's translator and says English without one.
const { en } = validationMessages;

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

const PHONE_KEYS = ['phoneInvalid', 'phonePrefix', 'phoneForeign', 'phoneNotMobile'] as const;

/** The shared phone check's refusal in the reader's words (it is written in English in packages/shared). */
function phoneMessageIn(t: ValidationTranslator, message: string): string {
  const key = PHONE_KEYS.find((candidate) => en[candidate] === message);
  return key ? t(key) : message;
}

/** The phone typed, in E.164, or why it is refused in the reader's words. */
export function checkPhone(text: string, t: ValidationTranslator = englishValidation): CheckResult<string> {
  const phone = normaliseNigerianPhone(text);
  return phone.ok
    ? { ok: true, value: phone.e164 }
    : { ok: false, message: phoneMessageIn(t, phone.message) };
}

/** Phone validity, then the optional email: the checks after each form's own required-fields rule. */
export function checkBuyer(
  fields: BuyerFields,
  t: ValidationTranslator = englishValidation,
): CheckResult<Buyer> {
  const phone = checkPhone(fields.phone, t);
  if (!phone.ok) return phone;
  const email = fields.email.trim();
  if (email && !EMAIL.test(email)) return { ok: false, message: t('email') };
  return { ok: true, value: { phone: phone.value, email: email || placeholderEmailForPhone(phone.value) } };
}

export interface TicketFormFields extends BuyerFields {
  tickets: number;
  ageConfirmed: boolean;
}

/**
 * Get Cash and On The House (spec section 5): phone present and tickets >= 1 first, with the page's own
 * alert; then the phone must be a Nigerian mobile number, the email (if any) well formed, and the buyer 18+.
 */
export function checkTicketForm(
  fields: TicketFormFields,
  incompleteMessage: string,
  t: ValidationTranslator = englishValidation,
): CheckResult<Buyer> {
  if (!fields.phone.trim() || fields.tickets < 1) return { ok: false, message: incompleteMessage };
  if (fields.tickets > MAX_TICKETS_PER_ORDER) return { ok: false, message: tooManyTickets(t) };
  const buyer = checkBuyer(fields, t);
  if (!buyer.ok) return buyer;
  if (!fields.ageConfirmed) return { ok: false, message: t('ageConfirmation') };
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
export function checkPay4Me(
  fields: Pay4MeFields,
  t: ValidationTranslator = englishValidation,
): CheckResult<{ vendorId: string }> {
  if (!fields.online) return { ok: false, message: t('offline') };
  if (!fields.raffleLoaded) return { ok: false, message: t('raffleNotLoaded') };
  if (!fields.vendorId) return { ok: false, message: t('noVendor') };
  if (fields.tickets < 1) return { ok: false, message: t('noTickets') };
  if (!(fields.ticketPriceKobo > 0)) return { ok: false, message: t('priceUnavailable') };
  if (fields.tickets > MAX_TICKETS_PER_ORDER) return { ok: false, message: tooManyTickets(t) };
  if (!fields.ageConfirmed) return { ok: false, message: t('ageConfirmation') };
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

export function amountDueTooLargeMessage(
  spendable: string,
  t: ValidationTranslator = englishValidation,
): string {
  return t('amountDueTooLarge', { amount: spendable });
}

const tooManyTickets = (t: ValidationTranslator) => t('tooManyTickets', { max: MAX_TICKETS_PER_ORDER });

/** Scan2Pay4Me (spec section 5): all four required first, then phone validity, the spendable cap and 18+. */
export function checkScanToPay(
  fields: ScanToPayFields,
  formatSpendable: (kobo: number) => string,
  t: ValidationTranslator = englishValidation,
): CheckResult<string> {
  if (
    !fields.phone.trim() ||
    !fields.recipientPhone.trim() ||
    fields.amountDueKobo < 100 ||
    fields.tickets < 1
  ) {
    return { ok: false, message: t('requiredFieldsIncomplete') };
  }
  if (fields.tickets > MAX_TICKETS_PER_ORDER) return { ok: false, message: tooManyTickets(t) };
  const phone = checkPhone(fields.phone, t);
  if (!phone.ok) return phone;
  if (fields.amountDueKobo > fields.spendableKobo) {
    return { ok: false, message: amountDueTooLargeMessage(formatSpendable(fields.spendableKobo), t) };
  }
  if (!fields.ageConfirmed) return { ok: false, message: t('ageConfirmation') };
  return phone;
}
