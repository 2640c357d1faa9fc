import { defineMessages } from '@chancepay/shared/i18n/messages';

/** The dashboard page's title, the balance widget and the customer's dashboard. */
export const customerDashboardMessages = defineMessages('dashboard.customer', {
  pageTitle: 'Dashboard',
  availableBalance: 'Available Balance',
  welcome: 'Welcome, {name}',
  welcomeBack: 'Welcome back, {name}',
  someone: 'User',
  addMoney: 'Add money',
  products: 'Products',
  yourLimits: 'Your limits',
  loadingProducts: 'Loading products',
  noActiveProducts: 'No active products available.',
  activeProducts: 'Active products',
  transferableAmount: 'Transferable Amount',
  notAvailableNow: 'Not available to you now',
  walletActions: 'Wallet actions',
  transferFunds: 'Transfer Funds',
  transferFundsText: 'Send money to any Nigerian bank account.',
  transactionReports: 'Transaction Reports',
  transactionReportsText: 'Every payment, win and transfer.',
});
