import { formatNaira } from './money';

/**
 * Withholding tax on winnings (DOMAIN.md "Winnings tax"; research/nigeria-go-live.md §3.5: 5% for residents
 * since 1 January 2025). The server computes it once at settlement and stores it on the order; product
 * pages use the same function to show the net amount before anyone buys, so the two can never disagree.
 */

export const DEFAULT_WINNINGS_TAX_BPS = 500;

/** Who bears the tax, per product template: the winner (paid net) or the operator (pays it on top). */
export const winningsTaxBearers = ['winner', 'operator'] as const;
export type WinningsTaxBearer = (typeof winningsTaxBearers)[number];

/**
 * A product's bearer before anyone changes its template (DOMAIN.md): the operator on Pay4Me (type 2, and so
 * Scan2Pay4Me), where a shop must receive the full amount; the winner on Get Cash, On The House and the rest.
 */
export function defaultWinningsTaxBearer(raffleTypeId: number): WinningsTaxBearer {
  return raffleTypeId === 2 ? 'operator' : 'winner';
}

export interface WinningsTax {
  grossKobo: number;
  taxKobo: number;
  /** What reaches the beneficiary: gross less tax when the winner bears it, the whole gross otherwise. */
  netKobo: number;
  bearer: WinningsTaxBearer;
  rateBps: number;
}

/**
 * The tax on a prize, in whole kobo, rounded to the nearest kobo with halves rounded UP. Why half up: it is
 * the ordinary commercial rounding a tax officer recomputes by hand, and it never withholds less than the
 * statutory share by more than half a kobo (rounding down would under-withhold by up to a whole kobo on
 * every win, an amount the operator would have to make good). BigInt, so gross x rate cannot lose
 * precision however large a prize is.
 */
export function winningsTaxKobo(grossKobo: number, rateBps: number): number {
  if (!Number.isSafeInteger(grossKobo) || grossKobo < 0) throw new RangeError('gross must be whole kobo');
  if (!Number.isInteger(rateBps) || rateBps < 0 || rateBps > 10_000)
    throw new RangeError('the rate must be 0 to 10000 basis points');
  return Number((BigInt(grossKobo) * BigInt(rateBps) + 5_000n) / 10_000n);
}

export function winningsTax(grossKobo: number, rateBps: number, bearer: WinningsTaxBearer): WinningsTax {
  const taxKobo = winningsTaxKobo(grossKobo, rateBps);
  return {
    grossKobo,
    taxKobo,
    netKobo: bearer === 'winner' ? grossKobo - taxKobo : grossKobo,
    bearer,
    rateBps,
  };
}

/** "5%", "7.5%": a rate in basis points as a person reads it. */
export function taxRateLabel(rateBps: number): string {
  return `${Number((rateBps / 100).toFixed(2))}%`;
}

/**
 * The gross / tax / net lines every view of a win shows (receipts, /thank-you, reports, the console), worded
 * once here. When the operator bears the tax the winner's prize is whole and the line says who paid it.
 */
export function winningsTaxLines(tax: WinningsTax): { label: string; value: string }[] {
  const rate = taxRateLabel(tax.rateBps);
  return [
    { label: 'Prize (gross)', value: formatNaira(tax.grossKobo) },
    tax.bearer === 'winner'
      ? { label: `Winnings tax withheld (${rate})`, value: formatNaira(tax.taxKobo) }
      : { label: `Winnings tax (${rate}, paid by ChancePay)`, value: formatNaira(tax.taxKobo) },
    { label: 'Prize paid (net)', value: formatNaira(tax.netKobo) },
  ];
}

/** The stored tax facts of a settled win (an order's winnings_tax_* columns), or null when it did not win. */
export function storedWinningsTax(win: {
  prizeKobo: number;
  winningsTaxKobo: number | null;
  winningsTaxBps: number | null;
  winningsTaxBearer: WinningsTaxBearer | null;
}): WinningsTax | null {
  if (win.winningsTaxKobo === null || win.winningsTaxBps === null || win.winningsTaxBearer === null)
    return null;
  return {
    grossKobo: win.prizeKobo,
    taxKobo: win.winningsTaxKobo,
    netKobo: win.winningsTaxBearer === 'winner' ? win.prizeKobo - win.winningsTaxKobo : win.prizeKobo,
    bearer: win.winningsTaxBearer,
    rateBps: win.winningsTaxBps,
  };
}
