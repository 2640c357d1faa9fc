import { translate } from '@chancepay/shared/i18n/messages';
import type { aboutMessages } from './about.messages';

export default translate<typeof aboutMessages>('publicSite.about', 'pcm', {
  title: 'About Us',
  heading: 'About ChancePay',
  lead: 'ChancePay na Nigerian raffle and wallet service. With small ticket money, you go get quick, fair chance to win cash enter your wallet or make we pay shop for you.',
  missionTitle: 'Our Mission',
  mission:
    'To give every Nigerian fair chance wey e fit afford to win, whether na cash for pocket or bill wey we settle for the shop for your area, and to make sure say the people wey dey play fit check every draw.',
  visionTitle: 'Our Vision',
  vision:
    'Nigeria wey small payment dey open real opportunity: wey traders, students and families fit join with the phone wey dem don get, and trust wetin dem see.',
  valuesTitle: 'Wetin We Stand For',
  securityTitle: 'Security',
  security:
    'Your money dey inside double-entry ledger wey no fit go below zero, your card details no dey ever touch our servers, and anybody fit check every draw after e happen.',
  innovationTitle: 'New Ideas',
  innovation:
    'Quick draws wey anybody fit prove say dem fair, shop payment with QR code, and site wey dey load sharp-sharp for small phone even when network slow.',
  inclusivityTitle: 'Everybody Fit Join',
  inclusivity:
    'You no need bank app, big balance or account to start: Nigerian phone number and ₦250 don do.',
  meetTheTeam: 'Meet the team',
});
