import { defineMessages } from '@chancepay/shared/i18n/messages';
import { transactionPinMessages } from '../domain/users/transaction-pin.messages';
import { localized, type LocalizedMessage } from '../i18n/localized';
import { sharedRuleMessage } from '../i18n/shared.messages';

/**
 * The words forms show beside a field when a customer route's own zod schema refuses it. `parseInput` says
 * each in the reader's language, as it does packages/shared's (i18n/shared.messages.ts); a schema message in
 * neither book (a wrong type, an unknown field: a developer's mistake) stays English.
 */
export const formMessages = defineMessages('api.forms', {
  loginName: 'Enter your username, email or phone number.',
  password: 'Enter your password.',
  chooseUsername: 'Choose a username.',
  emailLikeExample: 'Enter a valid email address, like ada@example.com.',
  choosePassword: 'Choose a password.',
  adultsOnly: 'You must be 18 or older to use ChancePay.',
  signUpExpired: 'This sign-up step has expired. Log in to get a new code.',
  code: 'Enter the 6-digit code.',
  codeFromSms: 'Enter the 6-digit code from the SMS.',
  resetLinkNoToken: 'The reset link has no token.',
  chooseNewPassword: 'Choose a new password.',
  vendorFromList: 'Vendor not found. Choose a vendor from the list.',
  searchTooLong: 'Search with at most 100 characters.',
  emailOrEmpty: 'Enter a valid email address, or leave it empty.',
  confirmAdult: 'Please confirm that you are 18 years or older to take part.',
  chooseVendor: 'Please select a registered vendor.',
  paymentMethod: 'Choose how to pay: "card", "transfer" or "wallet".',
  email: 'Enter a valid email address.',
  loginPassword: 'Enter the password you log in with.',
  pinFormat: transactionPinMessages.en.pinFormat,
  spendLimitType: 'Enter a limit in naira, like 5000 or "5000.00", or null for no limit.',
  reportDate: 'Use a date like 2026-01-31 (YYYY-MM-DD).',
  orderReference: 'An order reference looks like 3f1c...-....',
});

const keyOfEnglish = new Map<string, keyof typeof formMessages.en>();
for (const key of Object.keys(formMessages.en) as (keyof typeof formMessages.en)[])
  if (!keyOfEnglish.has(formMessages.en[key])) keyOfEnglish.set(formMessages.en[key], key);

/** A schema's message as a book's, when it is one a form shows; undefined for a developer's message. */
export function formMessageFor(english: string): LocalizedMessage | undefined {
  const key = keyOfEnglish.get(english);
  return key === undefined ? sharedRuleMessage(english) : localized(formMessages, key);
}
