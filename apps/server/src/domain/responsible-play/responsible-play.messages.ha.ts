import { translate } from '@chancepay/shared/i18n/messages';
import { playMessages } from './responsible-play.messages';

export default translate(playMessages, 'ha', {
  accountNotFound: 'Ba a sami asusun ba. Da fatan ka sake shiga.',
  excludedUntil: 'Ka dakatar da kanka daga sayen tikiti har zuwa {date}.',
  alreadyExcluded:
    'Ka riga ka dakatar da kanka har zuwa {date}. Ba za a iya rage ko soke dakatarwa ba; zaɓi lokaci mafi tsawo don ƙara ta.',
  signedOutRefusal: 'Wannan lambar waya ba za ta iya sayen tikiti yanzu ba.',
  overDailyLimit:
    'Wannan oda ({amount}) za ta wuce iyakar tikitinka ta yau da kullum ta {limit}; za ka iya ƙara kashe {left} yau.',
  overMonthlyLimit:
    'Wannan oda ({amount}) za ta wuce iyakar tikitinka ta wata ta {limit}; za ka iya ƙara kashe {left} a wannan watan.',
  reachedDailyLimit: 'Ka kai iyakar tikitinka ta yau da kullum ta {limit}; za ka iya sake sayen tikiti gobe.',
  reachedMonthlyLimit: 'Ka kai iyakar tikitinka ta wata ta {limit}; za ka iya sake sayen tikiti daga {date}.',
  noLimit: 'babu iyaka',
  dailyNow: 'Iyakarka ta yau da kullum yanzu {amount} ce.',
  monthlyNow: 'Iyakarka ta wata yanzu {amount} ce.',
  dailyRemoved: 'Za a cire iyakarka ta yau da kullum ta {amount} a {when}; kafin nan tana nan.',
  monthlyRemoved: 'Za a cire iyakarka ta wata ta {amount} a {when}; kafin nan tana nan.',
  dailyRises: 'Iyakarka ta yau da kullum za ta tashi zuwa {amount} a {when}; kafin nan tana nan a {current}.',
  monthlyRises: 'Iyakarka ta wata za ta tashi zuwa {amount} a {when}; kafin nan tana nan a {current}.',
  dailyIncreaseCancelled: 'Iyakarka ta yau da kullum tana nan a {amount}; an soke ƙarin da ka nema.',
  monthlyIncreaseCancelled: 'Iyakarka ta wata tana nan a {amount}; an soke ƙarin da ka nema.',
  dailyUnchanged: 'Iyakarka ta yau da kullum ba ta canza ba.',
  monthlyUnchanged: 'Iyakarka ta wata ba ta canza ba.',
  twoChanges: '{first} {second}',
});
