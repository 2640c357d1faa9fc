import { translate } from '@chancepay/shared/i18n/messages';
import type { uiMessages } from './ui.messages';

export default translate<typeof uiMessages>('lib.ui', 'ha', {
  copy: 'Kwafa',
  copied: 'An kwafa',
  copyWhat: 'Kwafa {what}',
  couldNotCopy: 'Ba a iya kwafa a nan ba. An zaɓi {what}: danna ka riƙe, sannan ka zaɓi Copy (Kwafa).',
  closeAlert: 'Rufe saƙon',
});
