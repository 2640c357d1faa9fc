import { translate } from '@chancepay/shared/i18n/messages';
import { recipientMessages } from './recipients.messages';

export default translate(recipientMessages, 'ig', {
  wallet: 'Wallet gị',
  walletBankTransfer: 'Wallet gị (nzipu ụlọ akụ)',
  walletTransferReversed: 'Wallet gị (nzipu ụlọ akụ a tụgharịrị)',
  walletDemoMoney: 'Wallet gị (ego ngosi)',
  walletCorrectionCredit: 'Wallet gị (mmezi, ego batara)',
  walletCorrectionDebit: 'Wallet gị (mmezi, ego pụrụ)',
  walletScan2Pay4Me: 'Wallet gị (Scan2Pay4Me)',
  walletPay4Me: 'Wallet gị (Pay4Me)',
  walletSettlementReversed: 'Wallet gị (ịkwụ ụgwọ ụlọ akụ a tụgharịrị)',
});
