/**
 * NUBAN, the CBN's 10-digit account number: a 9-digit serial and a check digit computed over
 * `<3-digit bank code><serial>` (BANKS.md). Checking it before the name enquiry catches a typo, or the
 * wrong bank chosen, at once and without a paid call to the payout provider.
 *
 * The CBN's 2020 revision ("Revised standards on NUBAN for banks and other financial institutions", March
 * 2020) widens the bank code to 6 digits: "000" + a bank's 3-digit code (the same check digit as before,
 * since zeros add nothing), "9" + a microfinance bank's or other institution's 5-digit code, with weights
 * 3,7,3 repeated over the 15 digits.
 */
import { ALL_BANKS, type Bank, findBankByCode, POPULAR_BANKS } from './banks';

const WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3] as const;
const WEIGHTS_15 = [3, 7, 3, ...WEIGHTS] as const;

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

/** The NUBAN check digit (0-9) for a 6-digit institution code and a 9-digit serial (2020 revision). */
export function nubanCheckDigit6(institutionCode6: string, serial9: string): number {
  if (!/^\d{6}$/.test(institutionCode6))
    throw new TypeError('A NUBAN institution code has exactly 6 digits.');
  if (!/^\d{9}$/.test(serial9)) throw new TypeError('A NUBAN serial has exactly 9 digits.');
  const digits = institutionCode6 + serial9;
  let sum = 0;
  for (let i = 0; i < WEIGHTS_15.length; i++) sum += Number(digits[i]) * WEIGHTS_15[i]!;
  return (10 - (sum % 10)) % 10;
}

/** The 3 digits a bank's NUBANs are checked with: its CBN code, or Wema's 035 for ALAT's "035A". */
function nubanBankCode(cbnCode: string): string | undefined {
  return /^(\d{3})A?$/i.exec(cbnCode.trim())?.[1];
}

/** The 6-digit code a bank's NUBANs are checked with, or undefined where its scheme is not known. */
export function nubanInstitutionCode(bank: Bank): string | undefined {
  const threeDigits = nubanBankCode(bank.cbnCode);
  return threeDigits ? `000${threeDigits}` : bank.nubanCode;
}

/**
 * Whether a wrong check digit refuses the account before name enquiry. Banks' 3-digit scheme has held since
 * 2010; the "9" + 5-digit codes of microfinance banks come from lists, not from the CBN, so for them a
 * check digit only ranks suggestions and name enquiry decides (BANKS.md).
 */
export function checkDigitRefuses(bank: Bank): boolean {
  return nubanInstitutionCode(bank)?.startsWith('000') ?? false;
}

/**
 * True when `accountNumber` is 10 digits whose check digit is right for the bank with this code (a 3-digit
 * CBN code, listed or not, or a listed institution's NIP code). False where no scheme is known.
 */
export function isValidNuban(code: string, accountNumber: string): boolean {
  if (typeof code !== 'string' || typeof accountNumber !== 'string') return false;
  if (!/^\d{10}$/.test(accountNumber)) return false;
  const bankCode = nubanBankCode(code);
  if (bankCode) return nubanCheckDigit(bankCode, accountNumber.slice(0, 9)) === Number(accountNumber[9]);
  const bank = findBankByCode(code);
  return bank ? checkDigitFits(bank, accountNumber) : false;
}

function checkDigitFits(bank: Bank, accountNumber: string): boolean {
  const institutionCode = nubanInstitutionCode(bank);
  if (!institutionCode) return false;
  return nubanCheckDigit6(institutionCode, accountNumber.slice(0, 9)) === Number(accountNumber[9]);
}

/**
 * "Number first" (ux-walk finding 1): the banks a 10-digit account number may belong to. OPay, PalmPay,
 * Moniepoint and Kuda come first where they can hold it (a wallet numbered by phone has no known scheme,
 * so it always can); then every other bank whose check digit fits, in list order. Name enquiry decides.
 */
export function suggestBanksForAccount(accountNumber: string): Bank[] {
  if (typeof accountNumber !== 'string' || !/^\d{10}$/.test(accountNumber)) return [];
  const popular = POPULAR_BANKS.filter(
    (bank) => !nubanInstitutionCode(bank) || checkDigitFits(bank, accountNumber),
  );
  const fitting = ALL_BANKS.filter(
    (bank) => bank.available && !popular.includes(bank) && checkDigitFits(bank, accountNumber),
  );
  return [...popular, ...fitting];
}

/**
 * The transfer form's bank and account check (DOMAIN.md "Transfers to a bank", step 1), with a message
 * a customer can act on for each way it can fail. The account number is not trimmed or cleaned: the
 * caller sends to the provider exactly what was validated.
 */
export function validateBankAccount(cbnCode: string, accountNumber: string): ValidateBankAccountResult {
  const bank = findBankByCode(cbnCode);
  if (!bank) return { ok: false, message: BANK_UNKNOWN_MESSAGE };
  if (!bank.available) return { ok: false, message: bank.unavailableReason ?? BANK_UNKNOWN_MESSAGE };
  if (typeof accountNumber !== 'string' || !/^\d{10}$/.test(accountNumber)) {
    return { ok: false, message: ACCOUNT_NUMBER_FORMAT_MESSAGE };
  }
  if (checkDigitRefuses(bank) && !checkDigitFits(bank, accountNumber))
    return { ok: false, message: ACCOUNT_NUMBER_MISMATCH_MESSAGE };
  return { ok: true, bank };
}

/**
 * A valid NUBAN for the bank with this code and the given 9-digit serial (for tests and demo data): a
 * 3-digit CBN code, or a listed institution whose scheme is known.
 */
export function makeValidNuban(code: string, serial9: string): string {
  const bankCode = nubanBankCode(code);
  if (bankCode) return serial9 + String(nubanCheckDigit(bankCode, serial9));
  const bank = findBankByCode(code);
  const institutionCode = bank ? nubanInstitutionCode(bank) : undefined;
  if (!institutionCode) throw new TypeError(`No NUBAN scheme known for bank code ${JSON.stringify(code)}.`);
  return serial9 + String(nubanCheckDigit6(institutionCode, serial9));
}
