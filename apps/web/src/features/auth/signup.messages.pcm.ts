import { translate } from '@chancepay/shared/i18n/messages';
import type { signupMessages } from './signup.messages';

export default translate<typeof signupMessages>('auth.signup', 'pcm', {
  signUp: 'Sign up',
  signingUp: 'E dey sign you up',
  username: 'Username',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Type the password again',
  phoneHint: 'We go text code go this number to check say na your own.',
  adult: 'I don reach 18 years or pass am',
  startAgain: 'Start again with different details',
  haveAccount: 'You get account already? <login>Login</login>',
  usernameProblem:
    'Use 3 to 30 letters, numbers, dots, dashes or underscores for your username, and make one of dem be letter.',
  emailProblem: 'Put correct email address, like ada@example.com.',
  passwordTooShort: 'Make your password get at least 12 characters.',
  passwordTooLong: 'Your password no fit pass 128 characters.',
  ageProblem: 'You must reach 18 years before you fit use ChancePay.',
});
