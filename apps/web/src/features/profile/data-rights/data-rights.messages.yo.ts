import { translate } from '@chancepay/shared/i18n/messages';
import type { dataRightsMessages } from './data-rights.messages';

export default translate<typeof dataRightsMessages>('profile.dataRights', 'yo', {
  title: 'Dátà rẹ',
  intro:
    'Ṣe ìgbàsílẹ̀ gbogbo ohun tí a mọ̀ nípa rẹ: àkọsílẹ̀ rẹ, ipò ìdánimọ̀ rẹ (BVN àti NIN rẹ ń fi nọ́ńbà mẹ́rin tó gbẹ̀yìn nìkan hàn), àwọn ọjà tí o rà, owó tí o fi ránṣẹ́, àwọn ọ̀rọ̀ tí a fi ránṣẹ́, ìwọlé àti ètò. Ìwé àkọsílẹ̀ owó ń fi gbogbo owó tó wọlé àti tó jáde nínú wálẹ́ẹ̀tì rẹ hàn. Tó ìgbà 10 lójúmọ́.',
  downloadData: 'Ṣe ìgbàsílẹ̀ dátà mi',
  downloadStatement: 'Ṣe ìgbàsílẹ̀ àkọsílẹ̀ wálẹ́ẹ̀tì (CSV)',
  downloaded: 'A ti ṣe ìgbàsílẹ̀ {fileName}.',
  closeAccount: 'Pa àkáǹtì mi dé',
  emptyFirst:
    'Wálẹ́ẹ̀tì rẹ gbọ́dọ̀ ṣófo ná: fi owó inú rẹ̀ ránṣẹ́ sí báńkì rẹ pẹ̀lú <transfer>Fi owó ránṣẹ́</transfer>.',
  closeWarning:
    'A ó mú ọ jáde lórí gbogbo ẹ̀rọ rẹ lẹ́ẹ̀kan náà, o kò sì ní lè wọlé mọ́. Lẹ́yìn ọjọ́ 14 a ó pa orúkọ, ímeèlì, fóònù, ọjọ́ ìbí àti ìwé rẹ rẹ́. Òfin ní ká pa àkọsílẹ̀ ọjà tí o rà, owó tí o fi ránṣẹ́ àti àyẹ̀wò ìdánimọ̀ rẹ mọ́ fún ọdún 5, lọ́tọ̀, tí ẹgbẹ́ ìbámu-òfin wa nìkan ń rí. O lè ṣí àkáǹtì tuntun lẹ́yìnwá ọ̀la.',
  password: 'Ọ̀rọ̀ aṣínà rẹ',
  closing: 'À ń pa á dé...',
  closeForGood: 'Pa àkáǹtì mi dé títí láé',
  keepAccount: 'Fi àkáǹtì mi sílẹ̀',
});
