import { formatNaira } from '@chancepay/shared';
import { lagosDateTime, messagesFrom, type LocalizedMessage } from '../../i18n/localized';
import { moneyInMessages } from './money-in.messages';

/**
 * Every sentence money in shows a customer or buyer (issue #22), from money-in.messages.ts: said in the
 * reader's language where the answer is sent. The constants are the English (tests, the orders' stored
 * status messages).
 */
const say = messagesFrom(moneyInMessages);

export const NOT_ELIGIBLE_MESSAGE = moneyInMessages.en.notEligible;
export const NEEDS_BVN_AGAIN_MESSAGE = moneyInMessages.en.needsBvnAgain;
export const WRONG_BVN_MESSAGE = moneyInMessages.en.wrongBvn;
export const NO_VERIFIED_PHONE_MESSAGE = moneyInMessages.en.noVerifiedPhone;
export const GATEWAY_UNAVAILABLE_MESSAGE = moneyInMessages.en.gatewayUnavailable;

/** The gateway refused to open the account: its reason, and what the customer can do about it. */
export function accountRefusedMessage(gatewayMessage: string): LocalizedMessage {
  const reason = gatewayMessage.trim().replace(/\.*$/, '');
  return say('accountRefused', { reason });
}

export function mismatchAttemptMessage(receivedKobo: number, expectedKobo: number): LocalizedMessage {
  return say('mismatchAttempt', { received: formatNaira(receivedKobo), expected: formatNaira(expectedKobo) });
}

export function lateAttemptMessage(receivedKobo: number): LocalizedMessage {
  return say('lateAttempt', { received: formatNaira(receivedKobo) });
}

export function waitingMessage(input: {
  amountKobo: number;
  accountNumber: string;
  bankName: string;
  expiresAt: Date;
}): LocalizedMessage {
  return say('waiting', {
    amount: formatNaira(input.amountKobo),
    accountNumber: input.accountNumber,
    bankName: input.bankName,
    expiresAt: lagosDateTime(input.expiresAt),
  });
}

/** The order's end when its one-time account expired unpaid (the buyer sees it on /thank-you). */
export const TRANSFER_EXPIRED_MESSAGE = moneyInMessages.en.transferExpired;

export const TRANSFER_WAITING_MESSAGE = moneyInMessages.en.transferWaiting;

/** A credit to the customer's own account, as the Add money page lists it. `held`: wallet-limits' heldMessage. */
export function creditMessage(
  credit: { status: string; settledKobo: number; feeKobo: number; heldKobo: number },
  held: LocalizedMessage | null,
): LocalizedMessage {
  const fee = credit.feeKobo > 0 ? formatNaira(credit.feeKobo) : null;
  switch (credit.status) {
    case 'held': {
      const amount = formatNaira(credit.settledKobo - credit.heldKobo);
      const waiting = held ?? say('creditAboveLimit', { amount: formatNaira(credit.heldKobo) });
      return fee
        ? say('creditHeldFee', { amount, fee, held: waiting })
        : say('creditHeld', { amount, held: waiting });
    }
    case 'frozen':
      return say('creditFrozen');
    default: {
      const amount = formatNaira(credit.settledKobo);
      return fee ? say('creditReachedFee', { amount, fee }) : say('creditReached', { amount });
    }
  }
}
