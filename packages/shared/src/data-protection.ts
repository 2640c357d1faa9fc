import { z } from 'zod';

/**
 * Personal data requests (issue #23 items 8-9): closing an account on the Profile page, and compliance's
 * registers of data requests and breaches in the console.
 */
export const closeAccountSchema = z.strictObject({
  password: z
    .string({ error: 'Type your password to close your account.' })
    .min(1, 'Type your password to close your account.')
    .max(200, 'That is not your password.'),
});

export const statementQuerySchema = z.strictObject({
  account: z.enum(['wallet', 'held'], { error: 'Choose wallet or held.' }).default('wallet'),
});

const text = (what: string, max: number) =>
  z
    .string({ error: `Write ${what}.` })
    .trim()
    .min(1, `Write ${what}.`)
    .max(max, `Keep ${what} under ${max} characters.`);

export const dataRequestKindValues = ['access', 'erasure', 'correction'] as const;

export const recordDataRequestSchema = z.strictObject({
  kind: z.enum(dataRequestKindValues, { error: 'Choose access, erasure or correction.' }),
  requester: text('who asked (name and how they wrote to us)', 300),
  details: text('what they asked for', 2000),
  /** When the mail arrived; the 30 days run from then. Defaults to now. */
  received_at: z.iso
    .datetime({
      offset: true,
      error: 'Give when it arrived as a date and time, e.g. 2026-05-01T09:00:00+01:00.',
    })
    .optional(),
  username: z.string().trim().max(100).optional(),
});

export const answerDataRequestSchema = z.strictObject({
  answer: text('what was done', 2000),
});

export const dataRequestQuerySchema = z.strictObject({
  status: z.enum(['open', 'answered', 'all'], { error: 'Choose open, answered or all.' }).default('open'),
});

export const recordBreachSchema = z.strictObject({
  description: text('what happened', 4000),
  found_at: z.iso.datetime({
    offset: true,
    error: 'Give when it was found as a date and time, e.g. 2026-05-01T09:00:00+01:00.',
  }),
  affected: text('who and what data are affected', 2000),
  measures: text('the measures taken', 4000),
});

export const breachNoticeSchema = z.strictObject({
  who: z.enum(['regulator', 'subjects'], { error: 'Choose regulator or subjects.' }),
});
