import { translate } from '@chancepay/shared/i18n/messages';
import { recipientMessages } from './recipients.messages';

export default translate(recipientMessages, 'yo', {
  wallet: 'Wálẹ́ẹ̀tì rẹ',
  walletBankTransfer: 'Wálẹ́ẹ̀tì rẹ (gbígbé owó láti báńkì)',
  walletTransferReversed: 'Wálẹ́ẹ̀tì rẹ (ìfiránṣẹ́ báńkì tí a dá padà)',
  walletDemoMoney: 'Wálẹ́ẹ̀tì rẹ (owó àpẹẹrẹ)',
  walletCorrectionCredit: 'Wálẹ́ẹ̀tì rẹ (àtúnṣe, owó wọlé)',
  walletCorrectionDebit: 'Wálẹ́ẹ̀tì rẹ (àtúnṣe, owó jáde)',
  walletScan2Pay4Me: 'Wálẹ́ẹ̀tì rẹ (Scan2Pay4Me)',
  walletPay4Me: 'Wálẹ́ẹ̀tì rẹ (Pay4Me)',
  walletSettlementReversed: 'Wálẹ́ẹ̀tì rẹ (ìsanwó báńkì tí a dá padà)',
});
