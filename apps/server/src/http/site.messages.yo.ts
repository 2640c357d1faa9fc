import { translate } from '@chancepay/shared/i18n/messages';
import { apiSiteMessages } from './site.messages';

export default translate(apiSiteMessages, 'yo', {
  receiptNotFound: 'A kò rí ìwé-ẹ̀rí ìsanwó yẹn. Tún un ṣí láti Transaction Reports rẹ.',
  orderReceiptNotFound:
    'A kò rí òdà kankan pẹ̀lú nọ́ńbà ìtọ́kasí yẹn. Ṣàyẹ̀wò nọ́ńbà ìtọ́kasí lójú-ìwé ìsanwó rẹ tàbí nínú SMS.',
  vendorLinkNotFound: 'A kò rí olùtajà náà. Ṣàyẹ̀wò ìjápọ̀ náà tàbí béèrè kóòdù ṣọ́ọ̀bù náà.',
  cycleNotFound: 'A kò rí ìyípo ìfà-ìbò yìí.',
  orderNotFound: 'A kò rí òdà kankan pẹ̀lú nọ́ńbà ìtọ́kasí yẹn.',
  securityCheckExpired: 'Àyẹ̀wò ààbò ojú-ìwé yìí ti parí. Tún ojú-ìwé náà ṣí kí o sì tún gbìyànjú.',
  crossSite: 'A kì í gba ìbéèrè láti àwọn ojú-òpó wẹ́ẹ̀bù mìíràn.',
  controlCharacter: 'Yọ àmì ìdarí kúrò nínú {field}.',
  brokenCharacter: 'Yọ lẹ́tà tó bàjẹ́ kúrò nínú {field}: ìdajì emoji tàbí àmì ni (lone UTF-16 surrogate).',
  tooDeep: 'Má ṣe fi ohun àti àkójọ sínú ara wọn ju ìpele {depth} lọ nínú {field}.',
});
