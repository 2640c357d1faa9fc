import {
  defineMessages,
  emptyCatalog,
  translatorFor,
  type Translator,
} from '@chancepay/shared/i18n/messages';
import {
  PHONE_FOREIGN_MESSAGE,
  PHONE_MESSAGE,
  PHONE_NOT_MOBILE_MESSAGE,
  PHONE_PREFIX_MESSAGE,
} from '@chancepay/shared/phone';

/** What the purchase forms say when a check fails or an order cannot be sent (spec sections 5 and 8). */
export const validationMessages = defineMessages('buying.validation', {
  // The spec's alerts, word for word.
  requiredFieldsIncomplete: 'Please fill out all required fields correctly.',
  allFieldsIncomplete: 'Please fill out all fields correctly.',
  offline: 'You are offline. Please check your internet connection and try again.',
  raffleNotLoaded: 'Please wait for raffle details to load.',
  noVendor: 'Please select a registered vendor.',
  noTickets: 'Please select at least one ticket.',
  priceUnavailable: 'Ticket price is unavailable at the moment. Please try again shortly.',
  networkError: 'Network error. Please check your internet connection and try again.',
  submitFailed: 'Failed to submit order. Please try again.',
  createOrderFailed: 'Could not create order.',
  scanToPayFailed: 'Failed to process payment. Please try again.',
  errorWithDetail: 'Error: {detail}',
  // A protocol fault the card checkout can meet (api/squad.ts).
  noCheckoutUrl: 'No checkout_url from server',
  // Ours, for rules the spec states without an alert text (section 5 Terms, DOMAIN.md Responsible play).
  ageConfirmation: 'Please confirm that you are 18 or older to take part.',
  email: 'Enter a valid email address, like name@example.com, or leave it empty.',
  tooManyTickets: 'You can buy at most {max} tickets in one order.',
  amountDueTooLarge: 'The amount due can be at most {amount} for this shop.',
  walletShort:
    'Your wallet balance does not cover {amount}. Choose card, bank transfer or USSD, or buy fewer tickets.',
  // The shared phone check's words (packages/shared/src/phone.ts), so each can be said in the reader's language.
  phoneInvalid: PHONE_MESSAGE,
  phonePrefix: PHONE_PREFIX_MESSAGE,
  phoneForeign: PHONE_FOREIGN_MESSAGE,
  phoneNotMobile: PHONE_NOT_MOBILE_MESSAGE,
});

export type ValidationTranslator = Translator<(typeof validationMessages)['en']>;

/** The checks' words in English: the default where no reader's language is given (tests, logs). */
export const englishValidation: ValidationTranslator = translatorFor(validationMessages, emptyCatalog);
