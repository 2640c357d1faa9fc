import { useId, useState, type KeyboardEvent } from 'react';
import { useMessages } from '../../../lib/i18n';
import { UNNAMED_VENDOR, type VendorListItem } from '../api/vendors';
import { pay4MeMessages } from './pay4me.messages';
import { purchaseFormMessages } from './purchase-form.messages';

/** Spec section 5, Vendor search: a case-insensitive "contains" match on the vendor's name. */
export function filterVendors(vendors: VendorListItem[], search: string): VendorListItem[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return vendors;
  return vendors.filter((vendor) => vendor.vendorName.toLowerCase().includes(needle));
}

export interface VendorSearchProps {
  vendors: VendorListItem[];
  loading: boolean;
  selected: VendorListItem | null;
  onSelect: (vendor: VendorListItem | null) => void;
}

/**
 * A searchable vendor dropdown (WAI-ARIA combobox with a listbox popup). Any edit of the text, clearing
 * it included, drops the chosen vendor: what the field shows is always what will be paid.
 */
export function VendorSearch({ vendors, loading, selected, onSelect }: VendorSearchProps) {
  const t = useMessages(pay4MeMessages);
  const tf = useMessages(purchaseFormMessages);
  const nameOf = (vendor: VendorListItem) =>
    vendor.vendorName === UNNAMED_VENDOR ? tf('unnamedVendor') : vendor.vendorName;
  const id = useId();
  const listId = `${id}-list`;
  const [search, setSearch] = useState(selected ? nameOf(selected) : '');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const matches = filterVendors(vendors, selected ? '' : search);
  const expanded = open && matches.length > 0;

  function choose(vendor: VendorListItem) {
    onSelect(vendor);
    setSearch(nameOf(vendor));
    setOpen(false);
    setActiveIndex(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) =>
        matches.length === 0 ? -1 : (index + step + matches.length) % matches.length,
      );
    } else if (event.key === 'Enter' && expanded) {
      // Picking an option must not submit the form around the field.
      event.preventDefault();
      const vendor = matches[activeIndex] ?? (matches.length === 1 ? matches[0] : undefined);
      if (vendor) choose(vendor);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActiveIndex(-1);
    }
  }

  let status = '';
  if (loading) status = t('loadingVendors');
  else if (vendors.length === 0) status = t('noVendors');
  else if (!selected && search.trim() && matches.length === 0)
    status = t('noVendorMatches', { search: search.trim() });

  const activeOption = expanded && activeIndex >= 0 ? `${id}-option-${activeIndex}` : undefined;
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {t('vendor')}
      </label>
      <div className="position-relative">
        <input
          id={id}
          className="form-control"
          type="text"
          role="combobox"
          autoComplete="off"
          placeholder={t('typeShopName')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeOption}
          aria-describedby={`${id}-status`}
          aria-required="true"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            if (selected) onSelect(null);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t('vendors')}
          className="vendor-search-menu"
          hidden={!expanded}
        >
          {matches.map((vendor, index) => (
            <li
              key={vendor.vendorId}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={selected?.vendorId === vendor.vendorId}
              className={`vendor-search-option${index === activeIndex ? ' active' : ''}`}
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(vendor);
              }}
            >
              <span className="d-block">{nameOf(vendor)}</span>
              {vendor.area ? <span className="d-block small vendor-search-area">{vendor.area}</span> : null}
            </li>
          ))}
        </ul>
      </div>
      <div id={`${id}-status`} className="form-text" aria-live="polite">
        {status ||
          (selected
            ? selected.area
              ? t('selectedInArea', { name: nameOf(selected), area: selected.area })
              : t('selected', { name: nameOf(selected) })
            : t('searchAndPick'))}
      </div>
    </div>
  );
}
