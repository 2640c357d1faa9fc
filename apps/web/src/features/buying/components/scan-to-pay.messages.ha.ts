import { translate } from '@chancepay/shared/i18n/messages';
import type { scanToPayMessages } from './scan-to-pay.messages';

export default translate<typeof scanToPayMessages>('buying.scanToPay', 'ha', {
  intro: 'Biya wannan shagon da katinka ka samu damar samun sayayyarka kyauta.',
  loadingShop: 'Ana loda bayanan shagon...',
  notAvailable: 'Scan2Pay4Me ba ya samuwa a yanzu. Da fatan ka sake gwadawa daga baya.',
  shopNotFound: 'Ba mu samu wannan shagon ba. Duba QR code ɗin ka sake gwadawa.',
  address: 'Adireshi',
  industry: 'Nau’in kasuwanci',
  phone: 'Waya',
  contact: 'Wanda za a tuntuɓa',
  spendableAmount: 'Kuɗin da za a iya kashewa',
  notGiven: 'Babu',
  payThisShop: 'Biya wannan shagon',
  amountDueToShop: 'Kuɗin da shagon ke bin ka',
  tickets: 'Tikiti',
  shopPaidEitherWay:
    'Ko ta yaya shagon zai karɓi kuɗin da yake bin ka. Idan ka ci, za mu mayar maka da wannan kuɗin: sayayyarka ta zama kyauta.',
});
