import { translate } from '@chancepay/shared/i18n/messages';
import type { resetMessages } from './reset-password.messages';

export default translate<typeof resetMessages>('auth.resetPassword', 'yo', {
  title: 'Yí ọ̀rọ̀ aṣínà padà',
  emailIntro: 'Tẹ ímeèlì àkáǹtì rẹ, a ó sì fi ìjápọ̀ ránṣẹ́ sí ọ láti yan ọ̀rọ̀ aṣínà tuntun.',
  email: 'Ímeèlì',
  sendLink: 'Fi ìjápọ̀ ránṣẹ́',
  linkSent: 'A ti fi ìjápọ̀ ránṣẹ́! Jọ̀ọ́ wo ímeèlì rẹ.',
  linkFailed: 'A kò lè fi ìjápọ̀ ránṣẹ́.',
  linkFailedBecause: 'A kò lè fi ìjápọ̀ ránṣẹ́. {reason}',
  checkingLink: 'À ń ṣàyẹ̀wò ìjápọ̀ rẹ',
  resetPassword: 'Yí ọ̀rọ̀ aṣínà padà',
  resetDone: 'A ti yí ọ̀rọ̀ aṣínà padà! O lè wọlé báyìí.',
  resetFailed: 'A kò lè yí ọ̀rọ̀ aṣínà padà.',
  bySmsTitle: 'Tàbí gba kóòdù nípasẹ̀ SMS',
  bySmsIntro:
    'Tẹ nọ́ńbà fóònù tí o jẹ́rìísí nígbà tí o forúkọ sílẹ̀ (0803…, +234…), a ó sì fi kóòdù ránṣẹ́ sí ọ.',
  bySmsForm: 'Yí i padà nípasẹ̀ SMS',
  textMeCode: 'Fi kóòdù ránṣẹ́ sí mi',
  codeTexted: 'A ti fi kóòdù ránṣẹ́ sí ọ.',
  setNewPassword: 'Fi ọ̀rọ̀ aṣínà tuntun sí i',
  backToLogin: 'Padà sí ibi ìwọlé',
});
