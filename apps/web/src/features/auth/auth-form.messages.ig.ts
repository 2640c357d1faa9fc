import { translate } from '@chancepay/shared/i18n/messages';
import type { authFormMessages } from './auth-form.messages';

export default translate<typeof authFormMessages>('auth.form', 'ig', {
  showPassword: 'Gosi okwuntughe',
  hidePassword: 'Zoo okwuntughe',
  phoneNumber: 'Nọmba ekwentị',
  newPassword: 'Okwuntughe ọhụrụ',
  confirmNewPassword: 'Dee okwuntughe ọhụrụ ọzọ',
  codeFromSms: 'Koodu dị na SMS',
  sendNewCode: 'Ziga koodu ọhụrụ',
  sending: 'Ọ na-eziga',
  saving: 'Ọ na-echekwa',
  errorTryAgain: 'Nsogbu mere. Biko nwaa ọzọ.',
  passwordsDoNotMatch: 'Okwuntughe abụọ ahụ adabaghị.',
  codeFormat: 'Tinye koodu nwere ọnụọgụ 6 dị na SMS.',
  phoneInvalid: 'Tinye nọmba ekwentị Naịjirịa ziri ezi, dị ka 08031234567.',
  phonePrefix: 'Were 0 ma ọ bụ +234 malite nọmba ahụ, dị ka 08031234567.',
  phoneForeign: 'Ọ bụ naanị nọmba ekwentị Naịjirịa ka anyị na-anabata. Tinye otu dị ka 08031234567.',
  phoneNotMobile: 'Tinye nọmba ekwentị mkpanaaka Naịjirịa, dị ka 08031234567.',
  verifyPhoneTitle: 'Nyochaa nọmba ekwentị gị',
  codeSentTo: 'Anyị ezigala koodu nwere ọnụọgụ 6 na {phone}.',
  code: 'Koodu',
  verify: 'Nyochaa',
  phoneVerified: 'Anyị enyochaala nọmba ekwentị gị.',
  newCodeSent: 'Anyị ezigala koodu ọhụrụ.',
});
