import { formatNaira } from '@chancepay/shared/money';
import { useId, type InputHTMLAttributes } from 'react';
import { useMessages } from '../../../lib/i18n';
import { useKeepTypedChecked, useKeepTypedValue } from '../../../lib/typed-before-hydration';
import { purchaseFormMessages } from './purchase-form.messages';

/**
 * One labelled input of the purchase forms: the label, the input (keeping what was typed before
 * hydration) and, when given, the help text under it that the input is described by.
 */
function TextField({
  label,
  help,
  value,
  onChange,
  input,
}: {
  label: string;
  help?: string;
  value: string;
  onChange: (value: string) => void;
  /** The input's own attributes: type, inputMode, autoComplete, placeholder, limits, disabled, required. */
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>;
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
        {...input}
        aria-describedby={help === undefined ? undefined : `${id}-help`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {help === undefined ? null : (
        <div id={`${id}-help`} className="form-text">
          {help}
        </div>
      )}
    </div>
  );
}

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
  return (
    <TextField
      label={label ?? t('phoneNumber')}
      help={t('phoneHelp')}
      value={value}
      onChange={onChange}
      input={{
        type: 'tel',
        inputMode: 'tel',
        autoComplete: 'tel-national',
        placeholder: '08031234567',
        disabled,
        required: true,
      }}
    />
  );
}

export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useMessages(purchaseFormMessages);
  return (
    <TextField
      label={t('emailOptional')}
      help={t('emailHelp')}
      value={value}
      onChange={onChange}
      input={{ type: 'email', inputMode: 'email', autoComplete: 'email' }}
    />
  );
}

export function TicketsField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useMessages(purchaseFormMessages);
  return (
    <TextField
      label={t('numberOfTickets')}
      value={value}
      onChange={onChange}
      input={{ type: 'number', inputMode: 'numeric', min: 1, max: 100, step: 1, required: true }}
    />
  );
}

export function AmountDueField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useMessages(purchaseFormMessages);
  return (
    <TextField
      label={t('amountDue')}
      help={t('amountDueHelp')}
      value={value}
      onChange={onChange}
      input={{ type: 'text', inputMode: 'decimal', autoComplete: 'off', placeholder: '1500', required: true }}
    />
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
