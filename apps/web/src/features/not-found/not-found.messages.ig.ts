import { translate } from '@chancepay/shared/i18n/messages';
import { notFoundMessages } from './not-found.messages';

export default translate(notFoundMessages, 'ig', {
  title: 'Ahụghị ibe a',
  heading: 'Anyị ahụghị ibe ahụ',
  hint: 'Ikekwe njikọ ahụ emeela ochie ma ọ bụ e dehiere ya.',
  backToHome: 'Laghachi n’ibe mbụ',
});
