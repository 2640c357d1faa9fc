import { translate } from '@chancepay/shared/i18n/messages';
import type { appMessages } from './app.messages';

export default translate<typeof appMessages>('app.frame', 'ha', {
  pageFailed: 'Wani abu ya lalace a wannan shafi',
  pageFailedHelp: 'Kuɗinka suna nan lafiya. Sake buɗe shafin, ko ka koma shafin farko ka sake gwadawa.',
  backToHome: 'Koma shafin farko',
  pageDidNotLoad: 'Wannan shafi bai buɗe ba',
  pageDidNotLoadHelp: 'Duba haɗin intanet ɗinka, sannan ka sake buɗe shafin.',
  reload: 'Sake buɗewa',
  noDashboardForRole: 'Wannan dashboard na kwastomomi da masu shago ne. Asusunka ba shi da dashboard a nan.',
});
