import { translate } from '@chancepay/shared/i18n/messages';
import type { homeMessages } from './home.messages';

export default translate<typeof homeMessages>('publicSite.home', 'pcm', {
  heroTitle: 'Win cash or make dem pay for your shopping',
  heroLead: 'Buy ₦250 ticket and know sharp-sharp if you win. Every draw fair, and you fit prove am.',
  loadingServices: 'Abeg wait, services dey load...',
  noServices: 'No service dey now.',
  tryAgain: 'Try again',
  raffleProducts: 'Raffle products',
  win: 'Win {amount}',
  afterTax: '({amount} after tax)',
  pricePerTicket: '{price} for one ticket',
  oddsOneIn: 'Chance: 1 for {count}',
  testimonialTitle: 'Hear am from our customers',
  testimonialVideo:
    'Short video of people wey dey buy tickets with ChancePay, and wetin happen when dem win shop payment or cash enter their wallet.',
  testimonialComing:
    'Our customer video dey come soon: people wey dey buy tickets with ChancePay, and wetin happen when dem win shop payment or cash enter their wallet.',
  watchVideo: 'Watch the video',
  offerTitle: 'Wetin We Get For You',
  seamlessTitle: 'Easy transactions',
  seamless:
    'Buy tickets with card, bank transfer or USSD, keep wetin you win for naira wallet and send money to any Nigerian bank account.',
  secureTitle: 'Safe services wey easy to use',
  secure:
    'Card payment dey pass through licensed payment gateway; we no dey ever see your card number. Every screen dey work for small phone.',
  supportTitle: 'Help 24/7',
  support:
    'Something no correct with payment or prize? Write to support@chancepay.ng any time and real person go answer you.',
  faqTitle: 'Questions People Dey Ask',
  howItWorksQuestion: 'How ChancePay dey work?',
  howItWorksAnswer:
    'Pick one product, enter your phone number and buy one ticket or more (about ₦250 each). The moment your payment confirm, we go draw your order, and you go see sharp-sharp if you win. Get Cash prize go your wallet; Pay4Me prize go pay the shop wey you choose.',
  fairQuestion: 'How I go take know say the draw fair?',
  fairAnswer:
    'Before any cycle open, we dey publish the fingerprint (hash) of im secret seed. Your phone dey add im own random seed to every order, so we no fit choose the result. When the cycle end, we go show the secret, and anybody fit check every draw again. The <terms>terms</terms> explain the rule well-well.',
  accountQuestion: 'I need account before I fit play?',
  accountAnswer:
    'No. You fit pay with card with only your Nigerian phone number, and we go keep any money wey you win for that number. Later, open account with the same number to move am enter your wallet. You must be 18 years or pass to play.',
  aboutTitle: 'About ChancePay',
  about:
    'ChancePay dey turn small change to fair chance: ticket wey fit win cash for you or pay shop for you, with wallet to keep wetin you win and send am go any bank.',
  readMoreAboutUs: 'Read more about us',
});
