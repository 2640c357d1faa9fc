import { translate } from '@chancepay/shared/i18n/messages';
import { accountMessages } from './accounts.messages';

export default translate(accountMessages, 'ha', {
  notSignedIn: 'Da fatan ka shiga don ci gaba.',
  usernameRule:
    'Yi amfani da haruffa, lambobi, ɗigo, alamar - ko _ guda 3 zuwa 30 a sunan mai amfani, tare da aƙalla harafi ɗaya.',
  usernameTaken: 'An riga an ɗauki wannan sunan mai amfani. Zaɓi wani.',
  emailTaken: 'Wani asusu yana amfani da wannan imel. Shiga, ko sake saita kalmar sirrinka.',
  phoneTaken: 'An riga an yi rajista da wannan lambar waya. Shiga maimakon haka.',
  resumedSignUp:
    'Ka riga ka fara rajista da waɗannan bayanan. Shigar da lambar tabbatarwa da muka aika zuwa {phone}, ko ka nemi sabuwa.',
  signUpExpired: 'Rajistarka ta ƙare. Da fatan ka sake yin rajista.',
  passwordTooShort: 'Yi amfani da aƙalla haruffa {count} a kalmar sirrinka.',
  passwordTooLong: 'Kada ka wuce haruffa {count} a kalmar sirrinka.',
  passwordCommon:
    'Wannan kalmar sirri ta zama ruwan dare kuma tana da sauƙin tsammani. Zaɓi wata, misali wasu kalmomi da ba su da alaƙa.',
  passwordPersonal: 'Kada kalmar sirrinka ta ƙunshi sunan mai amfani, imel ko lambar wayarka.',
  loginFailed: 'Sunan mai amfani ko kalmar sirri ba daidai ba ne.',
  accountLocked: 'An kulle wannan asusu. Tuntuɓi taimako don a buɗe shi.',
  accountClosed: 'An rufe wannan asusu. Don sake amfani da ChancePay, yi rajistar sabon asusu.',
  tooManyLogins: 'An gwada shiga ba daidai ba sau da yawa. Sake gwadawa bayan {wait}.',
  oneSecond: 'daƙiƙa 1',
  seconds: 'daƙiƙa {count}',
  oneMinute: 'minti 1',
  minutes: 'minti {count}',
  codeExpired: 'Wannan lambar tabbatarwa ta ƙare. Nemi sabuwa.',
  codeUsedUp: 'An yi kuskure sau da yawa da wannan lambar. Nemi sabuwa.',
  codeWrongOneTryLeft: 'Wannan lambar ba daidai ba ce. Saura maka gwaji 1.',
  codeWrongTriesLeft: 'Wannan lambar ba daidai ba ce. Saura maka gwaji {count}.',
  phoneAlreadyVerified: 'An riga an tabbatar da wannan lambar waya. Za ka iya shiga.',
  tooManyCodes: 'Ka nemi lambobin tabbatarwa 3 a cikin awa ɗayan da ta wuce. Sake gwadawa bayan {wait}.',
  smsUnavailable: 'Ba za mu iya aika SMS yanzu ba. Da fatan a sake gwadawa anjima.',
  smsRefused: 'Ba mu iya aika SMS zuwa wannan lambar waya ba. Duba ta ko yi amfani da wata.',
  noPhone: 'Wannan asusu ba shi da lambar waya.',
  resetLinkInvalid: 'Wannan mahaɗin sake saiti ba daidai ba ne ko ya ƙare. Nemi sabo.',
  resetLinkSent:
    'Idan akwai asusu da ke amfani da wannan imel, mun aika masa mahaɗin sake saita kalmar sirri.',
  tooManyResetLinks: 'An nemi mahaɗan sake saiti da yawa. Sake gwadawa bayan {wait}.',
  resetCodeSent:
    'Idan akwai asusu da ke amfani da wannan lambar waya, mun tura masa lambar tabbatarwa mai lamba 6. Tana aiki na minti 10.',
  resetCodeWrong:
    'Wannan lambar ba daidai ba ce ko ta ƙare. Duba SMS ɗin, ko nemi sabuwar lamba (kowace lamba tana da gwaji 5).',
  tooManyResetCodes: 'An nemi ko an gwada lambobin sake saiti da yawa. Sake gwadawa bayan {wait}.',
  movedWon: 'Mun saka {amount} da wannan lambar ta ci a walat ɗinka.',
  movedRefund: 'Mun saka {amount} da aka mayar wa wannan lambar (kuɗin da aka dawo) a walat ɗinka.',
  movedWonAndRefund:
    'Mun saka {amount} da aka ajiye wa wannan lambar ({won} da aka ci da {returned} da aka mayar maka) a walat ɗinka.',
});
