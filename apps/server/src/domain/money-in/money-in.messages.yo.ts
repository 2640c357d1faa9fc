import { translate } from '@chancepay/shared/i18n/messages';
import { moneyInMessages } from './money-in.messages';

export default translate(moneyInMessages, 'yo', {
  notEligible: 'Jẹ́rìísí BVN rẹ ní My Profile láti gba nọ́ńbà àkáǹtì tìrẹ.',
  needsBvnAgain:
    'Tẹ BVN rẹ lẹ́ẹ̀kan sí i láti gba nọ́ńbà àkáǹtì tìrẹ. A máa fi wé èyí tí o jẹ́rìísí, a kì í sì í pa á mọ́.',
  wrongBvn: 'Ìyẹn kì í ṣe BVN tí o jẹ́rìísí. Tẹ nọ́ńbà 11 ti BVN tìrẹ.',
  noVerifiedPhone: 'Kọ́kọ́ jẹ́rìísí nọ́ńbà fóònù rẹ ní My Profile: báńkì máa fi wé BVN rẹ.',
  gatewayUnavailable:
    'A kò rí báńkì láti ṣí àkáǹtì rẹ. Kò sí ohun tó yí padà; jọ̀ọ́ tún gbìyànjú lẹ́yìn ìṣẹ́jú díẹ̀.',
  accountRefused:
    'Báńkì kò lè ṣí àkáǹtì rẹ: {reason}. Ṣàyẹ̀wò pé akọ tàbí abo tí o yàn ni èyí tó wà nínú àkọsílẹ̀ BVN rẹ, àti pé nọ́ńbà fóònù rẹ ni èyí tí a fi forúkọ BVN rẹ sílẹ̀, kí o sì tún gbìyànjú, tàbí kàn sí ìrànlọ́wọ́.',
  creditReached: '{amount} ti wọ wálẹ́ẹ̀tì rẹ.',
  creditReachedFee: '{amount} ti wọ wálẹ́ẹ̀tì rẹ (báńkì gba owó iṣẹ́ {fee}).',
  creditHeld: '{amount} ti wọ wálẹ́ẹ̀tì rẹ; {held}.',
  creditHeldFee: '{amount} ti wọ wálẹ́ẹ̀tì rẹ (báńkì gba owó iṣẹ́ {fee}); {held}.',
  creditAboveLimit: '{amount} ju òpin wálẹ́ẹ̀tì rẹ lọ, ó sì ń dúró dè ọ́',
  creditFrozen:
    'Báńkì ń di ìfiránṣẹ́ yìí mú títí a ó fi jẹ́rìísí BVN àkáǹtì rẹ; ó máa wọ wálẹ́ẹ̀tì rẹ ní kété tí báńkì bá tú u sílẹ̀.',
  mismatchAttempt: '{received} ló dé dípò {expected}: à ń dá a padà sí báńkì rẹ gẹ́gẹ́ bí òfin báńkì.',
  lateAttempt:
    '{received} dé lẹ́yìn tí àkáǹtì yìí ti parí tàbí tí a ti sanwó rẹ̀: à ń dá a padà sí báńkì rẹ gẹ́gẹ́ bí òfin báńkì.',
  waiting:
    'Fi {amount} gan-an ránṣẹ́ sí {accountNumber} ({bankName}) kí ó tó di {expiresAt}. Àkáǹtì yìí ń gba ìsanwó kan ṣoṣo yìí nìkan.',
  transferExpired:
    'Àkókò láti san owó òdà yìí nípasẹ̀ gbígbé owó láti báńkì ti tán, kò sì sí ìfiránṣẹ́ iye gan-an tó dé, nítorí náà a kò gba nǹkan kan. Ìfiránṣẹ́ èyíkéyìí tó dé pẹ́ tàbí tí iye rẹ̀ yàtọ̀ ni à ń dá padà sí báńkì rẹ gẹ́gẹ́ bí òfin báńkì.',
  transferWaiting: 'À ń dúró de ìfiránṣẹ́ owó rẹ.',
  transferArrived: 'Ìfiránṣẹ́ owó rẹ ti dé.',
  timeIsUp: 'Àkókò ìsanwó ti tán; à ń ṣàyẹ̀wò bóyá ìfiránṣẹ́ rẹ dé lásìkò.',
  orderNotFound: 'A kò rí òdà yẹn. Jọ̀ọ́ bẹ̀rẹ̀ lẹ́ẹ̀kan sí i.',
  paidFromWallet:
    'Láti wálẹ́ẹ̀tì ni a ti ń san owó òdà yìí, kì í ṣe nípasẹ̀ gbígbé owó láti báńkì. Bẹ̀rẹ̀ òdà tuntun kí o sì yan Pay by bank transfer.',
  paidByCard:
    'Pẹ̀lú káàdì ni a ti ń san owó òdà yìí, kì í ṣe nípasẹ̀ gbígbé owó láti báńkì. Bẹ̀rẹ̀ òdà tuntun kí o sì yan Pay by bank transfer.',
  orderFinished: 'Òdà yìí ti parí; bẹ̀rẹ̀ òdà tuntun láti ra tíkẹ́ẹ̀tì sí i.',
  accountBeingPrepared: 'À ń pèsè nọ́ńbà àkáǹtì fún òdà yìí; tún gbìyànjú láìpẹ́.',
  noAccountNumber:
    'Báńkì kò lè fún wa ní nọ́ńbà àkáǹtì fún ìsanwó yìí. A kò gba nǹkan kan; tún gbìyànjú láìpẹ́, tàbí sanwó pẹ̀lú káàdì.',
  noTransferStarted: 'A kò bẹ̀rẹ̀ gbígbé owó láti báńkì fún òdà yìí.',
});
