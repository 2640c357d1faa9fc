import { translate } from '@chancepay/shared/i18n/messages';
import type { notFoundMessages } from './not-found.messages';

export default translate<typeof notFoundMessages>('notFound', 'ha', {
  title: 'Ba a sami shafin ba',
  heading: 'Ba mu sami wannan shafi ba',
  hint: 'Wataƙila adireshin ya tsufa ko an rubuta shi ba daidai ba.',
  backToHome: 'Koma shafin farko',
});
