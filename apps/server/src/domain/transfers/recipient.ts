import { validateBankAccount, type Bank } from '@chancepay/shared';
import { messagesFrom } from '../../i18n/localized';
import { sharedRuleMessage } from '../../i18n/shared.messages';
import type { TransferContext } from './context';
import { TransferError } from './errors';
import { transferMessages } from './transfers.messages';

const say = messagesFrom(transferMessages);

/** The bank and account after the NUBAN check (DOMAIN.md transfer step 1): refused before any provider call. */
export function checkedBankAccount(bankCode: string, accountNumber: string): Bank {
  const result = validateBankAccount(bankCode, accountNumber);
  if (result.ok) return result.bank;
  const field = /account number/i.test(result.message) ? 'recipientAccount' : 'bank';
  throw new TransferError('invalid', sharedRuleMessage(result.message) ?? result.message, field);
}

export const NAME_ENQUIRY_REFUSED_MESSAGE = transferMessages.en.nameEnquiryRefused;
export const NAME_ENQUIRY_UNREACHABLE_MESSAGE = transferMessages.en.nameEnquiryUnreachable;

/** DOMAIN.md transfer step 2: the account holder's name from the payout provider's name enquiry. */
export async function confirmAccountName(
  ctx: TransferContext,
  bank: Bank,
  accountNumber: string,
): Promise<string> {
  let answer: { accountName: string } | { error: string };
  try {
    answer = await ctx.payouts.lookupAccount({ nipBankCode: bank.nipCode, accountNumber });
  } catch (error) {
    ctx.logger.warn({ err: error }, 'name enquiry failed');
    throw new TransferError('recipient_unconfirmed', say('nameEnquiryUnreachable'), 'recipientAccount');
  }
  if ('error' in answer) {
    // The provider's own words stay in the log: they are not ours to show, and may say more than they should.
    ctx.logger.warn({ providerMessage: answer.error }, 'name enquiry refused');
    throw new TransferError('recipient_unconfirmed', say('nameEnquiryRefused'), 'recipientAccount');
  }
  return answer.accountName;
}

/** Name enquiry for the transfer page: NUBAN check first, then the provider. */
export async function lookUpRecipient(
  ctx: TransferContext,
  input: { bankCode: string; accountNumber: string },
): Promise<{ bank: Bank; accountName: string }> {
  const bank = checkedBankAccount(input.bankCode, input.accountNumber);
  return { bank, accountName: await confirmAccountName(ctx, bank, input.accountNumber) };
}
