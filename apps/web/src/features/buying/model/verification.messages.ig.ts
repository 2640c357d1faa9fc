import { translate } from '@chancepay/shared/i18n/messages';
import type { verificationMessages } from './verification.messages';

export default translate<typeof verificationMessages>('buying.verification', 'ig', {
  verifyingTitle: 'Daalụ!',
  verifyingText: 'Anyị na-arụ ọrụ na arịrịọ gị, biko chere.',
  wonTitle: 'Ị meriri!',
  wonSubtitle: 'Ị mere nke ọma!',
  wonText: 'Ị meriri ịtụ nza a!',
  lostTitle: 'Ịtụ nza agwụla',
  lostSubtitle: 'Enweghị chioma ugbu a, ọ ga-aka mma oge ọzọ!',
  lostText: 'Anyị anabatala ntinye gị nke ọma.',
  creditedTitle: 'Etinyela ego na wallet',
  creditedText: 'Anyị eweghachila ego gị.',
  creditedNotice:
    'N’ihi na ego i kwụrụ adabaghị, ị nweghị ike isonye n’ịtụ nza ahụ. Etinyela ego i kwụrụ na wallet gị.',
  failedTitle: 'Ịkwụ ụgwọ adaghị',
  verificationFailed: 'Nyocha adaghị.',
  noReference: 'Enweghị nọmba ntụaka.',
  paymentCancelled: 'Akagbuola ịkwụ ụgwọ ahụ. Biko nwaa ọzọ.',
  verificationError: 'Njehie nyocha: {detail}',
  unknownError: 'njehie amaghị',
  outcomeWon: 'Ị kwụọla ụgwọ, a tụọla nza: ị meriri.',
  outcomeLost: 'Ị kwụọla ụgwọ, a tụọla nza: enweghị chioma ugbu a.',
  outcomeRefunded: 'Ị banyeghị: ego gị alọghachila.',
  outcomeNotThrough: 'Ịkwụ ụgwọ ahụ agaghị.',
  outcomeNotConfirmed: 'Anyị enyochabeghị ịkwụ ụgwọ ahụ.',
});
