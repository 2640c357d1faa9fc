import { translate } from '@chancepay/shared/i18n/messages';
import { recipientMessages } from './recipients.messages';

export default translate(recipientMessages, 'pcm', {
  wallet: 'Your wallet',
  walletBankTransfer: 'Your wallet (bank transfer)',
  walletTransferReversed: 'Your wallet (bank transfer wey dem reverse)',
  walletDemoMoney: 'Your wallet (demo money)',
  walletCorrectionCredit: 'Your wallet (correction, money in)',
  walletCorrectionDebit: 'Your wallet (correction, money out)',
  walletScan2Pay4Me: 'Your wallet (Scan2Pay4Me)',
  walletPay4Me: 'Your wallet (Pay4Me)',
  walletSettlementReversed: 'Your wallet (bank settlement wey dem reverse)',
});
