import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ApiError } from '../../lib/api-client';
import { resendCode, verifyPhone } from './api';

export const CODE_FORMAT_MESSAGE = 'Enter the 6-digit code from the SMS.';

/** The second sign-up step: the 6-digit code texted to the phone, with a way to get a new one. */
export function PhoneCodeStep({
  verificationToken,
  phone,
  intro,
  onVerified,
}: {
  verificationToken: string;
  phone: string | null;
  intro?: string | undefined;
  /** The server's answer signs the customer in: `body` carries the session in the login shape. */
  onVerified: (verified: { message: string; body: unknown }) => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(intro ?? null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!/^\d{6}$/.test(code.trim())) {
      setError(CODE_FORMAT_MESSAGE);
      return;
    }
    setBusy(true);
    try {
      onVerified(await verifyPhone(verificationToken, code.trim()));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'An error occurred. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  async function sendNewCode() {
    setError(null);
    setNotice(null);
    setBusy(true);
    try {
      setNotice(await resendCode(verificationToken));
      setCode('');
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'An error occurred. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form onSubmit={submit} noValidate aria-label="Verify your phone number">
      <h2 className="h5">Verify your phone number</h2>
      {notice && <Alert variant="info">{notice}</Alert>}
      {!notice && phone && <p className="text-body-secondary">We sent a 6-digit code to {phone}.</p>}
      <Form.Group className="mb-3" controlId="phone-code">
        <Form.Label>Code</Form.Label>
        <Form.Control
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
          required
          isInvalid={!!error}
        />
        {error && <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>}
      </Form.Group>
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          Verify
        </Button>
        <Button variant="outline-secondary" onClick={() => void sendNewCode()} disabled={busy}>
          Send a new code
        </Button>
      </div>
    </Form>
  );
}
