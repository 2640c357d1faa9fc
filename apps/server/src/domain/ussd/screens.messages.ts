import { defineMessages } from '@chancepay/shared/i18n/messages';

/**
 * Every USSD screen's words (issue #24). A screen is at most 160 GSM-7 characters in every language, so the
 * translations are written in plain Latin letters (no tone marks, under-dots or hooked letters, which no
 * USSD screen shows) and kept short (screens.test.ts fills each with its longest values). A menu item's
 * number is added by the code: "1 Buy tickets".
 */
export const ussdMessages = defineMessages('ussd.screens', {
  // The main menu, and a stranger's
  buyTickets: 'Buy tickets',
  myBalance: 'My balance',
  myLastResults: 'My last results',
  addMoney: 'Add money',
  language: 'Language',
  noAccountYet: 'ChancePay: this number has no account yet.',
  productsAndPrices: 'Products and prices',
  howToJoin: 'How to join',
  back: 'Back',
  // Wrong input: said above the screen, which stays
  chooseOneTo: 'Choose 1 to {last}.',
  chooseOneOrTwo: 'Choose 1 or 2.',
  enterNumberUpTo: 'Enter a number from 1 to {max}.',
  pinIsFourDigits: 'Your PIN is 4 digits.',
  pressZeroToGoBack: 'Press 0 to go back.',
  // How to join
  signUpAt: 'Sign up at {site} with this phone number.',
  thenVerify: 'Then verify your BVN or NIN and set a transaction PIN on My Profile to buy here.',
  // Products and buying
  nothingOnSale: 'Nothing is on sale right now. Please dial again later.',
  productLine: '{product} {price}, win {prize}',
  buyFromWallet: 'Buy from your wallet',
  onSaleNow: 'On sale now (buy at {site})',
  drawJustClosed: 'That draw just closed. Please dial again.',
  ticketPrice: '{product}: {price} a ticket, win {prize}.',
  howManyTickets: 'How many tickets? (1-{max})',
  ticketsOne: '{count} ticket',
  ticketsMany: '{count} tickets',
  orderTotal: '{tickets} = {total}. Odds: 1 in {odds}.',
  wallet: 'Wallet: {balance}',
  enterPinToPay: 'Enter your PIN to pay. You confirm you are 18 or older.',
  offerClosed: 'That offer is no longer open. Please dial again.',
  youWon: 'You won {prize}! It is in your wallet.',
  paidFor: 'Paid {amount} for {tickets}. Ref {reference}',
  receiptSent: 'Receipt sent by SMS.',
  noWin: 'No win this time.',
  receiptSentPlayResponsibly: 'Receipt sent by SMS. Play responsibly.',
  notCharged: 'Your wallet was not charged: the order could not be paid.',
  // A refusal of the web's purchase (the web's own words in English; these in the other languages)
  nothingPaid: 'Nothing was paid.',
  refused: 'This purchase was refused and nothing was paid.',
  signInToSeeWhy: 'Sign in on the web to see why.',
  balanceTooLow: 'Your wallet balance ({balance}) is not enough for this order ({total}).',
  walletLimitLeft: 'Your wallet limit lets you spend {left} more today.',
  spendLimitReached: 'This order would pass your spend limit.',
  // Balance
  enterPinForBalance: 'Enter your 4-digit PIN to see your balance',
  balance: 'Balance: {balance}',
  verifyToSpend: 'Verify your BVN or NIN on the web to spend it.',
  dailyLimitLeft: 'Daily limit left: {amount}.',
  // Last results
  noResultsYet: 'No results yet. Dial again and press 1 to buy tickets.',
  lastResults: 'Last results:',
  resultWon: '{date} {product} #{ticket}: won {prize}',
  resultNoWin: '{date} {product} #{ticket}: no win',
  // Add money
  sendByTransferTo: 'Add money: send any amount by bank transfer to',
  arrivesSoon: 'It reaches your wallet in a minute or two.',
  openAccountNumber: 'Add money: open your own account number at {site} (Dashboard, Add money).',
  transfersFillWallet: 'Transfers to it fill your wallet.',
  // Why this customer cannot buy
  walletOnHold: 'Your wallet is on hold (case C-{case}).',
  callSupport: 'Call {phone} for help. You can still receive money.',
  needsVerifiedId: 'Buying from your wallet needs a verified BVN or NIN.',
  verifyAt: 'Verify it at {site} (My Profile), then dial again.',
  pausedUntil: 'You paused play until {date}.',
  buyingOff: 'Buying is off until then. Your balance is still yours to send to your bank.',
  dailySpendLimitReached: 'You reached your daily spend limit. You can buy again tomorrow.',
  monthlySpendLimitReached: 'You reached your monthly spend limit. You can buy again next month.',
  walletLimitReached: 'You reached your wallet limit for today. It starts again at midnight.',
  // The transaction PIN
  setPinFirst: 'Set a transaction PIN first at {site}: My Profile, Transaction PIN.',
  thenDialAgain: 'Then dial again.',
  pinWrongOneTryLeft: 'That PIN is not right. 1 try left.',
  pinWrongTriesLeft: 'That PIN is not right. {left} tries left.',
  dialAgainToRetry: 'Dial again to retry.',
  pinLocked:
    'Your PIN is locked after 5 wrong tries. Reset it at {site}: My Profile, Transaction PIN, Forgot PIN.',
  sessionTimedOut: 'This session timed out. Please dial again.',
  stillWorking: 'We are still working on this. You will get an SMS with the result.',
  doNotPayAgain: 'Do not pay again: check My balance in a minute.',
  // Language
  chooseLanguage: 'Choose your language',
  languageSaved: 'Your language is now {language}. Texts and USSD screens will use it.',
  // The wire
  numberKeysOnly: 'Use the number keys only. Please dial again.',
  nigerianNumbersOnly: 'ChancePay is for Nigerian phone numbers only.',
});
