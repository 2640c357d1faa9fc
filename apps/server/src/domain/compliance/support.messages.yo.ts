import { translate } from '@chancepay/shared/i18n/messages';
import { supportMessages } from './support.messages';

export default translate(supportMessages, 'yo', {
  walletOnHold:
    'A ti dá wálẹ́ẹ̀tì rẹ dúró (ẹjọ́ {case}). O ṣì lè gba owó, ṣùgbọ́n kò sí owó tó lè jáde nínú wálẹ́ẹ̀tì títí àyẹ̀wò yóò fi parí. Kàn sí {email} tàbí {phone}.',
});
