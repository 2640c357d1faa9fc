// The wallet ledger (DOMAIN.md, Ledger; README.md here). Everything that moves money goes through post().
export {
  accountKeys,
  accountKindOf,
  feeRevenue,
  gatewayClearing,
  lockWallets,
  mayGoNegative,
  payoutClearing,
  prizeExpense,
  ticketRevenue,
  winningsTaxExpense,
  winningsTaxLiability,
  type AccountKind,
} from './accounts';
export { balanceOf, balancesOf } from './balance';
export {
  checkLedger,
  type AccountProblem,
  type DayTotalProblem,
  type LedgerCheckReport,
  type UnbalancedEntry,
} from './check';
export { claimPhoneWallet, lastEntryOf, type ClaimCredit } from './claim-phone-wallet';
export { withLedgerErrors, type LedgerTransaction } from './database';
export { compactDayTotals, dayTotals, type DayTotal } from './day-totals';
export { checkEntry, type CheckedEntry, type EntryInput, type Posting } from './entry';
export { LedgerError, type LedgerErrorCode } from './errors';
export { debitHoldOn, refuseDebitIfHeld } from './holds';
export { history, type HistoryItem, type HistoryOptions, type HistoryPage } from './history';
export { post, postingSteps, type PostResult } from './post';
