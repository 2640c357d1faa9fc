import { translate } from '@chancepay/shared/i18n/messages';
import type { resetMessages } from './reset-password.messages';

export default translate<typeof resetMessages>('auth.resetPassword', 'ig', {
  title: 'Gbanwee okwuntughe',
  emailIntro: 'Tinye email akaụntụ gị, anyị ga-ezitere gị njikọ iji họrọ okwuntughe ọhụrụ.',
  email: 'Email',
  sendLink: 'Ziga njikọ',
  linkSent: 'Anyị ezigala njikọ! Biko lelee email gị.',
  linkFailed: 'Anyị enweghị ike iziga njikọ.',
  linkFailedBecause: 'Anyị enweghị ike iziga njikọ. {reason}',
  checkingLink: 'Anyị na-enyocha njikọ gị',
  resetPassword: 'Gbanwee okwuntughe',
  resetDone: 'Agbanweela okwuntughe! Ị nwere ike ịbanye ugbu a.',
  resetFailed: 'Anyị enweghị ike ịgbanwe okwuntughe.',
  bySmsTitle: 'Ma ọ bụ nata koodu site na SMS',
  bySmsIntro: 'Tinye nọmba ekwentị ị nyochara mgbe ị debanyere aha (0803…, +234…), anyị ga-ezitere gị koodu.',
  bySmsForm: 'Gbanwee site na SMS',
  textMeCode: 'Zitere m koodu',
  codeTexted: 'Anyị ezitela gị koodu.',
  setNewPassword: 'Debe okwuntughe ọhụrụ',
  backToLogin: 'Laghachi na Nbanye',
});
