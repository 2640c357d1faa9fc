import { translate } from '@chancepay/shared/i18n/messages';
import type { notificationMessages } from './notifications.messages';

export default translate<typeof notificationMessages>('profile.notifications', 'ha', {
  title: 'Saƙonni',
  intro: 'Kullum muna tura lambobin rajista, nasarori, biyan kuɗi da tura kuɗi zuwa wayarka ta SMS.',
  loading: 'Ana loda saitunan saƙonninka',
  failed: 'Ba a iya loda saitunan saƙonninka ba. Da fatan za a sake gwadawa.',
  emailMe: 'Ka kuma aiko min da nasarori da biyan kuɗi ta imel',
  emailMeAt: 'Ka kuma aiko min da nasarori da biyan kuɗi ta imel a {email}',
});
