import { translate } from '@chancepay/shared/i18n/messages';
import { apiProfileMessages } from './profile.messages';

export default translate(apiProfileMessages, 'ha', {
  playForCustomersOnly:
    'Iyakar kashe kuɗi da dakatar da kai na asusun abokan ciniki ne: asusun masu shago ba sa sayen tikiti.',
  addressProofUploaded:
    "An ɗora shaidar adireshinka. Za mu ɗaga iyakokinka da zarar jami'in bin doka ya karɓe ta.",
  dataExportQuota: 'Ka sauke bayananka sau 10 yau. Sake gwadawa gobe, ko ka nemi taimako ya ba ka kwafi.',
  accountClosed:
    "An rufe asusunka kuma an fitar da kai a ko'ina. Za a goge bayananka na sirri a ranar {date}; ana ajiye bayanan da doka ta buƙata na shekara 5.",
});
