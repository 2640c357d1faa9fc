import { defineMessages } from '@chancepay/shared/i18n/messages';

/** The home page (HomePage.tsx) and its hero (ProductHero.tsx). Amounts come formatted (₦5,000.00). */
export const homeMessages = defineMessages('publicSite.home', {
  heroTitle: 'Win cash or get your shopping paid for',
  heroLead: 'Buy a ₦250 ticket and know at once if you won. Every draw is provably fair.',
  loadingServices: 'Please wait, loading services...',
  noServices: 'No services available.',
  tryAgain: 'Try again',
  raffleProducts: 'Raffle products',
  win: 'Win {amount}',
  afterTax: '({amount} after tax)',
  pricePerTicket: '{price} a ticket',
  oddsOneIn: 'Odds 1 in {count}',
  testimonialTitle: 'Hear it from our customers',
  testimonialVideo:
    'A short video of people who buy tickets with ChancePay, and what happened when they won a shop payment or cash to their wallet.',
  testimonialComing:
    'Our customer video is coming soon: people who buy tickets with ChancePay, and what happened when they won a shop payment or cash to their wallet.',
  watchVideo: 'Watch the video',
  offerTitle: 'What We Offer',
  seamlessTitle: 'Seamless transactions',
  seamless:
    'Buy tickets by card, bank transfer or USSD, hold your winnings in a naira wallet and send money to any Nigerian bank account.',
  secureTitle: 'Secure and user-friendly services',
  secure:
    'Card payments go through a licensed payment gateway; we never see your card number. Every screen works on a small phone.',
  supportTitle: '24/7 support',
  support:
    'Something not right with a payment or a prize? Write to support@chancepay.ng at any hour and a person will answer.',
  faqTitle: 'Frequently Asked Questions',
  howItWorksQuestion: 'How does ChancePay work?',
  howItWorksAnswer:
    'Pick a product, enter your phone number and buy one or more tickets (about ₦250 each). The moment your payment is confirmed your order is drawn, and you see at once whether you won. Get Cash prizes go to your wallet; Pay4Me prizes pay the shop you chose.',
  fairQuestion: 'How do I know the draw is fair?',
  fairAnswer:
    'Before a cycle opens we publish a fingerprint (hash) of its secret seed. Your phone adds its own random seed to each order, so we cannot pick the result. When the cycle ends we reveal the secret, and anyone can re-check every draw. The <terms>terms</terms> explain the rule in full.',
  accountQuestion: 'Do I need an account to play?',
  accountAnswer:
    'No. You can pay by card with only your Nigerian phone number, and any winnings are kept for that number. Create an account with the same number later to move them into your wallet. You must be 18 or older to play.',
  aboutTitle: 'About ChancePay',
  about:
    'ChancePay turns small change into a fair chance: a ticket that can win cash for you or pay a shop on your behalf, with a wallet to keep what you win and send it to any bank.',
  readMoreAboutUs: 'Read more about us',
});
