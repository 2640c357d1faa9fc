import { defineMessages } from '@chancepay/shared/i18n/messages';

/** The vendor's dashboard: the header, today's takings and payments, Settle to bank and the QR code card. */
export const vendorDashboardMessages = defineMessages('dashboard.vendor', {
  yourBusiness: 'Your business',
  logo: '{name} logo',
  // Lagos time (spec sections 2 and 9): before 12:00, before 18:00, after.
  morning: 'Good morning, welcome back',
  afternoon: 'Good afternoon, welcome back',
  evening: 'Good evening, welcome back',
  walletDetails: 'Wallet Details',
  balance: 'Balance',
  businessDetails: 'Business Details',
  bankName: 'Bank name',
  bankAccountNumber: 'Bank account number',
  notAvailable: 'N/A',
  downloadQrCode: 'Download QR Code',
  qrImage: 'Your payment QR code',
  printIt: 'Print it and put it where customers pay: they scan it to pay you with ChancePay.',
  preparing: 'Preparing...',
  qrFailed: 'Could not make the QR sheet. Please try again.',
  // Today's takings and the payments as they arrive
  todaysTakings: "Today's takings",
  paymentToday: '{count} payment by Scan2Pay4Me today',
  paymentsToday: '{count} payments by Scan2Pay4Me today',
  loadingPayments: 'Loading today’s payments…',
  paymentsReceived: 'Payments received',
  appearsHere: 'Each payment appears here within seconds; no need to refresh.',
  paymentsFailed: 'We could not load your payments. We will keep trying.',
  noPayments: 'No payments yet. When a customer scans your QR code and pays, it shows here.',
  payments: 'Payments',
  // Settle to bank
  settleConfirm: 'Send {amount} to {bank} {accountNumber} now?',
  processing: 'Processing...',
  settleNow: 'Yes, settle now',
  cancel: 'Cancel',
  settleToBank: 'Settle to bank',
  settleFailed: 'Settlement failed. Please try again.',
  settleMinimum: 'Settlements start at {minimum}. Your takings are also settled daily at 18:00.',
});
