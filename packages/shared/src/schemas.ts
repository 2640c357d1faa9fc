/**
 * Zod building blocks shared by the server's request schemas and the web forms, so a value the form
 * accepts is exactly a value the API accepts, with the same message in both places.
 */
import { z } from 'zod';
import { AMOUNT_FORMAT_MESSAGE, parseNairaToKobo } from './money';
import { PHONE_MESSAGE, normaliseNigerianPhone } from './phone';

export const MIN_TICKETS_PER_ORDER = 1;
export const MAX_TICKETS_PER_ORDER = 100;

export const TICKETS_MESSAGE = 'Enter the number of tickets, from 1 to 100.';
export const TICKETS_WHOLE_MESSAGE = 'Tickets must be a whole number.';
export const TICKETS_MIN_MESSAGE = 'Choose at least 1 ticket.';
export const TICKETS_MAX_MESSAGE = 'You can buy at most 100 tickets in one order.';
export const RAFFLE_ID_MESSAGE = 'Expected an id: a positive whole number.';

/** Any accepted way of writing a Nigerian mobile number -> "+234XXXXXXXXXX". */
export const nigerianPhoneSchema = z.string({ error: PHONE_MESSAGE }).transform((value, ctx) => {
  const result = normaliseNigerianPhone(value);
  if (!result.ok) {
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  }
  return result.e164;
});

/** Naira as text ("1,250.50") or a number (1250.5) -> integer kobo; negatives refused. */
export const nairaAmountSchema = z
  .union([z.string(), z.number()], { error: AMOUNT_FORMAT_MESSAGE })
  .transform((value, ctx) => {
    const result = parseNairaToKobo(value);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    }
    return result.kobo;
  });

/** Tickets per order: a whole number from 1 to 100 (DOMAIN.md "Raffle products"). */
export const ticketQuantitySchema = z
  .number({ error: TICKETS_MESSAGE })
  .int(TICKETS_WHOLE_MESSAGE)
  .min(MIN_TICKETS_PER_ORDER, TICKETS_MIN_MESSAGE)
  .max(MAX_TICKETS_PER_ORDER, TICKETS_MAX_MESSAGE);

/**
 * raffle_cycle_id / raffle_type_id: a positive whole number, given as a number (JSON) or as digits
 * (query strings carry text). Anything else, "1.0" and " 7" included, is refused rather than coerced.
 */
export const raffleIdSchema = z
  .union([z.number(RAFFLE_ID_MESSAGE), z.string(RAFFLE_ID_MESSAGE).regex(/^\d+$/, RAFFLE_ID_MESSAGE)], {
    error: RAFFLE_ID_MESSAGE,
  })
  .transform((value) => Number(value))
  .pipe(
    z
      .number(RAFFLE_ID_MESSAGE)
      .int(RAFFLE_ID_MESSAGE)
      .min(1, RAFFLE_ID_MESSAGE)
      .max(Number.MAX_SAFE_INTEGER, RAFFLE_ID_MESSAGE),
  );

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every failed API response: a message a person can read, and per-field messages for forms. */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The parts of a zod error this needs; structural so errors from zod and zod/mini both fit. */
interface IssueList {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** Zod issues -> the API's `errors` list: field is the dotted path ("items.0.tickets"), '' for the root. */
export function fieldErrorsFromZod(error: IssueList): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.map((key) => String(key)).join('.'),
    message: issue.message,
  }));
}
