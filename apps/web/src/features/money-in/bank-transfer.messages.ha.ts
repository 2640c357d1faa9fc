import { translate } from '@chancepay/shared/i18n/messages';
import type { bankTransferMessages } from './bank-transfer.messages';

export default translate<typeof bankTransferMessages>('moneyIn.bankTransfer', 'ha', {
  title: 'Biya ta tura kuɗi ta banki',
  loading: 'Ana loda bayanan asusun…',
  loadFailed:
    'Mun kasa loda bayanan asusun. Duba intanet ɗinka, sannan ka sake gwadawa. Idan ka riga ka aika kuɗin, suna lafiya: sakamakonka zai bayyana a nan da zarar mun isa sabar mu.',
  tryAgain: 'Sake gwadawa',
  sendExactly: 'Aika daidai <amount>{amount}</amount>',
  notAKobo:
    'Kada ka ƙara ko ka rage ko kobo ɗaya: wani adadi daban, ko turawa bayan lokaci ya ƙare, za a mayar da shi bankinka bisa dokokin banki kuma ba zai biya wannan odar ba.',
  timeLeft: 'Lokacin da ya rage',
  until: '(har zuwa {time})',
  timeUp: 'Lokaci ya ƙare. Muna dubawa a karo na ƙarshe ko turawarka ta iso.',
  waiting: 'Muna jiran turawarka. Bar wannan shafin a buɗe: sakamakonka zai bayyana da zarar kuɗin ya iso.',
  checkFailed: 'Mun kasa dubawa yanzu. Za mu ci gaba da gwadawa muddin wannan shafin yana buɗe.',
  arrived: 'Turawarka ta iso. Ana kai ka zuwa sakamakonka…',
  expired:
    'Wannan lambar asusun ta ƙare, kuma ba mu karɓi {amount} a kan lokaci ba. Ba a cire komai don wannan odar ba. Kuɗin da aka aika zuwa gare ta yanzu za a mayar da shi bankinka bisa dokokin banki.',
  startAgain: 'Fara sabo',
  notTaken: 'Turawar da ba mu iya karɓa ba',
  returnedMismatch:
    'Ba a karɓi {amount} a matsayin biya ba saboda ba daidai {exact} ba ne: za a mayar da shi bankinka bisa dokokin banki.',
  returnedLate:
    'Ba a karɓi {amount} a matsayin biya ba saboda ya iso bayan lambar asusun ta ƙare: za a mayar da shi bankinka bisa dokokin banki.',
  timeUpAnnounced: 'Lokaci ya ƙare don wannan lambar asusun.',
  minuteLeft: 'Minti {minutes} ya rage don aika kuɗin.',
  minutesLeft: 'Mintuna {minutes} sun rage don aika kuɗin.',
});
