import { describe, expect, it } from 'vitest';
import { visibleNav, visibleNavSections } from './nav';

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
      'Cycles',
      'Ledger',
      'Reports',
      'Winnings tax',
      'Vendors',
      'Support',
      'Personal data',
      'Money laundering',
      'Audit log',
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
      'Payouts',
      'Adjustments',
      'Refunds',
      'Ledger',
      'Reconciliation',
      'Reports',
      'Winnings tax',
      'Vendors',
      'My security',
    ]);
    expect(visibleNav(['compliance']).map((item) => item.label)).toEqual([
      'Home',
      'Approvals',
      'Winners',
      'Responsible play',
      'Compliance',
      'Personal data',
      'Money laundering',
      'Audit log',
      'My security',
    ]);
    expect(visibleNav(['staff_admin']).map((item) => item.label)).toEqual([
      'Home',
      'Approvals',
      'Staff',
      'Audit log',
      'My security',
    ]);
  });

  it('groups the menu under headings, leaving out a heading with nothing the member may open', () => {
    const grouped = visibleNavSections(['support', 'raffle_ops']).map(({ section, items }) => [
      section,
      items.map((item) => item.label),
    ]);
    expect(grouped).toEqual([
      [null, ['Home', 'Approvals']],
      ['Raffle', ['Cycles', 'Winners']],
      ['People', ['Vendors', 'Support']],
      ['You', ['My security']],
    ]);
  });
});
