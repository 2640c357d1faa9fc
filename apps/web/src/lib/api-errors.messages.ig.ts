import { translate } from '@chancepay/shared/i18n/messages';
import type { apiErrorMessages } from './api-errors.messages';

export default translate<typeof apiErrorMessages>('lib.apiErrors', 'ig', {
  networkError: 'Nsogbu netwọk. Biko lelee njikọ ịntanetị gị, wee nwaa ọzọ.',
  invalidResponse: 'Azịza sava zitere adịghị n’usoro kwesịrị ekwesị.',
  timedOut: 'Arịrịọ ahụ were ogologo oge. Biko nwaa ọzọ.',
  requestFailedWithStatus: 'Arịrịọ ahụ agaghị nke ọma ({status}).',
  requestFailed: 'Arịrịọ ahụ agaghị nke ọma.',
});
