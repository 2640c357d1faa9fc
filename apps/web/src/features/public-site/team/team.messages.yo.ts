import { translate } from '@chancepay/shared/i18n/messages';
import type { teamMessages } from './team.messages';

export default translate<typeof teamMessages>('publicSite.team', 'yo', {
  title: 'Àwọn Òṣìṣẹ́ Wa',
  heading: 'Pàdé Àwọn Òṣìṣẹ́ Wa',
  lead: 'Àwọn tó ń kọ́ ChancePay tí wọ́n sì ń dáhùn nígbà tí o bá kọ̀wé sí wa.',
  loading: 'À ń gbé àwọn òṣìṣẹ́ wọlé...',
  onLinkedIn: '{name} lórí LinkedIn',
  onX: '{name} lórí X',
  email: 'Fi ímeèlì ránṣẹ́ sí {name}',
  chiefExecutive: 'Olórí Àgbà Aláṣẹ',
  chiefTechnology: 'Olórí Ẹ̀ka Ìmọ̀ Ẹ̀rọ',
  headOfOperations: 'Olórí Ẹ̀ka Iṣẹ́',
  headOfCompliance: 'Olórí Ìtẹ̀lé Òfin àti Ààbò Dátà',
  leadProductDesigner: 'Olórí Aṣàpẹẹrẹ Ọjà',
  supportLead: 'Olórí Ìrànlọ́wọ́ Oníbàárà',
});
