import { translate } from '@chancepay/shared/i18n/messages';
import { apiProfileMessages } from './profile.messages';

export default translate(apiProfileMessages, 'ig', {
  playForCustomersOnly:
    'Oke mmefu na igbochi onwe gị bụ maka akaụntụ ndị ahịa: akaụntụ ndị na-ere ahịa anaghị azụta tiketi.',
  addressProofUploaded:
    'Ebuliteela akaebe adreesị gị. Anyị ga-ebuli oke gị ozugbo onye ọrụ nnabata iwu nabatara ya.',
  dataExportQuota: 'Ị budatala data gị ugboro 10 taa. Nwaa ọzọ echi, ma ọ bụ rịọ enyemaka ka ha nye gị otu.',
  accountClosed:
    'Emechiela akaụntụ gị, ewepụkwala gị ebe niile. A ga-ehichapụ data onwe gị na {date}; a na-edebe ndekọ iwu chọrọ ruo afọ 5.',
});
