import { translate } from '@chancepay/shared/i18n/messages';
import type { notFoundMessages } from './not-found.messages';

export default translate<typeof notFoundMessages>('notFound', 'yo', {
  title: 'A kò rí ojú-ìwé náà',
  heading: 'A kò rí ojú-ìwé yẹn',
  hint: 'Ó ṣeé ṣe kí ìjápọ̀ náà ti pẹ́ tàbí kí a ti kọ ọ́ ní àṣìṣe.',
  backToHome: 'Padà sí ojú-ìwé àkọ́kọ́',
});
