import { translate } from '@chancepay/shared/i18n/messages';
import { identityMessages } from './identity.messages';

export default translate(identityMessages, 'yo', {
  vendorsByBusiness: 'Ìforúkọsílẹ̀ iṣẹ́ ajé ni a fi ń jẹ́rìísí àkáǹtì àwọn olùtajà.',
  accountNotFound: 'A kò rí àkáǹtì náà.',
  underAgeStatus:
    'Àkọsílẹ̀ ìdánimọ̀ rẹ fi hàn pé o kò tíì pé ọmọ ọdún 18: àkáǹtì yìí kò lè ra tíkẹ́ẹ̀tì tàbí fi owó ránṣẹ́.',
  retryable: 'A kò rí iléeṣẹ́ ìdánimọ̀. Tún gbìyànjú lẹ́yìn ìṣẹ́jú díẹ̀.',
  tooManyLookups: 'O ti gbìyànjú láti jẹ́rìísí ní ọ̀pọ̀ ìgbà lónìí. Tún gbìyànjú lọ́la, tàbí kàn sí ìrànlọ́wọ́.',
  consent: 'Fi àmì sí àpótí náà kí a lè ṣàyẹ̀wò {label} rẹ lọ́dọ̀ iléeṣẹ́ ìdánimọ̀.',
  digits: 'Tẹ nọ́ńbà 11 ti {label} rẹ.',
  notFound: 'A kò rí àkọsílẹ̀ kankan fún {label} yìí. Ṣàyẹ̀wò nọ́ńbà 11 náà kí o sì tún gbìyànjú.',
  nameMismatch:
    'Orúkọ tó wà lórí {label} yìí kò bá orúkọ tí o tẹ̀ mu. Ṣàyẹ̀wò bí o ṣe kọ orúkọ àkọ́kọ́ àti orúkọ ìdílé rẹ gẹ́gẹ́ bí wọ́n ṣe wà lórí {label} rẹ, kí o sì tún gbìyànjú.',
  underAge:
    'Àkọsílẹ̀ {label} yìí fi hàn pé o kò tíì pé ọmọ ọdún 18. Àwọn àgbàlagbà nìkan ni ChancePay wà fún: àkáǹtì yìí kò lè ra tíkẹ́ẹ̀tì tàbí fi owó ránṣẹ́.',
  nameDisagrees:
    'Orúkọ tó wà lórí {label} yìí kò bá {other} rẹ tí a ti jẹ́rìísí mu. Àkọsílẹ̀ méjèèjì gbọ́dọ̀ bára mu: ní kí ẹni tó fún ọ ní i ṣàtúnṣe èyí tí kò tọ́, tàbí kàn sí ìrànlọ́wọ́.',
  birthDisagrees:
    'Ọjọ́ ìbí tó wà lórí {label} yìí kò bá {other} rẹ tí a ti jẹ́rìísí mu. Àkọsílẹ̀ méjèèjì gbọ́dọ̀ bára mu: ní kí ẹni tó fún ọ ní i ṣàtúnṣe èyí tí kò tọ́, tàbí kàn sí ìrànlọ́wọ́.',
  bothDisagree:
    'Orúkọ àti ọjọ́ ìbí tó wà lórí {label} yìí kò bá {other} rẹ tí a ti jẹ́rìísí mu. Àkọsílẹ̀ méjèèjì gbọ́dọ̀ bára mu: ní kí ẹni tó fún ọ ní i ṣàtúnṣe èyí tí kò tọ́, tàbí kàn sí ìrànlọ́wọ́.',
  duplicate:
    '{label} yìí ti jẹ́ ti àkáǹtì ChancePay mìíràn. {label} kọ̀ọ̀kan lè jẹ́rìísí àkáǹtì kan ṣoṣo: wọlé sí àkáǹtì yẹn, tàbí kàn sí ìrànlọ́wọ́ tí kì í bá ṣe tìrẹ.',
  alreadyVerified: 'A ti jẹ́rìísí {label} rẹ tó parí pẹ̀lú {last4} tẹ́lẹ̀.',
  verified:
    'A ti jẹ́rìísí {label} rẹ ní orúkọ {name}. O wà ní Ìpele {tier}: o lè fi tó {amount} ránṣẹ́ lójúmọ́.',
  nextVerifyBvnOrNin: 'Jẹ́rìísí BVN tàbí NIN rẹ láti fi owó ránṣẹ́ láti wálẹ́ẹ̀tì rẹ (tó {amount} lójúmọ́).',
  nextVerifyNin: 'Jẹ́rìísí NIN rẹ láti fi tó {amount} ránṣẹ́ lójúmọ́.',
  nextVerifyBvn: 'Jẹ́rìísí BVN rẹ láti fi tó {amount} ránṣẹ́ lójúmọ́.',
  nextAddressPending: 'À ń ṣàyẹ̀wò ẹ̀rí àdírẹ́sì rẹ. A ó gbé òpin rẹ sókè ní kété tí a bá gbà á.',
  nextAddressNoCap:
    'Gbé ẹ̀rí àdírẹ́sì sókè láti gbé òpin rẹ sókè: fi tó {amount} ránṣẹ́ lójúmọ́ láìsí òpin lórí owó tó wà lọ́wọ́ rẹ.',
  nextAddressCap:
    'Gbé ẹ̀rí àdírẹ́sì sókè láti gbé òpin rẹ sókè: fi tó {amount} ránṣẹ́ lójúmọ́ kí o sì lè pa tó {cap} mọ́.',
  fullyVerified: 'A ti jẹ́rìísí ìdánimọ̀ rẹ pátápátá.',
  emptyFile: 'Fáìlì náà ṣófo. Yan fọ́tò tàbí PDF ìwé rẹ.',
  fileTooLarge: 'Fáìlì náà ju 5 MB lọ. Gbé fọ́tò tàbí PDF tó kéré jù sókè.',
  fileType: 'Gbé fọ́tò JPEG tàbí PNG, tàbí PDF, ti ẹ̀rí àdírẹ́sì rẹ sókè.',
  notTierTwo: 'Jẹ́rìísí BVN àti NIN rẹ (Ìpele 2) kí o tó gbé ẹ̀rí àdírẹ́sì sókè.',
  addressAlreadyAccepted: 'A ti gba ẹ̀rí àdírẹ́sì rẹ tẹ́lẹ̀.',
  addressPending: 'À ń ṣàyẹ̀wò ẹ̀rí àdírẹ́sì rẹ lọ́wọ́. Dúró de ìpinnu kí o tó gbé òmíràn sókè.',
});
