import { translate } from '@chancepay/shared/i18n/messages';
import { apiProfileMessages } from './profile.messages';

export default translate(apiProfileMessages, 'yo', {
  playForCustomersOnly:
    'Òpin ìnáwó àti dídá ara rẹ dúró wà fún àkáǹtì oníbàárà: àkáǹtì olùtajà kì í ra tíkẹ́ẹ̀tì.',
  addressProofUploaded:
    'A ti gbé ẹ̀rí àdírẹ́sì rẹ sókè. A ó gbé òpin rẹ sókè ní kété tí òṣìṣẹ́ ìbámu-òfin bá gbà á.',
  dataExportQuota:
    'O ti ṣe ìgbàsílẹ̀ àlàyé rẹ ní ìgbà 10 lónìí. Tún gbìyànjú lọ́la, tàbí béèrè ẹ̀dà lọ́wọ́ ìrànlọ́wọ́.',
  accountClosed:
    'A ti pa àkáǹtì rẹ, a sì ti mú ọ jáde níbi gbogbo. A ó pa àlàyé ara ẹni rẹ rẹ́ ní {date}; a ó pa àwọn àkọsílẹ̀ tí òfin béèrè mọ́ fún ọdún 5.',
});
