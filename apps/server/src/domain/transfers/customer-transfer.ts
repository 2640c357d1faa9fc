import { MIN_TRANSFER_KOBO, TRANSFER_MIN_MESSAGE } from '@chancepay/shared';
import { sharedRuleMessage } from '../../i18n/shared.messages';
import { accountKeys } from '../ledger';
import type { TransferContext } from './context';
import { TransferError } from './errors';
import { findTransferByKey, replayOf, requestFingerprint, type TransferRow } from './idempotency';
import { payOut } from './payout';
import { checkedBankAccount, confirmAccountName } from './recipient';

export interface CustomerTransferInput {
  userId: string;
  idempotencyKey: string;
  bankCode: string;
  accountNumber: string;
  amountKobo: number;
  description: string;
}

/**
 * A customer's transfer to a bank account, DOMAIN.md "Transfers to a bank" steps 1-4: validate, confirm the
 * account holder, debit into payout clearing, call the provider, settle or reverse or leave Pending.
 * Refusals throw TransferError and debit nothing. A replayed key returns the first transfer as it is now.
 */
export async function sendCustomerTransfer(
  ctx: TransferContext,
  input: CustomerTransferInput,
): Promise<{ transfer: TransferRow; replayed: boolean }> {
  const bank = checkedBankAccount(input.bankCode, input.accountNumber);
  if (!Number.isSafeInteger(input.amountKobo) || input.amountKobo < MIN_TRANSFER_KOBO)
    throw new TransferError(
      'invalid',
      sharedRuleMessage(TRANSFER_MIN_MESSAGE) ?? TRANSFER_MIN_MESSAGE,
      'amount',
    );
  const walletAccount = accountKeys.customerWallet(input.userId);
  const fingerprint = requestFingerprint({
    bank: bank.cbnCode,
    recipientAccount: input.accountNumber,
    amountKobo: input.amountKobo,
    description: input.description,
  });
  // A retry must not cost another name enquiry; the debit checks the key again under the wallet's lock.
  const existing = await findTransferByKey(ctx.db, walletAccount, input.idempotencyKey);
  if (existing) return { transfer: replayOf(existing, fingerprint), replayed: true };

  const accountName = await confirmAccountName(ctx, bank, input.accountNumber);
  return payOut(ctx, {
    purpose: 'customer_transfer',
    walletAccount,
    requestedByUserId: input.userId,
    vendorId: null,
    idempotencyKey: input.idempotencyKey,
    fingerprint,
    bank,
    accountNumber: input.accountNumber,
    accountName,
    amount: { kobo: input.amountKobo },
    feeKobo: ctx.feeKobo,
    description: input.description,
    dailyLimitKobo: ctx.dailyLimitKobo,
  });
}
