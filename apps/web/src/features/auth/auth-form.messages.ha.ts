import { translate } from '@chancepay/shared/i18n/messages';
import type { authFormMessages } from './auth-form.messages';

export default translate<typeof authFormMessages>('auth.form', 'ha', {
  showPassword: 'Nuna kalmar sirri',
  hidePassword: 'Ɓoye kalmar sirri',
  phoneNumber: 'Lambar waya',
  newPassword: 'Sabuwar kalmar sirri',
  confirmNewPassword: 'Sake rubuta sabuwar kalmar sirri',
  codeFromSms: 'Lambar tabbatarwa daga SMS',
  sendNewCode: 'Aiko sabuwar lamba',
  sending: 'Ana aikawa',
  saving: 'Ana ajiyewa',
  errorTryAgain: 'An sami matsala. Da fatan za a sake gwadawa.',
  passwordsDoNotMatch: 'Kalmomin sirrin ba iri ɗaya ba ne.',
  codeFormat: 'Shigar da lambar tabbatarwa mai lamba 6 da ke cikin SMS.',
  phoneInvalid: 'Shigar da lambar waya ta Najeriya mai kyau, kamar 08031234567.',
  phonePrefix: 'Fara lambar da 0 ko +234, kamar 08031234567.',
  phoneForeign: 'Lambobin waya na Najeriya kawai ake karɓa. Shigar da irin 08031234567.',
  phoneNotMobile: 'Shigar da lambar wayar hannu ta Najeriya, kamar 08031234567.',
  verifyPhoneTitle: 'Tabbatar da lambar wayarka',
  codeSentTo: 'Mun tura lambar tabbatarwa mai lamba 6 zuwa {phone}.',
  code: 'Lambar tabbatarwa',
  verify: 'Tabbatar',
  phoneVerified: 'An tabbatar da lambar wayarka.',
  newCodeSent: 'Mun aiko maka sabuwar lamba.',
});
