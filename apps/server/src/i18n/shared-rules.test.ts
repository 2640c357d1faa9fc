import {
  bvnVerificationSchema,
  closeAccountSchema,
  fieldErrorsFromZod,
  findBankByCbnCode,
  ninVerificationSchema,
  openTransferAccountSchema,
  readSpendLimit,
  transferRequestSchema,
  validateBankAccount,
} from '@chancepay/shared';
import { addressProofUploadQuerySchema } from '@chancepay/shared/identity';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { sharedRuleMessage } from './shared.messages';

function messagesOf(schema: z.ZodType, inputs: unknown[]): string[] {
  return inputs.flatMap((input) => {
    const result = schema.safeParse(input);
    return result.success ? [] : fieldErrorsFromZod(result.error).map((error) => error.message);
  });
}

// A person's form shows these words; each must be found in the book, or it reaches them in English.
describe('packages/shared’s words in the server’s book', () => {
  it('has every message the shared checks give for a person’s mistakes', () => {
    const identity = [
      {},
      { number: '123', first_name: '', last_name: '', consent: false },
      { number: '12345678901', first_name: 'A'.repeat(61), last_name: '1', consent: true },
      { number: '12345678901', first_name: 'A', last_name: 'B'.repeat(61), consent: true },
      { number: '12345678901', first_name: '1', last_name: 'B', consent: true },
    ];
    const messages = [
      ...messagesOf(bvnVerificationSchema, identity),
      ...messagesOf(ninVerificationSchema, identity),
      ...messagesOf(openTransferAccountSchema, [
        {},
        { bvn: '1', gender: 'x', address: 'abc' },
        { address: 'x'.repeat(201) },
      ]),
      ...messagesOf(transferRequestSchema, [
        {},
        { bank: '058', recipientAccount: '1', amount: '1.5.0', description: 'x'.repeat(101), pin: 1 },
        { bank: '058', recipientAccount: '0000000000', amount: '-1' },
        { bank: '999', recipientAccount: '1111111112', amount: '50.123' },
        { bank: '058', recipientAccount: '1111111112', amount: '50' },
        { bank: '030', recipientAccount: '1111111112', amount: '500' },
      ]),
      ...messagesOf(closeAccountSchema, [{}, { password: '' }, { password: 'x'.repeat(201) }]),
      ...messagesOf(addressProofUploadQuerySchema, [{ file_name: '' }, { file_name: 'x'.repeat(201) }]),
      ...['0', '999999999999'].flatMap((value) => {
        const reading = readSpendLimit(value);
        return reading.ok ? [] : [reading.message];
      }),
    ];
    const developers = /^(Unrecognized key|Invalid input|Too big|Too small|Expected)/;
    const missing = [...new Set(messages)].filter(
      (message) => !developers.test(message) && sharedRuleMessage(message) === undefined,
    );
    expect(messages.length).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it('has a bank’s reason for refusing transfers', () => {
    const heritage = findBankByCbnCode('030');
    const result = validateBankAccount('030', '1111111112');
    expect(heritage?.available).toBe(false);
    expect(result.ok ? null : sharedRuleMessage(result.message)).not.toBeUndefined();
  });
});
