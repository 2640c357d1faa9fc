import { translate } from '@chancepay/shared/i18n/messages';
import type { signupMessages } from './signup.messages';

export default translate<typeof signupMessages>('auth.signup', 'ha', {
  signUp: 'Yi rajista',
  signingUp: 'Ana yin rajista',
  username: 'Sunan mai amfani',
  email: 'Imel',
  password: 'Kalmar sirri',
  confirmPassword: 'Sake rubuta kalmar sirri',
  phoneHint: 'Za mu tura lamba zuwa wannan lambar don tabbatar da cewa taka ce.',
  adult: 'Shekaruna 18 ko fiye',
  startAgain: 'Sake farawa da wasu bayanai',
  haveAccount: 'Kana da asusu tuni? <login>Shiga</login>',
  usernameProblem:
    'Yi amfani da haruffa, lambobi, ɗigo, layi ko layin ƙasa 3 zuwa 30 don sunan mai amfani, tare da aƙalla harafi ɗaya.',
  emailProblem: 'Shigar da adireshin imel mai kyau, kamar ada@example.com.',
  passwordTooShort: 'Kalmar sirrinka ta kasance aƙalla haruffa 12.',
  passwordTooLong: 'Kalmar sirrinka kada ta wuce haruffa 128.',
  ageProblem: 'Sai kana da shekara 18 ko fiye kafin ka yi amfani da ChancePay.',
});
