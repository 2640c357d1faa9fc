import { describe, expect, it } from 'vitest';
import { makeValidNuban } from './nuban';
import { transferRecipientSchema, transferRequestSchema } from './transfers';

const valid = { bank: '058', recipientAccount: '1111111112', amount: '1500', description: 'Rent' };
const issues = (input: unknown) => {
  const result = transferRequestSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('transferRequestSchema', () => {
  it('reads amounts as kobo and defaults the description', () => {
    expect(transferRequestSchema.parse({ ...valid, amount: 1500.5, description: undefined })).toEqual({
      bank: '058',
      recipientAccount: '1111111112',
      amount: 150_050,
      description: '',
    });
  });

  it('refuses less than ₦100.00', () => {
    expect(issues({ ...valid, amount: '99.99' })).toEqual([
      { path: 'amount', message: 'The least you can transfer is ₦100.00.' },
    ]);
    expect(issues({ ...valid, amount: '100' })).toEqual([]);
  });

  it('puts NUBAN problems on the account number and bank problems on the bank', () => {
    expect(issues({ ...valid, recipientAccount: '1111111111' })[0]?.path).toBe('recipientAccount');
    expect(issues({ ...valid, bank: '999' })[0]).toEqual({
      path: 'bank',
      message: 'Choose a bank from the list.',
    });
    expect(
      issues({ ...valid, bank: '030', recipientAccount: makeValidNuban('030', '123456789') })[0],
    ).toMatchObject({
      path: 'bank',
      message: expect.stringContaining('Heritage Bank'),
    });
  });

  it('refuses unknown fields', () => {
    expect(issues({ ...valid, user_id: 'x' })).not.toEqual([]);
  });

  it('checks the recipient alone for the name enquiry', () => {
    expect(transferRecipientSchema.safeParse({ bank: '058', recipientAccount: '1111111112' }).success).toBe(
      true,
    );
    expect(
      transferRecipientSchema.safeParse({
        bank: '035A',
        recipientAccount: makeValidNuban('035', '000000001'),
      }).success,
    ).toBe(true);
  });
});
