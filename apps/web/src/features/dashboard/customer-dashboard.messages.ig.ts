import { translate } from '@chancepay/shared/i18n/messages';
import type { customerDashboardMessages } from './customer-dashboard.messages';

export default translate<typeof customerDashboardMessages>('dashboard.customer', 'ig', {
  pageTitle: 'Dashboard',
  availableBalance: 'Ego fọdụrụ',
  welcome: 'Nnọọ, {name}',
  welcomeBack: 'Nnọọ ọzọ, {name}',
  someone: 'Onye ọrụ',
  addMoney: 'Tinye ego',
  products: 'Ngwaahịa',
  yourLimits: 'Oke gị',
  loadingProducts: 'A na-ebulite ngwaahịa',
  noActiveProducts: 'Enweghị ngwaahịa na-arụ ọrụ ugbu a.',
  activeProducts: 'Ngwaahịa na-arụ ọrụ',
  transferableAmount: 'Ego ị nwere ike izipu',
  notAvailableNow: 'Ọ dịghị maka gị ugbu a',
  walletActions: 'Ihe ị ga-eme na wallet',
  transferFunds: 'Zipu ego',
  transferFundsText: 'Zipu ego na akaụntụ ụlọ akụ ọ bụla na Naịjirịa.',
  transactionReports: 'Akụkọ azụmahịa',
  transactionReportsText: 'Ịkwụ ụgwọ ọ bụla, mmeri ọ bụla na ego ọ bụla e zipụrụ.',
});
