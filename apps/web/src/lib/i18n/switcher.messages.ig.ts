import { translate } from '@chancepay/shared/i18n/messages';
import type { switcherMessages } from './switcher.messages';

export default translate<typeof switcherMessages>('switcher', 'ig', {
  label: 'Asụsụ',
});
