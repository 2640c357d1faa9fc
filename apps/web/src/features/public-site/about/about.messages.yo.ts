import { translate } from '@chancepay/shared/i18n/messages';
import type { aboutMessages } from './about.messages';

export default translate<typeof aboutMessages>('publicSite.about', 'yo', {
  title: 'Nípa Wa',
  heading: 'Nípa ChancePay',
  lead: 'ChancePay jẹ́ iṣẹ́ raffle àti wálẹ́ẹ̀tì ti Nàìjíríà. Pẹ̀lú owó tíkẹ́ẹ̀tì kékeré, o máa ní àǹfààní tó tọ́ lẹ́sẹ̀kẹsẹ̀ láti jẹ owó sínú wálẹ́ẹ̀tì rẹ tàbí kí a sanwó ṣọ́ọ̀bù fún ọ.',
  missionTitle: 'Iṣẹ́ Àfojúsùn Wa',
  mission:
    'Láti fún gbogbo ọmọ Nàìjíríà ní àǹfààní tó tọ́ tí kò wọ́n láti jáwé olúborí, yálà owó sínú àpò wọn ni tàbí owó ọjà tí a san ní ṣọ́ọ̀bù àdúgbò, kí àwọn tó ń ṣeré sì lè ṣàyẹ̀wò gbogbo ìfà-ìbò.',
  visionTitle: 'Ìran Wa',
  vision:
    'Nàìjíríà níbi tí ìsanwó kékeré ti ń ṣí àǹfààní gidi sílẹ̀: níbi tí àwọn oníṣòwò, akẹ́kọ̀ọ́ àti ìdílé ti lè kópa pẹ̀lú fóònù tí wọ́n ti ní, kí wọ́n sì gbẹ́kẹ̀lé ohun tí wọ́n rí.',
  valuesTitle: 'Àwọn Ìlànà Pàtàkì Wa',
  securityTitle: 'Ààbò',
  security:
    'Owó rẹ wà nínú ìwé àkọsílẹ̀ ẹ̀ẹ̀mejì (double-entry) tí kò lè lọ sísàlẹ̀ òdo, àlàyé káàdì rẹ kì í dé sáfà wa rárá, a sì lè ṣàyẹ̀wò gbogbo ìfà-ìbò lẹ́yìn tí ó bá wáyé.',
  innovationTitle: 'Ìmọ̀tuntun',
  innovation:
    'Ìfà-ìbò lẹ́sẹ̀kẹsẹ̀ tí a lè fi hàn pé ó tọ́, ìsanwó ṣọ́ọ̀bù pẹ̀lú QR code, àti ojú-òpó tí ń ṣí kíákíá lórí fóònù kékeré bí nẹ́tíwọ̀ọ̀kì tilẹ̀ lọ́ra.',
  inclusivityTitle: 'Gbogbo Ènìyàn Ló Kàn',
  inclusivity: 'O kò nílò áàpù báńkì, owó púpọ̀ tàbí àkáǹtì láti bẹ̀rẹ̀: nọ́ńbà fóònù Nàìjíríà àti ₦250 ti tó.',
  meetTheTeam: 'Pàdé àwọn òṣìṣẹ́ wa',
});
