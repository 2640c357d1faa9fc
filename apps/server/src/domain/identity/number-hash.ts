import type { IdentityNumberKind } from '@chancepay/shared';
import type { Executor } from '../../db/client';
import { serverKey } from '../staff/server-keys';
import { keyedHashHex } from '../users/secrets';

/**
 * BVN and NIN are kept only as a keyed hash plus the last four digits (DOMAIN.md "Identity and wallet tiers").
 * The hash finds a second account with the same number; without the key an 11-digit number (10^11 values)
 * could be brute-forced from a stolen table in hours, so a plain SHA-256 would not do.
 *
 * The key is a server key of its own (server-keys.ts): random, stored wrapped under JWT_SECRET and re-wrapped
 * when JWT_SECRET rotates. Keying the hash with JWT_SECRET itself would change every stored hash at a rotation
 * and let the same number onto a second account.
 */
export const IDENTITY_NUMBER_KEY_PURPOSE = 'identity-number-hash';

export function identityNumberKey(db: Executor, secrets: readonly string[], now: Date): Promise<string> {
  return serverKey(db, IDENTITY_NUMBER_KEY_PURPOSE, secrets, now);
}

/** The kind is part of the hashed text: a BVN and a NIN that happen to share digits never collide. */
export function identityNumberHash(key: string, kind: IdentityNumberKind, number: string): string {
  return keyedHashHex(key, `identity-number:${kind}`, number);
}

export function lastFourDigits(number: string): string {
  return number.slice(-4);
}

/** How a number is shown anywhere, staff screens included: "•••• •••• 2222". */
export function maskedIdentityNumber(last4: string | null): string | null {
  return last4 === null ? null : `•••• •••• ${last4}`;
}
