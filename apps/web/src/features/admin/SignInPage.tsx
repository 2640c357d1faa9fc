import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { usePageTitle } from '../../lib/page-title';
import { adminApi, errorMessage } from './api';
import { useConsoleAction } from './kit/console-action';
import { useStaffSession } from './staff-session';

/** Console sign-in: password, then the authenticator's 6-digit code (or one recovery code). */
export default function SignInPage() {
  usePageTitle('Console sign-in');
  const { refresh } = useStaffSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [challenge, setChallenge] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const { busy, error, setError, run } = useConsoleAction();

  async function submitPassword(event: FormEvent) {
    event.preventDefault();
    await run(async () => {
      const data = await adminApi.post<{ challenge: string }>(
        '/auth/sign-in',
        { username, password },
        { signedOutOn401: false },
      );
      setChallenge(data.challenge);
      setPassword('');
    });
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    await run(
      async () => {
        await adminApi.post(
          '/auth/second-factor',
          useRecovery ? { challenge, recovery_code: code } : { challenge, code: code.replace(/\s+/g, '') },
          { signedOutOn401: false },
        );
        await refresh();
      },
      (caught) => {
        setCode('');
        if (/took too long/.test(errorMessage(caught))) setChallenge(null);
      },
    );
  }

  return (
    <div className="admin-console min-vh-100 d-flex align-items-start justify-content-center p-3">
      <Card className="admin-sign-in w-100 mt-5 shadow-sm">
        <Card.Body>
          <h1 className="h4 mb-1">ChancePay console</h1>
          <p className="text-body-secondary small mb-3">For ChancePay staff. Every action is recorded.</p>
          {error && (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          )}
          {!challenge ? (
            <Form onSubmit={(event) => void submitPassword(event)} noValidate>
              <Form.Group className="mb-3" controlId="staff-username">
                <Form.Label>Username or email</Form.Label>
                <Form.Control
                  autoComplete="username"
                  value={username}
                  onChange={(event) => setUsername(event.target.value)}
                  required
                  autoFocus
                />
              </Form.Group>
              <Form.Group className="mb-3" controlId="staff-password">
                <Form.Label>Password</Form.Label>
                <Form.Control
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  required
                />
              </Form.Group>
              <Button type="submit" className="w-100" disabled={busy || !username || !password}>
                Continue
              </Button>
            </Form>
          ) : (
            <Form onSubmit={(event) => void submitCode(event)} noValidate>
              <Form.Group className="mb-3" controlId="staff-code">
                <Form.Label>{useRecovery ? 'Recovery code' : 'Code from your authenticator app'}</Form.Label>
                <Form.Control
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  autoComplete="one-time-code"
                  inputMode={useRecovery ? 'text' : 'numeric'}
                  maxLength={useRecovery ? 40 : 7}
                  required
                  autoFocus
                />
              </Form.Group>
              <Button type="submit" className="w-100 mb-2" disabled={busy || !code}>
                Sign in
              </Button>
              <Button
                variant="link"
                size="sm"
                className="p-0"
                onClick={() => {
                  setUseRecovery(!useRecovery);
                  setCode('');
                  setError(null);
                }}
              >
                {useRecovery ? 'Use the authenticator code instead' : 'Lost your phone? Use a recovery code'}
              </Button>
            </Form>
          )}
        </Card.Body>
      </Card>
    </div>
  );
}
