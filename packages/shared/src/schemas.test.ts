import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AMOUNT_DECIMALS_MESSAGE, AMOUNT_FORMAT_MESSAGE, AMOUNT_NEGATIVE_MESSAGE } from './money';
import { PHONE_MESSAGE, PHONE_PREFIX_MESSAGE } from './phone';
import {
  RAFFLE_ID_MESSAGE,
  TICKETS_MAX_MESSAGE,
  TICKETS_MESSAGE,
  TICKETS_MIN_MESSAGE,
  TICKETS_WHOLE_MESSAGE,
  apiErrorSchema,
  fieldErrorsFromZod,
  nairaAmountSchema,
  nigerianPhoneSchema,
  raffleIdSchema,
  ticketQuantitySchema,
} from './schemas';

/** The single message of a failed parse (these schemas report one issue per value). */
function messageOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be refused`);
  return result.error.issues.map((issue) => issue.message);
}

describe('nigerianPhoneSchema', () => {
  it('outputs E.164', () => {
    expect(nigerianPhoneSchema.parse('0803 123 4567')).toBe('+2348031234567');
  });

  it('carries normaliseNigerianPhone’s message', () => {
    expect(messageOf(nigerianPhoneSchema, '8031234567')).toEqual([PHONE_PREFIX_MESSAGE]);
    expect(messageOf(nigerianPhoneSchema, 'abc')).toEqual([PHONE_MESSAGE]);
    expect(messageOf(nigerianPhoneSchema, undefined)).toEqual([PHONE_MESSAGE]);
    expect(messageOf(nigerianPhoneSchema, 8031234567)).toEqual([PHONE_MESSAGE]);
  });
});

describe('nairaAmountSchema', () => {
  it('outputs kobo from text or numbers', () => {
    expect(nairaAmountSchema.parse('1,250.50')).toBe(125050);
    expect(nairaAmountSchema.parse(1250.5)).toBe(125050);
    expect(nairaAmountSchema.parse('0')).toBe(0);
  });

  it('carries parseNairaToKobo’s message', () => {
    expect(messageOf(nairaAmountSchema, '1.234')).toEqual([AMOUNT_DECIMALS_MESSAGE]);
    expect(messageOf(nairaAmountSchema, '-1')).toEqual([AMOUNT_NEGATIVE_MESSAGE]);
    expect(messageOf(nairaAmountSchema, 'abc')).toEqual([AMOUNT_FORMAT_MESSAGE]);
    expect(messageOf(nairaAmountSchema, null)).toEqual([AMOUNT_FORMAT_MESSAGE]);
    expect(messageOf(nairaAmountSchema, NaN)).toEqual([AMOUNT_FORMAT_MESSAGE]);
  });
});

describe('ticketQuantitySchema', () => {
  it('accepts whole numbers from 1 to 100', () => {
    expect(ticketQuantitySchema.parse(1)).toBe(1);
    expect(ticketQuantitySchema.parse(100)).toBe(100);
  });

  it.each([
    [0, TICKETS_MIN_MESSAGE],
    [-3, TICKETS_MIN_MESSAGE],
    [101, TICKETS_MAX_MESSAGE],
    [2.5, TICKETS_WHOLE_MESSAGE],
    ['3', TICKETS_MESSAGE],
    [NaN, TICKETS_MESSAGE],
    [undefined, TICKETS_MESSAGE],
  ])('refuses %j: %s', (input, message) => {
    expect(messageOf(ticketQuantitySchema, input)).toContain(message);
  });
});

describe('raffleIdSchema', () => {
  it('accepts a positive whole number or its digits', () => {
    expect(raffleIdSchema.parse(7)).toBe(7);
    expect(raffleIdSchema.parse('42')).toBe(42);
  });

  it.each([0, -1, 1.5, '', 'abc', '1.0', ' 7', '-3', '0', '99999999999999999999', null, undefined, Infinity])(
    'refuses %j',
    (input) => {
      expect(new Set(messageOf(raffleIdSchema, input))).toEqual(new Set([RAFFLE_ID_MESSAGE]));
    },
  );
});

describe('apiErrorSchema', () => {
  it('describes failed responses, with or without field errors', () => {
    expect(apiErrorSchema.parse({ success: false, message: 'Nope.' })).toEqual({
      success: false,
      message: 'Nope.',
    });
    const withFields = {
      success: false,
      message: 'Check the form.',
      errors: [{ field: 'phone', message: 'x' }],
    };
    expect(apiErrorSchema.parse(withFields)).toEqual(withFields);
    expect(apiErrorSchema.safeParse({ success: true, message: 'ok' }).success).toBe(false);
    expect(apiErrorSchema.safeParse({ success: false }).success).toBe(false);
  });
});

describe('fieldErrorsFromZod', () => {
  it('uses dotted paths, and an empty field for the root', () => {
    const orderSchema = z.object({
      phone: nigerianPhoneSchema,
      items: z.array(z.object({ tickets: ticketQuantitySchema })),
    });
    const result = orderSchema.safeParse({ phone: 'abc', items: [{ tickets: 1 }, { tickets: 0 }] });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsFromZod(result.error)).toEqual([
      { field: 'phone', message: PHONE_MESSAGE },
      { field: 'items.1.tickets', message: TICKETS_MIN_MESSAGE },
    ]);

    const root = ticketQuantitySchema.safeParse(0);
    expect(!root.success && fieldErrorsFromZod(root.error)).toEqual([
      { field: '', message: TICKETS_MIN_MESSAGE },
    ]);
  });
});
