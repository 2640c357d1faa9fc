import { formatNaira } from '@chancepay/shared/money';
import { useId } from 'react';
import { useMessages } from '../../../lib/i18n';
import { useKeepTypedChecked, useKeepTypedValue } from '../../../lib/typed-before-hydration';
import { purchaseFormMessages } from './purchase-form.messages';

/** Required phone number: the buyer's identity (winnings go to their phone wallet when anonymous). */
export function PhoneField({
  value,
  onChange,
  label,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  disabled?: boolean;
}) {
  const t = useMessages(purchaseFormMessages);
  const id = useId();
  const ref = useKeepTypedValue(value, onChange);
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label ?? t('phoneNumber')}
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
        {t('phoneHelp')}
      </div>
    </div>
  );
}

export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useMessages(purchaseFormMessages);
  const id = useId();
  const ref = useKeepTypedValue(value, onChange);
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {t('emailOptional')}
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
        {t('emailHelp')}
      </div>
    </div>
  );
}

export function TicketsField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useMessages(purchaseFormMessages);
  const id = useId();
  const ref = useKeepTypedValue(value, onChange);
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {t('numberOfTickets')}
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
  const t = useMessages(purchaseFormMessages);
  const id = useId();
  const ref = useKeepTypedValue(value, onChange);
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {t('amountDue')}
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
        {t('amountDueHelp')}
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
  const t = useMessages(purchaseFormMessages);
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
        {t('ageConfirmation')}
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
  const t = useMessages(purchaseFormMessages);
  const id = useId();
  const walletCovers = totalKobo > 0 && walletBalanceKobo >= totalKobo;
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-2">{t('payWith')}</legend>
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
          {t('myWallet', { balance: formatNaira(walletBalanceKobo) })}
        </label>
        {!walletCovers && totalKobo > 0 ? <div className="form-text mt-0">{t('balanceShort')}</div> : null}
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
          {t('cardTransferOrUssd')}
        </label>
      </div>
    </fieldset>
  );
}
