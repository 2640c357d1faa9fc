/**
 * NUBAN, the CBN's 10-digit account number: a 9-digit serial and a check digit computed over
 * `<3-digit bank code><serial>` (BANKS.md). Checking it before the name enquiry catches a typo, or the
 * wrong bank chosen, at once and without a paid call to the payout provider.
 */
import { type Bank, findBankByCbnCode } from './banks';

const WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3] as const;

export const BANK_UNKNOWN_MESSAGE = 'Choose a bank from the list.';
export const ACCOUNT_NUMBER_FORMAT_MESSAGE = 'Enter the 10-digit account number (NUBAN), digits only.';
export const ACCOUNT_NUMBER_MISMATCH_MESSAGE =
  'That account number does not match the chosen bank. Check both and try again.';

export type ValidateBankAccountResult = { ok: true; bank: Bank } | { ok: false; message: string };

/** The NUBAN check digit (0-9) for a 3-digit bank code and a 9-digit serial. */
export function nubanCheckDigit(bankCode3: string, serial9: string): number {
  if (!/^\d{3}$/.test(bankCode3)) throw new TypeError('A NUBAN bank code has exactly 3 digits.');
  if (!/^\d{9}$/.test(serial9)) throw new TypeError('A NUBAN serial has exactly 9 digits.');
  const digits = bankCode3 + serial9;
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i++) sum += Number(digits[i]) * WEIGHTS[i]!;
  return (10 - (sum % 10)) % 10;
}

/** The 3 digits a bank's NUBANs are checked with: its CBN code, or Wema's 035 for ALAT's "035A". */
function nubanBankCode(cbnCode: string): string | undefined {
  return /^(\d{3})A?$/i.exec(cbnCode.trim())?.[1];
}

/** True when `accountNumber` is 10 digits whose check digit is right for the bank with `cbnCode`. */
export function isValidNuban(cbnCode: string, accountNumber: string): boolean {
  if (typeof cbnCode !== 'string' || typeof accountNumber !== 'string') return false;
  const bankCode = nubanBankCode(cbnCode);
  if (!bankCode || !/^\d{10}$/.test(accountNumber)) return false;
  return nubanCheckDigit(bankCode, accountNumber.slice(0, 9)) === Number(accountNumber[9]);
}

/**
 * The transfer form's bank and account check (DOMAIN.md "Transfers to a bank", step 1), with a message
 * a customer can act on for each way it can fail. The account number is not trimmed or cleaned: the
 * caller sends to the provider exactly what was validated.
 */
export function validateBankAccount(cbnCode: string, accountNumber: string): ValidateBankAccountResult {
  const bank = findBankByCbnCode(cbnCode);
  if (!bank) return { ok: false, message: BANK_UNKNOWN_MESSAGE };
  if (!bank.available) return { ok: false, message: bank.unavailableReason ?? BANK_UNKNOWN_MESSAGE };
  if (typeof accountNumber !== 'string' || !/^\d{10}$/.test(accountNumber)) {
    return { ok: false, message: ACCOUNT_NUMBER_FORMAT_MESSAGE };
  }
  if (!isValidNuban(bank.cbnCode, accountNumber))
    return { ok: false, message: ACCOUNT_NUMBER_MISMATCH_MESSAGE };
  return { ok: true, bank };
}

/** A valid NUBAN for the bank with `cbnCode` and the given 9-digit serial (for tests and demo data). */
export function makeValidNuban(cbnCode: string, serial9: string): string {
  const bankCode = nubanBankCode(cbnCode);
  if (!bankCode) throw new TypeError(`No NUBAN bank code for CBN code ${JSON.stringify(cbnCode)}.`);
  return serial9 + String(nubanCheckDigit(bankCode, serial9));
}
