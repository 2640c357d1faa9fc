import { translate } from '@chancepay/shared/i18n/messages';
import type { apiErrorMessages } from './api-errors.messages';

export default translate<typeof apiErrorMessages>('lib.apiErrors', 'yo', {
  networkError: 'Ìṣòro nẹ́tíwọ̀ọ̀kì. Jọ̀ọ́ ṣàyẹ̀wò ìsopọ̀ íntánẹ́ẹ̀tì rẹ, kí o sì tún gbìyànjú.',
  invalidResponse: 'Ìdáhùn tí sáfà fi ránṣẹ́ kò bá ìlànà mu.',
  timedOut: 'Ìbéèrè náà pẹ́ jù láìsí ìdáhùn. Jọ̀ọ́ tún gbìyànjú.',
  requestFailedWithStatus: 'Ìbéèrè náà kò ṣàṣeyọrí ({status}).',
  requestFailed: 'Ìbéèrè náà kò ṣàṣeyọrí.',
});
