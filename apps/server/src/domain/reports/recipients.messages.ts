import { defineMessages } from '@chancepay/shared/i18n/messages';

/** The report's fixed "recipient" words for the wallet's own movements (sources.ts's ledger kinds). */
export const recipientMessages = defineMessages('reports.recipients', {
  wallet: 'Your wallet',
  walletBankTransfer: 'Your wallet (bank transfer)',
  walletTransferReversed: 'Your wallet (bank transfer reversed)',
  walletDemoMoney: 'Your wallet (demo money)',
  walletCorrectionCredit: 'Your wallet (correction, credit)',
  walletCorrectionDebit: 'Your wallet (correction, debit)',
  walletScan2Pay4Me: 'Your wallet (Scan2Pay4Me)',
  walletPay4Me: 'Your wallet (Pay4Me)',
  walletSettlementReversed: 'Your wallet (bank settlement reversed)',
});
