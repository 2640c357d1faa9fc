import { translate } from '@chancepay/shared/i18n/messages';
import type { termsMessages } from './terms.messages';

export default translate<typeof termsMessages>('publicSite.terms', 'pcm', {
  title: 'Terms and Conditions',
  lead: 'The rules for buying tickets, winning and using your ChancePay wallet. Open any section to read am.',
  lastUpdated: 'Last update: 2025.',
  generalTitle: '1. General Terms',
  generalAgreement:
    'These terms na agreement between you and ChancePay for how you go use ChancePay website, app and services. If you buy ticket, open account or use your wallet, e mean say you don accept dem. If you no accept dem, abeg no use ChancePay.',
  generalRisk:
    'ChancePay na game of chance. You fit lose the money wey you spend on tickets. Only spend wetin you fit afford to lose.',
  howTitle: '2. How E Dey Work',
  howCycles:
    'ChancePay dey offer raffle products inside raffle cycles. Every cycle get ticket price, prize (the amount wey you fit win) and prize budget, and we go show all of dem before you pay. Each ticket na ₦250 unless the product page show different price.',
  howGetCash: 'Get Cash: if you win, we go pay the prize enter your wallet.',
  howPay4Me:
    'Pay4Me: you go first choose registered shop; if you win, we go pay the prize to that shop for you.',
  howOnTheHouse: 'On The House: special deals wey work like Get Cash, sometimes na sponsor dey pay.',
  howScan2Pay4Me:
    'Scan2Pay4Me: scan shop QR code and pay your bill plus tickets; the shop go always collect im money, and if you win, the amount of your bill go come back to your wallet.',
  rulesTitle: '3. Rules for Playing',
  rulesAge:
    'You must be 18 years or pass. We fit ask you to prove your age, and we fit close the account of anybody wey never reach.',
  rulesPhone: 'You must give correct Nigerian phone number wey be your own or wey dem allow you use.',
  rulesTickets: 'Every order na for 1 to 100 tickets.',
  rulesYourself:
    'You dey play for yourself. To use plenty accounts, another person identity or automatic tools take buy tickets no dey allowed.',
  rulesLimits:
    'For your profile page, you fit set daily and monthly limit for how much you go spend on tickets, or block yourself for six months, one year or five years. Lower limit go start immediately; higher limit, or if you remove limit, go start after 24 hours. Once you block yourself, you no fit shorten am or cancel am. Both of dem still apply to tickets wey you buy with your phone number when you no login.',
  drawsTitle: '4. Draws and Wetin You Win',
  drawsIntro:
    'We dey draw every order wey dem pay for once, immediately, the moment the payment confirm. You fit prove say the draw fair: we fix our own part of the random number before you buy, you add your own, and anybody fit check the result after. The rule be this:',
  drawsServerSeed:
    'When cycle open, we go create secret random number (the server seed) and publish im SHA-256 fingerprint (the seed hash) for the cycle. The fingerprint go prove later say nobody change the secret.',
  drawsClientSeed:
    'When you place order, your browser go send im own random number (the client seed), and your order go get the next number for the cycle (1, 2, 3, ... without gap). Both of dem dey your receipt with the seed hash. Nothing else wey we choose dey enter the draw, so we no fit choose who go win.',
  drawsChance:
    'Your chance to win na: number of tickets × ticket price × the cycle payout ratio ÷ the prize, and e no dey ever pass 1 for 2. We go show am before you pay (for example "1 for 286"). The payout ratio na the part of ticket money wey the cycle dey return as prizes on average.',
  drawsResult:
    'We dey calculate the result as HMAC-SHA256 with the server seed as key and the message "cycle number:order number:client seed". The first 8 bytes of that result, wey we read as number between 0 and 2<sup>64</sup>, na im go decide: if the number small pass your chance × 2<sup>64</sup>, you don win.',
  drawsCheck:
    'When cycle end, we go publish im server seed. You fit paste your seeds inside the <checker>fairness checker</checker> and do the calculation again by yourself. Every cycle order log (order number, hashed phone number, tickets, status and result) dey open for everybody, so if dem pay for order and e no draw, people go see am.',
  drawsPaidInFull:
    'We dey always pay win in full. Cycle go close for new orders when im prize budget no fit cover another prize again; orders wey dem place before that one go still draw and we go pay.',
  drawsWhereWinningsGo:
    'Cash prize dey go your wallet, or, if na only phone number you take buy, we go keep am for that number until you open account with am and confirm am with one-time code. Pay4Me prize na the shop wey you choose we dey pay, and you no fit change am to cash.',
  accountTitle: '5. Your Account',
  accountPassword: 'Keep your password secret. Na you go answer for anything wey dem do with your account.',
  accountTellUs: 'Tell us immediately for {email} if you think say another person don use your account.',
  accountUpToDate:
    'Make sure say your phone number and email dey correct: na dem we dey use reach you about your money.',
  accountWallet:
    'Your wallet dey hold naira, e no dey earn interest and e no be bank account. To send money go your bank, you need correct account number wey dey your name or one wey dem allow you pay.',
  paymentsTitle: '6. Payments',
  paymentsGateway:
    'Na our licensed payment gateway dey collect card, bank transfer and USSD payments. All prices dey in naira and dem include any fee, unless we show the fee separately before you confirm.',
  paymentsConfirmed:
    'Ticket dey bought only when the gateway confirm your payment. If e confirm amount wey different from the order, we go put the money wey you pay for your wallet and no draw go happen.',
  paymentsRefunds:
    'Once we don draw ticket, we no fit refund am. If dem charge you and no order draw or no money enter your wallet, contact us and we go correct am.',
  paymentsTransfers:
    'Bank transfer from your wallet get daily limit and e fit get fee wey we go show before you confirm.',
  propertyTitle: '7. Intellectual Property',
  property:
    'The ChancePay name, logo, website, app and everything inside dem belong to ChancePay or the people wey give am licence. You fit use dem only to take part for ChancePay for your own personal purpose, no be for business. You no fit copy, change or resell any part of the service without our written permission.',
  privacyTitle: '8. Privacy',
  privacy:
    'We dey handle your personal data under the Nigeria Data Protection Act 2023, as our <policy>Privacy Policy</policy> explain, including your right to see, correct and delete your data.',
  liabilityTitle: '9. Limit of Wetin We Fit Answer For',
  liabilityAvailability:
    'We dey work make ChancePay always dey available and correct, but we no fit promise say e no go ever stop, for example when network, bank or payment gateway get wahala. If payment cut for middle, we go dey check with the gateway until e settle one way or the other.',
  liabilityLimits:
    'As far as Nigerian law allow, we no go answer for indirect loss, or for loss wey things wey pass our control cause. Nothing for these terms dey limit your rights as consumer under the Federal Competition and Consumer Protection Act 2018.',
  misuseTitle: '10. Bad Use and Fraud',
  misuse:
    'To use stolen card or account, to try change or predict draws, to attack our systems, or to use ChancePay wash money, na strictly forbidden. We fit hold the money wey dey involved, cancel the orders, close the accounts and report the matter to authorities.',
  terminationTitle: '11. How Account Go End',
  termination:
    'You fit close your account any time if you write us; we go pay your wallet balance to any Nigerian bank account wey you name, after any check wey the law require. We fit suspend or close account wey break these terms; unless the money get hand for fraud, we go still pay you the balance.',
  amendmentsTitle: '12. Changes',
  amendments:
    'We fit change these terms, for example when the law or our products change. We go show the new terms for the site, and email people wey get account about important changes, before dem start. Any change no go ever affect order wey you don already pay for.',
  disputesTitle: '13. Quarrel and the Law Wey Apply',
  disputesLaw:
    'Na the laws of the Federal Republic of Nigeria dey govern these terms. If you get complaint, write to {email} with your phone number, the order or transaction reference and wetin you want make we do; we go reply within 5 working days.',
  disputesMediation:
    'If we no fit agree, any of us fit take the matter go mediation for Lagos before we go court, and na Nigerian courts get power over am. You fit also complain to the Federal Competition and Consumer Protection Commission (FCCPC) any time.',
  contactTitle: '14. Contact Us',
  contact:
    'Questions about these terms, payment or prize: <email>{email}</email>, any day, any time. Abeg add your phone number and the order reference so we fit help you quick.',
  definitionsTitle: '15. Meaning of Words',
  cycleTerm: 'Raffle cycle',
  cycleDefinition: 'One round of product wey get im own ticket price, prize, prize budget and seeds.',
  productTerm: 'Raffle product',
  productDefinition: 'Type of raffle (Get Cash, Pay4Me, On The House) wey we offer inside raffle cycle.',
  ticketTerm: 'Ticket',
  ticketDefinition: 'One entry wey you pay for; more tickets for one order mean bigger chance to win.',
  orderTerm: 'Order',
  orderDefinition: 'One purchase of one ticket or more, wey we draw once.',
  prizeTerm: 'Amount wey you fit win (prize)',
  prizeDefinition: 'Wetin order wey win go collect.',
  walletTerm: 'Wallet',
  walletDefinition: 'Your ChancePay balance for naira.',
  seedsTerm: 'Server seed, seed hash and client seed',
  seedsDefinition:
    'The secret random number of one cycle, im fingerprint wey we publish, and your own random number.',
  vendorTerm: 'Vendor (shop)',
  vendorDefinition: 'Registered business wey person fit pay through Pay4Me or Scan2Pay4Me.',
});
