import { translate } from '@chancepay/shared/i18n/messages';
import { uiMessages } from './ui.messages';

export default translate(uiMessages, 'ig', {
  copy: 'Detuo',
  copied: 'Edetuola ya',
  copyWhat: 'Detuo {what}',
  couldNotCopy: 'Anyị enweghị ike idetuo ya ebe a. A họọla {what}: pịa ya jide, wee họrọ Copy (Detuo).',
  closeAlert: 'Mechie ozi a',
});
