import { translate } from '@chancepay/shared/i18n/messages';
import { identityMessages } from './identity.messages';

export default translate(identityMessages, 'ha', {
  vendorsByBusiness: 'Ana tabbatar da asusun masu shago ta rajistar kasuwancinsu.',
  accountNotFound: 'Ba a sami asusun ba.',
  underAgeStatus:
    'Bayanan shaidarka sun nuna ba ka kai shekara 18 ba: wannan asusu ba zai iya sayen tikiti ko aika kuɗi ba.',
  retryable: "Ba mu iya samun hukumar tantance mutum ba. Sake gwadawa bayan 'yan mintuna.",
  tooManyLookups: 'Ka gwada tabbatarwa sau da yawa yau. Sake gwadawa gobe, ko ka tuntuɓi taimako.',
  consent: 'Sanya alama a akwatin don mu duba {label} ɗinka a wurin hukumar tantance mutum.',
  digits: 'Shigar da lambobi 11 na {label} ɗinka.',
  notFound: 'Ba mu sami bayanai na wannan {label} ba. Duba lambobi 11 ɗin sannan ka sake gwadawa.',
  nameMismatch:
    'Sunan da ke kan wannan {label} bai dace da sunan da ka rubuta ba. Duba rubutun sunanka na farko da na mahaifinka kamar yadda suke a {label} ɗinka, sannan ka sake gwadawa.',
  underAge:
    'Bayanan wannan {label} sun nuna ba ka kai shekara 18 ba. ChancePay na manya ne kawai: wannan asusu ba zai iya sayen tikiti ko aika kuɗi ba.',
  nameDisagrees:
    'Sunan da ke kan wannan {label} bai dace da {other} ɗinka da aka tabbatar ba. Dole bayanan biyu su yi daidai: nemi wanda ya bayar ya gyara wanda ba daidai ba, ko ka tuntuɓi taimako.',
  birthDisagrees:
    'Ranar haihuwa da ke kan wannan {label} ba ta dace da {other} ɗinka da aka tabbatar ba. Dole bayanan biyu su yi daidai: nemi wanda ya bayar ya gyara wanda ba daidai ba, ko ka tuntuɓi taimako.',
  bothDisagree:
    'Suna da ranar haihuwa da ke kan wannan {label} ba su dace da {other} ɗinka da aka tabbatar ba. Dole bayanan biyu su yi daidai: nemi wanda ya bayar ya gyara wanda ba daidai ba, ko ka tuntuɓi taimako.',
  duplicate:
    'Wannan {label} na wani asusun ChancePay ne. Kowane {label} zai iya tabbatar da asusu ɗaya kawai: shiga wannan asusun, ko ka tuntuɓi taimako idan ba naka ba ne.',
  alreadyVerified: 'An riga an tabbatar da {label} ɗinka mai ƙarewa da {last4}.',
  verified:
    'An tabbatar da {label} ɗinka da sunan {name}. Kana Mataki na {tier}: za ka iya aika har {amount} a rana.',
  nextVerifyBvnOrNin:
    'Tabbatar da BVN ko NIN ɗinka don ka iya aika kuɗi daga walat ɗinka (har {amount} a rana).',
  nextVerifyNin: 'Tabbatar da NIN ɗinka don ka iya aika har {amount} a rana.',
  nextVerifyBvn: 'Tabbatar da BVN ɗinka don ka iya aika har {amount} a rana.',
  nextAddressPending: 'Ana duba shaidar adireshinka. Za mu ɗaga iyakokinka da zarar an karɓe ta.',
  nextAddressNoCap:
    'Ɗora shaidar adireshi don ɗaga iyakokinka: aika har {amount} a rana ba tare da iyaka a ragowar kuɗinka ba.',
  nextAddressCap:
    'Ɗora shaidar adireshi don ɗaga iyakokinka: aika har {amount} a rana kuma ka riƙe har {cap}.',
  fullyVerified: 'An tabbatar da shaidarka gaba ɗaya.',
  emptyFile: 'Fayil ɗin babu komai. Zaɓi hoto ko PDF na takardarka.',
  fileTooLarge: 'Fayil ɗin ya wuce 5 MB. Ɗora ƙaramin hoto ko PDF.',
  fileType: 'Ɗora hoton JPEG ko PNG, ko PDF, na shaidar adireshinka.',
  notTierTwo: 'Tabbatar da BVN da NIN ɗinka (Mataki na 2) kafin ka ɗora shaidar adireshi.',
  addressAlreadyAccepted: 'An riga an karɓi shaidar adireshinka.',
  addressPending: 'Ana riga ana duba shaidar adireshinka. Jira hukuncin kafin ka ɗora wata.',
});
