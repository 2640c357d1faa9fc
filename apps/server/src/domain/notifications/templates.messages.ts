import { defineMessages } from '@chancepay/shared/i18n/messages';

/**
 * The money texts and their mail subjects (DOMAIN.md "Notifications"). Every translation is written in plain
 * Latin letters (no tone marks, under-dots or hooked letters): one such letter makes a text UCS-2, 70
 * characters a page instead of 160 (templates.test.ts checks every text in every language).
 */
export const notificationMessages = defineMessages('notifications.texts', {
  winInWallet: 'ChancePay: your ticket #{ticket} in {product} won {prize}. It is in your wallet.',
  winInWalletTaxWithheld:
    'ChancePay: your ticket #{ticket} in {product} won {prize}. Tax {tax} withheld; {net} is in your wallet.',
  winInWalletTaxPaid:
    'ChancePay: your ticket #{ticket} in {product} won {prize}. Tax {tax} paid by ChancePay; {net} is in your wallet.',
  winPaidToShop: 'ChancePay: your ticket #{ticket} in {product} won {prize}. It was paid to {shop}.',
  winPaidToShopTaxWithheld:
    'ChancePay: your ticket #{ticket} in {product} won {prize}. Tax {tax} withheld; {net} was paid to {shop}.',
  winPaidToShopTaxPaid:
    'ChancePay: your ticket #{ticket} in {product} won {prize}. Tax {tax} paid by ChancePay; {net} was paid to {shop}.',
  winSubject: 'You won {prize}',
  /** A Pay4Me or Scan2Pay4Me shop whose name is gone. */
  theShop: 'the shop',
  ticketsOne: '{count} ticket',
  ticketsMany: '{count} tickets',
  orderPaid: 'ChancePay: you paid {amount} for {tickets} in {product}. Ref {reference}',
  orderPaidToShop: 'ChancePay: you paid {amount} to {shop} with Scan2Pay4Me ({tickets}). Ref {reference}',
  orderPaidSubject: 'Payment of {amount} received',
  shopPaid: 'ChancePay: {buyer} paid you {amount} with Scan2Pay4Me (ticket #{ticket}). It is in your wallet.',
  shopPaidSubject: 'Payment received: {amount}',
  transferSucceeded: 'ChancePay: your transfer of {amount} to {name} ({account}) was successful.',
  transferSucceededSubject: 'Transfer of {amount} sent',
  transferFailed: 'ChancePay: your transfer of {amount} to {name} failed. {refund} is back in your wallet.',
  transferFailedSubject: 'Transfer of {amount} failed',
  transferReversed:
    'ChancePay: your transfer of {amount} to {name} was reversed by the bank. {refund} is back in your wallet.',
  transferReversedSubject: 'Transfer of {amount} reversed',
  settlementPaid: 'ChancePay: your settlement of {amount} was paid to your bank account {account}.',
  settlementPaidSubject: 'Settlement of {amount} paid',
  selfExclusionStarted:
    'ChancePay: your self-exclusion has started. You cannot buy tickets until {date}. Your wallet and transfers still work.',
  selfExclusionStartedSubject: 'Your self-exclusion has started',
  selfExclusionExtended:
    'ChancePay: your self-exclusion is extended. You cannot buy tickets until {date}. Your wallet and transfers still work.',
  selfExclusionExtendedSubject: 'Your self-exclusion is extended',
  dailyLimitNow: 'ChancePay: as you asked 24 hours ago, your daily ticket spend limit is now {limit}.',
  dailyLimitRemoved: 'ChancePay: as you asked 24 hours ago, your daily ticket spend limit is now removed.',
  dailyLimitSubject: 'Your daily spend limit has changed',
  monthlyLimitNow: 'ChancePay: as you asked 24 hours ago, your monthly ticket spend limit is now {limit}.',
  monthlyLimitRemoved:
    'ChancePay: as you asked 24 hours ago, your monthly ticket spend limit is now removed.',
  monthlyLimitSubject: 'Your monthly spend limit has changed',
  topUp: 'ChancePay: {amount} arrived by bank transfer and is in your wallet. Ref {reference}',
  topUpHeld:
    'ChancePay: {amount} arrived by bank transfer; {held} of it waits above your limit. Ref {reference}',
  topUpFrom:
    'ChancePay: {amount} from {sender} arrived by bank transfer and is in your wallet. Ref {reference}',
  topUpFromHeld:
    'ChancePay: {amount} from {sender} arrived by bank transfer; {held} of it waits above your limit. Ref {reference}',
  topUpSubject: '{amount} added to your wallet',
  walletHold:
    'ChancePay: your wallet is on hold for a review (case C-{case}). You can still receive money. Contact {email} or {phone}.',
  walletHoldSubject: 'Your ChancePay wallet is on hold (case C-{case})',
});
