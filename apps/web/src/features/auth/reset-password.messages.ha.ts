import { translate } from '@chancepay/shared/i18n/messages';
import type { resetMessages } from './reset-password.messages';

export default translate<typeof resetMessages>('auth.resetPassword', 'ha', {
  title: 'Sabunta kalmar sirri',
  emailIntro: 'Shigar da imel ɗin asusunka, za mu aiko maka da mahaɗi don zaɓar sabuwar kalmar sirri.',
  email: 'Imel',
  sendLink: 'Aiko mahaɗi',
  linkSent: 'An aiko mahaɗin! Da fatan ka duba imel ɗinka.',
  linkFailed: 'Ba a iya aiko mahaɗin ba.',
  linkFailedBecause: 'Ba a iya aiko mahaɗin ba. {reason}',
  checkingLink: 'Ana duba mahaɗinka',
  resetPassword: 'Sabunta kalmar sirri',
  resetDone: 'An sabunta kalmar sirri! Yanzu kana iya shiga.',
  resetFailed: 'Ba a iya sabunta kalmar sirri ba.',
  bySmsTitle: 'Ko karɓi lamba ta SMS',
  bySmsIntro:
    'Shigar da lambar wayar da ka tabbatar lokacin rajista (0803…, +234…) za mu tura maka lambar tabbatarwa.',
  bySmsForm: 'Sabunta ta SMS',
  textMeCode: 'Tura min lamba',
  codeTexted: 'Mun tura maka lambar tabbatarwa.',
  setNewPassword: 'Ajiye sabuwar kalmar sirri',
  backToLogin: 'Koma wurin shiga',
});
