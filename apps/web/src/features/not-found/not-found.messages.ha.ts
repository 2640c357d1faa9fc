import { translate } from '@chancepay/shared/i18n/messages';
import { notFoundMessages } from './not-found.messages';

export default translate(notFoundMessages, 'ha', {
  title: 'Ba a sami shafin ba',
  heading: 'Ba mu sami wannan shafi ba',
  hint: 'Wataƙila adireshin ya tsufa ko an rubuta shi ba daidai ba.',
  backToHome: 'Koma shafin farko',
});
