import { translate } from '@chancepay/shared/i18n/messages';
import type { appMessages } from './app.messages';

export default translate<typeof appMessages>('app.frame', 'yo', {
  pageFailed: 'Àṣìṣe kan wáyé lójú-ìwé yìí',
  pageFailedHelp: 'Owó rẹ wà láìléwu. Tún ojú-ìwé náà ṣí, tàbí padà sí ojú-ìwé àkọ́kọ́ kí o tún gbìyànjú.',
  backToHome: 'Padà sí ojú-ìwé àkọ́kọ́',
  pageDidNotLoad: 'Ojú-ìwé yìí kò ṣí',
  pageDidNotLoadHelp: 'Ṣàyẹ̀wò ìsopọ̀ íntánẹ́ẹ̀tì rẹ, lẹ́yìn náà tún ojú-ìwé náà ṣí.',
  reload: 'Tún ṣí',
  noDashboardForRole: 'Dashboard yìí wà fún àwọn oníbàárà àti olùtajà. Àkáǹtì rẹ kò ní dashboard níbí.',
});
