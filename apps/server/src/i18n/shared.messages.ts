import {
  ACCOUNT_NUMBER_FORMAT_MESSAGE,
  ACCOUNT_NUMBER_MISMATCH_MESSAGE,
  AMOUNT_DECIMALS_MESSAGE,
  AMOUNT_FORMAT_MESSAGE,
  AMOUNT_NEGATIVE_MESSAGE,
  AMOUNT_TOO_LARGE_MESSAGE,
  BANK_UNKNOWN_MESSAGE,
  BVN_AGAIN_MESSAGE,
  PHONE_FOREIGN_MESSAGE,
  PHONE_MESSAGE,
  PHONE_NOT_MOBILE_MESSAGE,
  PHONE_PREFIX_MESSAGE,
  SELF_EXCLUSION_PERIOD_MESSAGE,
  SPEND_LIMIT_MAX_MESSAGE,
  SPEND_LIMIT_MIN_MESSAGE,
  TICKETS_MAX_MESSAGE,
  TICKETS_MESSAGE,
  TICKETS_MIN_MESSAGE,
  TICKETS_WHOLE_MESSAGE,
  TRANSFER_DESCRIPTION_MESSAGE,
  TRANSFER_MIN_MESSAGE,
  TRANSFER_PIN_MESSAGE,
  TRANSFER_REQUIRED_MESSAGE,
} from '@chancepay/shared';
import { defineMessages } from '@chancepay/shared/i18n/messages';
import { localized, type LocalizedMessage } from './localized';

/**
 * The words of packages/shared's checks (phone numbers, amounts, tickets, bank accounts, transfers, identity,
 * spend limits), which the server's schemas and domain refusals pass on as English text: `sharedRuleMessage`
 * finds one here by its English so it can be said in the reader's language. The web has its own copies
 * (apps/web's books); the texts are the same.
 */
export const sharedRuleMessages = defineMessages('shared.rules', {
  // Phone numbers, amounts, tickets, bank accounts, transfers
  phoneInvalid: PHONE_MESSAGE,
  phonePrefix: PHONE_PREFIX_MESSAGE,
  phoneForeign: PHONE_FOREIGN_MESSAGE,
  phoneNotMobile: PHONE_NOT_MOBILE_MESSAGE,
  amountFormat: AMOUNT_FORMAT_MESSAGE,
  amountDecimals: AMOUNT_DECIMALS_MESSAGE,
  amountNegative: AMOUNT_NEGATIVE_MESSAGE,
  amountTooLarge: AMOUNT_TOO_LARGE_MESSAGE,
  tickets: TICKETS_MESSAGE,
  ticketsWhole: TICKETS_WHOLE_MESSAGE,
  ticketsMin: TICKETS_MIN_MESSAGE,
  ticketsMax: TICKETS_MAX_MESSAGE,
  bankUnknown: BANK_UNKNOWN_MESSAGE,
  accountNumberFormat: ACCOUNT_NUMBER_FORMAT_MESSAGE,
  accountNumberMismatch: ACCOUNT_NUMBER_MISMATCH_MESSAGE,
  transferRequired: TRANSFER_REQUIRED_MESSAGE,
  transferMinimum: TRANSFER_MIN_MESSAGE,
  transferDescription: TRANSFER_DESCRIPTION_MESSAGE,
  transferPin: TRANSFER_PIN_MESSAGE,
  heritageBankRevoked:
    'The CBN revoked Heritage Bank’s licence on 3 June 2024, so transfers to Heritage Bank accounts cannot be made. Choose another bank.',
  // Money in, identity, responsible play, personal data
  bvnAgain: BVN_AGAIN_MESSAGE,
  bvnGender: 'Choose the gender on your BVN record: male or female.',
  homeAddress: 'Enter your home address.',
  homeAddressInFull: 'Enter your home address: street, town and state.',
  homeAddressTooLong: 'Keep the address under 200 characters.',
  ninDigits: 'Enter the 11 digits of your NIN.',
  firstNameOnBvn: 'Enter your first name as it is on your BVN.',
  lastNameOnBvn: 'Enter your last name as it is on your BVN.',
  firstNameOnNin: 'Enter your first name as it is on your NIN.',
  lastNameOnNin: 'Enter your last name as it is on your NIN.',
  firstNameTooLong: 'Keep your first name under 60 characters.',
  lastNameTooLong: 'Keep your last name under 60 characters.',
  firstNameLetters: 'Use letters only in your first name (hyphens and apostrophes are fine).',
  lastNameLetters: 'Use letters only in your last name (hyphens and apostrophes are fine).',
  consentBvn: 'Tick the box to let us check your BVN with the identity service.',
  consentNin: 'Tick the box to let us check your NIN with the identity service.',
  fileNameText: 'Give the file name as text.',
  fileNameEmpty: 'Give the file name, or leave it out.',
  fileNameTooLong: 'Keep the file name under 200 characters.',
  spendLimitMinimum: SPEND_LIMIT_MIN_MESSAGE,
  spendLimitMaximum: SPEND_LIMIT_MAX_MESSAGE,
  selfExclusionPeriod: SELF_EXCLUSION_PERIOD_MESSAGE,
  closeAccountPassword: 'Type your password to close your account.',
  notYourPassword: 'That is not your password.',
  statementAccount: 'Choose wallet or held.',
});

const keyOfEnglish = new Map<string, keyof typeof sharedRuleMessages.en>();
for (const key of Object.keys(sharedRuleMessages.en) as (keyof typeof sharedRuleMessages.en)[])
  if (!keyOfEnglish.has(sharedRuleMessages.en[key])) keyOfEnglish.set(sharedRuleMessages.en[key], key);

/** One of packages/shared's messages as this book's; undefined for any other text. */
export function sharedRuleMessage(english: string): LocalizedMessage | undefined {
  const key = keyOfEnglish.get(english);
  return key === undefined ? undefined : localized(sharedRuleMessages, key);
}
