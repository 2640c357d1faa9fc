import { defineMessages } from '@chancepay/shared/i18n/messages';

/** After a payment: /thank-you's shell and its help, a payment not completed, and the ways on from a result. */
export const afterCheckoutMessages = defineMessages('buying.afterCheckout', {
  // ConfirmingPaymentShell.tsx
  confirmingPaymentOf: 'Confirming your payment of {amount}...',
  confirmingPayment: 'Confirming your payment...',
  // AfterCheckout.tsx
  whatHappensNow: 'What happens now',
  notCharged: 'You were not charged',
  noMoneyLeft: 'No money left your account. Try again with another card, or pay by bank transfer or USSD.',
  tryAgain: 'Try again',
  notCompletedTitle: 'Payment not completed',
  notConfirmedYetTitle: 'We could not confirm this payment yet',
  notChargedYet: 'You have not been charged.',
  providerSilent:
    'The payment provider has not answered. If money left your account, it will show here once confirmed.',
  continuePayment: 'Continue payment',
  startAgain: 'Start again',
  paidJustNow: 'Paid just now? It can take a minute to reach us.',
  checkAgain: 'Check again',
  noReferenceHelp:
    'This page shows how a payment went when you come back from paying. The link you opened does not name a payment, and nothing was paid here.',
  seeMyLastPayment: 'See my last payment',
  goHome: 'Go to the home page',
  // The ways on from a result (WalletPaymentResult.tsx, ThankYouPage.tsx)
  buyMoreTickets: 'Buy more tickets',
  backToWallet: 'Back to wallet',
  setALimit: 'Set a limit',
});
