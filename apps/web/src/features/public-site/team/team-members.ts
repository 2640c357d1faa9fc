import type { TeamRole } from './team.messages';

/**
 * The six team cards (spec section 2, Team page). Placeholder people: replace names, roles and profile links
 * with the real team's before launch.
 */
export interface TeamMember {
  name: string;
  /** The role's message in team.messages.ts, shown in the reader's language. */
  role: TeamRole;
  /** Background of the initials avatar. */
  colour: string;
  links: { linkedin: string; x: string; email: string };
}

export const teamMembers: readonly TeamMember[] = [
  {
    name: 'Adaeze Okafor',
    role: 'chiefExecutive',
    colour: '#0b6e4f',
    links: {
      linkedin: 'https://www.linkedin.com/in/adaeze-okafor',
      x: 'https://x.com/adaezeokafor',
      email: 'adaeze@chancepay.ng',
    },
  },
  {
    name: 'Tunde Bakare',
    role: 'chiefTechnology',
    colour: '#1d4f91',
    links: {
      linkedin: 'https://www.linkedin.com/in/tunde-bakare',
      x: 'https://x.com/tundebakare',
      email: 'tunde@chancepay.ng',
    },
  },
  {
    name: 'Ngozi Eze',
    role: 'headOfOperations',
    colour: '#8a3b12',
    links: {
      linkedin: 'https://www.linkedin.com/in/ngozi-eze',
      x: 'https://x.com/ngozieze',
      email: 'ngozi@chancepay.ng',
    },
  },
  {
    name: 'Ibrahim Musa',
    role: 'headOfCompliance',
    colour: '#5b2a86',
    links: {
      linkedin: 'https://www.linkedin.com/in/ibrahim-musa',
      x: 'https://x.com/ibrahimmusa',
      email: 'ibrahim@chancepay.ng',
    },
  },
  {
    name: 'Funmilayo Adeyemi',
    role: 'leadProductDesigner',
    colour: '#a4132e',
    links: {
      linkedin: 'https://www.linkedin.com/in/funmilayo-adeyemi',
      x: 'https://x.com/funmiadeyemi',
      email: 'funmilayo@chancepay.ng',
    },
  },
  {
    name: 'Chinedu Obi',
    role: 'supportLead',
    colour: '#115e67',
    links: {
      linkedin: 'https://www.linkedin.com/in/chinedu-obi',
      x: 'https://x.com/chineduobi',
      email: 'chinedu@chancepay.ng',
    },
  },
];

export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join('');
}
