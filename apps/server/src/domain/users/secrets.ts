import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 bits from the CSPRNG, URL-safe: refresh tokens, reset tokens, CSRF values (ASVS 7.2.3 asks >= 128). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * Tokens with 256 bits of entropy need no salt or slow hash: SHA-256 is enough to make a stolen table
 * useless, and it lets the lookup be an index probe.
 */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Keyed hash for low-entropy secrets (6-digit codes): without the key a stolen row cannot be brute-forced. */
export function keyedHashHex(key: string, purpose: string, value: string): string {
  return createHmac('sha256', key).update(`${purpose}\u0000${value}`).digest('hex');
}

export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
