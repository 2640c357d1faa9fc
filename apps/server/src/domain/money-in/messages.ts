import { formatNaira, formatLagosDateTime } from '@chancepay/shared';

/** Every sentence money in shows a customer or buyer (issue #22). */

export const NOT_ELIGIBLE_MESSAGE = 'Verify your BVN on My Profile to get your own account number.';
export const NEEDS_BVN_AGAIN_MESSAGE =
  'Type your BVN again to get your own account number. We check it against the one you verified and never keep it.';
export const WRONG_BVN_MESSAGE = 'That is not the BVN you verified. Type the 11 digits of your own BVN.';
export const NO_VERIFIED_PHONE_MESSAGE =
  'Verify your phone number on My Profile first: the bank checks it against your BVN.';
export const GATEWAY_UNAVAILABLE_MESSAGE =
  'The bank could not be reached to open your account. Nothing was changed; please try again in a few minutes.';

/** The gateway refused to open the account: its reason, and what the customer can do about it. */
export function accountRefusedMessage(gatewayMessage: string): string {
  const reason = gatewayMessage.trim().replace(/\.*$/, '');
  return `The bank could not open your account: ${reason}. Check that the gender you chose is the one on your BVN record and that your phone number is the one registered with your BVN, then try again, or contact support.`;
}

export const RETURNED_BY_BANK = "it is being returned to your bank by the bank's rules";

export function mismatchAttemptMessage(receivedKobo: number, expectedKobo: number): string {
  return `${formatNaira(receivedKobo)} arrived instead of ${formatNaira(expectedKobo)}: ${RETURNED_BY_BANK}.`;
}

export function lateAttemptMessage(receivedKobo: number): string {
  return `${formatNaira(receivedKobo)} arrived after this account had expired or was already paid: ${RETURNED_BY_BANK}.`;
}

export function waitingMessage(input: {
  amountKobo: number;
  accountNumber: string;
  bankName: string;
  expiresAt: Date;
}): string {
  return `Transfer exactly ${formatNaira(input.amountKobo)} to ${input.accountNumber} (${input.bankName}) before ${formatLagosDateTime(input.expiresAt)}. This account takes this one payment only.`;
}

/** The order's end when its one-time account expired unpaid (the buyer sees it on /thank-you). */
export const TRANSFER_EXPIRED_MESSAGE =
  "The time to pay this order by transfer ran out and no transfer of the exact amount arrived, so nothing was taken. Any transfer that arrived late or for another amount is returned to your bank by the bank's rules.";

export const TRANSFER_WAITING_MESSAGE = 'Waiting for your transfer to arrive.';

/** A credit to the customer's own account, as the Add money page lists it. `held`: wallet-limits' heldMessage. */
export function creditMessage(
  credit: { status: string; settledKobo: number; feeKobo: number; heldKobo: number },
  held: string | null,
): string {
  const fee = credit.feeKobo > 0 ? ` (the bank kept a ${formatNaira(credit.feeKobo)} fee)` : '';
  switch (credit.status) {
    case 'held':
      return `${formatNaira(credit.settledKobo - credit.heldKobo)} reached your wallet${fee}; ${held ?? `${formatNaira(credit.heldKobo)} is above your wallet's limit and waits for you`}.`;
    case 'frozen':
      return "The bank is holding this transfer until your account's BVN is confirmed; it reaches your wallet as soon as the bank releases it.";
    default:
      return `${formatNaira(credit.settledKobo)} reached your wallet${fee}.`;
  }
}
