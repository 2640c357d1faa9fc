/**
 * The instant, provably fair draw (DOMAIN.md "The draw"). The server and the public /fairness page run
 * this same function, so a buyer can recompute any order once the cycle's server seed is revealed.
 * Everything is integer or BigInt: a float anywhere here could flip an outcome near the threshold, and
 * two machines must always agree on who won.
 *
 * HMAC key encoding: DOMAIN.md defines `server_seed` as 32 random bytes, published as 64 hex characters,
 * and keys the HMAC with the seed itself, so the key is the 32 decoded bytes. The research report's
 * vectors (section 1.8) follow Stake, whose code passes the hex *text* to createHmac, i.e. 64 ASCII bytes;
 * that is a different scheme and those vectors pin only our HMAC (sha256.test.ts), not this draw. Our
 * own known-answer vectors are in draw.vectors.json.
 */
import { bytesFromHex, hexFromBytes, hmacSha256, sha256, utf8Bytes } from './sha256';

export const SERVER_SEED_BYTES = 32;
export const CLIENT_SEED_BYTES = 16;

const TWO_TO_THE_64 = 1n << 64n;
const BASIS_POINTS = 10_000n;
const SERVER_SEED_HEX = /^[0-9a-f]{64}$/i;
const CLIENT_SEED_HEX = /^[0-9a-f]{32}$/i;
const SHA256_HEX = /^[0-9a-f]{64}$/i;

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

export interface DrawOrderInput extends DrawOdds {
  /** The cycle's secret seed: 64 hex characters (32 bytes), revealed when the cycle ends. */
  serverSeedHex: string;
  cycleId: number;
  /** The order's place in its cycle: 1, 2, 3, ... with no gaps. */
  orderSeq: number;
  /** The buyer's seed: 32 hex characters (16 bytes). Case does not matter; it is used in lower case. */
  clientSeedHex: string;
}

export interface DrawResult {
  won: boolean;
  /** The first 8 bytes of the HMAC as an unsigned 64-bit big-endian integer. */
  x: bigint;
  /** floor(p x 2^64): the order wins iff x < threshold. */
  threshold: bigint;
  hmacHex: string;
  probability: WinProbability;
  /** The exact HMAC message, "<cycleId>:<orderSeq>:<clientSeedHex>", shown on /fairness. */
  message: string;
}

function requirePositiveSafeInteger(value: number, what: string): bigint {
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

/** floor(p x 2^64), exactly. */
export function winThreshold(probability: WinProbability): bigint {
  const { numerator, denominator } = probability;
  if (denominator <= 0n || numerator < 0n || numerator > denominator) {
    throw new RangeError('A probability must be a fraction between 0 and 1 with a positive denominator.');
  }
  return (numerator * TWO_TO_THE_64) / denominator;
}

export function isServerSeedHex(value: string): boolean {
  return typeof value === 'string' && SERVER_SEED_HEX.test(value);
}

export function isClientSeedHex(value: string): boolean {
  return typeof value === 'string' && CLIENT_SEED_HEX.test(value);
}

/** Draws one paid order. Throws on malformed input: a draw must never run on a guessed value. */
export function drawOrder(input: DrawOrderInput): DrawResult {
  if (!isServerSeedHex(input.serverSeedHex)) {
    throw new RangeError('The server seed must be 64 hex characters (32 bytes).');
  }
  if (!isClientSeedHex(input.clientSeedHex)) {
    throw new RangeError('The client seed must be 32 hex characters (16 bytes).');
  }
  requirePositiveSafeInteger(input.cycleId, 'cycleId');
  requirePositiveSafeInteger(input.orderSeq, 'orderSeq');
  const probability = winProbability(input);

  // Lower case so a seed copied from a receipt in either case recomputes to the same outcome.
  const message = `${input.cycleId}:${input.orderSeq}:${input.clientSeedHex.toLowerCase()}`;
  const hmac = hmacSha256(bytesFromHex(input.serverSeedHex), utf8Bytes(message));
  const x = new DataView(hmac.buffer, hmac.byteOffset, 8).getBigUint64(0, false);
  const threshold = winThreshold(probability);
  return { won: x < threshold, x, threshold, hmacHex: hexFromBytes(hmac), probability, message };
}

/** The commitment published when a cycle opens: hex SHA-256 of the 32 seed bytes (not of the hex text). */
export function serverSeedHash(serverSeedHex: string): string {
  if (!isServerSeedHex(serverSeedHex)) {
    throw new RangeError('The server seed must be 64 hex characters (32 bytes).');
  }
  return hexFromBytes(sha256(bytesFromHex(serverSeedHex)));
}

/** True when a revealed seed matches the hash published before any order; false for malformed input. */
export function verifySeedCommitment(serverSeedHex: string, seedHashHex: string): boolean {
  if (!isServerSeedHex(serverSeedHex) || typeof seedHashHex !== 'string' || !SHA256_HEX.test(seedHashHex)) {
    return false;
  }
  return serverSeedHash(serverSeedHex) === seedHashHex.toLowerCase();
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

function randomHex(byteCount: number): string {
  return hexFromBytes(globalThis.crypto.getRandomValues(new Uint8Array(byteCount)));
}

/** A fresh 16-byte client seed from the platform CSPRNG (browser, or server when the browser sent none). */
export function randomClientSeedHex(): string {
  return randomHex(CLIENT_SEED_BYTES);
}

/** A fresh 32-byte server seed from the platform CSPRNG, drawn when a cycle opens. */
export function randomServerSeedHex(): string {
  return randomHex(SERVER_SEED_BYTES);
}
