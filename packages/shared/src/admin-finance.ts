import { z } from 'zod';
import { isCalendarDate } from './lagos-time';
import { parseNairaToKobo } from './money';
import { normaliseNigerianPhone } from './phone';

/**
 * Request schemas of the console's money screens (issue 16): payouts, adjustments, refunds, reconciliation,
 * ledger, winners and reports. Amounts arrive as naira decimal strings ("1500.00") and leave these schemas
 * as integer kobo.
 */

const lagosDate = z.string().trim().refine(isCalendarDate, 'Use a date written YYYY-MM-DD.');
const lagosMonth = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month written YYYY-MM.');
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const perPage = z.coerce.number().int().min(1).max(100).default(50);
function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}

const note = z
  .string({ error: 'Write a note saying why.' })
  .trim()
  .min(5, 'Write a note of at least 5 characters saying why.')
  .max(500, 'Keep the note under 500 characters.')
  // Control characters (NUL above all, which PostgreSQL refuses in text) have no place in a note.
  .refine((text) => !hasControlCharacters(text), 'Use only printable characters.');

/** A positive naira amount as kobo. */
export const nairaAmount = z.union([z.string(), z.number()]).transform((value, context) => {
  const parsed = parseNairaToKobo(value);
  if (!parsed.ok) {
    context.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  }
  if (parsed.kobo <= 0) {
    context.addIssue({ code: 'custom', message: 'The amount must be more than zero.' });
    return z.NEVER;
  }
  return parsed.kobo;
});

export const payoutTabs = ['pending', 'unknown', 'failed', 'successful'] as const;

export const payoutsQuerySchema = z.strictObject({
  tab: z.enum(payoutTabs).default('pending'),
  purpose: z.enum(['customer_transfer', 'vendor_settlement']).optional(),
  page,
  per_page: perPage,
});

export const vendorBatchApprovalSchema = z.strictObject({ reason: note });

/**
 * A finance member's proposal to finalise a payout in review by hand (money audit finding 1): what the
 * evidence shows (the provider's statement, the bank's confirmation). A second finance member approves.
 */
export const payoutDecisionSchema = z.strictObject({
  outcome: z.enum(['failed', 'successful'], {
    error: 'Choose the outcome the evidence shows: failed or successful.',
  }),
  evidence: z
    .string({ error: 'Describe the evidence (e.g. the provider’s statement or the bank’s confirmation).' })
    .trim()
    .min(10, 'Describe the evidence in at least 10 characters.')
    .max(1000, 'Keep the evidence under 1000 characters.')
    .refine((text) => !hasControlCharacters(text), 'Use only printable characters.'),
});

export const adjustmentReasonCodes = [
  'goodwill_credit',
  'double_credit_recovery',
  'missed_credit',
  'payout_correction',
  'other',
] as const;

export const adjustmentHouseAccounts = [
  'expense:adjustments',
  'expense:prizes',
  'revenue:tickets',
  'revenue:fees',
  'clearing:gateway',
  'clearing:payouts',
] as const;

const phone = z.string().transform((value, context) => {
  const parsed = normaliseNigerianPhone(value);
  if (!parsed.ok) {
    context.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  }
  return parsed.e164;
});

/**
 * POST /api/admin/adjustments: exactly one of customer_id, customer_username, vendor_id, phone names the wallet;
 * order_id names the order a credit makes up for (required for a missed_credit).
 */
export const adjustmentRequestSchema = z
  .strictObject({
    customer_id: z.uuid().optional(),
    customer_username: z.string().trim().min(1).max(100).optional(),
    vendor_id: z.uuid().optional(),
    phone: phone.optional(),
    house_account: z.enum(adjustmentHouseAccounts),
    direction: z.enum(['credit', 'debit']),
    amount: nairaAmount,
    reason_code: z.enum(adjustmentReasonCodes),
    note,
    /** The order a credit makes up for; required for a missed_credit. */
    order_id: z.uuid().optional(),
  })
  .refine(
    (body) =>
      [body.customer_id, body.customer_username, body.vendor_id, body.phone].filter(
        (value) => value !== undefined,
      ).length === 1,
    {
      message: 'Name exactly one wallet: customer_id, customer_username, vendor_id or phone.',
      path: ['customer_id'],
    },
  );

/** POST /api/admin/refunds: without an amount, the whole payment. */
export const refundRequestSchema = z.strictObject({
  order_id: z.uuid(),
  amount: nairaAmount.optional(),
  reason: note,
});

/** GET /api/admin/refunds: the newest first, optionally one status (`review`: waiting for a decision). */
export const refundsQuerySchema = z.strictObject({
  status: z.enum(['approved', 'pending', 'review', 'confirmed', 'failed']).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/**
 * POST /api/admin/refunds/:id/review: a refund the gateway never confirmed, marked failed (nothing was given
 * back; the order may be refunded again) or confirmed (the money left), with the evidence; needs approval.
 */
export const refundReviewRequestSchema = z.strictObject({
  outcome: z.enum(['failed', 'confirmed'], { error: 'Choose failed or confirmed.' }),
  evidence: note,
});

export const reconciliationRunSchema = z.strictObject({ lagos_date: lagosDate });
export const reconciliationQuerySchema = z.strictObject({
  run_id: z.uuid().optional(),
  lagos_date: lagosDate.optional(),
});
export const reconciliationResolveSchema = z.strictObject({ reason: note });

export const ledgerStatementQuerySchema = z.strictObject({
  account: z.string().trim().min(3).max(100),
  from: lagosDate.optional(),
  to: lagosDate.optional(),
  page,
  per_page: perPage,
  /** Read on from the last entry of the previous page (its entry_id): the cost of page 1 on any page. */
  before_entry_id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
});

export const winnersQuerySchema = z.strictObject({
  cycle_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  from: lagosDate.optional(),
  to: lagosDate.optional(),
  format: z.enum(['json', 'csv']).default('json'),
  /**
   * Rows of a JSON page: at most WINNERS_PAGE_MAX (a larger value is read as the maximum, issue #28); the
   * CSV export streams every matching winner and takes it as a cap when given.
   */
  limit: z.coerce.number().int().min(1).max(1_000_000).optional(),
  per_page: z.coerce.number().int().min(1).optional(),
  /** The previous page's next_cursor: the page after it, by (settled_at, order id). */
  cursor: z.string().max(200).optional(),
});

/** The most winners one JSON page carries (the register was one answer of up to 10,000 rows, 169 KB at 1,000). */
export const WINNERS_PAGE_MAX = 100;

export const moneyReportQuerySchema = z.strictObject({
  period: z.enum(['day', 'month']).default('day'),
  date: lagosDate.optional(),
  month: lagosMonth.optional(),
  format: z.enum(['json', 'csv']).default('json'),
});

export const responsiblePlayQuerySchema = z.strictObject({
  expiring_within_days: z.coerce.number().int().min(1).max(365).default(30),
  near_limit_percent: z.coerce.number().int().min(1).max(100).default(80),
});
