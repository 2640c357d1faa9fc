import { translate } from '@chancepay/shared/i18n/messages';
import { apiErrorMessages } from './errors.messages';

export default translate(apiErrorMessages, 'yo', {
  fieldProblem: '{problem} ({field})',
  invalidJson: 'Ara ìbéèrè náà kì í ṣe JSON tó tọ́.',
  emptyJson: 'Ara ìbéèrè náà ṣófo; fi ohun JSON ránṣẹ́.',
  bodyTooLarge: 'Ara ìbéèrè náà ti tóbi jù.',
  notJson: 'Fi ara ìbéèrè náà ránṣẹ́ bí JSON (Content-Type: application/json).',
  wrongLength: 'Gígùn ara ìbéèrè náà kò bá Content-Length rẹ̀ mu.',
  requestInvalid: 'Ìbéèrè náà kò tọ́.',
  tooManyRequests: 'Ìbéèrè ti pọ̀ jù. Jọ̀ọ́ dúró díẹ̀, kí o sì tún gbìyànjú.',
  internal: 'Nǹkan kan ṣàṣìṣe ní ọ̀dọ̀ wa. Jọ̀ọ́ tún gbìyànjú.',
  addressTooLong: 'Àdírẹ́sì yìí ti gùn jù.',
  addressInvalid: 'Àdírẹ́sì yìí kò tọ́.',
});
