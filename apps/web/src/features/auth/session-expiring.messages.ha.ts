import { translate } from '@chancepay/shared/i18n/messages';
import type { sessionExpiringMessages } from './session-expiring.messages';

export default translate<typeof sessionExpiringMessages>('auth.sessionExpiring', 'ha', {
  title: 'Zama na ƙarewa',
  inactive: 'Ba ka yi wani aiki ba na ɗan lokaci. Za a fitar da kai nan ba da jimawa ba.',
  stayQuestion: 'Kana so ka ci gaba da kasancewa a ciki?',
  countdown: 'Fita cikin {time}',
  secondsLeft: 'Fita cikin daƙiƙa {seconds}',
  logout: 'Fita',
  stay: 'Ci gaba a ciki',
});
