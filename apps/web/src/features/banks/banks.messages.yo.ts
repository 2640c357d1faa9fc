import { translate } from '@chancepay/shared/i18n/messages';
import type { banksMessages } from './banks.messages';

export default translate<typeof banksMessages>('banks.picker', 'yo', {
  unavailableBank: '{bank} (kò sí báyìí)',
  banks: 'Àwọn báńkì',
  moreBanks: 'Tẹ orúkọ kan láti rí báńkì àti wálẹ́ẹ̀tì {count} míì.',
  noBankByThatName: 'Kò sí báńkì tàbí wálẹ́ẹ̀tì tó ń jẹ́ orúkọ yẹn.',
  suggestedBanks: 'Àwọn báńkì tí a dábàá',
  isItOneOfThese: 'Ṣé ọ̀kan nínú ìwọ̀nyí ni? Tàbí wá báńkì rẹ lókè.',
  oneMoreDigit: 'Ó kù nọ́ńbà 1: nọ́ńbà àkáǹtì ní nọ́ńbà {digits}.',
  moreDigits: 'Ó kù nọ́ńbà {count}: nọ́ńbà àkáǹtì ní nọ́ńbà {digits}.',
});
