import { translate } from '@chancepay/shared/i18n/messages';
import { switcherMessages } from './switcher.messages';

export default translate(switcherMessages, 'pcm', {
  label: 'Language',
});
