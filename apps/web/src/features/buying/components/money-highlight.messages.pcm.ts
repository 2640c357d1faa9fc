import { translate } from '@chancepay/shared/i18n/messages';
import type { moneyHighlightMessages } from './money-highlight.messages';

export default translate<typeof moneyHighlightMessages>('buying.money', 'pcm', {
  yourWin: 'Wetin you win',
  youWon: 'You don win {amount}',
  prizeAndTax: 'Prize and tax wey we remove',
  prizeGross: 'Prize (before tax)',
  taxWithheld: 'Tax wey we remove ({rate})',
  taxPaidByChancePay: 'Tax ({rate}, ChancePay pay am)',
  prizeNet: 'Prize wey we pay (after tax)',
  paidToShop: 'We go pay am to the shop wey you choose.',
  nowInWallet: 'E don enter your wallet',
  nowInWalletWithBalance: 'E don enter your wallet – balance <balance>{balance}</balance>',
  savedForPhone: 'We don keep {amount} for {phone} – sign up with this number make you fit withdraw am.',
  yourPrize: 'Your prize',
  phoneYouPaidWith: 'the phone number wey you take pay',
  goToMyWallet: 'Go my wallet',
  withdraw: 'Withdraw',
  signUpToUseIt: 'Sign up make you use am',
  share: 'Share',
  shareOnWhatsApp: 'Share for WhatsApp',
  shareText: 'I just win {amount} for ChancePay! {link}',
  yourMoneyBack: 'Your money wey come back',
  returnedToYou: 'We don return {amount} to you',
  backInWallet: 'E don return to your wallet.',
  backInWalletWithBalance: 'E don return to your wallet – balance {balance}.',
  savedForYourPhone:
    'We don keep am for the phone number wey you take pay – sign up with that number make you fit withdraw am.',
});
