import { translate } from '@chancepay/shared/i18n/messages';
import type { verificationMessages } from './verification.messages';

export default translate<typeof verificationMessages>('buying.verification', 'ha', {
  verifyingTitle: 'Na gode!',
  verifyingText: 'Muna aiwatar da buƙatarka, da fatan ka jira.',
  wonTitle: 'Ka ci!',
  wonSubtitle: 'Barka da nasara!',
  wonText: 'Ka ci wannan zaɓe!',
  lostTitle: 'An kammala zaɓe',
  lostSubtitle: 'Ba sa’a ba yau, sai wani lokaci!',
  lostText: 'An karɓi shigarka cikin nasara.',
  creditedTitle: 'An saka kuɗi a walat',
  creditedText: 'Mun mayar maka da kuɗinka.',
  creditedNotice:
    'Saboda kuɗin da ka biya bai yi daidai ba, ba ka iya shiga zaɓen ba. An saka kuɗin da ka biya a walat ɗinka.',
  failedTitle: 'Biyan kuɗi bai yi nasara ba',
  verificationFailed: 'Tabbatarwa ta gaza.',
  noReference: 'Ba a bayar da lambar shaida ba.',
  paymentCancelled: 'An soke biyan kuɗin. Da fatan ka sake gwadawa.',
  verificationError: 'Kuskuren tabbatarwa: {detail}',
  unknownError: 'kuskuren da ba a sani ba',
  outcomeWon: 'An biya, an yi zaɓe: ka ci.',
  outcomeLost: 'An biya, an yi zaɓe: ba sa’a ba wannan karon.',
  outcomeRefunded: 'Ba ka shiga ba: kuɗinka sun dawo.',
  outcomeNotThrough: 'Biyan kuɗin bai tafi ba.',
  outcomeNotConfirmed: 'Ba a tabbatar da biyan kuɗin ba.',
});
