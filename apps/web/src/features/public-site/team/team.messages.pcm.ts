import { translate } from '@chancepay/shared/i18n/messages';
import type { teamMessages } from './team.messages';

export default translate<typeof teamMessages>('publicSite.team', 'pcm', {
  title: 'Our Team',
  heading: 'Meet the Team',
  lead: 'The people wey dey build ChancePay and dey answer when you write us.',
  loading: 'Team dey load...',
  onLinkedIn: '{name} for LinkedIn',
  onX: '{name} for X',
  email: 'Send email to {name}',
  chiefExecutive: 'Chief Executive Officer',
  chiefTechnology: 'Chief Technology Officer',
  headOfOperations: 'Head of Operations',
  headOfCompliance: 'Head of Compliance and Data Protection',
  leadProductDesigner: 'Lead Product Designer',
  supportLead: 'Customer Support Lead',
});
