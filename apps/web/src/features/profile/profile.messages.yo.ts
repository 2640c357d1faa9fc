import { translate } from '@chancepay/shared/i18n/messages';
import type { profileMessages } from './profile.messages';

export default translate<typeof profileMessages>('profile.page', 'yo', {
  title: 'Àkọsílẹ̀ mi',
  loading: 'À ń gbé àkọsílẹ̀ rẹ wá',
  failed: 'A kò lè gbé àkọsílẹ̀ rẹ wá. Jọ̀ọ́ tún gbìyànjú.',
  notAvailable: 'Kò sí',
  name: 'Orúkọ',
  address: 'Àdírẹ́sì',
  phone: 'Fóònù',
  cacNumber: 'Nọ́ńbà CAC',
  balance: 'Iye owó tó kù',
  username: 'Orúkọ olùmúlò',
  email: 'Ímeèlì',
  languageTitle: 'Èdè',
  languageIntro: 'Àwọn ojú-ìwé ChancePay yóò hàn ní èdè tí o bá yàn níbí. Àwọn SMS àti USSD rẹ náà yóò lò ó.',
});
