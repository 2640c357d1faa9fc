import { translate } from '@chancepay/shared/i18n/messages';
import type { howItWorksMessages } from './how-it-works.messages';

export default translate<typeof howItWorksMessages>('publicSite.howItWorks', 'ig', {
  title: 'Otú O Si Arụ Ọrụ',
  lead: 'Nzọụkwụ atọ site na tiketi mbụ gị ruo ego n’akaụntụ ụlọ akụ gị.',
  noAccountNeeded:
    'Ị chọghị akaụntụ iji zụta tiketi: kwụọ ụgwọ site na nọmba ekwentị gị, a ga-echekwa ihe ọ bụla i meriri maka nọmba ahụ. Akaụntụ na-agbakwunye wallet, izipu ego n’ụlọ akụ gị na akụkọ azụmahịa gị.',
  step: 'Nzọụkwụ {number}.',
  signUpTitle: 'Debanye Aha',
  signUp:
    'Mepee akaụntụ site na aha njirimara, email gị, nọmba ekwentị Naịjirịa gị na okwuntughe siri ike. Ị ga-agbarịrị afọ 18 ma ọ bụ karịa.',
  verifyTitle: 'Nyochaa Onye Ị Bụ',
  verify:
    'Anyị na-ezigara ekwentị gị koodu a na-eji otu ugboro. Itinye ya na-egosi na nọmba ahụ bụ nke gị, ma bufee ihe ọ bụla i meriri e chekwara maka nọmba ahụ n’ime wallet gị.',
  bankingTitle: 'Malite Azụmahịa Ego',
  banking:
    'Zụta tiketi, lelee ego fọdụrụ na wallet gị, hụ azụmahịa ọ bụla, ma zipu ego n’akaụntụ ụlọ akụ ọ bụla na Naịjirịa.',
  featuresTitle: 'Ihe mere ndị mmadụ ji eji ChancePay',
  instantDrawsTitle: 'Ịtụ nza ozugbo, nke a pụrụ igosi na o ziri ezi',
  instantDraws:
    'A na-atụ nza maka order gị ozugbo e nyochara ịkwụ ụgwọ gị, nọmba seed dị na nnata gị na-eme ka onye ọ bụla nwee ike inyocha nsonaazụ ya.',
  payShopTitle: 'Jiri ihe i meriri kwụọ ụlọ ahịa',
  payShop:
    'Site na Pay4Me, họrọ ụlọ ahịa debanyere aha tupu ị zụta; ọ bụrụ na i meri, a ga-akwụ ụlọ ahịa ahụ ụgwọ maka gị.',
  walletTitle: 'Wallet naira',
  wallet: 'Onyinye ego na-abata na wallet gị, dị njikere iji zụta tiketi ma ọ bụ ibufe n’ụlọ akụ gị.',
  readyTitle: 'Ị dị njikere ịnwale?',
});
