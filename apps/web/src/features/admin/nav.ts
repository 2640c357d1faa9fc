import type { StaffRole } from '@chancepay/shared/staff';

/**
 * The console's navigation. `roles` mirrors what the server's route allows (empty: any staff member): the
 * console hides what the server would refuse; the server still decides. Add a screen here and in
 * AdminApp.tsx's routes.
 */
export interface AdminNavItem {
  path: string;
  label: string;
  icon: string;
  roles: readonly StaffRole[];
  /** The heading it sits under in the menu; null: the first entries, without a heading. */
  section: AdminNavSection | null;
}

export type AdminNavSection = 'Raffle' | 'Money' | 'People' | 'Oversight' | 'You';

/** In menu order: what every staff member opens, then by area of work, then the member's own settings. */
export const adminNav: AdminNavItem[] = [
  { path: '/admin', label: 'Home', icon: 'bi-graph-up', roles: [], section: null },
  { path: '/admin/approvals', label: 'Approvals', icon: 'bi-ui-checks', roles: [], section: null },
  {
    path: '/admin/cycles',
    label: 'Cycles',
    icon: 'bi-calendar3',
    roles: ['raffle_ops', 'auditor'],
    section: 'Raffle',
  },
  {
    path: '/admin/winners',
    label: 'Winners',
    icon: 'bi-trophy',
    roles: ['raffle_ops', 'compliance'],
    section: 'Raffle',
  },
  {
    path: '/admin/responsible-play',
    label: 'Responsible play',
    icon: 'bi-shield-check',
    roles: ['compliance'],
    section: 'Raffle',
  },
  // Operator console II: money operations (issue 16)
  { path: '/admin/payouts', label: 'Payouts', icon: 'bi-bank', roles: ['finance'], section: 'Money' },
  {
    path: '/admin/adjustments',
    label: 'Adjustments',
    icon: 'bi-pencil-square',
    roles: ['finance'],
    section: 'Money',
  },
  {
    path: '/admin/refunds',
    label: 'Refunds',
    icon: 'bi-arrow-counterclockwise',
    roles: ['finance'],
    section: 'Money',
  },
  {
    path: '/admin/ledger',
    label: 'Ledger',
    icon: 'bi-journal-text',
    roles: ['finance', 'auditor'],
    section: 'Money',
  },
  {
    path: '/admin/reconciliation',
    label: 'Reconciliation',
    icon: 'bi-journal-check',
    roles: ['finance'],
    section: 'Money',
  },
  {
    path: '/admin/reports',
    label: 'Reports',
    icon: 'bi-bar-chart',
    roles: ['finance', 'auditor'],
    section: 'Money',
  },
  {
    path: '/admin/winnings-tax',
    label: 'Winnings tax',
    icon: 'bi-percent',
    roles: ['finance', 'auditor'],
    section: 'Money',
  },
  {
    path: '/admin/vendors',
    label: 'Vendors',
    icon: 'bi-shop-window',
    roles: ['support', 'finance', 'auditor'],
    section: 'People',
  },
  {
    path: '/admin/support',
    label: 'Support',
    icon: 'bi-life-preserver',
    roles: ['support', 'auditor'],
    section: 'People',
  },
  { path: '/admin/staff', label: 'Staff', icon: 'bi-person-gear', roles: ['staff_admin'], section: 'People' },
  // Identity and wallet tiers (issue 21): the proofs of address waiting for a decision.
  {
    path: '/admin/compliance',
    label: 'Compliance',
    icon: 'bi-person-vcard',
    roles: ['compliance'],
    section: 'Oversight',
  },
  // Personal data (issue 23): data requests with their 30-day clock, breaches with their 72-hour clock.
  {
    path: '/admin/personal-data',
    label: 'Personal data',
    icon: 'bi-shield-lock',
    roles: ['compliance', 'auditor'],
    section: 'Oversight',
  },
  // Money-laundering controls (issue 23): alerts, cases and wallet holds, large-transaction records to file.
  {
    path: '/admin/aml',
    label: 'Money laundering',
    icon: 'bi-shield-exclamation',
    roles: ['compliance', 'auditor'],
    section: 'Oversight',
  },
  {
    path: '/admin/audit-log',
    label: 'Audit log',
    icon: 'bi-list-columns',
    roles: ['auditor', 'compliance', 'staff_admin'],
    section: 'Oversight',
  },
  { path: '/admin/security', label: 'My security', icon: 'bi-key', roles: [], section: 'You' },
];

export function mayOpen(item: { roles: readonly StaffRole[] }, roles: readonly StaffRole[]): boolean {
  return item.roles.length === 0 || item.roles.some((role) => roles.includes(role));
}

export function visibleNav(roles: readonly StaffRole[]): AdminNavItem[] {
  return adminNav.filter((item) => mayOpen(item, roles));
}

/** The visible entries grouped under their headings, in menu order; a heading with nothing visible is left out. */
export function visibleNavSections(
  roles: readonly StaffRole[],
): { section: AdminNavSection | null; items: AdminNavItem[] }[] {
  const sections: { section: AdminNavSection | null; items: AdminNavItem[] }[] = [];
  for (const item of visibleNav(roles)) {
    const last = sections.at(-1);
    if (last && last.section === item.section) last.items.push(item);
    else sections.push({ section: item.section, items: [item] });
  }
  return sections;
}
