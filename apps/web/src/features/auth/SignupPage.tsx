import type { Translator } from '@chancepay/shared/i18n/messages';
import { normaliseNigerianPhone } from '@chancepay/shared/phone';
import { useEffect, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { RichMessage, useMessages } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { markFirstVisit, useSession } from '../../lib/session';
import { fieldErrorsOf, signUp, type PendingVerification } from './api';
import { authFormMessages } from './auth-form.messages';
import './auth.scss';
import { knownMessageIn } from './known-message';
import { PasswordInput } from './PasswordInput';
import { forgetPendingSignUp, keepPendingSignUp, readPendingSignUp } from './pending-sign-up';
import { PhoneCodeStep } from './PhoneCodeStep';
import { signupMessages } from './signup.messages';
import { AuthPage } from './AuthPage';

type Field = 'username' | 'email' | 'phone_number' | 'password' | 'confirm' | 'age_confirmed';

interface Values {
  username: string;
  email: string;
  phone: string;
  password: string;
  confirm: string;
  adult: boolean;
}

type SignupTranslator = Translator<(typeof signupMessages)['en']>;
type FormTranslator = Translator<(typeof authFormMessages)['en']>;

/** Each field's problem, in the reader's language (`t` and `form` translate the two books). */
export function validateSignup(
  values: Values,
  t: SignupTranslator,
  form: FormTranslator,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!/^[a-z0-9][a-z0-9._-]{2,29}$/i.test(values.username.trim()) || !/[a-z]/i.test(values.username))
    errors.username = t('usernameProblem');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) errors.email = t('emailProblem');
  const phone = normaliseNigerianPhone(values.phone);
  if (!phone.ok) errors.phone_number = knownMessageIn(form, authFormMessages, phone.message);
  const length = [...values.password].length;
  if (length < 12) errors.password = t('passwordTooShort');
  else if (length > 128) errors.password = t('passwordTooLong');
  if (values.confirm !== values.password) errors.confirm = form('passwordsDoNotMatch');
  if (!values.adult) errors.age_confirmed = t('ageProblem');
  return errors;
}

/** A refusal the server named a field for, in the reader's language when it is one of our own sentences. */
function serverFieldErrors(
  failure: unknown,
  t: SignupTranslator,
  form: FormTranslator,
): Partial<Record<Field, string>> {
  const inLanguage = (message: string) =>
    knownMessageIn(form, authFormMessages, knownMessageIn(t, signupMessages, message));
  const fields = fieldErrorsOf(failure);
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) errors[field] = inLanguage(message);
  // The server names the phone field `phone`.
  if (fields.phone) errors.phone_number = inLanguage(fields.phone);
  return errors;
}

function prefilledPhone(state: unknown): string {
  const phone =
    typeof state === 'object' && state !== null ? (state as { prefillPhone?: unknown }).prefillPhone : null;
  return typeof phone === 'string' && /^0\d{10}$/.test(phone) ? phone : '';
}

/** Sign-up (DOMAIN.md: username, email, Nigerian phone, 12+ character password, 18+), then the SMS code. */
export function SignupPage() {
  const t = useMessages(signupMessages);
  const form = useMessages(authFormMessages);
  usePageTitle(t('signUp'));
  const { token, controller } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<Values>({
    username: '',
    email: '',
    // "Sign up to use it" on /thank-you passes the phone the money is kept for (issue #27 finding 23).
    phone: prefilledPhone(location.state),
    password: '',
    confirm: '',
    adult: false,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<PendingVerification | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  // A reload while the person reads the SMS: back to the code step (after hydration: the server cannot see
  // this tab's storage).
  useEffect(() => {
    const kept = readPendingSignUp();
    if (kept) setPending(kept);
  }, []);

  if (token && !signedIn) return <Navigate to="/dashboard" replace />;

  const set = (field: keyof Values) => (value: string | boolean) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const found = validateSignup(values, t, form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const started = await signUp({
        username: values.username.trim(),
        email: values.email.trim(),
        phone_number: values.phone,
        password: values.password,
        age_confirmed: true,
      });
      keepPendingSignUp(started);
      setPending(started);
    } catch (failure) {
      setErrors(serverFieldErrors(failure, t, form));
      setError(failure instanceof ApiError ? failure.message : form('errorTryAgain'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthPage title={t('signUp')}>
      {pending ? (
        <>
          <PhoneCodeStep
            verificationToken={pending.token}
            phone={pending.phone}
            intro={pending.message}
            onVerified={({ message, body }) => {
              forgetPendingSignUp();
              // The code signs the new customer in: straight to the dashboard, no second password entry.
              setSignedIn(true);
              if (controller.adoptSession(body)) {
                markFirstVisit();
                navigate('/dashboard', { replace: true });
              } else navigate('/login', { state: { notice: message } });
            }}
          />
          <Button
            variant="link"
            className="px-0 mt-2"
            onClick={() => {
              forgetPendingSignUp();
              setPending(null);
            }}
          >
            {t('startAgain')}
          </Button>
        </>
      ) : (
        <Form onSubmit={submit} noValidate>
          {error && (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          )}
          <Form.Group className="mb-3" controlId="signup-username">
            <Form.Label>{t('username')}</Form.Label>
            <Form.Control
              value={values.username}
              onChange={(event) => set('username')(event.target.value)}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              isInvalid={!!errors.username}
            />
            <Form.Control.Feedback type="invalid">{errors.username}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="signup-email">
            <Form.Label>{t('email')}</Form.Label>
            <Form.Control
              type="email"
              value={values.email}
              onChange={(event) => set('email')(event.target.value)}
              autoComplete="email"
              required
              isInvalid={!!errors.email}
            />
            <Form.Control.Feedback type="invalid">{errors.email}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="signup-phone">
            <Form.Label>{form('phoneNumber')}</Form.Label>
            <Form.Control
              type="tel"
              value={values.phone}
              onChange={(event) => set('phone')(event.target.value)}
              autoComplete="tel-national"
              placeholder="08031234567"
              required
              isInvalid={!!errors.phone_number}
            />
            <Form.Control.Feedback type="invalid">{errors.phone_number}</Form.Control.Feedback>
            <Form.Text>{t('phoneHint')}</Form.Text>
          </Form.Group>
          <PasswordInput
            id="signup-password"
            label={t('password')}
            value={values.password}
            onChange={set('password')}
            autoComplete="new-password"
            error={errors.password}
          />
          <PasswordInput
            id="signup-confirm"
            label={t('confirmPassword')}
            value={values.confirm}
            onChange={set('confirm')}
            autoComplete="new-password"
            error={errors.confirm}
          />
          <Form.Group className="mb-3" controlId="signup-adult">
            <Form.Check
              type="checkbox"
              label={t('adult')}
              checked={values.adult}
              onChange={(event) => set('adult')(event.target.checked)}
              isInvalid={!!errors.age_confirmed}
              feedback={errors.age_confirmed}
              feedbackType="invalid"
            />
          </Form.Group>
          <Button type="submit" className="w-100" disabled={busy}>
            {busy ? <Spinner size="sm" role="status" aria-label={t('signingUp')} /> : t('signUp')}
          </Button>
          <p className="mt-3 small mb-0">
            <RichMessage
              text={t('haveAccount')}
              parts={{ login: (text) => <Link to="/login">{text}</Link> }}
            />
          </p>
        </Form>
      )}
    </AuthPage>
  );
}

export default SignupPage;
