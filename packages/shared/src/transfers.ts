/**
 * The bank transfer request (spec sections 3 "Transfer payload", 5 "Transfer"; DOMAIN.md "Transfers to a
 * bank", step 1). The web form and POST /api/user/transfer validate with these same schemas, so the page
 * catches a bad account number before any call and the server refuses exactly the same things.
 */
import { z } from 'zod';
import { formatNaira } from './money';
import { validateBankAccount, BANK_UNKNOWN_MESSAGE } from './nuban';
import { findBankByCbnCode } from './banks';
import { nairaAmountSchema } from './schemas';

/** ₦100.00: the least a transfer may send (DOMAIN.md). */
export const MIN_TRANSFER_KOBO = 10_000;
export const TRANSFER_DESCRIPTION_MAX_LENGTH = 100;

export const TRANSFER_REQUIRED_MESSAGE = 'Please fill in all required fields.';
export const TRANSFER_MIN_MESSAGE = `The least you can transfer is ${formatNaira(MIN_TRANSFER_KOBO)}.`;
export const TRANSFER_DESCRIPTION_MESSAGE = `Keep the description to ${TRANSFER_DESCRIPTION_MAX_LENGTH} characters or fewer.`;
export const TRANSFER_SUCCESS_MESSAGE = (amountKobo: number) =>
  `Transfer of ${formatNaira(amountKobo)} successful!`;
export const TRANSFER_FAILED_MESSAGE = 'Transaction failed. Please try again.';

/** Which field a bank-account problem belongs to, so the form can show it in the right place. */
function bankAccountIssue(bank: string, recipientAccount: string) {
  const result = validateBankAccount(bank, recipientAccount);
  if (result.ok) return undefined;
  const known = findBankByCbnCode(bank);
  const field =
    !known || !known.available || result.message === BANK_UNKNOWN_MESSAGE ? 'bank' : 'recipientAccount';
  return { field, message: result.message };
}

const bankField = z.string({ error: BANK_UNKNOWN_MESSAGE }).trim().min(1, BANK_UNKNOWN_MESSAGE);
const accountField = z.string({ error: TRANSFER_REQUIRED_MESSAGE });

/** Name enquiry: `{ bank, recipientAccount }`. */
export const transferRecipientSchema = z
  .strictObject({ bank: bankField, recipientAccount: accountField })
  .superRefine((value, ctx) => {
    const issue = bankAccountIssue(value.bank, value.recipientAccount);
    if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });

/** The transfer itself; `amount` comes out as integer kobo. */
export const transferRequestSchema = z
  .strictObject({
    bank: bankField,
    recipientAccount: accountField,
    amount: nairaAmountSchema.refine((kobo) => kobo >= MIN_TRANSFER_KOBO, TRANSFER_MIN_MESSAGE),
    description: z
      .string()
      .trim()
      .max(TRANSFER_DESCRIPTION_MAX_LENGTH, TRANSFER_DESCRIPTION_MESSAGE)
      .optional()
      .default(''),
  })
  .superRefine((value, ctx) => {
    const issue = bankAccountIssue(value.bank, value.recipientAccount);
    if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });

export type TransferRequest = z.output<typeof transferRequestSchema>;
