import { defineMessages } from '@chancepay/shared/i18n/messages';

export const howItWorksMessages = defineMessages('publicSite.howItWorks', {
  title: 'How It Works',
  lead: 'Three steps from your first ticket to money in your bank account.',
  noAccountNeeded:
    'No account is needed to buy a ticket: pay with your phone number and any winnings are kept for it. An account adds the wallet, transfers to your bank and your history.',
  step: 'Step {number}.',
  signUpTitle: 'Sign Up',
  signUp:
    'Create an account with a username, your email, your Nigerian phone number and a strong password. You must be 18 or older.',
  verifyTitle: 'Verify Your Identity',
  verify:
    'We send a one-time code to your phone. Entering it proves the number is yours and moves any winnings kept for that number into your wallet.',
  bankingTitle: 'Start Banking',
  banking:
    'Buy tickets, watch your wallet balance, see every transaction, and send money to any Nigerian bank account.',
  featuresTitle: 'Why people use ChancePay',
  instantDrawsTitle: 'Instant, provably fair draws',
  instantDraws:
    'Your order is drawn the moment your payment is confirmed, and the seeds on your receipt let anyone check the result.',
  payShopTitle: 'Pay a shop with your win',
  payShop: 'With Pay4Me, choose a registered shop before you buy; if you win, the shop is paid for you.',
  walletTitle: 'A naira wallet',
  wallet: 'Cash prizes land in your wallet, ready to spend on tickets or to transfer to your bank.',
  readyTitle: 'Ready to try?',
});
