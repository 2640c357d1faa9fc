import { defineMessages } from '@chancepay/shared/i18n/messages';

export const aboutMessages = defineMessages('publicSite.about', {
  title: 'About Us',
  heading: 'About ChancePay',
  lead: 'ChancePay is a Nigerian raffle and wallet service. For the price of a small ticket you get an instant, fair chance to win cash into your wallet or to have a shop paid for you.',
  missionTitle: 'Our Mission',
  mission:
    'To give every Nigerian a fair and affordable chance to win, whether that is cash in their pocket or a bill settled at the shop down the road, and to make every draw open to checking by the people who play.',
  visionTitle: 'Our Vision',
  vision:
    'A Nigeria where small payments open real opportunities: where traders, students and families can take part with the phone they already have, and trust what they see.',
  valuesTitle: 'Our Core Values',
  securityTitle: 'Security',
  security:
    'Your money sits in a double-entry ledger that cannot go below zero, card details never touch our servers, and every draw can be checked after the fact.',
  innovationTitle: 'Innovation',
  innovation:
    'Instant draws that are provably fair, shop payments by QR code, and a site that loads quickly on a small phone over a slow network.',
  inclusivityTitle: 'Inclusivity',
  inclusivity:
    'No bank app, no big balance and no account needed to start: a Nigerian phone number and ₦250 are enough.',
  meetTheTeam: 'Meet the team',
});
