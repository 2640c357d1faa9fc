/**
 * The spec's 19 banks in the spec's order, with their real codes (BANKS.md). The spec's own codes are
 * wrong for seven banks and would pay the wrong bank (DOMAIN.md "deliberate deviation"), so they are
 * not kept here at all. ALL_BANKS follows them with every other institution the payout provider pays.
 */
import { OTHER_NIP_INSTITUTIONS, POPULAR_NIP_CODES } from './nip-institutions';

export interface Bank {
  /** As the spec shows it. */
  name: string;
  /**
   * The code the API's `bank` field carries: for the spec's 19 the 3-digit CBN code ("035A" for ALAT, which
   * has no code of its own); for every other institution its 6-digit NIP code (BANKS.md).
   */
  cbnCode: string;
  /** The 6-digit NIBSS institution code the payout provider (Squad) takes. */
  nipCode: string;
  /** False for a bank that is listed but cannot receive transfers. */
  available: boolean;
  /** Shown to the customer when `available` is false. */
  unavailableReason?: string;
  /**
   * The 6-digit institution code of the 2020 NUBAN check digit ("000" + a 3-digit CBN code, or "9" + a
   * 5-digit one), where the institution's scheme is known; absent: name enquiry alone decides.
   */
  nubanCode?: string;
}

export const BANKS: readonly Bank[] = Object.freeze(
  [
    { name: 'Access Bank', cbnCode: '044', nipCode: '000014', available: true },
    { name: 'Access Bank (Diamond)', cbnCode: '063', nipCode: '000005', available: true },
    // ALAT accounts are Wema accounts: same NIP code, and NUBAN check digits use Wema's 035.
    { name: 'ALAT by WEMA', cbnCode: '035A', nipCode: '000017', available: true },
    { name: 'Citibank Nigeria', cbnCode: '023', nipCode: '000009', available: true },
    { name: 'EcoBank Nigeria', cbnCode: '050', nipCode: '000010', available: true },
    { name: 'FCMB', cbnCode: '214', nipCode: '000003', available: true },
    { name: 'First Bank of Nigeria', cbnCode: '011', nipCode: '000016', available: true },
    { name: 'GTBank', cbnCode: '058', nipCode: '000013', available: true },
    {
      name: 'Heritage Bank',
      cbnCode: '030',
      nipCode: '000020',
      available: false,
      unavailableReason:
        'The CBN revoked Heritage Bank’s licence on 3 June 2024, so transfers to Heritage Bank accounts cannot be made. Choose another bank.',
    },
    { name: 'Jaiz Bank', cbnCode: '301', nipCode: '000006', available: true },
    { name: 'Keystone Bank', cbnCode: '082', nipCode: '000002', available: true },
    { name: 'Stanbic IBTC', cbnCode: '221', nipCode: '000012', available: true },
    { name: 'Standard Chartered', cbnCode: '068', nipCode: '000021', available: true },
    { name: 'Sterling Bank', cbnCode: '232', nipCode: '000001', available: true },
    { name: 'Union Bank of Nigeria', cbnCode: '032', nipCode: '000018', available: true },
    { name: 'UBA', cbnCode: '033', nipCode: '000004', available: true },
    { name: 'Unity Bank', cbnCode: '215', nipCode: '000011', available: true },
    { name: 'Wema Bank', cbnCode: '035', nipCode: '000017', available: true },
    { name: 'Zenith Bank', cbnCode: '057', nipCode: '000015', available: true },
  ].map((bank) => Object.freeze(bank)),
);

/**
 * What a person picks from: the spec's 19 (names, order and codes kept) followed by every other bank,
 * microfinance bank, payment service bank and wallet the payout provider pays, identified by NIP code.
 */
export const ALL_BANKS: readonly Bank[] = Object.freeze([
  ...BANKS,
  ...OTHER_NIP_INSTITUTIONS.map((institution) =>
    Object.freeze({
      name: institution.name,
      cbnCode: institution.nipCode,
      nipCode: institution.nipCode,
      available: true,
      ...(institution.nubanCode ? { nubanCode: institution.nubanCode } : {}),
    }),
  ),
]);

const BANKS_BY_CODE = new Map(ALL_BANKS.map((bank) => [bank.cbnCode, bank]));

/** OPay, PalmPay, Moniepoint, Kuda: where most customers keep their money, so suggested first. */
export const POPULAR_BANKS: readonly Bank[] = Object.freeze(
  POPULAR_NIP_CODES.map((code) => BANKS_BY_CODE.get(code)).filter((bank) => bank !== undefined),
);

/**
 * The bank the API's `bank` field names: a spec bank by its CBN code ("035a" finds ALAT too), any other
 * institution by its 6-digit NIP code. Undefined for anything else.
 */
export function findBankByCode(code: string): Bank | undefined {
  if (typeof code !== 'string') return undefined;
  return BANKS_BY_CODE.get(code.trim().toUpperCase());
}

/** The same lookup under its first name: every caller gets the whole list. */
export const findBankByCbnCode = findBankByCode;
