import { translate } from '@chancepay/shared/i18n/messages';
import type { moneyHighlightMessages } from './money-highlight.messages';

export default translate<typeof moneyHighlightMessages>('buying.money', 'ig', {
  yourWin: 'Mmeri gị',
  youWon: 'Ị meriri {amount}',
  prizeAndTax: 'Onyinye na ụtụ isi ya',
  prizeGross: 'Onyinye (tupu ụtụ isi)',
  taxWithheld: 'Ụtụ isi e wepụrụ ({rate})',
  taxPaidByChancePay: 'Ụtụ isi ({rate}, ChancePay kwụrụ ya)',
  prizeNet: 'Onyinye a kwụrụ (mgbe ụtụ isi gasịrị)',
  paidToShop: 'Anyị ga-akwụ ya n’ụlọ ahịa ị họrọ.',
  nowInWallet: 'Ọ nọ na wallet gị ugbu a',
  nowInWalletWithBalance: 'Ọ nọ na wallet gị ugbu a – ego fọdụrụ <balance>{balance}</balance>',
  savedForPhone: 'Echekwara {amount} maka {phone} – debanye aha na nọmba a iji wepụta ya.',
  yourPrize: 'Onyinye gị',
  phoneYouPaidWith: 'nọmba ekwentị i ji kwụọ ụgwọ',
  goToMyWallet: 'Gaa na wallet m',
  withdraw: 'Wepụta ego',
  signUpToUseIt: 'Debanye aha iji ya',
  share: 'Kesaa',
  shareOnWhatsApp: 'Kesaa na WhatsApp',
  shareText: 'Ugbu a ka m meriri {amount} na ChancePay! {link}',
  yourMoneyBack: 'Ego gị eweghachiri',
  returnedToYou: 'Eweghachiri gị {amount}',
  backInWallet: 'Ọ laghachila na wallet gị.',
  backInWalletWithBalance: 'Ọ laghachila na wallet gị – ego fọdụrụ {balance}.',
  savedForYourPhone:
    'Echekwara ya maka nọmba ekwentị i ji kwụọ ụgwọ – debanye aha na nọmba ahụ iji wepụta ya.',
});
