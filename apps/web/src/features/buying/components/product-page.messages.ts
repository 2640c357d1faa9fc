import { defineMessages } from '@chancepay/shared/i18n/messages';

/** The frame of a product page (PurchasePage.tsx) and the Get Cash / On The House introductions and alerts. */
export const productPageMessages = defineMessages('buying.productPage', {
  availableBalance: 'Available balance',
  noRaffleChosen: 'No raffle was chosen. Pick a product on the <home>home page</home>.',
  loadingRaffle: 'Loading the raffle details...',
  raffleLoadFailed:
    'We could not load the raffle details. Check your connection and <retry>try again</retry>.',
  seeYourLimits: 'See your limits',
  backToYourWallet: 'Back to your wallet',
  // TicketProductPage.tsx
  getCashIntro: 'Buy tickets for an instant, provably fair chance to win {prize} into your wallet.',
  onTheHouseIntro: 'Special deals: buy tickets for an instant chance to win {prize}, on the house.',
  onTheHouseIntroSponsored:
    'Special deals: buy tickets for an instant chance to win {prize}, on the house. Sponsored by {sponsor}.',
  cash: 'cash',
  winAfterTax: 'Win {prize} ({net} after tax)',
  startedPayment: 'You started a payment {when}. <result>See how it went</result>.',
});
