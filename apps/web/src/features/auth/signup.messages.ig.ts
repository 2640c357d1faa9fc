import { translate } from '@chancepay/shared/i18n/messages';
import type { signupMessages } from './signup.messages';

export default translate<typeof signupMessages>('auth.signup', 'ig', {
  signUp: 'Debanye aha',
  signingUp: 'Ọ na-edebanye aha',
  username: 'Aha njirimara',
  email: 'Email',
  password: 'Okwuntughe',
  confirmPassword: 'Dee okwuntughe ọzọ',
  phoneHint: 'Anyị ga-ezitere nọmba a koodu iji hụ na ọ bụ nke gị.',
  adult: 'Agam afọ 18 ma ọ bụ karịa',
  startAgain: 'Malite ọzọ na nkọwa ndị ọzọ',
  haveAccount: 'Ị nweelarị akaụntụ? <login>Banye</login>',
  usernameProblem:
    'Jiri mkpụrụedemede, ọnụọgụ, ntụpọ, ahịrị ma ọ bụ ahịrị ala 3 ruo 30 maka aha njirimara gị, ma opekata mpe otu mkpụrụedemede.',
  emailProblem: 'Tinye adreesị email ziri ezi, dị ka ada@example.com.',
  passwordTooShort: 'Okwuntughe gị ga-enwe opekata mpe mkpụrụ 12.',
  passwordTooLong: 'Okwuntughe gị agaghị agafe mkpụrụ 128.',
  ageProblem: 'Ị ga-eruriri afọ 18 tupu i jiri ChancePay.',
});
