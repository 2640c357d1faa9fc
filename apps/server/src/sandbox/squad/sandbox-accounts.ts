import { createHash } from 'node:crypto';
import { ALL_BANKS, checkDigitRefuses, isValidNuban, type Bank } from '@chancepay/shared';

/**
 * Bank accounts the emulator's payout API knows. Four account numbers have fixed names and transfer outcomes
 * at every institution (listed here at GTBank, NIP 000013, CBN 058, where they are valid NUBANs; at OPay,
 * Kuda or any other they answer the same); any other account with a valid NUBAN check digit, or any 10
 * digits where the institution's scheme is not enforced, gets a deterministic made-up name.
 */
export const SANDBOX_PAYOUT_ACCOUNTS = {
  transferSucceeds: { nipBankCode: '000013', accountNumber: '1111111112', accountName: 'ADAEZE OKAFOR' },
  transferFails: { nipBankCode: '000013', accountNumber: '2222222223', accountName: 'EMEKA OBI' },
  /** The transfer call answers 424 ("Timeout/failed --- Should re-query"); the money did move: requery says success. */
  transferIsAmbiguous: { nipBankCode: '000013', accountNumber: '3333333334', accountName: 'BOLA ADEYEMI' },
  /** The transfer succeeds (200), then the bank sends the money back: every requery answers 412 "reversed". */
  transferIsReversed: { nipBankCode: '000013', accountNumber: '4444444445', accountName: 'CHIDI NNAMDI' },
} as const;

export type SandboxTransferBehaviour = 'succeeds' | 'fails' | 'ambiguous' | 'reversed';

const FIRST_NAMES = [
  'CHIOMA',
  'TUNDE',
  'NGOZI',
  'IBRAHIM',
  'FUNMILAYO',
  'OBINNA',
  'AMINA',
  'SEGUN',
  'HAUWA',
  'KELECHI',
];
const SURNAMES = [
  'ADEBAYO',
  'OKONKWO',
  'BELLO',
  'EZE',
  'OGUNLEYE',
  'MUSA',
  'NWOSU',
  'ABUBAKAR',
  'OKORO',
  'ADEYEMI',
];

/** ALAT shares Wema's NIP code; a NIP code names the bank that owns it, so prefer the bank with a real CBN code. */
function bankForNipCode(nipBankCode: string): Bank | undefined {
  const banks = ALL_BANKS.filter((bank) => bank.nipCode === nipBankCode);
  return banks.find((bank) => /^\d{3}$/.test(bank.cbnCode)) ?? banks[0];
}

function testAccountFor(accountNumber: string) {
  return Object.values(SANDBOX_PAYOUT_ACCOUNTS).find((account) => account.accountNumber === accountNumber);
}

/** The 3-digit CBN code Squad's transfer list shows for a NIP code (the NIP code when there is none). */
export function cbnCodeOf(nipBankCode: string): string {
  return bankForNipCode(nipBankCode)?.cbnCode ?? nipBankCode;
}

export function sandboxBankName(nipBankCode: string): string {
  return bankForNipCode(nipBankCode)?.name ?? `Bank ${nipBankCode}`;
}

/** The test accounts behave alike at every institution, so a cash-out to OPay or Kuda can be tried too. */
export function transferBehaviourFor(_nipBankCode: string, accountNumber: string): SandboxTransferBehaviour {
  const { transferFails, transferIsAmbiguous, transferIsReversed } = SANDBOX_PAYOUT_ACCOUNTS;
  if (accountNumber === transferFails.accountNumber) return 'fails';
  if (accountNumber === transferIsAmbiguous.accountNumber) return 'ambiguous';
  if (accountNumber === transferIsReversed.accountNumber) return 'reversed';
  return 'succeeds';
}

export type SandboxAccountLookup = { accountName: string } | { error: string };

export function lookupSandboxAccount(nipBankCode: string, accountNumber: string): SandboxAccountLookup {
  if (!/^\d{6}$/.test(nipBankCode)) return { error: 'Invalid bank code' };
  if (!/^\d{10}$/.test(accountNumber)) return { error: 'Invalid account number' };
  const fixed = testAccountFor(accountNumber);
  if (fixed) return { accountName: fixed.accountName };
  const bank = bankForNipCode(nipBankCode);
  // Wallets and microfinance banks number accounts their own way (OPay by phone number): any 10 digits.
  if (bank !== undefined && checkDigitRefuses(bank) && !isValidNuban(bank.cbnCode, accountNumber)) {
    return { error: 'Account number is invalid for this bank' };
  }
  return { accountName: madeUpAccountName(nipBankCode, accountNumber) };
}

function madeUpAccountName(nipBankCode: string, accountNumber: string): string {
  const digest = createHash('sha256').update(`${nipBankCode}:${accountNumber}`).digest();
  const firstName = FIRST_NAMES[digest.readUInt8(0) % FIRST_NAMES.length] ?? 'ADA';
  const surname = SURNAMES[digest.readUInt8(1) % SURNAMES.length] ?? 'OBI';
  return `${firstName} ${surname}`;
}
