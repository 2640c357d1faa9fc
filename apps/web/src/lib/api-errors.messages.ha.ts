import { translate } from '@chancepay/shared/i18n/messages';
import type { apiErrorMessages } from './api-errors.messages';

export default translate<typeof apiErrorMessages>('lib.apiErrors', 'ha', {
  networkError: 'Matsalar intanet. Da fatan ka duba haɗin intanet ɗinka, sannan ka sake gwadawa.',
  invalidResponse: 'Amsar da sabar ta aiko ba ta da tsari daidai ba.',
  timedOut: 'Lokaci ya ƙure kafin amsa ta zo. Da fatan ka sake gwadawa.',
  requestFailedWithStatus: 'Buƙatar ba ta yi nasara ba ({status}).',
  requestFailed: 'Buƙatar ba ta yi nasara ba.',
});
