import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ApiError } from '../../lib/api-client';
import { useMessages } from '../../lib/i18n';
import { resendCode, verifyPhone } from './api';
import { authFormMessages } from './auth-form.messages';

export const CODE_FORMAT_MESSAGE = authFormMessages.en.codeFormat;

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
  const t = useMessages(authFormMessages);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(intro ?? null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!/^\d{6}$/.test(code.trim())) {
      setError(t('codeFormat'));
      return;
    }
    setBusy(true);
    try {
      const verified = await verifyPhone(verificationToken, code.trim());
      onVerified({ message: verified.message ?? t('phoneVerified'), body: verified.body });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errorTryAgain'));
    } finally {
      setBusy(false);
    }
  }

  async function sendNewCode() {
    setError(null);
    setNotice(null);
    setBusy(true);
    try {
      setNotice((await resendCode(verificationToken)) ?? t('newCodeSent'));
      setCode('');
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errorTryAgain'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form onSubmit={submit} noValidate aria-label={t('verifyPhoneTitle')}>
      <h2 className="h5">{t('verifyPhoneTitle')}</h2>
      {notice && <Alert variant="info">{notice}</Alert>}
      {!notice && phone && <p className="text-body-secondary">{t('codeSentTo', { phone })}</p>}
      <Form.Group className="mb-3" controlId="phone-code">
        <Form.Label>{t('code')}</Form.Label>
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
          {t('verify')}
        </Button>
        <Button variant="outline-secondary" onClick={() => void sendNewCode()} disabled={busy}>
          {t('sendNewCode')}
        </Button>
      </div>
    </Form>
  );
}
