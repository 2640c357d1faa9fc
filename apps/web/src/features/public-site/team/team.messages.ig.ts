import { translate } from '@chancepay/shared/i18n/messages';
import type { teamMessages } from './team.messages';

export default translate<typeof teamMessages>('publicSite.team', 'ig', {
  title: 'Ndị Otu Anyị',
  heading: 'Zute Ndị Otu Anyị',
  lead: 'Ndị na-ewu ChancePay ma na-aza mgbe ị degaara anyị.',
  loading: 'Ndị otu na-ebu...',
  onLinkedIn: '{name} na LinkedIn',
  onX: '{name} na X',
  email: 'Zigara {name} email',
  chiefExecutive: 'Onye Isi Njikwa',
  chiefTechnology: 'Onye Isi Teknụzụ',
  headOfOperations: 'Onye Isi Ọrụ',
  headOfCompliance: 'Onye Isi Nrube Isi n’Iwu na Nchekwa Data',
  leadProductDesigner: 'Onye Isi Nhazi Ngwaahịa',
  supportLead: 'Onye Isi Enyemaka Ndị Ahịa',
});
