import { defineMessages } from '@chancepay/shared/i18n/messages';

/** What every purchase form shares: its fields, the summary above Pay, the Pay buttons and the form's alert. */
export const purchaseFormMessages = defineMessages('buying.form', {
  // fields.tsx
  phoneNumber: 'Phone number',
  yourPhoneNumber: 'Your phone number',
  phoneHelp: 'Nigerian mobile number. Any winnings are tied to it.',
  emailOptional: 'Email (optional)',
  emailHelp: 'For the payment receipt.',
  numberOfTickets: 'Number of tickets',
  amountDue: 'Amount due (₦)',
  amountDueHelp: 'What you owe the shop, at least ₦1.00.',
  ageConfirmation: 'I confirm that I am 18 years of age or older.',
  payWith: 'Pay with',
  myWallet: 'My wallet (balance {balance})',
  balanceShort: 'Your balance does not cover this total.',
  cardTransferOrUssd: 'Card, bank transfer or USSD',
  // The summary (PurchaseSummary.tsx)
  ticketPrice: 'Ticket price',
  totalToPay: 'Total to pay',
  transferableAmount: 'Transferable amount',
  yourChanceToWin: 'Your chance to win',
  oddsOneIn: '1 in {count}',
  // Pay
  buyTickets: 'Buy tickets',
  pay: 'Pay {amount}',
  payFromWallet: 'Pay {amount} from my wallet',
  payByCardTransferOrUssd: 'Pay {amount} by card, transfer or USSD',
  processing: 'Processing...',
  payByTransfer: 'Pay by bank transfer',
  payByTransferHelp:
    'No card? We give you an account number for this exact amount; send it from any bank app.',
  loadingAccountDetails: 'Loading the account details…',
  close: 'Close',
  unnamedVendor: 'Unnamed Vendor',
});
