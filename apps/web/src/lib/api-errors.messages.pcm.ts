import { translate } from '@chancepay/shared/i18n/messages';
import type { apiErrorMessages } from './api-errors.messages';

export default translate<typeof apiErrorMessages>('lib.apiErrors', 'pcm', {
  networkError: 'Network wahala. Abeg check your internet connection, then try again.',
  invalidResponse: 'The answer wey the server send no correct.',
  timedOut: 'E don take too long. Abeg try again.',
  requestFailedWithStatus: 'E no work ({status}).',
  requestFailed: 'E no work.',
});
