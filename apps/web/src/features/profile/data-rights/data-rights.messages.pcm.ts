import { translate } from '@chancepay/shared/i18n/messages';
import type { dataRightsMessages } from './data-rights.messages';

export default translate<typeof dataRightsMessages>('profile.dataRights', 'pcm', {
  title: 'Your data',
  intro:
    'Download everything wey we keep about you: your profile, your identity status (your BVN and NIN go show only the last four numbers), orders, transfers, messages wey we send, logins and settings. The statement show every money wey enter or comot your wallet. You fit download reach 10 times for one day.',
  downloadData: 'Download my data',
  downloadStatement: 'Download wallet statement (CSV)',
  downloaded: 'We don download {fileName}.',
  closeAccount: 'Close my account',
  emptyFirst:
    'Your wallet must empty first: send the money wey dey inside go your bank with <transfer>Transfer</transfer>.',
  closeWarning:
    'We go log you out for every phone and computer one time, and you no go fit login again. After 14 days we go clear your name, email, phone, date of birth and documents. Law say make we keep the record of your orders, transfers and identity checks for 5 years, for separate place wey na only our compliance team fit see. You fit open new account later.',
  password: 'Your password',
  closing: 'E dey close...',
  closeForGood: 'Close my account forever',
  keepAccount: 'Keep my account',
});
