import { describe, expect, it } from 'vitest';
import { visibleNav } from './nav';

describe('console navigation', () => {
  it('shows each staff member only the screens their roles open', () => {
    expect(visibleNav(['support']).map((item) => item.label)).toEqual([
      'Home',
      'Approvals',
      'Vendors',
      'Support',
      'My security',
    ]);
    expect(visibleNav(['auditor']).map((item) => item.label)).toEqual([
      'Home',
      'Approvals',
      'Audit log',
      'Cycles',
      'Vendors',
      'Support',
      'Ledger',
      'Reports',
      'My security',
    ]);
    expect(visibleNav(['raffle_ops']).map((item) => item.label)).toEqual([
      'Home',
      'Approvals',
      'Cycles',
      'Winners',
      'My security',
    ]);
    expect(visibleNav(['finance']).map((item) => item.label)).toEqual([
      'Home',
      'Approvals',
      'Vendors',
      'Payouts',
      'Adjustments',
      'Refunds',
      'Ledger',
      'Reconciliation',
      'Reports',
      'My security',
    ]);
    expect(visibleNav(['compliance']).map((item) => item.label)).toEqual([
      'Home',
      'Approvals',
      'Audit log',
      'Winners',
      'Responsible play',
      'My security',
    ]);
    expect(visibleNav(['staff_admin']).map((item) => item.label)).toEqual([
      'Home',
      'Approvals',
      'Audit log',
      'Staff',
      'My security',
    ]);
  });
});
