/**
 * Nigerian phone numbers (DOMAIN.md "Phone numbers"): stored in E.164 (+234XXXXXXXXXX). A phone number
 * is an identity here: anonymous buyers' winnings go to `wallet:phone:<E.164>`, so every way of writing
 * one number must normalise to the same text, and anything doubtful is refused rather than guessed.
 */
// libphonenumber-js's mobile metadata validates against mobile ranges only. The min metadata's isValid()
// also accepts landlines, toll-free 0800 and 0700 numbers; a number that cannot receive an SMS one-time
// code is useless for claiming a phone wallet. Only Nigeria's part of it is loaded (see the file).
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { nigeriaMobileMetadata } from './nigeria-phone-metadata';

export const PHONE_MESSAGE = 'Enter a valid Nigerian phone number, like 08031234567.';
export const PHONE_PREFIX_MESSAGE = 'Start the number with 0 or +234, like 08031234567.';
export const PHONE_FOREIGN_MESSAGE = 'Only Nigerian phone numbers can be used. Enter one like 08031234567.';
export const PHONE_NOT_MOBILE_MESSAGE = 'Enter a Nigerian mobile number, like 08031234567.';

export const PLACEHOLDER_EMAIL_DOMAIN = 'guest.chancepay.ng';

export type NormalisePhoneResult = { ok: true; e164: string } | { ok: false; message: string };

// Spaces, dashes and parentheses are how people write numbers ("(0803) 123-4567"); nothing else is dropped.
const SEPARATORS = /[\s\-()]/g;

// Exactly the forms DOMAIN.md lists: 0XXXXXXXXXX, +234XXXXXXXXXX, 234XXXXXXXXXX.
const ACCEPTED_FORM = /^(?:\+234|234|0)(\d{10})$/;

const NIGERIAN_E164 = /^\+234\d{10}$/;

/**
 * "0803 123 4567", "+234 803 123 4567", "234-803-123-4567" -> "+2348031234567".
 *
 * Ten digits with no prefix ("8031234567") are refused on purpose: DOMAIN.md lists the accepted forms
 * and says to reject anything else, and a bare 10-digit number is just as likely a NUBAN account number
 * pasted into the wrong field. "+234 (0) 803..." is refused too (the 0 after +234 is not part of E.164).
 */
export function normaliseNigerianPhone(input: string): NormalisePhoneResult {
  if (typeof input !== 'string') return { ok: false, message: PHONE_MESSAGE };
  const compact = input.replace(SEPARATORS, '');

  const match = ACCEPTED_FORM.exec(compact);
  if (!match) {
    if (/^[789]\d{9}$/.test(compact)) return { ok: false, message: PHONE_PREFIX_MESSAGE };
    if (/^\+\d/.test(compact) && !compact.startsWith('+234')) {
      return { ok: false, message: PHONE_FOREIGN_MESSAGE };
    }
    return { ok: false, message: PHONE_MESSAGE };
  }

  const parsed = parsePhoneNumberFromString(`+234${match[1]}`, nigeriaMobileMetadata);
  if (!parsed || parsed.country !== 'NG' || !parsed.isValid()) {
    return { ok: false, message: PHONE_NOT_MOBILE_MESSAGE };
  }
  return { ok: true, e164: parsed.number };
}

/** True for text already in the stored form, +234 followed by ten digits. */
export function isNigerianE164(value: string): boolean {
  return NIGERIAN_E164.test(value);
}

/**
 * "+2348031234567" -> "+234803****567" for public logs and receipts: the network prefix and last three
 * digits let a buyer recognise their own number without exposing it. Text that is not a Nigerian E.164
 * number gets every digit but the last three masked, so a malformed value never leaks in a log.
 */
export function maskPhone(e164: string): string {
  if (isNigerianE164(e164)) return `${e164.slice(0, 7)}****${e164.slice(-3)}`;
  let digitsToKeep = 3;
  let masked = '';
  for (let i = e164.length - 1; i >= 0; i--) {
    const character = e164[i]!;
    const isDigit = character >= '0' && character <= '9';
    if (isDigit && digitsToKeep > 0) {
      digitsToKeep--;
      masked = character + masked;
    } else {
      masked = (isDigit ? '*' : character) + masked;
    }
  }
  return masked;
}

/**
 * The spec's placeholder email for a buyer who gives no email (the card gateway requires one):
 * "+2348031234567" -> "2348031234567@guest.chancepay.ng". The domain must be one ChancePay controls, so
 * any receipt the gateway sends there is never delivered to a stranger.
 */
export function placeholderEmailForPhone(e164: string): string {
  if (!isNigerianE164(e164)) {
    throw new TypeError('placeholderEmailForPhone expects a normalised number like +2348031234567.');
  }
  return `${e164.slice(1)}@${PLACEHOLDER_EMAIL_DOMAIN}`;
}
