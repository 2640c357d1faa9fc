import { translate } from '@chancepay/shared/i18n/messages';
import type { homeMessages } from './home.messages';

export default translate<typeof homeMessages>('publicSite.home', 'ig', {
  heroTitle: 'Merie ego ma ọ bụ ka a kwụọ ụgwọ ihe ị zụrụ',
  heroLead: 'Zụta tiketi ₦250 ma mara ozugbo ma i meriri. Ịtụ nza ọ bụla ziri ezi, a pụkwara igosi ya.',
  loadingServices: 'Biko chere, ọrụ na-ebu...',
  noServices: 'Enweghị ọrụ ugbu a.',
  tryAgain: 'Nwaa ọzọ',
  raffleProducts: 'Ngwaahịa raffle',
  win: 'Merie {amount}',
  afterTax: '({amount} mgbe e wepụrụ ụtụ isi)',
  pricePerTicket: '{price} otu tiketi',
  oddsOneIn: 'Ohere: 1 n’ime {count}',
  testimonialTitle: 'Nụrụ ya n’ọnụ ndị ahịa anyị',
  testimonialVideo:
    'Obere vidiyo gbasara ndị na-azụ tiketi na ChancePay, na ihe mere mgbe ha meriri ịkwụ ụlọ ahịa ụgwọ ma ọ bụ ego n’ime wallet ha.',
  testimonialComing:
    'Vidiyo ndị ahịa anyị na-abịa n’oge na-adịghị anya: ndị na-azụ tiketi na ChancePay, na ihe mere mgbe ha meriri ịkwụ ụlọ ahịa ụgwọ ma ọ bụ ego n’ime wallet ha.',
  watchVideo: 'Lee vidiyo ahụ',
  offerTitle: 'Ihe Anyị Na-enye',
  seamlessTitle: 'Azụmahịa dị mfe',
  seamless:
    'Zụta tiketi site na kaadị, ibufe ego site na ụlọ akụ ma ọ bụ USSD, chekwaa ihe i meriri na wallet naira ma zipu ego n’akaụntụ ụlọ akụ ọ bụla na Naịjirịa.',
  secureTitle: 'Ọrụ nwere nchekwa ma dị mfe iji',
  secure:
    'Ịkwụ ụgwọ site na kaadị na-agafe n’ụzọ ịkwụ ụgwọ nwere ikikere; anyị anaghị ahụ nọmba kaadị gị. Ihuenyo ọ bụla na-arụ ọrụ na obere ekwentị.',
  supportTitle: 'Enyemaka 24/7',
  support:
    'Ihe adịghị mma n’ịkwụ ụgwọ ma ọ bụ onyinye? Dee na support@chancepay.ng n’oge ọ bụla, mmadụ ga-aza gị.',
  faqTitle: 'Ajụjụ A Na-ajụkarị',
  howItWorksQuestion: 'Kedu otú ChancePay si arụ ọrụ?',
  howItWorksAnswer:
    'Họrọ ngwaahịa, tinye nọmba ekwentị gị ma zụta otu tiketi ma ọ bụ karịa (ihe dị ka ₦250 nke ọ bụla). Ozugbo e nyochara ịkwụ ụgwọ gị, a na-atụ nza maka order gị, ị ga-ahụkwa ozugbo ma i meriri. Onyinye Get Cash na-aga na wallet gị; onyinye Pay4Me na-akwụ ụlọ ahịa ị họrọ ụgwọ.',
  fairQuestion: 'Kedu otú m ga-esi mara na ịtụ nza ahụ ziri ezi?',
  fairAnswer:
    'Tupu agba raffle amalite, anyị na-ebipụta akara mkpịsị aka (hash) nke seed nzuzo ya. Ekwentị gị na-agbakwunye seed nke ya a na-atụghị anya n’order ọ bụla, n’ihi ya anyị enweghị ike ịhọrọ nsonaazụ. Mgbe agba ahụ gwụrụ, anyị na-ekpughe nzuzo ahụ, onye ọ bụla nwekwara ike inyocha ịtụ nza ọ bụla ọzọ. <terms>Usoro na ọnọdụ</terms> kọwara iwu ahụ n’uju.',
  accountQuestion: 'Achọrọ m akaụntụ iji sonye?',
  accountAnswer:
    'Mba. Ị nwere ike iji kaadị kwụọ ụgwọ naanị site na nọmba ekwentị Naịjirịa gị, a ga-echekwa ihe ọ bụla i meriri maka nọmba ahụ. Emesịa, mepee akaụntụ site n’otu nọmba ahụ iji bufee ha n’ime wallet gị. Ị ga-agbarịrị afọ 18 ma ọ bụ karịa iji sonye.',
  aboutTitle: 'Maka ChancePay',
  about:
    'ChancePay na-eme ka obere ego ghọọ ohere ziri ezi: tiketi nwere ike imeri gị ego ma ọ bụ kwụọ ụlọ ahịa ụgwọ n’aha gị, ya na wallet iji chekwaa ihe i meriri ma zipu ya n’ụlọ akụ ọ bụla.',
  readMoreAboutUs: 'Gụkwuo maka anyị',
});
