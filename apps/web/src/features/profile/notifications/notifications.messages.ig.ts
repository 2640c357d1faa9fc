import { translate } from '@chancepay/shared/i18n/messages';
import type { notificationMessages } from './notifications.messages';

export default translate<typeof notificationMessages>('profile.notifications', 'ig', {
  title: 'Ozi',
  intro:
    'Anyị na-eziga koodu ndebanye aha, mmeri, ịkwụ ụgwọ na ibufe ego gị mgbe niile na ekwentị gị site na SMS.',
  loading: 'Ọ na-ebuli ntọala ozi gị',
  failed: 'Anyị enweghị ike ibuli ntọala ozi gị. Biko nwaa ọzọ.',
  emailMe: 'Zitekwa m mmeri na ịkwụ ụgwọ na email',
  emailMeAt: 'Zitekwa m mmeri na ịkwụ ụgwọ na email na {email}',
});
