import { translate } from '@chancepay/shared/i18n/messages';
import type { appMessages } from './app.messages';

export default translate<typeof appMessages>('app.frame', 'ig', {
  pageFailed: 'Ihe mebiri na ibe a',
  pageFailedHelp: 'Ego gị dị mma. Bugharịa ibe a, ma ọ bụ laghachi n’ibe mbụ ma nwaa ọzọ.',
  backToHome: 'Laghachi n’ibe mbụ',
  pageDidNotLoad: 'Ibe a emepeghị',
  pageDidNotLoadHelp: 'Lelee njikọ ịntanetị gị, wee bugharịa ibe a.',
  reload: 'Bugharịa',
  noDashboardForRole:
    'Dashboard a bụ maka ndị na-azụ ahịa na ndị na-ere ahịa. Akaụntụ gị enweghị dashboard ebe a.',
});
