import { translate } from '@chancepay/shared/i18n/messages';
import type { customerDashboardMessages } from './customer-dashboard.messages';

export default translate<typeof customerDashboardMessages>('dashboard.customer', 'yo', {
  pageTitle: 'Dashboard',
  availableBalance: 'Iye owó tó kù',
  welcome: 'Ẹ káàbọ̀, {name}',
  welcomeBack: 'Ẹ káàbọ̀ padà, {name}',
  someone: 'Olùmúlò',
  addMoney: 'Fi owó kún un',
  products: 'Àwọn ọjà',
  yourLimits: 'Òpin rẹ',
  loadingProducts: 'À ń gbé àwọn ọjà wá',
  noActiveProducts: 'Kò sí ọjà tó ń ṣiṣẹ́ báyìí.',
  activeProducts: 'Àwọn ọjà tó ń ṣiṣẹ́',
  transferableAmount: 'Owó tí o lè fi ránṣẹ́',
  notAvailableNow: 'Kò sí fún ọ báyìí',
  walletActions: 'Ohun tí o lè ṣe pẹ̀lú wálẹ́ẹ̀tì',
  transferFunds: 'Fi owó ránṣẹ́',
  transferFundsText: 'Fi owó ránṣẹ́ sí àkáǹtì báńkì èyíkéyìí ní Nàìjíríà.',
  transactionReports: 'Ìtàn ìṣòwò',
  transactionReportsText: 'Gbogbo ìsanwó, ẹ̀bùn àti owó tí o fi ránṣẹ́.',
});
