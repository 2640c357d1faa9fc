import { translate } from '@chancepay/shared/i18n/messages';
import type { productPageMessages } from './product-page.messages';

export default translate<typeof productPageMessages>('buying.productPage', 'pcm', {
  availableBalance: 'Balance wey dey',
  noRaffleChosen: 'You never choose any draw. Pick one product for the <home>home page</home>.',
  loadingRaffle: 'We dey load the draw details...',
  raffleLoadFailed: 'We no fit load the draw details. Check your connection and <retry>try again</retry>.',
  seeYourLimits: 'See your limits',
  backToYourWallet: 'Go back to your wallet',
  getCashIntro:
    'Buy tickets for quick chance wey fair (you fit check am yourself) to win {prize} enter your wallet.',
  onTheHouseIntro: 'Special offer: buy tickets for quick chance to win {prize}, na we dey treat you.',
  onTheHouseIntroSponsored:
    'Special offer: buy tickets for quick chance to win {prize}, na we dey treat you. Na {sponsor} sponsor am.',
  cash: 'cash',
  winAfterTax: 'Win {prize} ({net} after we remove tax)',
  startedPayment: 'You start one payment {when}. <result>See how e take go</result>.',
});
