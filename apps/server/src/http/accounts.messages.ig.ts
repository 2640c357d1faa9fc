import { translate } from '@chancepay/shared/i18n/messages';
import { apiAccountMessages } from './accounts.messages';

export default translate(apiAccountMessages, 'ig', {
  noAccess: 'Ị nweghị ikike ịbanye ebe a.',
  sessionEnded: 'Oge ịbanye gị agwụla. Biko banye ọzọ.',
  loginSuccess: 'Ịbanye gara nke ọma.',
  verifyPhoneFirst:
    'Nyochaa nọmba ekwentị gị iji mechaa ndebanye aha: tinye koodu anyị zigara site na SMS, ma ọ bụ rịọ maka nke ọhụrụ.',
  tokenRefreshed: 'Emeghaala token ọhụrụ.',
  loggedOut: 'Ị pụọla.',
  tooManySignUps: 'Ndebanye aha dị ukwuu site na netwọk a. Nwaa ọzọ ma emechaa.',
  tooManyCodesToPhone: 'E zigala ọtụtụ koodu na nọmba ekwentị a. Nwaa ọzọ ma emechaa.',
  codeSent: 'Anyị ezigala koodu nwere ọnụọgụ 6 na {phone}. Tinye ya iji nyochaa nọmba ekwentị gị.',
  tooManyCodeAttempts: 'Ọtụtụ mbọ koodu. Nwaa ọzọ ma emechaa.',
  newCodeSent: 'Anyị ezigala koodu ọhụrụ na {phone}.',
  verifiedSignedIn: 'Anyị enyochaala nọmba ekwentị gị. Nnọọ na ChancePay!',
  verifiedSignedInWithMoney: 'Anyị enyochaala nọmba ekwentị gị. Nnọọ na ChancePay! {money}',
  resetSuccess: 'Ntọgharị okwuntughe gara nke ọma! Ị nwere ike ịbanye ugbu a.',
  pinChanged: 'Agbanweela PIN azụmahịa gị.',
  pinSet: 'Atọọla PIN azụmahịa gị. Ị ga-etinye ya iji kwado nzipu ego ọ bụla.',
  pinResetCodeSent: 'Anyị ezigala koodu nwere ọnụọgụ 6 na {phone}. Tinye ya tinyere PIN ọhụrụ.',
  pinReset: 'Atọọla PIN azụmahịa ọhụrụ gị, emepekwala ya.',
});
