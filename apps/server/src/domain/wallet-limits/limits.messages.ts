import { defineMessages } from '@chancepay/shared/i18n/messages';

/** What a customer reads about their tier's limits (messages.ts composes these; age.ts the age refusal). */
export const limitMessages = defineMessages('walletLimits.limits', {
  underAge:
    'Your verified identity shows you are under 18, so this account cannot buy tickets. ChancePay is for adults only.',
  tierZeroMoneyOut: 'Verify your BVN or NIN to pay from your wallet or send money.',
  // The step that lifts the limit, as an imperative at the start of a sentence
  verifyBvnOrNin: 'Verify your BVN or NIN',
  verifyNin: 'Verify your NIN',
  verifyBvn: 'Verify your BVN',
  verifyBvnAndNin: 'Verify your BVN and NIN',
  proveAddress: 'Prove your address',
  nextStep: '{step} to send up to {amount} a day.',
  dailyLimit: 'Your wallet is at tier {tier}: you can send {amount} more today. {next}',
  dailyLimitAtTop:
    'Your wallet is at tier {tier}: you can send {amount} more today. The limit starts again at midnight, Lagos time.',
  // The step that raises the balance cap, inside "… is waiting for you: {step} to receive it"
  capVerifyBvnAndNin: 'verify your BVN and NIN',
  capVerifyNin: 'verify your NIN',
  capVerifyBvn: 'verify your BVN',
  capProveAddress: 'prove your address',
  heldWaiting: '{amount} is waiting for you: {step} to receive it',
  heldOnItsWay: '{amount} is on its way to your wallet',
  phoneWalletWaiting:
    '{amount} held for this number is waiting for you: verify your BVN or NIN to receive it.',
});
