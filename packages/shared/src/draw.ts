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
import { requirePositiveSafeInteger, winProbability, type DrawOdds, type WinProbability } from './odds';
import { bytesFromHex, hexFromBytes, hmacSha256, sha256, utf8Bytes } from './sha256';

// The odds live in their own module so a page that only shows them (the home page's product cards) does not
// carry the SHA-256 and HMAC code; they are exported from here too, as before.
export { oddsLabel, oddsOneIn, winProbability, type DrawOdds, type WinProbability } from './odds';

export const SERVER_SEED_BYTES = 32;
export const CLIENT_SEED_BYTES = 16;

const TWO_TO_THE_64 = 1n << 64n;
const SERVER_SEED_HEX = /^[0-9a-f]{64}$/i;
const CLIENT_SEED_HEX = /^[0-9a-f]{32}$/i;
const SHA256_HEX = /^[0-9a-f]{64}$/i;

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
