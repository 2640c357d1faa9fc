import { translate } from '@chancepay/shared/i18n/messages';
import type { afterCheckoutMessages } from './after-checkout.messages';

export default translate<typeof afterCheckoutMessages>('buying.afterCheckout', 'pcm', {
  confirmingPaymentOf: 'We dey confirm your payment of {amount}...',
  confirmingPayment: 'We dey confirm your payment...',
  whatHappensNow: 'Wetin go happen now',
  notCharged: 'We no collect your money',
  noMoneyLeft:
    'No money comot from your account. Try again with another card, or pay with bank transfer or USSD.',
  tryAgain: 'Try again',
  notCompletedTitle: 'Payment never complete',
  notConfirmedYetTitle: 'We never fit confirm this payment',
  notChargedYet: 'We never collect your money.',
  providerSilent:
    'The payment company never answer. If money don comot from your account, e go show here once dem confirm am.',
  continuePayment: 'Continue the payment',
  startAgain: 'Start again',
  paidJustNow: 'You just pay now? E fit take one minute before e reach us.',
  checkAgain: 'Check again',
  noReferenceHelp:
    'This page dey show how payment take go when you come back from paying. The link wey you open no name any payment, and nobody pay anything here.',
  seeMyLastPayment: 'See my last payment',
  goHome: 'Go the home page',
  buyMoreTickets: 'Buy more tickets',
  backToWallet: 'Go back to wallet',
  setALimit: 'Set limit',
});
