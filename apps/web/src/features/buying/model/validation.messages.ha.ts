import { translate } from '@chancepay/shared/i18n/messages';
import type { validationMessages } from './validation.messages';

export default translate<typeof validationMessages>('buying.validation', 'ha', {
  requiredFieldsIncomplete: 'Da fatan ka cike duk wuraren da ake buƙata daidai.',
  allFieldsIncomplete: 'Da fatan ka cike duk wuraren daidai.',
  offline: 'Ba ka kan intanet. Da fatan ka duba haɗin intanet ɗinka ka sake gwadawa.',
  raffleNotLoaded: 'Da fatan ka jira bayanan zaɓe su loda.',
  noVendor: 'Da fatan ka zaɓi mai shago mai rajista.',
  noTickets: 'Da fatan ka zaɓi aƙalla tikiti ɗaya.',
  priceUnavailable: 'Ba a samu farashin tikiti a yanzu ba. Da fatan ka sake gwadawa nan ba da jimawa ba.',
  networkError: 'Matsalar intanet. Da fatan ka duba haɗin intanet ɗinka ka sake gwadawa.',
  submitFailed: 'Ba a iya tura odarka ba. Da fatan ka sake gwadawa.',
  createOrderFailed: 'Ba a iya ƙirƙirar odar ba.',
  scanToPayFailed: 'Ba a iya aiwatar da biyan kuɗin ba. Da fatan ka sake gwadawa.',
  errorWithDetail: 'Kuskure: {detail}',
  noCheckoutUrl: 'Sabar ba ta aiko hanyar shafin biya ba',
  ageConfirmation: 'Da fatan ka tabbatar cewa shekarunka 18 ko fiye kafin ka shiga.',
  email: 'Shigar da adireshin imel mai kyau, kamar name@example.com, ko ka bar shi babu komai.',
  tooManyTickets: 'Za ka iya sayen tikiti {max} ne kawai a oda ɗaya.',
  amountDueTooLarge: 'Kuɗin da wannan shagon ke bin ka ba zai wuce {amount} ba.',
  walletShort:
    'Ragowar kuɗin walat ɗinka bai kai {amount} ba. Zaɓi katin banki, tura kuɗi ta banki ko USSD, ko ka sayi tikiti kaɗan.',
  phoneInvalid: 'Shigar da lambar waya ta Najeriya mai kyau, kamar 08031234567.',
  phonePrefix: 'Fara lambar da 0 ko +234, kamar 08031234567.',
  phoneForeign: 'Lambobin waya na Najeriya kawai ake karɓa. Shigar da irin 08031234567.',
  phoneNotMobile: 'Shigar da lambar wayar hannu ta Najeriya, kamar 08031234567.',
});
