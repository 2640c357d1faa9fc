/**
 * Every institution the payout provider pays beyond the spec's 19 banks (BANKS.md "Beyond the spec's 19").
 *
 * Source: Squad's "Available Bank Codes" (https://docs.squadco.com/Transfer-API/transfer-apis/, the NIBSS NIP
 * institution codes its payout API takes), copied row for row into `nip-institutions.json` (440 codes after
 * the page's two repeated rows; names as Squad spells them). Corroborated by the NIBSS
 * FinancialInstitutionListRequest dump cited in research/squad-gateway.md (NIBSS). The list changes rarely;
 * refresh the JSON from that page and update the pinned size in nip-institutions.test.ts.
 */
import institutions from './nip-institutions.json';

export interface NipInstitution {
  /** The 6-digit NIBSS institution code: the API's `bank` field for these, and what Squad takes. */
  nipCode: string;
  /** As a person searches for it (the trading name where Squad's row carries an old or legal name). */
  name: string;
  /**
   * The 6-digit code the 2020 NUBAN check digit is computed over, where known: "000" + the 3-digit CBN code
   * for a commercial bank, "9" + the 5-digit CBN code for a microfinance bank or other financial institution.
   */
  nubanCode?: string;
}

/** The spec's 19 banks carry these NIP codes; they are listed once, under the spec's names. */
const SPEC_BANK_NIP_CODES = new Set([
  '000001', '000002', '000003', '000004', '000005', '000006', '000009', '000010', '000011', '000012',
  '000013', '000014', '000015', '000016', '000017', '000018', '000020', '000021',
]); // prettier-ignore

/**
 * Rows no one can send a customer's money to: the central bank, its eNaira, NIBSS's test bank, and
 * Enterprise Bank (absorbed by Heritage Bank in 2014, whose licence was revoked in 2024).
 */
const NOT_A_DESTINATION = new Set(['000019', '000028', '000033', '999999']);

/** Trading names people search for, where Squad's row has an old or a legal name (NIBSS lists, 2021-2025). */
const TRADING_NAMES: Readonly<Record<string, string>> = {
  '000008': 'Polaris Bank',
  '000022': 'SunTrust Bank',
  '000031': 'PremiumTrust Bank',
  '090004': 'Parallex Microfinance Bank',
  '090110': 'VFD Microfinance Bank',
  '090162': 'Stanford Microfinance Bank',
  // Rubies MFB was HighStreet MFB; Moniepoint MFB was Rolez MFB: same NIP codes.
  '090175': 'Rubies Microfinance Bank',
  '090325': 'Sparkle Microfinance Bank',
  '090405': 'Moniepoint Microfinance Bank',
  '100004': 'OPay',
  '100026': 'Carbon (One Finance)',
  '100033': 'PalmPay',
  '120001': '9PSB (9mobile Payment Service Bank)',
  '120002': 'HopePSB',
  '120003': 'MoMo PSB (MTN)',
  '120004': 'SmartCash PSB (Airtel)',
};

/**
 * NUBAN institution codes (CBN codes as Paystack's bank list carries them). Commercial banks: "000" + their
 * 3-digit code. Microfinance banks: "9" + their 5-digit code, listed only where the code is known.
 */
const NUBAN_CODES: Readonly<Record<string, string>> = {
  '000007': '000070', // Fidelity Bank
  '000008': '000076', // Polaris Bank
  '000022': '000100', // SunTrust Bank
  '000023': '000101', // Providus Bank
  '000025': '000102', // Titan Trust Bank
  '000027': '000103', // Globus Bank
  '000031': '000105', // PremiumTrust Bank
  '000034': '000106', // Signature Bank
  '000036': '000107', // Optimus Bank
  '000026': '000302', // Taj Bank
  '000029': '000303', // Lotus Bank
  '090267': '950211', // Kuda
  '090405': '950515', // Moniepoint
  '090551': '951318', // FairMoney
  '090325': '951310', // Sparkle
  '090328': '950126', // Eyowo
  '090286': '951113', // Safe Haven
  '090950': '951355', // Waya
  '090262': '951253', // Stellas
  '090366': '951314', // Firmus
  '090517': '951322', // Uhuru
  '090261': '951293', // Quickfund
  '090529': '951341', // Ampersand
};

function displayName(nipCode: string, squadName: string): string {
  return TRADING_NAMES[nipCode] ?? squadName.replace(/\s+/g, ' ').trim();
}

/** Squad's institutions beyond the spec's 19, sorted by name (the picker shows them after the 19). */
export const OTHER_NIP_INSTITUTIONS: readonly NipInstitution[] = Object.freeze(
  (institutions as [string, string][])
    .filter(([nipCode]) => !SPEC_BANK_NIP_CODES.has(nipCode) && !NOT_A_DESTINATION.has(nipCode))
    .map(([nipCode, squadName]) => {
      const nubanCode = NUBAN_CODES[nipCode];
      const name = displayName(nipCode, squadName);
      return Object.freeze(nubanCode ? { nipCode, name, nubanCode } : { nipCode, name });
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' })),
);

/** Where most of our customers keep their money (ux-walk finding 1): shown first among suggestions. */
export const POPULAR_NIP_CODES: readonly string[] = Object.freeze(['100004', '100033', '090405', '090267']);
