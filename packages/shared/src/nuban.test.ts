import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_BANKS, BANKS } from './banks';
import {
  ACCOUNT_NUMBER_FORMAT_MESSAGE,
  ACCOUNT_NUMBER_MISMATCH_MESSAGE,
  BANK_UNKNOWN_MESSAGE,
  isValidNuban,
  makeValidNuban,
  nubanCheckDigit,
  nubanCheckDigit6,
  nubanInstitutionCode,
  suggestBanksForAccount,
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

describe('the 2020 scheme (6-digit institution codes)', () => {
  const institutionCode = fc.stringMatching(/^\d{6}$/);

  it('gives a bank’s "000" + 3-digit code the same check digit as the 2010 scheme (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{3}$/), serial9, (code, serial) => {
        expect(nubanCheckDigit6(`000${code}`, serial)).toBe(nubanCheckDigit(code, serial));
      }),
    );
  });

  it('weights the 15 digits 3,7,3,3,7,3,... (worked example for Kuda’s 950211)', () => {
    // 9·3+5·7+0·3 + 2·3+1·7+1·3 + 1·3+2·7+3·3 + 4·3+5·7+6·3 + 7·3+8·7+9·3 = 273; (10 - 3) mod 10 = 7.
    expect(nubanCheckDigit6('950211', '123456789')).toBe(7);
    expect(isValidNuban('090267', '1234567897')).toBe(true);
    expect(makeValidNuban('090267', '123456789')).toBe('1234567897');
  });

  it('catches any one changed digit (property)', () => {
    fc.assert(
      fc.property(
        institutionCode,
        serial9,
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 9 }),
        (code, serial, position, delta) => {
          const check = nubanCheckDigit6(code, serial);
          const changed =
            serial.slice(0, position) +
            String((Number(serial[position]) + delta) % 10) +
            serial.slice(position + 1);
          expect(nubanCheckDigit6(code, changed)).not.toBe(check);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('throws on a malformed institution code', () => {
    expect(() => nubanCheckDigit6('50211', '123456789')).toThrow(TypeError);
  });
});

describe('validateBankAccount beyond the spec’s 19', () => {
  it('refuses a wrong check digit at a commercial bank known by NIP code (Fidelity, 070)', () => {
    const fidelity = makeValidNuban('000007', '204512345');
    expect(fidelity).toBe(makeValidNuban('070', '204512345'));
    expect(validateBankAccount('000007', fidelity).ok).toBe(true);
    const typo = fidelity.slice(0, 9) + String((Number(fidelity[9]) + 1) % 10);
    expect(validateBankAccount('000007', typo)).toEqual({
      ok: false,
      message: ACCOUNT_NUMBER_MISMATCH_MESSAGE,
    });
  });

  it('lets name enquiry decide at wallets and microfinance banks: OPay, PalmPay, Kuda, Moniepoint (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('100004', '100033', '090267', '090405', '090110'),
        fc.stringMatching(/^\d{10}$/),
        (code, account) => {
          const result = validateBankAccount(code, account);
          expect(result.ok && result.bank.cbnCode).toBe(code);
        },
      ),
    );
  });

  it('refuses an unknown code with the message to choose from the list', () => {
    for (const code of ['999999', '000028', '123456', '070'])
      expect(validateBankAccount(code, '1111111112')).toEqual({ ok: false, message: BANK_UNKNOWN_MESSAGE });
  });
});

describe('suggestBanksForAccount', () => {
  it('puts OPay and PalmPay first for any number, then the popular MFBs and the banks whose check digit fits', () => {
    const suggestions = suggestBanksForAccount('0000014579').map((bank) => bank.name);
    expect(suggestions.slice(0, 2)).toEqual(['OPay', 'PalmPay']);
    expect(suggestions).toContain('First Bank of Nigeria');
    expect(suggestions).not.toContain('Zenith Bank');
  });

  it('suggests every bank whose check digit fits and none whose does not (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (account) => {
        const suggested = new Set(suggestBanksForAccount(account));
        for (const bank of ALL_BANKS.filter(
          (candidate) => candidate.available && nubanInstitutionCode(candidate),
        )) {
          expect(suggested.has(bank)).toBe(isValidNuban(bank.cbnCode, account));
        }
        expect([...suggested].slice(0, 2).map((bank) => bank.name)).toEqual(['OPay', 'PalmPay']);
      }),
      { numRuns: 200 },
    );
  });

  it('suggests Kuda when its check digit fits, before the other banks', () => {
    const kuda = makeValidNuban('090267', '200812345');
    expect(suggestBanksForAccount(kuda)[2]?.name).toBe('Kuda Microfinance Bank');
  });

  it('suggests nothing until there are ten digits', () => {
    expect(suggestBanksForAccount('111111111')).toEqual([]);
    expect(suggestBanksForAccount('11111111a2')).toEqual([]);
  });
});
