import { translate } from '@chancepay/shared/i18n/messages';
import { closeAccountMessages } from './close-account.messages';

export default translate(closeAccountMessages, 'ha', {
  wrongPassword: 'Kalmar sirrin ba daidai ba ce. Asusunka yana nan a buɗe.',
  vendor:
    'Taimakon ChancePay ne ke rufe asusun kasuwanci, bayan sun tura kuɗin walat ɗinsa zuwa banki. Tuntuɓi taimako.',
  alreadyClosed: 'An riga an rufe wannan asusu.',
  tooManyWrongPasswords: 'Kalmomin sirri marasa daidai sun yi yawa. Sake gwadawa bayan minti {count}.',
  walletNotEmpty:
    'Walat ɗinka yana da {amount}. Ka fara tura su zuwa asusun bankinka (Dashboard, Transfer), sannan ka rufe asusunka.',
  heldNotEmpty:
    'Ana riƙe maka {amount} saboda ya wuce iyakar walat ɗinka. Tabbatar da shaidarka a wannan shafin don ka karɓa, ka tura shi bankinka, sannan ka rufe asusunka.',
  transferInFlight:
    'Akwai turawa zuwa bankinka da ke kan hanya. Rufe asusunka da zarar ta iso (ko ta dawo walat ɗinka).',
  orderAwaitingPayment:
    'Akwai odarka da ke jiran biyan kuɗi. Rufe asusunka da zarar ta ƙare (bai wuce yini ɗaya ba).',
});
