import { translate } from '@chancepay/shared/i18n/messages';
import type { sessionExpiringMessages } from './session-expiring.messages';

export default translate<typeof sessionExpiringMessages>('auth.sessionExpiring', 'pcm', {
  title: 'Your time don near finish',
  inactive: 'You never do anything for some time. We go log you out soon.',
  stayQuestion: 'You wan still dey inside?',
  countdown: 'We go log you out in {time}',
  secondsLeft: 'We go log you out in {seconds} seconds',
  logout: 'Logout',
  stay: 'I still dey here',
});
