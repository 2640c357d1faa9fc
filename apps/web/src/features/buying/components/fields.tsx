import { formatNaira } from '@chancepay/shared/money';
import { useId } from 'react';
import { useKeepTypedChecked, useKeepTypedValue } from '../../../lib/typed-before-hydration';

/** Required phone number: the buyer's identity (winnings go to their phone wallet when anonymous). */
export function PhoneField({
  value,
  onChange,
  label = 'Phone number',
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const ref = useKeepTypedValue(value, onChange);
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className="form-control"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="08031234567"
        aria-describedby={`${id}-help`}
        value={value}
        disabled={disabled}
        required
        onChange={(event) => onChange(event.target.value)}
      />
      <div id={`${id}-help`} className="form-text">
        Nigerian mobile number. Any winnings are tied to it.
      </div>
    </div>
  );
}

export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const ref = useKeepTypedValue(value, onChange);
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        Email (optional)
      </label>
      <input
        ref={ref}
        id={id}
        className="form-control"
        type="email"
        inputMode="email"
        autoComplete="email"
        aria-describedby={`${id}-help`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <div id={`${id}-help`} className="form-text">
        For the payment receipt.
      </div>
    </div>
  );
}

export function TicketsField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const ref = useKeepTypedValue(value, onChange);
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        Number of tickets
      </label>
      <input
        ref={ref}
        id={id}
        className="form-control"
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        step={1}
        value={value}
        required
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

export function AmountDueField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const ref = useKeepTypedValue(value, onChange);
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        Amount due (₦)
      </label>
      <input
        ref={ref}
        id={id}
        className="form-control"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="1500"
        aria-describedby={`${id}-help`}
        value={value}
        required
        onChange={(event) => onChange(event.target.value)}
      />
      <div id={`${id}-help`} className="form-text">
        What you owe the shop, at least ₦1.00.
      </div>
    </div>
  );
}

/** DOMAIN.md Responsible play: buying requires confirming age 18 or over. */
export function AgeConfirmation({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  const ref = useKeepTypedChecked(checked, onChange);
  return (
    <div className="form-check mb-3">
      <input
        ref={ref}
        id={id}
        className="form-check-input"
        type="checkbox"
        checked={checked}
        required
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="form-check-label" htmlFor={id}>
        I confirm that I am 18 years of age or older.
      </label>
    </div>
  );
}

export type PaymentChoice = 'card' | 'wallet';

/** Logged-in buyers may pay from the wallet when it covers the total (DOMAIN.md Outcomes). */
export function PaymentMethodField({
  value,
  onChange,
  walletBalanceKobo,
  totalKobo,
}: {
  /** Null: none shown as chosen yet (the default is not known). */
  value: PaymentChoice | null;
  /** Called on every click, including on the option already shown: clicking the default chooses it. */
  onChange: (value: PaymentChoice) => void;
  walletBalanceKobo: number;
  totalKobo: number;
}) {
  const id = useId();
  const walletCovers = totalKobo > 0 && walletBalanceKobo >= totalKobo;
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-2">Pay with</legend>
      <div className="form-check">
        <input
          id={`${id}-wallet`}
          className="form-check-input"
          type="radio"
          name={`${id}-method`}
          checked={value === 'wallet'}
          disabled={!walletCovers}
          onChange={() => onChange('wallet')}
          onClick={() => onChange('wallet')}
        />
        <label className="form-check-label" htmlFor={`${id}-wallet`}>
          My wallet (balance {formatNaira(walletBalanceKobo)})
        </label>
        {!walletCovers && totalKobo > 0 ? (
          <div className="form-text mt-0">Your balance does not cover this total.</div>
        ) : null}
      </div>
      <div className="form-check">
        <input
          id={`${id}-card`}
          className="form-check-input"
          type="radio"
          name={`${id}-method`}
          checked={value === 'card'}
          onChange={() => onChange('card')}
          onClick={() => onChange('card')}
        />
        <label className="form-check-label" htmlFor={`${id}-card`}>
          Card, bank transfer or USSD
        </label>
      </div>
    </fieldset>
  );
}
