import { translate } from '@chancepay/shared/i18n/messages';
import { notificationMessages } from './templates.messages';

// SMS: plain letters only (GSM-7), one 160-character text with the longest amounts and names.
export default translate(notificationMessages, 'pcm', {
  winInWallet: 'ChancePay: your ticket #{ticket} for {product} don win {prize}. E don enter your wallet.',
  winInWalletTaxWithheld:
    'ChancePay: your ticket #{ticket} for {product} don win {prize}. Tax {tax} comot; {net} dey your wallet.',
  winInWalletTaxPaid:
    'ChancePay: your ticket #{ticket} for {product} don win {prize}. ChancePay pay tax {tax}; {net} dey your wallet.',
  winPaidToShop: 'ChancePay: your ticket #{ticket} for {product} don win {prize}. We don pay am to {shop}.',
  winPaidToShopTaxWithheld:
    'ChancePay: your ticket #{ticket} for {product} don win {prize}. Tax {tax} comot; we pay {net} to {shop}.',
  winPaidToShopTaxPaid:
    'ChancePay: your ticket #{ticket} for {product} don win {prize}. ChancePay pay tax {tax}; we pay {net} to {shop}.',
  winSubject: 'You don win {prize}',
  theShop: 'the shop',
  ticketsOne: '{count} ticket',
  ticketsMany: '{count} tickets',
  orderPaid: 'ChancePay: you don pay {amount} for {tickets} for {product}. Ref {reference}',
  orderPaidToShop: 'ChancePay: you don pay {amount} to {shop} with Scan2Pay4Me ({tickets}). Ref {reference}',
  orderPaidSubject: 'We don receive your payment of {amount}',
  shopPaid:
    'ChancePay: {buyer} don pay you {amount} with Scan2Pay4Me (ticket #{ticket}). E don enter your wallet.',
  shopPaidSubject: 'Payment don land: {amount}',
  transferSucceeded: 'ChancePay: your transfer of {amount} to {name} ({account}) don go well.',
  transferSucceededSubject: 'Transfer of {amount} don go',
  transferFailed: 'ChancePay: your transfer of {amount} to {name} no go. {refund} don return to your wallet.',
  transferFailedSubject: 'Transfer of {amount} no go',
  transferReversed:
    'ChancePay: bank don reverse your transfer of {amount} to {name}. {refund} don return to your wallet.',
  transferReversedSubject: 'Transfer of {amount} don reverse',
  settlementPaid: 'ChancePay: we don pay your settlement of {amount} to your bank account {account}.',
  settlementPaidSubject: 'Settlement of {amount} don pay',
  selfExclusionStarted:
    'ChancePay: you don block yourself. You no fit buy ticket until {date}. Your wallet and transfer still dey work.',
  selfExclusionStartedSubject: 'You don block yourself from play',
  selfExclusionExtended:
    'ChancePay: your block don extend. You no fit buy ticket until {date}. Your wallet and transfer still dey work.',
  selfExclusionExtendedSubject: 'Your block don extend',
  dailyLimitNow: 'ChancePay: as you ask 24 hours ago, your daily ticket spend limit na {limit} now.',
  dailyLimitRemoved: 'ChancePay: as you ask 24 hours ago, your daily ticket spend limit don comot.',
  dailyLimitSubject: 'Your daily spend limit don change',
  monthlyLimitNow: 'ChancePay: as you ask 24 hours ago, your monthly ticket spend limit na {limit} now.',
  monthlyLimitRemoved: 'ChancePay: as you ask 24 hours ago, your monthly ticket spend limit don comot.',
  monthlyLimitSubject: 'Your monthly spend limit don change',
  topUp: 'ChancePay: {amount} don land by bank transfer and e dey your wallet. Ref {reference}',
  topUpHeld:
    'ChancePay: {amount} don land by bank transfer; {held} of am dey wait, e pass your limit. Ref {reference}',
  topUpFrom:
    'ChancePay: {amount} from {sender} don land by bank transfer and e dey your wallet. Ref {reference}',
  topUpFromHeld:
    'ChancePay: {amount} from {sender} don land by bank transfer; {held} dey wait, e pass your limit. Ref {reference}',
  topUpSubject: '{amount} don enter your wallet',
  walletHold:
    'ChancePay: we hold your wallet for review (case C-{case}). You fit still receive money. Contact {email} or {phone}.',
  walletHoldSubject: 'Your ChancePay wallet dey on hold (case C-{case})',
});
