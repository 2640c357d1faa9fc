import { defineMessages } from '@chancepay/shared/i18n/messages';

/**
 * The Terms and Conditions (TermsPage.tsx, terms-sections.tsx): 15 sections in the spec's order, each title
 * keeping its number. Section 4 states DOMAIN.md's draw rule; keep the two in step.
 */
export const termsMessages = defineMessages('publicSite.terms', {
  title: 'Terms and Conditions',
  lead: 'The rules for buying tickets, winning and using your ChancePay wallet. Open a section to read it.',
  lastUpdated: 'Last updated: 2025.',

  generalTitle: '1. General Terms',
  generalAgreement:
    'These terms are an agreement between you and ChancePay for the use of the ChancePay website, app and services. By buying a ticket, creating an account or using your wallet, you accept them. If you do not accept them, please do not use ChancePay.',
  generalRisk:
    'ChancePay is a game of chance. You may lose the money you spend on tickets. Only spend what you can afford to lose.',

  howTitle: '2. How It Works',
  howCycles:
    'ChancePay offers raffle products inside raffle cycles. Each cycle has a ticket price, a prize (the winnable amount) and a prize budget, all shown before you pay. Tickets cost ₦250 each unless the product page shows a different price.',
  howGetCash: 'Get Cash: a win pays the prize into your wallet.',
  howPay4Me: 'Pay4Me: you choose a registered shop first; a win pays the prize to that shop for you.',
  howOnTheHouse: 'On The House: special deals that work like Get Cash, sometimes sponsored.',
  howScan2Pay4Me:
    "Scan2Pay4Me: scan a shop's QR code and pay your bill plus tickets; the shop is always paid, and if you win, the amount of your bill comes back to your wallet.",

  rulesTitle: '3. Participation Rules',
  rulesAge:
    'You must be 18 years or older. We may ask for proof of age and close accounts of anyone younger.',
  rulesPhone: 'You must give a valid Nigerian mobile phone number that you own or are allowed to use.',
  rulesTickets: 'Each order is for 1 to 100 tickets.',
  rulesYourself:
    "You play for yourself. Using several accounts, someone else's identity or automated tools to buy tickets is not allowed.",
  rulesLimits:
    'You can set daily and monthly spending limits on tickets, or exclude yourself for six months, one year or five years, on your profile page. A lower limit applies at once; a higher limit, or removing one, applies after 24 hours. A self-exclusion cannot be shortened or cancelled. Both also apply to tickets bought with your phone number while signed out.',

  drawsTitle: '4. Draws and Winnings',
  drawsIntro:
    'Every paid order is drawn once, instantly, the moment its payment is confirmed. The draw is provably fair: we fix our part of the randomness before you buy, you add your own, and anyone can check the result afterwards. The rule is:',
  drawsServerSeed:
    'When a cycle opens, we create a secret random number (the server seed) and publish its SHA-256 fingerprint (the seed hash) on the cycle. The fingerprint proves later that the secret was not changed.',
  drawsClientSeed:
    'When you place an order, your browser sends its own random number (the client seed), and your order gets the next number in the cycle (1, 2, 3, ... with no gaps). Both are on your receipt with the seed hash. Nothing else that we choose goes into the draw, so we cannot pick who wins.',
  drawsChance:
    'Your chance of winning is: number of tickets × ticket price × the cycle\'s payout ratio ÷ the prize, and never more than 1 in 2. It is shown before you pay (for example "1 in 286"). The payout ratio is the share of ticket money that the cycle returns as prizes on average.',
  drawsResult:
    'The result is computed as HMAC-SHA256 with the server seed as key and the message "cycle number:order number:client seed". The first 8 bytes of that result, read as a number between 0 and 2<sup>64</sup>, decide: if the number is below your chance × 2<sup>64</sup>, you win.',
  drawsCheck:
    "When a cycle ends, its server seed is published. You can paste your seeds into the <checker>fairness checker</checker> and repeat the computation yourself. Each cycle's order log (order number, hashed phone number, tickets, status and result) is public, so a paid order that was not drawn would be visible.",
  drawsPaidInFull:
    'A win is always paid in full. A cycle closes to new orders when its prize budget can no longer cover another prize; orders placed before that are still drawn and paid.',
  drawsWhereWinningsGo:
    'Cash prizes go to your wallet, or, if you bought with only a phone number, are kept for that number until you create an account with it and confirm it with a one-time code. Pay4Me prizes are paid to the shop you chose and cannot be exchanged for cash.',

  accountTitle: '5. Your Account',
  accountPassword: 'Keep your password secret. You are responsible for what is done with your account.',
  accountTellUs: 'Tell us at once at {email} if you think someone else has used your account.',
  accountUpToDate: 'Keep your phone number and email up to date: we use them to reach you about your money.',
  accountWallet:
    'Your wallet holds naira, earns no interest and is not a bank account. Transfers to your bank need a valid account number in your name or one you are allowed to pay.',

  paymentsTitle: '6. Payments',
  paymentsGateway:
    'Card, bank transfer and USSD payments are taken by our licensed payment gateway. All prices are in naira and include any fee unless a fee is shown separately before you confirm.',
  paymentsConfirmed:
    'A ticket is bought only when the gateway confirms your payment. If it confirms a different amount from the order, the amount paid is credited to your wallet and no draw takes place.',
  paymentsRefunds:
    'A ticket cannot be refunded once it has been drawn. If you were charged and no order was drawn or credited, contact us and we will put it right.',
  paymentsTransfers:
    'Bank transfers out of your wallet have a daily limit and may carry a fee shown before you confirm.',

  propertyTitle: '7. Intellectual Property',
  property:
    'The ChancePay name, logo, website, app and their content belong to ChancePay or its licensors. You may use them only to take part in ChancePay for your own, non-commercial purposes. You may not copy, change or resell any part of the service without our written permission.',

  privacyTitle: '8. Privacy',
  privacy:
    'We handle your personal data under the Nigeria Data Protection Act 2023, as our <policy>Privacy Policy</policy> explains, including your rights to see, correct and delete your data.',

  liabilityTitle: '9. Limitation of Liability',
  liabilityAvailability:
    'We work to keep ChancePay available and correct, but we cannot promise it will never be interrupted, for example by network, bank or payment gateway outages. A payment that is interrupted is checked with the gateway until it is settled one way or the other.',
  liabilityLimits:
    'As far as Nigerian law allows, we are not liable for indirect losses, or for losses caused by events outside our reasonable control. Nothing in these terms limits your rights as a consumer under the Federal Competition and Consumer Protection Act 2018.',

  misuseTitle: '10. Misuse and Fraud',
  misuse:
    'Using stolen cards or accounts, trying to influence or predict draws, attacking our systems, or using ChancePay to launder money is forbidden. We may hold the money involved, cancel the orders concerned, close the accounts and report the matter to the authorities.',

  terminationTitle: '11. Termination',
  termination:
    'You can close your account at any time by writing to us; we pay your wallet balance to a Nigerian bank account you name, after any checks the law requires. We may suspend or close an account that breaks these terms; unless the money is tied to fraud, the balance is still paid out to you.',

  amendmentsTitle: '12. Amendments',
  amendments:
    'We may change these terms, for example when the law or our products change. We will show the new terms on the site, and email account holders about important changes, before they apply. A change never affects an order you have already paid for.',

  disputesTitle: '13. Disputes and Governing Law',
  disputesLaw:
    'These terms are governed by the laws of the Federal Republic of Nigeria. If you have a complaint, write to {email} with your phone number, the order or transaction reference and what you expect us to do; we reply within 5 working days.',
  disputesMediation:
    'If we cannot agree, either of us may refer the dispute to mediation in Lagos before going to court, and the courts of Nigeria have jurisdiction. You may also complain to the Federal Competition and Consumer Protection Commission (FCCPC) at any time.',

  contactTitle: '14. Contact',
  contact:
    'Questions about these terms, a payment or a prize: <email>{email}</email>, any day, at any hour. Please include your phone number and the order reference so we can help quickly.',

  definitionsTitle: '15. Definitions',
  cycleTerm: 'Raffle cycle',
  cycleDefinition: 'A round of a product with its own ticket price, prize, prize budget and seeds.',
  productTerm: 'Raffle product',
  productDefinition: 'A raffle type (Get Cash, Pay4Me, On The House) offered inside a raffle cycle.',
  ticketTerm: 'Ticket',
  ticketDefinition: 'One paid entry; more tickets in an order mean a higher chance of winning.',
  orderTerm: 'Order',
  orderDefinition: 'One purchase of one or more tickets, drawn once.',
  prizeTerm: 'Winnable amount (prize)',
  prizeDefinition: 'What a winning order receives.',
  walletTerm: 'Wallet',
  walletDefinition: 'Your ChancePay balance in naira.',
  seedsTerm: 'Server seed, seed hash and client seed',
  seedsDefinition:
    'The secret random number of a cycle, its published fingerprint, and your own random number.',
  vendorTerm: 'Vendor (shop)',
  vendorDefinition: 'A registered business that can be paid through Pay4Me or Scan2Pay4Me.',
});
