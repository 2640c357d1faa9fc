import { translate } from '@chancepay/shared/i18n/messages';
import type { customerDashboardMessages } from './customer-dashboard.messages';

export default translate<typeof customerDashboardMessages>('dashboard.customer', 'pcm', {
  pageTitle: 'Dashboard',
  availableBalance: 'Balance wey you fit use',
  welcome: 'Welcome, {name}',
  welcomeBack: 'Welcome back, {name}',
  someone: 'User',
  addMoney: 'Add money',
  products: 'Products',
  yourLimits: 'Your limits',
  loadingProducts: 'Products dey load',
  noActiveProducts: 'No product dey active now.',
  activeProducts: 'Products wey dey active',
  transferableAmount: 'Money wey you fit transfer',
  notAvailableNow: 'You no fit use am now',
  walletActions: 'Wetin you fit do with your wallet',
  transferFunds: 'Send Money',
  transferFundsText: 'Send money go any Nigerian bank account.',
  transactionReports: 'Transaction History',
  transactionReportsText: 'Every payment, win and transfer.',
});
