/**
 * Money is an integer number of kobo (DOMAIN.md "Money"): 1 naira = 100 kobo, no floating point on any
 * money path. The API speaks naira as decimal strings with two places ("250.00"); these helpers convert
 * between the two by working on decimal digits, never by multiplying or dividing floats.
 */

/** The largest amount accepted from a person or the API: 10 trillion naira (far above any real wallet). */
export const MAX_AMOUNT_NAIRA = 10_000_000_000_000;
export const MAX_AMOUNT_KOBO = MAX_AMOUNT_NAIRA * 100;

export const AMOUNT_FORMAT_MESSAGE = 'Enter an amount in naira, like 250 or 250.50.';
export const AMOUNT_DECIMALS_MESSAGE = 'Use at most 2 decimal places (kobo), like 250.50.';
export const AMOUNT_NEGATIVE_MESSAGE = 'The amount cannot be negative. Enter an amount like 250 or 250.50.';
export const AMOUNT_TOO_LARGE_MESSAGE =
  'That amount is too large. The most allowed is ₦10,000,000,000,000.00.';

export type ParseNairaResult = { ok: true; kobo: number } | { ok: false; message: string };

export interface ParseNairaOptions {
  /** Negative amounts are refused unless the caller expects them (e.g. a ledger adjustment). */
  allowNegative?: boolean;
}

function assertSafeKobo(kobo: number): void {
  if (!Number.isSafeInteger(kobo)) {
    throw new TypeError(`An amount in kobo must be a safe integer; got ${String(kobo)}.`);
  }
}

/** Kobo -> the API's naira decimal string: 125000 -> "1250.00", -500 -> "-5.00", 5 -> "0.05". */
export function nairaFromKobo(kobo: number): string {
  assertSafeKobo(kobo);
  // String slicing, not division: abs/100 in floating point can round up near 2^53 and gain a naira.
  const digits = String(Math.abs(kobo)).padStart(3, '0');
  const sign = kobo < 0 ? '-' : '';
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

// Optional minus, optional naira sign (so formatNaira's "-₦5.00" reads back), whole naira either plain or
// with correct thousands commas, then optional decimals. "1,25" is refused: in many locales that is 1.25.
const NAIRA_TEXT = /^(-)?₦?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/;

/**
 * Reads an amount in naira typed by a person or sent by the API, as integer kobo.
 * Numbers are read through their shortest decimal text (1250.5 -> "1250.5"), so a float that is not
 * exactly a two-decimal amount (0.1 + 0.2) is refused rather than silently rounded.
 */
export function parseNairaToKobo(input: unknown, options: ParseNairaOptions = {}): ParseNairaResult {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, message: AMOUNT_FORMAT_MESSAGE };
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return { ok: false, message: AMOUNT_FORMAT_MESSAGE };
  }

  const match = NAIRA_TEXT.exec(text);
  if (!match) return { ok: false, message: AMOUNT_FORMAT_MESSAGE };
  const [, minus, wholeText = '', fraction = ''] = match;
  if (fraction.length > 2) return { ok: false, message: AMOUNT_DECIMALS_MESSAGE };
  if (minus && !options.allowNegative) return { ok: false, message: AMOUNT_NEGATIVE_MESSAGE };

  // Whole naira digits followed by exactly two kobo digits is the amount in kobo, as an integer.
  const koboDigits = wholeText.replaceAll(',', '') + fraction.padEnd(2, '0');
  const magnitude = BigInt(koboDigits);
  if (magnitude > BigInt(MAX_AMOUNT_KOBO)) return { ok: false, message: AMOUNT_TOO_LARGE_MESSAGE };
  const kobo = Number(magnitude); // exact: at most 10^15 < 2^53
  return { ok: true, kobo: minus && kobo !== 0 ? -kobo : kobo };
}

// One formatter for the whole product (DOMAIN.md "Display"); building one per call is slow in a table.
const nairaFormat = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  minimumFractionDigits: 2,
});

/** Kobo -> "₦1,250.00" (negative: "-₦5.00"), the one display format of DOMAIN.md. */
export function formatNaira(kobo: number): string {
  // Intl reads a decimal string exactly (Intl.NumberFormat v3), so no float is ever formed from kobo.
  return nairaFormat.format(nairaFromKobo(kobo) as `${number}`);
}

/**
 * An API naira value ("1250.00" or 1250) as kobo; anything unreadable counts as 0, as the spec's
 * "Numbers" rule says for winnable_amount and ticket price.
 */
export function koboFromNairaValue(value: unknown): number {
  const parsed = parseNairaToKobo(value, { allowNegative: true });
  return parsed.ok ? parsed.kobo : 0;
}

/** Formats an API naira value ("1250.00" or 1250) for display; unreadable values show as ₦0.00. */
export function formatNairaValue(value: unknown): string {
  return formatNaira(koboFromNairaValue(value));
}

const DECIMAL_NUMBER_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * The spec's "Numbers" rule: a value from the API parsed as a number, 0 when missing or unreadable.
 * For counts and ids; money goes through parseNairaToKobo / koboFromNairaValue instead.
 */
export function toNumberOrZero(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  const text = value.trim();
  if (!DECIMAL_NUMBER_TEXT.test(text)) return 0;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : 0;
}
