import { translate } from '@chancepay/shared/i18n/messages';
import type { afterCheckoutMessages } from './after-checkout.messages';

export default translate<typeof afterCheckoutMessages>('buying.afterCheckout', 'ha', {
  confirmingPaymentOf: 'Ana tabbatar da biyan kuɗinka na {amount}...',
  confirmingPayment: 'Ana tabbatar da biyan kuɗinka...',
  whatHappensNow: 'Me zai faru yanzu',
  notCharged: 'Ba a cire maka kuɗi ba',
  noMoneyLeft:
    'Babu kuɗin da ya fita daga asusunka. Sake gwadawa da wani kati, ko ka biya ta tura kuɗi ta banki ko USSD.',
  tryAgain: 'Sake gwadawa',
  notCompletedTitle: 'Biyan kuɗi bai kammala ba',
  notConfirmedYetTitle: 'Har yanzu ba mu iya tabbatar da wannan biyan kuɗin ba',
  notChargedYet: 'Ba a cire maka kuɗi ba.',
  providerSilent:
    'Kamfanin biyan kuɗi bai amsa ba tukuna. Idan kuɗi ya fita daga asusunka, zai bayyana a nan da zarar an tabbatar.',
  continuePayment: 'Ci gaba da biya',
  startAgain: 'Fara daga farko',
  paidJustNow: 'Ka biya yanzu? Yana iya ɗaukar minti ɗaya kafin ya iso mana.',
  checkAgain: 'Sake dubawa',
  noReferenceHelp:
    'Wannan shafi yana nuna yadda biyan kuɗi ya kasance idan ka dawo daga biya. Hanyar da ka buɗe ba ta ambaci wani biyan kuɗi ba, kuma ba a biya komai a nan ba.',
  seeMyLastPayment: 'Duba biyan kuɗina na ƙarshe',
  goHome: 'Je shafin farko',
  buyMoreTickets: 'Sayi ƙarin tikiti',
  backToWallet: 'Koma walat',
  setALimit: 'Saita iyaka',
});
