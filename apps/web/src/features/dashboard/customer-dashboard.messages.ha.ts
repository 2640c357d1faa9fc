import { translate } from '@chancepay/shared/i18n/messages';
import type { customerDashboardMessages } from './customer-dashboard.messages';

export default translate<typeof customerDashboardMessages>('dashboard.customer', 'ha', {
  pageTitle: 'Dashboard',
  availableBalance: 'Ragowar kuɗi',
  welcome: 'Barka da zuwa, {name}',
  welcomeBack: 'Barka da dawowa, {name}',
  someone: 'Mai amfani',
  addMoney: 'Ƙara kuɗi',
  products: 'Kayayyaki',
  yourLimits: 'Iyakokinka',
  loadingProducts: 'Ana loda kayayyaki',
  noActiveProducts: 'Babu kayayyakin da ke aiki a yanzu.',
  activeProducts: 'Kayayyakin da ke aiki',
  transferableAmount: 'Kuɗin da za a iya turawa',
  notAvailableNow: 'Ba za ka iya amfani da shi yanzu ba',
  walletActions: 'Ayyukan walat',
  transferFunds: 'Aika kuɗi',
  transferFundsText: 'Aika kuɗi zuwa kowane asusun banki a Najeriya.',
  transactionReports: 'Tarihin hada-hada',
  transactionReportsText: 'Kowane biya, nasara da tura kuɗi.',
});
