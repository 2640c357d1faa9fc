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
}

export const adminNav: AdminNavItem[] = [
  { path: '/admin', label: 'Home', icon: 'bi-graph-up', roles: [] },
  { path: '/admin/approvals', label: 'Approvals', icon: 'bi-ui-checks', roles: [] },
  {
    path: '/admin/audit-log',
    label: 'Audit log',
    icon: 'bi-list-columns',
    roles: ['auditor', 'compliance', 'staff_admin'],
  },
  { path: '/admin/cycles', label: 'Cycles', icon: 'bi-calendar3', roles: ['raffle_ops', 'auditor'] },
  {
    path: '/admin/vendors',
    label: 'Vendors',
    icon: 'bi-shop-window',
    roles: ['support', 'finance', 'auditor'],
  },
  { path: '/admin/support', label: 'Support', icon: 'bi-life-preserver', roles: ['support', 'auditor'] },
  { path: '/admin/staff', label: 'Staff', icon: 'bi-person-gear', roles: ['staff_admin'] },
  // Operator console II: money operations (issue 16)
  { path: '/admin/payouts', label: 'Payouts', icon: 'bi-bank', roles: ['finance'] },
  { path: '/admin/adjustments', label: 'Adjustments', icon: 'bi-pencil-square', roles: ['finance'] },
  { path: '/admin/refunds', label: 'Refunds', icon: 'bi-arrow-counterclockwise', roles: ['finance'] },
  { path: '/admin/ledger', label: 'Ledger', icon: 'bi-journal-text', roles: ['finance', 'auditor'] },
  { path: '/admin/reconciliation', label: 'Reconciliation', icon: 'bi-journal-check', roles: ['finance'] },
  { path: '/admin/winners', label: 'Winners', icon: 'bi-trophy', roles: ['raffle_ops', 'compliance'] },
  {
    path: '/admin/responsible-play',
    label: 'Responsible play',
    icon: 'bi-shield-check',
    roles: ['compliance'],
  },
  { path: '/admin/reports', label: 'Reports', icon: 'bi-bar-chart', roles: ['finance', 'auditor'] },
  { path: '/admin/security', label: 'My security', icon: 'bi-key', roles: [] },
];

export function mayOpen(item: { roles: readonly StaffRole[] }, roles: readonly StaffRole[]): boolean {
  return item.roles.length === 0 || item.roles.some((role) => roles.includes(role));
}

export function visibleNav(roles: readonly StaffRole[]): AdminNavItem[] {
  return adminNav.filter((item) => mayOpen(item, roles));
}
