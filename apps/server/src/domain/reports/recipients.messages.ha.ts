import { translate } from '@chancepay/shared/i18n/messages';
import { recipientMessages } from './recipients.messages';

export default translate(recipientMessages, 'ha', {
  wallet: 'Walat ɗinka',
  walletBankTransfer: 'Walat ɗinka (tura kuɗi ta banki)',
  walletTransferReversed: 'Walat ɗinka (an mayar da turawar banki)',
  walletDemoMoney: 'Walat ɗinka (kuɗin gwaji)',
  walletCorrectionCredit: 'Walat ɗinka (gyara, shigar kuɗi)',
  walletCorrectionDebit: 'Walat ɗinka (gyara, fitar kuɗi)',
  walletScan2Pay4Me: 'Walat ɗinka (Scan2Pay4Me)',
  walletPay4Me: 'Walat ɗinka (Pay4Me)',
  walletSettlementReversed: 'Walat ɗinka (an mayar da biyan banki)',
});
