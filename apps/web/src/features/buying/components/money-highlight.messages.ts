import {
  defineMessages,
  emptyCatalog,
  translatorFor,
  type Translator,
} from '@chancepay/shared/i18n/messages';

/** A win's amount, its tax and where the money is; a refund's; and the share text (MoneyHighlight.tsx). */
export const moneyHighlightMessages = defineMessages('buying.money', {
  yourWin: 'Your win',
  youWon: 'You won {amount}',
  prizeAndTax: 'Prize and winnings tax',
  // The gross / tax / net lines, as packages/shared/src/winnings-tax.ts words them for receipts.
  prizeGross: 'Prize (gross)',
  taxWithheld: 'Winnings tax withheld ({rate})',
  taxPaidByChancePay: 'Winnings tax ({rate}, paid by ChancePay)',
  prizeNet: 'Prize paid (net)',
  paidToShop: 'We pay it to the shop you chose.',
  nowInWallet: 'Now in your wallet',
  nowInWalletWithBalance: 'Now in your wallet – balance <balance>{balance}</balance>',
  savedForPhone: '{amount} is saved for {phone} – sign up with this number to withdraw it.',
  yourPrize: 'Your prize',
  phoneYouPaidWith: 'the phone number you paid with',
  goToMyWallet: 'Go to my wallet',
  withdraw: 'Withdraw',
  signUpToUseIt: 'Sign up to use it',
  share: 'Share',
  shareOnWhatsApp: 'Share on WhatsApp',
  shareText: 'I just won {amount} on ChancePay! {link}',
  yourMoneyBack: 'Your money back',
  returnedToYou: '{amount} returned to you',
  backInWallet: 'It is back in your wallet.',
  backInWalletWithBalance: 'It is back in your wallet – balance {balance}.',
  savedForYourPhone:
    'It is saved for the phone number you paid with – sign up with that number to withdraw it.',
});

export type MoneyHighlightTranslator = Translator<(typeof moneyHighlightMessages)['en']>;

export const englishMoneyHighlight: MoneyHighlightTranslator = translatorFor(
  moneyHighlightMessages,
  emptyCatalog,
);
