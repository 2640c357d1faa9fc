/**
 * The odds of an order (DOMAIN.md "The draw"): p = min(1/2, tickets x price x payoutRatio / prize) as an exact
 * fraction, and its "1 in N" label. Apart from the draw (draw.ts), so the pages that only show odds stay
 * small. Everything is integer or BigInt, as in the draw.
 */

const BASIS_POINTS = 10_000n;

/** What sets an order's chance of winning (amounts in kobo, ratio in basis points: 7000 = 70%). */
export interface DrawOdds {
  tickets: number;
  ticketPriceKobo: number;
  payoutRatioBps: number;
  /** The cycle's winnable_amount, or the order's amount_due for Scan2Pay4Me. */
  prizeKobo: number;
}

/** A win probability as a reduced fraction, 0 < numerator / denominator <= 1/2. */
export interface WinProbability {
  numerator: bigint;
  denominator: bigint;
}

export function requirePositiveSafeInteger(value: number, what: string): bigint {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`${what} must be a positive whole number; got ${String(value)}.`);
  }
  return BigInt(value);
}

function greatestCommonDivisor(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/**
 * p = min(1/2, tickets x price x payoutRatio / prize), reduced. This makes each order's expected prize
 * exactly payoutRatio of its ticket money; the 1/2 cap keeps any single order from being a near-certain
 * win, which would let a buyer drain a cycle's budget cheaply.
 */
export function winProbability(odds: DrawOdds): WinProbability {
  const tickets = requirePositiveSafeInteger(odds.tickets, 'tickets');
  const price = requirePositiveSafeInteger(odds.ticketPriceKobo, 'ticketPriceKobo');
  const ratio = requirePositiveSafeInteger(odds.payoutRatioBps, 'payoutRatioBps');
  const prize = requirePositiveSafeInteger(odds.prizeKobo, 'prizeKobo');
  if (ratio > BASIS_POINTS) {
    throw new RangeError(`payoutRatioBps must be at most 10000 (100%); got ${odds.payoutRatioBps}.`);
  }

  const numerator = tickets * price * ratio;
  const denominator = BASIS_POINTS * prize;
  if (2n * numerator >= denominator) return { numerator: 1n, denominator: 2n };
  const divisor = greatestCommonDivisor(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

function oddsOneInExact(probability: WinProbability): bigint {
  const { numerator, denominator } = probability;
  if (numerator <= 0n || denominator <= 0n) throw new RangeError('Odds need a probability above zero.');
  // round(denominator / numerator), halves rounded up, in integers.
  const rounded = (2n * denominator + numerator) / (2n * numerator);
  return rounded < 2n ? 2n : rounded;
}

/** N in "1 in N": 1/p rounded to the nearest whole number (halves up), never below 2 since p <= 1/2. */
export function oddsOneIn(probability: WinProbability): number {
  return Number(oddsOneInExact(probability));
}

const oddsNumberFormat = new Intl.NumberFormat('en-NG');

/** "1 in 286" (thousands grouped as the rest of the product: "1 in 12,500"). */
export function oddsLabel(probability: WinProbability): string {
  return `1 in ${oddsNumberFormat.format(oddsOneInExact(probability))}`;
}
