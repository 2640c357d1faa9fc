import { ALL_BANKS, findBankByCode, type Bank } from '@chancepay/shared/banks';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useMessages } from '../../lib/i18n';
import { banksMessages, type BanksTranslator } from './banks.messages';
import './bank-picker.scss';

/** "Opay", "o-pay" and "OPAY" all find OPay: letters and digits only, any case. */
const searchKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A phone screen's worth of scrolling; typing narrows the rest (the whole list is over 400 names). */
const MOST_SHOWN = 40;

const optionLabel = (bank: Bank, t: BanksTranslator) =>
  bank.available ? bank.name : t('unavailableBank', { bank: bank.name });

/** The list for what was typed: names containing it, those starting with it first, list order kept. */
export function banksMatching(query: string, banks: readonly Bank[] = ALL_BANKS): Bank[] {
  const wanted = searchKey(query);
  if (!wanted) return [...banks];
  const starting: Bank[] = [];
  const containing: Bank[] = [];
  for (const bank of banks) {
    const key = searchKey(bank.name);
    if (key.startsWith(wanted)) starting.push(bank);
    else if (key.includes(wanted)) containing.push(bank);
  }
  return [...starting, ...containing];
}

export interface BankPickerProps {
  /** The chosen bank's code (the API's `bank`), or '' for none. */
  value: string;
  onChange(code: string): void;
  placeholder: string;
  isInvalid?: boolean;
  /** Unavailable banks (Heritage) are listed with "(unavailable)" so the reason can be shown; false hides them. */
  listUnavailable?: boolean;
}

/**
 * A searchable bank list (WAI-ARIA combobox with a listbox popup): type part of a name, pick with a tap, or
 * with the arrow keys and Enter. Holds every bank and fintech the payout provider pays, the spec's 19 first.
 * Rendered inside a Form.Group whose controlId labels the input.
 */
export function BankPicker({
  value,
  onChange,
  placeholder,
  isInvalid,
  listUnavailable = true,
}: BankPickerProps) {
  const t = useMessages(banksMessages);
  const listId = useId();
  const chosen = findBankByCode(value);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const banks = useMemo(
    () => (listUnavailable ? ALL_BANKS : ALL_BANKS.filter((bank) => bank.available)),
    [listUnavailable],
  );
  const allMatches = useMemo(() => banksMatching(query ?? '', banks), [query, banks]);
  const matches = allMatches.slice(0, MOST_SHOWN);
  const notShown = allMatches.length - matches.length;
  const text = query ?? (chosen ? optionLabel(chosen, t) : '');

  function choose(bank: Bank) {
    onChange(bank.cbnCode);
    setQuery(null);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.min(Math.max(index + step, 0), Math.max(matches.length - 1, 0)));
    } else if (event.key === 'Enter' && open) {
      const bank = matches[active];
      if (bank) {
        event.preventDefault();
        choose(bank);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setQuery(null);
    }
  }

  const activeId = open && matches[active] ? `${listId}-${active}` : undefined;
  return (
    // The wrapper carries is-invalid too: Bootstrap shows a field's .invalid-feedback only after an invalid sibling.
    <div className={isInvalid ? 'bank-picker is-invalid' : 'bank-picker'}>
      <Form.Control
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={text}
        isInvalid={isInvalid}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setQuery(null);
        }}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
          if (value) onChange('');
        }}
      />
      <ul id={listId} role="listbox" aria-label={t('banks')} className="bank-picker-list" hidden={!open}>
        {open &&
          matches.map((bank, index) => (
            <li
              key={bank.cbnCode}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={bank.cbnCode === value}
              className={index === active ? 'active' : undefined}
              // mousedown, not click: the input keeps focus, so a tap chooses before blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(bank);
              }}
              onMouseEnter={() => setActive(index)}
            >
              {optionLabel(bank, t)}
            </li>
          ))}
        {open && notShown > 0 && (
          <li role="presentation" className="bank-picker-more">
            {t('moreBanks', { count: notShown })}
          </li>
        )}
        {open && matches.length === 0 && (
          <li role="presentation" className="bank-picker-empty">
            {t('noBankByThatName')}
          </li>
        )}
      </ul>
    </div>
  );
}
