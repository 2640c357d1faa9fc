import { translate } from '@chancepay/shared/i18n/messages';
import type { purchaseFormMessages } from './purchase-form.messages';

export default translate<typeof purchaseFormMessages>('buying.form', 'pcm', {
  phoneNumber: 'Phone number',
  yourPhoneNumber: 'Your phone number',
  phoneHelp: 'Nigerian mobile number. Anything wey you win go follow this number.',
  emailOptional: 'Email (if you want)',
  emailHelp: 'For the payment receipt.',
  numberOfTickets: 'How many tickets',
  amountDue: 'Money wey you owe (₦)',
  amountDueHelp: 'Wetin you owe the shop, at least ₦1.00.',
  ageConfirmation: 'I confirm say I don reach 18 years or pass.',
  payWith: 'Pay with',
  myWallet: 'My wallet (balance {balance})',
  balanceShort: 'Your balance no reach this total.',
  cardTransferOrUssd: 'Card, bank transfer or USSD',
  ticketPrice: 'Ticket price',
  totalToPay: 'Total wey you go pay',
  transferableAmount: 'Money wey you fit send',
  yourChanceToWin: 'Your chance to win',
  oddsOneIn: '1 out of {count}',
  buyTickets: 'Buy tickets',
  pay: 'Pay {amount}',
  payFromWallet: 'Pay {amount} from my wallet',
  payByCardTransferOrUssd: 'Pay {amount} with card, transfer or USSD',
  processing: 'E dey process...',
  payByTransfer: 'Pay with bank transfer',
  payByTransferHelp:
    'You no get card? We go give you account number for this exact amount; send am from any bank app.',
  loadingAccountDetails: 'We dey load the account details…',
  close: 'Close',
  unnamedVendor: 'Vendor wey no get name',
});
