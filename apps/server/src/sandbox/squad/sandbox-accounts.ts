import { createHash } from 'node:crypto';

/**
 * Bank accounts the emulator's payout API knows. Three GTBank accounts (NIP 000013, CBN 058) have fixed
 * transfer outcomes; any other account with a valid NUBAN check digit gets a deterministic made-up name.
 */
export const SANDBOX_PAYOUT_ACCOUNTS = {
  transferSucceeds: { nipBankCode: '000013', accountNumber: '1111111112', accountName: 'ADAEZE OKAFOR' },
  transferFails: { nipBankCode: '000013', accountNumber: '2222222223', accountName: 'EMEKA OBI' },
  /** The transfer call answers 424 ("Timeout/failed --- Should re-query"); the money did move: requery says success. */
  transferIsAmbiguous: { nipBankCode: '000013', accountNumber: '3333333334', accountName: 'BOLA ADEYEMI' },
} as const;

export type SandboxTransferBehaviour = 'succeeds' | 'fails' | 'ambiguous';

/** NIP institution code -> CBN code (for the NUBAN check digit) and the name Squad reports. From BANKS.md. */
const BANKS_BY_NIP_CODE: Readonly<Record<string, { cbnCode: string; name: string }>> = {
  '000001': { cbnCode: '232', name: 'Sterling Bank' },
  '000002': { cbnCode: '082', name: 'Keystone Bank' },
  '000003': { cbnCode: '214', name: 'FCMB' },
  '000004': { cbnCode: '033', name: 'United Bank for Africa' },
  '000005': { cbnCode: '063', name: 'Diamond Bank' },
  '000006': { cbnCode: '301', name: 'JAIZ Bank' },
  '000007': { cbnCode: '070', name: 'Fidelity Bank' },
  '000009': { cbnCode: '023', name: 'Citi Bank' },
  '000010': { cbnCode: '050', name: 'Ecobank Bank' },
  '000011': { cbnCode: '215', name: 'Unity Bank' },
  '000012': { cbnCode: '221', name: 'StanbicIBTC Bank' },
  '000013': { cbnCode: '058', name: 'GTBank Plc' },
  '000014': { cbnCode: '044', name: 'Access Bank' },
  '000015': { cbnCode: '057', name: 'Zenith Bank Plc' },
  '000016': { cbnCode: '011', name: 'First Bank of Nigeria' },
  '000017': { cbnCode: '035', name: 'Wema Bank' },
  '000018': { cbnCode: '032', name: 'Union Bank' },
  '000020': { cbnCode: '030', name: 'Heritage' },
  '000021': { cbnCode: '068', name: 'Standard Chartered' },
};

const FIRST_NAMES = ['CHIOMA', 'TUNDE', 'NGOZI', 'IBRAHIM', 'FUNMILAYO', 'OBINNA', 'AMINA', 'SEGUN', 'HAUWA', 'KELECHI'];
const SURNAMES = ['ADEBAYO', 'OKONKWO', 'BELLO', 'EZE', 'OGUNLEYE', 'MUSA', 'NWOSU', 'ABUBAKAR', 'OKORO', 'ADEYEMI'];

export function sandboxBankName(nipBankCode: string): string {
  return BANKS_BY_NIP_CODE[nipBankCode]?.name ?? `Bank ${nipBankCode}`;
}

export function transferBehaviourFor(nipBankCode: string, accountNumber: string): SandboxTransferBehaviour {
  const { transferFails, transferIsAmbiguous } = SANDBOX_PAYOUT_ACCOUNTS;
  if (nipBankCode === transferFails.nipBankCode && accountNumber === transferFails.accountNumber) return 'fails';
  if (nipBankCode === transferIsAmbiguous.nipBankCode && accountNumber === transferIsAmbiguous.accountNumber) return 'ambiguous';
  return 'succeeds';
}

export type SandboxAccountLookup = { accountName: string } | { error: string };

export function lookupSandboxAccount(nipBankCode: string, accountNumber: string): SandboxAccountLookup {
  if (!/^\d{6}$/.test(nipBankCode)) return { error: 'Invalid bank code' };
  if (!/^\d{10}$/.test(accountNumber)) return { error: 'Invalid account number' };
  const bank = BANKS_BY_NIP_CODE[nipBankCode];
  // Banks outside the table (microfinance banks, wallets) number accounts their own way; accept any 10 digits.
  if (bank !== undefined && !hasValidNubanCheckDigit(bank.cbnCode, accountNumber)) {
    return { error: 'Account number is invalid for this bank' };
  }
  const fixed = Object.values(SANDBOX_PAYOUT_ACCOUNTS).find(
    (account) => account.nipBankCode === nipBankCode && account.accountNumber === accountNumber,
  );
  return { accountName: fixed?.accountName ?? madeUpAccountName(nipBankCode, accountNumber) };
}

/**
 * CBN NUBAN: weights 3,7,3,3,7,3,3,7,3,3,7,3 over <3-digit bank code><9-digit serial>;
 * check digit = (10 - sum mod 10) mod 10. (packages/shared will own the product's NUBAN check.)
 */
export function hasValidNubanCheckDigit(cbnCode: string, accountNumber: string): boolean {
  const weights = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];
  const digits = `${cbnCode}${accountNumber.slice(0, 9)}`;
  if (!/^\d{12}$/.test(digits) || !/^\d{10}$/.test(accountNumber)) return false;
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  return (10 - (sum % 10)) % 10 === Number(accountNumber[9]);
}

function madeUpAccountName(nipBankCode: string, accountNumber: string): string {
  const digest = createHash('sha256').update(`${nipBankCode}:${accountNumber}`).digest();
  const firstName = FIRST_NAMES[digest.readUInt8(0) % FIRST_NAMES.length] ?? 'ADA';
  const surname = SURNAMES[digest.readUInt8(1) % SURNAMES.length] ?? 'OBI';
  return `${firstName} ${surname}`;
}
