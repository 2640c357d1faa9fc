import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it } from 'vitest';
import type { VendorListItem } from '../api/vendors';
import { VendorSearch, filterVendors } from './VendorSearch';

const vendors: VendorListItem[] = [
  { vendorId: 'v1', vendorName: 'Mama Put Foods' },
  { vendorId: 'v2', vendorName: 'Ikeja Phones' },
  { vendorId: 'v3', vendorName: 'PUTTY Hardware' },
];

function Harness({ onChange }: { onChange?: (vendor: VendorListItem | null) => void }) {
  const [selected, setSelected] = useState<VendorListItem | null>(null);
  return (
    <>
      <VendorSearch
        vendors={vendors}
        loading={false}
        selected={selected}
        onSelect={(vendor) => {
          setSelected(vendor);
          onChange?.(vendor);
        }}
      />
      <output role="status">{selected ? selected.vendorId : 'none'}</output>
    </>
  );
}

it('matches names case-insensitively anywhere in the name', () => {
  expect(filterVendors(vendors, 'put').map((vendor) => vendor.vendorId)).toEqual(['v1', 'v3']);
  expect(filterVendors(vendors, '  PHONES ').map((vendor) => vendor.vendorId)).toEqual(['v2']);
  expect(filterVendors(vendors, '')).toEqual(vendors);
  expect(filterVendors(vendors, 'zzz')).toEqual([]);
});

it('lists matches in a scrolling menu of at most 200 px, and picks one by click', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const combobox = screen.getByRole('combobox', { name: 'Vendor' });
  await user.type(combobox, 'pUt');
  const listbox = screen.getByRole('listbox', { name: 'Vendors' });
  expect(listbox).toHaveClass('vendor-search-menu');
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Mama Put Foods',
    'PUTTY Hardware',
  ]);
  await user.click(screen.getByRole('option', { name: 'PUTTY Hardware' }));
  expect(screen.getByRole('status')).toHaveTextContent('v3');
  expect(combobox).toHaveValue('PUTTY Hardware');
  expect(combobox).toHaveAttribute('aria-expanded', 'false');
});

it('clearing the search text clears the chosen vendor', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const combobox = screen.getByRole('combobox', { name: 'Vendor' });
  await user.type(combobox, 'ikeja');
  await user.click(screen.getByRole('option', { name: 'Ikeja Phones' }));
  expect(screen.getByRole('status')).toHaveTextContent('v2');
  await user.clear(combobox);
  expect(screen.getByRole('status')).toHaveTextContent('none');
});

it('works from the keyboard and says when nothing matches', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const combobox = screen.getByRole('combobox', { name: 'Vendor' });
  await user.type(combobox, 'xyz');
  expect(screen.getByText('No vendor matches "xyz".')).toBeInTheDocument();
  await user.clear(combobox);
  await user.type(combobox, 'a');
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(screen.getByRole('status')).toHaveTextContent('v2');
});
