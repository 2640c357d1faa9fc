import { translate } from '@chancepay/shared/i18n/messages';
import type { moneyHighlightMessages } from './money-highlight.messages';

export default translate<typeof moneyHighlightMessages>('buying.money', 'yo', {
  yourWin: 'Ohun tí o jẹ',
  youWon: 'O jẹ {amount}',
  prizeAndTax: 'Ẹ̀bùn àti owó orí lórí rẹ̀',
  prizeGross: 'Ẹ̀bùn (kí a tó yọ owó orí)',
  taxWithheld: 'Owó orí tí a yọ ({rate})',
  taxPaidByChancePay: 'Owó orí ({rate}, ChancePay ló san án)',
  prizeNet: 'Ẹ̀bùn tí a san (lẹ́yìn owó orí)',
  paidToShop: 'A ó san án fún ṣọ́ọ̀bù tí o yàn.',
  nowInWallet: 'Ó ti wà nínú wálẹ́ẹ̀tì rẹ báyìí',
  nowInWalletWithBalance: 'Ó ti wà nínú wálẹ́ẹ̀tì rẹ báyìí – iye owó tó kù <balance>{balance}</balance>',
  savedForPhone: 'A ti fi {amount} pamọ́ fún {phone} – forúkọ sílẹ̀ pẹ̀lú nọ́ńbà yìí láti gbà á jáde.',
  yourPrize: 'Ẹ̀bùn rẹ',
  phoneYouPaidWith: 'nọ́ńbà fóònù tí o fi sanwó',
  goToMyWallet: 'Lọ sí wálẹ́ẹ̀tì mi',
  withdraw: 'Gba owó jáde',
  signUpToUseIt: 'Forúkọ sílẹ̀ láti lò ó',
  share: 'Pín',
  shareOnWhatsApp: 'Pín lórí WhatsApp',
  shareText: 'Mo ṣẹ̀ṣẹ̀ jẹ {amount} lórí ChancePay! {link}',
  yourMoneyBack: 'Owó rẹ tí a dá padà',
  returnedToYou: 'A ti dá {amount} padà fún ọ',
  backInWallet: 'Ó ti padà sínú wálẹ́ẹ̀tì rẹ.',
  backInWalletWithBalance: 'Ó ti padà sínú wálẹ́ẹ̀tì rẹ – iye owó tó kù {balance}.',
  savedForYourPhone:
    'A ti fi pamọ́ fún nọ́ńbà fóònù tí o fi sanwó – forúkọ sílẹ̀ pẹ̀lú nọ́ńbà náà láti gbà á jáde.',
});
