import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { RichMessage, useMessages } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { clearSignOutNote, markFirstVisit, readSignOutNote, useSession } from '../../lib/session';
import './auth.scss';
import { knownMessageIn } from './known-message';
import { loginMessages } from './login.messages';
import { PasswordInput } from './PasswordInput';
import { PhoneCodeStep } from './PhoneCodeStep';
import { AuthPage } from './AuthPage';

/** Spec section 9: the login page waits 500 ms before going to the dashboard. */
export const LOGIN_REDIRECT_DELAY_MS = 500;
export const LOGIN_REQUIRED_MESSAGE = loginMessages.en.required;

/**
 * Where to go after login: the page the guard sent the user from, else the page the inactivity logout took
 * them from (issue #27 item 9), else the dashboard.
 */
function destinationOf(state: unknown, afterInactivity: string | null): string {
  const from = (state as { from?: { pathname?: string; search?: string; hash?: string } } | null)?.from;
  if (from?.pathname && from.pathname.startsWith('/') && from.pathname !== '/login')
    return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  if (afterInactivity && afterInactivity !== '/login') return afterInactivity;
  return '/dashboard';
}

export function LoginPage() {
  const t = useMessages(loginMessages);
  usePageTitle(t('login'));
  const { token, controller } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(
    (location.state as { notice?: string } | null)?.notice ?? null,
  );
  // Read on the client after hydration (the server cannot see this tab's storage), left in place until the
  // person is back in, so a reload of this page still says why.
  const [signOutNote, setSignOutNote] = useState<ReturnType<typeof readSignOutNote>>(null);
  useEffect(() => setSignOutNote(readSignOutNote()), []);
  const [busy, setBusy] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const [verification, setVerification] = useState<{
    token: string;
    phone: string | null;
    intro: string;
  } | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Set before the login call, so the session appearing does not trigger the "already signed in" redirect.
  const loggingIn = useRef(false);

  useEffect(
    () => () => {
      if (redirectTimer.current) clearTimeout(redirectTimer.current);
    },
    [],
  );

  // A signed-in user opening login goes to the dashboard (spec section 2).
  if (token && !succeeded && !loggingIn.current) return <Navigate to="/dashboard" replace />;

  function goOnSignedIn() {
    setSucceeded(true);
    const destination = destinationOf(location.state, signOutNote?.returnTo ?? null);
    clearSignOutNote();
    redirectTimer.current = setTimeout(
      () => navigate(destination, { replace: true }),
      LOGIN_REDIRECT_DELAY_MS,
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setNotice(null);
    if (!username.trim() || !password) {
      setError(t('required'));
      return;
    }
    setBusy(true);
    loggingIn.current = true;
    const result = await controller.login(username.trim(), password);
    if (result.ok) {
      goOnSignedIn();
      return;
    }
    loggingIn.current = false;
    setBusy(false);
    if (result.verification) {
      setVerification({ ...result.verification, intro: result.message });
      return;
    }
    setError(knownMessageIn(t, loginMessages, result.message));
  }

  return (
    <AuthPage title={t('login')}>
      {verification ? (
        <PhoneCodeStep
          verificationToken={verification.token}
          phone={verification.phone}
          intro={verification.intro}
          onVerified={({ message, body }) => {
            setVerification(null);
            setPassword('');
            setNotice(message);
            // The code signs the person in (as a login would): no second password entry.
            loggingIn.current = true;
            if (controller.adoptSession(body)) {
              markFirstVisit();
              goOnSignedIn();
            } else loggingIn.current = false;
          }}
        />
      ) : (
        <Form onSubmit={submit} noValidate>
          {signOutNote && !notice && !succeeded && (
            <Alert variant="info" role="status">
              {signOutNote.reason === 'closed' && signOutNote.message
                ? signOutNote.message
                : t('signedOutAfterInactivity')}
            </Alert>
          )}
          {notice && <Alert variant="success">{notice}</Alert>}
          {error && (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          )}
          {succeeded && <Alert variant="success">{t('succeeded')}</Alert>}
          <Form.Group className="mb-3" controlId="login-username">
            <Form.Label>{t('username')}</Form.Label>
            <Form.Control
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
            />
            <Form.Text>{t('usernameHint')}</Form.Text>
          </Form.Group>
          <PasswordInput
            id="login-password"
            label={t('password')}
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
          />
          <Button type="submit" className="w-100" disabled={busy || succeeded}>
            {busy || succeeded ? <Spinner size="sm" role="status" aria-label={t('loggingIn')} /> : t('login')}
          </Button>
          <div className="d-flex flex-wrap justify-content-between gap-2 mt-3 small">
            <Link to="/reset-password">{t('forgotPassword')}</Link>
            <span>
              <RichMessage
                text={t('newHere')}
                parts={{ signup: (text) => <Link to="/signup">{text}</Link> }}
              />
            </span>
          </div>
        </Form>
      )}
    </AuthPage>
  );
}

export default LoginPage;
