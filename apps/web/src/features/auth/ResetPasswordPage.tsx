import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useMessages } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { fieldErrorsOf, resetPassword, sendResetLink, verifyResetToken } from './api';
import { authFormMessages } from './auth-form.messages';
import './auth.scss';
import { knownMessageIn } from './known-message';
import { PasswordInput } from './PasswordInput';
import { ResetByPhoneForm } from './ResetByPhoneForm';
import { resetMessages } from './reset-password.messages';
import { signupMessages } from './signup.messages';
import { AuthPage } from './AuthPage';

/** After a successful reset the page shows the message, then goes to /login. */
export const RESET_REDIRECT_DELAY_MS = 2000;

function RequestLinkForm() {
  const t = useMessages(resetMessages);
  const form = useMessages(authFormMessages);
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<{ variant: 'success' | 'danger'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    setBusy(true);
    try {
      const sent = await sendResetLink(email.trim());
      setResult(
        sent ? { variant: 'success', text: t('linkSent') } : { variant: 'danger', text: t('linkFailed') },
      );
    } catch (failure) {
      // A refusal from the server (bad address, too many links) is a failure to send; anything else an error.
      const refused = failure instanceof ApiError && failure.kind === 'http';
      setResult({ variant: 'danger', text: refused ? t('linkFailed') : form('errorTryAgain') });
      if (refused && failure.status === 429)
        setResult({ variant: 'danger', text: t('linkFailedBecause', { reason: failure.message }) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form onSubmit={submit}>
      <p className="text-body-secondary">{t('emailIntro')}</p>
      {result && (
        <Alert variant={result.variant} role={result.variant === 'danger' ? 'alert' : 'status'}>
          {result.text}
        </Alert>
      )}
      <Form.Group className="mb-3" controlId="reset-email">
        <Form.Label>{t('email')}</Form.Label>
        <Form.Control
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="email"
          required
        />
      </Form.Group>
      <Button type="submit" className="w-100" disabled={busy}>
        {busy ? <Spinner size="sm" role="status" aria-label={form('sending')} /> : t('sendLink')}
      </Button>
    </Form>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const t = useMessages(resetMessages);
  const form = useMessages(authFormMessages);
  const signup = useMessages(signupMessages);
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [result, setResult] = useState<{ variant: 'success' | 'danger'; text: string } | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    setFieldError(undefined);
    if (password !== confirm) {
      setResult({ variant: 'danger', text: form('passwordsDoNotMatch') });
      return;
    }
    setBusy(true);
    try {
      if (!(await resetPassword(token, password))) throw new Error(resetMessages.en.resetFailed);
      setResult({ variant: 'success', text: t('resetDone') });
      timer.current = setTimeout(() => navigate('/login', { replace: true }), RESET_REDIRECT_DELAY_MS);
    } catch (failure) {
      setResult({ variant: 'danger', text: t('resetFailed') });
      const problem = fieldErrorsOf(failure).password;
      // The server's password rule is sign-up's, in the same words.
      setFieldError(problem === undefined ? undefined : knownMessageIn(signup, signupMessages, problem));
      setBusy(false);
    }
  }

  return (
    <Form onSubmit={submit}>
      {result && (
        <Alert variant={result.variant} role={result.variant === 'danger' ? 'alert' : 'status'}>
          {result.text}
        </Alert>
      )}
      <PasswordInput
        id="reset-password"
        label={form('newPassword')}
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        error={fieldError}
      />
      <PasswordInput
        id="reset-confirm"
        label={form('confirmNewPassword')}
        value={confirm}
        onChange={setConfirm}
        autoComplete="new-password"
      />
      <Button type="submit" className="w-100" disabled={busy}>
        {busy ? <Spinner size="sm" role="status" aria-label={form('saving')} /> : t('resetPassword')}
      </Button>
    </Form>
  );
}

/** /reset-password: the email step, or with ?token= the new-password step; an invalid token goes to /404. */
export function ResetPasswordPage() {
  const t = useMessages(resetMessages);
  usePageTitle(t('title'));
  const [params] = useSearchParams();
  const token = params.get('token');
  const check = useQuery({
    queryKey: ['reset-token', token],
    queryFn: () => verifyResetToken(token!),
    enabled: !!token,
    staleTime: Infinity,
  });

  let body;
  if (!token)
    body = (
      <>
        <RequestLinkForm />
        <section className="mt-4 pt-3 border-top" aria-labelledby="reset-by-sms-title">
          <h2 className="h6" id="reset-by-sms-title">
            {t('bySmsTitle')}
          </h2>
          <p className="text-body-secondary small">{t('bySmsIntro')}</p>
          <ResetByPhoneForm />
        </section>
      </>
    );
  else if (check.isPending)
    body = (
      <div className="text-center py-3">
        <Spinner role="status" aria-label={t('checkingLink')} />
      </div>
    );
  else if (check.data === true) body = <NewPasswordForm token={token} />;
  else return <Navigate to="/404" replace />;

  return (
    <AuthPage title={t('title')}>
      {body}
      <p className="mt-3 small mb-0">
        <Link to="/login">{t('backToLogin')}</Link>
      </p>
    </AuthPage>
  );
}

export default ResetPasswordPage;
