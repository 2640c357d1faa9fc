import { translate } from '@chancepay/shared/i18n/messages';
import { identityMessages } from './identity.messages';

export default translate(identityMessages, 'ig', {
  vendorsByBusiness: 'A na-enyocha akaụntụ ndị ahịa site na ndebanye aha azụmahịa ha.',
  accountNotFound: 'Anyị ahụghị akaụntụ ahụ.',
  underAgeStatus:
    'Ndekọ njirimara gị na-egosi na ị gbabeghị afọ 18: akaụntụ a enweghị ike ịzụta tiketi ma ọ bụ zipu ego.',
  retryable: 'Anyị enweghị ike iru ọrụ njirimara. Nwaa ọzọ mgbe nkeji ole na ole gachara.',
  tooManyLookups: 'Ị nwaala inyocha ọtụtụ ugboro taa. Nwaa ọzọ echi, ma ọ bụ kpọtụrụ enyemaka.',
  consent: 'Kaa igbe ahụ akara ka anyị nyochaa {label} gị n’ọrụ njirimara.',
  digits: 'Tinye ọnụọgụ 11 nke {label} gị.',
  notFound: 'Anyị ahụghị ndekọ ọ bụla maka {label} a. Lelee ọnụọgụ 11 ahụ wee nwaa ọzọ.',
  nameMismatch:
    'Aha dị na {label} a adabaghị n’aha ị dere. Lelee otú i siri dee aha mbụ na aha nna gị dịka ha dị na {label} gị, wee nwaa ọzọ.',
  underAge:
    'Ndekọ {label} a na-egosi na ị gbabeghị afọ 18. ChancePay bụ naanị maka ndị okenye: akaụntụ a enweghị ike ịzụta tiketi ma ọ bụ zipu ego.',
  nameDisagrees:
    'Aha dị na {label} a adabaghị na {other} gị e nyochara. Ndekọ abụọ ahụ ga-adakọrịrị: gwa onye nyere ya ka o mezie nke ezighị ezi, ma ọ bụ kpọtụrụ enyemaka.',
  birthDisagrees:
    'Ụbọchị ọmụmụ dị na {label} a adabaghị na {other} gị e nyochara. Ndekọ abụọ ahụ ga-adakọrịrị: gwa onye nyere ya ka o mezie nke ezighị ezi, ma ọ bụ kpọtụrụ enyemaka.',
  bothDisagree:
    'Aha na ụbọchị ọmụmụ dị na {label} a adabaghị na {other} gị e nyochara. Ndekọ abụọ ahụ ga-adakọrịrị: gwa onye nyere ya ka o mezie nke ezighị ezi, ma ọ bụ kpọtụrụ enyemaka.',
  duplicate:
    '{label} a bụ nke akaụntụ ChancePay ọzọ. {label} ọ bụla nwere ike inyocha naanị otu akaụntụ: banye n’akaụntụ ahụ, ma ọ bụ kpọtụrụ enyemaka ma ọ bụrụ na ọ bụghị nke gị.',
  alreadyVerified: 'Anyị enyochaalarị {label} gị na-ejedebe na {last4}.',
  verified:
    'Anyị enyochaala {label} gị n’aha {name}. Ị nọ na Ọkwa {tier}: ị nwere ike izipu ruo {amount} kwa ụbọchị.',
  nextVerifyBvnOrNin: 'Nyochaa BVN ma ọ bụ NIN gị ka ị zipu ego site na wallet gị (ruo {amount} kwa ụbọchị).',
  nextVerifyNin: 'Nyochaa NIN gị ka ị zipu ruo {amount} kwa ụbọchị.',
  nextVerifyBvn: 'Nyochaa BVN gị ka ị zipu ruo {amount} kwa ụbọchị.',
  nextAddressPending: 'A na-enyocha akaebe adreesị gị. Anyị ga-ebuli oke gị ozugbo a nabatara ya.',
  nextAddressNoCap:
    'Bulite akaebe adreesị iji buli oke gị: zipu ruo {amount} kwa ụbọchị na-enweghị oke n’ego gị.',
  nextAddressCap: 'Bulite akaebe adreesị iji buli oke gị: zipu ruo {amount} kwa ụbọchị ma jide ruo {cap}.',
  fullyVerified: 'Enyochaala njirimara gị kpamkpam.',
  emptyFile: 'Faịlụ ahụ tọgbọrọ chakoo. Họrọ foto ma ọ bụ PDF nke akwụkwọ gị.',
  fileTooLarge: 'Faịlụ ahụ karịrị 5 MB. Bulite foto ma ọ bụ PDF pere mpe.',
  fileType: 'Bulite foto JPEG ma ọ bụ PNG, ma ọ bụ PDF, nke akaebe adreesị gị.',
  notTierTwo: 'Nyochaa BVN na NIN gị (Ọkwa 2) tupu ị bulite akaebe adreesị.',
  addressAlreadyAccepted: 'Anabatalarị akaebe adreesị gị.',
  addressPending: 'A na-enyochalarị akaebe adreesị gị. Chere mkpebi tupu ị bulite nke ọzọ.',
});
