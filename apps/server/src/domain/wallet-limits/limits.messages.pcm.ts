import { translate } from '@chancepay/shared/i18n/messages';
import { limitMessages } from './limits.messages';

export default translate(limitMessages, 'pcm', {
  underAge:
    'Your identity wey we confirm show say you never reach 18, so this account no fit buy tickets. ChancePay na only for adults.',
  tierZeroMoneyOut: 'Confirm your BVN or NIN before you fit pay from your wallet or send money.',
  verifyBvnOrNin: 'Confirm your BVN or NIN',
  verifyNin: 'Confirm your NIN',
  verifyBvn: 'Confirm your BVN',
  verifyBvnAndNin: 'Confirm your BVN and NIN',
  proveAddress: 'Show proof of your address',
  nextStep: '{step} so you fit send reach {amount} every day.',
  dailyLimit: 'Your wallet dey Tier {tier}: you fit still send {amount} today. {next}',
  dailyLimitAtTop:
    'Your wallet dey Tier {tier}: you fit still send {amount} today. The limit go start again by midnight, Lagos time.',
  capVerifyBvnAndNin: 'confirm your BVN and NIN',
  capVerifyNin: 'confirm your NIN',
  capVerifyBvn: 'confirm your BVN',
  capProveAddress: 'show proof of your address',
  heldWaiting: '{amount} dey wait for you: {step} to collect am',
  heldOnItsWay: '{amount} dey come your wallet',
  phoneWalletWaiting:
    '{amount} wey we hold for this number dey wait for you: confirm your BVN or NIN to collect am.',
});
