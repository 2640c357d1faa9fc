import { defineMessages } from '@chancepay/shared/i18n/messages';

// The problems in the same words as the server's, so a field reads the same whichever side caught it.
export const signupMessages = defineMessages('auth.signup', {
  signUp: 'Sign up',
  signingUp: 'Signing up',
  username: 'Username',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  phoneHint: 'We text a code to this number to check it is yours.',
  adult: 'I am 18 years old or older',
  startAgain: 'Start again with other details',
  haveAccount: 'Already have an account? <login>Login</login>',
  usernameProblem:
    'Use 3 to 30 letters, digits, dots, dashes or underscores for your username, with at least one letter.',
  emailProblem: 'Enter a valid email address, like ada@example.com.',
  passwordTooShort: 'Use at least 12 characters for your password.',
  passwordTooLong: 'Use at most 128 characters for your password.',
  ageProblem: 'You must be 18 or older to use ChancePay.',
});
