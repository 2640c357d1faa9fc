import { translate } from '@chancepay/shared/i18n/messages';
import type { uiMessages } from './ui.messages';

export default translate<typeof uiMessages>('lib.ui', 'pcm', {
  copy: 'Copy',
  copied: 'E don copy',
  copyWhat: 'Copy {what}',
  couldNotCopy: 'We no fit copy am here. We don select the {what}: press am hold, then choose Copy.',
  closeAlert: 'Close message',
});
