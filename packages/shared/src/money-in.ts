import { z } from 'zod';

/**
 * Money in by bank transfer (issue #22): what a customer sends to open their own account number. The BVN is
 * typed again (we keep only its keyed hash) and goes to the bank with the gender and address, which the bank
 * checks against the BVN record; it is never stored.
 */
export const BVN_AGAIN_MESSAGE = 'Enter the 11 digits of your BVN.';

export const openTransferAccountSchema = z.strictObject({
  bvn: z
    .string({ error: BVN_AGAIN_MESSAGE })
    .max(40, BVN_AGAIN_MESSAGE)
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{11}$/, BVN_AGAIN_MESSAGE)),
  gender: z.enum(['male', 'female'], { error: 'Choose the gender on your BVN record: male or female.' }),
  address: z
    .string({ error: 'Enter your home address.' })
    .trim()
    .min(5, 'Enter your home address: street, town and state.')
    .max(200, 'Keep the address under 200 characters.'),
});
export type OpenTransferAccountInput = z.infer<typeof openTransferAccountSchema>;
