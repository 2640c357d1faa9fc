/**
 * The transfer rules and messages (spec sections 5 and 8; DOMAIN.md "Transfers to a bank") without the zod
 * schemas of transfers.ts, so the web pages that only need these pull no validation library into their chunk.
 */
import { formatNaira } from './money';

/** ₦100.00: the least a transfer may send (DOMAIN.md). */
export const MIN_TRANSFER_KOBO = 10_000;
export const TRANSFER_DESCRIPTION_MAX_LENGTH = 100;

export const TRANSFER_REQUIRED_MESSAGE = 'Please fill in all required fields.';
export const TRANSFER_MIN_MESSAGE = `The least you can transfer is ${formatNaira(MIN_TRANSFER_KOBO)}.`;
export const TRANSFER_DESCRIPTION_MESSAGE = `Keep the description to ${TRANSFER_DESCRIPTION_MAX_LENGTH} characters or fewer.`;
export const TRANSFER_SUCCESS_MESSAGE = (amountKobo: number) =>
  `Transfer of ${formatNaira(amountKobo)} successful!`;
export const TRANSFER_FAILED_MESSAGE = 'Transaction failed. Please try again.';
/** The transaction PIN that confirms a transfer (issue #27): its field's message when it is not a string. */
export const TRANSFER_PIN_MESSAGE = 'Enter your 4-digit transaction PIN.';

/**
 * Beside the spec's strings (issue 27, ux-walk finding 21): an amount over the balance is said on the field,
 * as nothing was attempted; a bank's refusal is not "Please try again", since the same transfer fails alike.
 */
export const TRANSFER_OVER_BALANCE_MESSAGE = (balanceKobo: number) =>
  `You have ${formatNaira(balanceKobo)} – enter ${formatNaira(balanceKobo)} or less`;
export const TRANSFER_BANK_REFUSED_TITLE = 'The bank did not accept this transfer.';
export const TRANSFER_BANK_REFUSED_ADVICE =
  'Sending it again to this account will be refused the same way: check the bank and account number, or send to another account.';
