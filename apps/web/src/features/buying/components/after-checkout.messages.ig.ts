import { translate } from '@chancepay/shared/i18n/messages';
import type { afterCheckoutMessages } from './after-checkout.messages';

export default translate<typeof afterCheckoutMessages>('buying.afterCheckout', 'ig', {
  confirmingPaymentOf: 'Anyị na-enyocha ịkwụ ụgwọ {amount} gị...',
  confirmingPayment: 'Anyị na-enyocha ịkwụ ụgwọ gị...',
  whatHappensNow: 'Ihe na-esote',
  notCharged: 'Ewepụghị ego gị',
  noMoneyLeft:
    'Ego ọ bụla esighị n’akaụntụ gị pụọ. Nwaa ọzọ site na kaadị ọzọ, ma ọ bụ kwụọ ụgwọ site n’ibufe ego site na ụlọ akụ ma ọ bụ USSD.',
  tryAgain: 'Nwaa ọzọ',
  notCompletedTitle: 'Ịkwụ ụgwọ emezughị',
  notConfirmedYetTitle: 'Anyị enwebeghị ike inyocha ịkwụ ụgwọ a',
  notChargedYet: 'Ewepụbeghị ego gị.',
  providerSilent:
    'Ụlọ ọrụ ịkwụ ụgwọ azabeghị. Ọ bụrụ na ego esila n’akaụntụ gị pụọ, ọ ga-apụta ebe a ozugbo e nyochachara ya.',
  continuePayment: 'Gaa n’ihu ịkwụ ụgwọ',
  startAgain: 'Malite ọzọ',
  paidJustNow: 'Ị kwụrụ ụgwọ ugbu a? O nwere ike iwe otu nkeji tupu ọ rute anyị.',
  checkAgain: 'Lelee ọzọ',
  noReferenceHelp:
    'Peeji a na-egosi otú ịkwụ ụgwọ si gaa mgbe ị lọghachiri site n’ịkwụ ụgwọ. Njikọ i mepere akpọghị aha ịkwụ ụgwọ ọ bụla, ọ dịghịkwa ihe a kwụrụ ebe a.',
  seeMyLastPayment: 'Lee ịkwụ ụgwọ m ikpeazụ',
  goHome: 'Gaa na peeji mbụ',
  buyMoreTickets: 'Zụta tiketi ndị ọzọ',
  backToWallet: 'Laghachi na wallet',
  setALimit: 'Tọọ oke',
});
