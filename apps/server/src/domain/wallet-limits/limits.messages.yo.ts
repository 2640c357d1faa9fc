import { translate } from '@chancepay/shared/i18n/messages';
import { limitMessages } from './limits.messages';

export default translate(limitMessages, 'yo', {
  underAge:
    'Ìdánimọ̀ rẹ tí a jẹ́rìísí fi hàn pé o kò tíì pé ọmọ ọdún 18, nítorí náà àkáǹtì yìí kò lè ra tíkẹ́ẹ̀tì. Àwọn àgbàlagbà nìkan ni ChancePay wà fún.',
  tierZeroMoneyOut: 'Jẹ́rìísí BVN tàbí NIN rẹ láti sanwó láti wálẹ́ẹ̀tì rẹ tàbí fi owó ránṣẹ́.',
  verifyBvnOrNin: 'Jẹ́rìísí BVN tàbí NIN rẹ',
  verifyNin: 'Jẹ́rìísí NIN rẹ',
  verifyBvn: 'Jẹ́rìísí BVN rẹ',
  verifyBvnAndNin: 'Jẹ́rìísí BVN àti NIN rẹ',
  proveAddress: 'Fi ẹ̀rí àdírẹ́sì rẹ hàn',
  nextStep: '{step} láti lè fi tó {amount} ránṣẹ́ lójúmọ́.',
  dailyLimit: 'Wálẹ́ẹ̀tì rẹ wà ní Ìpele {tier}: o ṣì lè fi {amount} ránṣẹ́ lónìí. {next}',
  dailyLimitAtTop:
    'Wálẹ́ẹ̀tì rẹ wà ní Ìpele {tier}: o ṣì lè fi {amount} ránṣẹ́ lónìí. Òpin náà máa bẹ̀rẹ̀ lọ́tun ní ọ̀gànjọ́ òru, aago Lagos.',
  capVerifyBvnAndNin: 'jẹ́rìísí BVN àti NIN rẹ',
  capVerifyNin: 'jẹ́rìísí NIN rẹ',
  capVerifyBvn: 'jẹ́rìísí BVN rẹ',
  capProveAddress: 'fi ẹ̀rí àdírẹ́sì rẹ hàn',
  heldWaiting: '{amount} ń dúró dè ọ́: {step} láti gbà á',
  heldOnItsWay: '{amount} ń bọ̀ sínú wálẹ́ẹ̀tì rẹ',
  phoneWalletWaiting: '{amount} tí a pa mọ́ fún nọ́ńbà yìí ń dúró dè ọ́: jẹ́rìísí BVN tàbí NIN rẹ láti gbà á.',
});
