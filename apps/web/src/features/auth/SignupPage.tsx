import { normaliseNigerianPhone } from '@chancepay/shared/phone';
import { useEffect, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { markFirstVisit, useSession } from '../../lib/session';
import { fieldErrorsOf, signUp, type PendingVerification } from './api';
import './auth.scss';
import { PasswordInput } from './PasswordInput';
import { forgetPendingSignUp, keepPendingSignUp, readPendingSignUp } from './pending-sign-up';
import { PhoneCodeStep } from './PhoneCodeStep';

// The same words as the server's, so a field reads the same whichever side caught it.
export const signupMessages = {
  username:
    'Use 3 to 30 letters, digits, dots, dashes or underscores for your username, with at least one letter.',
  email: 'Enter a valid email address, like ada@example.com.',
  password: 'Use at least 12 characters for your password.',
  passwordTooLong: 'Use at most 128 characters for your password.',
  confirm: 'Passwords do not match.',
  age: 'You must be 18 or older to use ChancePay.',
} as const;

type Field = 'username' | 'email' | 'phone_number' | 'password' | 'confirm' | 'age_confirmed';

interface Values {
  username: string;
  email: string;
  phone: string;
  password: string;
  confirm: string;
  adult: boolean;
}

export function validateSignup(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!/^[a-z0-9][a-z0-9._-]{2,29}$/i.test(values.username.trim()) || !/[a-z]/i.test(values.username))
    errors.username = signupMessages.username;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) errors.email = signupMessages.email;
  const phone = normaliseNigerianPhone(values.phone);
  if (!phone.ok) errors.phone_number = phone.message;
  const length = [...values.password].length;
  if (length < 12) errors.password = signupMessages.password;
  else if (length > 128) errors.password = signupMessages.passwordTooLong;
  if (values.confirm !== values.password) errors.confirm = signupMessages.confirm;
  if (!values.adult) errors.age_confirmed = signupMessages.age;
  return errors;
}

function prefilledPhone(state: unknown): string {
  const phone =
    typeof state === 'object' && state !== null ? (state as { prefillPhone?: unknown }).prefillPhone : null;
  return typeof phone === 'string' && /^0\d{10}$/.test(phone) ? phone : '';
}

/** Sign-up (DOMAIN.md: username, email, Nigerian phone, 12+ character password, 18+), then the SMS code. */
export function SignupPage() {
  usePageTitle('Sign up');
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
    const found = validateSignup(values);
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
      const fields = fieldErrorsOf(failure);
      setErrors({ ...fields, ...(fields.phone ? { phone_number: fields.phone } : {}) });
      setError(failure instanceof ApiError ? failure.message : 'An error occurred. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="main" className="container py-5 auth-page">
      <div className="card shadow-sm mx-auto auth-card">
        <div className="card-body p-4">
          <h1 className="h3 mb-3">Sign up</h1>
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
                Start again with other details
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
                <Form.Label>Username</Form.Label>
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
                <Form.Label>Email</Form.Label>
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
                <Form.Label>Phone number</Form.Label>
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
                <Form.Text>We text a code to this number to check it is yours.</Form.Text>
              </Form.Group>
              <PasswordInput
                id="signup-password"
                label="Password"
                value={values.password}
                onChange={set('password')}
                autoComplete="new-password"
                error={errors.password}
              />
              <PasswordInput
                id="signup-confirm"
                label="Confirm password"
                value={values.confirm}
                onChange={set('confirm')}
                autoComplete="new-password"
                error={errors.confirm}
              />
              <Form.Group className="mb-3" controlId="signup-adult">
                <Form.Check
                  type="checkbox"
                  label="I am 18 years old or older"
                  checked={values.adult}
                  onChange={(event) => set('adult')(event.target.checked)}
                  isInvalid={!!errors.age_confirmed}
                  feedback={errors.age_confirmed}
                  feedbackType="invalid"
                />
              </Form.Group>
              <Button type="submit" className="w-100" disabled={busy}>
                {busy ? <Spinner size="sm" role="status" aria-label="Signing up" /> : 'Sign up'}
              </Button>
              <p className="mt-3 small mb-0">
                Already have an account? <Link to="/login">Login</Link>
              </p>
            </Form>
          )}
        </div>
      </div>
    </main>
  );
}

export default SignupPage;
