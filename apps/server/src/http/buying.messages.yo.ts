import { translate } from '@chancepay/shared/i18n/messages';
import { apiBuyingMessages } from './buying.messages';

export default translate(apiBuyingMessages, 'yo', {
  orderCreatedCard: 'A ti ṣẹ̀dá òdà. Sanwó láti kópa nínú ìfà-ìbò.',
  orderCreatedTransfer:
    'A ti ṣẹ̀dá òdà. Gba nọ́ńbà àkáǹtì kí o sì sanwó nípasẹ̀ gbígbé owó láti báńkì láti kópa nínú ìfà-ìbò.',
  tooManyOrdersForPhone:
    'Òdà ti pọ̀ jù fún nọ́ńbà fóònù yìí láàárín wákàtí kan sẹ́yìn. Tún gbìyànjú lẹ́yìn {wait}.',
  tooManyOrdersFromNetwork:
    'Òdà ti pọ̀ jù láti inú nẹ́tíwọ̀ọ̀kì yìí láàárín wákàtí kan sẹ́yìn. Tún gbìyànjú lẹ́yìn {wait}.',
  noActiveCycle: 'A kò rí ìyípo ìfà-ìbò tó ṣí sílẹ̀.',
  vendorNotFound: 'A kò rí olùtajà náà.',
  checkoutNotStarted: 'Iléeṣẹ́ ìsanwó kò lè bẹ̀rẹ̀ ìsanwó náà. Jọ̀ọ́ tún gbìyànjú láìpẹ́.',
  orderNotFound: 'A kò rí òdà yẹn. Jọ̀ọ́ bẹ̀rẹ̀ lẹ́ẹ̀kan sí i.',
  paidFromWallet: 'Láti wálẹ́ẹ̀tì ni a ti ń san owó òdà yìí, kì í ṣe pẹ̀lú káàdì.',
  orderFinished: 'Òdà yìí ti parí; bẹ̀rẹ̀ òdà tuntun láti ra tíkẹ́ẹ̀tì sí i.',
  checkoutBeingStarted: 'À ń bẹ̀rẹ̀ ìsanwó fún òdà yìí; tún gbìyànjú láìpẹ́.',
  checkoutStarted: 'Ìsanwó ti bẹ̀rẹ̀.',
  paymentNotFound: 'A kò rí ìsanwó kankan pẹ̀lú nọ́ńbà ìtọ́kasí yẹn.',
  gatewayNotReached: 'A kò tíì rí iléeṣẹ́ ìsanwó; a ó máa ṣàyẹ̀wò.',
});
