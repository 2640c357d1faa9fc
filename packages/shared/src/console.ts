import { z } from 'zod';
import { nairaAmountSchema, nigerianPhoneSchema } from './schemas';
import { winningsTaxBearers } from './winnings-tax';

/**
 * Request bodies of the console's cycles, vendors and support screens (issue 15, items 6-8), shared by
 * the server (which validates every input with them) and the web forms.
 */

const reason = z
  .string({ error: 'Give a reason.' })
  .trim()
  .min(3, 'Give a reason (at least 3 characters).')
  .max(500, 'Keep the reason under 500 characters.');

const positiveNaira = (label: string) =>
  nairaAmountSchema.refine((kobo) => kobo > 0, `The ${label} must be above ₦0.00.`);

/** Percent with up to two decimals (70 or 70.5) -> basis points (7000, 7050). */
export const payoutRatioPercentSchema = z
  .union([z.string(), z.number()], { error: 'Enter the payout ratio as a percentage, like 70.' })
  .transform((value, ctx) => {
    const text = String(value).trim();
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'Enter the payout ratio as a percentage, like 70 or 62.5.' });
      return z.NEVER;
    }
    const [whole, fraction = ''] = text.split('.');
    const bps = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    if (bps < 1 || bps > 10_000) {
      ctx.addIssue({ code: 'custom', message: 'The payout ratio must be between 0.01% and 100%.' });
      return z.NEVER;
    }
    return bps;
  });

const cycleTerms = {
  ticket_price: positiveNaira('ticket price'),
  winnable_amount: positiveNaira('winnable amount'),
  payout_ratio: payoutRatioPercentSchema,
  prize_budget: positiveNaira('prize budget'),
};

export const createCycleSchema = z.strictObject({
  raffle_type_ids: z
    .array(z.number().int().min(1).max(7), { error: 'Choose at least one product.' })
    .min(1, 'Choose at least one product.')
    .max(7),
  ...cycleTerms,
  prize_budget: positiveNaira('prize budget').optional(),
  sponsor: z.string().trim().max(100, 'Keep the sponsor under 100 characters.').optional(),
  /** ISO 8601 with an offset; absent: as soon as the products are free. */
  starts_at: z.iso.datetime({ offset: true, error: 'Give the start time as a date and time.' }).optional(),
  /** Why: read by the second raffle operator when the terms differ from the product's template. */
  reason: reason.optional(),
});

export const openCycleSchema = z.strictObject({
  /** Close the cycle currently open for these products first. */
  replace_open: z.boolean().default(false),
  /** Why (replacing an open cycle is an approval request). */
  reason: reason.optional(),
});

export const reasonSchema = z.strictObject({ reason });

export const templateChangeSchema = z.strictObject({
  ...cycleTerms,
  /** Who bears the winnings tax (DOMAIN.md "Winnings tax"); absent keeps the template's current choice. */
  winnings_tax_bearer: z
    .enum(winningsTaxBearers, { error: 'Choose who bears the winnings tax: winner or operator.' })
    .optional(),
  /** The version shown when the change was made: a change to an older version is refused. */
  expected_version: z.number().int().min(1),
  reason,
});

const bankCode = z
  .string({ error: 'Choose a bank.' })
  .trim()
  .regex(/^\d{3,6}$/, 'Choose a bank.');
const accountNumber = z
  .string({ error: 'Enter the 10-digit account number.' })
  .trim()
  .regex(/^\d{10}$/, 'Enter the 10-digit account number.');

export const nameEnquirySchema = z.strictObject({ bank_code: bankCode, account_number: accountNumber });

const acceptedAccountName = z
  .string({ error: "Check the account holder's name first." })
  .trim()
  .min(1, "Check the account holder's name first.")
  .max(200);

const required = (label: string, max = 200) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(max);

const CAC_NUMBER_MESSAGE = 'Enter the CAC number: RC, BN or IT and its digits, e.g. RC 1234567.';

/** "RC 1234567", "rc-1234567", "BN3141592", "1234567" (an RC number): the prefix, then up to 8 digits. */
export const cacNumberSchema = z
  .string({ error: CAC_NUMBER_MESSAGE })
  .trim()
  .min(1, CAC_NUMBER_MESSAGE)
  .max(30, CAC_NUMBER_MESSAGE)
  .refine((value) => /^(RC|BN|IT)?\d{1,8}$/i.test(value.replace(/[\s.\-/]+/g, '')), CAC_NUMBER_MESSAGE);

/** The CAC register check before onboarding (issue #21 item 9): the registered name, to accept. */
export const cacCheckSchema = z.strictObject({ cac_number: cacNumberSchema });

const acceptedCompanyName = z
  .string({ error: 'Check the CAC number first, and accept the name the register gives.' })
  .trim()
  .min(1, 'Check the CAC number first, and accept the name the register gives.')
  .max(200);

export const onboardVendorSchema = z.strictObject({
  username: z
    .string({ error: 'Enter a username.' })
    .trim()
    .regex(/^[a-z0-9][a-z0-9._-]{2,29}$/i, 'Use 3-30 letters, digits, dots, dashes or underscores.'),
  email: z.email('Enter a valid email address.').max(254),
  phone: nigerianPhoneSchema,
  business_name: required('business name', 100),
  business_address: required('business address'),
  industry: required('industry', 100),
  cac_number: cacNumberSchema,
  /** The CAC register's name for the business, as staff saw and accepted it (POST /vendors/cac-check). */
  accepted_company_name: acceptedCompanyName,
  contact_name: required('contact name', 100),
  bank_code: bankCode,
  account_number: accountNumber,
  accepted_account_name: acceptedAccountName,
  /** Why (onboarding is an approval request for finance). */
  reason: reason.optional(),
});

export const vendorBankChangeSchema = z.strictObject({
  bank_code: bankCode,
  account_number: accountNumber,
  accepted_account_name: acceptedAccountName,
  reason,
});

export const supportSearchSchema = z.strictObject({
  q: z
    .string({ error: 'Type a phone, email, username, order id or transfer id.' })
    .trim()
    .min(2, 'Type at least 2 characters to search.')
    .max(200),
});

export const accountNoteSchema = z.strictObject({
  note: z
    .string({ error: 'Write a note.' })
    .trim()
    .min(1, 'Write a note.')
    .max(2_000, 'Keep the note under 2000 characters.'),
});

/** The statuses the cycle list can be filtered by (DOMAIN.md "Raffle products"). */
export const cycleStatusesForFilter = ['scheduled', 'open', 'completed', 'closed', 'cancelled'] as const;
