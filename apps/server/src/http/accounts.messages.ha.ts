import { translate } from '@chancepay/shared/i18n/messages';
import { apiAccountMessages } from './accounts.messages';

export default translate(apiAccountMessages, 'ha', {
  noAccess: 'Ba ka da izinin shiga wannan.',
  sessionEnded: 'Zamanka ya ƙare. Da fatan ka sake shiga.',
  loginSuccess: 'An shiga cikin nasara.',
  verifyPhoneFirst:
    'Tabbatar da lambar wayarka don kammala rajista: shigar da lambar da muka aika ta SMS, ko ka nemi sabuwa.',
  tokenRefreshed: 'An sabunta token.',
  loggedOut: 'Ka fita.',
  tooManySignUps: 'Rajista ta yi yawa daga wannan hanyar sadarwa. Sake gwadawa anjima.',
  tooManyCodesToPhone: 'An aika lambobi da yawa zuwa wannan lambar waya. Sake gwadawa anjima.',
  codeSent:
    'Mun aika lambar tabbatarwa mai lamba 6 zuwa {phone}. Shigar da ita don tabbatar da lambar wayarka.',
  tooManyCodeAttempts: 'An gwada lambobi da yawa. Sake gwadawa anjima.',
  newCodeSent: 'Mun aika sabuwar lamba zuwa {phone}.',
  verifiedSignedIn: 'An tabbatar da lambar wayarka. Barka da zuwa ChancePay!',
  verifiedSignedInWithMoney: 'An tabbatar da lambar wayarka. Barka da zuwa ChancePay! {money}',
  resetSuccess: 'An sake saita kalmar sirri cikin nasara! Yanzu za ka iya shiga.',
  pinChanged: 'An canza PIN na hada-hada.',
  pinSet: 'An saita PIN na hada-hada. Za ka shigar da shi don tabbatar da kowace turawa.',
  pinResetCodeSent: 'Mun aika lambar tabbatarwa mai lamba 6 zuwa {phone}. Shigar da ita tare da sabon PIN.',
  pinReset: 'An saita sabon PIN na hada-hada kuma an buɗe shi.',
});
