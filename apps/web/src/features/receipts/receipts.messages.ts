import { defineMessages } from '@chancepay/shared/i18n/messages';

/**
 * A receipt's page, its image and its WhatsApp text. What happened and to whom (the title, the other party,
 * the details) are the server's words.
 */
export const receiptsMessages = defineMessages('receipts.receipt', {
  pageTitle: 'Receipt',
  receipt: 'Receipt',
  loading: 'Loading the receipt...',
  notFound: 'We could not find that receipt.',
  failed: 'The receipt did not load. Check your connection and try again.',
  backToPayment: 'Back to your payment',
  transactionReports: 'Transaction Reports',
  brand: 'ChancePay receipt',
  moneyIn: 'Money in: {amount}',
  moneyOut: 'Money out: {amount}',
  checkDraw: 'Check this draw on the fairness page',
  amount: 'Amount',
  status: 'Status',
  dateAndTime: 'Date and time',
  bank: 'Bank',
  accountNumber: 'Account number',
  accountName: 'Account name',
  reference: 'Reference',
  successful: 'Successful',
  pending: 'Pending',
  failedStatus: 'Failed',
  actions: 'Receipt actions',
  share: 'Share receipt',
  shareOnWhatsApp: 'Share on WhatsApp',
  download: 'Download',
  print: 'Print',
  shareFailed: 'Sharing did not work here. Use Download or Share on WhatsApp instead.',
  imageFailed: 'The receipt image could not be made here. Use Print instead.',
  checkAnyDraw: 'Check any draw at chancepay.ng/fairness',
  // The text shared on WhatsApp, one fact a line
  shareHeading: 'ChancePay receipt: {title}',
  shareReference: 'Ref: {reference}',
});
