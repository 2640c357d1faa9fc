import { translate } from '@chancepay/shared/i18n/messages';
import type { sessionExpiringMessages } from './session-expiring.messages';

export default translate<typeof sessionExpiringMessages>('auth.sessionExpiring', 'ig', {
  title: 'Oge nbanye na-agwụ',
  inactive: 'Ị meghị ihe ọ bụla kemgbe oge. A ga-ewepụ gị n’oge na-adịghị anya.',
  stayQuestion: 'Ị chọrọ ịnọgide n’ime ya?',
  countdown: 'Ị ga-apụ n’ime {time}',
  secondsLeft: 'Ị ga-apụ n’ime sekọnd {seconds}',
  logout: 'Pụọ',
  stay: 'Nọgide n’ime',
});
