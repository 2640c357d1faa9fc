import { translate } from '@chancepay/shared/i18n/messages';
import type { verificationMessages } from './verification.messages';

export default translate<typeof verificationMessages>('buying.verification', 'yo', {
  verifyingTitle: 'Ẹ ṣé o!',
  verifyingText: 'À ń ṣiṣẹ́ lórí ìbéèrè rẹ, jọ̀ọ́ dúró.',
  wonTitle: 'O jáwé olúborí!',
  wonSubtitle: 'Ẹ kú oríire!',
  wonText: 'O jáwé olúborí nínú ìfà-ìbò yìí!',
  lostTitle: 'Ìfà-ìbò ti parí',
  lostSubtitle: 'Kò bọ́ sí i lọ́tẹ̀ yìí, ó kù sí ìgbà míì!',
  lostText: 'A ti gba ìkópa rẹ ní àṣeyọrí.',
  creditedTitle: 'A ti fi owó sí wálẹ́ẹ̀tì',
  creditedText: 'A ti dá owó rẹ padà.',
  creditedNotice:
    'Nítorí pé owó tí o san kò bá a mu, o kò lè kópa nínú ìfà-ìbò náà. A ti fi owó tí o san sí wálẹ́ẹ̀tì rẹ.',
  failedTitle: 'Ìsanwó kò lọ',
  verificationFailed: 'Ìjẹ́rìísí kò yọrí.',
  noReference: 'Kò sí nọ́ńbà ìtọ́kasí.',
  paymentCancelled: 'A ti fagilé ìsanwó náà. Jọ̀ọ́ tún gbìyànjú.',
  verificationError: 'Àṣìṣe ìjẹ́rìísí: {detail}',
  unknownError: 'àṣìṣe tí a kò mọ̀',
  outcomeWon: 'O ti sanwó, a ti fà á: o jáwé olúborí.',
  outcomeLost: 'O ti sanwó, a ti fà á: kò bọ́ sí i lọ́tẹ̀ yìí.',
  outcomeRefunded: 'O kò kópa: owó rẹ ti padà.',
  outcomeNotThrough: 'Ìsanwó náà kò lọ.',
  outcomeNotConfirmed: 'A kò tíì jẹ́rìísí ìsanwó náà.',
});
