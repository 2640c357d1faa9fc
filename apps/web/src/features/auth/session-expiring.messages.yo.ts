import { translate } from '@chancepay/shared/i18n/messages';
import type { sessionExpiringMessages } from './session-expiring.messages';

export default translate<typeof sessionExpiringMessages>('auth.sessionExpiring', 'yo', {
  title: 'Àkókò ìwọlé ń parí',
  inactive: 'O kò ṣe nǹkan kan fún ìgbà díẹ̀. A ó mú ọ jáde láìpẹ́.',
  stayQuestion: 'Ṣé o fẹ́ wà nínú ṣíbẹ̀?',
  countdown: 'A ó mú ọ jáde ní {time}',
  secondsLeft: 'A ó mú ọ jáde ní ìṣẹ́jú-àáyá {seconds}',
  logout: 'Jáde',
  stay: 'Dúró sínú',
});
