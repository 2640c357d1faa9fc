import { translate } from '@chancepay/shared/i18n/messages';
import { apiMoneyMessages } from './money.messages';

export default translate(apiMoneyMessages, 'yo', {
  transferSuccessful: 'Ìfiránṣẹ́ {amount} ti yọrí sí rere!',
  settlementSuccessful: 'Ìsanwó {amount} ti yọrí sí rere!',
  transferPending: 'À ń ṣiṣẹ́ lórí ìfiránṣẹ́ {amount} rẹ. Wo Transaction Reports fún àbájáde.',
  settlementPending: 'À ń ṣiṣẹ́ lórí ìsanwó {amount} rẹ. Wo Transaction Reports fún àbájáde.',
  transferRefused:
    'Ìṣòwò kò yọrí. Jọ̀ọ́ tún gbìyànjú. Báńkì kò gba ìfiránṣẹ́ náà; {amount} ti padà sínú wálẹ́ẹ̀tì.',
  settlementRefused:
    'Ìṣòwò kò yọrí. Jọ̀ọ́ tún gbìyànjú. Báńkì kò gba ìsanwó náà; {amount} ti padà sínú wálẹ́ẹ̀tì.',
  nameEnquiryQuota: 'O ti wo àkáǹtì báńkì 30 láàárín wákàtí kan sẹ́yìn. Tún gbìyànjú nígbà mìíràn.',
  noVendor: 'Àkáǹtì yìí kò ní àkọsílẹ̀ iṣẹ́ ajé. Ní kí alábòójútó parí ìṣètò rẹ̀.',
  customersOnlyAccountNumber: 'Àwọn oníbàárà nìkan ló ní nọ́ńbà àkáǹtì fún fífi owó kún wálẹ́ẹ̀tì.',
  accountOpensQuota:
    'O ti gbìyànjú láti ṣí nọ́ńbà àkáǹtì rẹ ní ọ̀pọ̀ ìgbà lónìí. Tún gbìyànjú lọ́la, tàbí kàn sí ìrànlọ́wọ́.',
});
