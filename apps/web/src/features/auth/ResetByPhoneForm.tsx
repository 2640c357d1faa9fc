import { normaliseNigerianPhone } from '@chancepay/shared/phone';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useMessages } from '../../lib/i18n';
import { fieldErrorsOf, resetPasswordWithCode, sendResetCode } from './api';
import { authFormMessages } from './auth-form.messages';
import { knownMessageIn } from './known-message';
import { PasswordInput } from './PasswordInput';
import { resetMessages } from './reset-password.messages';
import { signupMessages } from './signup.messages';

export const RESET_BY_PHONE_DONE_MESSAGE = resetMessages.en.resetDone;
const REDIRECT_DELAY_MS = 2000;

type Result = { variant: 'success' | 'danger' | 'info'; text: string } | null;

/**
 * Password reset by a code texted to the verified phone (issue #27 item 9), beside the spec's email link: the
 * phone is the identity most customers signed up around. Step 1 texts the code (the same answer whether or not
 * the number has an account); step 2 takes the code and the new password.
 */
export function ResetByPhoneForm() {
  const t = useMessages(resetMessages);
  const form = useMessages(authFormMessages);
  const signup = useMessages(signupMessages);
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<Result>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const failureText = (failure: unknown) =>
    failure instanceof ApiError ? failure.message : form('errorTryAgain');
  // The server's field problems use the shared phone check's and sign-up's words: said in the reader's language.
  const fieldProblems = (failure: unknown) =>
    Object.fromEntries(
      Object.entries(fieldErrorsOf(failure)).map(([field, message]) => [
        field,
        knownMessageIn(form, authFormMessages, knownMessageIn(signup, signupMessages, message)),
      ]),
    );

  async function sendCode(event?: FormEvent) {
    event?.preventDefault();
    setResult(null);
    const reading = normaliseNigerianPhone(phone);
    if (!reading.ok) {
      setErrors({ phone_number: knownMessageIn(form, authFormMessages, reading.message) });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      setResult({ variant: 'info', text: (await sendResetCode(phone)) ?? t('codeTexted') });
      setCodeSent(true);
    } catch (failure) {
      setErrors(fieldProblems(failure));
      setResult({ variant: 'danger', text: failureText(failure) });
    } finally {
      setBusy(false);
    }
  }

  async function reset(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    if (!/^\d{6}$/.test(code.trim())) {
      setErrors({ code: form('codeFormat') });
      return;
    }
    if (password !== confirm) {
      setErrors({ confirm: form('passwordsDoNotMatch') });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await resetPasswordWithCode(phone, code.trim(), password);
      setResult({ variant: 'success', text: t('resetDone') });
      timer.current = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_DELAY_MS);
    } catch (failure) {
      setErrors(fieldProblems(failure));
      setResult({ variant: 'danger', text: failureText(failure) });
      setBusy(false);
    }
  }

  const alert = result && (
    <Alert variant={result.variant} role={result.variant === 'danger' ? 'alert' : 'status'}>
      {result.text}
    </Alert>
  );

  if (!codeSent)
    return (
      <Form onSubmit={sendCode} noValidate aria-label={t('bySmsForm')}>
        {alert}
        <Form.Group className="mb-3" controlId="reset-phone">
          <Form.Label>{form('phoneNumber')}</Form.Label>
          <Form.Control
            type="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            autoComplete="tel-national"
            placeholder="08031234567"
            isInvalid={!!errors.phone_number}
          />
          <Form.Control.Feedback type="invalid">{errors.phone_number}</Form.Control.Feedback>
        </Form.Group>
        <Button type="submit" variant="outline-primary" className="w-100" disabled={busy}>
          {busy ? <Spinner size="sm" role="status" aria-label={form('sending')} /> : t('textMeCode')}
        </Button>
      </Form>
    );

  return (
    <Form onSubmit={reset} noValidate aria-label={t('bySmsForm')}>
      {alert}
      <Form.Group className="mb-3" controlId="reset-phone-code">
        <Form.Label>{form('codeFromSms')}</Form.Label>
        <Form.Control
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          isInvalid={!!errors.code}
        />
        <Form.Control.Feedback type="invalid">{errors.code}</Form.Control.Feedback>
      </Form.Group>
      <PasswordInput
        id="reset-phone-password"
        label={form('newPassword')}
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        error={errors.password}
      />
      <PasswordInput
        id="reset-phone-confirm"
        label={form('confirmNewPassword')}
        value={confirm}
        onChange={setConfirm}
        autoComplete="new-password"
        error={errors.confirm}
      />
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner size="sm" role="status" aria-label={form('saving')} /> : t('setNewPassword')}
        </Button>
        <Button variant="outline-secondary" onClick={() => void sendCode()} disabled={busy}>
          {form('sendNewCode')}
        </Button>
      </div>
    </Form>
  );
}
