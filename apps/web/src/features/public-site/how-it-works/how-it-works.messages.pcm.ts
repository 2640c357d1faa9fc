import { translate } from '@chancepay/shared/i18n/messages';
import type { howItWorksMessages } from './how-it-works.messages';

export default translate<typeof howItWorksMessages>('publicSite.howItWorks', 'pcm', {
  title: 'How E Dey Work',
  lead: 'Three steps from your first ticket reach money for your bank account.',
  noAccountNeeded:
    'You no need account to buy ticket: pay with your phone number and we go keep any money wey you win for that number. Account go add wallet, transfer to your bank and your history.',
  step: 'Step {number}.',
  signUpTitle: 'Sign Up',
  signUp:
    'Open account with username, your email, your Nigerian phone number and strong password. You must be 18 years or pass.',
  verifyTitle: 'Confirm Say Na You',
  verify:
    'We go send one-time code to your phone. When you enter am, e show say the number na your own, and any money wey you win wey we keep for that number go enter your wallet.',
  bankingTitle: 'Start Banking',
  banking:
    'Buy tickets, check your wallet balance, see all your transactions, and send money to any Nigerian bank account.',
  featuresTitle: 'Why people dey use ChancePay',
  instantDrawsTitle: 'Quick draws wey you fit prove say dem fair',
  instantDraws:
    'We go draw your order the moment your payment confirm, and the seeds for your receipt make am possible for anybody to check the result.',
  payShopTitle: 'Use your win pay shop',
  payShop: 'With Pay4Me, choose registered shop before you buy; if you win, we go pay the shop for you.',
  walletTitle: 'Naira wallet',
  wallet: 'Cash prize go land for your wallet, ready to spend on tickets or send go your bank.',
  readyTitle: 'You ready to try am?',
});
