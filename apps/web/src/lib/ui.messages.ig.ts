import { translate } from '@chancepay/shared/i18n/messages';
import type { uiMessages } from './ui.messages';

export default translate<typeof uiMessages>('lib.ui', 'ig', {
  copy: 'Detuo',
  copied: 'Edetuola ya',
  copyWhat: 'Detuo {what}',
  couldNotCopy: 'Anyị enweghị ike idetuo ya ebe a. A họọla {what}: pịa ya jide, wee họrọ Copy (Detuo).',
  closeAlert: 'Mechie ozi a',
});
