import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import type { Translator } from '@chancepay/shared/i18n/messages';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { RichMessage, useMessages } from '../../../lib/i18n';
import {
  openMoneyInAccount,
  type MoneyInAccount,
  type NeedsBvnAgain,
  type OpenAccountRequest,
} from '../api/money-in-account';
import { addMoneyMessages } from '../add-money.messages';

const BVN_DIGITS = 11;
type Field = keyof OpenAccountRequest;
type FieldErrors = Partial<Record<Field, string>>;

function check(
  bvn: string,
  gender: string,
  address: string,
  t: Translator<typeof addMoneyMessages.en>,
): FieldErrors {
  const errors: FieldErrors = {};
  if (!bvn) errors.bvn = t('bvnMissing', { digits: BVN_DIGITS });
  else if (bvn.length !== BVN_DIGITS)
    errors.bvn = t('bvnLength', { digits: BVN_DIGITS, entered: bvn.length });
  if (gender !== 'male' && gender !== 'female') errors.gender = t('genderMissing');
  if (address.trim().length < 5) errors.address = t('addressMissing');
  return errors;
}

/**
 * The step before the first account number (issue #22 item 4): we never keep a BVN, so the customer types
 * the one they verified again, with what the gateway needs besides (gender, home address). The server's
 * refusal of a field is shown on that field; any other refusal (the gateway down) above the form.
 */
export function OpenAccountForm({
  state,
  onOpened,
}: {
  state: NeedsBvnAgain;
  onOpened: (account: MoneyInAccount) => void;
}) {
  const t = useMessages(addMoneyMessages);
  const [bvn, setBvn] = useState('');
  const [gender, setGender] = useState('');
  const [address, setAddress] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setRefusal(null);
    const found = check(bvn, gender, address, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const account = await openMoneyInAccount({
        bvn,
        gender: gender as OpenAccountRequest['gender'],
        address: address.trim(),
      });
      setBvn('');
      onOpened(account);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error) as FieldErrors;
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0)
        setRefusal(error instanceof Error && error.message ? error.message : t('openFailed'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="card shadow-sm">
      <div className="card-body">
        <h2 className="h5">{t('getAccountNumber')}</h2>
        <p>{state.message}</p>
        <p className="small text-body-secondary">
          <RichMessage
            text={t('inTheName', { name: state.name })}
            parts={{ name: (text) => <strong>{text}</strong> }}
          />
        </p>
        {refusal && (
          <Alert variant="danger" role="alert">
            {refusal}
          </Alert>
        )}
        <Form noValidate onSubmit={submit} aria-label={t('getAccountNumber')}>
          <Form.Group className="mb-3" controlId="money-in-bvn">
            <Form.Label>{t('yourBvn')}</Form.Label>
            <Form.Control
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder={t('bvnPlaceholder', { digits: BVN_DIGITS })}
              value={bvn}
              isInvalid={Boolean(errors.bvn)}
              aria-invalid={Boolean(errors.bvn)}
              aria-describedby={errors.bvn ? 'money-in-bvn-error money-in-bvn-hint' : 'money-in-bvn-hint'}
              // Spaces and dashes from a pasted number are dropped; the length is checked on send.
              onChange={(event) => setBvn(event.target.value.replace(/\D/g, '').slice(0, 20))}
            />
            <Form.Text id="money-in-bvn-hint">{t('bvnHint')}</Form.Text>
            <Form.Control.Feedback type="invalid" id="money-in-bvn-error">
              {errors.bvn}
            </Form.Control.Feedback>
          </Form.Group>
          <fieldset className="mb-3" aria-describedby={errors.gender ? 'money-in-gender-error' : undefined}>
            <legend className="form-label fs-6 mb-1">{t('gender')}</legend>
            {(['female', 'male'] as const).map((option) => (
              <Form.Check
                key={option}
                inline
                type="radio"
                name="money-in-gender"
                id={`money-in-gender-${option}`}
                label={t(option)}
                checked={gender === option}
                isInvalid={Boolean(errors.gender)}
                onChange={() => setGender(option)}
              />
            ))}
            {errors.gender ? (
              <div className="invalid-feedback d-block" id="money-in-gender-error">
                {errors.gender}
              </div>
            ) : null}
          </fieldset>
          <Form.Group className="mb-3" controlId="money-in-address">
            <Form.Label>{t('homeAddress')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              autoComplete="street-address"
              placeholder="12 Allen Avenue, Ikeja, Lagos"
              value={address}
              isInvalid={Boolean(errors.address)}
              aria-invalid={Boolean(errors.address)}
              aria-describedby={errors.address ? 'money-in-address-error' : undefined}
              onChange={(event) => setAddress(event.target.value)}
            />
            <Form.Control.Feedback type="invalid" id="money-in-address-error">
              {errors.address}
            </Form.Control.Feedback>
          </Form.Group>
          <Button type="submit" size="lg" className="w-100" disabled={submitting}>
            {submitting ? (
              <>
                <Spinner size="sm" aria-hidden="true" className="me-2" />
                {t('opening')}
              </>
            ) : (
              t('getMyAccountNumber')
            )}
          </Button>
        </Form>
      </div>
    </div>
  );
}
