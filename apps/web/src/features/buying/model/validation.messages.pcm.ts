import { translate } from '@chancepay/shared/i18n/messages';
import type { validationMessages } from './validation.messages';

export default translate<typeof validationMessages>('buying.validation', 'pcm', {
  requiredFieldsIncomplete: 'Abeg fill all the boxes wey you must fill, correct.',
  allFieldsIncomplete: 'Abeg fill all the boxes correct.',
  offline: 'You no dey online. Abeg check your internet connection and try again.',
  raffleNotLoaded: 'Abeg wait make the draw details load finish.',
  noVendor: 'Abeg choose vendor wey don register.',
  noTickets: 'Abeg choose at least one ticket.',
  priceUnavailable: 'Ticket price no dey show now. Abeg try again small time.',
  networkError: 'Network wahala. Abeg check your internet connection and try again.',
  submitFailed: 'We no fit send your order. Abeg try again.',
  createOrderFailed: 'We no fit create the order.',
  scanToPayFailed: 'The payment no go through. Abeg try again.',
  errorWithDetail: 'Error: {detail}',
  noCheckoutUrl: 'Server no send the payment page link',
  ageConfirmation: 'Abeg confirm say you don reach 18 years or pass am before you play.',
  email: 'Put correct email address, like name@example.com, or leave am empty.',
  tooManyTickets: 'You fit buy only {max} tickets for one order.',
  amountDueTooLarge: 'The money wey you owe this shop no fit pass {amount}.',
  walletShort:
    'Your wallet balance no reach {amount}. Choose card, bank transfer or USSD, or buy less tickets.',
  phoneInvalid: 'Put correct Nigerian phone number, like 08031234567.',
  phonePrefix: 'Start the number with 0 or +234, like 08031234567.',
  phoneForeign: 'Na only Nigerian phone number we dey take. Put one like 08031234567.',
  phoneNotMobile: 'Put Nigerian mobile number, like 08031234567.',
});
