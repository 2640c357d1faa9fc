import { translate } from '@chancepay/shared/i18n/messages';
import type { notFoundMessages } from './not-found.messages';

export default translate<typeof notFoundMessages>('notFound', 'ig', {
  title: 'Ahụghị ibe a',
  heading: 'Anyị ahụghị ibe ahụ',
  hint: 'Ikekwe njikọ ahụ emeela ochie ma ọ bụ e dehiere ya.',
  backToHome: 'Laghachi n’ibe mbụ',
});
