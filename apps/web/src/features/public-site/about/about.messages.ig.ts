import { translate } from '@chancepay/shared/i18n/messages';
import type { aboutMessages } from './about.messages';

export default translate<typeof aboutMessages>('publicSite.about', 'ig', {
  title: 'Maka Anyị',
  heading: 'Maka ChancePay',
  lead: 'ChancePay bụ ọrụ raffle na wallet nke Naịjirịa. Site n’ego obere tiketi, ị na-enweta ohere ziri ezi ozugbo imeri ego n’ime wallet gị ma ọ bụ ka a kwụọ ụlọ ahịa ụgwọ maka gị.',
  missionTitle: 'Ebumnuche Anyị',
  mission:
    'Inye onye Naịjirịa ọ bụla ohere ziri ezi ma dị ọnụ ala imeri, ma ọ bụ ego n’akpa ya ma ọ bụ ụgwọ a kwụrụ n’ụlọ ahịa dị nso, ma mee ka ndị na-egwu nwee ike inyocha ịtụ nza ọ bụla.',
  visionTitle: 'Ọhụụ Anyị',
  vision:
    'Naịjirịa ebe obere ịkwụ ụgwọ na-emepe ezigbo ohere: ebe ndị na-azụ ahịa, ụmụ akwụkwọ na ezinụlọ nwere ike isonye na ekwentị ha nwere, ma tụkwasị obi n’ihe ha hụrụ.',
  valuesTitle: 'Ụkpụrụ Anyị',
  securityTitle: 'Nchekwa',
  security:
    'Ego gị nọ n’akwụkwọ ndekọ abụọ (double-entry) nke na-enweghị ike ịgbada n’okpuru efu, nkọwa kaadị gị anaghị erute sava anyị, a pụkwara inyocha ịtụ nza ọ bụla mgbe o mechara.',
  innovationTitle: 'Ihe Ọhụrụ',
  innovation:
    'Ịtụ nza ozugbo nke a pụrụ igosi na o ziri ezi, ịkwụ ụlọ ahịa ụgwọ site na QR code, na saịtị na-emepe ngwa ngwa na obere ekwentị ọbụna mgbe netwọk dị nwayọ.',
  inclusivityTitle: 'Onye Ọ Bụla',
  inclusivity:
    'Ị chọghị ngwa ụlọ akụ, nnukwu ego ma ọ bụ akaụntụ iji malite: nọmba ekwentị Naịjirịa na ₦250 ezuola.',
  meetTheTeam: 'Zute ndị otu anyị',
});
