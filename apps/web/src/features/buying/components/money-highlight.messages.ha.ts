import { translate } from '@chancepay/shared/i18n/messages';
import type { moneyHighlightMessages } from './money-highlight.messages';

export default translate<typeof moneyHighlightMessages>('buying.money', 'ha', {
  yourWin: 'Nasararka',
  youWon: 'Ka ci {amount}',
  prizeAndTax: 'Kyauta da harajin nasara',
  prizeGross: 'Kyauta (kafin haraji)',
  taxWithheld: 'Harajin da aka cire ({rate})',
  taxPaidByChancePay: 'Haraji ({rate}, ChancePay ta biya)',
  prizeNet: 'Kyautar da aka biya (bayan haraji)',
  paidToShop: 'Za mu biya shi ga shagon da ka zaɓa.',
  nowInWallet: 'Yanzu yana cikin walat ɗinka',
  nowInWalletWithBalance: 'Yanzu yana cikin walat ɗinka – ragowar kuɗi <balance>{balance}</balance>',
  savedForPhone: 'An ajiye {amount} don {phone} – yi rajista da wannan lambar don ka cire shi.',
  yourPrize: 'Kyautarka',
  phoneYouPaidWith: 'lambar wayar da ka biya da ita',
  goToMyWallet: 'Je walat ɗina',
  withdraw: 'Cire kuɗi',
  signUpToUseIt: 'Yi rajista don amfani da shi',
  share: 'Raba',
  shareOnWhatsApp: 'Raba a WhatsApp',
  shareText: 'Yanzu na ci {amount} a ChancePay! {link}',
  yourMoneyBack: 'Kuɗinka da aka mayar',
  returnedToYou: 'An mayar maka da {amount}',
  backInWallet: 'Ya dawo cikin walat ɗinka.',
  backInWalletWithBalance: 'Ya dawo cikin walat ɗinka – ragowar kuɗi {balance}.',
  savedForYourPhone:
    'An ajiye shi don lambar wayar da ka biya da ita – yi rajista da wannan lambar don ka cire shi.',
});
