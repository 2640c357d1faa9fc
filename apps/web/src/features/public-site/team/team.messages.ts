import { defineMessages } from '@chancepay/shared/i18n/messages';

export const teamMessages = defineMessages('publicSite.team', {
  title: 'Our Team',
  heading: 'Meet the Team',
  lead: 'The people who build ChancePay and answer when you write to us.',
  loading: 'Loading the team...',
  onLinkedIn: '{name} on LinkedIn',
  onX: '{name} on X',
  email: 'Email {name}',
  chiefExecutive: 'Chief Executive Officer',
  chiefTechnology: 'Chief Technology Officer',
  headOfOperations: 'Head of Operations',
  headOfCompliance: 'Head of Compliance and Data Protection',
  leadProductDesigner: 'Lead Product Designer',
  supportLead: 'Customer Support Lead',
});

/** The roles on the team cards (team-members.ts). */
export type TeamRole = Extract<
  keyof (typeof teamMessages)['en'],
  | 'chiefExecutive'
  | 'chiefTechnology'
  | 'headOfOperations'
  | 'headOfCompliance'
  | 'leadProductDesigner'
  | 'supportLead'
>;
