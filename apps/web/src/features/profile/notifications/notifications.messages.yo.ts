import { translate } from '@chancepay/shared/i18n/messages';
import type { notificationMessages } from './notifications.messages';

export default translate<typeof notificationMessages>('profile.notifications', 'yo', {
  title: 'Àwọn ọ̀rọ̀ tí a ń fi ránṣẹ́',
  intro:
    'Gbogbo ìgbà la máa ń fi kóòdù ìforúkọsílẹ̀, ohun tí o jẹ, ìsanwó àti owó tí o fi ránṣẹ́ sí fóònù rẹ nípasẹ̀ SMS.',
  loading: 'À ń gbé ètò ọ̀rọ̀ rẹ wá',
  failed: 'A kò lè gbé ètò ọ̀rọ̀ rẹ wá. Jọ̀ọ́ tún gbìyànjú.',
  emailMe: 'Fi ohun tí mo jẹ àti ìsanwó ránṣẹ́ sí ímeèlì mi náà',
  emailMeAt: 'Fi ohun tí mo jẹ àti ìsanwó ránṣẹ́ sí ímeèlì mi náà ní {email}',
});
