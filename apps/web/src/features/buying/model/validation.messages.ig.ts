import { translate } from '@chancepay/shared/i18n/messages';
import type { validationMessages } from './validation.messages';

export default translate<typeof validationMessages>('buying.validation', 'ig', {
  requiredFieldsIncomplete: 'Biko dejupụta oghere niile achọrọ nke ọma.',
  allFieldsIncomplete: 'Biko dejupụta oghere niile nke ọma.',
  offline: 'Ị nọghị n’ịntanetị. Biko lelee njikọ ịntanetị gị ma nwaa ọzọ.',
  raffleNotLoaded: 'Biko chere ka nkọwa ịtụ nza bulite.',
  noVendor: 'Biko họrọ onye ahịa debanyere aha.',
  noTickets: 'Biko họrọ opekata mpe otu tiketi.',
  priceUnavailable: 'Ọnụahịa tiketi adịghị ugbu a. Biko nwaa ọzọ n’oge na-adịghị anya.',
  networkError: 'Nsogbu netwọk. Biko lelee njikọ ịntanetị gị ma nwaa ọzọ.',
  submitFailed: 'Anyị enweghị ike iziga ọda gị. Biko nwaa ọzọ.',
  createOrderFailed: 'Anyị enweghị ike ịmepụta ọda ahụ.',
  scanToPayFailed: 'Anyị enweghị ike ịhazi ịkwụ ụgwọ ahụ. Biko nwaa ọzọ.',
  errorWithDetail: 'Njehie: {detail}',
  noCheckoutUrl: 'Sava ezighị njikọ peeji ịkwụ ụgwọ',
  ageConfirmation: 'Biko kwenye na ị gbala afọ 18 ma ọ bụ karịa tupu i sonye.',
  email: 'Tinye adreesị email ziri ezi, dị ka name@example.com, ma ọ bụ hapụ ya efu.',
  tooManyTickets: 'Ị nwere ike ịzụ naanị tiketi {max} n’otu ọda.',
  amountDueTooLarge: 'Ego i ji ụlọ ahịa a enweghị ike ịkarị {amount}.',
  walletShort:
    'Ego fọdụrụ na wallet gị erughị {amount}. Họrọ kaadị, ibufe ego site na ụlọ akụ ma ọ bụ USSD, ma ọ bụ zụta tiketi ole na ole.',
  phoneInvalid: 'Tinye nọmba ekwentị Naịjirịa ziri ezi, dị ka 08031234567.',
  phonePrefix: 'Were 0 ma ọ bụ +234 malite nọmba ahụ, dị ka 08031234567.',
  phoneForeign: 'Ọ bụ naanị nọmba ekwentị Naịjirịa ka anyị na-anabata. Tinye otu dị ka 08031234567.',
  phoneNotMobile: 'Tinye nọmba ekwentị mkpanaaka Naịjirịa, dị ka 08031234567.',
});
