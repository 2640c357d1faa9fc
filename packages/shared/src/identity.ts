import { z } from 'zod';

/**
 * Request schemas of identity verification (issue #21, DOMAIN.md "Identity and wallet tiers"), shared by the
 * server and the Profile page's forms so both accept exactly the same input with the same words.
 */

export const identityNumberKinds = ['bvn', 'nin'] as const;
export type IdentityNumberKind = (typeof identityNumberKinds)[number];

export const identityNumberLabels: Record<IdentityNumberKind, string> = { bvn: 'BVN', nin: 'NIN' };

/** Both are 11 digits; people often type them in groups, so spaces and dashes are dropped first. */
export function identityNumberMessage(kind: IdentityNumberKind): string {
  return `Enter the 11 digits of your ${identityNumberLabels[kind]}.`;
}

const NAME_PATTERN = /^[\p{L}][\p{L}\p{M}' .-]*$/u;

function nameField(which: 'first' | 'last', kind: IdentityNumberKind) {
  const message = `Enter your ${which} name as it is on your ${identityNumberLabels[kind]}.`;
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(60, `Keep your ${which} name under 60 characters.`)
    .regex(NAME_PATTERN, `Use letters only in your ${which} name (hyphens and apostrophes are fine).`);
}

/** POST /api/user/identity/bvn and /nin: the number, the name the customer expects on it, and consent. */
export function identityNumberSchema(kind: IdentityNumberKind) {
  const label = identityNumberLabels[kind];
  return z.strictObject({
    number: z
      .string({ error: identityNumberMessage(kind) })
      .max(40, identityNumberMessage(kind))
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{11}$/, identityNumberMessage(kind))),
    first_name: nameField('first', kind),
    last_name: nameField('last', kind),
    consent: z.literal(true, {
      error: `Tick the box to let us check your ${label} with the identity service.`,
    }),
  });
}
export const bvnVerificationSchema = identityNumberSchema('bvn');
export const ninVerificationSchema = identityNumberSchema('nin');
export type IdentityNumberInput = z.infer<typeof bvnVerificationSchema>;

/** The proof of address upload: its bytes are the body; the name the customer's file had is optional. */
export const addressProofUploadQuerySchema = z.strictObject({
  file_name: z
    .string({ error: 'Give the file name as text.' })
    .trim()
    .min(1, 'Give the file name, or leave it out.')
    .max(200, 'Keep the file name under 200 characters.')
    .optional(),
});

export const ADDRESS_PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const addressProofContentTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type AddressProofContentType = (typeof addressProofContentTypes)[number];

export const addressProofStatusFilters = ['pending', 'accepted', 'rejected'] as const;
export const addressProofQueueQuerySchema = z.strictObject({
  status: z
    .enum(addressProofStatusFilters, { error: 'Choose pending, accepted or rejected.' })
    .default('pending'),
});

export const addressProofDecisionSchema = z.strictObject({
  decision: z.enum(['accept', 'reject'], { error: 'Choose accept or reject.' }),
  reason: z
    .string({ error: 'Give a reason.' })
    .trim()
    .min(3, 'Give a reason (at least 3 characters).')
    .max(500, 'Keep the reason under 500 characters.'),
});
