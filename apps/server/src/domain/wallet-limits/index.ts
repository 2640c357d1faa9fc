// Tier limits where money moves (DOMAIN.md "Identity and wallet tiers"; README.md here).
export { ageOn, ageVerdict, UNDER_AGE_MESSAGE, type AgeVerdict } from './age';
export { creditPostings, postWithinCap, splitAtCap, type CappedPostResult } from './balance-cap';
export { WalletLimitError, type WalletLimitErrorCode } from './errors';
export {
  dailyLimitMessage,
  heldMessage,
  nextStepMessage,
  phoneWalletWaitingSentence,
  TIER_ZERO_MONEY_OUT_MESSAGE,
} from './messages';
export {
  checkMoneyOut,
  moneyBackKinds,
  moneyOutAllowance,
  moneyOutKinds,
  moneyOutToday,
  type MoneyOutAllowance,
} from './money-out';
export {
  afterTierRaised,
  claimPhoneWalletWithinCap,
  type TierRaised,
  type TierRaisedResult,
} from './release';
export {
  configureTierLimits,
  customerOfWallet,
  limitsOf,
  standingOf,
  tierZero,
  type Standing,
} from './standing';
export { walletLimitsOf, type WalletLimits } from './summary';
