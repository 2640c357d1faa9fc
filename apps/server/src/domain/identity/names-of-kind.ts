import type { IdentityNumberKind } from '@chancepay/shared';

/** The customer_identities columns that hold each kind of number (schema/identity.ts). */
export const names = {
  bvn: { hash: 'bvnHash', last4: 'bvnLast4', verifiedAt: 'bvnVerifiedAt' },
  nin: { hash: 'ninHash', last4: 'ninLast4', verifiedAt: 'ninVerifiedAt' },
} as const satisfies Record<IdentityNumberKind, { hash: string; last4: string; verifiedAt: string }>;

/** The values that mark a number verified, keyed by its kind's columns. */
export function verifiedNumberColumns(kind: IdentityNumberKind, hash: string, last4: string, at: Date) {
  return kind === 'bvn'
    ? { bvnHash: hash, bvnLast4: last4, bvnVerifiedAt: at }
    : { ninHash: hash, ninLast4: last4, ninVerifiedAt: at };
}
