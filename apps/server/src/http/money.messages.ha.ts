import { translate } from '@chancepay/shared/i18n/messages';
import { apiMoneyMessages } from './money.messages';

export default translate(apiMoneyMessages, 'ha', {
  transferSuccessful: 'An tura {amount} cikin nasara!',
  settlementSuccessful: 'An biya {amount} cikin nasara!',
  transferPending: 'Ana aiwatar da turawarka ta {amount}. Duba Transaction Reports don ganin sakamako.',
  settlementPending: 'Ana aiwatar da biyan kuɗinka na {amount}. Duba Transaction Reports don ganin sakamako.',
  transferRefused:
    'Hada-hadar ba ta yi nasara ba. Da fatan a sake gwadawa. Bankin bai karɓi turawar ba; {amount} ya dawo cikin walat.',
  settlementRefused:
    'Hada-hadar ba ta yi nasara ba. Da fatan a sake gwadawa. Bankin bai karɓi biyan kuɗin ba; {amount} ya dawo cikin walat.',
  nameEnquiryQuota: 'Ka duba asusun banki 30 a cikin awa ɗayan da ta wuce. Sake gwadawa anjima.',
  noVendor: 'Wannan asusu ba shi da bayanan kasuwanci. Nemi mai gudanarwa ya kammala saitin.',
  customersOnlyAccountNumber: 'Abokan ciniki ne kawai ke da lambar asusu don saka kuɗi.',
  accountOpensQuota:
    'Ka gwada buɗe lambar asusunka sau da yawa yau. Sake gwadawa gobe, ko ka tuntuɓi taimako.',
});
