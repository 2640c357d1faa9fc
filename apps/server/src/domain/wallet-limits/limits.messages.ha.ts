import { translate } from '@chancepay/shared/i18n/messages';
import { limitMessages } from './limits.messages';

export default translate(limitMessages, 'ha', {
  underAge:
    'Bayanan shaidarka da aka tabbatar sun nuna ba ka kai shekara 18 ba, don haka wannan asusu ba zai iya sayen tikiti ba. ChancePay na manya ne kawai.',
  tierZeroMoneyOut: 'Tabbatar da BVN ko NIN ɗinka don ka biya daga walat ɗinka ko ka aika kuɗi.',
  verifyBvnOrNin: 'Tabbatar da BVN ko NIN ɗinka',
  verifyNin: 'Tabbatar da NIN ɗinka',
  verifyBvn: 'Tabbatar da BVN ɗinka',
  verifyBvnAndNin: 'Tabbatar da BVN da NIN ɗinka',
  proveAddress: 'Kawo shaidar adireshinka',
  nextStep: '{step} don ka iya aika har {amount} a rana.',
  dailyLimit: 'Walat ɗinka yana Mataki na {tier}: za ka iya ƙara aika {amount} yau. {next}',
  dailyLimitAtTop:
    'Walat ɗinka yana Mataki na {tier}: za ka iya ƙara aika {amount} yau. Iyakar tana farawa sabo da tsakar dare, agogon Lagos.',
  capVerifyBvnAndNin: 'tabbatar da BVN da NIN ɗinka',
  capVerifyNin: 'tabbatar da NIN ɗinka',
  capVerifyBvn: 'tabbatar da BVN ɗinka',
  capProveAddress: 'kawo shaidar adireshinka',
  heldWaiting: '{amount} yana jiranka: {step} don ka karɓa',
  heldOnItsWay: '{amount} yana kan hanyarsa zuwa walat ɗinka',
  phoneWalletWaiting:
    '{amount} da aka ajiye wa wannan lambar yana jiranka: tabbatar da BVN ko NIN ɗinka don ka karɓa.',
});
