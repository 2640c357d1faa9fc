import { translate } from '@chancepay/shared/i18n/messages';
import type { teamMessages } from './team.messages';

export default translate<typeof teamMessages>('publicSite.team', 'ha', {
  title: 'Ma’aikatanmu',
  heading: 'Haɗu da Ma’aikatanmu',
  lead: 'Mutanen da ke gina ChancePay kuma suke amsawa idan ka rubuto mana.',
  loading: 'Ana loda ma’aikata...',
  onLinkedIn: '{name} a LinkedIn',
  onX: '{name} a X',
  email: 'Aika imel ga {name}',
  chiefExecutive: 'Babban Jami’in Gudanarwa',
  chiefTechnology: 'Babban Jami’in Fasaha',
  headOfOperations: 'Shugaban Ayyuka',
  headOfCompliance: 'Shugaban Bin Doka da Kare Bayanai',
  leadProductDesigner: 'Babban Mai Zana Kayayyaki',
  supportLead: 'Shugaban Taimakon Kwastomomi',
});
