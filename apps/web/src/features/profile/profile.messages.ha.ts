import { translate } from '@chancepay/shared/i18n/messages';
import type { profileMessages } from './profile.messages';

export default translate<typeof profileMessages>('profile.page', 'ha', {
  title: 'Bayanaina',
  loading: 'Ana loda bayananka',
  failed: 'Ba a iya loda bayananka ba. Da fatan za a sake gwadawa.',
  notAvailable: 'Babu',
  name: 'Suna',
  address: 'Adireshi',
  phone: 'Waya',
  cacNumber: 'Lambar CAC',
  balance: 'Ragowar kuɗi',
  username: 'Sunan mai amfani',
  email: 'Imel',
  languageTitle: 'Harshe',
  languageIntro:
    'Shafukan ChancePay za su bayyana a harshen da ka zaɓa a nan. Saƙonnin SMS da menu na USSD ma za su yi amfani da shi.',
});
