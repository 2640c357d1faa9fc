import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useMessages } from '../../lib/i18n';
import { authFormMessages } from '../auth/auth-form.messages';
import { PasswordInput } from '../auth/PasswordInput';
import { pinFieldErrors, resetPin, savePin, transactionPinQueryKey, type TransactionPinAnswer } from './api';
import { PinInput } from './PinInput';
import { transactionPinMessages } from './transaction-pin.messages';

export const PIN_DIGITS_MESSAGE = transactionPinMessages.en.digits;
export const PIN_MISMATCH_MESSAGE = transactionPinMessages.en.mismatch;

type Mode = 'set' | 'change' | 'reset';
type Field = 'code' | 'current_pin' | 'new_pin' | 'confirm_pin' | 'password';

const submitLabel = {
  set: 'setPin',
  change: 'changePin',
  reset: 'setNewPin',
} as const satisfies Record<Mode, keyof (typeof transactionPinMessages)['en']>;

/**
 * Sets the first PIN, changes it (the current PIN too) or resets it (the texted code), always with a new PIN
 * typed twice and the account password (issue #27). The server's rules decide; its messages land on the
 * field they name. The PIN lives only in this form's state and is cleared after each answer.
 */
export function PinForm({
  mode,
  idPrefix,
  onDone,
  onCancel,
}: {
  mode: Mode;
  idPrefix: string;
  onDone: (answer: TransactionPinAnswer) => void;
  onCancel?: () => void;
}) {
  const t = useMessages(transactionPinMessages);
  const form = useMessages(authFormMessages);
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<Field, string>>({
    code: '',
    current_pin: '',
    new_pin: '',
    confirm_pin: '',
    password: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const change = (field: Field) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found: Partial<Record<Field, string>> = {};
    if (mode === 'reset' && !/^\d{6}$/.test(values.code)) found.code = form('codeFormat');
    if (mode === 'change' && values.current_pin.length !== 4) found.current_pin = t('digits');
    if (values.new_pin.length !== 4) found.new_pin = t('digits');
    else if (values.confirm_pin !== values.new_pin) found.confirm_pin = t('mismatch');
    if (!values.password) found.password = t('passwordMissing');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const answer =
        mode === 'reset'
          ? await resetPin({ code: values.code, new_pin: values.new_pin, password: values.password })
          : await savePin({
              password: values.password,
              new_pin: values.new_pin,
              ...(mode === 'change' ? { current_pin: values.current_pin } : {}),
            });
      queryClient.setQueryData(transactionPinQueryKey, answer.data);
      onDone(answer);
    } catch (error) {
      const named = pinFieldErrors(error);
      const onFields = Object.fromEntries(
        Object.entries(named).filter(([field]) =>
          ['code', 'current_pin', 'new_pin', 'password'].includes(field),
        ),
      ) as Partial<Record<Field, string>>;
      setErrors(onFields);
      if (Object.keys(onFields).length === 0)
        setFailure(error instanceof Error ? error.message : t('failedTryAgain'));
      // A wrong current PIN may have locked it: the section shows the state the server now has.
      void queryClient.invalidateQueries({ queryKey: transactionPinQueryKey });
    } finally {
      setValues((previous) => ({ ...previous, current_pin: '', new_pin: '', confirm_pin: '', password: '' }));
      setSaving(false);
    }
  }

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label={t(submitLabel[mode])}>
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      {mode === 'reset' && (
        <Form.Group className="mb-3" controlId={`${idPrefix}-code`}>
          <Form.Label>{form('codeFromSms')}</Form.Label>
          <Form.Control
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={values.code}
            isInvalid={Boolean(errors.code)}
            onChange={(event) => change('code')(event.target.value.replace(/\D/g, '').slice(0, 6))}
          />
          <Form.Control.Feedback type="invalid">{errors.code}</Form.Control.Feedback>
        </Form.Group>
      )}
      {mode === 'change' && (
        <PinInput
          id={`${idPrefix}-current`}
          label={t('currentPin')}
          value={values.current_pin}
          onChange={change('current_pin')}
          error={errors.current_pin}
        />
      )}
      <PinInput
        id={`${idPrefix}-new`}
        label={t('newPin')}
        value={values.new_pin}
        onChange={change('new_pin')}
        error={errors.new_pin}
      />
      <PinInput
        id={`${idPrefix}-confirm`}
        label={t('confirmPin')}
        value={values.confirm_pin}
        onChange={change('confirm_pin')}
        error={errors.confirm_pin}
      />
      <p className="small text-body-secondary">{t('pinRules')}</p>
      <PasswordInput
        id={`${idPrefix}-password`}
        label={t('accountPassword')}
        value={values.password}
        onChange={change('password')}
        autoComplete="current-password"
        error={errors.password}
      />
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? t('saving') : t(submitLabel[mode])}
        </Button>
        {onCancel && (
          <Button variant="outline-secondary" onClick={onCancel} disabled={saving}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </Form>
  );
}
