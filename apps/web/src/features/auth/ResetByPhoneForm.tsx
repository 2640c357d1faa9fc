import { normaliseNigerianPhone } from '@chancepay/shared/phone';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { fieldErrorsOf, resetPasswordWithCode, sendResetCode } from './api';
import { PasswordInput } from './PasswordInput';

export const RESET_BY_PHONE_DONE_MESSAGE = 'Password reset successful! You can now log in.';
const MISMATCH_MESSAGE = 'Passwords do not match.';
const REDIRECT_DELAY_MS = 2000;

type Result = { variant: 'success' | 'danger' | 'info'; text: string } | null;

const failureText = (failure: unknown) =>
  failure instanceof ApiError ? failure.message : 'An error occurred. Please try again.';

/**
 * Password reset by a code texted to the verified phone (issue #27 item 9), beside the spec's email link: the
 * phone is the identity most customers signed up around. Step 1 texts the code (the same answer whether or not
 * the number has an account); step 2 takes the code and the new password.
 */
export function ResetByPhoneForm() {
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

  async function sendCode(event?: FormEvent) {
    event?.preventDefault();
    setResult(null);
    const reading = normaliseNigerianPhone(phone);
    if (!reading.ok) {
      setErrors({ phone_number: reading.message });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      setResult({ variant: 'info', text: await sendResetCode(phone) });
      setCodeSent(true);
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
      setResult({ variant: 'danger', text: failureText(failure) });
    } finally {
      setBusy(false);
    }
  }

  async function reset(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    if (!/^\d{6}$/.test(code.trim())) {
      setErrors({ code: 'Enter the 6-digit code from the SMS.' });
      return;
    }
    if (password !== confirm) {
      setErrors({ confirm: MISMATCH_MESSAGE });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await resetPasswordWithCode(phone, code.trim(), password);
      setResult({ variant: 'success', text: RESET_BY_PHONE_DONE_MESSAGE });
      timer.current = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_DELAY_MS);
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
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
      <Form onSubmit={sendCode} noValidate aria-label="Reset by SMS">
        {alert}
        <Form.Group className="mb-3" controlId="reset-phone">
          <Form.Label>Phone number</Form.Label>
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
          {busy ? <Spinner size="sm" role="status" aria-label="Sending" /> : 'Text me a code'}
        </Button>
      </Form>
    );

  return (
    <Form onSubmit={reset} noValidate aria-label="Reset by SMS">
      {alert}
      <Form.Group className="mb-3" controlId="reset-phone-code">
        <Form.Label>Code from the SMS</Form.Label>
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
        label="New password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        error={errors.password}
      />
      <PasswordInput
        id="reset-phone-confirm"
        label="Confirm new password"
        value={confirm}
        onChange={setConfirm}
        autoComplete="new-password"
        error={errors.confirm}
      />
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner size="sm" role="status" aria-label="Saving" /> : 'Set new password'}
        </Button>
        <Button variant="outline-secondary" onClick={() => void sendCode()} disabled={busy}>
          Send a new code
        </Button>
      </div>
    </Form>
  );
}
