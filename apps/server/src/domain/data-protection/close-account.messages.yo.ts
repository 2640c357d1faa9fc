import { translate } from '@chancepay/shared/i18n/messages';
import { closeAccountMessages } from './close-account.messages';

export default translate(closeAccountMessages, 'yo', {
  wrongPassword: 'Ọ̀rọ̀ aṣínà náà kò tọ́. Àkáǹtì rẹ ṣì wà ní ṣíṣí.',
  vendor:
    'Ìrànlọ́wọ́ ChancePay ló ń pa àkáǹtì iṣẹ́ ajé, lẹ́yìn tí wọ́n bá ti fi owó wálẹ́ẹ̀tì rẹ̀ ránṣẹ́ sí báńkì. Kàn sí ìrànlọ́wọ́.',
  alreadyClosed: 'A ti pa àkáǹtì yìí tẹ́lẹ̀.',
  tooManyWrongPasswords: 'Ọ̀rọ̀ aṣínà tí kò tọ́ ti pọ̀ jù. Tún gbìyànjú lẹ́yìn ìṣẹ́jú {count}.',
  walletNotEmpty:
    'Wálẹ́ẹ̀tì rẹ ní {amount}. Kọ́kọ́ fi ránṣẹ́ sí àkáǹtì báńkì rẹ (Dashboard, Transfer), lẹ́yìn náà pa àkáǹtì rẹ.',
  heldNotEmpty:
    'A ń di {amount} mú fún ọ nítorí pé ó ju òpin wálẹ́ẹ̀tì rẹ lọ. Jẹ́rìísí ìdánimọ̀ rẹ lójú-ìwé yìí láti gbà á, fi ránṣẹ́ sí báńkì rẹ, lẹ́yìn náà pa àkáǹtì rẹ.',
  transferInFlight:
    'Ìfiránṣẹ́ owó sí báńkì rẹ ṣì wà lójú ọ̀nà. Pa àkáǹtì rẹ ní kété tí ó bá dé (tàbí tí ó bá padà sínú wálẹ́ẹ̀tì rẹ).',
  orderAwaitingPayment:
    'Òdà rẹ kan ṣì ń dúró de ìsanwó rẹ̀. Pa àkáǹtì rẹ ní kété tí ó bá parí (kò ní ju ọjọ́ kan lọ).',
});
