import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BANKS } from './banks';
import {
  ACCOUNT_NUMBER_FORMAT_MESSAGE,
  ACCOUNT_NUMBER_MISMATCH_MESSAGE,
  BANK_UNKNOWN_MESSAGE,
  isValidNuban,
  makeValidNuban,
  nubanCheckDigit,
  validateBankAccount,
} from './nuban';

const serial9 = fc.stringMatching(/^\d{9}$/);
const availableCode = fc.constantFrom(...BANKS.filter((bank) => bank.available).map((bank) => bank.cbnCode));

describe('nubanCheckDigit', () => {
  it('matches the CBN’s worked example (First Bank 011, serial 000001457 -> 9)', () => {
    // 0·3+1·7+1·3 + 0·3+0·7+0·3 + 0·3+0·7+1·3 + 4·3+5·7+7·3 = 81; (10 - 1) mod 10 = 9.
    expect(nubanCheckDigit('011', '000001457')).toBe(9);
    expect(isValidNuban('011', '0000014579')).toBe(true);
  });

  it('gives 0 when the weighted sum is already a multiple of 10', () => {
    expect(nubanCheckDigit('000', '000000000')).toBe(0);
  });

  it('throws on malformed codes or serials (a programming error, not user input)', () => {
    expect(() => nubanCheckDigit('35', '000001457')).toThrow(TypeError);
    expect(() => nubanCheckDigit('011', '00001457')).toThrow(TypeError);
  });
});

describe('isValidNuban', () => {
  it('checks ALAT (035A) accounts with Wema’s 035', () => {
    const account = makeValidNuban('035', '123456789');
    expect(isValidNuban('035A', account)).toBe(true);
    expect(makeValidNuban('035A', '123456789')).toBe(account);
  });

  it('refuses anything that is not 10 digits', () => {
    for (const account of ['', '123456789', '12345678901', '012345678a', ' 0000014579']) {
      expect(isValidNuban('011', account)).toBe(false);
    }
  });

  it('accepts every number makeValidNuban builds (property)', () => {
    fc.assert(
      fc.property(availableCode, serial9, (code, serial) => {
        expect(isValidNuban(code, makeValidNuban(code, serial))).toBe(true);
      }),
    );
  });

  it('refuses a number with any one digit changed (property)', () => {
    // Weights 3 and 7 are coprime with 10, so any single-digit change moves the sum mod 10.
    fc.assert(
      fc.property(
        availableCode,
        serial9,
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        (code, serial, position, delta) => {
          const account = makeValidNuban(code, serial);
          const changed = String((Number(account[position]) + delta) % 10);
          const typo = account.slice(0, position) + changed + account.slice(position + 1);
          expect(isValidNuban(code, typo)).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('validateBankAccount', () => {
  const zenithAccount = makeValidNuban('057', '101234567');

  it('accepts a valid account at an available bank and returns the bank', () => {
    const result = validateBankAccount('057', zenithAccount);
    expect(result.ok && result.bank.name).toBe('Zenith Bank');
  });

  it('gives a distinct message for each failure', () => {
    expect(validateBankAccount('999', zenithAccount)).toEqual({ ok: false, message: BANK_UNKNOWN_MESSAGE });
    expect(validateBankAccount('070', zenithAccount)).toEqual({ ok: false, message: BANK_UNKNOWN_MESSAGE });

    const heritage = validateBankAccount('030', makeValidNuban('030', '101234567'));
    expect(heritage.ok).toBe(false);
    expect(!heritage.ok && heritage.message).toMatch(/3 June 2024/);

    for (const account of ['12345', '01012345678', '010123456x', '']) {
      expect(validateBankAccount('057', account)).toEqual({
        ok: false,
        message: ACCOUNT_NUMBER_FORMAT_MESSAGE,
      });
    }

    // A valid Zenith number is (almost always) wrong for another bank: the usual "wrong bank chosen" slip.
    expect(validateBankAccount('058', zenithAccount)).toEqual({
      ok: false,
      message: ACCOUNT_NUMBER_MISMATCH_MESSAGE,
    });
    expect(ACCOUNT_NUMBER_MISMATCH_MESSAGE).toBe(
      'That account number does not match the chosen bank. Check both and try again.',
    );
  });
});
