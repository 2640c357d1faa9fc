import { translate } from '@chancepay/shared/i18n/messages';
import type { uiMessages } from './ui.messages';

export default translate<typeof uiMessages>('lib.ui', 'yo', {
  copy: 'Ṣàdàkọ',
  copied: 'A ti ṣàdàkọ',
  copyWhat: 'Ṣàdàkọ {what}',
  couldNotCopy: 'A kò lè ṣàdàkọ níbí. A ti yan {what}: tẹ̀ ẹ́ mọ́lẹ̀ pẹ́, lẹ́yìn náà yan Copy (Ṣàdàkọ).',
  closeAlert: 'Pa ìfiránṣẹ́ yìí dé',
});
