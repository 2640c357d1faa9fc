import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useMessages } from '../../lib/i18n';
import { verifyIdentityNumber, type IdentityNumberKind, type VerificationAnswer } from './api';
import { identityMessages } from './identity.messages';
import { NUMBER_LABEL, type IdentityTranslator } from './tier-text';

export const IDENTITY_CONSENT_TEXT = identityMessages.en.consent;
const NUMBER_DIGITS = 11;

/** Where a customer finds the number (the USSD codes NIBSS and NIMC publish). */
const NUMBER_HINT = { bvn: 'bvnHint', nin: 'ninHint' } as const satisfies Record<IdentityNumberKind, string>;

type FieldErrors = Partial<Record<'number' | 'first_name' | 'last_name' | 'consent', string>>;

function check(
  t: IdentityTranslator,
  kind: IdentityNumberKind,
  values: Record<'number' | 'first_name' | 'last_name', string>,
  consent: boolean,
) {
  const label = NUMBER_LABEL[kind];
  const errors: FieldErrors = {};
  if (!values.number) errors.number = t('enterDigits', { digits: NUMBER_DIGITS, kind: label });
  else if (values.number.length !== NUMBER_DIGITS)
    errors.number = t('wrongLength', { kind: label, digits: NUMBER_DIGITS, count: values.number.length });
  if (!values.first_name.trim()) errors.first_name = t('firstNameMissing', { kind: label });
  if (!values.last_name.trim()) errors.last_name = t('lastNameMissing', { kind: label });
  if (!consent) errors.consent = t('consentMissing');
  return errors;
}

/**
 * One BVN or NIN check (DOMAIN.md: tier 1 is a BVN or a NIN, tier 2 both). The number is kept to its digits as
 * it is typed or pasted ("2222 2222 222", "22222-222222"), never stored in the browser, and sent once with
 * the customer's consent; the server's refusal (name differs, already used, provider down) is shown as it is.
 */
export function IdentityNumberForm({
  kinds,
  onVerified,
}: {
  /** The numbers this step accepts: both at tier 0, the missing one at tier 1. */
  kinds: readonly IdentityNumberKind[];
  onVerified: (kind: IdentityNumberKind, answer: VerificationAnswer) => void;
}) {
  const t = useMessages(identityMessages);
  const [kind, setKind] = useState<IdentityNumberKind>(kinds[0] ?? 'bvn');
  const [number, setNumber] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const label = NUMBER_LABEL[kind];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const values = { number, first_name: firstName.trim(), last_name: lastName.trim() };
    const found = check(t, kind, values, consent);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const answer = await verifyIdentityNumber(kind, values);
      setNumber('');
      setConsent(false);
      onVerified(kind, answer);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : t('checkFailed'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Form noValidate onSubmit={submit} aria-label={t('checkForm', { kind: label })}>
      {kinds.length > 1 && (
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('whichNumber')}</legend>
          {kinds.map((option) => (
            <Form.Check
              key={option}
              inline
              type="radio"
              name="identity-kind"
              id={`identity-kind-${option}`}
              label={NUMBER_LABEL[option]}
              checked={kind === option}
              onChange={() => {
                setKind(option);
                setErrors({});
              }}
            />
          ))}
        </fieldset>
      )}
      {refusal && (
        <Alert variant="danger" role="alert">
          {refusal}
        </Alert>
      )}
      <Form.Group className="mb-3" controlId="identity-number">
        <Form.Label>{t('yourNumber', { kind: label })}</Form.Label>
        <Form.Control
          type="text"
          inputMode="numeric"
          required
          autoComplete="off"
          value={number}
          placeholder={t('digitsPlaceholder', { digits: NUMBER_DIGITS })}
          isInvalid={Boolean(errors.number)}
          aria-describedby="identity-number-hint"
          // Spaces, dashes and other characters from a pasted number are dropped; the length is checked on send.
          onChange={(event) => setNumber(event.target.value.replace(/\D/g, '').slice(0, 20))}
        />
        <Form.Text id="identity-number-hint">{t(NUMBER_HINT[kind])}</Form.Text>
        <Form.Control.Feedback type="invalid">{errors.number}</Form.Control.Feedback>
      </Form.Group>
      <div className="row g-3 mb-3">
        <Form.Group className="col-sm-6" controlId="identity-first-name">
          <Form.Label>{t('firstName')}</Form.Label>
          <Form.Control
            autoComplete="given-name"
            required
            value={firstName}
            isInvalid={Boolean(errors.first_name)}
            onChange={(event) => setFirstName(event.target.value)}
          />
          <Form.Control.Feedback type="invalid">{errors.first_name}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-sm-6" controlId="identity-last-name">
          <Form.Label>{t('lastName')}</Form.Label>
          <Form.Control
            autoComplete="family-name"
            required
            value={lastName}
            isInvalid={Boolean(errors.last_name)}
            onChange={(event) => setLastName(event.target.value)}
          />
          <Form.Control.Feedback type="invalid">{errors.last_name}</Form.Control.Feedback>
        </Form.Group>
        <Form.Text className="col-12 mt-1">{t('namesAsOnRecord', { kind: label })}</Form.Text>
      </div>
      <Form.Check
        className="mb-3"
        id="identity-consent"
        required
        label={t('consent')}
        checked={consent}
        isInvalid={Boolean(errors.consent)}
        feedback={errors.consent}
        feedbackType="invalid"
        onChange={(event) => setConsent(event.target.checked)}
      />
      <Button type="submit" disabled={submitting}>
        {submitting ? (
          <>
            <Spinner size="sm" aria-hidden="true" className="me-2" />
            {t('checking', { kind: label })}
          </>
        ) : (
          t('verifyKind', { kind: label })
        )}
      </Button>
    </Form>
  );
}
